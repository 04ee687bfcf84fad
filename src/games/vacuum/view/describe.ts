// A square's contents in words, for screen readers: the game's cursor readout and the editor's.
import { COLOUR_NAMES, type Contents, type Owner } from '../rules/index';

const ownerName = (o: Owner): string => (o === 'neutral' ? 'neutral' : COLOUR_NAMES[o]!);

/** "empty", "2 red pebbles and 1 gold pebble", "a gold stone", "a neutral boulder". */
export function contentsText(c: Contents): string {
  if (c === null) return 'empty';
  if ('stone' in c) return `a ${ownerName(c.stone)} stone`;
  if ('boulder' in c) return `a ${ownerName(c.boulder)} boulder`;
  const byOwner = new Map<string, number>();
  for (const o of c.pebbles) byOwner.set(ownerName(o), (byOwner.get(ownerName(o)) ?? 0) + 1);
  return [...byOwner].map(([o, n]) => `${n} ${o} pebble${n > 1 ? 's' : ''}`).join(' and ');
}
