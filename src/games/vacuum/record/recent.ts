// Vacuum's recent games (session/recent.ts): kept as its save files, listed by how each stands and who played whom.
import { decodeSaveJson, encodeSaveJson, type Save } from './save';
import { status, type Player } from '../rules/index';
import { fromSave, toSave, type GameInPlay } from '../page/session';
import { RecentGames, whoPlayed, type RecentFormat } from '../../../session/recent';
import { gameKey } from '../../../session/keys';
import type { KeyValueStore } from '../../../session/storage';
import { colourTitle, outcome, progress, standing } from '../view/outcome';

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

/**
 * A game in a list (Recent games, the home page's last played), told from another with the same
 * seats: the round and whose turn it is, or who won and how; every seat's score; who played whom.
 * "Round 4 · Gold to move · scores: Red 12, Gold 9 · Red person v Gold computer (easy)".
 */
export function gameLabel({ game, log, settings }: Pick<GameInPlay, 'game' | 'log' | 'settings'>): string {
  const over = outcome(game, log.at(-1)?.action.kind ?? null);
  const stands =
    over === null
      ? `${progress(game)} · ${colourTitle(status(game).current)} to move`
      : `${over.title} (${over.brief})`;
  const who = whoPlayed(
    settings.seats.map((seat, p) => ({ name: colourTitle(p as Player), computer: seat === 'human' ? null : seat })),
  );
  return `${stands} · ${standing(game)} · ${who}`;
}
