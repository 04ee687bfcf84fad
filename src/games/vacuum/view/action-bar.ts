// Vacuum's actions beside the board on the game-neutral page, grouped by stage as its command panel
// has them (catalogue.ts), with the prompt above them; which is chosen is action-choice.ts's. With
// none chosen the board offers every piece's moves by drag or two taps, and a tap on a free square
// plays a Vacuum Move.
import type { PageHost } from '../../../core/module';
import type { Action, Game } from '../rules/index';
import { isMode, PANEL, type Mode } from './catalogue';
import { TOOLTIPS } from './tooltips';
import { ActionChoice } from './action-choice';
import { ChoiceBar } from '../../../ui/panels/choice-bar';
import { promptLine } from '../../../ui/panels/prompt-line';

/** The stage groups' actions to choose (the panel's commands are the page's own buttons). */
const GROUPS = PANEL.map((group) => ({
  title: group.title.replace('Controls · ', ''),
  modes: group.rows.flat().filter(isMode),
})).filter((group) => group.modes.length > 0);

export class ActionBar {
  private readonly choice = new ActionChoice();
  private shown: Game | null = null;
  /** Why nobody here may act now (a computer plays its turn): every action is unlit and says so. */
  private held: string | null = null;
  private readonly prompt = document.createElement('p');
  private readonly bars = GROUPS.map(({ title, modes }) => ({
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
    const groups = this.bars.map(({ title, bar }) => {
      const group = document.createElement('section');
      group.className = 'vacuum-group';
      const heading = document.createElement('h3');
      heading.textContent = title;
      group.append(heading, bar.element);
      return group;
    });
    controls.append(this.prompt, ...groups);
    host.onShow((game) => {
      const held = host.waiting()?.text || null;
      if (game === this.shown && held === this.held) return;
      this.held = held;
      if (game !== this.shown) {
        const chosen = this.choice.chosen;
        this.choice.shown(this.shown, game);
        this.shown = game;
        if (this.choice.chosen !== chosen) this.narrow();
      }
      this.render(game);
    });
    promptLine(host, this.prompt, (game) => this.choice.ask(game));
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
    for (const { modes, bar } of this.bars)
      for (const { mode, off, ...look } of this.choice.looks(game, modes))
        bar.show(mode, { ...look, off: off || this.held !== null });
  }
}
