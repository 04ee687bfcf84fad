// Stones, colour families and sets (R4), stated once as tables; the engine's bit masks derive from them.
import { withArticle } from '../../../util/plural';

/** The six stone colours in the order of the position text's stock (`B Y P O G R`), each with a mark
 *  so that a colour can be told without seeing it. */
export const COLOURS = [
  { letter: 'B', name: 'blue', mark: 'circle' },
  { letter: 'Y', name: 'yellow', mark: 'triangle' },
  { letter: 'P', name: 'purple', mark: 'diamond' },
  { letter: 'O', name: 'orange', mark: 'square' },
  { letter: 'G', name: 'green', mark: 'hexagon' },
  { letter: 'R', name: 'red', mark: 'cross' },
] as const;

export type Colour = (typeof COLOURS)[number]['name'];

/** A colour with its article, as every sentence names a stone or a bridge of it: "a blue", "an orange". */
export const aColour = (colour: Colour): string => withArticle(colour);
/** A colour as the engine and the position hold it: its index in COLOURS. */
export type ColourIndex = 0 | 1 | 2 | 3 | 4 | 5;

export const COLOUR_INDEX: Readonly<Record<Colour, ColourIndex>> = Object.fromEntries(
  COLOURS.map((c, i) => [c.name, i]),
) as Record<Colour, ColourIndex>;

export const LETTER_INDEX: Readonly<Record<string, ColourIndex>> = Object.fromEntries(
  COLOURS.map((c, i) => [c.letter, i]),
) as Record<string, ColourIndex>;

/** The three colour families; a bridge's kind is the family all its stones belong to. */
export const FAMILIES = {
  blue: ['blue', 'purple', 'green'],
  yellow: ['yellow', 'orange', 'green'],
  red: ['red', 'purple', 'orange'],
} as const satisfies Record<string, readonly Colour[]>;

export type BridgeKind = keyof typeof FAMILIES;

/** The seats in turn order: Blue (player 0) moves first. */
export const SEATS = ['Blue', 'Yellow'] as const;
export type Player = 0 | 1;

/** The family a player's scoring bridges are made of. */
export const KIND_OF_PLAYER = ['blue', 'yellow'] as const satisfies readonly BridgeKind[];

/** Each player's families: their own, where their bridges score, and red, which scores for nobody but cuts. */
export const FAMILIES_OF_PLAYER = [
  ['blue', 'red'],
  ['yellow', 'red'],
] as const satisfies readonly (readonly BridgeKind[])[];

/** A set of 12 stones per seat (R4). */
export const SETS = [
  { blue: 4, purple: 3, green: 2, red: 2, orange: 1 },
  { yellow: 4, orange: 3, green: 2, red: 2, purple: 1 },
] as const satisfies readonly Partial<Record<Colour, number>>[];

/** The stones a set holds, per colour index. */
export const SET_COUNTS: readonly (readonly number[])[] = SETS.map((set) =>
  COLOURS.map((c) => (set as Partial<Record<Colour, number>>)[c.name] ?? 0),
);

/** Per colour index: a bit per family it belongs to (1 blue, 2 yellow, 4 red). */
export const FAMILY_BITS: readonly number[] = COLOURS.map((c) =>
  (Object.keys(FAMILIES) as BridgeKind[]).reduce(
    (bits, kind, k) => ((FAMILIES[kind] as readonly Colour[]).includes(c.name) ? bits | (1 << k) : bits),
    0,
  ),
);

export const KIND_BIT: Readonly<Record<BridgeKind, number>> = { blue: 1, yellow: 2, red: 4 };
