// `npm run arena -- --game vacuum --a hard --b medium --games 100 --seed 1 [--players 2 --limit 80] [--solo] [--opening N] [--layout <id|random>]`
// Plays N games between two bots of one game of the house (seats alternating, rotated every game,
// seeded) through the game's rules and AI doors only, and prints wins and draws by the rules, how
// often the first seat won, and think times. Vacuum takes its player count and turn limit
// (default 2 players, 80 turns); every other game starts its standard set-up.
// --solo: bot A plays one seat and bot B all the others (A's seat rotating), e.g. Hard against
// two Mediums with --players 3. --opening N: each game's first N turns are random (its own opening),
// so bots that play without noise do not play one game a hundred times. A game played as contests (Pebble Rebel: two games with the roles
// swapped on one draw seed, its R11) also prints the contests won and each bot's wins by seat. --jobs N splits the games over N processes (the same games, the
// same results: every game's seed depends only on --seed and its number). --layout: a game that starts
// on a choice of layouts (Divided Loyalties) plays the one named, or with `random` a seeded one per pair
// of games (both bots play it from either seat), and prints which.
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
// The seat rotations are game-neutral; they live beside Vacuum's own arena (its regression sample) for now.
import { seatsFor, soloSeatsFor } from '../src/games/vacuum/ai/arena';
import { takeGameFlag } from './game-flag';
import type { GameId } from '../src/games/index';
import { seededRandom } from '../src/util/random';
import { playGame, RANDOM_BOT, type Doors, type GameResult } from './play';

function fail(message: string): never {
  console.error(`arena: ${message}`);
  process.exit(2);
}

const OPTIONS = {
  a: { type: 'string', default: 'easy' },
  b: { type: 'string', default: RANDOM_BOT },
  games: { type: 'string', default: '10' },
  players: { type: 'string' },
  limit: { type: 'string' },
  seed: { type: 'string', default: '1' },
  solo: { type: 'boolean', default: false },
  opening: { type: 'string', default: '0' },
  layout: { type: 'string' },
  jobs: { type: 'string', default: '1' },
  // Used by --jobs: play games first … first + games − 1 and print each result as JSON.
  first: { type: 'string', default: '0' },
  json: { type: 'boolean', default: false },
} as const;

const flag = takeGameFlag(process.argv.slice(2));
if (typeof flag === 'string') fail(flag);
const { game: entry, rest } = flag;

function readArgs() {
  try {
    return parseArgs({ args: rest, options: OPTIONS }).values;
  } catch (e) {
    return fail((e as Error).message); // an unknown or malformed option
  }
}

const values = readArgs();
const whole = (name: string, text: string, min: number): number => {
  const n = Number(text);
  return Number.isInteger(n) && n >= min ? n : fail(`--${name} must be a whole number ≥ ${min}`);
};
const optional = (name: 'players' | 'limit', min: number): number | undefined =>
  values[name] === undefined ? undefined : whole(name, values[name], min);

/**
 * The new-game options a game takes from the flags and the number of its contest (of its game,
 * where it plays no contests); a game not named here starts its standard set-up.
 */
const SET_UPS: Record<string, (flags: { players?: number; limit?: number }, contest: number) => object> = {
  vacuum: ({ players = 2, limit = 80 }) => ({ players, turnLimit: limit }),
  // Every contest draws from its own seed, the same for both its games.
  'pebble-rebel': (_flags, contest) => ({ seed: Math.floor(seededRandom(seed * 7_919 + contest)() * 2 ** 32) }),
};
/**
 * The layouts a game can start on, by the id its `newGame({ layout })` takes (its `--layout`); a
 * game not named here has one set-up. Loaded only for the game played.
 */
