// Positions for codec round trips: arbitrary valid positions built directly (every corner of what
// parsePosition accepts: odd terrain, neutral pieces, every stage, cooldowns, huge turn numbers),
// and the positions of seeded random games.
import { newGame, parsePosition, squareName, type Game } from '../../src/games/vacuum/rules/index';
import { randomGame } from '../support/random-games';

const COLOURS = ['red', 'gold', 'green', 'white'];
const TILES = ['#', '.', '*', 'r', 'y', 'g', 'w'];
const START = newGame({ players: 4 });
const START_LETTERS = START.terrain.map((t, sq) =>
  t === 'perimeter' ? 'rygw'[START.colour[sq]!]! : t === 'barren' ? '#' : t === 'board' ? '.' : '*',
);

function pick<T>(random: () => number, xs: readonly T[]): T {
  return xs[Math.floor(random() * xs.length)]!;
}

function shuffled<T>(random: () => number, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A valid position drawn at random from the whole space parsePosition accepts. */
export function arbitraryPosition(random: () => number): Game {
  const players = pick(random, [2, 3, 4] as const);
  const inGame = [0, 1, 2, 3].slice(0, players);
  const order = shuffled(random, inGame);
  const eliminated = order.slice(0, Math.floor(random() * players));
  const active = inGame.filter((p) => !eliminated.includes(p));
  const current = pick(random, active);
  const stoneEra = shuffled(random, inGame).slice(0, Math.floor(random() * (players + 1)));

  const tiles = [...START_LETTERS];
  const terrainChanges = random() < 0.3 ? 0 : Math.floor(random() * 40);
  for (let i = 0; i < terrainChanges; i++) tiles[Math.floor(random() * 144)] = pick(random, TILES);

  const owners = [...active.map((p) => 'RYGW'[p]!), ...(random() < 0.3 ? ['N'] : [])];
  const density = random();
  const pieces = tiles.map((t) => {
    if (t === '#' || random() > density) return '';
    const kind = random();
    if (kind < 0.1) return 's' + pick(random, owners);
    if (kind < 0.15) return 'b' + pick(random, owners);
    return Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(random, owners)).join('');
  });

  const stages = ['1', '2', '3', 'commit', 'chain'];
  const playable = tiles.map((t, sq) => (t === '#' ? -1 : sq)).filter((sq) => sq >= 0);
  let stage = pick(random, stages);
  let chain = '-';
  if (stage === 'chain' && playable.length > 0) {
    const sq = pick(random, playable);
    pieces[sq] = 'b' + 'RYGW'[current];
    chain = squareName(sq);
  } else if (stage === 'chain') stage = '1';

  const pedestals = tiles.map((t, sq) => (t === '*' ? sq : -1)).filter((sq) => sq >= 0);
  const cooldowns = shuffled(random, pedestals).slice(0, random() < 0.7 ? 0 : Math.floor(random() * 3));
  const turn = random() < 0.1 ? Math.floor(random() * 999_999_999) : Math.floor(random() * 300);
  const limit = random() < 0.5 ? '-' : String(1 + Math.floor(random() * (random() < 0.1 ? 999_999_998 : 500)));

  const names = (ps: readonly number[]): string => (ps.length === 0 ? '-' : ps.map((p) => COLOURS[p]).join(' '));
  const text = [
    'vacuum 1',
    `players ${players}`,
    `current ${COLOURS[current]}`,
    `stage ${stage}`,
    `chain ${chain}`,
    `turn ${turn}`,
    `active ${names(active)}`,
    `eliminated ${names(eliminated)}`,
    `stone-era ${names(stoneEra)}`,
    `cooldown ${cooldowns.length === 0 ? '-' : cooldowns.map(squareName).join(' ')}`,
    `limit ${limit}`,
    ...Array.from({ length: 12 }, (_, r) =>
      tiles
        .slice(r * 12, r * 12 + 12)
        .map((t, c) => t + pieces[r * 12 + c])
        .join(' '),
    ),
  ].join('\n');
  return parsePosition(text);
}

/** Every position of `count` seeded random games of 2, 3 and 4 players, `actions` actions long. */
export function randomGamePositions(count: number, actions: number, firstSeed = 1): Game[] {
  const out: Game[] = [];
  for (let i = 0; i < count; i++) out.push(...randomGame((2 + (i % 3)) as 2 | 3 | 4, firstSeed + i, actions));
  return out;
}
