// A square's contents in words, for screen readers: the game's cursor readout and the editor's.
import type { Contents } from '../rules/index';
import { colourName } from './seats';

/** "empty", "2 red pebbles and 1 gold pebble", "a gold stone", "a neutral boulder". */
export function contentsText(c: Contents): string {
  if (c === null) return 'empty';
  if ('stone' in c) return `a ${colourName(c.stone)} stone`;
  if ('boulder' in c) return `a ${colourName(c.boulder)} boulder`;
  const byOwner = new Map<string, number>();
  for (const o of c.pebbles) byOwner.set(colourName(o), (byOwner.get(colourName(o)) ?? 0) + 1);
  return [...byOwner].map(([o, n]) => `${n} ${o} pebble${n > 1 ? 's' : ''}`).join(' and ');
}
