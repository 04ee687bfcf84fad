// An independent second implementation of Glyph Grid, written from shared/design/glyph-grid-rulings.md
// alone (not from src/games/glyph-grid), to check the rules core against in random games
// (independent.test.ts). Plain data, each rule once, marked with its ruling.
import { KING, KNIGHT, ORTHOGONAL, offset, SIZE, startCells, type Cell, type Side } from './board';

type Glyph = 'vector' | 'lance' | 'arc' | 'pulse' | 'anchor';
export type RefMove = { glyph: Glyph; from: number; to: number } | { glyph: 'resign'; player: Side };

export type Reason =
  'capture' | 'surround' | 'immobile' | 'line' | 'square' | 'dominion' | 'time' | 'resign' | 'quiet' | 'limit';

export interface State {
  cells: Cell[];
  current: Side;
  /** Committed turns (R14). */
  turn: number;
  /** R12.1: whose ANCHOR rests, White's then Black's (R14's `rest`). */
  rest: [boolean, boolean];
  /** R11's quiet counter. */
  quiet: number;
  /** R11: remaining ms, White's then Black's; null untimed. */
  clocks: [number, number] | null;
  result: { winner: Side | 'draw'; reason: Reason } | null;
}

const other = (side: Side): Side => (side === 0 ? 1 : 0);

// R11: 5 minutes each by default; a whole number of ms above 0, or null for untimed; else RangeError.
export function newState(clock: number | null = 300_000): State {
  if (clock !== null && !(Number.isInteger(clock) && clock > 0)) throw new RangeError(`bad clock ${clock}`);
  return {
    cells: startCells(),
    current: 0, // R2: White first
    turn: 0,
    rest: [false, false],
    quiet: 0,
    clocks: clock === null ? null : [clock, clock],
    result: null,
  };
}

function copy(s: State): State {
  return {
    cells: s.cells.map((c) => ({ piece: c.piece && { ...c.piece }, mark: c.mark })),
    current: s.current,
    turn: s.turn,
    rest: [s.rest[0], s.rest[1]],
    quiet: s.quiet,
    clocks: s.clocks && [s.clocks[0], s.clocks[1]],
    result: s.result && { ...s.result },
  };
}

/** R5: may the piece on `from` end its move on `to`? Empty, or an enemy it is allowed to capture. */
function canLand(s: State, from: number, to: number): boolean {
  const mover = s.cells[from]!.piece!;
  const there = s.cells[to]!.piece;
  if (!there) return true;
  if (there.side === mover.side) return false; // R5: never onto its own side's piece
  return mover.core || there.core; // R5: a Core takes anything, a Shard only the enemy Core
}

/** Every glyph move of the piece on `from` (R6), ANCHOR included unless it rests (R12.1). */
function pieceMoves(s: State, from: number): RefMove[] {
  const moves: RefMove[] = [];
  const piece = s.cells[from]!.piece!;
  const me = piece.side;
  for (const [dr, dc] of KING) {
    // R6 VECTOR: one step, empty or a capture.
    const one = offset(from, dr, dc);
    if (one === null) continue;
    if (canLand(s, from, one)) moves.push({ glyph: 'vector', from, to: one });
    // R6 LANCE: exactly two steps in a straight line (diagonals too), the square between empty.
    const two = offset(from, 2 * dr, 2 * dc);
    if (two !== null && !s.cells[one]!.piece && canLand(s, from, two)) moves.push({ glyph: 'lance', from, to: two });
  }
  for (const [dr, dc] of KNIGHT) {
    // R6 ARC: a knight's jump, empty or a capture.
    const to = offset(from, dr, dc);
    if (to !== null && canLand(s, from, to)) moves.push({ glyph: 'arc', from, to });
  }
  for (const [dr, dc] of KING) {
    // R6 PULSE: step onto an adjacent enemy, which is pushed on; not an enemy on its own mark,
    // not a Shard against the Core.
    const to = offset(from, dr, dc);
    if (to === null) continue;
    const target = s.cells[to]!;
    if (!target.piece || target.piece.side === me) continue;
    if (target.mark === target.piece.side) continue; // R7: protected on its own mark
    if (!piece.core && target.piece.core) continue;
    moves.push({ glyph: 'pulse', from, to });
  }
  if (!s.rest[me]) {
    // R6 ANCHOR in place: not on a square already carrying the player's own mark.
    if (s.cells[from]!.mark !== me) moves.push({ glyph: 'anchor', from, to: from });
    // R6 ANCHOR claim: one step onto an empty square carrying the enemy's mark.
    for (const [dr, dc] of KING) {
      const to = offset(from, dr, dc);
      if (to === null) continue;
      const cell = s.cells[to]!;
      if (!cell.piece && cell.mark === other(me)) moves.push({ glyph: 'anchor', from, to });
    }
  }
  return moves;
}

