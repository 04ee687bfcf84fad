// The clocks of a game on clocks (a rules door with `elapse`, Glyph Grid's R11) as the page runs
// them: each tick charges the time since the last one to the seat to move, through the rules' pure
// `elapse`. Against the computer or face to face a clock pauses while the page is hidden or a
// dialog covers the board (New game, Load position: nobody can move then). In a room
// it never pauses and only shows the room's clock running: the room charges the real time and ends
// the game when it runs out, so here a clock stops short of 0 and waits for the room's word.
import type { RulesDoor } from '../core/contract';
import type { PlaySession } from './session';

/** How often the running clock is charged and shown, in ms. */
const TICK_MS = 100;

export interface ClockPorts {
  now(): number;
  /** May the clock of the player to move run now? */
  running(): boolean;
  /** Charges `ms` to the player to move. */
  charge(ms: number): void;
}

/**
 * Charges the time since the last tick, as a plain controller the tests drive with a fake time. While
 * it may not run it charges nothing and drops the time that passed, so a paused clock does not jump
 * when it runs again.
 */
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

/**
 * Whether the clocks may run: in a room, as the room says; else while the page is in view and no
 * dialog covers the board.
 */
export const clocksMayRun = (roomClock: boolean | undefined, page: { hidden: boolean; covered: boolean }): boolean =>
  roomClock ?? (!page.hidden && !page.covered);

/** The running clock's time left in `game`, or null when none runs (untimed, or over). */
function timeLeft<G>(rules: RulesDoor<G, unknown>, game: G): number | null {
  const s = rules.status(game);
  return s.winner === null ? (s.clocks?.[s.current] ?? null) : null;
}

/**
 * Of `ms`, what the running clock may be charged for show while a room keeps the clocks: never down
 * to 0, which only the room may say.
 */
export function shownInRoom<G>(rules: RulesDoor<G, unknown>, game: G, ms: number): number {
  const left = timeLeft(rules, game);
  return left === null ? 0 : Math.max(0, Math.min(ms, left - 1));
}

/**
 * Runs the clocks of the game in play (whatever the board shows: a replay's position is not played).
 * `roomClock` says whether the room's clock runs, or undefined out of a room. Returns whether the
 * clock of the player to move runs now.
 */
export function runClocks<G, A>(
  rules: RulesDoor<G, A>,
  session: PlaySession<G, A>,
  roomClock: () => boolean | undefined,
): () => boolean {
  const running = (): boolean =>
    timeLeft(rules, session.game) !== null &&
    clocksMayRun(roomClock(), { hidden: document.hidden, covered: document.querySelector('dialog[open]') !== null });
  if (!rules.elapse) return running;
  const runner = new ClockRunner({
    now: () => performance.now(),
    running,
    charge: (ms) => session.elapse(roomClock() === undefined ? ms : shownInRoom(rules, session.game, ms)),
  });
  setInterval(() => runner.tick(), TICK_MS);
  return running;
}
