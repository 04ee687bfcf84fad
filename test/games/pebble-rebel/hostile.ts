// Generated hostile inputs for Pebble Rebel's readers, by category: position texts (R13's counts
// broken above all), share strings, game strings, save files, game records, action texts (out of
// turn, a stone not in the hand) and a room's action messages. Each is made so that it must be
// refused; the unit tests run a sample, `npm run fuzz -- --game pebble-rebel` the full count.
import * as rules from '../../../src/games/pebble-rebel/rules/index';
import type { DoorGameInputs } from '../../support/door-hostility';
import { pebbleRebelShare } from '../../../src/games/pebble-rebel/share';
import { hostedPebbleRebel } from '../../../src/games/pebble-rebel/hosted';
import { BitWriter } from '../../../src/codec/bits';
import { wrapPayload } from '../../../src/codec/share';
import { encodeGameSave } from '../../../src/codec/game-save';
import { encodeShare } from '../../../src/games/vacuum/share';
import { newGame as newVacuumGame } from '../../../src/games/vacuum/rules/index';
import { PROTOTYPE_WORDS, type Hostile } from '../../codec/hostile';
import {
  chars,
  cycle,
  int,
  pick,
  unicode,
  type Maker,
  type Random,
  hostileLinks,
  playedFiles,
} from '../../support/hostile-kit';
import { randomGames } from './helpers';

const { formatAction, formatPosition, legalActions, status } = rules;

interface Played {
  start: rules.Game;
  actions: rules.Action[];
  positions: rules.Game[];
}

/** Seeded random games (made once per seed) and every position they pass through. */
const pools = new Map<number, { games: Played[]; positions: rules.Game[] }>();
function pool(seed: number): { games: Played[]; positions: rules.Game[] } {
  let p = pools.get(seed);
  if (!p) {
    const games = [...randomGames(16, seed)].map(({ games, actions }) => ({
      start: games[0]!,
      actions,
      positions: games,
    }));
    p = { games, positions: games.flatMap((g) => g.positions) };
    pools.set(seed, p);
  }
  return p;
}
const live = (positions: rules.Game[]) => positions.filter((g) => status(g).winner === null);

// ---- position texts ------------------------------------------------------------------------------

const linesOf = (g: rules.Game): string[] => formatPosition(g).trimEnd().split('\n');
const textOf = (lines: readonly string[]): string => `${lines.join('\n')}\n`;
/** Line numbers of R13's text (1-based, as its errors name them). */
const LINE = { header: 1, current: 2, turn: 3, seed: 4, bag: 5, hand: 6, resigned: 7, board: 8 } as const;

/** R13 texts with counts that cannot be: every one a PositionError naming its line. */
function brokenCounts(random: Random, g: rules.Game): string {
  const lines = linesOf(g);
  const set = (line: number, text: string): string => textOf(lines.map((l, i) => (i === line - 1 ? text : l)));
  const c = int(random, 4);
  const bag = [...g.bag];
  return pick(random, [
    // A colour's count off by some (board + hand + bag ≠ 15).
    () => {
      bag[c] = (bag[c]! + 1 + int(random, 3)) % 16;
      if (bag[c] === g.bag[c]) bag[c] = (bag[c]! + 1) % 16;
      return set(LINE.bag, `bag ${rules.COLOURS.map((k, i) => `${k}${bag[i]}`).join(' ')}`);
    },
    // A stone added to the board, the bag as it was.
    () => {
      const empty = g.board.findIndex((s) => s === null);
      const row = Math.floor(empty / 6);
      const cells = lines[LINE.board - 1 + row]!.split(' ');
      cells[empty % 6] = pick(random, rules.COLOURS);
      return set(LINE.board + row, cells.join(' '));
    },
    // A hand while Pebble is to move, or none while Rebel is (the game on).
    () =>
      g.current === 0
        ? set(LINE.hand, `hand ${pick(random, rules.COLOURS)}`)
        : set(LINE.hand, 'hand -').replace(
            /^bag .*$/m,
            `bag ${rules.COLOURS.map((k, i) => `${k}${g.bag[i]! + g.hand.filter((h) => h === k).length}`).join(' ')}`,
          ),
    // More than 48 stones in the bag, or a colour over fifteen.
    () => set(LINE.bag, pick(random, ['bag R15 B15 Y15 G15', 'bag R16 B12 Y12 G12', 'bag R99 B0 Y0 G0'])),
    // The turn's parity against the side to move.
    () => set(LINE.turn, `turn ${g.turn + 1}`),
  ])();
}

