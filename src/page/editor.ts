// The position editor of the game-neutral page: the side panel shows what a square can hold (the
// game's pieces in their states) and who is to move; a tap or Enter on a square puts the chosen
// piece there (a second tap with the same piece empties it). "Play this position" asks the game's
// rules to read it and shows their refusal, naming the problem, when they cannot.
import { freshGameOf, type BoardEditor, type EditorHost, type GameModule, type PositionEditing } from '../core/module';

export class PositionEditor<G, A> implements BoardEditor<G> {
  open = false;
  readonly panel: HTMLElement;
  private cells: string[] = [];
  private side = 0;
  private chosen = 1;

  constructor(
    private module: GameModule<G, A>,
    private editing: PositionEditing<G>,
    private ports: Pick<EditorHost<G>, 'play' | 'changed'>,
  ) {
    this.panel = this.build();
  }

  start(game: G): void {
    this.cells = this.editing.cellsOf(game);
    this.side = this.editing.sideOf(game);
    this.open = true;
    this.render();
    this.ports.changed();
    this.panel.querySelector<HTMLInputElement>('input[name="piece"]:checked')?.focus();
  }

  close(): void {
    this.open = false;
    this.render();
    this.ports.changed();
  }

  /** What the board draws while the editor is open. */
  sketch(): G {
    return this.editing.sketch(this.cells, this.side);
  }

  /** A tap on a square: the chosen piece goes there, or the square empties if it already holds it. */
  tap(sq: number): void {
    const code = this.editing.pieces[this.chosen]!.code;
    this.cells[sq] = this.cells[sq] === code ? this.editing.pieces[0]!.code : code;
    this.say('');
    this.ports.changed();
  }

  private say(text: string): void {
    const el = this.panel.querySelector('.error');
    if (el) el.textContent = text;
  }

  private tryPlay(): void {
    try {
      const game = this.module.rules.parsePosition(this.editing.positionText(this.cells, this.side));
      this.close();
      this.ports.play(game);
    } catch (e) {
      // The rules name the line of the position text, which the editor's player never sees: the reason alone.
      const why = (e instanceof Error ? e.message : String(e)).replace(/^line \d+(?:, [^:]*)?: /, '');
      this.say(`This position cannot be played: ${why}.`);
    }
  }

  private build(): HTMLElement {
    const panel = document.createElement('section');
    panel.id = 'editor';
    panel.setAttribute('aria-label', 'Position editor');
    const pieces = this.editing.pieces
      .map(
        (p, i) =>
          `<label class="piece-choice"><input type="radio" name="piece" value="${i}"${i === this.chosen ? ' checked' : ''}> ${p.label}</label>`,
      )
      .join('');
    const sides = this.module.view.seats
      .map((s, i) => `<label><input type="radio" name="side" value="${i}"> ${s.name} to move</label>`)
      .join(' ');
    panel.innerHTML =
      `<h2>Edit position</h2><p>Choose a piece, then tap squares to put it there (tap again to empty).</p>` +
      `<fieldset><legend>Piece</legend><div class="pieces">${pieces}</div></fieldset>` +
      `<fieldset><legend>To move</legend>${sides}</fieldset>` +
      `<div class="editor-foot"><p class="error" role="alert"></p>` +
      `<div class="dialog-buttons"><button type="button" data-do="clear">Clear board</button>` +
      `<button type="button" data-do="start">Start position</button>` +
      `<button type="button" data-do="cancel">Cancel</button>` +
      `<button type="button" data-do="play" class="primary">Play this position</button></div></div>`;
    panel.addEventListener('change', (e) => {
      const input = e.target as HTMLInputElement;
      if (input.name === 'piece') this.chosen = Number(input.value);
      if (input.name === 'side') this.side = Number(input.value);
      this.ports.changed();
    });
    panel.addEventListener('click', (e) => {
      const what = (e.target as HTMLElement).closest('button')?.dataset.do;
      if (what === 'clear') this.cells = this.cells.map(() => this.editing.pieces[0]!.code);
      if (what === 'start') this.cells = this.editing.cellsOf(freshGameOf(this.module));
      if (what === 'cancel') return this.close();
      if (what === 'play') return this.tryPlay();
      this.say('');
      this.ports.changed();
    });
    return panel;
  }

  private render(): void {
    const side = this.panel.querySelector<HTMLInputElement>(`input[name="side"][value="${this.side}"]`);
    if (side) side.checked = true;
  }
}
