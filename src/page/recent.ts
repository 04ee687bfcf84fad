// The recent games of a game-neutral page (session/recent.ts): kept as the game's save files,
// listed by who sits where and how far the game went.
import type { GameModule } from '../core/module';
import type { GameId } from '../games/index';
import { decodeGameSave, encodeGameSave } from '../codec/game-save';
import { RecentGames } from '../session/recent';
import type { KeyValueStore } from '../session/storage';
import { seatsOf } from './autosave';
import { seatText, type GameInPlay } from './session';

export function pageRecent<G, A>(
  store: KeyValueStore,
  id: GameId,
  module: GameModule<G, A>,
): RecentGames<GameInPlay<G, A>, GameInPlay<G, A> & { game: G }> {
  const { rules, view } = module;
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
    label: ({ seats, actions, game }) => {
      const who = seats.map(
        (s, i) => `${view.seats[i]!.name} ${s === 'person' ? 'person' : `computer (${s.computer})`}`,
      );
      const ending = view.ending(game);
      return `${who.join(', ')} · ${ending ? ending.title : `${actions.length} ${actions.length === 1 ? 'move' : 'moves'}`}`;
    },
    hasMoves: ({ actions }) => actions.length > 0,
  });
}