/** Position texts parsePosition must refuse. */
export function hostilePositionTexts(random: Random, count: number, seed = 1): Hostile<unknown>[] {
  const { positions } = pool(seed);
  const on = live(positions);
  const some = (): rules.Game => pick(random, on);
  const edit = (line: number, text: string, g = some()): string =>
    textOf(linesOf(g).map((l, i) => (i === line - 1 ? text : l)));
  const makers: Maker<unknown>[] = [
    ['counts that cannot be', () => brokenCounts(random, some())],
    [
      'a resignation on a finished board',
      () => {
        const over = positions.filter((g) => status(g).winner !== null && g.resigned === null);
        return edit(LINE.resigned, `resigned ${pick(random, ['pebble', 'rebel'])}`, pick(random, over));
      },
    ],
    [
      'numbers damaged',
      () =>
        pick(random, [
          () => edit(LINE.seed, `seed ${pick(random, ['4294967296', '-1', '1.5', '', 'x', '0x10', '1e3', '٣'])}`),
          () => edit(LINE.turn, `turn ${pick(random, ['-2', '2.0', 'x', '', '9'.repeat(17 + int(random, 300))])}`),
          () =>
            edit(
              LINE.bag,
              `bag ${pick(random, ['R12 B12 Y12', 'B12 R12 Y12 G12', 'r12 b12 y12 g12', 'R-1 B12 Y12 G12'])}`,
            ),
        ])(),
    ],
    [
      'words damaged',
      () =>
        pick(random, [
          () => edit(LINE.current, `current ${pick(random, ['Pebble', 'white', '', 'both', ...PROTOTYPE_WORDS])}`),
          () => edit(LINE.hand, `hand ${pick(random, ['r', 'X', 'R,B', 'RB', ...PROTOTYPE_WORDS])}`),
          () => edit(LINE.resigned, `resigned ${pick(random, ['yes', 'Pebble', '', 'both'])}`),
          () => edit(LINE.header, pick(random, ['pebble-rebel 2', 'Pebble-Rebel 1', 'pressure 1', 'pebble-rebel', ''])),
        ])(),
    ],
    [
      'board damaged',
      () => {
        const row = LINE.board + int(random, 6);
        const cells = linesOf(some())[row - 1]!.split(' ');
        return pick(random, [
          () => edit(row, [...cells, '.'].join(' ')),
          () => edit(row, cells.slice(1).join(' ')),
          () =>
            edit(row, cells.map((x, i) => (i === 2 ? pick(random, ['x', 'r', '0', 'Ｒ', '*', 'RB']) : x)).join(' ')),
          () => edit(row, cells.join('')),
        ])();
      },
    ],
    [
      'lines damaged',
      () => {
        const lines = linesOf(some());
        const i = int(random, lines.length);
        return pick(random, [
          () => textOf(lines.filter((_, k) => k !== i)),
          () => textOf([...lines, pick(random, ['. . . . . .', 'more', ''])]),
          () =>
            textOf(
              lines.map((l, k) =>
                k === LINE.turn - 1 ? lines[LINE.seed - 1]! : k === LINE.seed - 1 ? lines[LINE.turn - 1]! : l,
              ),
            ),
          () => lines.join('\r\n'),
        ])();
      },
    ],
    ['random characters', () => chars(random, '.RBYG pebl-ctursnd0123456789\n', int(random, 120))],
    ['random unicode', () => unicode(random, int(random, 200))],
    ['enormous', () => edit(LINE.hand, `hand ${'R '.repeat(100_000 + int(random, 400_000))}`)],
    ['not text', () => pick(random, [null, undefined, 42, {}, [], ['pebble-rebel 1'], { toString: () => 'x' }])],
  ];
  return cycle(count, makers);
}

// ---- share strings and game strings ---------------------------------------------------------------

/** A position's bits with one change the rules refuse (R13's counts) or no reader accepts. */
function impossibleBits(random: Random, w: BitWriter, g: rules.Game): void {
  const cells = g.board.map((s) => (s === null ? 0 : rules.COLOURS.indexOf(s) + 1));
  const bag = [...g.bag];
  let hand = g.hand.map((c) => rules.COLOURS.indexOf(c));
  let turn = g.turn;
  let resigned = g.resigned === null ? 0 : g.resigned + 1;
  pick(random, [
    () => (cells[int(random, 36)] = 5 + int(random, 3)), // no such square
    () => {
      const c = int(random, 4);
      bag[c] = (bag[c]! + 1 + int(random, 15)) % 16; // another count: board + hand + bag is not 15
    },
    () => (hand = g.current === 0 ? [int(random, 4)] : []), // a hand for Pebble, none for Rebel
    () => (turn += 1), // the turn's parity
    () => (resigned = 3), // no such resignation
  ])();
  for (const c of cells) w.uint(c, 3);
  w.uint(g.current, 1);
  w.golomb(turn, 3);
  w.uint(g.seed, 32);
  for (const n of bag) w.uint(Math.min(15, Math.max(0, n)), 4);
  w.uint(hand.length, 5);
  for (const c of hand) w.uint(c, 2);
  w.uint(resigned, 2);
}

