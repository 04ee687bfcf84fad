// How a game of Divided Loyalties ended, for the end screen and Status: who won, by how much, and
// each side's score in parts (R10, R11), or who resigned; and how a game stands for a list of
// games: its layout and the scores.
import type { Ending } from '../../../core/module';
import { SEATS, status, type Game } from '../rules/index';

export function ending(game: Game): Ending | null {
  const s = status(game);
  if (s.winner === null) return null;
  if (game.resigned !== null) {
    const winner = SEATS[1 - game.resigned]!;
    const how = `${SEATS[game.resigned]} resigned`;
    return { title: `${winner} wins`, how, reason: `${how}.` };
  }
  // A full field needs no words in a list of games: the scores beside the title say it.
  const parts = s.scores
    .map((sc, p) => `${SEATS[p]} ${sc.total} (bridges ${sc.bridges}, regions ${sc.regions})`)
    .join(' to ');
  const title = s.winner === 'draw' ? 'A draw' : `${SEATS[s.winner]} wins`;
  const scores = s.scores.map((sc, seat) => ({ seat, score: sc.total, winner: s.winner === seat }));
  return { title, reason: `No stone can be placed any more: ${parts}.`, scores };
}

/** The field's name: its layout's, or "A custom layout" (one made in the editor). */
export const layoutName = (game: Game): string => game.layout.name ?? 'A custom layout';

/** "Blue 12, Yellow 9". */
export const scoresOf = (game: Game): string =>
  status(game)
    .scores.map((sc, p) => `${SEATS[p]} ${sc.total}`)
    .join(', ');

/** "Crossroads · scores: Blue 12, Yellow 9". */
export const standing = (game: Game): string => `${layoutName(game)} · scores: ${scoresOf(game)}`;
