// How a game stands in words a player reads: each player's score, the round, and — once the game
// is over — who won and how (last player standing, resignation, the scored finish, or a draw).
import { score, status, turnLimit, type Game, type Player } from '../rules/index';
import { colourTitle } from './seats';

// Panels and replay name seats through here as well as through seats.ts.
export { colourTitle };

export interface PlayerScore {
  player: Player;
  score: number;
  active: boolean;
}

/** Every seat's score, in turn order (eliminated players keep a 0: their pieces are neutral). */
export function scores(game: Game): PlayerScore[] {
  const s = status(game);
  return Array.from({ length: s.players }, (_, p) => ({
    player: p as Player,
    score: score(game, p as Player),
    active: s.active.includes(p as Player),
  }));
}

/** The round a turn (counted from 0, as the rules count them) belongs to, from 1: every player moves once a round. */
export const roundOf = (turn: number, players: number): number => Math.floor(turn / players) + 1;

/** "Round 12 of 40" in a game with a length ("Turn 23 of 80" for an odd limit), "Round 12" without one. */
export function progress(game: Game): string {
  const s = status(game);
  const limit = turnLimit(game);
  if (limit === null) return `Round ${roundOf(s.turn, s.players)}`;
  const rounds = limit / s.players; // every player the same number of turns
  if (!Number.isInteger(rounds)) return `Turn ${Math.min(s.turn + 1, limit)} of ${limit}`;
  return `Round ${Math.min(roundOf(s.turn, s.players), rounds)} of ${rounds}`;
}

export interface Outcome {
  winner: Player | 'draw';
  /** "Gold wins", "Draw". */
  title: string;
  /** How it ended, in one sentence. */
  how: string;
  /** How it ended in a few words, for a list of games ("Red resigned", "scored finish"). */
  brief: string;
  scores: PlayerScore[];
}

/** The outcome of a finished game, or null while it goes on. `lastAction` tells a resignation. */
export function outcome(game: Game, lastActionKind: string | null): Outcome | null {
  const s = status(game);
  if (s.winner === null) return null;
  const all = scores(game);
  const ranked = all.filter((x) => x.active).sort((a, b) => b.score - a.score);
  const list = ranked.map((x) => `${colourTitle(x.player)} ${x.score}`).join(', ');
  if (s.winner === 'draw') {
    const top = ranked.filter((x) => x.score === ranked[0]!.score).map((x) => colourTitle(x.player));
    return {
      winner: 'draw',
      title: 'Draw',
      how: `The game reached its turn limit and ${joinNames(top)} share the highest score (${list}).`,
      brief: 'scored finish',
      scores: all,
    };
  }
  const title = `${colourTitle(s.winner)} wins`;
  if (s.active.length > 1)
    return {
      winner: s.winner,
      title,
      how: `Scored finish at the turn limit: ${list}.`,
      brief: 'scored finish',
      scores: all,
    };
  const last = s.eliminated.at(-1);
  const resigned = lastActionKind === 'resign' && last !== undefined ? `${colourTitle(last)} resigned` : null;
  const lastOne = `${colourTitle(s.winner)} is the last player standing.`;
  return {
    winner: s.winner,
    title,
    how: resigned === null ? lastOne : `${resigned}: ${lastOne}`,
    brief: resigned ?? 'last player standing',
    scores: all,
  };
}

/** Every seat's score for a list of games, in turn order, those out of the game said so: "scores: Red 12, Gold 9, Green out". */
export const standing = (game: Game): string =>
  `scores: ${scores(game)
    .map((x) => `${colourTitle(x.player)} ${x.active ? x.score : 'out'}`)
    .join(', ')}`;

const joinNames = (names: string[]): string =>
  names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
