// The turn (R4, R7): which actions are legal, playing one, resigning, and undo.
import { SEATS, SQUARES } from './board';
import { endAfter } from './end';
import { positionKey } from './game';
import { movesOf, outcome, whyNot } from './moves';
import { IllegalActionError, type Action, type Game, type Move, type Seat } from './types';

const isSquare = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) < SQUARES;

/** What is wrong with the action's fields, before any rule looks at it; null when it is well formed. */
function shapeProblem(action: unknown): string | null {
  if (typeof action !== 'object' || action === null) return 'That is not an action';
  const r = action as Record<string, unknown>;
  const keys = Object.keys(r).sort().join(',');
  if (Object.hasOwn(r, 'kind')) {
    if (r.kind !== 'resign') return `There is no action called "${String(r.kind).slice(0, 20)}"`;
    if (keys !== 'kind,player') return 'A resignation names its player and nothing else';
    return r.player === 0 || r.player === 1 ? null : 'Only White (0) or Black (1) can resign';
  }
  if (keys !== 'from,to') return 'A move names its from-square and its to-square and nothing else';
  return isSquare(r.from) && isSquare(r.to) ? null : 'A move goes from a square of the board to another';
}

/** Why the action may not be played now, in a player's words; null when it is legal. */
export function whyIllegal(game: Game, action: Action): string | null {
  const shape = shapeProblem(action);
  if (shape !== null) return shape;
  if (game.end !== null) return 'The game is over';
  if ('kind' in action) return null; // either player may resign while the game is on (R7)
  const t = game.board[action.from];
  if (t != null && t.owner !== game.current && t.state !== 'captured') return `It is ${SEATS[game.current]}'s turn`;
  return whyNot(game.board, game.current, action);
}

export const isLegal = (game: Game, action: Action): boolean => whyIllegal(game, action) === null;

const RESIGN = [Object.freeze({ kind: 'resign', player: 0 }), Object.freeze({ kind: 'resign', player: 1 })] as const;

/** Every move of the player to move, then their resignation; nothing once the game is over. */
export function legalActions(game: Game): Action[] {
  if (game.end !== null) return [];
  return [...game.moves, RESIGN[game.current]];
}

export function play(game: Game, action: Action): Game {
  const problem = whyIllegal(game, action);
  if (problem !== null) throw new IllegalActionError(problem);
  if ('kind' in action) return resign(game, action.player as Seat);
  return move(game, action);
}

function move(game: Game, action: Move): Game {
  const { board, captured } = outcome(game.board, game.current, action);
  const current = (1 - game.current) as Seat;
  const key = positionKey(board, current);
  // Captures are permanent, so no position before one can recur: the count of R7.3 starts over.
  const quiet = captured.length > 0 ? 0 : game.quiet + 1;
  const seen = captured.length > 0 ? [key] : [...game.seen, key];
  const moves = movesOf(board, current);
  const over = endAfter(board, game.current, moves.length, seen, quiet);
  return Object.freeze({
    board,
    current,
    turn: game.turn + 1,
    quiet,
    seen: Object.freeze(seen),
    end: over?.end ?? null,
    winner: over?.winner ?? null,
    moves: Object.freeze(moves),
    previous: game,
  });
}

/** R7: a resignation is not a move: only the end changes, and it cannot be undone. */
function resign(game: Game, player: Seat): Game {
  return Object.freeze({ ...game, end: 'resigned', winner: (1 - player) as Seat, previous: null });
}

export const canUndo = (game: Game): boolean => game.previous !== null;

/** Takes back the last move, with the end it brought (R7). */
export function undo(game: Game): Game {
  if (game.previous === null) {
    throw new IllegalActionError(
      game.end === 'resigned' ? 'A resignation cannot be undone' : 'There is no move to undo',
    );
  }
  return game.previous;
}
