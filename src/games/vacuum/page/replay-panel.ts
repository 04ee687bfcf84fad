// The replay panel: over the command panel while a replay is open (the board keeps its size),
// the step buttons, the move list, Continue from here and Close; the Replay button beside Resign;
// and the replay's keys, taken before the board's. It draws what the ReplayView says.
import type { MoveListTurn, ReplayView } from './replay-view';
import { CLOSE_REPLAY, CONTINUE_HERE, REPLAY_STEPS, stepLook, type ReplayStep } from '../../../ui/replay-steps';
import { isUnlit, light } from '../../../ui/panels/unlit';
import { onPageKey } from '../../../ui/panels/keyboard';
import { revealIn } from '../../../ui/dom';

export interface ReplayPanelDeps {
  view: ReplayView;
  /** The command panel: the replay shows over it, and its Resign row gets the Replay button. */
  commands: HTMLElement;
  /** Where the focus goes back when the replay closes. */
  board: HTMLElement;
  tell: (message: string) => void;
  /** How the move list names a turn's player: its title ("Gold") and its seat's dot (HTML). */
  seat: (player: MoveListTurn['player']) => { title: string; dot: string };
}

export class ReplayPanel {
  private root: HTMLElement;
  private moves: HTMLOListElement;
  private steps = new Map<ReplayStep, HTMLButtonElement>();
  private continueButton: HTMLButtonElement;
  private why: HTMLElement;
  private replayButton: HTMLButtonElement;
  private listed: readonly MoveListTurn[] | null = null;
  private current: HTMLElement | null = null;
  private wasOpen = false;

  constructor(private d: ReplayPanelDeps) {
    this.root = document.createElement('section');
    this.root.id = 'replay';
    this.root.tabIndex = -1;
    this.root.setAttribute('aria-label', 'Replay');
    this.root.innerHTML =
      `<h3>Replay</h3><div class="replay-steps" role="group" aria-label="Step through the game"></div>` +
      `<ol class="replay-moves" aria-label="Moves"></ol>` +
      `<p class="replay-why"></p><div class="replay-end">` +
      `<button type="button" id="replay-continue">${CONTINUE_HERE}</button>` +
      `<button type="button" id="replay-close" class="primary">${CLOSE_REPLAY}</button></div>`;
    const stepRow = this.root.querySelector('.replay-steps')!;
    for (const step of REPLAY_STEPS) {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.step = step;
      const look = stepLook(step, 'turn');
      b.textContent = look.text;
      b.setAttribute('aria-label', look.label);
      b.addEventListener('click', () => !isUnlit(b) && d.view.step(step));
      stepRow.append(b);
      this.steps.set(step, b);
    }
    this.moves = this.root.querySelector('ol')!;
    this.moves.addEventListener('click', (e) => {
      const b = (e.target as HTMLElement).closest<HTMLElement>('button[data-moment]');
      if (b) d.view.go(Number(b.dataset.moment));
    });
    this.why = this.root.querySelector('.replay-why')!;
    this.continueButton = this.root.querySelector('#replay-continue')!;
    this.continueButton.addEventListener('click', () => {
      const why = d.view.continueHere(); // unlit, it says why
      if (why) d.tell(why);
    });
    this.root.querySelector('#replay-close')!.addEventListener('click', () => d.view.close());

    // Beside Resign, where the game's controls are: before it, so that Tab meets them in the order
    // the eye does (Resign, set apart, ends the row).
    this.replayButton = document.createElement('button');
    this.replayButton.type = 'button';
    this.replayButton.id = 'replay-button';
    this.replayButton.textContent = 'Replay';
    this.replayButton.addEventListener('click', () => this.open());
    d.commands.querySelector('button[data-action="resign"]')?.before(this.replayButton);

    // The replay's keys come first (the board's arrows move its cursor otherwise); a dialog, the
    // menu or a text field keeps its own.
    onPageKey((key) => d.view.isOpen && d.view.key(key), { first: true });
    d.view.onChange(() => this.render());
    this.render();
  }

  /** Opens the replay of a game (the session's own by default) at a moment (its end by default). */
  open(...which: Parameters<ReplayView['open']>): void {
    const why = this.d.view.open(...which);
    if (why) this.d.tell(why);
  }

  /** The Replay button says why it cannot replay this game (the menu command tells the same). */
  render(): void {
    const { view } = this.d;
    const open = view.isOpen;
    const whyNot = open ? null : view.whyNot();
    this.replayButton.title = whyNot ?? 'Step through this game turn by turn (← → ↑ ↓).';
    this.d.commands.classList.toggle('replaying', open);
    if (open !== this.wasOpen) {
      // In the page only while open: the command panel's buttons are the game's again after.
      this.wasOpen = open;
      this.d.commands.scrollTop = 0;
      if (open) this.d.commands.append(this.root);
      else this.root.remove();
      (open ? this.root : this.d.board).focus({ preventScroll: true });
    }
    if (!open) return;
    // Unlit buttons keep the focus (stepping to the end leaves it on ▶|) and say why.
    for (const [step, b] of this.steps) light(b, view.whyNotStep(step), `step-${step}`, stepLook(step, 'turn').label);
    const why = view.whyNotContinue();
    light(this.continueButton, why, 'replay-continue');
    this.why.textContent = why ?? '';
    if (this.listed !== view.turns()) this.list(view.turns());
    this.showCurrent();
  }

  /** The move list: "Start", then per turn its number and player, and each action's text. */
  private list(turns: readonly MoveListTurn[]): void {
    this.listed = turns;
    this.current = null;
    const start = document.createElement('li');
    start.append(momentButton(0, 'Start', 'The first position', 'replay-turn'));
    this.moves.replaceChildren(
      start,
      ...turns.map((t) => {
        const item = document.createElement('li');
        const seat = this.d.seat(t.player);
        const head = momentButton(t.moment, `${t.turn}. ${seat.title}`, `The end of turn ${t.turn}`, 'replay-turn');
        head.insertAdjacentHTML('afterbegin', seat.dot);
        item.append(head, ...t.actions.map((a) => momentButton(a.moment, a.text, a.title)));
        return item;
      }),
    );
  }

  /** Highlights the moment shown (and its turn) and scrolls it into the list's view. */
  private showCurrent(): void {
    const at = this.moves.querySelectorAll<HTMLElement>('li')[this.d.view.turnShown() + 1];
    const el =
      at?.querySelector<HTMLElement>(`button[data-moment="${this.d.view.moment}"]:not(.replay-turn)`) ??
      at?.querySelector<HTMLElement>('button');
    if (el === this.current) return;
    this.current?.removeAttribute('aria-current');
    this.current?.closest('li')?.classList.remove('shown');
    this.current = el ?? null;
    if (!el) return;
    el.setAttribute('aria-current', 'step');
    el.closest('li')!.classList.add('shown');
    revealIn(this.moves, el);
  }
}

function momentButton(moment: number, text: string, title: string, className = ''): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.dataset.moment = String(moment);
  b.textContent = text;
  b.title = title;
  if (className) b.className = className;
  return b;
}
