// Text forms: action text (R12) and position text (R13).
import { freeze } from 'immer';
import { excerpt } from '../../../util/excerpt';
import { COLOURS, isColour, parseSquare, SEATS, SIZE, squareName, STONES_PER_COLOUR, type Colour } from './board';
import { bagTotal, START_BAG } from './draw';
import { emptyCount, endingOf, lineOf, MAX_SEED } from './game';
import { whyIllegal } from './turn';
import { IllegalActionError, PositionError, type Action, type Counts, type Game, type Role } from './types';

// ---- action text ----------------------------------------------------------------------------

export function formatAction(a: Action): string {
  switch (a.kind) {
    case 'move':
      return `${squareName(a.from)}-${squareName(a.to)}`;
    case 'place':
      return `${a.colour}@${squareName(a.at)}`;
    case 'resign':
      return `resign ${SEATS[a.player as Role]?.word ?? a.player}`;
  }
}

/**
 * An action's line in a move log: its text, and for Pebble's move the stones it drew (R12's
 * decoration, e.g. `b2-b6 (3: G R B)`); `before` and `after` are the positions around it.
 */
export function logLine(before: Game, action: Action, after: Game): string {
  const text = formatAction(action);
  if (action.kind !== 'move') return text;
  const drawn = after.hand.slice(before.hand.length);
  return drawn.length === 0 ? text : `${text} (${drawn.length}: ${drawn.join(' ')})`;
}

const ROLE_OF_WORD = new Map<string, Role>(SEATS.map((s, role) => [s.word, role as Role]));

/** The action the text describes, legal or not; null when it is none of R12's forms. */
function readAction(text: string): Action | null {
  const t = text.toLowerCase();
  const move = /^([a-f][1-6])-([a-f][1-6])$/.exec(t);
  if (move) return { kind: 'move', from: parseSquare(move[1]!)!, to: parseSquare(move[2]!)! };
  const drop = /^([rbyg])@([a-f][1-6])$/.exec(t);
  if (drop) return { kind: 'place', colour: drop[1]!.toUpperCase() as Colour, at: parseSquare(drop[2]!)! };
  const resign = /^resign +(pebble|rebel)$/.exec(t);
  if (resign) return { kind: 'resign', player: ROLE_OF_WORD.get(resign[1]!)! };
  return null;
}

/** Characters an action's text may have, spaces around it included ("resign pebble" has 13). */
const MAX_ACTION_CHARS = 64;

/** The legal action the text names; IllegalActionError saying why when it names none. */
export function parseAction(game: Game, text: string): Action {
  // No action's text is long: a long one is refused before it is read (or trimmed).
  const raw = String(text);
  const action = raw.length > MAX_ACTION_CHARS ? null : readAction(raw.replace(/^ +| +$/g, ''));
  if (action === null) {
    throw new IllegalActionError(
      `"${excerpt(raw)}" is not a move (b2-b6), a drop (R@c3) or a resignation (resign pebble)`,
    );
  }
  const problem = whyIllegal(game, action);
  if (problem !== null) throw new IllegalActionError(problem);
  return action;
}

// ---- position text --------------------------------------------------------------------------

const VERSION = 'pebble-rebel 1';
const HEADER = ['pebble-rebel', 'current', 'turn', 'seed', 'bag', 'hand', 'resigned'] as const;
type Field = (typeof HEADER)[number];
const LINE = Object.fromEntries(HEADER.map((key, i) => [key, i + 1])) as Record<Field, number>;
const GRID_LINE = HEADER.length + 1;

const list = (items: readonly string[]): string => (items.length === 0 ? '-' : items.join(' '));

/** The position text of a game (its undo history aside). */
export function formatPosition(g: Game): string {
  const rows = Array.from({ length: SIZE }, (_, r) =>
    g.board
      .slice(r * SIZE, (r + 1) * SIZE)
      .map((s) => s ?? '.')
      .join(' '),
  );
  return (
    [
      VERSION,
      `current ${SEATS[g.current].word}`,
      `turn ${g.turn}`,
      `seed ${g.seed}`,
      `bag ${COLOURS.map((c, i) => `${c}${g.bag[i]}`).join(' ')}`,
      `hand ${list(g.hand)}`,
      `resigned ${g.resigned === null ? '-' : SEATS[g.resigned].word}`,
      ...rows,
    ].join('\n') + '\n'
  );
}

/** Longer text is refused unread: a position is about 150 characters, spaces and all. */
const MAX_POSITION_CHARS = 4_000;

