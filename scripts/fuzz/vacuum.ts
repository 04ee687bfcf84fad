// Vacuum's hostile inputs: share strings, Load Position text, save files, game records and game
// links (the unit tests run a seeded sample), plus round trips of seeded random games through each.
import { formatAction, formatPosition, type Game } from '../../src/games/vacuum/rules/index';
import { decodeShare, encodeShare } from '../../src/games/vacuum/share';
import { parseShareInput } from '../../src/games/vacuum/record/link';
import { decodeSaveJson, encodeSaveJson, type SaveResult } from '../../src/games/vacuum/record/save';
import { decodeSavePng, encodeSavePng } from '../../src/games/vacuum/record/png-save';
import { decodeGameString, encodeGameString, type GameLinkResult } from '../../src/games/vacuum/record/game-link';
import { readGameRecord, writeGameRecord } from '../../src/games/vacuum/record/format';
import { seededRandom } from '../../src/util/random';
import { randomPlayout } from '../../test/support/random-games';
import { playedGame } from '../../test/support/played';
import {
  hostileGameStrings,
  hostileLoadPosition,
  hostileRecords,
  hostileSaveJson,
  hostileSavePng,
  hostileShareStrings,
  tinyPng,
} from '../../test/codec/hostile';
import { runClass } from './classes';

const SHARE_COUNT = Number(process.env.FUZZ_SHARE ?? 10_000);
const SAVE_COUNT = Number(process.env.FUZZ_SAVES ?? 3_000);
const GAMES = Number(process.env.FUZZ_GAMES ?? 300);
const RECORD_COUNT = Number(process.env.FUZZ_RECORDS ?? 2_000);
/** Whole games round-tripped through the game record and the game link (each replays the game). */
const WHOLE_GAMES = Number(process.env.FUZZ_WHOLE_GAMES ?? 60);

/** Runs every class and round trip, prints their rows, and returns the failures (escaped, slow, lost). */
export function fuzz(): number {
  let failures = 0;
  const random = seededRandom(2024);
  const shareCases = hostileShareStrings(random, SHARE_COUNT);
  failures += runClass('share strings (decodeShare)', shareCases, decodeShare);
  failures += runClass(
    'share strings pasted into Load Position (parseShareInput)',
    shareCases.slice(0, SHARE_COUNT / 5),
    parseShareInput,
  );
  failures += runClass(
    'Load Position text and links (parseShareInput)',
    hostileLoadPosition(random, SHARE_COUNT / 5),
    parseShareInput,
  );
  failures += runClass('JSON saves (decodeSaveJson)', hostileSaveJson(random, SAVE_COUNT), decodeSaveJson);
  failures += runClass(
    'PNG saves (decodeSavePng)',
    hostileSavePng(random, SAVE_COUNT),
    decodeSavePng as (b: Uint8Array) => SaveResult,
  );
  failures += runClass('game records (readGameRecord)', hostileRecords(random, RECORD_COUNT), readGameRecord);
  failures += runClass('game links (decodeGameString)', hostileGameStrings(random, RECORD_COUNT), decodeGameString);

  // Round trips: every position of GAMES random games through the share string, the JSON save (with
  // the log the page would write, and without a log), and every tenth through the PNG save.
  const lost = { share: 0, json: 0, jsonNoLog: 0, png: 0 };
  let positions = 0;
  const t0 = performance.now();
  const picture = tinyPng();
  const same = (a: Game, b: Game): boolean =>
    formatPosition(a) === formatPosition(b) &&
    a.history.map(formatPosition).join() === b.history.map(formatPosition).join();
  const restored = (r: SaveResult, g: Game): boolean => r.ok && r.notice === undefined && same(r.save.game, g);
  for (let i = 0; i < GAMES; i++) {
    const { games, actions } = randomPlayout((2 + (i % 3)) as 2 | 3 | 4, 10_000 + i, 20 + (i % 60));
    games.forEach((g, j) => {
      positions++;
      const log = actions.slice(0, j).map((a) => ({ turn: g.turn, player: g.current, text: formatAction(a) }));
      const shared = decodeShare(encodeShare(g));
      if (!shared.ok || formatPosition(shared.game) !== formatPosition(g)) lost.share++;
      if (!restored(decodeSaveJson(encodeSaveJson({ game: g, log, settings: {} })), g)) lost.json++;
      if (!restored(decodeSaveJson(encodeSaveJson({ game: g, log: [], settings: {} })), g)) lost.jsonNoLog++;
      if (j % 10 === 0 && !restored(decodeSavePng(encodeSavePng(picture, { game: g, log, settings: {} })), g))
        lost.png++;
    });
  }
  // Whole games: every action and the first position back from the game record and the game link,
  // and the save's first position kept.
  const wholeLost = { record: 0, link: 0, saveStart: 0 };
  const t1 = performance.now();
  for (let i = 0; i < WHOLE_GAMES; i++) {
    const players = (2 + (i % 3)) as 2 | 3 | 4;
    const g = playedGame(players, 20_000 + i, 20 + (i % 120), i % 4 === 0 ? 4 * players : 200);
    const whole = { start: g.start, actions: g.played };
    const end = formatPosition(g.games.at(-1)!);
    const sameGame = (r: GameLinkResult): boolean =>
      r.ok &&
      formatPosition(r.game) === end &&
      r.history.actions.map((p) => `${p.turn} ${p.player} ${formatAction(p.action)}`).join() ===
        g.played.map((p) => `${p.turn} ${p.player} ${formatAction(p.action)}`).join();
    if (!sameGame(readGameRecord(writeGameRecord(whole)))) wholeLost.record++;
    if (!sameGame(decodeGameString(encodeGameString(whole) ?? ''))) wholeLost.link++;
    const saved = decodeSaveJson(encodeSaveJson({ game: g.games.at(-1)!, log: g.log, settings: {}, start: g.start }));
    if (!saved.ok || !saved.save.start || formatPosition(saved.save.start) !== formatPosition(g.start))
      wholeLost.saveStart++;
  }
  console.log(
    `\nwhole games: ${WHOLE_GAMES} random games of 20 to 140 actions (${((performance.now() - t1) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  data lost: game record ${wholeLost.record}, game link ${wholeLost.link}, save's first position ${wholeLost.saveStart}`,
  );

  const lostTotal =
    lost.share + lost.json + lost.jsonNoLog + lost.png + wholeLost.record + wholeLost.link + wholeLost.saveStart;
  failures += lostTotal;
  console.log(
    `\nround trips: ${GAMES} random games, ${positions} positions (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  data lost: share string ${lost.share}, JSON save ${lost.json}, JSON save without a log ${lost.jsonNoLog}, PNG save (every tenth) ${lost.png}`,
  );
  return failures;
}
