// When a computer player resigns (docs/rules.md, "Computer players resign"): at the start of its
// turn, after trailing the leading opponent hopelessly at the end of each of its last 10 turns.
// Plain numbers in, so the page (rules-core scores) and the arena (search scores) share it.

const RESIGN_AFTER_TURNS = 10;
const MIN_GAP = 30;
const MIN_SHARE = 1 / 3;

/** At the end of one of its turns: is a player with `mine` points hopelessly behind `leader`? */
export function hopelesslyBehind(mine: number, leader: number): boolean {
  const gap = leader - mine;
  return gap >= MIN_GAP && gap >= leader * MIN_SHARE;
}

/** `behind`: one entry per turn the player has played, oldest first, true when it ended hopelessly behind. */
export function shouldResign(behind: readonly boolean[]): boolean {
  return behind.length >= RESIGN_AFTER_TURNS && behind.slice(-RESIGN_AFTER_TURNS).every(Boolean);
}

/** The highest score among the given players other than `me` (0 when there are none). */
export function leadingOpponentScore(scores: readonly number[], active: readonly number[], me: number): number {
  let best = 0;
  for (const p of active) if (p !== me) best = Math.max(best, scores[p]!);
  return best;
}
