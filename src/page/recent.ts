// The recent games of a game-neutral page (session/recent.ts): kept as the game's save files,
// listed by how each stands and who played whom.
import type { GameModule } from '../core/module';
import type { GameId } from '../games/index';
import { savesOf } from './saves';
import { RecentGames, whoPlayed } from '../session/recent';
import { gameKey } from '../session/keys';
import type { KeyValueStore } from '../session/storage';
import { seatsOf } from './autosave';
import { seatText, type GameInPlay } from './session';
import { moveToMake } from './turns';

/**
 * A game in a list (Recent games, the home page's last played), told from another with the same
 * seats: whose move it is or who won and how, what the game says of its standing (a score, a
 * layout), then who played whom. "Move 15 · Black to move · tokens captured: White 1, Black 2 ·
 * White person v Black computer (easy)".
 */
export function gameLabel<G, A>(
  { rules, view }: GameModule<G, A>,
  { seats, game, actions = [] }: Pick<GameInPlay<G, A>, 'seats'> & { game: G; actions?: readonly A[] },
): string {
  const ending = view.ending(game, actions.at(-1));
  const s = rules.status(game);
  const stands = ending
    ? `${ending.title}${ending.how ? ` (${ending.how})` : ''}`
    : moveToMake(s.turn, view.seats[s.current]!.name, view.progress?.(game));
  const who = whoPlayed(
    seats.map((seat, i) => ({ name: view.seats[i]!.name, computer: seat === 'person' ? null : seat.computer })),
  );
  return [stands, view.standing(game), who].filter((part) => part !== '').join(' · ');
}

export function pageRecent<G, A>(
  store: KeyValueStore,
  id: GameId,
  module: GameModule<G, A>,
): RecentGames<GameInPlay<G, A>, GameInPlay<G, A> & { game: G }> {
  const saves = savesOf(module);
  const read = (text: string) => {
    const r = saves.decode(text);
    return r.ok
      ? {
          start: r.start,
          actions: r.actions,
          seats: seatsOf(module, r.seats, r.start),
          notes: r.notes,
          times: r.times,
          game: r.game,
        }
      : null;
  };
  const recent = new RecentGames(store, {
    id,
    encode: ({ start, actions, seats, notes, times }) =>
      saves.encode({ start, actions, seats: seats.map(seatText), notes, times }),
    peek: read,
    read,
    label: (played) => gameLabel(module, played),
    hasMoves: ({ actions }) => actions.length > 0,
  });
  // Earlier versions of Vacuum's page kept one previous game in a slot of its own: it joins the list.
  const previousKey = gameKey(id, 'previous-game');
  const previous = store.getItem(previousKey);
  if (previous !== null && recent.adopt(previous)) store.removeItem(previousKey);
  return recent;
}
