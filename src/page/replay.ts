// Replay: the board shows a moment of the game (after `moment` actions) read-only over the live
// game, which waits; a bar steps through it by move (first, back, forward, last), the keys by move
// (↑ ↓, Page Up, Page Down, Home, End) or by action (← →) — a move is a whole turn where a turn is
// several actions —, a move in the list jumps there, "Play from here" takes the game up from that
// moment, Close goes back.
import type { GameModule } from '../core/module';
import type { PlaySession } from './session';
import { moveEnds } from './turns';

/** The replay's keys: a step of one action (±1) or one move ('move' ±1), or to an end. */
const KEYS: Readonly<Record<string, { by: 'action' | 'move'; step: -1 | 1 } | 'first' | 'last'>> = {
  ArrowLeft: { by: 'action', step: -1 },
  ArrowRight: { by: 'action', step: 1 },
  ArrowUp: { by: 'move', step: -1 },
  PageUp: { by: 'move', step: -1 },
  ArrowDown: { by: 'move', step: 1 },
  PageDown: { by: 'move', step: 1 },
  Home: 'first',
  End: 'last',
};

export class Replay<G, A> {
  open = false;
  moment = 0;
  private positions: G[] = [];
  /** The moments at which each move ends, after the start's 0. */
  private ends: number[] = [0];
  private listeners: (() => void)[] = [];
  private bar: HTMLElement | null = null;

  constructor(
    private module: GameModule<G, A>,
    private session: PlaySession<G, A>,
  ) {}

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  private changed(): void {
    this.renderBar();
    for (const l of this.listeners) l();
  }

  /** Opens the replay of the game in play at a moment (0: its start). */
  show(moment: number): void {
    const { rules } = this.module;
    this.positions = [this.session.start];
    for (const a of this.session.actions) this.positions.push(rules.play(this.positions.at(-1)!, a));
    this.ends = [0, ...moveEnds(this.session.actions, this.module.view.endsTurn)];
    this.open = true;
    this.moment = Math.max(0, Math.min(moment, this.session.actions.length));
    this.changed();
    this.bar?.querySelector<HTMLButtonElement>('[data-step="1"]')?.focus();
  }

  go(moment: number): void {
    if (!this.open) return;
    this.moment = Math.max(0, Math.min(moment, this.positions.length - 1));
    this.changed();
  }

  /** One move (a whole turn where a turn is several actions) back or forward. */
  stepMove(step: -1 | 1): void {
    const to = step > 0 ? this.ends.find((e) => e > this.moment) : this.ends.findLast((e) => e < this.moment);
    if (to !== undefined) this.go(to);
  }

  close(): void {
    if (!this.open) return;
    this.open = false;
    this.changed();
  }

  /** The live game continues from the moment shown: the moves after it are dropped. */
  playFromHere(): void {
    const { start, seats } = this.session;
    const actions = this.session.actions.slice(0, this.moment);
    this.open = false;
    this.session.replace({ start, actions, seats }, this.positions[this.moment]);
    this.changed();
  }

  /** The position shown, or null when the board shows the live game. */
  game(): G | null {
    return this.open ? (this.positions[this.moment] ?? null) : null;
  }

  lastAction(): A | null {
    return this.open && this.moment > 0 ? this.session.actions[this.moment - 1]! : null;
  }

  /** "Replay: move 2 of 5, after …": the move the moment falls in, of all the game's moves. */
  line(): string {
    const total = this.ends.length - 1;
    const move = this.ends.findIndex((e) => e >= this.moment);
    const a = this.lastAction();
    const what = a === null ? 'the start' : `after ${this.module.rules.formatAction(a)}`;
    return `Replay: move ${move} of ${total}, ${what}`;
  }

  /** The replay bar, placed before `before` in the side panel. */
  attach(before: HTMLElement): void {
    const bar = document.createElement('div');
    bar.id = 'replay-bar';
    bar.setAttribute('role', 'toolbar');
    bar.setAttribute('aria-label', 'Replay');
    bar.hidden = true;
    const button = (label: string, title: string, run: () => void, step?: string): HTMLButtonElement => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.title = title;
      b.setAttribute('aria-label', title);
      if (step) b.dataset.step = step;
      b.addEventListener('click', run);
      bar.append(b);
      return b;
    };
    button('|◀', 'To the start', () => this.go(0));
    button('◀', 'One move back', () => this.stepMove(-1), '-1');
    button('▶', 'One move forward', () => this.stepMove(1), '1');
    button('▶|', 'To the end', () => this.go(this.positions.length - 1));
    button('Play from here', 'Take the game up from the moment shown', () => this.playFromHere());
    button('Close', 'Back to the game', () => this.close());
    // The keys work in the bar, and in the move list (a move chosen there keeps the focus).
    const keys = (e: KeyboardEvent): void => {
      if (!this.open) return;
      const key = KEYS[e.key];
      if (key === 'first') this.go(0);
      else if (key === 'last') this.go(this.positions.length - 1);
      else if (key?.by === 'action') this.go(this.moment + key.step);
      else if (key?.by === 'move') this.stepMove(key.step);
      else if (e.key === 'Escape') this.close();
      else return;
      e.preventDefault();
    };
    bar.addEventListener('keydown', keys);
    before.addEventListener('keydown', keys);
    before.before(bar);
    this.bar = bar;
  }

  private renderBar(): void {
    if (this.bar) this.bar.hidden = !this.open;
  }
}
