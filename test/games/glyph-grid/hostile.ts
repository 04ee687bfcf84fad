// Generated hostile inputs for Glyph Grid's readers, by category: position texts (R14's refusals),
// share strings, game strings, save files, action texts (out of turn, a resting ANCHOR, no such
// glyph) and a room's action messages (a seat not to move, one that claims time). Each is made so
// that it must be refused; the unit tests run a sample, `npm run fuzz -- --game glyph-grid` the
// full count.
import * as rules from '../../../src/games/glyph-grid/rules/index';
import type { DoorGameInputs } from '../../support/door-hostility';
import { glyphGridShare } from '../../../src/games/glyph-grid/share';
import { glyphGrid as hosted } from '../../../src/games/glyph-grid/hosted';
import { encodeGameSave } from '../../../src/codec/game-save';
import { PROTOTYPE_WORDS, type Hostile } from '../../codec/hostile';
import {
  chars,
  cycle,
  int,
  pick,
  unicode,
  type Maker,
  type Random,
  saveMakers,
  playedRoomMakers,
  playedSaves,
  hostileLinks,
  playoutPool,
} from '../../support/hostile-kit';

/** Seeded random games (made once per seed), some on a clock, and every position they pass through. */
const pool = playoutPool<rules.Game, rules.Action>({
  rules,
  games: 12,
  limit: 120,
  start: (i) => rules.newGame({ clock: i % 2 === 0 ? null : 300_000 }),
});
const positionsOf = (seed: number) => pool(seed).flatMap((p) => p.positions);
const live = (seed: number) => positionsOf(seed).filter((g) => rules.status(g).winner === null);

// ---- position texts ------------------------------------------------------------------------------

const linesOf = (g: rules.Game): string[] => rules.formatPosition(g).trimEnd().split('\n');
const textOf = (lines: readonly string[]): string => `${lines.join('\n')}\n`;
/** R14's header lines (0-based) and the first board line. */
const LINE = { version: 0, current: 1, turn: 2, rest: 3, quiet: 4, clocks: 5, result: 6, board: 7 } as const;

/** A live position's text with one line replaced. */
function withLine(g: rules.Game, line: number, text: string): string {
  return textOf(linesOf(g).map((l, i) => (i === line ? text : l)));
}

/** A live position's text with one square's token replaced. */
function withToken(g: rules.Game, sq: number, token: string): string {
  const lines = linesOf(g);
  const row = LINE.board + Math.floor(sq / rules.SIZE);
  const tokens = lines[row]!.split(' ');
  tokens[sq % rules.SIZE] = token;
  lines[row] = tokens.join(' ');
  return textOf(lines);
}

const emptySquares = (g: rules.Game) => g.pieces.flatMap((p, sq) => (p === null ? [sq] : []));

