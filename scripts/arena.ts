// `npm run arena -- --a hard --b medium --games 100 --players 2 --limit 80 --seed 1 [--solo]`
// Plays N games between two bots (seats rotated every game, turn limit on, seeded), by the rules:
// the scored finish at the limit and computer resignation (docs/rules.md, "Computer players resign"). Prints wins, losses and draws,
// how often the first seat won, resignations, stone-era entries and think times.
// --solo: bot A plays one seat and bot B all the others (A's seat rotating), e.g. Hard against
// two Mediums with --players 3. --jobs N splits the games over N processes (the same games, the
// same results: every game's seed depends only on --seed and its number).
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { playGame, seatsFor, soloSeatsFor, type Bot, type GameResult } from '../src/games/vacuum/ai/arena';
import { LEVELS } from '../src/games/vacuum/ai/levels';

const BOTS: readonly Bot[] = ['random', ...LEVELS];

function fail(message: string): never {
  console.error(`arena: ${message}`);
  process.exit(2);
}

const OPTIONS = {
  a: { type: 'string', default: 'easy' },
  b: { type: 'string', default: 'random' },
  games: { type: 'string', default: '10' },
  players: { type: 'string', default: '2' },
  limit: { type: 'string', default: '80' },
  seed: { type: 'string', default: '1' },
  solo: { type: 'boolean', default: false },
  jobs: { type: 'string', default: '1' },
  // Used by --jobs: play games first … first + games − 1 and print each result as JSON.
  first: { type: 'string', default: '0' },
  json: { type: 'boolean', default: false },
} as const;

function readArgs() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (e) {
    return fail((e as Error).message); // an unknown or malformed option
  }
}

const values = readArgs();

const bot = (name: string): Bot =>
  BOTS.includes(name as Bot) ? (name as Bot) : fail(`unknown bot "${name}" (use ${BOTS.join(', ')})`);
const whole = (name: string, text: string, min: number): number => {
  const n = Number(text);
  return Number.isInteger(n) && n >= min ? n : fail(`--${name} must be a whole number ≥ ${min}`);
};

const bots = [bot(values.a), bot(values.b)];
const games = whole('games', values.games, 1);
const players = whole('players', values.players, 2);
if (players > 4) fail('--players must be 2, 3 or 4');
const limit = whole('limit', values.limit, 1);
const seed = whole('seed', values.seed, 0);
const seating = values.solo ? soloSeatsFor : seatsFor;
const jobs = whole('jobs', values.jobs, 1);
const first = whole('first', values.first, 0);

const play = (i: number): GameResult => playGame(bots, seating(players, i), limit, seed * 100_003 + i);

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
const thinkMs = [0, 0],
  worstMs = [0, 0],
  thinkTurns = [0, 0],
  stoneEra = [0, 0],
  resigned = [0, 0];
const played = await results();
for (let i = 0; i < games; i++) {
  const r = played[i]!;
  if (r.winner === 'draw') draws++;
  else wins[r.winner]!++;
  if (r.winningSeat === 0) firstSeatWins++;
  turns += r.turns;
  for (const b of [0, 1]) {
    thinkMs[b]! += r.thinkMs[b]!;
    worstMs[b] = Math.max(worstMs[b]!, r.worstThinkMs[b]!);
    thinkTurns[b]! += r.thinkTurns[b]!;
    stoneEra[b]! += r.stoneEra[b]!;
    resigned[b]! += r.resigned[b]!;
  }
  const w = r.winner === 'draw' ? 'draw' : bots[r.winner];
  const how = r.resigned.some((n) => n > 0) ? ' (resignation)' : r.turns >= limit ? ' (on score)' : '';
  console.log(`game ${i + 1}: ${w} after ${r.turns} turns${how}`);
}

const pct = (n: number): string => `${((100 * n) / games).toFixed(0)}%`;
const [A, B] = bots;
const lineup = values.solo ? `${A} in one seat against ${players - 1} × ${B}` : `${A} (a) vs ${B} (b)`;
console.log(`\n${lineup}: ${games} games, ${players} players, turn limit ${limit}, seed ${seed}`);
console.log(`by the rules:    ${A} ${wins[0]} (${pct(wins[0]!)})  ${B} ${wins[1]} (${pct(wins[1]!)})  draws ${draws}`);
console.log(`first seat (red) won: ${firstSeatWins} of ${games} (${pct(firstSeatWins)})`);
console.log(`resigned: ${A} ${resigned[0]}  ${B} ${resigned[1]} (seats, over ${games} games)`);
console.log(`average turns ${(turns / games).toFixed(1)}`);
console.log(`entered the stone era: ${A} ${stoneEra[0]}  ${B} ${stoneEra[1]} (seats, over ${games} games)`);
for (const b of [0, 1]) {
  console.log(
    `think time ${bots[b]}: ${(thinkMs[b]! / Math.max(1, thinkTurns[b]!)).toFixed(1)} ms a turn, worst ${worstMs[b]!.toFixed(0)} ms`,
  );
}
