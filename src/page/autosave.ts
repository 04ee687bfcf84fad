// The game in play, kept in storage after every change (`<id>.autosave`) as a save file
// (codec/game-save.ts), and read back when the page opens. An autosave that cannot be read is
// never overwritten unseen: it is kept aside under `<id>.autosave-unreadable` first.
import type { GameModule } from '../core/module';
import { decodeGameSave, encodeGameSave } from '../codec/game-save';
import { gameKey } from '../session/keys';
import type { KeyValueStore } from '../session/storage';
import { seatOf, seatText, type GameInPlay, type PlaySession, type SeatPlayer } from './session';

export type Found<G, A> =
  { kind: 'none' } | { kind: 'game'; game: GameInPlay<G, A> } | { kind: 'unreadable'; error: string };

export class Autosave<G, A> {
  private readonly key: string;

  constructor(
    private store: KeyValueStore,
    private module: GameModule<G, A>,
  ) {
    this.key = gameKey(module.id, 'autosave');
  }

  read(): Found<G, A> {
    const text = this.store.getItem(this.key);
    if (text === null) return { kind: 'none' };
    const read = decodeGameSave(this.module.rules, this.module.id, text);
    if (!read.ok) {
      this.store.setItem(gameKey(this.module.id, 'autosave-unreadable'), text);
      this.store.removeItem(this.key);
      return { kind: 'unreadable', error: `Your last game could not be read (${read.error}) and was kept aside.` };
    }
    return {
      kind: 'game',
      game: { start: read.start, actions: read.actions, seats: seatsOf(this.module, read.seats) },
    };
  }

  write(session: PlaySession<G, A>): void {
    const { start, actions, seats } = session;
    const data = { start, actions, seats: seats.map(seatText) };
    this.store.setItem(this.key, encodeGameSave(this.module.rules, this.module.id, data));
  }
}

/** The seats a save names, where they fit this game (its seat count, its levels); else people. */
export function seatsOf(module: GameModule<unknown, unknown>, saved: readonly string[] | null): SeatPlayer[] {
  const n = module.view.seats.length;
  const read = saved?.length === n ? saved.map(seatOf) : [];
  const fits = read.every((s) => s !== null && (s === 'person' || module.levels.includes(s.computer)));
  return fits && read.length === n ? (read as SeatPlayer[]) : Array<SeatPlayer>(n).fill('person');
}
