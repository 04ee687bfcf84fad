// Generated hostile inputs for Pressure's readers, by category: position texts, share strings,
// game strings, save files, game records and action texts. Each is made so that it must be
// refused (mutations that could leave a valid input are not used); the unit tests run a sample,
// `npm run fuzz -- --game pressure` the full count.
import * as rules from '../../../src/games/pressure/rules/index';
import type { DoorGameInputs } from '../../support/door-hostility';
import { pressureShare } from '../../../src/games/pressure/share';
import { BitWriter } from '../../../src/codec/bits';
import { wrapPayload } from '../../../src/codec/share';
import { encodeGameSave } from '../../../src/codec/game-save';
import { encodeShare } from '../../../src/games/vacuum/share';
import { encodeSaveJson } from '../../../src/games/vacuum/record/save';
import { encodeGameString as encodeVacuumGame } from '../../../src/games/vacuum/record/game-link';
import { newGame as newVacuumGame } from '../../../src/games/vacuum/rules/index';
import { PROTOTYPE_WORDS, type Hostile } from '../../codec/hostile';
import { playedGames, type PlayedGame } from './played';
import {
  chars,
  cycle,
  int,
  pick,
  unicode,
  type Maker,
  type Random,
  saveMakers,
  recordMakers,
  hostileLinks,
} from '../../support/hostile-kit';

const { formatAction, formatPosition, legalActions, play, status, squareName } = rules;

/** Other games, whose saves and records it must refuse by name. */
const OTHERS = ['glyph-grid', 'vacuum'];

/** Cell characters no position text has. */
const BAD_CELLS = ['x', 'Z', '0', '7', ' ', '\t', '\u0000', 'é', '😀', '\ud800', 'ｗ', 'Ｂ', 'o', 'O', '*'];

/** Seeded random games (made once per seed) and every position they pass through. */
const pools = new Map<number, { games: PlayedGame[]; positions: rules.Game[] }>();
function pool(seed: number): { games: PlayedGame[]; positions: rules.Game[] } {
  let p = pools.get(seed);
  if (!p) {
    const games = playedGames(24, seed);
    const positions = games.flatMap((g) => {
      const out = [g.start];
      g.actions.forEach((a) => out.push(play(out.at(-1)!, a)));
      return out;
    });
    p = { games, positions };
    pools.set(seed, p);
  }
  return p;
}

// ---- position texts ----------------------------------------------------------------------------

/** The fields of a position's second line: board, side, quiet, turn. */
const fieldsOf = (game: rules.Game): string[] => formatPosition(game).split('\n')[1]!.split(' ');
const textOf = (fields: readonly string[], header = 'pressure 1'): string => `${header}\n${fields.join(' ')}\n`;

/** Board fields that no position has, each for a different reason of R9. */
function badBoard(random: Random, board: string): string {
  const rows = board.split('/');
  const r = int(random, 5);
  const c = int(random, 5);
  return pick(random, [
    () => board.replace(new RegExp(`^((?:[^/]*/){${r}}.{${c}}).`), `$1${pick(random, BAD_CELLS)}`),
    () => rows.map((x, i) => (i === r ? x + '.' : x)).join('/'),
    () => rows.map((x, i) => (i === r ? x.slice(1) : x)).join('/'),
    () => rows.slice(1).join('/'),
    () => [...rows, '.....'].join('/'),
    () => '...../...../...../...../.....',
    () => `WX.../B..../...../...../.....`.replace('X', 'B'), // a1 boxed in by b1, a2
    () => 'WWWWW/WW.../...../...../..B..', // seven White tokens
  ])();
}

