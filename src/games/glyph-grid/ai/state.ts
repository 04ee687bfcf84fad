// The search's own position: typed arrays instead of immer objects, so a copy is two small memcpys
// and move generation touches no garbage. It converts to and from the public Game through the rules
// door only; test/games/glyph-grid/agreement.test.ts holds it to the rules core.
import { type Game, type Piece, type Player, type Reason, DRAW_REASONS, WIN_REASONS } from '../rules/index';

export const SQUARES = 49;
/** Piece codes: 0 empty, else player * 2 + (1 Core, 2 Shard). */
export const EMPTY = 0;
const pieceCode = (player: number, core: boolean): number => player * 2 + (core ? 1 : 2);
export const ownerOf = (code: number): number => (code - 1) >> 1;
export const isCore = (code: number): boolean => (code & 1) === 1;
/** Mark codes: -1 none, else the player. */
export const NO_MARK = -1;

/** winner: -1 while the game is on, 0 or 1 a player, 2 a draw; reason: an index into REASONS. */
export const ON = -1;
export const DRAW = 2;
const REASONS: readonly Reason[] = [...WIN_REASONS, ...DRAW_REASONS];
export const reasonCode = (r: Reason): number => REASONS.indexOf(r);

export interface State {
  board: Int8Array; // piece code per square
  marks: Int8Array; // mark code per square
  current: number;
  turn: number;
  quiet: number;
  rest: Int8Array; // per player: 1 when ANCHOR rests
  markCount: Int8Array; // per player
  core: Int8Array; // per player: the Core's square, -1 once captured
  winner: number;
  reason: number;
  clocks: [number, number] | null; // carried through untouched: the search does not read the clocks
}

export function clone(s: State): State {
  return {
    board: s.board.slice(),
    marks: s.marks.slice(),
    current: s.current,
    turn: s.turn,
    quiet: s.quiet,
    rest: s.rest.slice(),
    markCount: s.markCount.slice(),
    core: s.core.slice(),
    winner: s.winner,
    reason: s.reason,
    clocks: s.clocks,
  };
}

/** Copies `src` into `dst` without allocating (the search keeps one State per ply). */
export function copyInto(dst: State, src: State): void {
  dst.board.set(src.board);
  dst.marks.set(src.marks);
  dst.current = src.current;
  dst.turn = src.turn;
  dst.quiet = src.quiet;
  dst.rest.set(src.rest);
  dst.markCount.set(src.markCount);
  dst.core.set(src.core);
  dst.winner = src.winner;
  dst.reason = src.reason;
  dst.clocks = src.clocks;
}

export function fromGame(g: Game): State {
  const board = new Int8Array(SQUARES);
  const marks = new Int8Array(SQUARES).fill(NO_MARK);
  const markCount = new Int8Array(2);
  const core = new Int8Array(2).fill(-1);
  for (let sq = 0; sq < SQUARES; sq++) {
    const p = g.pieces[sq];
    if (p) {
      board[sq] = pieceCode(p.player, p.kind === 'core');
      if (p.kind === 'core') core[p.player] = sq;
    }
    const m = g.marks[sq];
    if (m !== null && m !== undefined) {
      marks[sq] = m;
      markCount[m]!++;
    }
  }
  const r = g.result;
  return {
    board,
    marks,
    current: g.current,
    turn: g.turn,
    quiet: g.quiet,
    rest: Int8Array.from(g.rest, (b) => (b ? 1 : 0)),
    markCount,
    core,
    winner: r === null ? ON : r.winner === 'draw' ? DRAW : r.winner,
    reason: r === null ? -1 : reasonCode(r.reason),
    clocks: g.clocks === null ? null : [g.clocks[0], g.clocks[1]],
  };
}

export function toGame(s: State): Game {
  const pieces: (Piece | null)[] = Array.from(s.board, (c) =>
    c === EMPTY ? null : { player: ownerOf(c) as Player, kind: isCore(c) ? 'core' : 'shard' },
  );
  const marks = Array.from(s.marks, (m) => (m === NO_MARK ? null : (m as Player)));
  const reason = REASONS[s.reason]!;
  return {
    pieces,
    marks,
    current: s.current as Player,
    turn: s.turn,
    rest: [s.rest[0] === 1, s.rest[1] === 1],
    quiet: s.quiet,
    clocks: s.clocks === null ? null : [s.clocks[0], s.clocks[1]],
    result:
      s.winner === ON
        ? null
        : s.winner === DRAW
          ? { winner: 'draw', reason: reason as 'quiet' | 'limit' }
          : { winner: s.winner as Player, reason: reason as Exclude<Reason, 'quiet' | 'limit'> },
  };
}
