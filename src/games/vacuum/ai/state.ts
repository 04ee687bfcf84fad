// The search's own position: typed arrays instead of immer objects, so a copy is one memcpy and a
// legal-action scan touches no garbage. It converts to and from the public Game through the rules
// core's door (src/games/vacuum/rules/index.ts) and its position record.
import {
  AREA,
  DIRECTIONS,
  fromRecord,
  HOME_PEDESTAL,
  MAX_PEBBLES,
  MULTIPLIER,
  NEIGHBOURS,
  PIECE_VALUE,
  SIZE,
  SQUARES,
  toRecord,
  type Contents,
  type Game,
  type Owner,
  type Player,
  type PositionRecord,
  type Stage,
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

export const pebblesOf = (s: State, sq: number, p: number): number => s.cells[sq * STRIDE + P + p]!;
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

/** Terrain by terrain code (BARREN, PERIMETER, 2 for board, PEDESTAL), stage by stage code (S1 … COMMIT). */
const TERRAINS: readonly Terrain[] = ['barren', 'perimeter', 'board', 'pedestal'];
const STAGES: readonly (Stage | undefined)[] = [undefined, 1, 2, 3, 'chain', 'commit'];
const ownerCode = (o: Owner): number => (o === 'neutral' ? NEUTRAL : o);
const ownerOfCode = (code: number): Owner => (code === NEUTRAL ? 'neutral' : (code as Player));

/** The search position of a public game, read from its position record (undo history is not part of it). */
export function fromGame(game: Game): State {
  const record = toRecord(game);
  const cells = new Uint8Array(SQUARES * STRIDE);
  for (let sq = 0; sq < SQUARES; sq++) {
    const b = sq * STRIDE;
    cells[b + T] = TERRAINS.indexOf(record.terrain[sq]!);
    cells[b + C] = record.colour[sq] ?? NO_COLOUR;
    const c = record.squares[sq]!;
    if (c === null) continue;
    if ('pebbles' in c) {
      cells[b + K] = PEBBLES;
      for (const o of c.pebbles) cells[b + P + ownerCode(o)]!++;
      cells[b + N] = c.pebbles.length;
    } else {
      cells[b + K] = 'stone' in c ? STONE : BOULDER;
      cells[b + O] = ownerCode('stone' in c ? c.stone : c.boulder);
    }
  }
  return {
    players: record.players,
    cells,
    current: record.current,
    stage: STAGES.indexOf(record.stage),
    chainAt: record.chainAt ?? -1,
    turn: record.turn,
    turnLimit: record.turnLimit ?? -1,
    active: record.active,
    eliminated: record.eliminated,
    stoneEra: record.stoneEra,
    cooldowns: record.cooldowns,
  };
}

/** The position record of a search position (for the public game, or its position text). */
export function positionRecordOf(s: State): PositionRecord {
  const squares = Array.from({ length: SQUARES }, (_, sq): Contents => {
    const b = sq * STRIDE;
    const k = s.cells[b + K]!;
    if (k === STONE) return { stone: ownerOfCode(s.cells[b + O]!) };
    if (k === BOULDER) return { boulder: ownerOfCode(s.cells[b + O]!) };
    if (k !== PEBBLES) return null;
    const pebbles: Owner[] = [];
    for (let o = 0; o <= NEUTRAL; o++) for (let n = s.cells[b + P + o]!; n > 0; n--) pebbles.push(ownerOfCode(o));
    return { pebbles };
  });
  return {
    players: s.players,
    terrain: Array.from({ length: SQUARES }, (_, sq) => TERRAINS[s.cells[sq * STRIDE + T]!]!),
    colour: Array.from({ length: SQUARES }, (_, sq) => {
      const c = s.cells[sq * STRIDE + C]!;
      return c === NO_COLOUR ? null : (c as Player);
    }),
    squares,
    current: s.current as Player,
    stage: STAGES[s.stage]!,
    chainAt: s.chainAt < 0 ? null : s.chainAt,
    turn: s.turn,
    active: s.active.slice() as Player[],
    eliminated: s.eliminated.slice() as Player[],
    stoneEra: s.stoneEra.slice() as Player[],
    cooldowns: s.cooldowns.slice(),
    turnLimit: s.turnLimit < 0 ? null : s.turnLimit,
  };
}

/** The public game of a search position (with an empty undo history). */
export const toGame = (s: State): Game => fromRecord(positionRecordOf(s));

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
