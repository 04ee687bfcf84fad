// The one file that names every game of the house: its address id, its name, how many play, a
// one-line pitch, and lazy doors into its rules and computer players (so a page downloads only the
// game it shows). Adding a game is a folder beside vacuum/ and one entry here.
import type { AiDoor, RulesDoor } from '../core/contract';

export interface GameEntry {
  /** The game's address (`/<id>`), storage namespace and share-string prefix owner. */
  readonly id: string;
  readonly name: string;
  /** Who plays, as the home card says it. */
  readonly players: string;
  readonly pitch: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's own Game and Action
  readonly rules: () => Promise<RulesDoor<any, any>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly ai: () => Promise<AiDoor<any, any>>;
}

export const GAMES = [
  {
    id: 'vacuum',
    name: 'Vacuum',
    players: '2–4 players',
    pitch: 'Build pressure with pebbles, crush them into stones and boulders, and keep a final move alive.',
    rules: () => import('./vacuum/rules/index'),
    ai: () => import('./vacuum/ai/index'),
  },
] as const satisfies readonly GameEntry[];

/** The game at this id, or undefined: ids come from addresses, links and network messages. */
export const gameById = (id: string): GameEntry | undefined => GAMES.find((g) => g.id === id);