/** Position texts parsePosition must refuse. */
export function hostilePositionTexts(random: Random, count: number, seed = 1): Hostile<unknown>[] {
  const { positions } = pool(seed);
  const fields = (): string[] => fieldsOf(pick(random, positions));
  const makers: Maker<unknown>[] = [
    [
      'board damaged',
      () => {
        const f = fields();
        const board = badBoard(random, f[0]!);
        return textOf([board === f[0] ? `${board}x` : board, ...f.slice(1)]);
      },
    ],
    [
      'inactive token of the player not to move',
      () => {
        const f = fields();
        const other = f[1] === 'w' ? 'b' : 'w';
        return textOf([f[0]!.replace(/[.]/, other), ...f.slice(1)]);
      },
    ],
    [
      'fields damaged',
      () => {
        const f = fields();
        return pick(random, [
          () => textOf(f.slice(0, 3)),
          () => textOf([...f, '0']),
          () => `pressure 1\n${f.join('  ')}`,
          () => `pressure 1\n${f.join('\t')}`,
          () => textOf([f[0]!, pick(random, ['W', 'B', 'white', '', 'x', ...PROTOTYPE_WORDS]), f[2]!, f[3]!]),
        ])();
      },
    ],
    [
      'numbers damaged',
      () => {
        const f = fields();
        const bad = pick(random, ['01', '-1', '+3', '1.5', '1e3', '', 'x', '٣', '0x10', ' 1', 'NaN', 'Infinity']);
        return textOf(random() < 0.5 ? [f[0]!, f[1]!, bad, f[3]!] : [f[0]!, f[1]!, f[2]!, bad]);
      },
    ],
    [
      'quiet out of range',
      () => {
        const f = fields();
        const quiet = 201 + int(random, 1000);
        return textOf(random() < 0.5 ? [f[0]!, f[1]!, String(quiet), String(quiet + 5)] : [f[0]!, f[1]!, '9', '8']);
      },
    ],
    [
      'header damaged',
      () =>
        textOf(
          fields(),
          pick(random, ['vacuum 1', 'pressure 2', 'Pressure 1', '', 'pressure', 'glyph-grid 1', 'pressure 1 ']),
        ),
    ],
    [
      'lines damaged',
      () =>
        pick(random, [
          () => 'pressure 1',
          () => 'pressure 1\n',
          () => `${textOf(fields())}more\n`,
          () => fields().join(' '),
        ])(),
    ],
    ['random characters', () => chars(random, '.WwXBbY/ wb0123456789\n', int(random, 80))],
    ['random unicode', () => unicode(random, int(random, 200))],
    ['enormous', () => textOf([`${'.'.repeat(200_000 + int(random, 800_000))}`, 'w', '0', '0'])],
    ['not text', () => pick(random, [null, undefined, 42, {}, [], ['pressure 1'], { toString: () => 'pressure 1' }])],
    // A turn of hundreds of digits would read as Infinity and not survive the round trip.
    [
      'turn too large',
      () => {
        const f = fields();
        return textOf([f[0]!, f[1]!, f[2]!, '9'.repeat(17 + int(random, 400))]);
      },
    ],
  ];
  return cycle(count, makers);
}

/** Categories whose second line itself is refused (not only the header or the lines around it). */
const BAD_LINE_2: Record<string, true> = {
  'board damaged': true,
  'inactive token of the player not to move': true,
  'fields damaged': true,
  'numbers damaged': true,
  'quiet out of range': true,
};

/** Position texts refused for their second line (`lineOnly`), or refused in any way but by their size or type. */
function badPositionTexts(random: Random, seed: number, lineOnly: boolean): string[] {
  return hostilePositionTexts(random, 120, seed).flatMap(({ category, input }) =>
    typeof input === 'string' && input.length < 1_000 && (!lineOnly || BAD_LINE_2[category]) ? [input] : [],
  );
}

// ---- share strings and game strings -------------------------------------------------------------

/** Writes a position's bits with one change that parsePosition refuses (or no reader accepts). */
function impossibleBits(random: Random, w: BitWriter, game: rules.Game): void {
  const kinds = game.board.map((t) => (t === null ? 0 : 1 + t.owner * 3 + rules.TOKEN_STATES.indexOf(t.state)));
  let quiet = game.quiet;
  let turn = game.turn;
  pick(random, [
    () => (kinds[int(random, 25)] = 7), // no such kind
    () => kinds.fill(0), // no token
    () => (kinds.fill(1, 0, 7), kinds.fill(0, 7)), // seven White tokens
    () => ((quiet = 201 + int(random, 55)), (turn = quiet + 1)), // quiet over 200
    () => ((quiet = 5 + int(random, 100)), (turn = quiet - 1 - int(random, 5))), // quiet over the turn
    () => ((kinds[0] = game.current === 0 ? 5 : 2), kinds.fill(0, 1)), // an inactive token of the other side
  ])();
  for (const k of kinds) w.uint(k, 3);
  w.uint(game.current, 1);
  w.uint(quiet, 8);
  w.golomb(turn, 4);
}

