// The fast engine's rules: Pebble's fewest-run moves, Rebel's placements, lines and the full
// board, on a View. Held to the rules core by test/games/pebble-rebel/agreement.test.ts.
import { EMPTY, REBEL, PEBBLE, SIZE, SQUARES, type View } from './state';

const table = <T>(f: (sq: number) => T): T[] => Array.from({ length: SQUARES }, (_, sq) => f(sq));
const row = (sq: number): number => Math.floor(sq / SIZE);
const col = (sq: number): number => sq % SIZE;

/** Per square, the squares along each of the four orthogonal directions, nearest first. */
const RAYS: number[][][] = table((sq) =>
  [
    [-1, 0],
    [0, 1],
    [1, 0],
    [0, -1],
  ].map(([dr, dc]) => {
    const out: number[] = [];
    for (let r = row(sq) + dr!, c = col(sq) + dc!; r >= 0 && r < SIZE && c >= 0 && c < SIZE; r += dr!, c += dc!) {
      out.push(r * SIZE + c);
    }
    return out;
  }),
);

/** Per square, its orthogonal neighbours. */
export const NEIGHBOURS: number[][] = table((sq) => RAYS[sq]!.flatMap((ray) => ray.slice(0, 1)));

const queue = new Int8Array(SQUARES);

/** The fewest runs from `from` to every square into `cost` (0 at `from`, -1 where it cannot go). */
export function runCosts(board: Int8Array, from: number, cost: Int8Array): void {
  cost.fill(-1);
  cost[from] = 0;
  queue[0] = from;
  for (let head = 0, tail = 1; head < tail; head++) {
    const sq = queue[head]!;
    const next = cost[sq]! + 1;
    for (const ray of RAYS[sq]!) {
      for (const to of ray) {
        if (board[to] !== EMPTY) break;
        if (cost[to] !== -1) continue;
        cost[to] = next;
        queue[tail++] = to;
      }
    }
  }
}

/** Does the stone on `sq` stand in four or more of its colour in a row or a column? */
export function lineThrough(board: Int8Array, sq: number): boolean {
  const c = board[sq]!;
  if (c === EMPTY) return false;
  const rays = RAYS[sq]!;
  for (let axis = 0; axis < 2; axis++) {
    let n = 1;
    for (const ray of [rays[axis]!, rays[axis + 2]!]) {
      for (const s of ray) {
        if (board[s] !== c) break;
        n++;
      }
    }
    if (n >= 4) return true;
  }
  return false;
}

function hasLine(board: Int8Array): boolean {
  for (let sq = 0; sq < SQUARES; sq++) if (lineThrough(board, sq)) return true;
  return false;
}

export function emptyCount(board: Int8Array): number {
  let n = 0;
  for (let sq = 0; sq < SQUARES; sq++) if (board[sq] === EMPTY) n++;
  return n;
}

export const DRAW = 2;
export const ON = -1;

/** Who has won (PEBBLE, REBEL, DRAW), or ON while the game goes on; resignation is the door's. */
export function winnerOf(v: View): number {
  const line = hasLine(v.board);
  const full = emptyCount(v.board) === 0;
  return line ? (full ? DRAW : PEBBLE) : full ? REBEL : ON;
}

// Actions as numbers: a move from*36+to, a placement PLACE + colour*36 + at.
export const PLACE = SQUARES * SQUARES;
export const encodeMove = (from: number, to: number): number => from * SQUARES + to;
export const encodePlace = (colour: number, at: number): number => PLACE + colour * SQUARES + at;

const costs = new Int8Array(SQUARES);

/** Every legal action but resignation of the player to act, into `out`. */
export function generate(v: View, out: number[]): void {
  if (winnerOf(v) !== ON) return;
  if (v.current === PEBBLE) {
    for (let from = 0; from < SQUARES; from++) {
      if (v.board[from] === EMPTY) continue;
      runCosts(v.board, from, costs);
      for (let to = 0; to < SQUARES; to++) if (costs[to]! > 0) out.push(encodeMove(from, to));
    }
    return;
  }
  for (let colour = 0; colour < 4; colour++) {
    if (!v.hand.includes(colour)) continue;
    for (let at = 0; at < SQUARES; at++) if (v.board[at] === EMPTY) out.push(encodePlace(colour, at));
  }
}

/**
 * Pebble's move: the stone moves and her turn is committed. Returns how many stones Rebel is to
 * draw (0 when the move made a line); the draw is chance, fed in by `draw`.
 */
function applyMove(v: View, from: number, to: number): number {
  runCosts(v.board, from, costs);
  const cost = costs[to]!;
  v.board[to] = v.board[from]!;
  v.board[from] = EMPTY;
  v.turn += 1;
  v.current = REBEL;
  return lineThrough(v.board, to) ? 0 : Math.min(cost, emptyCount(v.board));
}

/** A stone of `colour` drawn from the bag into Rebel's hand. */
export function draw(v: View, colour: number): void {
  v.bag[colour]! -= 1;
  v.hand.push(colour);
}

/** Rebel places the first stone of `colour` in his hand; the last one commits his turn. */
function applyPlace(v: View, colour: number, at: number): void {
  v.hand.splice(v.hand.indexOf(colour), 1);
  v.board[at] = colour;
  if (v.hand.length === 0) {
    v.turn += 1;
    v.current = PEBBLE;
  }
}

/** Plays an encoded action (a move's draws are left to the caller); returns a move's draw count. */
export function apply(v: View, action: number): number {
  if (action < PLACE) return applyMove(v, Math.floor(action / SQUARES), action % SQUARES);
  applyPlace(v, Math.floor((action - PLACE) / SQUARES), (action - PLACE) % SQUARES);
  return 0;
}
