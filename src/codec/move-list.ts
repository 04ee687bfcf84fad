// Any game's whole-game strings (`#g=`), in the shared envelope behind its game prefix: one bit for
// "from the standard start" (else the start's position bits), the number of actions, then each
// action as its place among the choices of the position it was played in, in the fewest bits that
// number of choices needs; then, only when the game has notes (Glyph Grid's swap), a 1 bit and the
// notes (a string without them ends with the actions, as every string written before notes did).
// Decoding replays every action through the rules and never throws.
import type { RulesDoor } from '../core/contract';
import type { GameShare } from '../core/module';
import { failure, type Result } from '../core/result';
import { BitReader, BitsError, BitWriter } from './bits';
import { MAX_NOTES, NOTE_RE, type GameNote } from './game-save';
import { KIND_WORDS, unwrapString } from './prefixes';
import { MAX_SHARE_LENGTH, wrapPayload } from './share';

/** More actions than a game string holds: a hostile count cannot make the reader loop long. */
export const MAX_LINK_ACTIONS = 2_000;
/** Packed characters (16 bits each) a game string may decompress to. */
const MAX_GAME_CHARS = 2_000;
/** Exp-Golomb order of the action count: games of a few dozen moves cost about 8 bits. */
const COUNT_ORDER = 4;
const NOUN = KIND_WORDS.game;

export type GameStringResult<G, A> = Result<{ start: G; actions: A[]; game: G; notes: GameNote[] }>;

/** A note's letters, 5 bits each: a–z, space, hyphen (NOTE_RE's alphabet). */
const NOTE_LETTERS = 'abcdefghijklmnopqrstuvwxyz -';
const NOTE_LETTER_BITS = 5;
/** A note's length − 1, in 5 bits: NOTE_RE allows 24 letters at most. */
const NOTE_LENGTH_BITS = 5;
const MAX_NOTE_LETTERS = 24;

/** The notes after the actions: their count − 1, then each one's moves since the last note and its letters. */
function writeNotes(w: BitWriter, notes: readonly GameNote[], moves: number): void {
  if (notes.length > MAX_NOTES) throw new RangeError(`A game has at most ${MAX_NOTES} notes`);
  w.golomb(notes.length - 1);
  let after = 0;
  for (const { after: at, text } of notes) {
    if (!Number.isInteger(at) || at < after || at > moves || !NOTE_RE.test(text)) {
      throw new RangeError(`The note "${text}" after move ${at} cannot be written`);
    }
    w.golomb(at - after);
    after = at;
    w.uint(text.length - 1, NOTE_LENGTH_BITS);
    for (const c of text) w.uint(NOTE_LETTERS.indexOf(c), NOTE_LETTER_BITS);
  }
}

function readNotes(r: BitReader, moves: number): GameNote[] {
  const count = r.golomb() + 1;
  if (count > MAX_NOTES) throw new Damaged(`it claims ${count} notes, more than a game has`);
  const notes: GameNote[] = [];
  let after = 0;
  for (let i = 1; i <= count; i++) {
    after += r.golomb();
    if (after > moves) throw new Damaged(`note ${i} is after move ${after}, and the game has ${moves}`);
    const length = r.uint(NOTE_LENGTH_BITS) + 1;
    if (length > MAX_NOTE_LETTERS) throw new Damaged(`note ${i} is ${length} letters long, more than a note has`);
    let text = '';
    for (let c = 0; c < length; c++) text += NOTE_LETTERS[r.uint(NOTE_LETTER_BITS)] ?? '\u0000';
    if (!NOTE_RE.test(text)) throw new Damaged(`note ${i} is not a word or two`);
    notes.push({ after, text });
  }
  return notes;
}

/**
 * The choices of a position, in string order: its legal actions and the resignation of every seat
 * that may resign now (any seat may, not only the one to move), once each, sorted by their
 * notation, so a change in the order the rules list actions in does not change strings sent.
 */
