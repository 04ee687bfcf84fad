// Bot-against-bot games on the search position, for the strength ladder (scripts/arena.ts) and
// its seeded regression sample in the tests.
import { materialOf } from './evaluate';
import { apply, generate } from './moves';
import { seededRandom } from '../util/random';
import { chooseTurnState, type Level } from './search';
import { clone, COMMIT, fromGame, winnerOf, type State } from './state';
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
  /** Index into the `bots` of the winner, 'draw' at the turn limit. */
  winner: number | 'draw';
  /** At the turn limit, the bot with the most material (pebble 1, stone 3, boulder 9 × terrain). */
  onMaterial: number | 'draw';
  turns: number;
  /** Per bot: think time in ms and turns played. */
  thinkMs: number[];
  thinkTurns: number[];
  /** Per bot: seats that entered the stone era (only such a player can lose its last piece). */
  stoneEra: number[];
}

/**
 * Plays one game. `seats[p]` is the index (into `bots`) of the bot playing player p. Every turn's
 * seed derives from `seed`, so a game replays exactly.
 */
export function playGame(bots: readonly Bot[], seats: readonly number[], limit: number, seed: number): GameResult {
  const players = seats.length as 2 | 3 | 4;
  const s = fromGame(newGame({ players, turnLimit: limit }));
  const random = seededRandom(seed);
  const thinkMs = bots.map(() => 0);
  const thinkTurns = bots.map(() => 0);
  while (winnerOf(s) === -1) {
    const bot = seats[s.current]!;
    const kind = bots[bot]!;
    const t0 = performance.now();
    const actions =
      kind === 'random'
        ? randomTurn(s, random)
        : chooseTurnState(s, { level: kind, seed: (seed * 7919 + s.turn) >>> 0 }).actions;
    thinkMs[bot]! += performance.now() - t0;
    thinkTurns[bot]!++;
    for (const a of actions) apply(s, a);
  }
  const stoneEra = bots.map(() => 0);
  for (const p of s.stoneEra) stoneEra[seats[p]!]!++;
  const w = winnerOf(s);
  if (w !== -2) return { winner: seats[w]!, onMaterial: seats[w]!, turns: s.turn, thinkMs, thinkTurns, stoneEra };
  const byBot = bots.map(() => 0);
  for (const p of s.active) byBot[seats[p]!] = Math.max(byBot[seats[p]!]!, materialOf(s, p));
  const best = Math.max(...byBot);
  const leaders = byBot.flatMap((m, i) => (m === best ? [i] : []));
  return { winner: 'draw', onMaterial: leaders.length === 1 ? leaders[0]! : 'draw', turns: s.turn, thinkMs, thinkTurns, stoneEra };
}

/** Seats for game `i` of a match between two bots: A and B alternate, rotated every game. */
export const seatsFor = (players: number, i: number): number[] =>
  Array.from({ length: players }, (_, p) => (p + i) % 2);
