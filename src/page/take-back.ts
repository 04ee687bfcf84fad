// Take back, where the rules' Undo stays within a turn of several actions (Vacuum's): against
// computers, back to the start of the last turn a person here played before the turn now being
// played, the computers' replies with it. Where Undo already reaches back past a turn's start, Take back is not offered:
// Undo does it.
import type { PlayedAction } from '../core/module';

export interface TakeBackTo {
  /** How many actions stay: the game goes back to the position after them. */
  keep: number;
  /** The person's turn that goes: its seat and turn (status().turn at its start). */
  seat: number;
  turn: number;
  /** The other seats whose turns go with it (the computers' replies), in the order they played. */
  replies: number[];
}

/**
 * Where Take back would go, or null where it is not offered. `played`: the game's actions with who
 * played them; `startsTurn(i)`: whether action `i` began a turn; `person(seat)`: whether a person
 * at this page plays the seat; `undoesTurnStart`: whether the rules' Undo reaches back past the
 * start of the turn now being played.
 */
export function takeBackTo<A>(
  played: readonly PlayedAction<A>[],
  startsTurn: (index: number) => boolean,
  person: (seat: number) => boolean,
  undoesTurnStart: boolean,
): TakeBackTo | null {
  if (undoesTurnStart) return null;
  // The turn now being played began at its first action, or begins after the last one (no action yet).
  let now = played.length;
  while (now > 0 && !startsTurn(now)) now--;
  for (let i = now - 1; i >= 0; i--) {
    if (!startsTurn(i) || !person(played[i]!.seat)) continue;
    const { seat, turn } = played[i]!;
    const replies = [...new Set(played.slice(i).map((p) => p.seat))].filter((s) => s !== seat);
    return { keep: i, seat, turn, replies };
  }
  return null;
}