/** Its own share strings to refuse: what only its bit layout can get wrong. */
function ownShareMakers(random: Random, seed: number): Maker<string>[] {
  const { positions } = pool(seed);
  return [
    [
      'impossible position',
      () => {
        const w = new BitWriter();
        impossibleBits(random, w, pick(random, positions));
        return wrapPayload(w.toChars(), pressureShare.positionPrefix);
      },
    ],
    ["another game's string", () => encodeShare(newVacuumGame({ players: (2 + int(random, 3)) as 2 | 3 | 4 }))],
  ];
}

/** Share strings and game strings its readers must refuse. */
const links = hostileLinks(rules, pressureShare, pool, { shares: ownShareMakers, games: ownGameMakers });
export const hostileShareStrings = links.shares;
export const hostileGameStrings = links.games;

/** A game string written bit by bit: standard start, `count`, then `indices` in `width` bits each. */
function gameBits(count: number, indices: readonly number[], width: number): string {
  const w = new BitWriter();
  w.bool(false);
  w.golomb(count, 4);
  for (const i of indices) w.uint(i, width);
  return wrapPayload(w.toChars(), pressureShare.gamePrefix);
}

/** Its own game strings to refuse. */
function ownGameMakers(random: Random, seed: number): Maker<string>[] {
  const { positions } = pool(seed);
  return [
    ['more moves than it holds', () => gameBits(60 + int(random, 1_900), [int(random, 18)], 5)],
    ['count over the cap', () => gameBits(2_001 + int(random, 1_000_000), [], 5)],
    ['a choice that does not exist', () => gameBits(1, [20 + int(random, 12)], 5)],
    ['moves after the end', () => gameBits(2 + int(random, 5), [18 + int(random, 2), 0, 0, 0, 0, 0, 0], 5)],
    [
      'impossible start',
      () => {
        const w = new BitWriter();
        w.bool(true);
        impossibleBits(random, w, pick(random, positions));
        w.golomb(0, 4);
        return wrapPayload(w.toChars(), pressureShare.gamePrefix);
      },
    ],
    ["another game's string", () => encodeVacuumGame({ start: newVacuumGame({ players: 2 }), actions: [] })!],
  ];
}

// ---- moves that cannot be played ----------------------------------------------------------------

/** Text of a move that is illegal in `game`: not adjacent, off the board, or a legal-looking pair the rules do not list. */
function illegalMoveText(random: Random, game: rules.Game): string {
  const legal = new Set(legalActions(game).map(formatAction));
  const adjacent: string[] = [];
  for (let from = 0; from < 25; from++) {
    for (let d = 0; d < 4; d++) {
      const to = rules.neighbour(from, d);
      const text = to < 0 ? '' : `${squareName(from)}-${squareName(to)}`;
      if (to >= 0 && !legal.has(text)) adjacent.push(text);
    }
  }
  return pick(random, [
    () => pick(random, adjacent),
    () => `${squareName(int(random, 25))}-${pick(random, ['a1', 'c3', 'e5'])}`,
    () => pick(random, ['f1-f2', 'a0-a1', 'a5-a6', 'a10-a9', 'e5-f5', 'c3-c3', 'c3 c4', 'c3–c4']),
    () => pick(random, ['resign', 'resign green', 'resign white black', 'resigns white', 'pass', '']),
    () => pick(random, PROTOTYPE_WORDS),
  ])();
}

/** Does the text name a legal action of `game` (a listed move, or either seat's resignation)? */
function isLegalText(game: rules.Game, text: string): boolean {
  const normal = text.trim().toLowerCase();
  return legalActions(game).some((a) => formatAction(a) === normal) || /^resign (white|black)$/.test(normal);
}

/** A move text in `game` that must be refused: only an illegal one, never a legal one by chance. */
function refusedMoveText(random: Random, game: rules.Game): string {
  for (;;) {
    const text = illegalMoveText(random, game);
    if (!isLegalText(game, text)) return text;
  }
}

