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

/** A value derived from a position, remembered per frozen position by `memo`. */
export interface Derived<T> {
  readonly slot: number;
  readonly compute: (g: Position) => T;
}

let slots = 0;
export function derived<T>(compute: (g: Position) => T): Derived<T> {
  return { slot: slots++, compute };
}

/**
 * The stores of derived values of the few frozen positions asked about last (a Game never
 * changes, so a value cannot go stale); a draft inside `play` has none, its values are always
 * computed afresh. A few recent positions, not a WeakMap of every position: the callers ask about
 * one position many times in a row, and a WeakMap entry per listed position cost the garbage
 * collector more than a position that drops out costs to derive again.
 */
const RECENT = 8;
const recentPositions: (object | null)[] = new Array<object | null>(RECENT).fill(null);
const recentStores: unknown[][] = Array.from({ length: RECENT }, () => []);
let oldest = 0;
let lastPosition: object | null = null;
let lastStore: unknown[] = [];
function storeOf(g: Position): unknown[] | null {
  if (g === lastPosition) return lastStore;
  if (!Object.isFrozen(g)) return null;
  let i = recentPositions.indexOf(g);
  if (i < 0) {
    i = oldest;
    oldest = (oldest + 1) % RECENT;
    recentPositions[i] = g;
    recentStores[i] = new Array<unknown>(slots).fill(undefined);
  }
  lastPosition = g;
  lastStore = recentStores[i]!;
  return lastStore;
}

/** The derived value of a frozen position, or undefined for a draft. */
export function known<T>(g: Position, d: Derived<T>): T | undefined {
  const store = storeOf(g);
  if (store === null) return undefined;
  let value = store[d.slot] as T | undefined;
  if (value === undefined) store[d.slot] = value = d.compute(g);
  return value;
}

/** The derived value, remembered when the position is frozen. */
export const memo = <T>(g: Position, d: Derived<T>): T => known(g, d) ?? d.compute(g);

// ---- square queries -------------------------------------------------------------------------

export const isPlayable = (g: Position, sq: Sq): boolean => g.terrain[sq] !== 'barren';
export const isEmpty = (g: Position, sq: Sq): boolean => g.squares[sq] === null;

function pebblesOn(c: Contents): readonly Owner[] {
  return c !== null && 'pebbles' in c ? c.pebbles : [];
}

/** The index of an owner in colour order (red, gold, green, white, neutral). */
export const ownerIndex = (o: Owner): number => (o === 'neutral' ? 4 : o);

// Pebble counts of a frozen position: per square, each owner's pebbles (by ownerIndex), then the
// total. Plain arrays, not typed ones: a small typed array costs more to make and to collect.
const ROW = 6;
const PEBBLE_TABLE = derived((g) => {
  const table = new Array<number>(SQUARES * ROW).fill(0);
  for (let sq = 0; sq < SQUARES; sq++) {
    const c = g.squares[sq]!;
    if (c === null || !('pebbles' in c)) continue;
    for (const p of c.pebbles) table[sq * ROW + ownerIndex(p)]!++;
    table[sq * ROW + 5] = c.pebbles.length;
  }
  return table;
});

/** How many of `owner`'s pebbles stand on the square. */
export function pebblesOf(g: Position, sq: Sq, owner: Owner): number {
  const table = known(g, PEBBLE_TABLE);
  if (table) return table[sq * ROW + ownerIndex(owner)]!;
  let n = 0;
  for (const p of pebblesOn(g.squares[sq]!)) if (p === owner) n++;
  return n;
}

export function pebbleCount(g: Position, sq: Sq): number {
  const table = known(g, PEBBLE_TABLE);
  return table ? table[sq * ROW + 5]! : pebblesOn(g.squares[sq]!).length;
}

/** True when the square holds pebbles and every one of them is `owner`'s. */
export function onlyPebblesOf(g: Position, sq: Sq, owner: Owner): boolean {
  const n = pebbleCount(g, sq);
  return n > 0 && pebblesOf(g, sq, owner) === n;
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

/** The one owner of every piece on the square, or null when it is empty or shared. */
export function soleOwner(c: Contents): Owner | null {
  if (c === null) return null;
  if (!('pebbles' in c)) return 'stone' in c ? c.stone : c.boulder;
  const first = c.pebbles[0]!;
  for (const p of c.pebbles) if (p !== first) return null;
  return first;
}

/** Every owner with a piece on the square. */
export function ownersOn(c: Contents): Owner[] {
  if (c === null) return [];
  if ('pebbles' in c) return [...new Set(c.pebbles)];
  return ['stone' in c ? c.stone : c.boulder];
}

/** Per player: a value derived for that player, remembered like `derived` values. */
export const perPlayer = <T>(compute: (g: Position, me: Player) => T): readonly Derived<T>[] =>
  ([0, 1, 2, 3] as const).map((me) => derived((g) => compute(g, me)));

const OPPONENTS = perPlayer((g, me) => g.active.filter((p) => p !== me));
/** The active players other than `me` (do not modify the list: it may be shared). */
export const opponentsOf = (g: Position, me: Player): readonly Player[] => memo(g, OPPONENTS[me]!);

/** Does `player` have any piece anywhere on the board? */
export function hasPieces(g: Position, player: Player): boolean {
  return g.squares.some((c) => holds(c, player));
}

// ---- draft edits ----------------------------------------------------------------------------

/** Pebbles of a stack are kept in colour order (red, gold, green, white, neutral). */
export function sortPebbles(owners: Owner[]): Owner[] {
  return owners.sort((a, b) => ownerIndex(a) - ownerIndex(b));
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
  if ('pebbles' in c)
    setPebbles(
      d,
      sq,
      c.pebbles.filter((p) => p !== owner),
    );
  else if (ownersOn(c)[0] === owner) d.squares[sq] = null;
}
