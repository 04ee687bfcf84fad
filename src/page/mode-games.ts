// The games a game's own mode starts over the player's (a tutorial's lessons, a tournament's
// matches), for PageHost's startGame and resumeLeft: the player's game the mode began over goes to
// Recent games and is remembered, so that leaving the mode brings it back, however many of the
// mode's own games came and went. Remembered in storage: a lesson a reload carries on still gives
// it back.
import type { GameId } from '../games/index';
import type { LeftGame } from '../core/module';
import { gameKey } from '../session/keys';
import type { RecentGames } from '../session/recent';
import type { KeyValueStore } from '../session/storage';
import type { GameInPlay, PlaySession } from './session';

export class ModeGames<G, A> {
  /** The player's game (as Recent games keeps it) the mode began over. */
  private readonly key: string;

  constructor(
    private readonly store: KeyValueStore,
    id: GameId,
    private readonly session: PlaySession<G, A>,
    private readonly recent: RecentGames<GameInPlay<G, A>, unknown>,
  ) {
    this.key = gameKey(id, 'left-by-mode');
  }

  /** Puts `game` on the board; the game it replaces goes as `left` says (LeftGame). */
  start(game: GameInPlay<G, A>, left: LeftGame): void {
    const kept = this.recent.list()[0]?.text;
    this.session.replace(game, undefined, left !== 'drop');
    // A game of the mode's own moved on from leaves the player's remembered.
    if (left !== 'resume') return;
    const newest = this.recent.list()[0]?.text;
    // Nothing new kept: the player's game had no move, and there is none to come back to.
    this.remember(newest !== undefined && newest !== kept ? newest : null);
  }

  /**
   * Brings back the player's game the mode began over, the game on the board going as `shown` says:
   * false when there is none.
   */
  resume(shown: Exclude<LeftGame, 'resume'>): boolean {
    const text = this.store.getItem(this.key);
    this.remember(null);
    if (text === null) return false;
    const listed = this.recent.list().find((g) => g.text === text);
    // The mode's own games kept since (a tournament's matches) may have pushed it off the list:
    // it is read from what was remembered then.
    const record = listed ? this.recent.take(listed) : this.recent.format.read(text);
    if (record === null) return false;
    this.session.replace(record, undefined, shown === 'keep');
    return true;
  }

  /** The player opened `text` from Recent games: if it was the game remembered, it is in play, not to bring back. */
  taken(text: string): void {
    if (this.store.getItem(this.key) === text) this.remember(null);
  }

  private remember(text: string | null): void {
    if (text === null) this.store.removeItem(this.key);
    else this.store.setItem(this.key, text);
  }
}
