// `npm run arena -- --a hard --b medium --games 100 --players 2 --limit 80 --seed 1`
// Plays N games between two bots (seats rotated every game, turn limit on, seeded) and prints
// wins, losses and draws by the rules, the draws decided on material, and average think time.
import { parseArgs } from 'node:util';
import { playGame, seatsFor, type Bot } from '../src/ai/arena';

const BOTS: readonly Bot[] = ['random', 'easy', 'medium', 'hard'];

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
} as const;

function readArgs() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (e) {
    return fail((e as Error).message); // an unknown or malformed option
  }
}

const values = readArgs();

const bot = (name: string): Bot => (BOTS.includes(name as Bot) ? (name as Bot) : fail(`unknown bot "${name}" (use ${BOTS.join(', ')})`));
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

const wins = [0, 0];
const onMaterial = [0, 0];
let draws = 0, materialDraws = 0, turns = 0;
const thinkMs = [0, 0], thinkTurns = [0, 0], stoneEra = [0, 0];
for (let i = 0; i < games; i++) {
  const r = playGame(bots, seatsFor(players, i), limit, seed * 100_003 + i);
  if (r.winner === 'draw') draws++;
  else wins[r.winner]!++;
  if (r.onMaterial === 'draw') materialDraws++;
  else onMaterial[r.onMaterial]!++;
  turns += r.turns;
  for (const b of [0, 1]) {
    thinkMs[b]! += r.thinkMs[b]!;
    thinkTurns[b]! += r.thinkTurns[b]!;
    stoneEra[b]! += r.stoneEra[b]!;
  }
  const w = r.winner === 'draw' ? 'draw' : bots[r.winner];
  const m = r.onMaterial === 'draw' ? 'level' : bots[r.onMaterial];
  console.log(`game ${i + 1}: ${w} after ${r.turns} turns${r.winner === 'draw' ? ` (material: ${m})` : ''}`);
}

const pct = (n: number): string => `${((100 * n) / games).toFixed(0)}%`;
const [A, B] = bots;
console.log(`\n${A} (a) vs ${B} (b): ${games} games, ${players} players, turn limit ${limit}, seed ${seed}`);
console.log(`by the rules:    ${A} ${wins[0]} (${pct(wins[0]!)})  ${B} ${wins[1]} (${pct(wins[1]!)})  draws ${draws}`);
console.log(`with draws on material: ${A} ${onMaterial[0]} (${pct(onMaterial[0]!)})  ${B} ${onMaterial[1]} (${pct(onMaterial[1]!)})  level ${materialDraws}`);
console.log(`average turns ${(turns / games).toFixed(1)}`);
// In 2-player games a player who never creates a stone cannot be eliminated (see docs/ai.md).
console.log(`entered the stone era: ${A} ${stoneEra[0]}  ${B} ${stoneEra[1]} (seats, over ${games} games)`);
for (const b of [0, 1]) {
  console.log(`think time ${bots[b]}: ${(thinkMs[b]! / Math.max(1, thinkTurns[b]!)).toFixed(1)} ms a turn`);
}
