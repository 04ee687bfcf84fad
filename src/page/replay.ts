// Replay: the board shows a moment of the game (after `moment` actions) read-only over the live
// game, which waits. The house's replay steps (../ui/replay-steps.ts) move through it by move — a
// whole turn where a turn is several actions — or by action, by button or key anywhere on the page;
// a move in the list jumps there, Continue from here takes the game up from that moment, Close
// replay goes back.
import type { GameModule } from '../core/module';
import { onPageKey } from '../ui/panels/keyboard';
import { isUnlit, light } from '../ui/panels/unlit';
import {
  CLOSE_REPLAY,
  CONTINUE_HERE,
  isActionStep,
  REPLAY_STEPS,
  stepLook,
  replayKey,
  stepTarget,
  whyNotStep,
  type ReplayStep,
} from '../ui/replay-steps';
import type { PlaySession } from './session';
import { moveEnds, moveRows, replayPlace, sentencesOf, type MoveRow } from './turns';

const CONTINUE_TITLE = 'Take the game up from the moment shown';

export class Replay<G, A> {
  open = false;
  moment = 0;
  private positions: G[] = [];
  /** The moments at which each move ends, after the start's 0. */
  private ends: number[] = [0];
  /** The moves as the line counts them, numbered on from the moves before the start (`before`). */
  private rows: MoveRow[] = [];
  private before = 0;
  private listeners: (() => void)[] = [];
  private bar: HTMLElement | null = null;
  private steps = new Map<ReplayStep, HTMLButtonElement>();
  private continue: HTMLButtonElement | null = null;

  constructor(
    private module: GameModule<G, A>,
    private session: PlaySession<G, A>,
    /** Says why a step asked for by key shows nothing new (at the first or the last position). */
    private refuse: (why: string) => void,
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
    this.before = rules.status(this.session.start).turn;
    this.rows = moveRows(this.session.actions, this.module.view.endsTurn, this.before);
    this.open = true;
    this.moment = Math.max(0, Math.min(moment, this.session.actions.length));
    this.changed();
    this.bar?.querySelector<HTMLButtonElement>('[data-step="nextTurn"]')?.focus({ preventScroll: true });
    // The bar sits under Status, which says where the replay is: both at the top of the side panel.
    this.bar?.parentElement?.scrollTo({ top: 0 });
  }

  go(moment: number): void {
    if (!this.open) return;
    this.moment = Math.max(0, Math.min(moment, this.positions.length - 1));
    this.changed();
  }

  step(step: ReplayStep): void {
    const end = this.positions.length - 1;
    const why = whyNotStep(step, this.moment, end);
    if (why !== null) return this.refuse(why);
    this.go(stepTarget(step, this.moment, this.ends, end));
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

  /**
   * "Replay: move 2 of 5: White c5 steps up to c4.": the move the moment falls in, of all the
   * game's moves, and what its actions up to the moment did, in the game's sentences (a turn of
   * several says each: "Blue places a green stone on h8. Blue ends the turn."). A resignation is
   * the game's end, not one more move: "Replay: after move 6 of 6: White resigns."
   */
  line(): string {
    const { rules, view } = this.module;
    const { place, from, through } = replayPlace(this.rows, this.moment, this.before, view.turnWord);
    if (this.moment <= 0) return `Replay: ${place}, the start`;
    const said = sentencesOf(
      { describe: view.describeAction, play: rules.play },
      this.positions[from]!,
      this.session.actions.slice(from, this.moment),
    );
    if (!view.turnWord) return `Replay: ${place}: ${said}`;
    // A turn is one player's: named, and where the moment falls within it, which of its actions.
    const who = view.seats[rules.status(this.positions[from]!).current]!.name;
    const part = this.moment < through ? `, action ${this.moment - from} of ${through - from}` : '';
    return `Replay: ${place}, ${who}${part}: ${said}`;
  }

  /** The replay bar, placed before `before` in the side panel. */
  attach(before: HTMLElement): void {
    const bar = document.createElement('div');
    bar.id = 'replay-bar';
    bar.setAttribute('role', 'toolbar');
    bar.setAttribute('aria-label', 'Replay');
    bar.hidden = true;
    const button = (text: string, run: () => void): HTMLButtonElement => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = text;
      b.addEventListener('click', () => !isUnlit(b) && run());
      bar.append(b);
      return b;
    };
    // A turn of one action is one move: the action steps would only repeat the move steps.
    const steps = REPLAY_STEPS.filter((step) => this.module.view.endsTurn || !isActionStep(step));
    for (const step of steps) {
      const look = stepLook(step, this.module.view.turnWord ?? 'move');
      const b = button(look.text, () => this.step(step));
      b.dataset.step = step;
      b.setAttribute('aria-label', look.label);
      this.steps.set(step, b);
    }
    this.continue = button(CONTINUE_HERE, () => this.playFromHere());
    this.continue.title = CONTINUE_TITLE;
    button(CLOSE_REPLAY, () => this.close()).title = 'Back to the game';
    // The keys work anywhere on the page while the replay is open, before the board's.
    onPageKey((key) => this.open && replayKey(key, this), { first: true });
    before.before(bar);
    this.bar = bar;
  }

  private renderBar(): void {
    if (!this.bar) return;
    this.bar.hidden = !this.open;
    // Unlit steps keep the focus (stepping to the end leaves it on ▶|) and say why.
    const end = this.positions.length - 1;
    for (const [step, b] of this.steps)
      light(
        b,
        whyNotStep(step, this.moment, end),
        `replay-${step}`,
        stepLook(step, this.module.view.turnWord ?? 'move').label,
      );
    // The game cannot be taken up where it is over.
    if (this.continue) {
      const over = this.module.rules.status(this.positions[this.moment]!).winner !== null;
      light(this.continue, over ? 'The game is over at this moment.' : null, 'replay-continue', CONTINUE_TITLE);
    }
  }
}
