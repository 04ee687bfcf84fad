// How a game of Divided Loyalties ended, for the end screen and Status: who won, by how much, and
// each side's score in parts (R10, R11), or who resigned.
import type { Ending } from '../../../core/module';
import { SEATS, status, type Game } from '../rules/index';

export function ending(game: Game): Ending | null {
  const s = status(game);
  if (s.winner === null) return null;
  if (game.resigned !== null) {
    const winner = SEATS[1 - game.resigned]!;
    return { title: `${winner} wins`, reason: `${SEATS[game.resigned]} resigned.` };
  }
  const parts = s.scores
    .map((sc, p) => `${SEATS[p]} ${sc.total} (bridges ${sc.bridges}, regions ${sc.regions})`)
    .join(' to ');
  const title = s.winner === 'draw' ? 'A draw' : `${SEATS[s.winner]} wins`;
  const scores = s.scores.map((sc, seat) => ({ seat, score: sc.total, winner: s.winner === seat }));
  return { title, reason: `No stone can be placed any more: ${parts}.`, scores };
}