/** Reads position text, or throws a PositionError naming the first problem and its line. */
export function parsePosition(text: string): Game {
  if (typeof text !== 'string') throw new PositionError('A position must be text');
  if (text.length > MAX_POSITION_CHARS) {
    throw new PositionError(`A position is at most ${MAX_POSITION_CHARS} characters; this text has ${text.length}`);
  }
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop(); // one trailing newline
  const fail = (line: number, what: string): never => {
    throw new PositionError(`line ${line}: ${what}`);
  };
  const words = (line: number): string[] => {
    const raw = lines[line - 1];
    if (raw === undefined) return fail(line, 'missing: the text ends early');
    return raw.replace(/^ +| +$/g, '').split(/ +/);
  };
  const field = (key: Field): string[] => {
    const w = words(LINE[key]);
    if (w[0] !== key) fail(LINE[key], `expected "${key} …", found "${excerpt(w.join(' '))}"`);
    if (w.length < 2) fail(LINE[key], `"${key}" needs a value`);
    return w.slice(1);
  };
  const one = (key: Field): string => {
    const v = field(key);
    return v.length === 1 ? v[0]! : fail(LINE[key], `"${key}" takes one value`);
  };
  const whole = (key: Field, max: number): number => {
    const word = one(key);
    if (!/^\d+$/.test(word) || Number(word) > max) fail(LINE[key], `"${excerpt(word)}" is not a whole number 0–${max}`);
    return Number(word);
  };
  const role = (key: Field, word: string): Role =>
    ROLE_OF_WORD.get(word) ?? fail(LINE[key], `"${excerpt(word)}" is not pebble or rebel`);

  if (one('pebble-rebel') !== '1') fail(1, `expected "${VERSION}"`);
  const current = role('current', one('current'));
  const turn = whole('turn', Number.MAX_SAFE_INTEGER);
  if (turn % 2 !== current) {
    fail(LINE.turn, `turn ${turn} is ${turn % 2 ? 'odd' : 'even'}, but ${SEATS[current].name} is to move`);
  }
  const seed = whole('seed', MAX_SEED);
  const bagWords = field('bag');
  if (bagWords.length !== COLOURS.length) fail(LINE.bag, 'the bag takes four counts: R… B… Y… G…');
  const bag = bagWords.map((w, i) => {
    const m = /^([A-Z])(\d+)$/.exec(w);
    if (!m || m[1] !== COLOURS[i]) fail(LINE.bag, `expected "${COLOURS[i]}" and a count, found "${excerpt(w)}"`);
    const n = Number(m![2]);
    return n <= STONES_PER_COLOUR ? n : fail(LINE.bag, `${w}: a colour has ${STONES_PER_COLOUR} stones`);
  }) as unknown as Counts;
  if (bagTotal(bag) > START_BAG) {
    const onBoard = COLOURS.length * STONES_PER_COLOUR - START_BAG;
    fail(
      LINE.bag,
      `the bag holds ${bagTotal(bag)} stones, more than ${START_BAG}: at least ${onBoard} of the stones stand on the board (or in Rebel's hand)`,
    );
  }
  const handWords = field('hand');
  const hand =
    handWords.length === 1 && handWords[0] === '-'
      ? []
      : handWords.map((w) =>
          isColour(w) ? w : fail(LINE.hand, `"${excerpt(w)}" is not a colour letter R, B, Y or G`),
        );
  const resignedWord = one('resigned');
  const resigned = resignedWord === '-' ? null : role('resigned', resignedWord);

  const board: (Colour | null)[] = [];
  for (let r = 0; r < SIZE; r++) {
    const line = GRID_LINE + r;
    const row = words(line);
    if (row.length !== SIZE) fail(line, `board row ${r + 1} has ${row.length} squares, not ${SIZE}`);
    for (const token of row) {
      if (token !== '.' && !isColour(token))
        fail(line, `"${excerpt(token)}" is not a stone (R, B, Y, G) or "." (empty)`);
      board.push(token === '.' ? null : (token as Colour));
    }
  }
  if (lines.length > GRID_LINE + SIZE - 1) fail(GRID_LINE + SIZE, 'unexpected text after the board');

  // The counts must agree: every stone is on the board, in the hand or in the bag (R2).
  COLOURS.forEach((c, i) => {
    const onBoard = board.filter((s) => s === c).length;
    const inHand = hand.filter((s) => s === c).length;
    const total = onBoard + inHand + bag[i]!;
    if (total !== STONES_PER_COLOUR) {
      fail(
        LINE.bag,
        `${total} ${c} stones (${onBoard} on the board, ${inHand} in the hand, ${bag[i]} in the bag), not ${STONES_PER_COLOUR}`,
      );
    }
  });
  const position = { board, current, turn, seed, bag, hand, resigned: null };
  const over = endingOf(position) !== null;
  if (current === 0 && hand.length > 0) fail(LINE.hand, 'the hand must be empty when Pebble is to move');
  // R13: an empty hand with Rebel to move only in a finished game (a line, a full board or a resignation).
  if (current === 1 && hand.length === 0 && !over && resigned === null)
    fail(LINE.hand, 'Rebel is to move, so his hand must hold stones');
  if (hand.length > emptyCount(position)) {
    fail(LINE.hand, `the hand holds ${hand.length} stones, more than the ${emptyCount(position)} empty squares`);
  }
  if (resigned !== null && over) {
    const why = lineOf(board) !== null ? 'the board holds four in a row' : 'the board is full';
    fail(LINE.resigned, `nobody can have resigned: ${why}, so the game was already over`);
  }
  return freeze({ ...position, resigned, history: [] }, true) as Game;
}
