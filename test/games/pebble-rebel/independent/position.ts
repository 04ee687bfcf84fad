// Independent reference for Pebble Rebel: the position and its text (R13), from the rulings alone.
import { COLOURS, PER_COLOUR, SIZE, emptyCount, findLine, startBoard, type Cell, type Colour } from './board';

export type Role = 'pebble' | 'rebel';
export const ROLES: readonly Role[] = ['pebble', 'rebel']; // R4: Pebble seat 0, Rebel seat 1

export interface State {
  board: Cell[];
  current: 0 | 1;
  turn: number;
  seed: number;
  bag: number[]; // counts R B Y G
  hand: Colour[]; // drawn order
  resigned: Role | null;
}

// R3 / R6: the start, 12 stones on the ring, 12 of each colour in the bag, the hand empty.
export function start(seed = 0): State {
  // R6: a whole number 0–4294967295, else RangeError; 0 when none is given.
  if (!Number.isInteger(seed) || seed < 0 || seed > 4294967295) throw new RangeError(`bad seed ${seed}`);
  return { board: startBoard(), current: 0, turn: 0, seed, bag: [12, 12, 12, 12], hand: [], resigned: null };
}

// R13: the lines in their order, single spaces, a final newline (the parser takes it or not).
export function format(s: State): string {
  const rows: string[] = [];
  for (let r = 0; r < SIZE; r++) rows.push(s.board.slice(r * SIZE, r * SIZE + SIZE).join(' '));
  return [
    'pebble-rebel 1',
    `current ${ROLES[s.current]!}`,
    `turn ${s.turn}`,
    `seed ${s.seed}`,
    `bag ${COLOURS.map((c, i) => `${c}${s.bag[i]!}`).join(' ')}`,
    `hand ${s.hand.length === 0 ? '-' : s.hand.join(' ')}`,
    `resigned ${s.resigned ?? '-'}`,
    ...rows,
    '',
  ].join('\n');
}

export class RefPositionError extends Error {}

const WHOLE = /^(0|[1-9][0-9]*)$/;

// R13: the parser. Extra spaces between tokens and at either end of a line, and a trailing
// newline, are accepted; everything else is refused, naming the line.
export function parse(text: string): State {
  const lines = text.replace(/\n$/, '').split('\n');
  if (lines.length !== 13) throw new RefPositionError(`13 lines expected, ${lines.length} found`);
  const tokens = lines.map((l) => l.split(' ').filter((t) => t !== ''));
  const keyed = (i: number, key: string): string[] => {
    const t = tokens[i]!;
    if (t[0] !== key) throw new RefPositionError(`line ${i + 1}: '${key}' expected`);
    return t.slice(1);
  };
  const one = (i: number, key: string): string => {
    const t = keyed(i, key);
    if (t.length !== 1) throw new RefPositionError(`line ${i + 1}: one value expected after '${key}'`);
    return t[0]!;
  };
  if (one(0, 'pebble-rebel') !== '1') throw new RefPositionError('line 1: version 1 expected');
  const current = ROLES.indexOf(one(1, 'current') as Role);
  if (current < 0) throw new RefPositionError('line 2: pebble or rebel');
  const turnText = one(2, 'turn');
  if (!WHOLE.test(turnText) || !Number.isSafeInteger(Number(turnText))) throw new RefPositionError('line 3: turn');
  const turn = Number(turnText);
  if (turn % 2 !== current) throw new RefPositionError('line 3: turn parity does not match current');
  const seedText = one(3, 'seed');
  if (!WHOLE.test(seedText) || Number(seedText) > 4294967295) throw new RefPositionError('line 4: seed');
  const seed = Number(seedText);
  const bagTokens = keyed(4, 'bag');
  if (bagTokens.length !== 4) throw new RefPositionError('line 5: four counts');
  const bag = bagTokens.map((t, i) => {
    const m = /^([RBYG])(0|[1-9][0-9]*)$/.exec(t);
    if (!m || m[1] !== COLOURS[i] || Number(m[2]) > 48) throw new RefPositionError(`line 5: '${t}'`);
    return Number(m[2]);
  });
  if (bag.reduce((a, b) => a + b, 0) > 48) throw new RefPositionError('line 5: more than 48 stones');
  const handTokens = keyed(5, 'hand');
  let hand: Colour[];
  if (handTokens.length === 1 && handTokens[0] === '-') hand = [];
  else {
    if (handTokens.length === 0) throw new RefPositionError('line 6: hand');
    for (const t of handTokens)
      if (!(COLOURS as readonly string[]).includes(t)) throw new RefPositionError(`line 6: '${t}'`);
    hand = handTokens as Colour[];
  }
  const res = one(6, 'resigned');
  if (res !== '-' && res !== 'pebble' && res !== 'rebel') throw new RefPositionError('line 7: resigned');
  const resigned = res === '-' ? null : res;
  const board: Cell[] = [];
  for (let r = 0; r < SIZE; r++) {
    const row = tokens[7 + r]!;
    if (row.length !== SIZE) throw new RefPositionError(`line ${8 + r}: six squares expected`);
    for (const t of row) {
      if (t !== '.' && !(COLOURS as readonly string[]).includes(t)) throw new RefPositionError(`line ${8 + r}: '${t}'`);
      board.push(t as Cell);
    }
  }
  // R13: consistent counts.
  COLOURS.forEach((c, i) => {
    const n = board.filter((x) => x === c).length + hand.filter((x) => x === c).length + bag[i]!;
    if (n !== PER_COLOUR) throw new RefPositionError(`${c}: ${n} stones, not ${PER_COLOUR}`);
  });
  const empty = emptyCount(board);
  const line = findLine(board) !== null;
  const over = line || empty === 0 || resigned !== null;
  if (current === 0 && hand.length > 0) throw new RefPositionError('hand: Pebble to move with stones in hand');
  if (current === 1 && hand.length === 0 && !over) throw new RefPositionError('hand: Rebel to move with none');
  if (hand.length > empty) throw new RefPositionError('hand: more stones than empty squares');
  if (resigned !== null && (line || empty === 0)) throw new RefPositionError('resigned: the game was already over');
  return { board, current: current as 0 | 1, turn, seed, bag, hand, resigned };
}
