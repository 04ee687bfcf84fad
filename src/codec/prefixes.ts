// The prefix characters of the house's share strings (`#p=`, a position) and game strings (`#g=`, a
// whole game), stated once so a string pasted into the wrong game is named rather than called
// damaged. Vacuum's are those its links have always had (src/games/vacuum/share.ts,
// src/games/vacuum/record/game-link.ts); each other game's GameShare reads its own from here.
import type { GameId } from '../games/index';
import { gameName } from '../core/game-name';
import { unwrapPayload } from './share';

/** A game string packs to at most this many characters (move-list.ts): enough to tell an intact one. */
const MAX_INTACT_CHARS = 2_000;

export type StringKind = 'position' | 'game';

export const PREFIXES = {
  vacuum: { position: '1', game: 'g' },
  pressure: { position: 'P', game: 'Q' },
  'pebble-rebel': { position: 'R', game: 'S' },
  'glyph-grid': { position: 'G', game: 'H' },
  'divided-loyalties': { position: 'D', game: 'E' },
} as const satisfies Partial<Record<GameId, Record<StringKind, string>>>;

const KIND_WORDS: Record<StringKind, string> = {
  position: 'share string (a position)',
  game: 'game link (a whole game)',
};

/** The game whose strings start with `prefix`, and which kind of string it is; null when none does. */
export function ownerOfPrefix(prefix: string): { name: string; kind: StringKind } | null {
  for (const [id, kinds] of Object.entries(PREFIXES)) {
    for (const kind of ['position', 'game'] as const) {
      if (kinds[kind] === prefix) return { name: gameName(id), kind };
    }
  }
  return null;
}

/**
 * Why `input` is not a string of the `kind` whose prefix is `prefix`, judged by its first
 * character; null when that character is right (or the input is no text at all: the envelope
 * says why). Another game's string is named only when it is one, intact: "garbage" starts with
 * Vacuum's game prefix, but is no Vacuum game link.
 */
export function wrongPrefix(input: unknown, prefix: string, kind: StringKind): string | null {
  if (typeof input !== 'string' || input.length === 0 || input[0] === prefix) return null;
  const mine = ownerOfPrefix(prefix);
  const wanted = mine ? `${mine.name} ${KIND_WORDS[kind]}` : KIND_WORDS[kind];
  const found = ownerOfPrefix(input[0]!);
  if (found === null)
    return `That is not a ${wanted}: it starts with "${String.fromCodePoint(input.codePointAt(0)!)}".`;
  if (!unwrapPayload(input, { noun: 'string', version: input[0]!, maxChars: MAX_INTACT_CHARS }).ok)
    return `That is not a ${wanted}: it is damaged, or was not copied completely.`;
  if (found.name === mine?.name) return `That is a ${found.name} ${KIND_WORDS[found.kind]}, not a ${KIND_WORDS[kind]}.`;
  return `That is a ${found.name} ${KIND_WORDS[found.kind]}, not a ${wanted}: open it on ${found.name}'s page.`;
}