/** A game from the pool with at least one move, and a move index in it. */
function someMove(random: Random, games: readonly PlayedGame[]): { g: PlayedGame; i: number; before: rules.Game } {
  const g = pick(
    random,
    games.filter((x) => x.actions.length > 0),
  );
  const i = int(random, g.actions.length);
  const before = g.actions.slice(0, i).reduce((x, a) => play(x, a), g.start);
  return { g, i, before };
}

// ---- saves and records --------------------------------------------------------------------------

/** Save files decodeGameSave must refuse (the shared makers, and a Vacuum save, and moves after the end). */
export function hostileSaves(random: Random, count: number, seed = 1): Hostile<string>[] {
  const { games } = pool(seed);
  const data = (g = pick(random, games)): Record<string, unknown> =>
    JSON.parse(encodeGameSave(rules, 'pressure', g)) as Record<string, unknown>;
  const edit = (change: (d: Record<string, unknown>) => void, d = data()): string => (change(d), JSON.stringify(d));
  return cycle(
    count,
    saveMakers(random, {
      data,
      refusedMove: () => {
        const { g, i, before } = someMove(random, games);
        return edit((d) => ((d.moves as string[])[i] = refusedMoveText(random, before)), data(g));
      },
      badStarts: badPositionTexts(random, seed, false),
      move: 'e3-e4',
      others: OTHERS,
      own: [
        ['a Vacuum save', () => encodeSaveJson({ game: newVacuumGame({ players: 2 }), log: [], settings: {} })],
        [
          'moves after the end',
          () =>
            edit(
              (d) =>
                (d.moves = [
                  ...(d.moves as string[]),
                  'resign white',
                  pick(random, ['e3-e4', 'resign black', 'c4-c3']),
                ]),
            ),
        ],
      ],
    }),
  );
}

/** Game records readGameText must refuse (the shared makers). */
export function hostileRecords(random: Random, count: number, seed = 1): Hostile<string>[] {
  return cycle(
    count,
    recordMakers(random, {
      rules,
      id: 'pressure',
      games: pool(seed).games,
      refused: refusedMoveText,
      badStarts: badPositionTexts(random, seed, true).map((text) => text.split('\n')[1]!),
      moves: ['e3-e4', 'a1-a2'],
      junk: 'abcdefgh12345-. ',
      others: OTHERS,
      seatNames: rules.SEATS,
    }),
  );
}

/** Action texts parseAction must refuse, each with the position it is read in. */
export function hostileActionTexts(
  random: Random,
  count: number,
  seed = 1,
): Hostile<{ game: rules.Game; text: unknown }>[] {
  const { positions } = pool(seed);
  const live = positions.filter((g) => status(g).winner === null);
  const over = positions.filter((g) => status(g).winner !== null);
  const at = (text: unknown, game = pick(random, live)) => ({ game, text });
  /** A text of `make` that names no legal action of the position it is read in. */
  const unlisted = (make: () => string) => {
    const game = pick(random, live);
    for (;;) {
      const text = make();
      if (!isLegalText(game, text)) return at(text, game);
    }
  };
  const makers: Maker<{ game: rules.Game; text: unknown }>[] = [
    [
      'a move the rules do not list',
      () => {
        const game = pick(random, live);
        return at(refusedMoveText(random, game), game);
      },
    ],
    [
      'any action once the game is over',
      () => {
        const game = pick(random, over);
        return at(pick(random, ['resign white', 'resign black', 'e3-e4', 'c4-c3', 'a1-a2']), game);
      },
    ],
    ['random characters', () => unlisted(() => chars(random, 'abcdef123456- ', int(random, 12)))],
    ['random unicode', () => unlisted(() => unicode(random, int(random, 40)))],
    ['enormous', () => at(`${'c4-c3 '.repeat(100_000 + int(random, 100_000))}`)],
    ['not text', () => at(pick(random, [null, undefined, 42, {}, []]))],
  ];
  return cycle(count, makers);
}

/** Every class of this game's hostile inputs, for its unit test and `npm run fuzz`. */
export const HOSTILE: DoorGameInputs<rules.Game> = {
  positions: hostilePositionTexts,
  shares: hostileShareStrings,
  games: hostileGameStrings,
  saves: hostileSaves,
  records: hostileRecords,
  actions: hostileActionTexts,
};
