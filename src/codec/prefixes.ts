// The prefix characters of the house's share strings (`#p=`, a position) and game strings (`#g=`, a
// whole game), stated once so a string pasted into the wrong game is named rather than called
// damaged. Vacuum's are those its links have always had; every game's share code reads its own
// from here.
// Players call these strings links ("position link", "game link"), and so do the messages.
import { gameName, gamePage } from '../core/game-name';
import { failure, type Result } from '../core/result';
import { prefixOwner, type StringKind } from './prefix-table';
import { shapeProblem, unwrapPayload } from './share';

/** A game string packs to at most this many characters (move-list.ts): enough to tell an intact one. */
const MAX_INTACT_CHARS = 2_000;

/** The kind of string, as the player calls it. */
export const KIND_WORDS: Record<StringKind, string> = { position: 'position link', game: 'game link' };

/** The game whose strings start with `prefix`, and which kind of string it is; null when none does. */
export function ownerOfPrefix(prefix: string): { id: string; name: string; kind: StringKind } | null {
  const owner = prefixOwner(prefix);
  return owner && { ...owner, name: gameName(owner.id) };
}

/**
 * The packed characters of a `kind` string whose prefix is `prefix`, or why not. A string of
 * another game (or of the other kind) is named only when it is one, intact: "garbage" starts with
 * Vacuum's game prefix, but is no Vacuum game link.
 */
export function unwrapString(
  input: string,
  { prefix, kind, maxChars }: { prefix: string; kind: StringKind; maxChars: number },
): Result<{ chars: string }> {
  const noun = KIND_WORDS[kind];
  const foreign = shapeProblem(input, noun) === null && input[0] !== prefix ? wrongPrefix(input, prefix, kind) : null;
  return foreign === null ? unwrapPayload(input, { noun, maxChars }) : failure(foreign);
}

/** Why a string of the right shape but another prefix is not a `kind` string of `prefix`'s game. */
function wrongPrefix(input: string, prefix: string, kind: StringKind): string {
  const mine = ownerOfPrefix(prefix);
  const wanted = mine ? `${mine.name} ${KIND_WORDS[kind]}` : KIND_WORDS[kind];
  const found = ownerOfPrefix(input[0]!);
  if (found === null) return `That is not a ${wanted}: it is damaged, or was made by a newer version of the site.`;
  if (!unwrapPayload(input, { noun: 'link', maxChars: MAX_INTACT_CHARS }).ok)
    return `That is not a ${wanted}: it is damaged, or was not copied completely.`;
  const what = `${found.name} ${KIND_WORDS[found.kind]}`;
  if (found.id === mine?.id) return `That is a ${what}, not a ${KIND_WORDS[kind]}.`;
  return `That is a ${what}, not a ${wanted}: open it on ${gamePage(found.id)}.`;
}
