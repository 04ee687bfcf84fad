// The computer players' position: the rules core's question functions (bridges.ts, stones.ts) over
// typed arrays that are changed in place and changed back (make/unmake), with the scores kept up to
// date as bridges are built and cut. test/games/divided-loyalties/agreement.test.ts holds it to the door.
import { bridgePoints, bridgesThrough, innerCells, judgeRow, EMPTY, type FieldView } from '../rules/bridges';
import { KIND_OF_PLAYER, type BridgeKind, type Player } from '../rules/colours';
import { CELL_KIND, geometryOf, rowBetween, type Geometry, type Layout } from '../rules/field';
import { afterTurn, hasLegalStone, legalStones } from '../rules/stones';
import { freeze } from 'immer';
import type { Game, Stock } from '../rules/types';

interface EngineBridge {
  readonly cells: readonly number[];
  readonly kind: BridgeKind;
  cut: boolean;
}

/** What one action changed, to change it back. */
interface Undo {
  readonly action: number;
  readonly cuts: readonly number[];
  readonly stock: Stock | null; // the stock before a new set came
  readonly placed: number;
}

export interface State extends FieldView {
  readonly layout: Layout;
  readonly geometry: Geometry;
  readonly stones: Int8Array;
  readonly bridges: EngineBridge[];
  readonly left: Int8Array; // stones left: player * 6 + colour
  readonly set: Int8Array; // the set in hand, per player
  current: Player;
  turn: number;
  placed: number; // -1 when no turn is in progress
  readonly points: Int32Array; // bridge points per player
  readonly claims: Int16Array; // per player * regions + region: uncut inner cells of the player's bridges there
  readonly held: Int32Array; // regions claimed per player
  readonly trail: Undo[];
}

// Action codes: a stone is cell * 8 + colour; a bridge is BRIDGE + from * 2048 + to; End and Pass
// are negative.
export const END = -1;
export const PASS = -2;
const BRIDGE = 1 << 24;
const stoneCode = (cell: number, colour: number): number => cell * 8 + colour;
const bridgeCode = (row: readonly number[]): number => BRIDGE + row[0]! * 2048 + row[row.length - 1]!;
export const isBridge = (a: number): boolean => a >= BRIDGE;
export const isStone = (a: number): boolean => a >= 0 && a < BRIDGE;
export const cellOfStone = (a: number): number => a >> 3;
export const colourOfStone = (a: number): number => a & 7;
export const bridgeEnds = (a: number): [number, number] => [((a - BRIDGE) / 2048) | 0, (a - BRIDGE) % 2048];

export function fromGame(game: Game): State {
  const geometry = geometryOf(game.layout);
  const s: State = {
    layout: game.layout,
    geometry,
    stones: Int8Array.from(game.stones),
    bridges: [],
    left: Int8Array.from([...game.stock[0].left, ...game.stock[1].left]),
    set: Int8Array.from([game.stock[0].set, game.stock[1].set]),
    current: game.current,
    turn: game.turn,
    placed: game.placed ?? -1,
    points: new Int32Array(2),
    claims: new Int16Array(2 * geometry.regions.length),
    held: new Int32Array(2),
    trail: [],
  };
  for (const b of game.bridges) {
    s.bridges.push({ cells: b.cells, kind: b.kind, cut: false });
    if (!b.cut) score(s, s.bridges.length - 1, 1);
    else s.bridges[s.bridges.length - 1]!.cut = true;
  }
  return s;
}

/** The door's Game of an engine position (without the way back). */
export function toGame(s: State): Game {
  return freeze(
    {
      layout: s.layout,
      stones: Array.from(s.stones),
      bridges: s.bridges.map((b) => ({ ...b })),
      stock: [stockOf(s, 0), stockOf(s, 1)] as const,
      current: s.current,
      turn: s.turn,
      placed: s.placed < 0 ? null : s.placed,
      resigned: null,
      previous: null,
    },
    true,
  );
}

const stockOf = (s: State, p: Player): Stock => ({
  set: s.set[p]!,
  left: Array.from(s.left.subarray(p * 6, p * 6 + 6)),
});

