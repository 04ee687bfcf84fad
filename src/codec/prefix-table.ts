// The first character of each game's position links (`#p=`) and game links (`#g=`): a table of its
// own, importing nothing, so the home page can send an old link at `/` to its game without loading
// the links' codec (prefixes.ts names a string pasted into the wrong game with it).

export type StringKind = 'position' | 'game';

/**
 * Every game of the house has both kinds, so this table's keys are the house's games (a test holds
 * them to the registry, which is not imported here: its lazy doors reach the pages' DOM code, which
 * the room server, reading saves, must not).
 */
export const PREFIXES = {
  vacuum: { position: '1', game: 'g' },
  pressure: { position: 'P', game: 'Q' },
  'pebble-rebel': { position: 'R', game: 'S' },
  'glyph-grid': { position: 'G', game: 'H' },
  'divided-loyalties': { position: 'D', game: 'E' },
} as const satisfies Record<string, Record<StringKind, string>>;

type HouseGame = keyof typeof PREFIXES;

/** Is `id` a game of the house (and not merely shaped like an id: "other" in `other-save`)? */
export const isHouseGame = (id: string): id is HouseGame => Object.hasOwn(PREFIXES, id);

/** The game whose links start with `first`, and which kind of link it is; null when none does. */
export function prefixOwner(first: string): { id: HouseGame; kind: StringKind } | null {
  for (const id of Object.keys(PREFIXES) as HouseGame[])
    for (const kind of ['position', 'game'] as const) if (PREFIXES[id][kind] === first) return { id, kind };
  return null;
}