const LAYOUTS_OF: Partial<Record<GameId, () => Promise<readonly string[]>>> = {
  'divided-loyalties': () => import('../src/games/divided-loyalties/rules/index').then((m) => Object.keys(m.LAYOUTS)),
};
/** The games of one contest, for a game played as contests (its seats rotate every game). */
const CONTEST_GAMES: Record<string, number> = { 'pebble-rebel': 2 };
const flags = { players: optional('players', 1), limit: optional('limit', 1) };
const setUp = SET_UPS[entry.id];
if (setUp === undefined && (flags.players !== undefined || flags.limit !== undefined)) {
  fail(`${entry.name} starts its standard set-up: it takes no --players or --limit`);
}
const layouts = await LAYOUTS_OF[entry.id as GameId]?.();
if (values.layout !== undefined) {
  if (layouts === undefined) fail(`${entry.name} has one set-up: it takes no --layout`);
  const choices = [...layouts, 'random'];
  if (!choices.includes(values.layout))
    fail(`unknown layout "${values.layout}" for ${entry.name} (use ${choices.join(', ')})`);
}
/**
 * Game i's layout: the one named, or with `random` a seeded one for each pair of games (a game with
 * layouts has two seats, which swap every game); undefined for the game's own default.
 */
const layoutFor = (i: number): string | undefined =>
  values.layout === 'random'
    ? layouts![Math.floor(seededRandom(seed * 7_919 + Math.floor(i / 2))() * layouts!.length)]
    : values.layout;
const perContest = CONTEST_GAMES[entry.id] ?? 1;
const optionsFor = (i: number): object | undefined => {
  const options = setUp?.(flags, Math.floor(i / perContest));
  const layout = layoutFor(i);
  return layout === undefined ? options : { ...options, layout };
};

const doors: Doors = { rules: await entry.rules(), ai: await entry.ai() };
const BOTS: readonly string[] = [
  RANDOM_BOT,
  ...doors.ai.LEVELS,
  ...(doors.ai.BASELINE_LEVEL ? [doors.ai.BASELINE_LEVEL] : []),
];
const bot = (name: string): string =>
  BOTS.includes(name) ? name : fail(`unknown bot "${name}" for ${entry.name} (use ${BOTS.join(', ')})`);

const bots = [bot(values.a), bot(values.b)];
const games = whole('games', values.games, 1);
const seed = whole('seed', values.seed, 0);
const seating = values.solo ? soloSeatsFor : seatsFor;
const jobs = whole('jobs', values.jobs, 1);
const first = whole('first', values.first, 0);
const players = (() => {
  try {
    return doors.rules.status(doors.rules.newGame(optionsFor(0))).players;
  } catch (e) {
    return fail((e as Error).message); // the game refuses these options (e.g. Vacuum with 5 players)
  }
})();

const opening = whole('opening', values.opening, 0);
const play = (i: number): GameResult =>
  playGame(doors, bots, seating(players, i), optionsFor(i), seed * 100_003 + i, opening);

if (values.json) {
  for (let i = first; i < first + games; i++) console.log(JSON.stringify({ i, result: play(i) }));
  process.exit(0);
}

