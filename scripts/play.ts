// One game between bots, played through a game's two doors only (newGame, status, play,
// legalActions; chooseTurn), so the arena ranks the computer players of any game of the house.
import type { AiDoor, RulesDoor } from '../src/core/contract';
import { seededRandom } from '../src/util/random';

export interface Doors {
  rules: RulesDoor;
  ai: AiDoor;
}

/** A bot: one of the game's computer levels, or 'random' (a uniformly random legal action at every step). */
export type Bot = string;
export const RANDOM_BOT = 'random';

/** One bot's thinking over a game. */
export interface Thinking {
  /** Think time in ms, all told. */
  ms: number;
  /** The longest single think, in ms. */
  worstMs: number;
  /** Turns it played. */
  turns: number;
}

export interface GameResult {
  /** Index into the `bots` of the winner by the rules, or 'draw'. */
  winner: number | 'draw';
  /** The winning seat (player 0–3), or 'draw'. */
  winningSeat: number | 'draw';
  turns: number;
  /** Per bot, in the order of `bots`. */
  thinking: Thinking[];
}

const isResign = (action: unknown): boolean => (action as { kind?: unknown }).kind === 'resign';

/**
 * One random turn: uniform over the legal actions (resigning aside) at every step until the turn
 * passes; a dead end starts the turn again (games are immutable: the turn's start is kept).
 */
function randomTurn(rules: RulesDoor, start: unknown, random: () => number): unknown[] {
  const { turn } = rules.status(start);
  for (let attempt = 0; attempt < 100; attempt++) {
    let game = start;
    const actions: unknown[] = [];
    while (actions.length < 200) {
      const legal = rules.legalActions(game).filter((a) => !isResign(a));
      if (legal.length === 0) break;
      const action = legal[Math.floor(random() * legal.length)]!;
      game = rules.play(game, action);
      actions.push(action);
      const now = rules.status(game);
      if (now.turn !== turn || now.winner !== null) return actions;
    }
  }
  throw new Error('the random player found no way to finish its turn');
}

/**
 * Plays one game from `newGame(options)`. `seats[p]` is the index (into `bots`) of the bot playing
 * player p. The first `opening` turns are random (an opening of its own for each game: bots without
 * noise would otherwise play one game over and over). Every turn's seed derives from `seed`, so a
 * game replays exactly.
 */
export function playGame(
  { rules, ai }: Doors,
  bots: readonly Bot[],
  seats: readonly number[],
  options: object | undefined,
  seed: number,
  opening = 0,
): GameResult {
  let game = rules.newGame(options);
  const random = seededRandom(seed);
  const thinking: Thinking[] = bots.map(() => ({ ms: 0, worstMs: 0, turns: 0 }));
  for (let s = rules.status(game); s.winner === null && s.turn < opening; s = rules.status(game)) {
    for (const action of randomTurn(rules, game, random)) game = rules.play(game, action);
  }
  for (let s = rules.status(game); s.winner === null; s = rules.status(game)) {
    const bot = seats[s.current]!;
    const level = bots[bot]!;
    const t0 = performance.now();
    const actions =
      level === RANDOM_BOT
        ? randomTurn(rules, game, random)
        : ai.chooseTurn(game, { level, seed: (seed * 7919 + s.turn) >>> 0 });
    const ms = performance.now() - t0;
    const mine = thinking[bot]!;
    mine.ms += ms;
    mine.worstMs = Math.max(mine.worstMs, ms);
    mine.turns++;
    for (const action of actions) game = rules.play(game, action);
  }
  const { winner, turn } = rules.status(game);
  return {
    winner: winner === 'draw' ? 'draw' : seats[winner!]!,
    winningSeat: winner === 'draw' ? 'draw' : winner!,
    turns: turn,
    thinking,
  };
}