/** Add (+1) or take away (-1) a scoring bridge's points and region claims. */
function score(s: State, index: number, sign: 1 | -1): void {
  const b = s.bridges[index]!;
  const p = KIND_OF_PLAYER.indexOf(b.kind as 'blue' | 'yellow');
  if (p < 0) return;
  s.points[p]! += sign * bridgePoints(b.cells);
  const g = s.geometry;
  for (const c of innerCells(b.cells)) {
    if (g.kind[c] !== CELL_KIND.board) continue;
    const k = p * g.regions.length + g.region[c]!;
    const before = s.claims[k]!;
    s.claims[k] = before + sign;
    if (before === 0 && sign > 0) s.held[p]! += 1;
    if (before === 1 && sign < 0) s.held[p]! -= 1;
  }
}

export const totalOf = (s: State, p: Player): number => s.points[p]! + s.held[p]!;

/** R11: nobody can place at the start of a turn. */
export const isOver = (s: State): boolean =>
  s.placed < 0 && !hasLegalStone(s, stockOf(s, 0), 0) && !hasLegalStone(s, stockOf(s, 1), 1);

/** The winner of a finished game by the totals (0, 1, or 2 for a draw). */
export function winnerOf(s: State): 0 | 1 | 2 {
  const d = totalOf(s, 0) - totalOf(s, 1);
  return d > 0 ? 0 : d < 0 ? 1 : 2;
}

/** Every legal action of the player to move (no resignation), as codes, in the door's order. */
export function generate(s: State, out: number[]): void {
  out.length = 0;
  const me = s.current;
  if (s.placed < 0) {
    for (const [cell, colour] of legalStones(s, stockOf(s, me), me)) out.push(stoneCode(cell, colour));
    if (out.length === 0 && hasLegalStone(s, stockOf(s, me === 0 ? 1 : 0), me === 0 ? 1 : 0)) out.push(PASS);
    return;
  }
  for (const { row } of bridgesThrough(s, s.placed, me)) out.push(bridgeCode(row));
  if (mayEnd(s)) out.push(END);
}

/** R5: End waits while the stone just placed lies on a dot with no bridge through it. */
function mayEnd(s: State): boolean {
  const p = s.placed;
  return s.geometry.kind[p] !== CELL_KIND.dot || s.bridges.some((b) => b.cells.includes(p));
}

/** Play a legal action in place. */
export function make(s: State, a: number): void {
  const me = s.current;
  if (isStone(a)) {
    const cell = cellOfStone(a);
    const colour = colourOfStone(a);
    s.stones[cell] = colour;
    s.left[me * 6 + colour]! -= 1;
    s.trail.push({ action: a, cuts: [], stock: null, placed: s.placed });
    s.placed = cell;
  } else if (isBridge(a)) {
    const [from, to] = bridgeEnds(a);
    const row = rowBetween(s.geometry, from, to)!;
    const verdict = judgeRow(s, row, me);
    if (typeof verdict === 'string') throw new Error(`the engine played an illegal bridge: ${verdict}`);
    for (const i of verdict.cuts) {
      score(s, i, -1);
      s.bridges[i]!.cut = true;
    }
    s.bridges.push({ cells: row, kind: verdict.kind, cut: false });
    score(s, s.bridges.length - 1, 1);
    s.trail.push({ action: a, cuts: verdict.cuts, stock: null, placed: s.placed });
  } else {
    const before = stockOf(s, me);
    const after = afterTurn(before, me, s.layout.sets);
    if (after !== before) {
      s.left.set(after.left, me * 6);
      s.set[me] = after.set;
    }
    s.trail.push({ action: a, cuts: [], stock: after !== before ? before : null, placed: s.placed });
    s.placed = -1;
    s.turn += 1;
    s.current = me === 0 ? 1 : 0;
  }
}

/** Take back the last action made. */
export function unmake(s: State): void {
  const u = s.trail.pop()!;
  const a = u.action;
  if (isStone(a)) {
    s.stones[cellOfStone(a)] = EMPTY;
    s.left[s.current * 6 + colourOfStone(a)]! += 1;
  } else if (isBridge(a)) {
    score(s, s.bridges.length - 1, -1);
    s.bridges.pop();
    for (const i of u.cuts) {
      s.bridges[i]!.cut = false;
      score(s, i, 1);
    }
  } else {
    s.turn -= 1;
    s.current = s.current === 0 ? 1 : 0;
    if (u.stock !== null) {
      s.left.set(u.stock.left, s.current * 6);
      s.set[s.current] = u.stock.set;
    }
  }
  s.placed = u.placed;
}
