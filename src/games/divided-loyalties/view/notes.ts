// The region names the board writes (R16: regions "with their names"): each region's name on its
// first cell in reading order, dark on light boards and light on dark ones; worked out once a layout.
import type { Game, Layout } from '../rules/index';
import { FIELD_LOOK } from './look';

type Notes = readonly { sq: number; text: string; colour: string }[];
const NOTES = new WeakMap<Layout, Notes>();

export function regionNotes(game: Game): Notes {
  let notes = NOTES.get(game.layout);
  if (notes === undefined) {
    const seen = new Set<string>();
    const list: { sq: number; text: string; colour: string }[] = [];
    game.layout.cells.forEach((token, sq) => {
      const type = token[0] as keyof typeof FIELD_LOOK.region;
      if (!(type in FIELD_LOOK.region) || seen.has(token)) return;
      seen.add(token);
      list.push({ sq, text: token, colour: FIELD_LOOK.region[type].text });
    });
    NOTES.set(game.layout, (notes = list));
  }
  return notes;
}
