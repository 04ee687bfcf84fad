// The clocks' running (R11), as a plain controller the tests drive with a fake time: each tick
// charges the time since the last one to the player to move, through the rules' pure `elapse`. It
// charges nothing while it may not run (the page hidden, an untimed or finished game, a room) and
// drops the time that passed meanwhile, so a paused clock does not jump when it runs again.
export interface ClockPorts {
  now(): number;
  /** May the clock of the player to move run now? */
  running(): boolean;
  /** Charges `ms` to the player to move (the page's `update` with `elapse`). */
  charge(ms: number): void;
}

export class ClockRunner {
  private last: number;

  constructor(private ports: ClockPorts) {
    this.last = ports.now();
  }

  tick(): void {
    const now = this.ports.now();
    const ms = Math.floor(now - this.last);
    if (ms <= 0) return;
    this.last += ms;
    if (this.ports.running()) this.ports.charge(ms);
  }
}

/** A clock's time as a player reads it: "4:59", and tenths under ten seconds ("0:09.4"). */
export function clockText(ms: number): string {
  const left = Math.max(0, ms);
  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  const tenths = left < 10_000 ? `.${Math.floor((left % 1000) / 100)}` : '';
  return `${minutes}:${String(seconds).padStart(2, '0')}${tenths}`;
}
