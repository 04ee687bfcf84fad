// The layout editor (R15): a field of chosen width and height painted cell by cell with the region
// brushes S/W/G 1–9, the dot and the eraser; a built-in or saved layout opened as a template; the
// number of sets; Save (★ in the new-game dialog), rename and delete; export and import as text, a
// link to a game on it, and Play. A field without a board cell is refused with the reason.
import type { PageHost } from '../../../core/module';
import { cap, escapeHtml } from '../../../ui/dom';
import { askText, makeDialog } from '../../../ui/panels/modal';
import { copyText, download, pickFile } from '../../../ui/files';
import {
  blankLayout,
  formatLayout,
  LAYOUTS,
  layoutFromTemplate,
  layoutOf,
  layoutProblem,
  LIMITS,
  newGame,
  parseLayout,
  withName,
  withSets,
  type Action,
  type Game,
  type Layout,
  type LayoutId,
} from '../rules/index';
import { FIELD_LOOK } from './look';
import { cssColour } from '../../../ui/pen';
import type { LayoutShelf } from './shelf';
import { nameAt } from '../../../core/grid';
import { plural } from '../../../util/plural';

const KINDS = [
  { value: 'S', label: 'S (dark)' },
  { value: 'W', label: 'W (middle)' },
  { value: 'G', label: 'G (light)' },
  { value: 'o', label: 'Dot' },
  { value: '.', label: 'Eraser' },
] as const;

const FORM =
  `<h2>Layout editor</h2>` +
  `<div class="dl-ed-row"><label>Name <input name="dl-ed-name" maxlength="${LIMITS.maxName}" autocomplete="off"></label>` +
  `<label>Width <input name="dl-ed-width" type="number" min="${LIMITS.minSide}" max="${LIMITS.maxWidth}" inputmode="numeric"></label>` +
  `<label>Height <input name="dl-ed-height" type="number" min="${LIMITS.minSide}" max="${LIMITS.maxHeight}" inputmode="numeric"></label>` +
  `<label>Sets <select name="dl-ed-sets">${Array.from({ length: LIMITS.maxSets }, (_, i) => `<option>${i + 1}</option>`).join('')}</select></label></div>` +
  `<div class="dl-ed-row"><label>Start from <select name="dl-ed-template"></select></label> <button type="button" data-do="template" title="Edit the chosen layout (the field now shown is replaced)">Open</button></div>` +
  `<fieldset class="dl-ed-brushes"><legend>Brush</legend>` +
  KINDS.map(
    (k, i) =>
      `<label><input type="radio" name="dl-ed-kind" value="${k.value}"${i === 0 ? ' checked' : ''}> ${k.label}</label>`,
  ).join('') +
  `<label>Number <select name="dl-ed-number">${Array.from({ length: 9 }, (_, i) => `<option>${i + 1}</option>`).join('')}</select></label></fieldset>` +
  `<div class="dl-ed-grid" role="grid" aria-label="The field: press or drag to paint, arrow keys and Enter by keyboard"></div>` +
  `<div class="dl-ed-foot"><p class="dl-ed-count" aria-live="polite"></p><p class="error" role="alert"></p>` +
  `<div class="dialog-buttons dl-ed-buttons">` +
  `<button type="button" data-do="save" title="Keep this layout in this browser; it appears in the new-game dialog, marked ★">Save</button><button type="button" data-do="save-new" title="Keep it as another layout, leaving the one opened as it was">Save as new</button>` +
  `<button type="button" data-do="play" title="Start a game on this layout with the seats of the game in play">Play on it</button><button type="button" data-do="link" title="Copy a link that opens a game on this layout">Copy link</button>` +
  `<button type="button" data-do="export" title="Save the layout as a small text file">Export</button><button type="button" data-do="import" title="Open a layout from a text file">Import…</button>` +
  `<button value="close">Close</button></div></div>` +
  `<h3 id="dl-ed-saved-title">Your layouts</h3><ul class="dl-ed-saved" tabindex="-1" aria-labelledby="dl-ed-saved-title"></ul>`;

/** How the editor closed: the layout saved last in it (or null), and whether Play on it started a game. */
export interface EditorClosed {
  saved: Layout | null;
  played: boolean;
}

