// Share string length: each benchmark position, and the start of turns 20, 60 and 120 of seeded
// random 2-player games, with the ratio to lz-string of a naive JSON of the same position.
// Target: median ≤ 90 characters for 2-player positions at turn 60.
import lzString from 'lz-string';
import type { Game } from '../src/games/vacuum/rules/index';
import { decodeShare, encodeShare } from '../src/games/vacuum/share';
import { randomGame } from '../test/support/random-games';
import { benchPositions } from './positions';
import { median, quantile, timeCalls } from './stats';
import type { Measures } from './run';

const GAMES = 15;
const TURNS = [20, 60, 120] as const;

/** What a quick implementation would share: the position object as JSON, through lz-string. */
function naiveLength(g: Game): number {
  const { history: _history, ...position } = g;
  return lzString.compressToEncodedURIComponent(JSON.stringify(position)).length;
}

export async function run(): Promise<Measures> {
  const out: Measures = {};
  const ratios: number[] = [];
  const measure = (g: Game): number => {
    const length = encodeShare(g).length;
    ratios.push(length / naiveLength(g));
    return length;
  };

  for (const { name, game } of benchPositions()) out[`share.len.${name}`] = measure(game);

  const lengths: Record<number, number[]> = { 20: [], 60: [], 120: [] };
  for (let seed = 1; seed <= GAMES; seed++) {
    const games = randomGame(2, 500 + seed, 4000, 1000);
    for (const turn of TURNS) {
      const g = games.find((x) => x.turn === turn && x.stage === 1);
      if (g) lengths[turn]!.push(measure(g));
    }
  }
  for (const turn of TURNS) {
    out[`share.len.median.2p.turn${turn}`] = median(lengths[turn]!);
    out[`share.len.max.2p.turn${turn}`] = Math.max(...lengths[turn]!);
    out[`share.len.samples.2p.turn${turn}`] = lengths[turn]!.length;
  }
  out['share.ratio.vsNaiveJson.median'] = median(ratios);

  const crowded = benchPositions().find((p) => p.name === 'crowded-4p')?.game;
  if (crowded) {
    const s = encodeShare(crowded);
    out['share.encode.crowded-4p.median_ms'] = quantile(
      timeCalls(() => encodeShare(crowded), 200),
      0.5,
    );
    out['share.decode.crowded-4p.median_ms'] = quantile(
      timeCalls(() => decodeShare(s), 200),
      0.5,
    );
  }
  return out;
}
