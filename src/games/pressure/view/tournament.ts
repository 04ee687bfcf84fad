// Pressure's Tournament (pressure-rulings.md, R11): the ladder of eleven opponents, what each says,
// and the player's progress up the ladder as it is kept on the device. Pure: the page stores the
// text writeProgress gives under PROGRESS_KEY and hands back what it reads to readProgress.
import type { Level } from '../ai/index';
import { status, type Game, type Seat } from '../rules/index';
import { seededRandom } from '../../../util/random';

/** What an opponent says, and when: `win` when it wins the match, `loss` when it loses it. */
interface Quips {
  readonly start: string;
  readonly win: string;
  readonly loss: string;
  /** One of its own tokens was captured. */
  readonly losesToken: string;
  /** It captured one of the player's tokens. */
  readonly takesToken: string;
}
export type QuipKind = keyof Quips;

export interface Opponent {
  readonly name: string;
  readonly character: string;
  /** Difficulty as the ladder shows it, 1–4 stars (R11's strength). */
  readonly stars: 1 | 2 | 3 | 4;
  /** The computer level it plays at (ai/index.ts LEVELS). */
  readonly level: Level;
  /** Its picture in portraits.ts. */
  readonly portrait: string;
  readonly quips: Quips;
}

/** Stars 1–4 map onto our levels weakest first (the manual says so). */
export const LEVEL_OF_STARS = { 1: 'easy', 2: 'medium', 3: 'hard', 4: 'expert' } as const satisfies Record<
  Opponent['stars'],
  Level
>;

/** The eleven opponents of R11, in the order they are met. */
export const OPPONENTS = [
  {
    name: 'Captain Thumper',
    character: 'rabbit pirate',
    stars: 1,
    level: LEVEL_OF_STARS[1],
    portrait: 'rabbit-pirate',
    quips: {
      start: 'Hop aboard, matey! Mind the plank.',
      win: 'Ha! Me carrots be safe another day!',
      loss: 'Scuttled by a landlubber… fair sailing.',
      losesToken: 'Blast! Bunny overboard!',
      takesToken: 'Into the brig with ye!',
    },
  },
  {
    name: 'Sheriff Chomps',
    character: 'dinosaur policeman',
    stars: 1,
    level: LEVEL_OF_STARS[1],
    portrait: 'dinosaur-policeman',
    quips: {
      start: 'This board is my beat. Keep it tidy.',
      win: 'Case closed. Order restored, claw and all.',
      loss: 'I’ll write myself a ticket for that one.',
      losesToken: 'Hey! That’s obstructing an officer!',
      takesToken: 'You have the right to remain boxed in.',
    },
  },
  {
    name: 'Chef Tentaklus',
    character: 'octopus chef',
    stars: 1,
    level: LEVEL_OF_STARS[1],
    portrait: 'octopus-chef',
    quips: {
      start: 'Eight arms, one kitchen. Let’s cook!',
      win: 'Served hot, with a side of defeat!',
      loss: 'You out-cooked me. My compliments.',
      losesToken: 'My soufflé! It fell flat!',
      takesToken: 'Into the stew pot you go.',
    },
  },
  {
    name: 'Marshal Bones',
    character: 'cowboy skeleton',
    stars: 1,
    level: LEVEL_OF_STARS[1],
    portrait: 'cowboy-skeleton',
    quips: {
      start: 'Howdy, partner. I’ve got a bone to pick.',
      win: 'Reckon you ran plumb outta trail.',
      loss: 'Well, rattle my ribs. Fair fight.',
      losesToken: 'That one went clean through me.',
      takesToken: 'Yee-haw! One more for the boneyard.',
    },
  },
  {
    name: 'Taxman Zorg',
    character: 'alien accountant',
    stars: 2,
    level: LEVEL_OF_STARS[2],
    portrait: 'alien-accountant',
    quips: {
      start: 'Greetings, Earthling. Your tokens are under audit.',
      win: 'Final balance: you owe me everything.',
      loss: 'Impossible. I must recount with all three eyes.',
      losesToken: 'An unplanned expense. Noted.',
      takesToken: 'Deducted. No refunds.',
    },
  },
  {
    name: 'Count Snoozula',
    character: 'vampire sloth',
    stars: 2,
    level: LEVEL_OF_STARS[2],
    portrait: 'vampire-sloth',
    quips: {
      start: 'Goood… evening. Wake me when it is my move.',
      win: 'Victory… and now… a very long nap.',
      loss: 'You have drained me… of energy. Zzz.',
      losesToken: 'How… rude… of you.',
      takesToken: 'Mine now… slowly… forever.',
    },
  },
  {
    name: 'Funky Tusk',
    character: 'disco walrus',
    stars: 2,
    level: LEVEL_OF_STARS[2],
    portrait: 'disco-walrus',
    quips: {
      start: 'Grab your flippers, baby, it’s time to groove!',
      win: 'That’s how we shine at the Blubber Ballroom!',
      loss: 'You out-danced the Tusk. Respect.',
      losesToken: 'Whoa, you scratched my record!',
      takesToken: 'Slide on over to the blue corner!',
    },
  },
  {
    name: 'Detective Whiskers',
    character: 'cat detective',
    stars: 3,
    level: LEVEL_OF_STARS[3],
    portrait: 'cat-detective',
    quips: {
      start: 'Every paw print tells a story. Let’s read yours.',
      win: 'Just as I deduced: cornered, like a mouse.',
      loss: 'A twist I never saw coming. Bravo.',
      losesToken: 'Hmm. A clue I overlooked.',
      takesToken: 'Caught red-pawed.',
    },
  },
  {
    name: 'Don Bamboo',
    character: 'tropical gangster bear',
    stars: 3,
    level: LEVEL_OF_STARS[3],
    portrait: 'gangster-bear',
    quips: {
      start: 'Nice little board. Shame if somethin’ got pushed.',
      win: 'No hard feelings, kid. Pass the coconut.',
      loss: 'You got guts, kid. I like that.',
      losesToken: 'Somebody’s gonna pay for that.',
      takesToken: 'That one’s takin’ a long vacation.',
    },
  },
  {
    name: 'Chrono Tail',
    character: 'time-travelling raccoon',
    stars: 3,
    level: LEVEL_OF_STARS[3],
    portrait: 'time-raccoon',
    quips: {
      start: 'I’ve seen how this ends. Spoiler: badly for you.',
      win: 'Told you. I was there tomorrow.',
      loss: 'Huh. That’s not how it went last time.',
      losesToken: 'Note to past self: don’t do that.',
      takesToken: 'Yoink! Straight back to last Tuesday.',
    },
  },
  {
    name: 'Koala6502',
    character: 'koala hacker',
    stars: 4,
    level: LEVEL_OF_STARS[4],
    portrait: 'koala-hacker',
    quips: {
      start: 'Booting up… opponent found. Show me your exploit.',
      win: 'GG. Your defence had a buffer overflow.',
      loss: 'Access granted. You are the champion.',
      losesToken: 'Packet lost. Rerouting.',
      takesToken: 'Token pwned.',
    },
  },
] as const satisfies readonly Opponent[];