/** The layout at another size: each cell keeps its place; new cells are void. */
function resized(layout: Layout, width: number, height: number): Layout {
  const cells = Array.from({ length: width * height }, (_, i) => {
    const [col, row] = [i % width, Math.floor(i / width)];
    return col < layout.width && row < layout.height ? layout.cells[row * layout.width + col]! : '.';
  });
  return { ...layout, width, height, cells };
}

/** A cell of the editor's field as a screen reader names it: its square and what it holds, in the manual's words. */
export function editorCellName(layout: Layout, i: number): string {
  const token = layout.cells[i]!;
  const holds = token === '.' ? 'nothing' : token === 'o' ? 'a dot' : `region ${token}`;
  return `${nameAt(i % layout.width, Math.floor(i / layout.width))}: ${holds}`;
}

export class LayoutEditor {
  private readonly dialog: HTMLDialogElement;
  private layout: Layout = layoutFromTemplate('crossroads', 'My layout');
  /** The shelf entry being edited, or null for a new layout. */
  private editing: number | null = null;
  /** "Start from"'s choice: on opening, the built-in layout the field shown was made from. */
  private template = 'blank';
  private painting = false;
  private cursor = 0;
  /** Told as the editor closes, where it was opened from the new-game dialog (see `open`). */
  private back: ((closed: EditorClosed) => void) | null = null;
  /** The layout saved last since the editor opened. */
  private saved: Layout | null = null;

  constructor(
    private host: PageHost<Game, Action>,
    private shelf: LayoutShelf,
    private shareLink: (game: Game) => Promise<string>,
  ) {
    this.dialog = makeDialog('dl-layout-editor', FORM);
    this.dialog.classList.add('dl-editor');
    const q = <T extends Element>(sel: string) => this.dialog.querySelector<T>(sel)!;
    q<HTMLInputElement>('input[name="dl-ed-name"]').addEventListener('input', (e) => {
      this.layout = withName(this.layout, (e.target as HTMLInputElement).value.replace(/\s+/g, ' ') || null);
      this.count();
    });
    for (const side of ['width', 'height'] as const)
      q<HTMLInputElement>(`input[name="dl-ed-${side}"]`).addEventListener('change', (e) =>
        this.resize(side, (e.target as HTMLInputElement).value),
      );
    q<HTMLSelectElement>('select[name="dl-ed-sets"]').addEventListener('change', (e) => {
      this.layout = withSets(this.layout, Number((e.target as HTMLSelectElement).value));
    });
    // Enter in a field applies it, as Tab does: the form's only submit button is Close, which the
    // browser would otherwise press for it (closing the editor and losing what was not saved).
    this.dialog.querySelector('form')!.addEventListener('keydown', (e) => {
      const field = e.target;
      if (e.key !== 'Enter' || !(field instanceof HTMLInputElement)) return;
      e.preventDefault();
      const side = /^dl-ed-(width|height)$/.exec(field.name)?.[1] as 'width' | 'height' | undefined;
      if (side) this.resize(side, field.value);
    });
    this.dialog.querySelector('.dialog-buttons')!.addEventListener('click', (e) => void this.command(e));
    q('[data-do="template"]').addEventListener('click', () => this.openTemplate());
    q<HTMLSelectElement>('select[name="dl-ed-template"]').addEventListener(
      'change',
      (e) => (this.template = (e.target as HTMLSelectElement).value),
    );
    const grid = q<HTMLElement>('.dl-ed-grid');
    grid.addEventListener('pointerdown', (e) => {
      const cell = this.cellAt(e.clientX, e.clientY);
      if (cell === null) return;
      e.preventDefault();
      this.painting = true;
      grid.setPointerCapture(e.pointerId);
      this.paint(cell);
    });
    grid.addEventListener('pointermove', (e) => {
      const cell = this.painting ? this.cellAt(e.clientX, e.clientY) : null;
      if (cell !== null) this.paint(cell);
    });
    for (const end of ['pointerup', 'pointercancel'] as const)
      grid.addEventListener(end, () => (this.painting = false));
    grid.addEventListener('keydown', (e) => this.key(e));
    this.dialog.querySelector('.dl-ed-saved')!.addEventListener('click', (e) => void this.savedCommand(e));
    // Close, Escape or Play on it.
    this.dialog.addEventListener('close', () => {
      const back = this.back;
      this.back = null;
      back?.({ saved: this.saved, played: this.dialog.returnValue === 'play' });
    });
  }

