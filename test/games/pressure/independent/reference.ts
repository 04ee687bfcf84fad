// An independent second implementation of Pressure's rules, written from
// shared/design/pressure-rulings.md alone (R1–R9), to be compared with the rules door over random
// games. Plain data, no immer, nothing imported from src/.
import { beyond, boxedIn, neighbours, squareName, squareOf, type Board, type Side, type Token } from './board';
import { boardField, formatPlacement, parsePlacement, type Placement } from './position';

export type End = 'captured' | 'no-move' | 'repetition' | 'move-limit' | 'resigned';
interface Result {
  readonly winner: Side | 'draw';
  readonly end: End;
}

export interface RefGame extends Placement {
  /** R7.3: the board field and side of this position. */
  readonly key: string;
  readonly result: Result | null;
  /** The position before the last move (undo, repetition); null at the start or a parsed position. */
  readonly previous: RefGame | null;
  /** R7: a resignation ends the game and cannot be undone. */
  readonly resigned: boolean;
}

interface Move {
  readonly from: number;
  readonly to: number;
  /** R4: the occupied squares pushed, nearest first (empty for a step). */
  readonly line: readonly number[];
}

const SIDE_NAMES = ['white', 'black'] as const;
const other = (side: Side): Side => (side === 0 ? 1 : 0);
const keyOf = (board: Board, side: Side): string => `${boardField(board)} ${side}`;

// R4: every step and push of every active token of the player to move.
function movesOf(board: Board, side: Side): Move[] {
  const moves: Move[] = [];
  board.forEach((token, from) => {
    if (token?.owner !== side || token.state !== 'active') return; // R4: captured, inactive never move
    for (const to of neighbours(from)) {
      if (board[to] === null) {
        moves.push({ from, to, line: [] }); // R4: a step
        continue;
      }
      // R4: a push: the line of occupied squares from `to` on; the square after it on the board and empty.
      const line = [to];
      let behind = from;
      let next = beyond(behind, to);
      while (next !== null && board[next] !== null) {
        behind = line[line.length - 1] as number;
        line.push(next);
        next = beyond(behind, next);
      }
      if (next !== null) moves.push({ from, to, line }); // a line reaching the edge cannot be pushed
    }
  });
  return moves;
}

const captured = (board: Board, side: Side): number =>
  board.filter((t) => t?.owner === side && t.state === 'captured').length;

// R7.5: fewer of one's own tokens captured wins; equal is a draw.
function scored(board: Board, end: End): Result {
  const [w, b] = [captured(board, 0), captured(board, 1)];
  return { winner: w < b ? 0 : b < w ? 1 : 'draw', end };
}

/** R7.3: how many times the position `key` has stood on the board in this game, `game` included. */
function occurrences(game: RefGame): number {
  let count = 0;
  for (let g: RefGame | null = game; g; g = g.previous) if (g.key === game.key) count++;
  return count;
}

// R7, checked in order after every move (and on a parsed position, R9, with the side not to move
// as the mover). `game.result` is not yet set.
function endOf(game: RefGame): Result | null {
  const mover = other(game.side);
  const { board, side } = game;
  // R7.1: every token of the mover's opponent captured (a colour without tokens only loses by R7.2, R9).
  const theirs = board.filter((t) => t?.owner === side);
  if (theirs.length > 0 && theirs.every((t) => t?.state === 'captured')) return { winner: mover, end: 'captured' };
  // R7.2: the player to move has no legal move and loses.
  if (movesOf(board, side).length === 0) return { winner: mover, end: 'no-move' };
  // R7.3: the third occurrence of a position ends the game with a scored finish.
  if (occurrences(game) >= 3) return scored(board, 'repetition');
  // R7.4: 200 moves in a row without a capture.
  if (game.quiet >= 200) return scored(board, 'move-limit');
  return null;
}

function withEnd(p: Placement, previous: RefGame | null): RefGame {
  const game: RefGame = { ...p, key: keyOf(p.board, p.side), result: null, previous, resigned: false };
  return { ...game, result: endOf(game) };
}

