// The game-neutral move queries (platform.md, "src/core/"): which squares can act, where a chosen
// piece can go, and which actions a press or a drag could mean, read from any game's legal actions
// through its view's `squaresOf`. The board knows no rules: it asks these.
import type { ActionSquares } from './module';

type Where<A> = (action: A) => ActionSquares | null;

/** The squares of the pieces that can move now, once each, in the order the actions list them. */
export function sourcesOf<A>(legal: readonly A[], where: Where<A>): number[] {
  const out = new Set<number>();
  for (const a of legal) {
    const at = where(a);
    if (at && at.from !== null) out.add(at.from);
  }
  return [...out];
}

/** Where the piece on `from` can go now; with `from` null, the squares a placement can fill. */
export function targetsOf<A>(legal: readonly A[], where: Where<A>, from: number | null): number[] {
  const out = new Set<number>();
  for (const a of legal) {
    const at = where(a);
    if (at && at.from === from) {
      out.add(at.to);
      for (const sq of at.also ?? []) out.add(sq);
    }
  }
  return [...out];
}

/** The actions from `from` (null: placements) to `to`: several when the game must ask which. */
export function actionsAt<A>(legal: readonly A[], where: Where<A>, from: number | null, to: number): A[] {
  return legal.filter((a) => {
    const at = where(a);
    return at !== null && at.from === from && (at.to === to || (at.also?.includes(to) ?? false));
  });
}
