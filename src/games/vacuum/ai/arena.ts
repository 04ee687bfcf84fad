// Bot-against-bot games on the search position, for the strength ladder (scripts/arena.ts) and
// its seeded regression sample in the tests.
import { apply, encode, generate, RESIGN } from './moves';
import { hopelesslyBehind, leadingOpponentScore, shouldResign } from './resign';
import { seededRandom } from '../../../util/random';
import { chooseTurnState, type Level } from './search';
import { clone, COMMIT, fromGame, scoreOf, winnerOf, type State } from './state';
import { newGame } from '../rules/index';

/** A bot: a computer level, or 'random' (a uniformly random legal action at every step). */
export type Bot = Level | 'random';

/** One random turn: uniform over the legal actions at every step; a dead end starts the turn again. */
export function randomTurn(start: State, random: () => number): number[] {
  for (let attempt = 0; attempt < 100; attempt++) {
    const s = clone(start);
    const actions: number[] = [];
    const legal: number[] = [];
    while (actions.length < 200) {
      legal.length = 0;
      generate(s, legal);
      if (legal.length === 0) break; // no final action is reachable any more: undo the turn
      const a = legal[Math.floor(random() * legal.length)]!;
      const finishing = s.stage === COMMIT;
      apply(s, a);
      actions.push(a);
      if (finishing) return actions;
    }
  }
  throw new Error('the random player found no way to finish its turn');
}

export interface GameResult {
  /** Index into the `bots` of the winner by the rules (last player standing, resignation or the
   *  scored finish at the turn limit), or 'draw'. */
  winner: number | 'draw';
  /** The winning seat (player 0–3), or 'draw'. */
  winningSeat: number | 'draw';
  turns: number;
  /** Per bot: think time in ms, the longest single think, and turns played. */
  thinkMs: number[];
  worstThinkMs: number[];
  thinkTurns: number[];
  /** Per bot: seats that entered the stone era, and seats that resigned (docs/rules.md, "Computer players resign"). */
  stoneEra: number[];
  resigned: number[];
}

/**
 * Plays one game by the rules, computer resignation included. `seats[p]` is the index (into
 * `bots`) of the bot playing player p. Every turn's seed derives from `seed`, so a game replays
 * exactly.
 */
export function playGame(bots: readonly Bot[], seats: readonly number[], limit: number, seed: number): GameResult {
  const players = seats.length as 2 | 3 | 4;
  const s = fromGame(newGame({ players, turnLimit: limit }));
  const random = seededRandom(seed);
  const perBot = (): number[] => bots.map(() => 0);
  const [thinkMs, worstThinkMs, thinkTurns, stoneEra, resigned] = [perBot(), perBot(), perBot(), perBot(), perBot()];
  const behind: boolean[][] = seats.map(() => []);
  while (winnerOf(s) === -1) {
    const me = s.current;
    const bot = seats[me]!;
    if (shouldResign(behind[me]!)) {
      apply(s, encode(RESIGN, 0, 0, 0, me));
      resigned[bot]!++;
      continue;
    }
    const kind = bots[bot]!;
    const t0 = performance.now();
    const actions =
      kind === 'random'
        ? randomTurn(s, random)
        : chooseTurnState(s, { level: kind, seed: (seed * 7919 + s.turn) >>> 0 }).actions;
    const ms = performance.now() - t0;
    thinkMs[bot]! += ms;
    worstThinkMs[bot] = Math.max(worstThinkMs[bot]!, ms);
    thinkTurns[bot]!++;
    for (const a of actions) apply(s, a);
    const scores = [0, 1, 2, 3].map((p) => scoreOf(s, p));
    behind[me]!.push(hopelesslyBehind(scores[me]!, leadingOpponentScore(scores, s.active, me)));
  }
  for (const p of s.stoneEra) stoneEra[seats[p]!]!++;
  const w = winnerOf(s);
  return {
    winner: w === -2 ? 'draw' : seats[w]!,
    winningSeat: w === -2 ? 'draw' : w,
    turns: s.turn,
    thinkMs,
    worstThinkMs,
    thinkTurns,
    stoneEra,
    resigned,
  };
}

/** Seats for game `i` of a match between two bots: A and B alternate, rotated every game. */
export const seatsFor = (players: number, i: number): number[] =>
  Array.from({ length: players }, (_, p) => (p + i) % 2);

/** Seats for game `i` when bot A plays one seat against B in all the others, A's seat rotating. */
export const soloSeatsFor = (players: number, i: number): number[] =>
  Array.from({ length: players }, (_, p) => (p === i % players ? 0 : 1));
