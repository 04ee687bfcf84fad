// The search's own position: typed arrays instead of immer objects, so a copy is one memcpy and a
// legal-action scan touches no garbage. It converts to and from the public Game through the rules
// core's door (src/rules/index.ts) and its position text.
import {
  AREA,
  contents,
  DIRECTIONS,
  HOME_PEDESTAL,
  MAX_PEBBLES,
  MULTIPLIER,
  NEIGHBOURS,
  parsePosition,
  perimeterColour,
  PIECE_VALUE,
  SIZE,
  SQUARES,
  status,
  terrain,
  type Game,
  type Terrain,
} from '../rules/index';

export { AREA, DIRECTIONS, MAX_PEBBLES, NEIGHBOURS, SQUARES };

// Per-square cell layout inside State.cells.
export const STRIDE = 10;
export const T = 0; // terrain code
export const C = 1; // perimeter colour 0–3, NO_COLOUR elsewhere
export const K = 2; // contents kind
export const O = 3; // owner of a stone or boulder (0–3, NEUTRAL)
export const P = 4; // P + owner: pebbles of that owner (owners 0–3, NEUTRAL)
export const N = 9; // pebbles on the square, all owners

export const BARREN = 0,
  PERIMETER = 1,
  PEDESTAL = 3;
const BOARD = 2;
export const EMPTY = 0,
  PEBBLES = 1,
  STONE = 2,
  BOULDER = 3;
export const NEUTRAL = 4;
export const NO_COLOUR = 255;
/** The pressure multiplier by terrain code. */
export const MULT = [MULTIPLIER.barren, MULTIPLIER.perimeter, MULTIPLIER.board, MULTIPLIER.pedestal] as const;

// Stage codes.
export const S1 = 1,
  S2 = 2,
  S3 = 3,
  CHAIN = 4,
  COMMIT = 5;

const TERRAIN_CODE: Record<Terrain, number> = {
  barren: BARREN,
  perimeter: PERIMETER,
  board: BOARD,
  pedestal: PEDESTAL,
};

export interface State {
  players: 2 | 3 | 4;
  cells: Uint8Array;
  current: number;
  stage: number;
  chainAt: number; // -1 when no chain
  turn: number;
  turnLimit: number; // -1 when off
  active: number[]; // in turn order
  eliminated: number[]; // in the order they left
  stoneEra: number[]; // in the order they entered it
  cooldowns: number[]; // pedestals on cooldown for the current player, in the order they were used
}

export function clone(s: State): State {
  return {
    players: s.players,
    cells: s.cells.slice(),
    current: s.current,
    stage: s.stage,
    chainAt: s.chainAt,
    turn: s.turn,
    turnLimit: s.turnLimit,
    active: s.active.slice(),
    eliminated: s.eliminated.slice(),
    stoneEra: s.stoneEra.slice(),
    cooldowns: s.cooldowns.slice(),
  };
}

// ---- board geometry -------------------------------------------------------------------------

export const rowOf = (sq: number): number => (sq / SIZE) | 0;
export const colOf = (sq: number): number => sq % SIZE;
export const dist = (a: number, b: number): number =>
  Math.max(Math.abs(rowOf(a) - rowOf(b)), Math.abs(colOf(a) - colOf(b)));

/** The square one step away in direction [dr, dc], or -1 off the grid. */
export function step(sq: number, dr: number, dc: number): number {
  const r = rowOf(sq) + dr;
  const c = colOf(sq) + dc;
  return r >= 0 && r < SIZE && c >= 0 && c < SIZE ? r * SIZE + c : -1;
}

/** Home pedestals by player. */
export const HOME = [HOME_PEDESTAL[0], HOME_PEDESTAL[1], HOME_PEDESTAL[2], HOME_PEDESTAL[3]] as const;

// ---- square queries -------------------------------------------------------------------------

export const own = (s: State, sq: number, p: number): number => s.cells[sq * STRIDE + P + p]!;
export const kindOf = (s: State, sq: number): number => s.cells[sq * STRIDE + K]!;

/** Does `p` (a player or NEUTRAL) have any piece on the square? */
export function hasPieceOf(s: State, sq: number, p: number): boolean {
  const b = sq * STRIDE;
  const k = s.cells[b + K]!;
  if (k === PEBBLES) return s.cells[b + P + p]! > 0;
  return k !== EMPTY && s.cells[b + O] === p;
}

/** `p`'s piece value on the square (pebble 1, stone 3, boulder 9), before the multiplier. */
export function baseValue(s: State, sq: number, p: number): number {
  const b = sq * STRIDE;
  const k = s.cells[b + K]!;
  if (k === PEBBLES) return s.cells[b + P + p]! * PIECE_VALUE.pebble;
  if (k === EMPTY || s.cells[b + O] !== p) return 0;
  return k === STONE ? PIECE_VALUE.stone : PIECE_VALUE.boulder;
}

/** Pressure of `p` centred on `at`: piece values times terrain multipliers over the 3 × 3 area. */
export function pressure(s: State, p: number, at: number): number {
  let total = 0;
  for (const sq of AREA[at]!) {
    const v = baseValue(s, sq, p);
    if (v > 0) total += v * MULT[s.cells[sq * STRIDE + T]! as 0]!;
  }
  return total;
}

