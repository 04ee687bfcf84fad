// A game looked back on: its first position and every action played since, replayed through the
// rules into the position after each action. The replay panel, "Continue from here", game records
// and `#g=` links all read a game this way.
import { formatAction, IllegalActionError, play, status, type Action, type Game, type Player } from '../rules/index';

/** One action as it was played: in which turn (counted from 1) and by whom. */
export interface Played {
  turn: number;
  player: Player;
  action: Action;
}

/**
 * An action as it is played in `game`: in the turn under way and by the player to move (a
 * resignation: by the player who resigns, whose turn it need not be).
 */
export function playedIn(game: Game, action: Action): Played {
  const s = status(game);
  return { turn: s.turn + 1, player: action.kind === 'resign' ? action.player : s.current, action };
}

/** A whole game: the position it started from and every action since, in order. */
export interface GameHistory {
  start: Game;
  actions: readonly Played[];
}

/** A turn of the replay: its actions are `actions`, moments `first + 1` … `first + actions.length`. */
export interface ReplayTurn {
  turn: number;
  player: Player;
  first: number;
  actions: readonly Played[];
}

export class ReplayError extends Error {}

/**
 * The moments of a game: moment `m` is the position after its first `m` actions (moment 0 is the
 * start). The turn a moment shows is the turn of its last action; the first moment shows none.
 */
export class Replay {
  private constructor(
    private readonly games: readonly Game[],
    readonly turns: readonly ReplayTurn[],
    private readonly turnOfMoment: readonly number[],
  ) {}

  /** Replays the history; throws ReplayError naming the first action that cannot be played. */
  static of({ start, actions }: GameHistory): Replay {
    const games: Game[] = [start];
    const turns: ReplayTurn[] = [];
    const turnOfMoment: number[] = [-1];
    actions.forEach((p, i) => {
      try {
        games.push(play(games[i]!, p.action));
      } catch (e) {
        const why = e instanceof IllegalActionError ? e.message : String(e);
        throw new ReplayError(`Action ${i + 1} (turn ${p.turn}, ${formatAction(p.action)}) cannot be played: ${why}`);
      }
      const last = turns[turns.length - 1];
      if (last && last.turn === p.turn && last.player === p.player) (last.actions as Played[]).push(p);
      else turns.push({ turn: p.turn, player: p.player, first: i, actions: [p] });
      turnOfMoment.push(turns.length - 1);
    });
    return new Replay(games, turns, turnOfMoment);
  }

  /** The last moment: the game as it stands. */
  get end(): number {
    return this.games.length - 1;
  }

  /** The position at a moment (clamped to the game). */
  game(moment: number): Game {
    return this.games[this.clamp(moment)]!;
  }

  /** The index in `turns` of the turn a moment shows, or -1 at the start. */
  turnAt(moment: number): number {
    return this.turnOfMoment[this.clamp(moment)]!;
  }

  /** The actions of the shown turn played up to the moment: what the board marks. */
  marked(moment: number): Played[] {
    const m = this.clamp(moment);
    const t = this.turns[this.turnOfMoment[m]!];
    return t ? t.actions.slice(0, m - t.first) : [];
  }

  private clamp(moment: number): number {
    return Math.max(0, Math.min(this.end, Math.trunc(moment) || 0));
  }
}