/** Its own share strings to refuse: what only its bit layout can get wrong. */
function ownShareMakers(random: Random, seed: number): Maker<string>[] {
  const { positions } = pool(seed);
  const on = live(positions);
  return [
    [
      'impossible position',
      () => {
        const w = new BitWriter();
        impossibleBits(random, w, pick(random, on));
        return wrapPayload(w.toChars(), pebbleRebelShare.positionPrefix);
      },
    ],
    ["another game's string", () => encodeShare(newVacuumGame({ players: (2 + int(random, 3)) as 2 | 3 | 4 }))],
  ];
}

/** Share strings and game strings its readers must refuse. */
const links = hostileLinks(rules, pebbleRebelShare, pool, { shares: ownShareMakers, games: ownGameMakers });
export const hostileShareStrings = links.shares;
export const hostileGameStrings = links.games;

/** A game string written bit by bit from the standard start: `count`, then `indices` in `width` bits each. */
function gameBits(count: number, indices: readonly number[], width: number): string {
  const w = new BitWriter();
  w.bool(false);
  w.golomb(count, 4);
  for (const i of indices) w.uint(i, width);
  return wrapPayload(w.toChars(), pebbleRebelShare.gamePrefix);
}

/** Its own game strings to refuse. */
function ownGameMakers(random: Random, seed: number): Maker<string>[] {
  const { positions } = pool(seed);
  // The start has 300 choices or so (moves and two resignations): 9 bits each.
  const starting = legalActions(rules.newGame()).length + 1;
  return [
    ['more moves than it holds', () => gameBits(60 + int(random, 1_900), [int(random, starting)], 9)],
    ['count over the cap', () => gameBits(2_001 + int(random, 1_000_000), [], 9)],
    ['a choice that does not exist', () => gameBits(1, [starting + int(random, 511 - starting)], 9)],
    [
      'impossible start',
      () => {
        const w = new BitWriter();
        w.bool(true);
        impossibleBits(random, w, pick(random, live(positions)));
        w.golomb(0, 4);
        return wrapPayload(w.toChars(), pebbleRebelShare.gamePrefix);
      },
    ],
    ["another game's string", () => encodeShare(newVacuumGame({ players: 2 }))],
  ];
}

// ---- actions -----------------------------------------------------------------------------------------

/** Does the text name a legal action of `game` (a listed one, or either side's resignation while it is on)? */
function isLegalText(game: rules.Game, text: string): boolean {
  try {
    rules.parseAction(game, text);
    return true;
  } catch {
    return false;
  }
}

/** Action text that is refused in `game`, each for a reason of the rules. */
function refusedActionText(random: Random, game: rules.Game): string {
  const empty = game.board.flatMap((s, sq) => (s === null ? [sq] : []));
  const full = game.board.flatMap((s, sq) => (s !== null ? [sq] : []));
  const name = rules.squareName;
  for (;;) {
    const text = pick(random, [
      // Out of turn: a placement on Pebble's turn, a move on Rebel's.
      () => `${pick(random, rules.COLOURS)}@${name(pick(random, empty))}`,
      () => `${name(pick(random, full))}-${name(pick(random, empty))}`,
      // A stone not in the hand; a square taken.
      () =>
        `${pick(random, rules.COLOURS.filter((c) => !game.hand.includes(c)).concat(['R']))}@${name(pick(random, empty))}`,
      () => `${pick(random, [...game.hand, 'R'])}@${name(pick(random, full))}`,
      // A move from an empty square, onto a stone, out of reach, off the board.
      () => `${name(pick(random, empty))}-${name(int(random, 36))}`,
      () => `${name(pick(random, full))}-${name(pick(random, full))}`,
      () => pick(random, ['g1-a1', 'a0-a1', 'a7-a6', 'b2 - b6', 'R@g1', 'R @a1', 'Q@a1', 'b2-b6 (3: G R B)', '@a1']),
      () =>
        pick(random, [
          'resign',
          'resign white',
          'resigns pebble',
          'resign pebble rebel',
          'pass',
          '',
          ...PROTOTYPE_WORDS,
        ]),
    ])();
    if (!isLegalText(game, text)) return text;
  }
}

