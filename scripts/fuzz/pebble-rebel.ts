// Pebble Rebel's hostile inputs (5 000 by default): position texts (R13's counts broken above all),
// share strings, game strings, save files, game records, action texts (out of turn, a stone not in
// the hand) and a room's action messages, each refused with a message (a failure Result, the rules'
// PositionError / IllegalActionError, or the room's Refusal), none slower than 100 ms; plus round
// trips of seeded random games through share strings, game strings, saves and the room's stored
// game.
import * as rules from '../../src/games/pebble-rebel/rules/index';
import { pebbleRebelShare } from '../../src/games/pebble-rebel/share';
import { pebbleRebel as hosted } from '../../src/games/pebble-rebel/hosted';
import { decodePositionLink, encodePositionLink } from '../../src/codec/position-link';
import { decodeGameString, encodeGameString } from '../../src/codec/move-list';
import { decodeGameSave, encodeGameSave } from '../../src/codec/game-save';
import { randomGames } from '../../test/games/pebble-rebel/helpers';
import { HOSTILE } from '../../test/games/pebble-rebel/hostile';
import { fuzzDoorGame } from './door-game';

const TOTAL = Number(process.env.FUZZ_PEBBLE_REBEL ?? 5_000);
/** Shares of the total, per class of input. */
const SHARES = {
  positions: 0.2,
  shares: 0.18,
  games: 0.18,
  saves: 0.14,
  pictures: 0.06,
  records: 0.12,
  actions: 0.16,
  room: 0.14,
};
const GAMES = Number(process.env.FUZZ_GAMES ?? 60);

export function fuzz(): number {
  const failures = fuzzDoorGame(
    { id: 'pebble-rebel', rules, share: pebbleRebelShare },
    { seed: 2026, total: TOTAL, shares: SHARES },
    HOSTILE,
  );
  return failures + roundTrips();
}

/** Seeded random games through every form that holds a position or a whole game; returns the data lost. */
function roundTrips(): number {
  const t0 = performance.now();
  const lost = { share: 0, game: 0, save: 0, room: 0 };
  let positions = 0;
  for (const { games, actions } of randomGames(GAMES, 4_000)) {
    const start = games[0]!;
    const end = rules.formatPosition(games.at(-1)!);
    for (const position of games) {
      positions++;
      const read = decodePositionLink(pebbleRebelShare, encodePositionLink(pebbleRebelShare, position));
      if (!read.ok || rules.formatPosition(read.game) !== rules.formatPosition(position)) lost.share++;
    }
    const same = (r: { ok: boolean; game?: rules.Game; actions?: rules.Action[] }): boolean =>
      r.ok && rules.formatPosition(r.game!) === end && r.actions!.length === actions.length;
    const link = encodeGameString(rules, pebbleRebelShare, start, actions);
    if (link === null || !same(decodeGameString(rules, pebbleRebelShare, link))) lost.game++;
    const save = encodeGameSave(rules, 'pebble-rebel', { start, actions });
    if (!same(decodeGameSave(rules, 'pebble-rebel', save))) lost.save++;
    const room = hosted.load(save);
    if (hosted.save(room) !== save || rules.formatPosition(room.game) !== end) lost.room++;
  }
  console.log(
    `\nround trips: ${GAMES} random games, ${positions} positions (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  data lost: share string ${lost.share}, game string ${lost.game}, save ${lost.save}, room's stored game ${lost.room}`,
  );
  return lost.share + lost.game + lost.save + lost.room;
}
