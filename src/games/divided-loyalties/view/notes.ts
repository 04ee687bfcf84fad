// The region names the board writes (R16: regions "with their names"): each region's name on its
// first cell in reading order, dark on light boards and light on dark ones; worked out once a layout.
import type { BoardNote } from '../../../core/module';
import { cssColour } from '../../../ui/pen';
import type { Game, Layout } from '../rules/index';
import { FIELD_LOOK } from './look';

type Notes = readonly BoardNote[];
const NOTES = new WeakMap<Layout, Notes>();

export function regionNotes(game: Game): Notes {
  let notes = NOTES.get(game.layout);
  if (notes === undefined) {
    const seen = new Set<string>();
    const list: BoardNote[] = [];
    game.layout.cells.forEach((token, sq) => {
      const type = token[0] as keyof typeof FIELD_LOOK.region;
      if (!(type in FIELD_LOOK.region) || seen.has(token)) return;
      seen.add(token);
      const look = FIELD_LOOK.region[type];
      // Ringed in the region's shade: a stone on the cell reaches under the name (scene.ts).
      list.push({ sq, text: token, colour: look.text, ground: cssColour(look.fill) });
    });
    NOTES.set(game.layout, (notes = list));
  }
  return notes;
}
