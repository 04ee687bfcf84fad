// The position editor's panel, in place of the information and command panels while it is open:
// tools and colours (buttons, so a finger taps one and then the board), the position's settings,
// the verdict of the rules' check beside the board, and Undo, Play from here, Copy position link, Cancel.
// It only forwards input to the editor (./editor.ts) and shows what the editor says.
import { type Game, type Owner, type Player } from '../rules/index';
import { PositionEditor, verdictText, type EditorStage, type Tool } from './editor';
import { colourTitle, seatDot } from './seats';
import { isUnlit, light } from '../../../ui/panels/unlit';
import { commandName } from '../../../ui/panels/menu-commands';
import { confirm } from '../../../ui/panels/modal';
import { setText } from '../../../ui/dom';

export interface EditorPanelDeps {
  /** The game the editor starts from when it opens, and for "This game". */
  game: () => Game;
  /** Plays the edited position (the panel has closed). */
  play: (game: Game) => void;
  copyLink: (game: Game) => void;
  /** The live game's computers wait while the editor is open, and play on once it closes. */
  pauseComputers: (paused: boolean) => void;
  /** The editor changed, opened or closed: the board's description follows (it tells of the edited position). */
  changed?: () => void;
  /** The editor was left without playing its position (Cancel, Escape): Status says so. */
  cancelled?: (message: string) => void;
}

/** The board's label while the editor is open: its keys there. */
const BOARD_LABEL =
  'Game board, 12 by 12 squares, in the position editor: arrow keys move the cursor and read its square, Enter or Space uses the chosen tool on it, Escape leaves the editor; the tools, Play from here and Cancel are in the editor panel';

const TOOLS: { id: Tool; label: string; help: string }[] = [
  { id: 'pebble', label: 'Pebble', help: 'Select a square to add one pebble of the colour (up to four on a square).' },
  { id: 'stone', label: 'Stone', help: 'Select a square to put a stone of the colour there, alone.' },
  { id: 'boulder', label: 'Boulder', help: 'Select a square to put a boulder of the colour there, alone.' },
  {
    id: 'removePebble',
    label: 'Remove one',
    help: 'Select a square to take one pebble off (of the colour, if it has one), or its stone or boulder.',
  },
  { id: 'clear', label: 'Clear square', help: 'Select a square to take everything off it.' },
  {
    id: 'slideTile',
    label: 'Slide tile',
    help: 'Select a perimeter tile, then barren space to move it there, or another tile to swap their colours.',
  },
  { id: 'paintTile', label: 'Tile colour', help: 'Select a perimeter tile to give it the colour.' },
  { id: 'cooldown', label: 'Pedestal rest', help: 'Select a pedestal to set or end its rest after a Teleport.' },
];
const OWNERS: Owner[] = [0, 1, 2, 3, 'neutral'];
const PLAYERS: Player[] = [0, 1, 2, 3];
const STAGES: { value: string; label: string }[] = [
  { value: '1', label: 'Stage 1' },
  { value: 'chain', label: 'Boulder Chain' },
  { value: '2', label: 'Stage 2' },
  { value: '3', label: 'Stage 3' },
  { value: 'commit', label: 'Commit' },
];
/** The new-game dialog's lengths, in rounds. */
const LENGTHS = ['20', '40', '60'];
const MAX_ROUNDS = 500;

export class EditorPanel {
  /** The open editor, or null while the game is shown. */
  editor: PositionEditor | null = null;
  /** The panel (#editor). */
  readonly root: HTMLElement;
  /** The length is chosen as a custom number of rounds (even one a preset also offers). */
  private custom = false;
  /** The board's own label, given back when the editor closes. */
  private boardLabel: string | null = null;
  /** What the editor had said when its message was last shown (the same words again are shown anew). */
  private saidShown = -1;

