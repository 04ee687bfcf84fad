// How good a position is for a player, in points: the score difference, plus what each side could
// take on a turn of its own, found cell by cell: the best row one stone there would complete into a
// bridge of its family (worth its points and new regions) or into a red bridge (worth what its cuts
// take from the other side). A turn changes little far from its stone, so the cells' values of the
// position before the turn are kept and only the cells near the stone are looked at again.
import { bridgePoints, examineRow, innerCells } from '../rules/bridges';
import { CELL_KIND } from '../rules/field';
import type { Player } from '../rules/colours';
import { totalOf, type State } from './state';

const other = (p: Player): Player => (p === 0 ? 1 : 0);

/** The weights of the evaluation. */
export interface Weights {
  mover: number; // the best chance of the side to move: it will likely take it
  waiting: number; // the best chance of the side that waits: the mover may block it
  spread: number; // each further chance, either side
}

/** How far from a turn's stone the cells are looked at again. */
const NEAR = 3;

const cuts: number[] = [];

/** The points `p` would win (own bridge) or take away (red bridge) by building this row. */
function rowValue(s: State, row: readonly number[], p: Player, kind: number): number {
  const g = s.geometry;
  const regions = g.regions.length;
  if (kind !== 2) {
    let v = bridgePoints(row);
    for (const c of innerCells(row))
      if (g.kind[c] === CELL_KIND.board && s.claims[p * regions + g.region[c]!] === 0) v += 1;
    return v;
  }
  let v = 0;
  for (const i of cuts) {
    const b = s.bridges[i]!;
    const owner = b.kind === 'blue' ? 0 : 1;
    let lost = bridgePoints(b.cells);
    for (const c of innerCells(b.cells))
      if (g.kind[c] === CELL_KIND.board && s.claims[owner * regions + g.region[c]!] === 1) lost += 1;
    v += owner === p ? -lost : lost;
  }
  return v;
}

/** The best that one stone of `p` on the empty `cell` would win at once. */
function cellValue(s: State, p: Player, cell: number): number {
  let best = 0;
  for (const row of s.geometry.rows[cell]!) {
    let filled = true;
    for (const c of row) if (c !== cell && s.stones[c] === -1) filled = false;
    if (!filled) continue;
    for (let colour = 0; colour < 6; colour++) {
      if (s.left[p * 6 + colour] === 0) continue;
      const kind = examineRow(s, row, p, cell, colour, cuts);
      if (kind >= 0) best = Math.max(best, rowValue(s, row, p, kind));
    }
  }
  return best;
}

/** The cells' values of one position, for judging the turns played from it. */
export class Evaluator {
  private readonly base: Float64Array; // per player * cells + cell
  private readonly ranked: number[][]; // per player: the cells of value above zero, best first
  private readonly sum: number[]; // per player: the sum of the values
  constructor(
    private readonly s: State,
    private readonly w: Weights,
  ) {
    const n = s.stones.length;
    this.base = new Float64Array(2 * n);
    this.ranked = [[], []];
    this.sum = [0, 0];
    for (let cell = 0; cell < n; cell++) {
      if (s.stones[cell] !== -1 || s.geometry.kind[cell] === CELL_KIND.void) continue;
      for (const p of [0, 1] as const) {
        const v = cellValue(s, p, cell);
        this.base[p * n + cell] = v;
        this.sum[p]! += v;
        if (v > 0) this.ranked[p]!.push(cell);
      }
    }
    for (const p of [0, 1] as const)
      this.ranked[p]!.sort((a, b) => this.base[p * n + b]! - this.base[p * n + a]! || a - b);
  }

  /** The worth to `me` of the position now: the one measured, or a turn after it whose stone went on
   *  `focus` (-1: no turn, every cell as measured). */
  evaluate(me: Player, focus: number): number {
    const s = this.s;
    const g = s.geometry;
    const n = s.stones.length;
    const near = (cell: number): boolean =>
      focus >= 0 && Math.abs(g.x[cell]! - g.x[focus]!) <= NEAR && Math.abs(g.y[cell]! - g.y[focus]!) <= NEAR;
    const best = [0, 0];
    const second = [0, 0];
    const sum = [this.sum[0]!, this.sum[1]!];
    for (const p of [0, 1] as const) {
      // Far from the stone the values stand: the best two of them, then the near cells again.
      for (const cell of this.ranked[p]!) {
        if (near(cell)) continue;
        const v = this.base[p * n + cell]!;
        if (v > best[p]!) [best[p], second[p]] = [v, best[p]!];
        else if (v > second[p]!) second[p] = v;
        if (second[p]! >= v) break;
      }
    }
    if (focus >= 0) {
      const x0 = Math.max(0, g.x[focus]! - NEAR);
      const x1 = Math.min(g.width - 1, g.x[focus]! + NEAR);
      const y0 = Math.max(0, g.y[focus]! - NEAR);
      const y1 = Math.min(g.height - 1, g.y[focus]! + NEAR);
      for (let y = y0; y <= y1; y++)
        for (let x = x0; x <= x1; x++) {
          const cell = y * g.width + x;
          for (const p of [0, 1] as const) {
            sum[p]! -= this.base[p * n + cell]!;
            if (s.stones[cell] !== -1 || g.kind[cell] === CELL_KIND.void) continue;
            const v = cellValue(s, p, cell);
            sum[p]! += v;
            if (v > best[p]!) [best[p], second[p]] = [v, best[p]!];
            else if (v > second[p]!) second[p] = v;
          }
        }
    }
    const mover = s.current;
    const them = other(mover);
    const value =
      totalOf(s, mover) -
      totalOf(s, them) +
      this.w.mover * best[mover]! -
      this.w.waiting * best[them]! +
      this.w.spread * (sum[mover]! - best[mover]! - (sum[them]! - best[them]!));
    return mover === me ? value : -value;
  }
}