/** R4, R10: every legal action of the player to move, their resignation included; none once over. */
export function legalMoves(s: State): RefMove[] {
  if (s.result) return [];
  const moves: RefMove[] = [];
  s.cells.forEach((cell, sq) => {
    if (cell.piece?.side === s.current) moves.push(...pieceMoves(s, sq));
  });
  moves.push({ glyph: 'resign', player: s.current });
  return moves;
}

const marksOf = (s: State, side: Side): number => s.cells.filter((c) => c.mark === side).length;

/** R10 Seal: four marks in a row (any of four directions) gives `line`, else a 2 × 2 gives `square`. */
function sealOf(s: State, side: Side): 'line' | 'square' | null {
  const mine = (sq: number | null): boolean => sq !== null && s.cells[sq]!.mark === side;
  for (let sq = 0; sq < SIZE * SIZE; sq++) {
    for (const [dr, dc] of [
      [0, 1],
      [1, 0],
      [1, 1],
      [1, -1],
    ] as const) {
      if ([0, 1, 2, 3].every((k) => mine(offset(sq, k * dr, k * dc)))) return 'line'; // R10: line wins over square
    }
  }
  for (let sq = 0; sq < SIZE * SIZE; sq++) {
    if (mine(sq) && mine(offset(sq, 0, 1)) && mine(offset(sq, 1, 0)) && mine(offset(sq, 1, 1))) return 'square';
  }
  return null;
}

const coreOf = (s: State, side: Side): number => s.cells.findIndex((c) => c.piece?.side === side && c.piece.core);

/** R9: the start-of-turn steps for the player now to move. */
function beginTurn(s: State): void {
  const p = s.current;
  const opp = other(p);
  // R9.1 Dominion held: six or more marks, counted before the inversion.
  if (marksOf(s, p) >= 6) {
    s.result = { winner: p, reason: 'dominion' };
    return;
  }
  // R9.2 Core surrounded: all four orthogonal neighbours on the board and holding enemy pieces.
  const core = coreOf(s, p);
  const around = ORTHOGONAL.map(([dr, dc]) => offset(core, dr, dc));
  if (around.every((sq) => sq !== null && s.cells[sq]!.piece?.side === opp)) {
    s.result = { winner: opp, reason: 'surround' };
    return;
  }
  // R9.3 Core immobilized: no legal action of the Core with any glyph (rest and own-mark rule included).
  if (pieceMoves(s, core).length === 0) {
    s.result = { winner: opp, reason: 'immobile' };
    return;
  }
  // R9.4 / R8 Inversion: enemy marks under the player's pieces become the player's; a flip resets quiet (R11).
  for (const cell of s.cells) {
    if (cell.mark === opp && cell.piece?.side === p) {
      cell.mark = p;
      s.quiet = 0;
    }
  }
  // R9.5 Seal after the inversion.
  const seal = sealOf(s, p);
  if (seal) {
    s.result = { winner: p, reason: seal };
    return;
  }
  // R9.6 / R11 draws: the quiet counter first, then the turn limit.
  if (s.quiet >= 60) s.result = { winner: 'draw', reason: 'quiet' };
  else if (s.turn >= 300) s.result = { winner: 'draw', reason: 'limit' };
}