function choices<G, A>(rules: RulesDoor<G, A>, game: G): { action: A; text: string }[] {
  const resignations = Array.from({ length: rules.status(game).players }, (_, player) => ({
    kind: 'resign',
    player,
  })) as A[];
  const byText = new Map<string, A>();
  for (const action of [...rules.legalActions(game), ...resignations.filter((r) => rules.isLegal(game, r))]) {
    const text = rules.formatAction(action);
    if (!byText.has(text)) byText.set(text, action);
  }
  return [...byText].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)).map(([text, action]) => ({ action, text }));
}

/** Bits that number a choice among `n`: none when there is only one. */
const widthFor = (n: number): number => (n <= 1 ? 0 : Math.ceil(Math.log2(n)));

const isStandardStart = <G, A>(rules: RulesDoor<G, A>, start: G): boolean =>
  rules.formatPosition(start) === rules.formatPosition(rules.newGame());

/**
 * The game string of the actions played from `start`, with the game's `notes` (in the order they
 * were made, each after as many moves as it says); null when the game is too long for a link
 * (more than MAX_LINK_ACTIONS actions, or a string longer than a link may be). Throws the rules'
 * IllegalActionError for an action that is not legal where it stands.
 */
export function encodeGameString<G, A>(
  rules: RulesDoor<G, A>,
  share: GameShare<G, unknown>,
  start: G,
  actions: readonly A[],
  notes: readonly GameNote[] = [],
): string | null {
  if (actions.length > MAX_LINK_ACTIONS) return null;
  const w = new BitWriter();
  const standard = isStandardStart(rules, start);
  w.bool(!standard);
  if (!standard) share.writePosition(w, start);
  w.golomb(actions.length, COUNT_ORDER);
  let game = start;
  actions.forEach((action, i) => {
    const list = choices(rules, game);
    const text = rules.formatAction(action);
    const at = list.findIndex((c) => c.text === text);
    if (at < 0) throw new rules.IllegalActionError(`Move ${i + 1} (${text}) is not legal where it stands`);
    w.uint(at, widthFor(list.length));
    game = rules.play(game, list[at]!.action);
  });
  if (notes.length > 0) {
    w.bool(true);
    writeNotes(w, notes, actions.length);
  }
  const s = wrapPayload(w.toChars(), share.gamePrefix);
  return s.length > MAX_SHARE_LENGTH ? null : s;
}

class Damaged extends Error {}

export function decodeGameString<G, A>(
  rules: RulesDoor<G, A>,
  share: GameShare<G, unknown>,
  input: string,
): GameStringResult<G, A> {
  const body = unwrapString(input, { prefix: share.gamePrefix, kind: 'game', maxChars: MAX_GAME_CHARS });
  if (!body.ok) return body;
  try {
    return readGame(rules, share, new BitReader(body.chars));
  } catch (e) {
    if (e instanceof Damaged || e instanceof BitsError) return failure(`This ${NOUN} is damaged: ${e.message}.`);
    return failure(`This ${NOUN} is damaged.`);
  }
}

function readGame<G, A>(rules: RulesDoor<G, A>, share: GameShare<G, unknown>, r: BitReader): GameStringResult<G, A> {
  let start: G;
  if (r.bool()) {
    const read = share.readPosition(r);
    if (!read.ok) return failure(`This ${NOUN} starts from a position that cannot occur: ${read.error}.`);
    start = read.game;
  } else {
    start = rules.newGame();
  }
  const count = r.golomb(COUNT_ORDER);
  if (count > MAX_LINK_ACTIONS) throw new Damaged(`it claims ${count} moves, more than a link holds`);
  const actions: A[] = [];
  let game = start;
  for (let i = 1; i <= count; i++) {
    const list = choices(rules, game);
    if (list.length === 0) throw new Damaged(`the game is over after move ${i - 1}, yet it goes on`);
    const at = r.uint(widthFor(list.length));
    const chosen = list[at];
    if (chosen === undefined) throw new Damaged(`move ${i} is not one of the ${list.length} choices of its position`);
    game = rules.play(game, chosen.action);
    actions.push(chosen.action);
  }
  // A string written before notes existed, or of a game without any, ends here (its padding is zeros).
  const notes = r.left > 0 && r.bool() ? readNotes(r, count) : [];
  r.finish();
  return { ok: true, start, actions, game, notes };
}
