// The computer's strengths, weakest first, and what each one does. A turn is one stone, its bridges
// and End, so the search steps a whole turn at a time (negamax over turns). The lower levels do a
// fixed amount of work, so a seed replays the same turn on any machine; expert deepens while its node
// budget and, as a last guard on a busy machine, its time budget last (documented in search.ts).
import type { Weights } from './evaluate';

export const LEVELS = ['easy', 'medium', 'hard', 'expert'] as const;
export type Level = (typeof LEVELS)[number];

export interface LevelSettings {
  greedy: boolean; // judge a turn by the score alone (no look at the next turn's chances)
  noise: number; // random spread added to a turn's value, in points
  depth: number; // whole turns looked ahead, the computer's own included
  widths: readonly number[]; // turns kept at each ply below the root (root first)
  nodes: number; // actions tried at most (expert deepens while it has some left)
  ms: number; // expert's time budget; 0 for a level that stops on its fixed work only
}

export const WEIGHTS: Weights = { mover: 0.9, waiting: 0.3, spread: 0.05 };

export const SETTINGS: Record<Level, LevelSettings> = {
  easy: { greedy: true, noise: 1.5, depth: 1, widths: [], nodes: Infinity, ms: 0 },
  medium: { greedy: false, noise: 0.3, depth: 1, widths: [], nodes: Infinity, ms: 0 },
  hard: { greedy: false, noise: 0.05, depth: 2, widths: [6, 1], nodes: Infinity, ms: 0 },
  expert: { greedy: false, noise: 0, depth: 3, widths: [12, 4, 1], nodes: 600_000, ms: 1500 },
};
