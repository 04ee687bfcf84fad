// Glyph Grid's controls beside the board (R16): the prompt, the glyph bar (a glyph chosen narrows the
// board to its moves and lights the pieces that can use it; ANCHOR shown resting; keys 1–5), each
// side's marks "4 / 6", the Dominion warning with the claimable marks named, and both clocks with
// the running one lit (R11; the page runs them, src/page/clock.ts, and a room keeps them online).
import type { PageHost } from '../../../core/module';
import {
  dominionThreat,
  GLYPH_INFO,
  glyphBar,
  GLYPHS,
  SEAT_NAMES,
  squareName,
  type Action,
  type Game,
  type Glyph,
} from '../rules/index';
import { clockText } from './clock-text';
import { markCounts } from './ending';
import { cssColour } from '../../../ui/pen';
import { GLYPH_TINTS } from './look';
import { ChoiceBar } from '../../../ui/panels/choice-bar';
import { promptLine } from '../../../ui/panels/prompt-line';

/** The same position but for the clocks: what a clock's tick leaves alone. */
const samePosition = (a: Game, b: Game): boolean =>
  a.pieces === b.pieces && a.marks === b.marks && a.current === b.current && a.rest === b.rest && a.result === b.result;

export class GlyphBar {
  private chosen: Glyph | null = null;
  private shown: Game | null = null;
  private readonly prompt = document.createElement('p');
  private readonly marks = document.createElement('p');
  private readonly warning = document.createElement('p');
  private readonly clocks = document.createElement('div');
  private readonly bar = new ChoiceBar<Glyph>({
    choices: GLYPHS,
    label: 'Glyphs',
    className: 'gg-glyphs',
    buttonClass: 'gg-glyph',
    help: (glyph) => GLYPH_INFO[glyph].help,
    made: (b, glyph) => {
      b.dataset.glyph = glyph;
      b.style.setProperty('--tint', cssColour(GLYPH_TINTS[glyph]));
    },
    choose: (glyph) => this.choose(glyph),
  });

  constructor(private host: PageHost<Game, Action>) {
    const controls = host.controls();
    controls.hidden = false;
    this.prompt.className = 'gg-prompt';
    // Read out as it changes: a keyboard player who pressed a glyph's number hears it chosen.
    this.prompt.setAttribute('aria-live', 'polite');
    this.marks.className = 'gg-marks';
    this.warning.className = 'gg-warning';
    this.warning.setAttribute('role', 'alert');
    this.clocks.className = 'gg-clocks';
    const line = document.createElement('div');
    line.className = 'gg-line';
    line.append(this.marks, this.clocks);
    controls.append(this.prompt, this.bar.element, this.warning, line);
    host.onShow((game) => {
      if (game === this.shown) return;
      // A new position (a move, a new game, the clock): a glyph chosen for the last one is put down.
      if (this.shown === null || game.turn !== this.shown.turn || game.result !== this.shown.result)
        this.setGlyph(null);
      // The clock's ticks change only the clocks (immer keeps the rest): the glyph bar, the marks and
      // the warning, which ask the legal moves, are worked out again only for a new position.
      const sameBoard = this.shown !== null && samePosition(this.shown, game);
      this.shown = game;
      if (sameBoard) this.renderClocks(game);
      else this.render(game);
    });
    promptLine(host, this.prompt, (game) => this.ask(game));
  }

  /** A glyph's button pressed (or its key): chosen, or put down when it was chosen. */
  private choose(glyph: Glyph): void {
    const game = this.shown;
    if (game === null) return;
    const button = glyphBar(game).find((b) => b.glyph === glyph)!;
    if (this.chosen !== glyph && (!button.usable || button.resting)) {
      this.host.say(this.whyNot(game, glyph));
      return;
    }
    this.setGlyph(this.chosen === glyph ? null : glyph);
    this.render(game);
  }

  private whyNot(game: Game, glyph: Glyph): string {
    if (game.result !== null) return 'The game is over.';
    const name = GLYPH_INFO[glyph].name;
    if (glyph === 'anchor' && game.rest[game.current]) return `ANCHOR rests this turn: it was used last turn.`;
    return `No piece of ${SEAT_NAMES[game.current]}'s can use ${name} now.`;
  }

  private setGlyph(glyph: Glyph | null): void {
    if (glyph === this.chosen) return;
    this.chosen = glyph;
    this.host.narrow(glyph === null ? null : (a) => a.kind === glyph);
  }

  /** What the player to move is asked: a glyph and a piece, or with a glyph chosen, its piece. */
  private ask(game: Game): string {
    const seat = SEAT_NAMES[game.current];
    if (game.result !== null) return 'The game is over.';
    return this.chosen === null
      ? `${seat}: choose a glyph and a piece.`
      : `${seat}: ${GLYPH_INFO[this.chosen].name} — choose a lit piece, then where it goes.`;
  }

  private render(game: Game): void {
    for (const b of glyphBar(game)) {
      const off = !b.usable || b.resting;
      const state = b.resting ? ' <small>resting</small>' : off ? ' <small class="gg-quiet">no move</small>' : '';
      this.bar.show(b.glyph, {
        html: `<span class="gg-key" aria-hidden="true">${GLYPHS.indexOf(b.glyph) + 1}</span> ${b.name}${state}`,
        pressed: this.chosen === b.glyph,
        off,
      });
    }
    this.marks.textContent = `Marks: ${markCounts(game).join(' · ')}`;
    const threat = dominionThreat(game);
    this.warning.hidden = threat === null;
    this.warning.textContent =
      threat === null
        ? ''
        : `${SEAT_NAMES[threat.player]} holds ${threat.marks} marks: claim one this turn or ${SEAT_NAMES[threat.player]} wins.` +
          (threat.claimable.length > 0
            ? ` Claimable with ANCHOR: ${threat.claimable.map(squareName).join(', ')}.`
            : '');
    this.renderClocks(game);
  }

  private renderClocks(game: Game): void {
    this.clocks.hidden = game.clocks === null;
    this.clocks.innerHTML =
      game.clocks === null
        ? ''
        : game.clocks
            .map((ms, p) => {
              const running = game === this.host.game() && game.current === p && this.host.clockRuns();
              return `<span class="gg-clock${running ? ' running' : ''}" aria-label="${SEAT_NAMES[p]}'s clock: ${clockText(ms)}${running ? ', running' : ''}">${SEAT_NAMES[p]} <b>${clockText(ms)}</b></span>`;
            })
            .join('');
  }
}
