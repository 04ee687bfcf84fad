// How much of its clock the computer spends on a move (R11: five minutes a game, no increment).

/** Time the computer keeps in hand: with more than this left it never loses on time. */
export const RESERVE_MS = 10_000;
/** Moves the time above the reserve is spread over, at most (a game rarely lasts longer). */
const SPREAD = 20;
/** Below the reserve, the share of what is left one move may use. */
const SCRAPS = 1 / 50;

/**
 * The ms the computer may think about one move: its level's budget (null: none), but never more than
 * a twentieth of the time above the reserve, so the reserve is kept whatever the game's length;
 * once inside the reserve, a fiftieth of what is left. Untimed games (`remaining` null) give the
 * level's budget.
 */
export function thinkingTime(remaining: number | null, budget: number | null): number | null {
  if (remaining === null) return budget;
  const share = remaining > RESERVE_MS ? (remaining - RESERVE_MS) / SPREAD : remaining * SCRAPS;
  return Math.floor(budget === null ? share : Math.min(budget, share));
}