/** Every game's result in order, played here or by `jobs` child processes. */
async function results(): Promise<GameResult[]> {
  if (jobs === 1) return Array.from({ length: games }, (_, i) => play(i));
  const all: GameResult[] = [];
  const share = Math.ceil(games / jobs);
  await Promise.all(
    Array.from({ length: jobs }, (_, j) => {
      const from = j * share;
      const count = Math.min(share, games - from);
      if (count <= 0) return Promise.resolve();
      const args = [
        ...process.argv.slice(2),
        '--first',
        String(from),
        '--games',
        String(count),
        '--json',
        '--jobs',
        '1',
      ];
      const child = fork(process.argv[1]!, args, { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
      let buffer = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop()!;
        for (const line of lines) {
          if (!line.startsWith('{')) continue;
          const { i, result } = JSON.parse(line) as { i: number; result: GameResult };
          all[i] = result;
        }
      });
      return new Promise<void>((resolve, reject) =>
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a job exited with ${code}`)))),
      );
    }),
  );
  return all;
}

const wins = [0, 0];
let draws = 0,
  turns = 0,
  firstSeatWins = 0;
const thinking = bots.map(() => ({ ms: 0, worstMs: 0, turns: 0 }));
/** Per bot and seat: the games it played there and won there. */
const bySeat = bots.map(() => Array.from({ length: players }, () => ({ games: 0, won: 0 })));
/** Per contest: each bot's points (a win 1, a draw ½). */
const contests: [number, number][] = [];
const played = await results();
for (let i = 0; i < games; i++) {
  const r = played[i]!;
  if (r.winner === 'draw') draws++;
  else wins[r.winner]!++;
  if (r.winningSeat === 0) firstSeatWins++;
  seating(players, i).forEach((b, seat) => {
    bySeat[b]![seat]!.games++;
    if (r.winningSeat === seat) bySeat[b]![seat]!.won++;
  });
  const points = (contests[Math.floor(i / perContest)] ??= [0, 0]);
  if (r.winner === 'draw') [points[0], points[1]] = [points[0] + 0.5, points[1] + 0.5];
  else points[r.winner]! += 1;
  turns += r.turns;
  r.thinking.forEach((t, b) => {
    const all = thinking[b]!;
    all.ms += t.ms;
    all.worstMs = Math.max(all.worstMs, t.worstMs);
    all.turns += t.turns;
  });
  console.log(`game ${i + 1}: ${r.winner === 'draw' ? 'draw' : bots[r.winner]} after ${r.turns} turns`);
}

const pct = (n: number): string => `${((100 * n) / games).toFixed(0)}%`;
const [A, B] = bots;
const lineup = values.solo ? `${A} in one seat against ${players - 1} × ${B}` : `${A} (a) vs ${B} (b)`;
console.log(
  `\n${entry.name}, ${lineup}: ${games} games, ${players} players, options ${JSON.stringify(values.layout === 'random' ? { ...optionsFor(0), layout: 'random' } : (optionsFor(0) ?? {}))}${perContest > 1 ? ' (each contest its own)' : ''}${opening > 0 ? `, the first ${opening} turns random` : ''}, seed ${seed}`,
);
if (values.layout === 'random') {
  const used = new Map<string, number>();
  for (let i = 0; i < games; i++) {
    const id = layoutFor(i)!;
    used.set(id, (used.get(id) ?? 0) + 1);
  }
  console.log(`layouts (games): ${[...used].map(([id, n]) => `${id} ${n}`).join(', ')}`);
}
console.log(`by the rules:    ${A} ${wins[0]} (${pct(wins[0]!)})  ${B} ${wins[1]} (${pct(wins[1]!)})  draws ${draws}`);
if (perContest > 1) {
  // Only whole contests count (an odd --games leaves the last one out).
  const whole = contests.slice(0, Math.floor(games / perContest));
  const won = [0, 1].map((b) => whole.filter((p) => p[b]! > p[1 - b]!).length);
  const share = (n: number): string => `${((100 * n) / Math.max(1, whole.length)).toFixed(0)}%`;
  console.log(
    `by contest:      ${A} ${won[0]} (${share(won[0]!)})  ${B} ${won[1]} (${share(won[1]!)})  drawn ${whole.length - won[0]! - won[1]!} of ${whole.length}`,
  );
  // A drawn contest is one game won by each side (R11 counts it ½ to each, as a drawn game).
  const drawn = whole.length - won[0]! - won[1]!;
  console.log(
    `contest points:  ${A} ${won[0]! + drawn / 2} (${share(won[0]! + drawn / 2)})  ${B} ${won[1]! + drawn / 2} (${share(won[1]! + drawn / 2)})  (a drawn contest ½ each)`,
  );
}
console.log(`first seat won: ${firstSeatWins} of ${games} (${pct(firstSeatWins)})`);
bySeat.forEach((seats, b) =>
  console.log(
    `${bots[b]} won by seat: ${seats.map((s, seat) => `seat ${seat + 1} ${s.won} of ${s.games} (${s.games === 0 ? '-' : `${((100 * s.won) / s.games).toFixed(0)}%`})`).join(', ')}`,
  ),
);
console.log(`average turns ${(turns / games).toFixed(1)}`);
thinking.forEach((t, b) =>
  console.log(
    `think time ${bots[b]}: ${(t.ms / Math.max(1, t.turns)).toFixed(1)} ms a turn, worst ${t.worstMs.toFixed(0)} ms`,
  ),
);