/** Position texts parsePosition must refuse. */
export function hostilePositionTexts(random: Random, count: number, seed = 1): Hostile<unknown>[] {
  const g = () => pick(random, live(seed));
  const makers: Maker<unknown>[] = [
    [
      'a header line missing',
      () => {
        const gone = int(random, 7);
        return textOf(linesOf(g()).filter((_, i) => i !== gone));
      },
    ],
    [
      'header lines swapped',
      () => {
        const lines = linesOf(g());
        const i = int(random, 6);
        [lines[i], lines[i + 1]] = [lines[i + 1]!, lines[i]!];
        return textOf(lines);
      },
    ],
    ['unknown version', () => withLine(g(), LINE.version, `glyph-grid ${pick(random, ['0', '2', 'x', '1 1'])}`)],
    ['no such side', () => withLine(g(), LINE.current, `current ${pick(random, ['red', 'WHITE?', '-', '0'])}`)],
    [
      'turn out of range',
      () => withLine(g(), LINE.turn, `turn ${pick(random, ['301', '-1', '1e3', '99999999999', 'x'])}`),
    ],
    [
      'turn of the other side',
      () => {
        const p = g();
        return withLine(p, LINE.turn, `turn ${p.turn + 1}`);
      },
    ],
    ['quiet out of range', () => withLine(g(), LINE.quiet, `quiet ${pick(random, ['61', '-3', 'many', '60 60'])}`)],
    [
      'clocks broken',
      () => withLine(g(), LINE.clocks, `clocks ${pick(random, ['1', '-5 300000', 'a b', '1 2 3', '1.5 2'])}`),
    ],
    ['rest broken', () => withLine(g(), LINE.rest, `rest ${pick(random, ['red', 'white white', 'black -'])}`)],
    [
      'no such result',
      () => withLine(g(), LINE.result, `result ${pick(random, ['white draw', 'draw capture', 'green line', 'black'])}`),
    ],
    [
      'a second Core',
      () => {
        const p = g();
        return withToken(p, pick(random, emptySquares(p)), pick(random, ['C.', 'c.']));
      },
    ],
    [
      'a fifth Shard',
      () => {
        let p = g();
        let text = rules.formatPosition(p);
        const side = pick(random, ['S', 's']);
        const have = text.split(/\s+/).filter((t) => t[0] === side).length;
        for (const sq of emptySquares(p).slice(0, 5 - have)) {
          text = withToken(p, sq, `${side}.`);
          p = {
            ...p,
            pieces: p.pieces.map((x, i) => (i === sq ? { player: side === 'S' ? 0 : 1, kind: 'shard' } : x)),
          } as rules.Game;
        }
        return text;
      },
    ],
    [
      'a side without its Core',
      () => {
        const p = g();
        const side = int(random, 2);
        return withToken(
          p,
          p.pieces.findIndex((x) => x?.kind === 'core' && x.player === side),
          '..',
        );
      },
    ],
    [
      'unknown token',
      () => withToken(g(), int(random, rules.SQUARES), pick(random, ['X.', 'Cx', 'C', '...', 'w.', '🂠.'])),
    ],
    [
      'a row too short',
      () => {
        const lines = linesOf(g());
        const row = LINE.board + int(random, rules.SIZE);
        lines[row] = lines[row]!.split(' ').slice(1).join(' ');
        return textOf(lines);
      },
    ],
    ['a row missing', () => textOf(linesOf(g()).slice(0, -1))],
    ['a row too many', () => textOf([...linesOf(g()), '.. .. .. .. .. .. ..'])],
    [
      'a sealed line while the game is on',
      () => {
        const lines = linesOf(g());
        const row = LINE.board + int(random, rules.SIZE);
        const first = int(random, rules.SIZE - 3);
        lines[row] = lines[row]!.split(' ')
          .map((token, c) => (c >= first && c < first + 4 ? `${token[0]}w` : token))
          .join(' ');
        const text = textOf(lines);
        return text;
      },
    ],
    ['empty', () => ''],
    ['random text', () => chars(random, 'glyph-grid 1\ncurrent white turn .CSsc wb-', int(random, 500))],
    ['random unicode', () => unicode(random, int(random, 400))],
    ['enormous', () => `glyph-grid 1\n${'.. '.repeat(100_000 + int(random, 400_000))}`],
    ['not text', () => pick(random, [null, undefined, 7, {}, [], { toString: () => 'glyph-grid 1' }])],
    ['prototype words', () => withLine(g(), LINE.current, `current ${pick(random, PROTOTYPE_WORDS)}`)],
  ];
  return cycle(count, makers);
}

// ---- share strings, game strings -------------------------------------------------------------------

/** Share strings and game strings its readers must refuse. */
const links = hostileLinks(rules, glyphGridShare, (seed) => ({ games: pool(seed), positions: positionsOf(seed) }));
export const hostileShareStrings = links.shares;
export const hostileGameStrings = links.games;

// ---- actions ---------------------------------------------------------------------------------------

