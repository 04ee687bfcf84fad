// The shape every action family shares: where it is legal, what it could target, why an action is
// illegal (or null when it is legal), and its effect. Each family states its rules once, here-shaped.
import type { Draft } from 'immer';
import { COLOUR_NAMES, squareName } from './board';
import type { Action, ActionKind, Owner, Player, Position, Stage } from './types';

type ActionOf<K extends ActionKind> = Extract<Action, { kind: K }>;

/**
 * Why an action is illegal, in a player's words. Words that name squares, colours or counts come
 * as a function that writes them when they are read: listing the legal actions asks every
 * candidate and reads none of the words.
 */
export type Problem = string | (() => string);

export const words = (p: Problem): string => (typeof p === 'string' ? p : p());

/**
 * A problem whose words are written from `args` when read. The words' function takes its values as
 * arguments instead of capturing them: a check that captures its variables in a closure pays for
 * them on every call, legal or not, and listing the legal actions makes hundreds of checks.
 */
export const later =
  <A extends unknown[]>(say: (...args: A) => string, ...args: A): Problem =>
  () =>
    say(...args);

export interface Rule<K extends ActionKind> {
  readonly kind: K;
  /** The manual's name, used in messages ("Reduction Attack: …"). */
  readonly name: string;
  /** The stages in which the action may be taken (docs/rules.md, "Turn structure"). */
  readonly stages: readonly Stage[];
  /** Every action of this kind that could be legal for `me`, each once (a superset is fine). */
  candidates(g: Position, me: Player): ActionOf<K>[];
  /** Why `me` may not take the action now, in a player's words; null when it is legal. */
  why(g: Position, me: Player, a: ActionOf<K>): Problem | null;
  /** The action's effect, including the stage it leads to. Only called on legal actions. */
  apply(d: Draft<Position>, me: Player, a: ActionOf<K>): void;
}

export const colourName = (owner: Owner): string => (owner === 'neutral' ? 'neutral' : COLOUR_NAMES[owner]!);

export const sqName = squareName;
