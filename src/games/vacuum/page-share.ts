// Vacuum's share bits for the game-neutral page: its positions behind the prefix its links have
// always had (share.ts), and its own game links (`#g=`, record/game-link.ts) and game records
// (record/format.ts), older than the house's, so every link and record already sent still opens.
import type { GameShare, WholeGame } from '../../core/module';
import type { Result } from '../../core/result';
import { PREFIXES } from '../../codec/prefix-table';
import type { Action, Game } from './rules/index';
import { readPosition, writePosition } from './share';
import { decodeGameString, encodeGameString, MAX_GAME_LINK_LENGTH } from './record/game-link';
import { readGameRecord, writeGameRecord } from './record/format';
import type { GameHistory } from './record/replay';
import { playedFrom } from './record/played';
import { vacuumSeat } from './record/page-save';

/** A game Vacuum's codecs read, as the page holds one: its start and actions (Vacuum has no notes). */
const whole = (read: Result<{ history: GameHistory; game: Game }>): Result<WholeGame<Game, Action>> =>
  read.ok
    ? {
        ok: true,
        start: read.history.start,
        actions: read.history.actions.map((p) => p.action),
        game: read.game,
        notes: [],
      }
    : read;

export const vacuumShare: GameShare<Game, Action> = {
  positionPrefix: PREFIXES.vacuum.position,
  gamePrefix: PREFIXES.vacuum.game,
  writePosition,
  readPosition,
  wholeGames: {
    gameString(start, actions) {
      const text = encodeGameString(playedFrom(start, actions).history);
      return text !== null && text.length <= MAX_GAME_LINK_LENGTH ? text : null;
    },
    readGameString: (text) => whole(decodeGameString(text)),
    record: (start, actions, seats) =>
      writeGameRecord(playedFrom(start, actions).history, { seats: seats.map(vacuumSeat), date: new Date() }),
    readRecord: (text) => whole(readGameRecord(text)),
  },
};
