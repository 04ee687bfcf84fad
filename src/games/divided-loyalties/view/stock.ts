// Divided Loyalties' controls beside the board (R16): what to do now, the stock of the player to
// move as a button per colour (a colour chosen narrows the board to the cells that take it; the last
// one used stays chosen; keys 1–6), and for each side its set, its families and its score with the
// breakdown (bridges and regions, R10), updated with every action.
import type { PageHost } from '../../../core/module';
import {
  aColour,
  COLOURS,
  familiesOf,
  scoreBreakdown,
  SEATS,
  status,
  stoneTargets,
  type Action,
  type Colour,
  type Game,
  type Player,
} from '../rules/index';
import { stoneSvg } from './stone';
import { mustPass } from './turns';
import { cap } from '../../../ui/dom';
import { ChoiceBar } from '../../../ui/panels/choice-bar';
import { promptLine } from '../../../ui/panels/prompt-line';

const NAMES = COLOURS.map((c) => c.name);

export class StockBar {
  /** The colour each player chose last (kept across turns while it is in their stock). */
  private chosen: [Colour | null, Colour | null] = [null, null];
  /** Which side's breakdown is open (it stays open as the scores change). */
  private open = [false, false];
  private shown: Game | null = null;
  private readonly prompt = document.createElement('p');
  private readonly sides = document.createElement('div');
  private readonly bar = new ChoiceBar<Colour>({
    choices: NAMES,
    label: 'Stones in stock',
    className: 'dl-stock',
    buttonClass: 'dl-colour',
    help: (colour) => `Place ${colour} stones`,
    made: (b, colour) => (b.dataset.colour = colour),
    choose: (colour) => this.choose(colour),
  });

  constructor(private host: PageHost<Game, Action>) {
    const controls = host.controls();
    controls.hidden = false;
    this.prompt.className = 'dl-prompt';
    // Read out as it changes: a keyboard player who pressed a colour's number hears what it asks now.
    this.prompt.setAttribute('aria-live', 'polite');
    this.sides.className = 'dl-sides';
    controls.append(this.prompt, this.bar.element, this.sides);
    host.onShow((game) => {
      if (game === this.shown) return;
      this.shown = game;
      this.keepChoice(game);
      this.render(game);
    });
    promptLine(host, this.prompt, (game) => this.ask(game));
  }

  /** What the player to move is asked: a stone of the chosen colour, its bridges, or to pass. */
  private ask(game: Game): string {
    const seat = SEATS[game.current];
    const colour = this.chosen[game.current];
    if (status(game).winner !== null) return 'The game is over.';
    if (game.placed !== null) return `${seat}: build bridges through your stone (choose a lit end), then End turn.`;
    if (colour === null) return `${seat} has no stone left: Pass.`;
    return mustPass(game) ?? `${seat}: place ${aColour(colour)} stone on a lit cell, or choose another colour.`;
  }

  /** Stones of `colour` left in `player`'s stock (read from the stock, not the whole status). */
  private left(game: Game, player: Player, colour: Colour): number {
    return game.stock[player].left[NAMES.indexOf(colour)] ?? 0;
  }

  /** A colour's button pressed (or its key): chosen for the player to move. */
  private choose(colour: Colour): void {
    const game = this.shown;
    if (game === null) return;
    const player = game.current;
    if (this.left(game, player, colour) === 0) {
      this.host.say(`${SEATS[player]} has no ${colour} stone left in stock.`);
      return;
    }
    this.chosen[player] = colour;
    this.narrow(game);
    this.render(game);
    if (game.placed === null && stoneTargets(game, colour).length === 0)
      this.host.say(`No cell takes ${aColour(colour)} stone now: choose another colour.`);
  }

  /** The chosen colour stays while it is in stock; else the first colour in stock is chosen. */
  private keepChoice(game: Game): void {
    const player = game.current;
    const chosen = this.chosen[player];
    if (chosen === null || this.left(game, player, chosen) === 0)
      this.chosen[player] = NAMES.find((c) => this.left(game, player, c) > 0) ?? null;
    this.narrow(game);
  }

  private narrow(game: Game): void {
    const colour = this.chosen[game.current];
    this.host.narrow(colour === null ? null : (a) => a.kind !== 'stone' || a.colour === colour);
  }

  private render(game: Game): void {
    const s = status(game);
    const player = s.current;
    const colour = this.chosen[player];
    for (const c of NAMES) {
      const n = this.left(game, player, c);
      this.bar.show(c, {
        html: `${stoneSvg(c, 26)}<span>${cap(c)}</span> <b>${n}</b>`,
        pressed: colour === c,
        off: n === 0 || s.winner !== null || game.placed !== null,
      });
    }
    this.sides.replaceChildren(...([0, 1] as const).map((p) => this.side(game, s, p)));
  }

  /** One side: its name and set, its families, its score and what makes it up. */
  private side(game: Game, s: ReturnType<typeof status>, player: Player): HTMLElement {
    const breakdown = scoreBreakdown(game, player);
    const { score } = breakdown;
    const stones = Object.values(s.stock[player].left).reduce((n, k) => n + (k ?? 0), 0);
    const box = document.createElement('details');
    box.className = 'dl-side';
    box.open = this.open[player]!;
    box.addEventListener('toggle', () => (this.open[player] = box.open));
    box.dataset.player = String(player);
    if (s.current === player && s.winner === null) box.classList.add('to-move');
    const families = familiesOf(player)
      .map(
        (f) =>
          `<span class="dl-family" title="${f.kind === 'red' ? 'Red bridges cut, scoring for nobody' : `${SEATS[player]}'s bridges score`}">${f.colours.map((c) => stoneSvg(c, 14)).join('')}</span>`,
      )
      .join(' ');
    box.innerHTML =
      `<summary title="Show or hide how ${SEATS[player]}'s score is made, bridge by bridge"><span class="dl-seat">${SEATS[player]}</span> <b class="dl-score">${score.total}</b>` +
      ` <span class="dl-parts">(bridges ${score.bridges} + regions ${score.regions})</span>` +
      ` <span class="dl-set">set ${s.stock[player].set} of ${game.layout.sets} · ${stones} in hand</span> ${families}</summary>`;
    const list = document.createElement('ul');
    list.className = 'dl-breakdown';
    for (const b of breakdown.bridges) {
      const li = document.createElement('li');
      li.textContent = `${b.from}-${b.to}: ${b.points} ${b.points === 1 ? 'point' : 'points'}${b.regions.length > 0 ? `, reaches ${b.regions.join(', ')}` : ''}`;
      list.append(li);
    }
    if (breakdown.bridges.length === 0) list.innerHTML = '<li>No scoring bridge yet.</li>';
    else {
      const li = document.createElement('li');
      li.textContent = `Regions claimed: ${breakdown.regions.join(', ') || 'none'}`;
      list.append(li);
    }
    box.append(list);
    return box;
  }
}