export type PortraitId = (typeof OPPONENTS)[number]['portrait'];

/** How far up the ladder the player is: `current` is the index of the opponent to play next. */
export interface TournamentProgress {
  readonly current: number;
  readonly beaten: readonly number[];
  readonly version: 1;
}

/** Where the page keeps the progress (the Settings screen's reset removes it). */
export const PROGRESS_KEY = 'tournament';

/** The ladder before the first match. */
export const startProgress = (): TournamentProgress => ({ current: 0, beaten: [], version: 1 });

/** Every opponent beaten: the "Tournament Complete!" screen. */
export const isComplete = (progress: TournamentProgress): boolean => progress.current >= OPPONENTS.length;

/** The opponent to play next, or null once the tournament is complete. */
export const currentOpponent = (progress: TournamentProgress): Opponent | null => OPPONENTS[progress.current] ?? null;

/**
 * The ladder after a match with the current opponent: a win beats it and moves on to the next; a
 * loss (or a draw) leaves the player facing the same opponent again.
 */
export function afterMatch(progress: TournamentProgress, won: boolean): TournamentProgress {
  if (!won || isComplete(progress)) return { ...progress, beaten: [...progress.beaten] };
  return { current: progress.current + 1, beaten: [...progress.beaten, progress.current], version: 1 };
}

/** Did the player (playing `seat`) win this finished game? A draw is no win. */
export const playerWon = (game: Game, seat: Seat): boolean => status(game).winner === seat;

export const writeProgress = (progress: TournamentProgress): string =>
  JSON.stringify({ version: progress.version, current: progress.current, beaten: progress.beaten });

const FRESH_START = 'the tournament starts again with the first opponent';

/**
 * The progress kept in storage (null: none kept). Never throws: anything it cannot trust gives a
 * fresh start and a notice telling the player why.
 */
export function readProgress(text: string | null): { progress: TournamentProgress; notice?: string } {
  if (text === null) return { progress: startProgress() };
  const unreadable = {
    progress: startProgress(),
    notice: `Your saved tournament could not be read, so ${FRESH_START}.`,
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return unreadable;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return unreadable;
  const { version, current, beaten } = data as Record<string, unknown>;
  if (typeof version !== 'number' || !Number.isFinite(version)) return unreadable;
  if (version > 1)
    return {
      progress: startProgress(),
      notice: `Your tournament was saved by a newer version of Pressure, so ${FRESH_START} here.`,
    };
  if (version < 1)
    return {
      progress: startProgress(),
      notice: `Your tournament was saved by an older version of Pressure, so ${FRESH_START}.`,
    };
  if (version !== 1 || !Number.isInteger(current) || !Array.isArray(beaten)) return unreadable;
  const at = current as number;
  // A win is the only way up the ladder: the beaten opponents are exactly the ones before `current`.
  if (at < 0 || at > OPPONENTS.length || beaten.length !== at || beaten.some((b, i) => b !== i)) return unreadable;
  return { progress: { current: at, beaten: beaten as number[], version: 1 } };
}

/** The player's colour for one game, drawn from `seed` (R11: drawn at random each game). */
export const colourFor = (seed: number): Seat => (seededRandom(seed)() < 0.5 ? 0 : 1);

/**
 * What the opponent (playing `computer`) says after a move, from the game before and after it:
 * `win` or `loss` when the move ended the game with a winner, else `losesToken` or `takesToken`
 * when the move captured tokens (the side that lost more speaks for it; on a tie, its own loss),
 * else nothing. Resignations count as the end they bring.
 */
export function quipAfter(
  opponent: Opponent,
  before: Game,
  after: Game,
  computer: Seat,
): { kind: QuipKind; text: string } | null {
  const { winner, captured } = status(after);
  const was = status(before).captured;
  const kind: QuipKind | null =
    winner === computer
      ? 'win'
      : winner === 1 - computer
        ? 'loss'
        : quipForCaptures(captured[computer] - was[computer], captured[1 - computer]! - was[1 - computer]!);
  return kind === null ? null : { kind, text: opponent.quips[kind] };
}

function quipForCaptures(own: number, theirs: number): QuipKind | null {
  if (own <= 0 && theirs <= 0) return null;
  return own >= theirs ? 'losesToken' : 'takesToken';
}
