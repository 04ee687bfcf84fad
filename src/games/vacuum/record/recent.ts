// Vacuum's recent games (session/recent.ts): kept as its save files, listed by who plays and the turn.
import { decodeSaveJson, encodeSaveJson, type Save } from './save';
import { COLOUR_NAMES, status } from '../rules/index';
import { fromSave, toSave, type GameInPlay } from '../../../session/session';
import { RecentGames, type RecentFormat } from '../../../session/recent';
import { gameKey } from '../../../session/keys';
import type { KeyValueStore } from '../../../session/storage';
import { cap } from '../../../ui/dom';

export type VacuumRecent = RecentGames<GameInPlay, Save>;

/** The single slot of earlier versions; its game joins the recent games. */
const PREVIOUS_KEY = gameKey('vacuum', 'previous-game');

/** Has anything been played in it? A game without a move is not worth keeping. */
export const hasMoves = ({ game, log }: GameInPlay): boolean => log.length > 0 || status(game).turn > 0;

const format: RecentFormat<GameInPlay, Save> = {
  id: 'vacuum',
  encode: (record) => encodeSaveJson(toSave(record)),
  // Only the labels are needed for the list: replaying five long games would hold the menu for seconds.
  peek: (text) => {
    const decoded = decodeSaveJson(text, { record: false });
    return decoded.ok ? decoded.save : null;
  },
  read: (text) => {
    const decoded = decodeSaveJson(text);
    return decoded.ok ? fromSave(decoded.save) : null;
  },
  label: (save) => gameLabel(fromSave(save)),
  hasMoves,
};

/** Vacuum's recent games, with the previous game of earlier versions among them. */
export function vacuumRecent(store: KeyValueStore): VacuumRecent {
  const recent = new RecentGames(store, format);
  const previous = store.getItem(PREVIOUS_KEY);
  if (previous !== null && recent.adopt(previous)) store.removeItem(PREVIOUS_KEY);
  return recent;
}

/** "Red person, Gold computer (easy) · turn 12": who plays and how far the game is. */
export function gameLabel({ game, settings }: Pick<GameInPlay, 'game' | 'settings'>): string {
  const s = status(game);
  const seats = settings.seats
    .map((seat, p) => `${cap(COLOUR_NAMES[p]!)} ${seat === 'human' ? 'person' : `computer (${seat})`}`)
    .join(', ');
  const state =
    s.winner === null ? `turn ${s.turn}` : s.winner === 'draw' ? 'drawn' : `won by ${cap(COLOUR_NAMES[s.winner]!)}`;
  return `${seats} · ${state}`;
}