/** Action texts parseAction must refuse, each with the position it is read in. */
export function hostileActionTexts(
  random: Random,
  count: number,
  seed = 1,
): Hostile<{ game: rules.Game; text: unknown }>[] {
  const { positions } = pool(seed);
  const on = live(positions);
  const over = positions.filter((g) => status(g).winner !== null);
  const at = (text: unknown, game = pick(random, on)) => ({ game, text });
  const makers: Maker<{ game: rules.Game; text: unknown }>[] = [
    [
      'an action the rules refuse',
      () => {
        const game = pick(random, on);
        return at(refusedActionText(random, game), game);
      },
    ],
    [
      'any action once the game is over',
      () => {
        const game = pick(random, over);
        return at(pick(random, ['resign pebble', 'resign rebel', 'b2-b6', 'R@a1', 'a1-a2']), game);
      },
    ],
    [
      'random characters',
      () => at(chars(random, 'abcdef123456-@RBYG ', 1 + int(random, 12)).replace(/^resign (pebble|rebel)$/, 'x')),
    ],
    ['random unicode', () => at(unicode(random, 1 + int(random, 40)))],
    ['enormous', () => at(`${'b2-b6 '.repeat(100_000 + int(random, 100_000))}`)],
    ['not text', () => at(pick(random, [null, undefined, 42, {}, []]))],
  ];
  return cycle(count, makers);
}

/**
 * A room's action messages that must be refused (the room's Refusal as a failure Result): out of
 * turn, a stone not in the hand, a resignation for the other side, malformed text, after the end.
 */
export function hostileRoomActions(random: Random, count: number, seed = 1) {
  const hosted = hostedPebbleRebel(() => int(random, 2 ** 32));
  const { games } = pool(seed);
  const stateAt = () => {
    const g = pick(random, games);
    const i = int(random, g.actions.length + 1);
    return {
      state: hosted.load(encodeGameSave(rules, 'pebble-rebel', { start: g.start, actions: g.actions.slice(0, i) })),
      game: g.positions[i]!,
    };
  };
  type Message = { run: () => unknown };
  const message = (make: (game: rules.Game) => { seat: number; text: string }): Message => {
    const { state, game } = stateAt();
    const { seat, text } = make(game);
    return { run: () => hosted.play(state, seat, text) };
  };
  const makers: Maker<Message>[] = [
    ['an action the rules refuse', () => message((g) => ({ seat: g.current, text: refusedActionText(random, g) }))],
    [
      'a stone not in the hand',
      () =>
        message((g) => ({
          seat: 1,
          text: `${pick(
            random,
            rules.COLOURS.filter((c) => !g.hand.includes(c) || g.current === 0),
          )}@a1`,
        })),
    ],
    [
      'a move by the side not to move',
      () =>
        message((g) => ({
          seat: 1 - g.current,
          text: pick(
            random,
            legalActions(g)
              .filter((a) => a.kind !== 'resign')
              .map(formatAction)
              .concat(['b2-b6']),
          ),
        })),
    ],
    [
      'a resignation for the other side',
      () =>
        message(() => {
          const seat = int(random, 2);
          return { seat, text: `resign ${rules.SEATS[1 - seat]!.word}` };
        }),
    ],
    [
      'malformed text',
      () =>
        message((g) => ({ seat: g.current, text: pick(random, ['', '   ', 'x'.repeat(65), 'b2-b6\u0000', 'R@a1\n']) })),
    ],
  ];
  return cycle(count, makers);
}

/** A room's refusal as a failure Result (any other throw escapes). */
// ---- saves and records ------------------------------------------------------------------------------

/** Save files decodeGameSave and game records readGameText must refuse (the shared makers). */
const files = playedFiles({
  rules,
  id: 'pebble-rebel',
  pool: (seed) => pool(seed).games,
  refused: refusedActionText,
  positions: hostilePositionTexts,
  moves: ['b2-b6', 'R@a1'],
  junk: 'RBYG@abcdef123456- ',
  others: ['pressure', 'vacuum'],
});

/** Every class of this game's hostile inputs, for its unit test and `npm run fuzz`. */
export const HOSTILE: DoorGameInputs<rules.Game> = {
  positions: hostilePositionTexts,
  shares: hostileShareStrings,
  games: hostileGameStrings,
  saves: files.saves,
  records: files.records,
  actions: hostileActionTexts,
  room: hostileRoomActions,
};
