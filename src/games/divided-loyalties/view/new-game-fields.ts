// Divided Loyalties' part of the new-game dialog: the layout picker (R3, R15). Each layout shows its
// picture, name, size and sets: the built-in ones first (Crossroads the default), then the player's
// own from the editor, marked ★. The layout of the game in play is chosen when the dialog opens.
import type { NewGameFields, PageHost } from '../../../core/module';
import { escapeHtml } from '../../../ui/dom';
import {
  formatLayout,
  LAYOUTS,
  layoutOf,
  newGame,
  type Action,
  type Game,
  type Layout,
  type LayoutId,
} from '../rules/index';
import { svgPicture } from './picture';
import type { LayoutShelf } from './shelf';
import type { EditorClosed } from './layout-editor';

const HTML =
  `<fieldset class="dl-layouts"><legend>Layout</legend><div class="dl-layout-list" role="radiogroup" aria-label="Layout"></div></fieldset>` +
  `<p class="dl-layout-note"><button type="button" class="dl-open-editor">Make a layout…</button></p>`;

const IDS = Object.keys(LAYOUTS) as LayoutId[];
/** Pictures of the built-in layouts, drawn once. */
const PICTURES = new Map<string, string>();
const pictureOf = (key: string, layout: Layout): string => {
  let svg = PICTURES.get(key);
  if (svg === undefined) PICTURES.set(key, (svg = svgPicture({ layout }, 64)));
  return svg;
};

function option(value: string, layout: Layout, picture: string, star: boolean): string {
  const name = escapeHtml(layout.name ?? 'Untitled');
  return (
    `<label class="dl-layout"><input type="radio" name="dl-layout" value="${value}">` +
    `<span class="dl-layout-picture" aria-hidden="true">${picture}</span>` +
    `<span class="dl-layout-name">${star ? '★ ' : ''}${name}</span>` +
    `<small>${layout.width}×${layout.height}, ${layout.sets} sets</small></label>`
  );
}

export function newGameFields(
  host: PageHost<Game, Action>,
  shelf: LayoutShelf,
  openEditor: (back: (closed: EditorClosed) => void) => void,
): NewGameFields<Game> {
  const chosen = (fields: HTMLElement): Layout | null => {
    const value = fields.querySelector<HTMLInputElement>('input[name="dl-layout"]:checked')?.value ?? '';
    if (value.startsWith('id:')) return layoutOf(value.slice(3) as LayoutId);
    const saved = shelf.list().find((s) => `saved:${s.index}` === value);
    return saved?.layout ?? null;
  };
  /** Lists every layout, `layout` chosen where it is one of them (else Crossroads). */
  const list = (fields: HTMLElement, layout: Layout | null): void => {
    const saved = shelf.list();
    const box = fields.querySelector<HTMLElement>('.dl-layout-list')!;
    box.innerHTML =
      IDS.map((id) => option(`id:${id}`, layoutOf(id), pictureOf(id, layoutOf(id)), false)).join('') +
      saved.map((s) => option(`saved:${s.index}`, s.layout, svgPicture({ layout: s.layout }, 64), true)).join('');
    const text = layout && formatLayout(layout);
    const builtIn = IDS.find((id) => formatLayout(layoutOf(id)) === text);
    const own = saved.find((s) => formatLayout(s.layout) === text);
    const same = builtIn ? `id:${builtIn}` : own ? `saved:${own.index}` : 'id:crossroads';
    box.querySelector<HTMLInputElement>(`input[value="${same}"]`)!.checked = true;
  };
  return {
    html: HTML,
    fill(fields, game) {
      list(fields, game.layout); // the layout of the game in play
      const button = fields.querySelector<HTMLButtonElement>('.dl-open-editor')!;
      // The editor opens over this dialog and comes back to it: with the layout saved last chosen
      // (else the one chosen before; the shelf's places may have changed), the focus where it was.
      button.addEventListener('click', () => {
        const before = chosen(fields);
        openEditor(({ saved, played }) => {
          if (played) return fields.closest('dialog')?.close('cancel');
          list(fields, saved ?? before);
          button.focus();
        });
      });
    },
    check: (fields) => (chosen(fields) === null ? 'Choose a layout to play on.' : null),
    start(fields, seats) {
      host.startGame(seats, newGame({ layout: chosen(fields)! }));
    },
  };
}