  /**
   * Opens the editor on the layout of the game in play (a new layout named after it), over the
   * dialog it was opened from, if any: `back` is told as it closes.
   */
  open(game: Game, back?: (closed: EditorClosed) => void): void {
    this.back = back ?? null;
    this.saved = null;
    this.editing = null;
    this.layout = { ...game.layout, name: `${game.layout.name ?? 'My layout'} (mine)`.slice(0, LIMITS.maxName) };
    const builtIn = (Object.keys(LAYOUTS) as LayoutId[]).find((id) => LAYOUTS[id].name === game.layout.name);
    this.template = builtIn === undefined ? 'blank' : `id:${builtIn}`;
    this.render();
    this.dialog.querySelector('.error')!.textContent = '';
    if (this.dialog.open) return;
    this.dialog.showModal(); // the focus on its first control, Name
    // On a touch screen a text box in focus calls up the keyboard over the field: the dialog itself
    // takes the focus instead (before the keyboard could show), and Tab goes on to Name from there.
    if (matchMedia('(pointer: coarse)').matches) this.dialog.focus();
  }

  private say(text: string): void {
    this.dialog.querySelector('.error')!.textContent = text;
  }

  private cellAt(x: number, y: number): number | null {
    const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('.dl-ed-cell');
    return el ? Number(el.dataset.cell) : null;
  }

  private brush(): string {
    const kind = this.dialog.querySelector<HTMLInputElement>('input[name="dl-ed-kind"]:checked')!.value;
    const number = this.dialog.querySelector<HTMLSelectElement>('select[name="dl-ed-number"]')!.value;
    return kind === 'o' || kind === '.' ? kind : `${kind}${number}`;
  }

  private paint(cell: number): void {
    const brush = this.brush();
    if (this.layout.cells[cell] === brush) return;
    this.layout = { ...this.layout, cells: this.layout.cells.map((t, i) => (i === cell ? brush : t)) };
    this.drawCell(cell);
    this.count();
  }

  private resize(side: 'width' | 'height', text: string): void {
    const max = side === 'width' ? LIMITS.maxWidth : LIMITS.maxHeight;
    const n = Math.round(Number(text));
    if (!Number.isFinite(n) || n < LIMITS.minSide || n > max) {
      this.say(`The field must be ${LIMITS.minSide} to ${max} cells ${side === 'width' ? 'wide' : 'high'}.`);
      return this.render();
    }
    this.say('');
    const { width, height } = this.layout;
    if ((side === 'width' ? width : height) === n) return; // applied already (by Enter, then Tab)
    this.layout = resized(this.layout, side === 'width' ? n : width, side === 'height' ? n : height);
    this.cursor = 0;
    this.render();
  }

  private openTemplate(): void {
    const value = this.dialog.querySelector<HTMLSelectElement>('select[name="dl-ed-template"]')!.value;
    const name = this.layout.name ?? 'My layout';
    if (value === 'blank')
      this.layout = { ...blankLayout(this.layout.width, this.layout.height, this.layout.sets), name };
    else if (value.startsWith('id:'))
      this.layout = layoutFromTemplate(
        value.slice(3) as LayoutId,
        `${layoutOf(value.slice(3) as LayoutId).name} (mine)`,
      );
    else {
      const saved = this.shelf.list().find((s) => `saved:${s.index}` === value);
      if (saved) [this.layout, this.editing] = [saved.layout, saved.index];
    }
    this.say('');
    this.render();
  }

  /** The layout as it may be used, or null after saying why not. */
  private checked(): Layout | null {
    const problem = layoutProblem(this.layout);
    if (problem !== null) {
      this.say(`${problem}.`);
      return null;
    }
    return this.layout;
  }

  private async command(e: Event): Promise<void> {
    const what = (e.target as HTMLElement).closest<HTMLElement>('[data-do]')?.dataset.do;
    if (what === undefined || what === 'template') return;
    if (what === 'import') return this.importFile();
    const layout = this.checked();
    if (layout === null) return;
    if (what === 'save' || what === 'save-new') {
      const saved =
        what === 'save' && this.editing !== null ? this.shelf.replace(this.editing, layout) : this.shelf.add(layout);
      if (!saved) return this.say('The browser refused to store the layout (its storage is full or off).');
      if (what === 'save-new' || this.editing === null) this.editing = this.shelf.list().at(-1)?.index ?? null;
      this.saved = layout;
      this.say(`Saved “${layout.name ?? 'Untitled'}”: it is in the new-game dialog, marked ★.`);
      return this.render();
    }
    if (what === 'play') {
      this.dialog.close('play');
      // The seats of the game in play stay (a computer stays a computer).
      return this.host.startGame(this.host.seats(), newGame({ layout }));
    }
    if (what === 'export')
      return download(formatLayout(layout), `${(layout.name ?? 'layout').replace(/[^\w-]+/g, '-')}.txt`, 'text/plain');
    if (what === 'link') {
      const link = await this.shareLink(newGame({ layout }));
      this.say((await copyText(link)) ? 'A link to a game on this layout is copied.' : link);
    }
  }