  constructor(
    private app: HTMLElement,
    private deps: EditorPanelDeps,
  ) {
    this.root = document.createElement('section');
    this.root.id = 'editor';
    this.root.setAttribute('aria-labelledby', 'editor-title');
    this.root.innerHTML = `
      <h1 id="editor-title">Edit position</h1>
      <p id="editor-verdict" role="status" aria-live="polite"></p>
      <p id="editor-warning" aria-live="polite"></p>
      <div class="editor-tools" role="group" aria-label="Tool">${TOOLS.map(
        (t) => `<button type="button" data-tool="${t.id}" title="${t.help}">${t.label}</button>`,
      ).join('')}</div>
      <div class="editor-owners" role="group" aria-label="Colour">${OWNERS.map(
        (o) => `<button type="button" data-owner="${o}">${seatDot(o)}${colourTitle(o)}</button>`,
      ).join('')}</div>
      <p id="editor-message" aria-live="polite"></p>
      <div class="editor-settings">
        <label>Start over from<select id="editor-start">
          <option value="">…</option><option value="game">This game</option>
          <option value="2">New 2-player game</option><option value="3">New 3-player game</option>
          <option value="4">New 4-player game</option></select></label>
        <label>Players<select id="editor-players">${['2', '3', '4'].map((n) => `<option value="${n}">${n}</option>`).join('')}</select></label>
        <label>To move<select id="editor-current">${PLAYERS.map((p) => `<option value="${p}">${colourTitle(p)}</option>`).join('')}</select></label>
        <label>Stage<select id="editor-stage">${STAGES.map((s) => `<option value="${s.value}">${s.label}</option>`).join('')}</select></label>
        <label>Turns played<input id="editor-turn" type="number" min="0" step="1" inputmode="numeric" /></label>
        <label>Game length<select id="editor-length"><option value="none">No limit</option>${LENGTHS.map((n) => `<option value="${n}">${n} rounds</option>`).join('')}<option value="custom">Custom…</option></select></label>
        <label id="editor-custom">Rounds<input id="editor-rounds" type="number" min="1" max="${MAX_ROUNDS}" step="1" inputmode="numeric" /></label>
      </div>
      <div class="editor-players">${PLAYERS.map(
        (p) => `<div class="editor-player" data-player="${p}" role="group" aria-label="${colourTitle(p)}">
          <span class="editor-player-name">${seatDot(p)}${colourTitle(p)}</span>
          <label><input type="checkbox" data-in-game="${p}" /> In game</label>
          <label><input type="checkbox" data-stone-era="${p}" /> Stone era</label></div>`,
      ).join('')}</div>
      <div class="editor-actions">
        <button type="button" id="editor-undo">Undo</button>
        <button type="button" id="editor-play" class="primary">Play from here</button>
        <button type="button" id="editor-link">${commandName('copy-link')}</button>
        <button type="button" id="editor-cancel">Cancel</button>
      </div>`;
    app.append(this.root);
    this.wire();
  }

  /** Opens the editor on the current game's position. */
  open(): void {
    if (this.editor) return;
    const editor = new PositionEditor(this.deps.game());
    editor.onChange(() => this.render());
    this.editor = editor;
    this.custom = false;
    this.app.classList.add('editing');
    this.deps.pauseComputers(true);
    const board = this.board();
    this.boardLabel = board?.getAttribute('aria-label') ?? null;
    board?.setAttribute('aria-label', BOARD_LABEL);
    this.render();
    window.dispatchEvent(new Event('resize')); // the board takes the room the panels leave at once
    this.root.querySelector<HTMLButtonElement>('[data-tool][aria-pressed="true"]')?.focus();
  }

  /** Closes the editor and gives the board the focus (what opened the editor, a menu item, is gone). */
  close(): void {
    if (!this.editor) return;
    this.editor = null;
    this.app.classList.remove('editing');
    this.deps.pauseComputers(false);
    if (this.boardLabel !== null) this.board()?.setAttribute('aria-label', this.boardLabel);
    this.deps.changed?.();
    window.dispatchEvent(new Event('resize'));
    this.board()?.focus();
  }

  /**
   * Leaves the editor without playing its position (Cancel, Escape): with edits made, once the player
   * agrees to lose them, as the page asks before Take back. Status then says the game is as it was.
   */
  async cancel(): Promise<void> {
    const ed = this.editor;
    if (!ed) return;
    const edited = ed.canUndo;
    if (
      edited &&
      !(await confirm(
        'Discard your edits?',
        'The position you edited is lost, and the game goes on as it was.',
        'Discard edits',
        'Keep editing',
      ))
    )
      return;
    if (this.editor !== ed) return; // closed meanwhile
    this.close();
    this.deps.cancelled?.(edited ? 'Edits discarded: the game is as it was.' : 'Editor closed: the game is as it was.');
  }

  private board(): HTMLElement | null {
    return document.getElementById('board');
  }

  private $<T extends HTMLElement>(selector: string): T {
    return this.root.querySelector<T>(selector)!;
  }

