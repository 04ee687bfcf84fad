// Whole games: the `#g=` game link's length and its encode and decode times, and the game record's
// size and read time, for seeded random 2-player games (test/support/random-games.ts) stopped at
// the start of turns 20, 60 and 120. Every figure is the median over the seeds.
import { status, type Game } from '../src/games/vacuum/rules/index';
import { decodeGameString, encodeGameString, MAX_GAME_LINK_LENGTH } from '../src/games/vacuum/record/game-link';
import { readGameRecord, writeGameRecord } from '../src/games/vacuum/record/format';
import type { GameHistory } from '../src/games/vacuum/record/replay';
import { randomPlayout } from '../test/support/random-games';
import { median } from './stats';
import type { Measures } from './run';

const SEEDS = [1, 2, 3, 4, 5];
const TURNS = [20, 60, 120] as const;

const timed = <T>(fn: () => T): [T, number] => {
  const t0 = performance.now();
  const out = fn();
  return [out, performance.now() - t0];
};

export async function run(): Promise<Measures> {
  const rows: Record<number, Record<string, number[]>> = {};
  for (const seed of SEEDS) {
    const { games, actions } = randomPlayout(2, 900 + seed, 4000, 1000);
    for (const turn of TURNS) {
      const end = games.findIndex((g: Game) => g.turn === turn && g.stage === 1);
      if (end < 0) continue;
      const history: GameHistory = {
        start: games[0]!,
        actions: actions.slice(0, end).map((action, i) => {
          const s = status(games[i]!);
          return { turn: s.turn + 1, player: action.kind === 'resign' ? action.player : s.current, action };
        }),
      };
      const [link, encodeMs] = timed(() => encodeGameString(history)!);
      const [decoded, decodeMs] = timed(() => decodeGameString(link));
      if (!decoded.ok) throw new Error(decoded.error);
      const text = writeGameRecord(history);
      const [read, readMs] = timed(() => readGameRecord(text));
      if (!read.ok) throw new Error(read.error);
      const row = (rows[turn] ??= {});
      const add = (k: string, v: number): number => (row[k] ??= []).push(v);
      add('actions', end);
      add('link.len', link.length);
      add('link.bits_per_action', (link.length * 6) / end);
      add('link.encode_ms', encodeMs);
      add('link.decode_ms', decodeMs);
      add('text.len', text.length);
      add('text.read_ms', readMs);
    }
  }
  const out: Measures = { 'record.link.max_len': MAX_GAME_LINK_LENGTH };
  for (const turn of TURNS) {
    for (const [k, v] of Object.entries(rows[turn] ?? {})) out[`record.${k}.2p.turn${turn}`] = median(v);
    out[`record.samples.2p.turn${turn}`] = rows[turn]?.actions?.length ?? 0;
  }
  return out;
}
