// The computer's strengths, weakest first (the AI door's LEVELS), and what each one does.
import type { Weights } from './evaluate';

export const LEVELS = ['easy', 'medium', 'hard', 'expert'] as const;
export type Level = (typeof LEVELS)[number];

export interface Settings {
  // A one-colour window's promise by its stones, as each side weighs it. Pebble counts lone stones
  // for nothing (spreading them wins no line); Rebel gains by spoiling even those windows early.
  hopes: Weights; // Pebble's
  fears: Weights; // Rebel's
  threat: number; // Pebble: a winning move her move leaves open, in promise units
  guard: number; // Rebel: a winning move his placements leave Pebble
  stone: number; // Pebble's cost of each stone her move hands Rebel (the board fills sooner)
  noise: number; // random spread added to each candidate's score (weaker play)
  /** Pebble: the moves judged against Rebel's answer to every draw (0: judged as they stand). */
  lookahead: number;
  /** Pebble: the most stones of a draw whose every outcome is tried (more: judged as the move stands). */
  drawsTried: number;
  /** Rebel: the placements kept at each stone (a beam); 0 places at random, only avoiding a line. */
  width: number;
  /**
   * Both: looking one turn further, at Pebble's best chance to leave Rebel unable to block: Rebel
   * judges this many of his best placements so; Pebble so judges each board Rebel answers with (0: neither).
   */
  foresight: number;
  /** Rebel, foreseeing: how much Pebble's best next move, as she would judge it standing, weighs. */
  reply: number;
  /** Positions evaluated at most for one turn; the search stops where it is once spent. */
  budget: number;
}

/** What every level shares; each level below says how it differs. */
const BASE = {
  hopes: [0, 3, 12],
  fears: [1, 4, 16],
  threat: 150,
  guard: 1000,
  stone: 2,
  noise: 0,
  lookahead: 0,
  drawsTried: 0,
  width: 1,
  foresight: 0,
  reply: 0,
} as const satisfies Omit<Settings, 'budget'>;

export const SETTINGS: Record<Level, Settings> = {
  // Pebble takes a line when one move makes it and otherwise moves almost at random (she seeks no
  // openings); Rebel places at random, only avoiding a line.
  easy: { ...BASE, threat: 0, noise: 300, width: 0, budget: 20_000 },
  // Pebble counts lone stones too (a pair or three hardly more) and does not seek openings, only
  // lines, nor count the stones her move hands Rebel; Rebel places one stone at a time by the
  // windows alone (lone stones not counted): he does not look for Pebble's winning moves. Both
  // choose loosely.
  medium: {
    ...BASE,
    hopes: [1, 2, 4],
    fears: [0, 3, 12],
    threat: 0,
    guard: 0,
    stone: 0,
    noise: 20,
    budget: 50_000,
  },
  // Pebble weighs her three strongest moves against every draw of up to three stones, but does not
  // count the stones her move hands Rebel; Rebel places one stone at a time, never leaving Pebble a
  // winning move where he can help it.
  hard: { ...BASE, stone: 0, noise: 0.5, lookahead: 3, drawsTried: 3, budget: 300_000 },
  // Both look one turn further, at Pebble's best chance on the board Rebel leaves: Pebble weighs
  // twenty moves so, Rebel keeps thirty-two boards at each stone and judges them all so, and by
  // the best move Pebble would see there as well (twice as much as by his own windows). Pebble
  // counts every stone she hands Rebel dearly (cheap moves keep the board from filling); Rebel
  // fears a colour's pair and three in a window far more than the other levels do.
  expert: {
    ...BASE,
    fears: [1, 6, 30],
    stone: 9,
    lookahead: 20,
    drawsTried: 3,
    width: 32,
    foresight: 32,
    reply: 2,
    budget: 1_500_000,
  },
};