/** Plays one legal action (the caller checks legality), returning the new state. */
export function apply(before: State, move: RefMove): State {
  const s = copy(before);
  if (move.glyph === 'resign') {
    // R10: the other player wins; neither `current` nor `turn` changes.
    s.result = { winner: other(move.player), reason: 'resign' };
    return s;
  }
  const me = s.current;
  const { from, to } = move;
  const mover = s.cells[from]!.piece!;
  let captured = false;
  let coreTaken = false;
  let markChanged = false;
  const remove = (sq: number): void => {
    captured = true;
    if (s.cells[sq]!.piece!.core) coreTaken = true;
    s.cells[sq]!.piece = null;
  };
  const moveTo = (dest: number): void => {
    s.cells[from]!.piece = null;
    s.cells[dest]!.piece = mover;
  };
  if (move.glyph === 'vector' || move.glyph === 'lance' || move.glyph === 'arc') {
    // R5: landing on an enemy captures it.
    if (s.cells[to]!.piece) remove(to);
    moveTo(to);
  } else if (move.glyph === 'pulse') {
    // R6 PULSE: the enemy goes one square further the same way; off the board or into a piece, it is captured.
    const dr = Math.floor(to / SIZE) - Math.floor(from / SIZE);
    const dc = (to % SIZE) - (from % SIZE);
    const beyond = offset(to, dr, dc);
    if (beyond === null || s.cells[beyond]!.piece) remove(to);
    else {
      s.cells[beyond]!.piece = s.cells[to]!.piece;
      s.cells[to]!.piece = null;
    }
    moveTo(to); // the push itself changes no mark
  } else {
    // R6 ANCHOR (in place when to === from, else a claim): the square gets the player's mark.
    if (to !== from) moveTo(to);
    s.cells[to]!.mark = me;
    markChanged = true;
  }
  // R12.1 / R14: listed from the end of a turn with ANCHOR to the end of the player's next turn.
  s.rest[me] = move.glyph === 'anchor';
  // R11: a capture or a changed mark resets the quiet counter, anything else counts one.
  s.quiet = captured || markChanged ? 0 : s.quiet + 1;
  // R10: the action commits its turn even when it wins.
  s.turn += 1;
  s.current = other(me);
  // R10: capturing the Core wins at once; so does a seal by the mover.
  if (coreTaken) {
    s.result = { winner: me, reason: 'capture' };
    return s;
  }
  const seal = sealOf(s, me);
  if (seal) {
    s.result = { winner: me, reason: seal };
    return s;
  }
  beginTurn(s);
  return s;
}

/** R11 `elapse`: charge the player to move; at 0 that player loses on time. */
export function elapse(before: State, ms: number): State {
  if (!(Number.isInteger(ms) && ms >= 0)) throw new RangeError(`bad ms ${ms}`);
  if (!before.clocks || before.result) return before;
  const s = copy(before);
  const clocks = s.clocks!;
  clocks[s.current] = Math.max(0, clocks[s.current] - ms);
  if (clocks[s.current] === 0) s.result = { winner: other(s.current), reason: 'time' };
  return s;
}

/** R10's status fields. */
export function refStatus(s: State): {
  current: Side;
  turn: number;
  winner: Side | 'draw' | null;
  reason: Reason | null;
  marks: [number, number];
  clocks: [number, number] | null;
  rest: [boolean, boolean];
  quiet: number;
} {
  return {
    current: s.current,
    turn: s.turn,
    winner: s.result?.winner ?? null,
    reason: s.result?.reason ?? null,
    marks: [marksOf(s, 0), marksOf(s, 1)],
    clocks: s.clocks && [s.clocks[0], s.clocks[1]],
    rest: [s.rest[0], s.rest[1]],
    quiet: s.quiet,
  };
}