// ---- conversion -----------------------------------------------------------------------------

const OWNER_CODE = (o: number | 'neutral'): number => (o === 'neutral' ? NEUTRAL : o);
const STAGE_CODE = { 1: S1, 2: S2, 3: S3, chain: CHAIN, commit: COMMIT } as const;
const STAGE_WORD = ['', '1', '2', '3', 'chain', 'commit'];

/** The search position of a public game (undo history is not part of it). */
export function fromGame(game: Game): State {
  const st = status(game);
  const cells = new Uint8Array(SQUARES * STRIDE);
  for (let sq = 0; sq < SQUARES; sq++) {
    const b = sq * STRIDE;
    cells[b + T] = TERRAIN_CODE[terrain(game, sq)];
    cells[b + C] = perimeterColour(game, sq) ?? NO_COLOUR;
    const c = contents(game, sq);
    if (c === null) continue;
    if ('pebbles' in c) {
      cells[b + K] = PEBBLES;
      for (const o of c.pebbles) cells[b + P + OWNER_CODE(o)]!++;
      cells[b + N] = c.pebbles.length;
    } else if ('stone' in c) {
      cells[b + K] = STONE;
      cells[b + O] = OWNER_CODE(c.stone);
    } else {
      cells[b + K] = BOULDER;
      cells[b + O] = OWNER_CODE(c.boulder);
    }
  }
  return {
    players: st.players,
    cells,
    current: st.current,
    stage: STAGE_CODE[st.stage],
    chainAt: st.chainAt ?? -1,
    turn: st.turn,
    turnLimit: game.turnLimit ?? -1,
    active: [...st.active],
    eliminated: [...st.eliminated],
    stoneEra: [...st.stoneEra],
    cooldowns: [...st.cooldowns],
  };
}

const COLOUR = ['red', 'gold', 'green', 'white'];
const LETTER = ['R', 'Y', 'G', 'W', 'N'];
const TERRAIN_LETTER = ['#', '', '.', '*'];
const PERIMETER_LETTER = ['r', 'y', 'g', 'w'];

const squareName = (sq: number): string => String.fromCharCode(97 + colOf(sq)) + String(rowOf(sq) + 1);
const list = (xs: readonly string[]): string => (xs.length === 0 ? '-' : xs.join(' '));

function token(s: State, sq: number): string {
  const b = sq * STRIDE;
  const t = s.cells[b + T]!;
  let out = t === PERIMETER ? PERIMETER_LETTER[s.cells[b + C]!]! : TERRAIN_LETTER[t]!;
  const k = s.cells[b + K]!;
  if (k === PEBBLES) {
    for (let o = 0; o <= NEUTRAL; o++) out += LETTER[o]!.repeat(s.cells[b + P + o]!);
  } else if (k === STONE) out += 's' + LETTER[s.cells[b + O]!]!;
  else if (k === BOULDER) out += 'b' + LETTER[s.cells[b + O]!]!;
  return out;
}

/** The position text of rules-api.md, byte for byte what formatPosition writes. */
export function toText(s: State): string {
  const header = [
    'vacuum 1',
    `players ${s.players}`,
    `current ${COLOUR[s.current]}`,
    `stage ${STAGE_WORD[s.stage]}`,
    `chain ${s.chainAt < 0 ? '-' : squareName(s.chainAt)}`,
    `turn ${s.turn}`,
    `active ${list(s.active.map((p) => COLOUR[p]!))}`,
    `eliminated ${list(s.eliminated.map((p) => COLOUR[p]!))}`,
    `stone-era ${list(s.stoneEra.map((p) => COLOUR[p]!))}`,
    `cooldown ${list(s.cooldowns.map(squareName))}`,
    `limit ${s.turnLimit < 0 ? '-' : s.turnLimit}`,
  ];
  const rows: string[] = [];
  for (let r = 0; r < SIZE; r++) {
    const tokens: string[] = [];
    for (let c = 0; c < SIZE; c++) tokens.push(token(s, r * SIZE + c).padEnd(5));
    rows.push(tokens.join(' ').trimEnd());
  }
  return [...header, ...rows].join('\n') + '\n';
}

/** The public game of a search position (with an empty undo history). */
export const toGame = (s: State): Game => parsePosition(toText(s));

/** The score of `p` (as the rules core's `score`): Σ base value × terrain multiplier of p's pieces. */
export function scoreOf(s: State, p: number): number {
  let total = 0;
  for (let sq = 0; sq < SQUARES; sq++) {
    const v = baseValue(s, sq, p);
    if (v > 0) total += v * MULT[s.cells[sq * STRIDE + T]! as 0]!;
  }
  return total;
}

/**
 * The winner of the position: a player, -2 for a draw, -1 while play goes on. At the turn limit
 * the active player with the highest score wins; a shared highest score is a draw.
 */
export function winnerOf(s: State): number {
  if (s.active.length === 1) return s.active[0]!;
  if (s.turnLimit < 0 || s.turn < s.turnLimit) return -1;
  let best = -1,
    leader = -2;
  for (const p of s.active) {
    const v = scoreOf(s, p);
    if (v > best) [best, leader] = [v, p];
    else if (v === best) leader = -2;
  }
  return leader;
}
