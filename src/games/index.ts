// The one file that names every game of the house: its address id, its name, how many play, a
// one-line pitch, and lazy doors into its rules and computer players (so a page downloads only the
// game it shows). Adding a game is a folder beside vacuum/ and one entry here.
import type { AiDoor, RulesDoor } from '../core/contract';
import type { GameModule } from '../core/module';

export interface GameEntry {
  /** The game's address (`/<id>`), storage namespace and share-string prefix owner. */
  readonly id: string;
  readonly name: string;
  /** Who plays, as the home card says it. */
  readonly players: string;
  readonly pitch: string;
  /** Has its page (board, frame, computer) been built? Only playable games get a home card and a page. */
  readonly playable: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's own Game and Action
  readonly rules: () => Promise<RulesDoor<any, any>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly ai: () => Promise<AiDoor<any, any>>;
  /** What the game-neutral page (play.html) needs of it. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly page?: () => Promise<GameModule<any, any>>;
}

export const GAMES = [
  {
    id: 'vacuum',
    name: 'Vacuum',
    players: '2–4 players',
    pitch: 'Build pressure with pebbles, crush them into stones and boulders, and keep a final move alive.',
    playable: true,
    rules: () => import('./vacuum/rules/index'),
    ai: () => import('./vacuum/ai/index'),
    page: () => import('./vacuum/page').then((m) => m.vacuum),
  },
  {
    id: 'pressure',
    name: 'Pressure',
    players: '2 players',
    pitch: 'Six tokens each on a 5 × 5 board: step or push a whole line, and box the other side in.',
    playable: true,
    rules: () => import('./pressure/rules/index'),
    ai: () => import('./pressure/ai/index'),
    page: () => import('./pressure/page').then((m) => m.pressure),
  },
  {
    id: 'pebble-rebel',
    name: 'Pebble Rebel',
    players: '2 players, one each side',
    pitch: 'Pebble lines up four of a colour; every run she needs hands Rebel stones to fill the board first.',
    playable: true,
    rules: () => import('./pebble-rebel/rules/index'),
    ai: () => import('./pebble-rebel/ai/index'),
    page: () => import('./pebble-rebel/page').then((m) => m.pebbleRebel),
  },
  {
    id: 'glyph-grid',
    name: 'Glyph Grid',
    players: '2 players',
    pitch: 'Pick one of five glyphs and move by it: breach the enemy Core, or seal four marks in a line.',
    playable: true,
    rules: () => import('./glyph-grid/rules/index'),
    ai: () => import('./glyph-grid/ai/index'),
    page: () => import('./glyph-grid/page').then((m) => m.glyphGrid),
  },
  {
    id: 'divided-loyalties',
    name: 'Divided Loyalties',
    players: '2 players',
    pitch: 'Every stone may serve either side: bridge lines of one family, cut with red, and claim regions.',
    playable: true,
    rules: () => import('./divided-loyalties/rules/index'),
    ai: () => import('./divided-loyalties/ai/index'),
    page: () => import('./divided-loyalties/page').then((m) => m.dividedLoyalties),
  },
] as const satisfies readonly GameEntry[];

export type GameId = (typeof GAMES)[number]['id'];
/** The games with a page: these the room server must host. */
export type PlayableId = Extract<(typeof GAMES)[number], { playable: true }>['id'];

/** The game at this id, or undefined: ids come from addresses, links and network messages. */
export const gameById = (id: string): GameEntry | undefined => GAMES.find((g) => g.id === id);