  private wire(): void {
    /** Runs `run` for an event on (or inside) an element matching `selector`, while the editor is open. */
    const on = <T extends HTMLElement>(
      selector: string,
      type: string,
      run: (el: T, editor: PositionEditor) => void,
    ): void =>
      this.root.addEventListener(type, (e) => {
        const el = (e.target as HTMLElement).closest<T>(selector);
        if (el && this.editor) run(el, this.editor);
      });
    type Field = HTMLInputElement | HTMLSelectElement;
    on('[data-tool]', 'click', (b, ed) => ed.chooseTool(b.dataset.tool as Tool));
    on('[data-owner]', 'click', (b, ed) => {
      const o = b.dataset.owner;
      ed.chooseOwner(o === 'neutral' ? 'neutral' : (Number(o) as Player));
    });
    on<Field>('#editor-start', 'change', (el, ed) => {
      if (el.value === 'game') ed.startFrom(this.deps.game());
      else if (el.value === '2' || el.value === '3' || el.value === '4') ed.startNew(Number(el.value) as 2 | 3 | 4);
    });
    on<Field>('#editor-players', 'change', (el, ed) => ed.setPlayers(Number(el.value) as 2 | 3 | 4));
    on<Field>('#editor-current', 'change', (el, ed) => ed.setCurrent(Number(el.value) as Player));
    on<Field>('#editor-stage', 'change', (el, ed) =>
      ed.setStage((el.value === 'commit' || el.value === 'chain' ? el.value : Number(el.value)) as EditorStage),
    );
    on<Field>('#editor-turn', 'change', (el, ed) => {
      const n = Number(el.value);
      if (el.value !== '' && Number.isSafeInteger(n) && n >= 0) ed.setTurn(n);
      else this.render(); // what is no count of turns is put back
    });
    on<Field>('#editor-length', 'change', (el, ed) => {
      this.custom = el.value === 'custom';
      ed.setRounds(this.custom ? this.customRounds() : el.value === 'none' ? null : Number(el.value));
      this.render();
    });
    on<Field>('#editor-rounds', 'change', (_, ed) => {
      ed.setRounds(this.customRounds());
      this.render();
    });
    on<HTMLInputElement>('[data-in-game]', 'change', (box, ed) =>
      ed.setInGame(Number(box.dataset.inGame) as Player, box.checked),
    );
    on<HTMLInputElement>('[data-stone-era]', 'change', (box, ed) =>
      ed.setStoneEra(Number(box.dataset.stoneEra) as Player, box.checked),
    );
    on<HTMLButtonElement>('#editor-undo', 'click', (b, ed) => !isUnlit(b) && ed.undo());
    on('#editor-play', 'click', (_, ed) => {
      const v = ed.verdict;
      if (!v.ok) return;
      this.close();
      this.deps.play(v.game);
    });
    on('#editor-link', 'click', (_, ed) => ed.verdict.ok && this.deps.copyLink(ed.verdict.game));
    on('#editor-cancel', 'click', () => void this.cancel());
    // Escape leaves the editor as Cancel does (an open list keeps its own Escape).
    this.root.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || !this.editor || (e.target as Element).closest('select')) return;
      e.preventDefault();
      void this.cancel();
    });
  }

  /** The custom length's rounds, kept within 1 to MAX_ROUNDS (30 when the box holds no number). */
  private customRounds(): number {
    const n = Math.round(Number(this.$<HTMLInputElement>('#editor-rounds').value));
    return Number.isFinite(n) && n > 0 ? Math.min(MAX_ROUNDS, n) : 30;
  }

  /** Shows the editor's state (after every change the editor reports). */
  private render(): void {
    const ed = this.editor;
    if (!ed) return;
    const r = ed.position;
    const v = ed.verdict;
    setText(this.$('#editor-verdict'), verdictText(v));
    this.$('#editor-verdict').classList.toggle('refused', !v.ok);
    setText(this.$('#editor-warning'), ed.warning ?? '');
    // The same words said again (a refusal repeated) are heard again: a no-break space tells them apart.
    const message = ed.message || TOOLS.find((t) => t.id === ed.tool)!.help;
    const shown = this.$('#editor-message');
    const again = ed.said !== this.saidShown && shown.textContent === message;
    this.saidShown = ed.said;
    setText(shown, again ? `${message}\u00a0` : message);
    for (const b of this.root.querySelectorAll<HTMLButtonElement>('[data-tool]'))
      b.setAttribute('aria-pressed', String(b.dataset.tool === ed.tool));
    for (const b of this.root.querySelectorAll<HTMLButtonElement>('[data-owner]'))
      b.setAttribute('aria-pressed', String(b.dataset.owner === String(ed.owner)));
    this.$<HTMLSelectElement>('#editor-start').value = '';
    this.$<HTMLSelectElement>('#editor-players').value = String(r.players);
    const current = this.$<HTMLSelectElement>('#editor-current');
    for (const o of current.options) o.hidden = Number(o.value) >= r.players;
    current.value = String(r.current);
    this.$<HTMLSelectElement>('#editor-stage').value = String(r.stage);
    this.$<HTMLInputElement>('#editor-turn').value = String(r.turn);
    const rounds = ed.rounds;
    if (rounds === null) this.custom = false;
    else if (!LENGTHS.includes(String(rounds))) this.custom = true;
    this.$<HTMLSelectElement>('#editor-length').value = this.custom
      ? 'custom'
      : rounds === null
        ? 'none'
        : String(rounds);
    this.$('#editor-custom').hidden = !this.custom;
    if (rounds !== null) this.$<HTMLInputElement>('#editor-rounds').value = String(rounds);
    for (const row of this.root.querySelectorAll<HTMLElement>('.editor-player'))
      row.hidden = Number(row.dataset.player) >= r.players;
    for (const box of this.root.querySelectorAll<HTMLInputElement>('[data-in-game]'))
      box.checked = r.active.includes(Number(box.dataset.inGame) as Player);
    for (const box of this.root.querySelectorAll<HTMLInputElement>('[data-stone-era]'))
      box.checked = r.stoneEra.includes(Number(box.dataset.stoneEra) as Player);
    // Unlit buttons stay in the keyboard's reach and say why (the last Undo keeps its focus).
    light(this.$('#editor-undo'), ed.canUndo ? null : 'Nothing to undo in the editor.', 'editor-undo');
    const why = v.ok ? null : 'Not a possible position: see the reason above.';
    for (const id of ['editor-play', 'editor-link']) light(this.$(`#${id}`), why, id);
    this.deps.changed?.();
  }
}
