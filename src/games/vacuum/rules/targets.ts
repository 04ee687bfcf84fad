// Where an action can go, asked the way a board asks it (like chessops' dests): the sources of an
// action kind, the targets from one source, the pebble counts on offer, and the actions a press
// on a target square means. Every answer is read off legalActions, so it agrees with `play`.
import { colOf, rowOf, SIZE } from './board';
import { CAST_DISTANCE } from './stones';
import { legalActions } from './turn';
import type { Action, ActionKind, Game, Sq } from './types';

type Kinded<K extends ActionKind> = Extract<Action, { kind: K }>;
const sourceOf = (a: Action): Sq | null => ('from' in a ? a.from : null);
const targetOf = (a: Action): Sq | null => ('to' in a ? a.to : 'at' in a ? a.at : null);
const countOf = (a: Action): number | null => ('count' in a ? a.count : null);

const ofKind = <K extends ActionKind>(game: Game, kind: K): Kinded<K>[] =>
  legalActions(game).filter((a): a is Kinded<K> => a.kind === kind);

const unique = (squares: (Sq | null)[]): Sq[] => [...new Set(squares.filter((s): s is Sq => s !== null))];

/** Whether actions of this kind name one square (`at`) rather than a source and a target. */
export const namesOneSquare = (kind: ActionKind): boolean =>
  kind === 'entrench' || kind === 'stoneCreation' || kind === 'vacuumMove';

/** The squares a legal action of `kind` starts from (none for kinds that name one square). */
export function sources(game: Game, kind: ActionKind): Sq[] {
  return unique(ofKind(game, kind).map(sourceOf));
}

/**
 * The squares a legal action of `kind` reaches: from `from` when given (any source otherwise), and
 * with exactly `count` pebbles when given. For kinds that name one square, those squares.
 */
export function targets(game: Game, kind: ActionKind, from?: Sq, count?: number): Sq[] {
  return unique(
    ofKind(game, kind)
      .filter((a) => from === undefined || sourceOf(a) === from)
      .filter((a) => count === undefined || countOf(a) === null || countOf(a) === count)
      .map(targetOf),
  );
}

/** The pebble counts a legal action of `kind` from `from` can carry, largest first ([] if uncounted). */
export function counts(game: Game, kind: ActionKind, from: Sq): number[] {
  const all = ofKind(game, kind)
    .filter((a) => sourceOf(a) === from)
    .map(countOf);
  return [...new Set(all.filter((n): n is number => n !== null))].sort((a, b) => b - a);
}

/**
 * The legal actions of `kind` from `from` (null for kinds that name one square) to `to`, with
 * `count` pebbles when counted: one action, or one per defender where several opponents share `to`.
 */
export function actionsTo(game: Game, kind: ActionKind, from: Sq | null, to: Sq, count?: number): Action[] {
  return ofKind(game, kind).filter(
    (a) =>
      sourceOf(a) === from &&
      targetOf(a) === to &&
      (count === undefined || countOf(a) === null || countOf(a) === count),
  );
}

/** Every legal action that moves something from `from` to `to`, of any kind (a drag means one of these). */
export function actionsBetween(game: Game, from: Sq, to: Sq): Action[] {
  return legalActions(game).filter((a) => sourceOf(a) === from && targetOf(a) === to);
}

/**
 * Cast Stone aimed at a square: the straight cast from `from` in the direction of `toward` (any
 * square along one of the eight lines from the stone), or null. A hook square never lies on the
 * line of its own cast, so aiming along a line picks the cast without the hook.
 */
export function castToward(game: Game, from: Sq, toward: Sq): Action | null {
  const dir = (s: Sq): [number, number] | null => {
    const r = rowOf(s) - rowOf(from);
    const c = colOf(s) - colOf(from);
    const aligned = (r !== 0 || c !== 0) && (r === 0 || c === 0 || Math.abs(r) === Math.abs(c));
    return aligned ? [Math.sign(r), Math.sign(c)] : null;
  };
  const aim = dir(toward);
  if (!aim) return null;
  return (
    ofKind(game, 'cast').find((a) => {
      const d = a.from === from ? dir(a.to) : null;
      return d !== null && d[0] === aim[0] && d[1] === aim[1];
    }) ?? null
  );
}

/**
 * The corners of a cast stone's flight from `from` to a landing `to`: [from, to] along a line, or
 * [from, turn, to] for a hook, which turns off the line at the last square of a full flight.
 */
export function castPath(from: Sq, to: Sq): Sq[] {
  const onLine = (s: Sq): boolean => {
    const r = rowOf(s) - rowOf(from);
    const c = colOf(s) - colOf(from);
    return r === 0 || c === 0 || Math.abs(r) === Math.abs(c);
  };
  if (onLine(to)) return [from, to];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const r = rowOf(to) + dr;
      const c = colOf(to) + dc;
      if ((dr === 0 && dc === 0) || r < 0 || c < 0 || r >= SIZE || c >= SIZE) continue;
      const turn = r * SIZE + c;
      const flown = Math.max(Math.abs(r - rowOf(from)), Math.abs(c - colOf(from)));
      if (onLine(turn) && flown === CAST_DISTANCE) return [from, turn, to];
    }
  }
  return [from, to];
}
