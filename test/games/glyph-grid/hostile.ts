// Generated hostile inputs for Glyph Grid's readers, by category: position texts (R14's refusals),
// share strings, game strings, save files, game records (the swap's note damaged in them, in saves
// and in game strings too), action texts (out of turn, a resting ANCHOR, no such glyph) and a
// room's action messages (a seat not to move, one that claims time). Each is made so that it must
// be refused; the unit tests run a sample, `npm run fuzz -- --game glyph-grid` the full count.
import * as rules from '../../../src/games/glyph-grid/rules/index';
import type { DoorGameInputs } from '../../support/door-hostility';
import { glyphGridShare } from '../../../src/games/glyph-grid/share';
import { glyphGrid as hosted } from '../../../src/games/glyph-grid/hosted';
import { encodeGameSave, NOTE_RE, type GameNote } from '../../../src/codec/game-save';
import { encodeGameString } from '../../../src/codec/move-list';
import { writeGameText } from '../../../src/record/game-text';
import { BitWriter } from '../../../src/codec/bits';
import { wrapPayload } from '../../../src/codec/share';
import lzString from 'lz-string';
import { PROTOTYPE_WORDS, type Hostile } from '../../codec/hostile';
import {
  chars,
  cycle,
  int,
  pick,
  unicode,
  type Maker,
  type Random,
  playedRoomMakers,
  hostileLinks,
  playedFiles,
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
const links = hostileLinks(rules, glyphGridShare, (seed) => ({ games: pool(seed), positions: positionsOf(seed) }), {
  games: noteStringMakers,
});
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

// ---- notes (R12's swap) -----------------------------------------------------------------------------

/** R12's swap as the record notes it: after White's first move. */
const SWAP: GameNote[] = [{ after: 1, text: 'swap' }];

/** Played games with a first move, after which the swap may be noted. */
const swappable = (seed: number) => pool(seed).filter((p) => p.actions.length > 0);

/** Note texts that are not a word or two in small letters: as a save holds them, or (`record`) as a record's braces do. */
function strangeNote(random: Random, record = false): string {
  for (;;) {
    const text = pick(random, [
      () =>
        pick(random, ['Swap', 'SWAP', 'swap!', 'sw4p', 'swäp', '-swap', ' swap', 'ｓｗａｐ', 'swap_', '"swap"', '']),
      () => 'swap'.repeat(7 + int(random, 20)),
      () => pick(random, PROTOTYPE_WORDS),
      () => unicode(random, 1 + int(random, 30)),
    ])();
    // A record's braces hold one line without braces, its words trimmed and spaced by one.
    const read = record
      ? text
          .replace(/[{}\r\n]/g, '')
          .trim()
          .replace(/\s+/g, ' ')
      : text;
    if (!NOTE_RE.test(read)) return record ? text.replace(/[{}\r\n]/g, '') : text;
  }
}

/** Its own records to refuse: the swap's note damaged. */
function noteRecordMakers(random: Random, seed: number): Maker<string>[] {
  const swapped = (): string => writeGameText(rules, 'glyph-grid', { ...pick(random, swappable(seed)), notes: SWAP });
  return [
    [
      'notes: not closed',
      () => swapped().replace('{swap}', pick(random, ['{swap', '{ swap', '{swap)', '{', '{sw{ap}'])),
    ],
    ['notes: a stray brace', () => swapped().replace('{swap}', pick(random, ['{swap}}', '}{swap}', 'swap}', '}']))],
    ['notes: strange text', () => swapped().replace('{swap}', `{${strangeNote(random, true)}}`)],
    ['notes: more than 20', () => swapped().replace('{swap}', '{swap} '.repeat(21 + int(random, 60)))],
    ['notes: inside a move', () => `${swapped().trimEnd()} resign {swap} ${pick(random, ['white', 'black'])}\n`],
  ];
}

/** Its own saves to refuse: notes after moves the save does not have, too many, of strange text. */
function noteSaveMakers(random: Random, data: () => Record<string, unknown>): Maker<string>[] {
  const withNotes = (notes: (moves: number) => unknown[]): string => {
    const d = data();
    d.notes = notes((d.moves as string[]).length);
    return JSON.stringify(d);
  };
  return [
    [
      'notes: after a move that does not exist',
      () =>
        withNotes((n) => [
          ...(random() < 0.5 ? [[Math.min(1, n), 'swap']] : []),
          [n + 1 + int(random, pick(random, [3, 1_000])), 'swap'],
        ]),
    ],
    [
      'notes: more than 20',
      () => withNotes((n) => Array.from({ length: 21 + int(random, 80) }, () => [Math.min(1, n), 'swap'])),
    ],
    ['notes: strange text', () => withNotes((n) => [[Math.min(1, n), strangeNote(random)]])],
    [
      'notes: out of the order of their moves',
      () =>
        withNotes((n) =>
          n === 0
            ? [[1, 'swap']]
            : [
                [1 + int(random, n), 'swap'],
                [0, 'first'],
              ],
        ),
    ],
  ];
}

/** A bit string of 16-bit characters. */
const bitsOf = (chars: string): number[] =>
  [...chars].flatMap((c) => Array.from({ length: 16 }, (_, i) => (c.charCodeAt(0) >> (15 - i)) & 1));
/** The packed characters of a game string. */
const charsOf = (s: string): string => lzString.decompressFromEncodedURIComponent(s.slice(1))!.slice(0, -1);

/**
 * A game string of one of the played games whose notes are written by `notes` (after the notes
 * flag), given the game's move count: its start and moves are kept as the encoder writes them, the
 * bits up to where a note's flag goes.
 */
function withNoteBits(random: Random, seed: number, notes: (w: BitWriter, moves: number) => void): string {
  // A few moves are enough for notes, and cost the reader's replay little.
  const { start, actions: all } = pick(random, pool(seed));
  const actions = all.slice(0, 1 + int(random, 20));
  const plain = bitsOf(charsOf(encodeGameString(rules, glyphGridShare, start, actions)!));
  const noted = bitsOf(charsOf(encodeGameString(rules, glyphGridShare, start, actions, [{ after: 0, text: 'a' }])!));
  const w = new BitWriter();
  // The notes' flag is the first bit the two strings differ in: the plain one pads with zeros there.
  for (let i = 0; plain[i] === noted[i]; i++) w.bool(noted[i] === 1);
  w.bool(true);
  notes(w, actions.length);
  return wrapPayload(w.toChars(), glyphGridShare.gamePrefix);
}

/** A note's length and letters, as the game string writes them (codes of its letters table, any code). */
const letters = (w: BitWriter, codes: readonly number[]): void => {
  w.uint(codes.length - 1, 5);
  for (const c of codes) w.uint(c, 5);
};
/** "swap" as letter codes. */
const SWAP_CODES = [18, 22, 0, 15];

/** Its own game strings to refuse: the notes' bits damaged. */
function noteStringMakers(random: Random, seed: number): Maker<string>[] {
  const note = (w: BitWriter, after: number, codes = SWAP_CODES) => (w.golomb(after), letters(w, codes));
  return [
    ['notes: more than 20', () => withNoteBits(random, seed, (w) => w.golomb(20 + int(random, 1_000)))],
    [
      'notes: after a move that does not exist',
      () =>
        withNoteBits(random, seed, (w, moves) => {
          const count = 1 + int(random, 3);
          w.golomb(count - 1);
          for (let i = 1; i < count; i++) note(w, 0);
          note(w, moves + 1 + int(random, 100));
        }),
    ],
    [
      'notes: longer than a note',
      () =>
        withNoteBits(random, seed, (w, moves) => {
          w.golomb(0);
          w.golomb(int(random, moves + 1));
          w.uint(24 + int(random, 8), 5);
        }),
    ],
    [
      'notes: a letter that does not exist',
      () =>
        withNoteBits(random, seed, (w, moves) => {
          const codes = [...SWAP_CODES];
          codes[int(random, codes.length)] = 28 + int(random, 4);
          w.golomb(0);
          note(w, int(random, moves + 1), codes);
        }),
    ],
    [
      'notes: not a word',
      () =>
        withNoteBits(random, seed, (w, moves) => {
          w.golomb(0);
          note(w, int(random, moves + 1), [26 + int(random, 2), ...SWAP_CODES]);
        }),
    ],
    [
      'notes: cut short',
      // The flag alone, or the count: what is missing reads as zeros, and no number ends in zeros.
      () =>
        withNoteBits(random, seed, (w) => {
          if (random() < 0.5) w.golomb(int(random, 3));
        }),
    ],
    [
      'notes: extra bits after them',
      () =>
        withNoteBits(random, seed, (w, moves) => {
          w.golomb(0);
          note(w, int(random, moves + 1));
          w.uint(1 + int(random, 0xffff), 16);
        }),
    ],
  ];
}

// ---- saves and records ------------------------------------------------------------------------------

/** Save files decodeGameSave and game records readGameText must refuse (the shared makers, and the swap's note damaged). */
const files = playedFiles({
  rules,
  id: 'glyph-grid',
  pool: pool,
  refused: refusedActionText,
  positions: hostilePositionTexts,
  moves: ['vector d7-d6', 'lance f6-f4'],
  junk: 'vectorlanceanchorpulse abcdefg1234567-',
  others: ['pressure', 'pebble-rebel', 'vacuum'],
  own: { saves: noteSaveMakers, records: noteRecordMakers },
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
