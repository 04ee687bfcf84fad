// Vacuum's actions beside the board on the game-neutral page, grouped by stage as its command panel
// has them (catalogue.ts), with the prompt above them; which is chosen is action-choice.ts's. With
// none chosen the board offers every piece's moves by drag or two taps, and a tap on a free square
// plays a Vacuum Move.
import type { PageHost } from '../../../core/module';
import type { Action, Game } from '../rules/index';
import { BUTTONS, isMode, PANEL, type Mode } from './catalogue';
import { TOOLTIPS } from './tooltips';
import { ActionChoice, type Hand } from './action-choice';
import { ChoiceBar } from '../../../ui/panels/choice-bar';
import { promptLine } from '../../../ui/panels/prompt-line';

/** The stage groups' actions to choose (the panel's commands are the page's own buttons). */
const GROUPS = PANEL.map((group) => ({
  id: group.id,
  title: group.title.replace('Controls · ', ''),
  modes: group.rows.flat().filter(isMode),
})).filter((group) => group.modes.length > 0);

export class ActionBar {
  private readonly choice = new ActionChoice();
  private shown: Game | null = null;
  /** Why nobody here may act now (another seat's turn in a room, a computer thinking), as last shown. */
  private held: string | null = null;
  /** How the player last pointed: the prompt's words follow it. */
  private hand: Hand = matchMedia('(pointer: coarse)').matches ? 'touch' : 'mouse';
  private readonly prompt = document.createElement('p');
  private readonly bars = GROUPS.map(({ id, title, modes }) => ({
    id,
    title,
    modes,
    bar: new ChoiceBar<Mode>({
      choices: modes,
      label: `${title} actions`,
      className: 'vacuum-actions',
      buttonClass: 'vacuum-action',
      help: (mode) => TOOLTIPS[mode].text,
      made: (b, mode) => (b.dataset.action = mode),
      choose: (mode) => this.press(mode),
      numbered: false,
    }),
  }));

  constructor(private host: PageHost<Game, Action>) {
    const controls = host.controls();
    controls.hidden = false;
    this.prompt.className = 'vacuum-prompt';
    this.prompt.setAttribute('aria-live', 'polite');
    const groups = this.bars.map(({ id, title, bar }) => {
      const group = document.createElement('section');
      group.className = 'vacuum-group';
      group.id = `group-${id}`;
      const heading = document.createElement('h2');
      heading.textContent = title;
      group.append(heading, bar.element);
      return group;
    });
    const tray = document.createElement('div');
    tray.className = 'vacuum-tray';
    tray.append(...groups);
    controls.append(this.prompt, tray);
    // An action chosen by the keyboard (a click with no pointer) sends the keys to the board, where it is placed.
    controls.addEventListener('click', (e) => {
      if (
        e.detail === 0 &&
        this.choice.chosen !== null &&
        e.target instanceof Element &&
        e.target.closest('[data-action]')
      )
        host.focusBoard();
    });
    host.onShow((game) => {
      const held = host.waiting()?.text ?? null;
      if (game === this.shown && held === this.held) return;
      this.held = held;
      const chosen = this.choice.chosen;
      if (game !== this.shown) this.choice.shown(this.shown, game);
      this.shown = game;
      // An action put down by the game (an undo, a new turn) puts its piece down too.
      if (this.choice.chosen !== chosen) {
        this.narrow();
        host.select(null);
      }
      this.render(game);
    });
    promptLine(host, this.prompt, (game) => this.choice.ask(game, this.hand));
    // The prompt says the player's own gesture: tap, click, or press Enter on a square.
    const heard = (hand: Hand): void => {
      if (hand === this.hand) return;
      this.hand = hand;
      if (this.shown !== null && host.waiting() === null) this.prompt.textContent = this.choice.ask(this.shown, hand);
    };
    document.addEventListener('pointerdown', (e) => heard(e.pointerType === 'touch' ? 'touch' : 'mouse'), true);
    document.addEventListener(
      'keydown',
      (e) => !['Shift', 'Control', 'Alt', 'Meta'].includes(e.key) && heard('keys'),
      true,
    );
    // Escape puts the chosen action down, wherever the focus is (as on the board it puts down the
    // piece too); a question's Escape is its own (the page's question keeps it).
    document.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || document.querySelector('dialog[open]') || this.choice.chosen === null) return;
      const mode = this.choice.chosen;
      this.press(mode);
      this.host.say(`${BUTTONS[mode].name} put down.`);
    });
    // Supply Chain and Pebble War carry on from the square a step reached, where it can go on.
    host.onMove((before, action, after) => {
      if (this.choice.carriesOn(before, action, after)) host.select((action as { to: number }).to);
    });
  }

  private press(mode: Mode): void {
    if (this.shown === null) return;
    if (this.held !== null) return this.host.say(this.held);
    const answer = this.choice.press(this.shown, mode);
    if ('why' in answer) return this.host.say(answer.why);
    this.narrow();
    this.render(this.shown);
  }

  private narrow(): void {
    this.host.narrow(this.choice.chosen === null ? null : (a) => this.choice.offers(a));
  }

  private render(game: Game): void {
    // While the board is held, no action can be chosen: every button is unlit, as on Vacuum's own page.
    for (const { modes, bar } of this.bars)
      for (const { mode, why, off, ...look } of this.choice.looks(game, modes)) {
        bar.show(mode, { ...look, off: off || this.held !== null });
        // Its tool tip says why it is unlit (tip-box.ts), as the page's buttons' do.
        bar.element.querySelector<HTMLElement>(`[data-action="${mode}"]`)!.dataset.why = this.held ?? why;
      }
  }
}
