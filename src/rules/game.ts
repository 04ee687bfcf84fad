// The Game value: a new game, its status, and the small square queries every rule uses.
import { freeze, type Draft } from 'immer';
import { START_LAYOUT, SQUARES, TERRAIN_LETTERS } from './board';
import { winnerOf } from './score';
import type { Contents, Game, Owner, Player, Position, Sq, Status } from './types';

export const PLAYERS_OF = { 2: [0, 1], 3: [0, 1, 2], 4: [0, 1, 2, 3] } as const satisfies Record<
  2 | 3 | 4,
  readonly Player[]
>;

/** The starting terrain and perimeter colours, read from the layout table. */
function startTerrain(): Pick<Position, 'terrain' | 'colour'> {
  const cells = START_LAYOUT.flatMap((row) => row.split(' '));
  return {
    terrain: cells.map((t) => TERRAIN_LETTERS[t]!.terrain),
    colour: cells.map((t) => TERRAIN_LETTERS[t]!.colour),
  };
}

export function newGame(options: { players: 2 | 3 | 4; turnLimit?: number }): Game {
  const { players, turnLimit } = options;
  if (players !== 2 && players !== 3 && players !== 4) {
    throw new RangeError('Vacuum is played by 2, 3 or 4 players');
  }
  if (turnLimit !== undefined && !(Number.isInteger(turnLimit) && turnLimit > 0)) {
    throw new RangeError('The turn limit must be a positive whole number');
  }
  return freeze(
    {
    players,
    ...startTerrain(),
    squares: Array.from({ length: SQUARES }, () => null),
    current: 0,
    stage: 1,
    chainAt: null,
    turn: 0,
    active: [...PLAYERS_OF[players]],
    eliminated: [],
    stoneEra: [],
    cooldowns: [],
    turnLimit: turnLimit ?? null,
    history: [],
    },
    true,
  );
}

export function status(game: Game): Status {
  return {
    players: game.players,
    current: game.current,
    stage: game.stage,
    chainAt: game.chainAt,
    turn: game.turn,
    move: game.history.length,
    active: [...game.active],
    eliminated: [...game.eliminated],
    stoneEra: [...game.stoneEra],
    cooldowns: [...game.cooldowns],
    winner: winnerOf(game),
  };
}

/** The position of a game without its undo history. */
export function positionOf(game: Game): Position {
  const { history: _history, ...position } = game;
  return position;
}

/**
 * Remembers a derived value of a frozen position (a Game never changes, so the value cannot go
 * stale). Drafts inside `play` are not frozen and are always computed afresh.
 */
const memoStore = new WeakMap<object, Map<string, unknown>>();
// The generators ask about one position many times in a row: keep its store at hand.
let lastPosition: object | null = null;
let lastStore: Map<string, unknown> | null = null;
export function memo<T>(g: Position, key: string, compute: () => T): T {
  if (!Object.isFrozen(g)) return compute();
  let store = g === lastPosition ? lastStore : memoStore.get(g);
  if (!store) memoStore.set(g, (store = new Map()));
  lastPosition = g;
  lastStore = store;
  let value = store.get(key) as T | undefined;
  if (value === undefined) store.set(key, (value = compute()));
  return value;
}

// ---- square queries -------------------------------------------------------------------------

export const isPlayable = (g: Position, sq: Sq): boolean => g.terrain[sq] !== 'barren';
export const isEmpty = (g: Position, sq: Sq): boolean => g.squares[sq] === null;

export function pebblesOn(c: Contents): readonly Owner[] {
  return c !== null && 'pebbles' in c ? c.pebbles : [];
}

/** How many of `owner`'s pebbles stand on the square. */
export function pebblesOf(g: Position, sq: Sq, owner: Owner): number {
  let n = 0;
  for (const p of pebblesOn(g.squares[sq]!)) if (p === owner) n++;
  return n;
}

export const pebbleCount = (g: Position, sq: Sq): number => pebblesOn(g.squares[sq]!).length;

/** True when the square holds pebbles and every one of them is `owner`'s. */
export function onlyPebblesOf(g: Position, sq: Sq, owner: Owner): boolean {
  const ps = pebblesOn(g.squares[sq]!);
  return ps.length > 0 && ps.every((p) => p === owner);
}

export function stoneOf(c: Contents): Owner | undefined {
  return c !== null && 'stone' in c ? c.stone : undefined;
}

export function boulderOf(c: Contents): Owner | undefined {
  return c !== null && 'boulder' in c ? c.boulder : undefined;
}

/** Does `owner` have a piece on the square? (ownersOn(c).includes(owner), without the copy.) */
export function holds(c: Contents, owner: Owner): boolean {
  if (c === null) return false;
  if ('pebbles' in c) return c.pebbles.includes(owner);
  return ('stone' in c ? c.stone : c.boulder) === owner;
}

/** Every owner with a piece on the square. */
export function ownersOn(c: Contents): Owner[] {
  if (c === null) return [];
  if ('pebbles' in c) return [...new Set(c.pebbles)];
  return ['stone' in c ? c.stone : c.boulder];
}

const OPPONENTS_KEY = ['opponents:0', 'opponents:1', 'opponents:2', 'opponents:3'];
/** The active players other than `me` (do not modify the list: it may be shared). */
export const opponentsOf = (g: Position, me: Player): readonly Player[] =>
  memo(g, OPPONENTS_KEY[me]!, () => g.active.filter((p) => p !== me));

/** Does `player` have any piece anywhere on the board? */
export function hasPieces(g: Position, player: Player): boolean {
  return g.squares.some((c) => holds(c, player));
}

// ---- draft edits ----------------------------------------------------------------------------

const OWNER_ORDER = (o: Owner): number => (o === 'neutral' ? 4 : o);

/** Pebbles of a stack are kept in colour order (red, gold, green, white, neutral). */
export function sortPebbles(owners: Owner[]): Owner[] {
  return owners.sort((a, b) => OWNER_ORDER(a) - OWNER_ORDER(b));
}

function setPebbles(d: Draft<Position>, sq: Sq, owners: Owner[]): void {
  d.squares[sq] = owners.length === 0 ? null : { pebbles: sortPebbles(owners) };
}

export function addPebbles(d: Draft<Position>, sq: Sq, owner: Owner, n: number): void {
  const now = [...pebblesOn(d.squares[sq] as Contents)];
  for (let i = 0; i < n; i++) now.push(owner);
  setPebbles(d, sq, now);
}

export function removePebbles(d: Draft<Position>, sq: Sq, owner: Owner, n: number): void {
  if (n === 0) return; // the square may hold a stone or boulder, which must stay
  const now = [...pebblesOn(d.squares[sq] as Contents)];
  for (let i = 0; i < n; i++) now.splice(now.indexOf(owner), 1);
  setPebbles(d, sq, now);
}

/** Move `n` of `owner`'s pebbles from one square to another, leaving other pebbles in place. */
export function movePebbles(d: Draft<Position>, from: Sq, to: Sq, owner: Owner, n: number): void {
  removePebbles(d, from, owner, n);
  addPebbles(d, to, owner, n);
}

/** Remove every piece of `owner` from the square (other pebbles stay). */
export function removePiecesOf(d: Draft<Position>, sq: Sq, owner: Owner): void {
  const c = d.squares[sq] as Contents;
  if (c === null) return;
  if ('pebbles' in c) setPebbles(d, sq, c.pebbles.filter((p) => p !== owner));
  else if (ownersOn(c)[0] === owner) d.squares[sq] = null;
}
