// The recent games of a game-neutral page (session/recent.ts): kept as the game's save files,
// listed by who sits where and how far the game went.
import type { GameModule } from '../core/module';
import type { GameId } from '../games/index';
import { decodeGameSave, encodeGameSave } from '../codec/game-save';
import { RecentGames } from '../session/recent';
import type { KeyValueStore } from '../session/storage';
import { seatsOf } from './autosave';
import { seatText, type GameInPlay } from './session';
import { moveEnds } from './turns';
import { plural } from '../util/plural';

/**
 * A game in a list (Recent games, the home page's last played): who sits where, and how it ended
 * or how many moves it has had, counted as its move list counts them.
 */
export function gameLabel<G, A>(
  { view }: GameModule<G, A>,
  { seats, actions, game }: Pick<GameInPlay<G, A>, 'seats' | 'actions'> & { game: G },
): string {
  const who = seats.map((s, i) => `${view.seats[i]!.name} ${s === 'person' ? 'person' : `computer (${s.computer})`}`);
  const ending = view.ending(game);
  const moves = moveEnds(actions, view.endsTurn).length;
  return `${who.join(', ')} · ${ending ? ending.title : plural(moves, 'move')}`;
}

export function pageRecent<G, A>(
  store: KeyValueStore,
  id: GameId,
  module: GameModule<G, A>,
): RecentGames<GameInPlay<G, A>, GameInPlay<G, A> & { game: G }> {
  const { rules } = module;
  const read = (text: string) => {
    const r = decodeGameSave(rules, id, text);
    return r.ok
      ? {
          start: r.start,
          actions: r.actions,
          seats: seatsOf(module, r.seats),
          notes: r.notes,
          times: r.times,
          game: r.game,
        }
      : null;
  };
  return new RecentGames(store, {
    id,
    encode: ({ start, actions, seats, notes, times }) =>
      encodeGameSave(rules, id, { start, actions, seats: seats.map(seatText), notes, times }),
    peek: read,
    read,
    label: (played) => gameLabel(module, played),
    hasMoves: ({ actions }) => actions.length > 0,
  });
}