/** Action text parseAction must refuse in `game` (a live position). */
function refusedActionText(random: Random, game: rules.Game): string {
  const mine = game.pieces.flatMap((p, sq) => (p?.player === game.current ? [sq] : []));
  const theirs = game.pieces.flatMap((p, sq) => (p && p.player !== game.current ? [sq] : []));
  const name = rules.squareName;
  const legal = new Set(rules.legalActions(game).map(rules.formatAction));
  const tries: (() => string)[] = [
    () =>
      `vector ${name(pick(random, theirs))}-${name(pick(random, emptySquares(game).length ? emptySquares(game) : [0]))}`,
    () => `${pick(random, ['jump', 'swap', 'elapse', 'pass', ''])} ${name(pick(random, mine))}`,
    () => `lance ${pick(random, ['h1', 'a0', 'a8', 'z9', '--'])}-c3`,
    () => `resign ${pick(random, ['red', 'nobody', ''])}`,
    () => chars(random, 'vectorlanceanchorpulse abcdefg1234567-', int(random, 60)),
    () => unicode(random, int(random, 50)),
    () => 'x'.repeat(100_000 + int(random, 100_000)),
    () => {
      // A glyph from a piece of the player's to a square that glyph does not reach.
      const from = pick(random, mine);
      const glyph = pick(random, rules.GLYPHS);
      return `${glyph} ${name(from)}-${name(int(random, rules.SQUARES))}`;
    },
  ];
  for (;;) {
    const text = pick(random, tries)();
    if (!legal.has(text.trim().toLowerCase().replace(/\s+/g, ' '))) return text;
  }
}

/** Positions in which ANCHOR rests for the player to move. */
const resting = (seed: number) => live(seed).filter((g) => g.rest[g.current]);

/** Action texts parseAction must refuse, with the game each is read against. */
export function hostileActionTexts(
  random: Random,
  count: number,
  seed = 1,
): Hostile<{ game: rules.Game; text: unknown }>[] {
  const makers: Maker<{ game: rules.Game; text: unknown }>[] = [
    [
      'refused in a live position',
      () => {
        const game = pick(random, live(seed));
        return { game, text: refusedActionText(random, game) };
      },
    ],
    [
      'ANCHOR while it rests',
      () => {
        const game = pick(random, resting(seed));
        const sq = game.pieces.findIndex((p) => p?.player === game.current);
        return { game, text: `anchor ${rules.squareName(sq)}` };
      },
    ],
    [
      'a move once the game is over',
      () => {
        const over = positionsOf(seed).filter((g) => rules.status(g).winner !== null);
        const game = pick(random, over);
        return { game, text: 'vector d7-d6' };
      },
    ],
    ['not text', () => ({ game: pick(random, live(seed)), text: pick(random, [null, 5, {}, ['vector d7-d6']]) })],
  ];
  return cycle(count, makers);
}

/** A room's action messages that must be refused: from a seat not to move, illegal, claiming time, malformed. */
export function hostileRoomActions(random: Random, count: number, seed = 1): Hostile<{ run: () => unknown }>[] {
  const start = () =>
    hosted.load(encodeGameSave(rules, 'glyph-grid', { start: pick(random, pool(seed)).start, actions: [] }));
  return cycle(count, [
    ...playedRoomMakers(random, { rules, id: 'glyph-grid', hosted }, pool(seed), refusedActionText),
    [
      'a message claiming time',
      () => {
        const s = start();
        return {
          run: () =>
            hosted.play(s, 0, pick(random, ['elapse 290000', 'clocks 1 300000', '{"clock":0}', 'time white 0'])),
        };
      },
    ],
  ]);
}

// ---- saves -----------------------------------------------------------------------------------------

/** Save files decodeGameSave must refuse (the shared makers). */
export function hostileSaves(random: Random, count: number, seed = 1): Hostile<string>[] {
  return cycle(
    count,
    saveMakers(random, {
      ...playedSaves(random, { rules, id: 'glyph-grid' }, pool(seed), refusedActionText),
      badStarts: hostilePositionTexts(random, 60, seed).flatMap(({ input }) =>
        typeof input === 'string' && input.length < 2_000 ? [input] : [],
      ),
      move: 'vector d7-d6',
      others: ['pressure', 'pebble-rebel', 'vacuum'],
    }),
  );
}

/** Every class of this game's hostile inputs, for its unit test and `npm run fuzz`. */
export const HOSTILE: DoorGameInputs<rules.Game> = {
  positions: hostilePositionTexts,
  shares: hostileShareStrings,
  games: hostileGameStrings,
  saves: hostileSaves,
  actions: hostileActionTexts,
  room: hostileRoomActions,
};