// R2: the start position.
export function refNewGame(): RefGame {
  return refParse('pressure 1\n.BB../B.B../BB.WW/..W.W/..WW. w 0 0\n');
}

/** R9: throws an Error on a text ours must refuse; the game read counts as the first occurrence. */
export function refParse(text: string): RefGame {
  return withEnd(parsePlacement(text), null);
}

export const refFormat = (game: RefGame): string => formatPlacement(game);

/** Every legal action of the player to move in the notation of R8 (and R7's resignation). */
export function refLegal(game: RefGame): string[] {
  if (game.result) return []; // R7: no action once the game is over
  const moves = movesOf(game.board, game.side).map((m) => `${squareName(m.from)}-${squareName(m.to)}`);
  return [...moves, `resign ${SIDE_NAMES[game.side]}`];
}

/** Plays an action written as R8 (or `resign white|black`); throws if it is not legal. */
export function refPlay(game: RefGame, text: string): RefGame {
  if (game.result) throw new Error('the game is over');
  const resign = /^resign (white|black)$/.exec(text);
  if (resign) {
    // R7: either player may resign while the game is on; nothing else changes.
    const player: Side = resign[1] === 'white' ? 0 : 1;
    return { ...game, result: { winner: other(player), end: 'resigned' }, resigned: true };
  }
  const [fromName, toName] = text.split('-');
  const from = squareOf(fromName ?? '');
  const to = squareOf(toName ?? '');
  const move = movesOf(game.board, game.side).find((m) => m.from === from && m.to === to);
  if (!move) throw new Error(`${text} is not legal`);
  const mover = game.side;
  const board: (Token | null)[] = [...game.board];
  // R4: every token of the line moves one square on, the farthest first; the mover takes `to`.
  const arrived: number[] = [];
  for (let i = move.line.length - 1; i >= 0; i--) {
    const sq = move.line[i] as number;
    const dest = beyond(i === 0 ? move.from : (move.line[i - 1] as number), sq) as number;
    board[dest] = board[sq] ?? null;
    arrived.push(dest);
  }
  board[move.to] = board[move.from] ?? null;
  board[move.from] = null;
  // R5: once the move is complete, every uncaptured boxed-in token is captured, of either side.
  const boxed = board.map((t, sq) => t !== null && t.state !== 'captured' && boxedIn(board, sq));
  let captures = 0;
  board.forEach((t, sq) => {
    if (t && boxed[sq]) {
      board[sq] = { owner: t.owner, state: 'captured' };
      captures++;
    }
  });
  // R6: opponent tokens pushed and not captured become inactive.
  for (const sq of arrived) {
    const t = board[sq];
    if (t && t.owner !== mover && t.state !== 'captured') board[sq] = { owner: t.owner, state: 'inactive' };
  }
  // R6: the mover's inactive tokens become active as the turn ends.
  board.forEach((t, sq) => {
    if (t && t.owner === mover && t.state === 'inactive') board[sq] = { owner: mover, state: 'active' };
  });
  // R7.4: the quiet count restarts after a capture; R9: turn counts moves.
  const placement = { board, side: other(mover), quiet: captures > 0 ? 0 : game.quiet + 1, turn: game.turn + 1 };
  return withEnd(placement, game);
}

// R7: undo takes back one move with its end of game; never a resignation.
export const refCanUndo = (game: RefGame): boolean => !game.resigned && game.previous !== null;

export function refUndo(game: RefGame): RefGame {
  if (!refCanUndo(game) || !game.previous) throw new Error('nothing to undo');
  return game.previous;
}

/** What status() must say (R7). */
export function refStatus(game: RefGame) {
  return {
    players: 2,
    current: game.side,
    turn: game.turn,
    quiet: game.quiet,
    winner: game.result ? game.result.winner : null,
    end: game.result ? game.result.end : null,
    captured: [captured(game.board, 0), captured(game.board, 1)],
  };
}
