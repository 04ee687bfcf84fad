// The turn: which actions are legal, playing one, resignation, undo within Rebel's turn (R4, R7–R9).
import { produce, type Draft } from 'immer';
import { excerpt } from '../../../util/excerpt';
import { isColour } from './board';
import { isSquare, positionOf, winnerOf } from './game';
import { applyMove, moveCandidates, whyNotMove } from './move';
import { applyPlace, placeCandidates, whyNotPlace } from './place';
import { IllegalActionError, type Action, type ActionKind, type Game, type Position } from './types';

/** The fields each kind of action carries besides its kind, and what each must be. */
const FIELDS = {
  move: { from: isSquare, to: isSquare },
  place: { colour: isColour, at: isSquare },
  resign: { player: (v: unknown) => v === 0 || v === 1 || v === 2 || v === 3 },
} as const satisfies Record<ActionKind, Record<string, (v: unknown) => boolean>>;

const FIELD_WORDS: Record<string, string> = {
  from: 'a square (0–35)',
  to: 'a square (0–35)',
  at: 'a square (0–35)',
  colour: 'a colour letter R, B, Y or G',
  player: 'a seat',
};

/** Why the action's shape is wrong, or null: an action is exactly its fields (they compare by value). */
function shapeProblem(a: object): string | null {
  const r = a as Record<string, unknown>;
  if (typeof r.kind !== 'string') return 'That is not an action';
  if (!Object.hasOwn(FIELDS, r.kind)) return `There is no action called "${excerpt(r.kind)}"`;
  const fields: Record<string, (v: unknown) => boolean> = FIELDS[r.kind as ActionKind];
  for (const [key, ok] of Object.entries(fields)) {
    if (!Object.hasOwn(r, key)) return `The action needs "${key}"`;
    if (!ok(r[key])) return `"${key}" must be ${FIELD_WORDS[key]}`;
  }
  const extra = Object.keys(r).find((key) => key !== 'kind' && !Object.hasOwn(fields, key));
  return extra === undefined ? null : `The action does not take "${excerpt(extra, 20)}"`;
}

/** Why the action may not be played now, in a player's words; null when it is legal. */
export function whyIllegal(game: Game, action: Action): string | null {
  if (typeof action !== 'object' || action === null) return 'That is not an action';
  const shape = shapeProblem(action);
  if (shape !== null) return shape;
  if (winnerOf(game) !== null) return 'The game is over';
  switch (action.kind) {
    case 'move':
      return whyNotMove(game, action);
    case 'place':
      return whyNotPlace(game, action);
    case 'resign':
      return action.player === 0 || action.player === 1 ? null : `Pebble Rebel has no seat ${action.player}`;
  }
}

export const isLegal = (game: Game, action: Action): boolean => whyIllegal(game, action) === null;

/** Every legal action of the player to act, once each, then that player's resignation. */
export function legalActions(game: Game): Action[] {
  if (winnerOf(game) !== null) return [];
  const turn = game.current === 0 ? moveCandidates(game) : placeCandidates(game);
  return [...turn, { kind: 'resign', player: game.current }];
}

export function play(game: Game, action: Action): Game {
  const problem = whyIllegal(game, action);
  if (problem !== null) throw new IllegalActionError(problem);
  const before = positionOf(game);
  return produce(game, (d) => {
    const p = d as Draft<Position>;
    if (action.kind === 'move') applyMove(p, action);
    else if (action.kind === 'place') applyPlace(p, action);
    else p.resigned = action.player as 0 | 1;
    // Undo stays within Rebel's placements: the one that commits his turn or ends the game, a
    // resignation and Pebble's move (it drew stones) cannot be taken back (R8).
    const undoable = action.kind === 'place' && d.current === 1 && winnerOf(d as Position) === null;
    if (undoable) d.history.push(before as Draft<Position>);
    else d.history = [];
  });
}

export const canUndo = (game: Game): boolean => game.history.length > 0;

export function undo(game: Game): Game {
  const previous = game.history[game.history.length - 1];
  if (previous === undefined) {
    const why =
      winnerOf(game) !== null
        ? 'the game is over'
        : game.current === 1
          ? 'Rebel has placed no stone this turn'
          : "only Rebel's placements within his turn can be taken back";
    throw new IllegalActionError(`Nothing to undo: ${why}`);
  }
  return Object.freeze({ ...previous, history: game.history.slice(0, -1) });
}
