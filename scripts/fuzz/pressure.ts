// Pressure's hostile inputs (5 000 by default): position texts, share strings, game strings, save
// files, game records and action texts, each refused with a message (a failure Result, or the
// rules' PositionError / IllegalActionError), none slower than 100 ms; plus round trips of seeded
// random games through share strings, game strings, saves, records and the room's stored game.
import * as rules from '../../src/games/pressure/rules/index';
import { pressureShare } from '../../src/games/pressure/share';
import { pressure as hosted } from '../../src/games/pressure/hosted';
import { decodePositionLink, encodePositionLink } from '../../src/codec/position-link';
import { decodeGameString, encodeGameString } from '../../src/codec/move-list';
import { decodeGameSave, encodeGameSave } from '../../src/codec/game-save';
import { readGameText, writeGameText } from '../../src/record/game-text';
import { playedGames, summary } from '../../test/games/pressure/played';
import { HOSTILE } from '../../test/games/pressure/hostile';
import { fuzzDoorGame } from './door-game';

const TOTAL = Number(process.env.FUZZ_PRESSURE ?? 5_000);
/** Shares of the total, per class of input. */
const SHARES = { positions: 0.2, shares: 0.2, games: 0.2, saves: 0.16, pictures: 0.06, records: 0.12, actions: 0.12 };
const GAMES = Number(process.env.FUZZ_GAMES ?? 60);

export function fuzz(): number {
  const failures = fuzzDoorGame(
    { id: 'pressure', rules, share: pressureShare },
    { seed: 2025, total: TOTAL, shares: SHARES },
    HOSTILE,
  );
  return failures + roundTrips();
}

/** Seeded random games through every form that holds a position or a whole game; returns the data lost. */
function roundTrips(): number {
  const t0 = performance.now();
  const lost = { share: 0, game: 0, save: 0, record: 0, room: 0 };
  let positions = 0;
  for (const g of playedGames(GAMES, 4_000)) {
    const want = summary(g);
    let game = g.start;
    for (const position of [g.start, ...g.actions.map((a) => (game = rules.play(game, a)))]) {
      positions++;
      const read = decodePositionLink(pressureShare, encodePositionLink(pressureShare, position));
      if (!read.ok || rules.formatPosition(read.game) !== rules.formatPosition(position)) lost.share++;
    }
    const same = (r: { ok: boolean; start?: rules.Game; actions?: rules.Action[]; game?: rules.Game }): boolean =>
      r.ok && summary({ start: r.start!, actions: r.actions!, end: r.game! }) === want;
    const link = encodeGameString(rules, pressureShare, g.start, g.actions);
    if (link === null || !same(decodeGameString(rules, pressureShare, link))) lost.game++;
    const save = encodeGameSave(rules, 'pressure', g);
    if (!same(decodeGameSave(rules, 'pressure', save))) lost.save++;
    if (!same(readGameText(rules, 'pressure', writeGameText(rules, 'pressure', g, { seatNames: rules.SEATS }))))
      lost.record++;
    const room = hosted.load(save);
    if (hosted.save(room) !== save || rules.formatPosition(room.game) !== rules.formatPosition(g.end)) lost.room++;
  }
  console.log(
    `\nround trips: ${GAMES} random games, ${positions} positions (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  data lost: share string ${lost.share}, game string ${lost.game}, save ${lost.save}, record ${lost.record}, room's stored game ${lost.room}`,
  );
  return lost.share + lost.game + lost.save + lost.record + lost.room;
}
