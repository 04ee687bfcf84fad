// Pressure's share forms: the length of 40-move game links from the start (target ≤ 60
// characters) and the time to decode one (target ≤ 5 ms), the length of share strings of
// mid-game positions, and the time to read a save and a record of a long game.
import * as rules from '../../src/games/pressure/rules/index';
import { pressureShare } from '../../src/games/pressure/share';
import { decodeGameString, encodeGameString } from '../../src/codec/move-list';
import { encodePositionLink } from '../../src/codec/position-link';
import { decodeGameSave, encodeGameSave } from '../../src/codec/game-save';
import { readGameText, writeGameText } from '../../src/record/game-text';
import { playFrom } from '../../test/games/pressure/played';
import { median, quantile, seededRandom, timeCalls } from '../stats';
import type { Measures } from '../run';

const GAMES = 40;

export async function run(): Promise<Measures> {
  const random = seededRandom(4040);
  const forty = Array.from({ length: GAMES }, () => playFrom(rules.newGame(), random, 40)).filter(
    (g) => g.actions.length === 40,
  );
  const links = forty.map((g) => encodeGameString(rules, pressureShare, g.start, g.actions)!);
  const lengths = links.map((s) => s.length);
  const decodeTimes = links.flatMap((s) => timeCalls(() => decodeGameString(rules, pressureShare, s), 20, 5));
  const encodeTimes = forty.flatMap((g) =>
    timeCalls(() => encodeGameString(rules, pressureShare, g.start, g.actions), 20, 5),
  );
  const shares = forty.map((g) => encodePositionLink(pressureShare, g.end).length);

  const long = playFrom(rules.newGame(), seededRandom(7), 400);
  const save = encodeGameSave(rules, 'pressure', long);
  const record = writeGameText(rules, 'pressure', long);
  return {
    'link.len.40moves.samples': lengths.length,
    'link.len.40moves.median': median(lengths),
    'link.len.40moves.max': Math.max(...lengths),
    'link.decode.40moves.median_ms': quantile(
      decodeTimes.sort((a, b) => a - b),
      0.5,
    ),
    'link.decode.40moves.p95_ms': quantile(decodeTimes, 0.95),
    'link.encode.40moves.median_ms': quantile(
      encodeTimes.sort((a, b) => a - b),
      0.5,
    ),
    'share.len.turn40.median': median(shares),
    'share.len.turn40.max': Math.max(...shares),
    [`save.decode.${long.actions.length}moves.median_ms`]: quantile(
      timeCalls(() => decodeGameSave(rules, 'pressure', save), 30),
      0.5,
    ),
    [`record.read.${long.actions.length}moves.median_ms`]: quantile(
      timeCalls(() => readGameText(rules, 'pressure', record), 30),
      0.5,
    ),
  };
}
