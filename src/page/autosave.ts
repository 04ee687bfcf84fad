// The game in play, kept in storage after every change (`<id>.autosave`) as a save file
// (codec/game-save.ts), and read back when the page opens. An autosave that cannot be read is
// never overwritten unseen: it is kept aside with the game's recovered autosaves first (offered as
// files in the new-game dialog), and where storage refuses even that, it stays where it is and the
// page writes no autosave over it. Where the game
// changes by what is no move (a clock running down), the position as it stands is kept beside it
// (`<id>.autosave-position`) and read back when the game says it is the saved game so changed.
import type { GameModule } from '../core/module';
import { savesOf } from './saves';
import { gameKey } from '../session/keys';
import type { KeyValueStore } from '../session/storage';
import type { Recovery } from '../session/recovery';
import { seatOf, seatText, type GameInPlay, type PlaySession, type SeatPlayer } from './session';

export type Found<G, A> =
  | { kind: 'none' }
  /** `now`: the game as it stood, where something that is no move changed it (a clock). */
  | { kind: 'game'; game: GameInPlay<G, A>; now?: G }
  /** `kept`: it is with the recovered autosaves; else it stays the autosave, which must not be written. */
  | { kind: 'unreadable'; error: string; kept: boolean };

export class Autosave<G, A> {
  private readonly key: string;
  private readonly positionKey: string;

  constructor(
    private store: KeyValueStore,
    private module: GameModule<G, A>,
    private recovery: Recovery,
  ) {
    this.key = gameKey(module.id, 'autosave');
    this.positionKey = gameKey(module.id, 'autosave-position');
  }

  read(): Found<G, A> {
    this.adoptOldSlot();
    const text = this.store.getItem(this.key);
    if (text === null) return { kind: 'none' };
    const read = savesOf(this.module).decode(text);
    if (!read.ok) {
      const kept = this.recovery.keep(text, read.error);
      if (kept) this.store.removeItem(this.key);
      const error = kept
        ? `Your last game could not be opened. ${read.error} It is kept: the new-game dialog offers to download it.`
        : `Your last game could not be opened. ${read.error} This browser's storage is full, so it stays as it was, and this page saves nothing over it.`;
      return { kind: 'unreadable', error, kept };
    }
    const game = {
      start: read.start,
      actions: read.actions,
      seats: seatsOf(this.module, read.seats, read.start),
      notes: read.notes,
      times: read.times,
    };
    const now = this.positionFor(read.game);
    return now === null ? { kind: 'game', game } : { kind: 'game', game, now };
  }

  /** An unreadable autosave an earlier version kept aside in a slot of its own joins the recovered ones. */
  private adoptOldSlot(): void {
    const oldKey = gameKey(this.module.id, 'autosave-unreadable');
    const old = this.store.getItem(oldKey);
    if (old !== null && this.recovery.keep(old, 'It could not be read, and was kept aside by an earlier version.'))
      this.store.removeItem(oldKey);
  }

  /** The position kept beside the save, where the game says it is `saved` changed by no move; else null. */
  private positionFor(saved: G): G | null {
    const text = this.store.getItem(this.positionKey);
    const { adjusted } = this.module;
    if (text === null || !adjusted) return null;
    try {
      const now = this.module.rules.parsePosition(text);
      return adjusted(saved, now) ? now : null;
    } catch {
      return null; // a damaged position: the saved game as its moves left it
    }
  }

  /** Keeps the game in play; false where storage refused it (the last save that worked stays). */
  write(session: PlaySession<G, A>): boolean {
    const { start, actions, seats, notes, times } = session.gameInPlay();
    const data = { start, actions, seats: seats.map(seatText), notes, times };
    const stored = this.store.setItem(this.key, savesOf(this.module).encode(data));
    if (!stored || !this.module.adjusted) return stored;
    return this.store.setItem(this.positionKey, this.module.rules.formatPosition(session.game));
  }
}

/**
 * The seats a save names, where they fit its game (the seat count of `start`, the levels); else
 * people.
 */
export function seatsOf<G, A>(module: GameModule<G, A>, saved: readonly string[] | null, start: G): SeatPlayer[] {
  const n = module.rules.status(start).players;
  const read = saved?.length === n ? saved.map(seatOf) : [];
  const fits = read.every((s) => s !== null && (s === 'person' || module.levels.includes(s.computer)));
  return fits && read.length === n ? (read as SeatPlayer[]) : Array<SeatPlayer>(n).fill('person');
}