  private async importFile(): Promise<void> {
    const file = await pickFile('.txt,text/plain');
    if (file === null) return;
    if (file.size > 20_000) return this.say('That file is too large to be a layout.');
    try {
      this.layout = parseLayout(await file.text());
      this.editing = null;
      this.say(`Imported “${this.layout.name ?? 'Untitled'}”: Save keeps it.`);
      this.render();
    } catch (err) {
      this.say(`That file holds no layout: ${(err as Error).message}.`);
    }
  }

  private async savedCommand(e: Event): Promise<void> {
    const button = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-index]');
    if (!button) return;
    const index = Number(button.dataset.index);
    const saved = this.shelf.list().find((s) => s.index === index);
    if (!saved) return;
    const act = button.dataset.act;
    // The list is drawn again below, the button pressed with it: the focus goes to the same button
    // of the entry, or after a delete to the entry now in its place (else the list), never the page.
    let focus = `button[data-act="${act}"][data-index="${index}"]`;
    if (act === 'open') [this.layout, this.editing] = [saved.layout, index];
    if (act === 'rename') {
      const asked = await askText('Rename the layout', 'Name', saved.layout.name ?? '', LIMITS.maxName);
      const name = asked?.trim().slice(0, LIMITS.maxName);
      if (name && name !== saved.layout.name) {
        if (!this.shelf.rename(index, name))
          this.say('The browser refused to store the layout (its storage is full or off).');
        else {
          if (this.editing === index) this.layout = withName(this.layout, name);
          this.say(`Renamed to “${name}”.`);
        }
      }
    }
    if (act === 'delete') {
      const sure = await this.host.confirm(
        'Delete the layout?',
        `“${saved.layout.name ?? 'Untitled'}” is deleted from this browser.`,
        'Delete',
        'Keep it',
      );
      if (!sure) return;
      const place = this.shelf.list().findIndex((s) => s.index === index);
      if (!this.shelf.remove(index)) return this.say('The browser refused to delete the layout (its storage is off).');
      if (this.editing === index) this.editing = null;
      else if (this.editing !== null && this.editing > index) this.editing--;
      this.say(`Deleted “${saved.layout.name ?? 'Untitled'}”.`);
      const left = this.shelf.list();
      const next = left[Math.min(place, left.length - 1)];
      focus = next === undefined ? '' : `button[data-act="open"][data-index="${next.index}"]`;
    }
    this.render();
    const list = this.dialog.querySelector<HTMLElement>('.dl-ed-saved')!;
    (focus === '' ? list : (list.querySelector<HTMLElement>(focus) ?? list)).focus();
  }

  private render(): void {
    const d = this.dialog;
    const { layout } = this;
    d.querySelector<HTMLInputElement>('input[name="dl-ed-name"]')!.value = layout.name ?? '';
    d.querySelector<HTMLInputElement>('input[name="dl-ed-width"]')!.value = String(layout.width);
    d.querySelector<HTMLInputElement>('input[name="dl-ed-height"]')!.value = String(layout.height);
    d.querySelector<HTMLSelectElement>('select[name="dl-ed-sets"]')!.value = String(layout.sets);
    const saved = this.shelf.list();
    d.querySelector<HTMLSelectElement>('select[name="dl-ed-template"]')!.innerHTML =
      `<option value="blank">A blank field</option>` +
      (Object.keys(LAYOUTS) as LayoutId[])
        .map((id) => `<option value="id:${id}">${LAYOUTS[id].name}</option>`)
        .join('') +
      saved
        .map((s) => `<option value="saved:${s.index}">★ ${escapeHtml(s.layout.name ?? 'Untitled')}</option>`)
        .join('');
    const template = d.querySelector<HTMLSelectElement>('select[name="dl-ed-template"]')!;
    template.value = this.template;
    if (template.value === '') template.value = this.template = 'blank'; // a saved layout since deleted
    const grid = d.querySelector<HTMLElement>('.dl-ed-grid')!;
    grid.style.setProperty('--cols', String(layout.width));
    grid.style.setProperty('--rows', String(layout.height));
    // A row per line of the field, as a grid is read (its row, then its cell); the rows take no
    // box of their own (CSS), so the cells stay the items of the field's CSS grid.
    grid.replaceChildren(
      ...Array.from({ length: layout.height }, (_, row) => {
        const line = document.createElement('div');
        line.setAttribute('role', 'row');
        line.append(
          ...Array.from({ length: layout.width }, (_, col) => {
            const i = row * layout.width + col;
            const b = document.createElement('span');
            b.className = 'dl-ed-cell';
            b.dataset.cell = String(i);
            b.setAttribute('role', 'gridcell');
            b.tabIndex = i === this.cursor ? 0 : -1;
            return b;
          }),
        );
        return line;
      }),
    );
    layout.cells.forEach((_, i) => this.drawCell(i));
    d.querySelector('.dl-ed-saved')!.innerHTML =
      saved.length === 0
        ? '<li>None yet: Save keeps the layout in this browser.</li>'
        : saved
            .map(
              (s) =>
                `<li${s.index === this.editing ? ' aria-current="true"' : ''}>★ ${escapeHtml(s.layout.name ?? 'Untitled')} <small>${s.layout.width}×${s.layout.height}</small> ` +
                (['open', 'rename', 'delete'] as const)
                  .map(
                    (act) =>
                      `<button type="button" data-act="${act}" data-index="${s.index}" aria-label="${cap(act)} ${escapeHtml(s.layout.name ?? 'Untitled')}">${cap(act)}</button>`,
                  )
                  .join('') +
                `</li>`,
            )
            .join('');
    this.count();
  }

  private drawCell(i: number): void {
    const el = this.dialog.querySelector<HTMLElement>(`.dl-ed-cell[data-cell="${i}"]`);
    if (!el) return;
    const token = this.layout.cells[i]!;
    const type = token[0] as 'S' | 'W' | 'G';
    el.textContent = token === '.' ? '' : token === 'o' ? '•' : token;
    el.dataset.kind = token === '.' ? 'void' : token === 'o' ? 'dot' : 'board';
    el.style.background =
      token === '.' ? '' : cssColour(token === 'o' ? FIELD_LOOK.dot.ground : FIELD_LOOK.region[type].fill);
    el.style.color = token === 'o' ? cssColour(FIELD_LOOK.dot.dot) : token === '.' ? '' : FIELD_LOOK.region[type].text;
    el.setAttribute('aria-label', editorCellName(this.layout, i));
  }

  private count(): void {
    const cells = this.layout.cells;
    const board = cells.filter((t) => t !== '.' && t !== 'o').length;
    const dots = cells.filter((t) => t === 'o').length;
    const regions = new Set(cells.filter((t) => t !== '.' && t !== 'o')).size;
    const problem = layoutProblem(this.layout);
    this.dialog.querySelector('.dl-ed-count')!.textContent =
      `${plural(board, 'board cell')}, ${plural(dots, 'dot')}, ${plural(regions, 'region')}; ` +
      `${plural(this.layout.sets, 'set')} of 12 stones each.` +
      (problem === null ? '' : ` Not playable yet: ${problem.toLowerCase()}.`);
  }

  /** Arrow keys move the cell in focus; Enter or Space paints it. */
  private key(e: KeyboardEvent): void {
    const { width, height } = this.layout;
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -width, ArrowDown: width };
    if (e.key in steps) {
      e.preventDefault();
      const next = this.cursor + steps[e.key]!;
      const sameRow = Math.abs(steps[e.key]!) !== 1 || Math.floor(next / width) === Math.floor(this.cursor / width);
      if (next < 0 || next >= width * height || !sameRow) return;
      this.focus(next);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.paint(this.cursor);
    }
  }

  private focus(cell: number): void {
    const grid = this.dialog.querySelector<HTMLElement>('.dl-ed-grid')!;
    grid.querySelector<HTMLElement>(`[data-cell="${this.cursor}"]`)!.tabIndex = -1;
    this.cursor = cell;
    const el = grid.querySelector<HTMLElement>(`[data-cell="${cell}"]`)!;
    el.tabIndex = 0;
    el.focus();
  }
}
