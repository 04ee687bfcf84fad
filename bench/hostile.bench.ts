// Hostile input that once cost the page seconds, and the save work done after every move.
// Target: every hostile input refused in ≤ 100 ms at the 95th percentile (it cost up to 15 s), and
// the autosave of a mid-turn game (encode) and its reading (decode, replaying the turn) ≤ 20 ms.
import lzString from 'lz-string';
import { formatAction, formatPosition } from '../src/games/vacuum/rules/index';
import { parseShareInput } from '../src/games/vacuum/record/link';
import { decodeSaveJson, encodeSaveJson } from '../src/games/vacuum/record/save';
import { decodeSavePng } from '../src/games/vacuum/record/png-save';
import { compressedSavePng, deflateBomb, ihdr, pngChunk, pngOf } from '../test/codec/hostile';
import { randomPlayout } from '../test/support/random-games';
import { quantile, timeCalls } from './stats';
import type { Measures } from './run';

export async function run(): Promise<Measures> {
  const out: Measures = {};
  const p95 = (name: string, fn: () => unknown, calls = 40): void => {
    out[`hostile.${name}.p95_ms`] = quantile(
      timeCalls(() => void fn(), calls),
      0.95,
    );
  };

  // The turn with the most undo steps among seeded random games, with the log the page writes.
  let longest = { game: randomPlayout(2, 1, 0).games[0]!, log: [] as { turn: number; player: 0; text: string }[] };
  for (let seed = 1; seed <= 10; seed++) {
    const { games, actions } = randomPlayout(2, 900 + seed, 200);
    games.forEach((game, j) => {
      if (game.history.length > longest.game.history.length) {
        longest = {
          game,
          log: actions.slice(0, j).map((a) => ({ turn: game.turn, player: 0, text: formatAction(a) })),
        };
      }
    });
  }
  const save = { game: longest.game, log: longest.log, settings: {} };
  const json = encodeSaveJson(save);
  out['save.undoSteps.longestSampled'] = longest.game.history.length;
  p95('save.encode.midTurn', () => encodeSaveJson(save));
  p95('save.decode.midTurn', () => decodeSaveJson(json));

  const text = pngChunk('tEXt', `vacuum-save\0${json}`);
  const end = pngChunk('IEND', '');
  p95('png.deflateBomb', () => decodeSavePng(compressedSavePng('zTXt', deflateBomb())));
  p95('png.secondHeader', () => decodeSavePng(pngOf([ihdr(1, 1), ihdr(60_000, 60_000), text, end])));
  p95('png.hugeDimensions', () => decodeSavePng(pngOf([ihdr(100_000, 100_000), text, end])));
  const link = `https://example.org/#p=1${lzString.compressToEncodedURIComponent('ab'.repeat(150_000)).slice(0, 1_987)}`;
  p95('link.lzBomb', () => parseShareInput(link));
  p95('json.deepNesting', () =>
    decodeSaveJson(json.replace('"settings":{}', `"settings":${'['.repeat(400_000)}${']'.repeat(400_000)}`)),
  );
  const oldSave = JSON.stringify({
    version: 1,
    position: formatPosition(longest.game),
    history: Array(500).fill(formatPosition(longest.game)),
    log: [],
  });
  p95('json.format1.500Snapshots', () => decodeSaveJson(oldSave));
  return out;
}
