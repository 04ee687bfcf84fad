// Generated malformed inputs for the share-string and save decoders, by category. The unit tests
// run a small sample; `npm run fuzz` runs the full count.
import { crc32, deflateSync } from 'node:zlib';
import lzString from 'lz-string';
import { encode } from 'fast-png';
import {
  formatAction,
  formatPosition,
  legalActions,
  newGame,
  play,
  squareName,
  type Action,
  type Game,
  type Player,
} from '../../src/games/vacuum/rules/index';
import { MAX_SHARE_LENGTH, wrapPayload } from '../../src/codec/share';
import { encodeShare, writePosition } from '../../src/games/vacuum/share';
import { BitWriter } from '../../src/codec/bits';
import { encodeGameString } from '../../src/games/vacuum/record/game-link';
import { MAX_GAME_RECORD_CHARS, writeGameRecord } from '../../src/games/vacuum/record/format';
import { playedGame, type PlayedGame } from '../support/played';
import { encodeSaveJson, type Save } from '../../src/games/vacuum/record/save';
import { SAVE_KEYWORD } from '../../src/games/vacuum/record/png-save';
import { pngWithText } from '../../src/codec/png-save';
import { arbitraryPosition } from './positions';
import { randomPlayout } from '../support/random-games';

// lz-string is a CommonJS module: Node's ESM loader sees only its default export.
const { compressToEncodedURIComponent, decompressFromEncodedURIComponent } = lzString;

export interface Hostile<T> {
  category: string;
  input: T;
}

type Decoded = { ok: true; notice?: string; save?: { game: Game; start?: Game | null } } | { ok: false; error: string };

/**
 * How every hostile input must end: refused with a message, or (a save whose undo history or
 * record of the game cannot be checked) loaded without what could not be checked, with a notice
 * saying so.
 */
export function refusedWithMessage(r: Decoded): boolean {
  if (!r.ok) return typeof r.error === 'string' && r.error.length > 10;
  if (r.notice === undefined || r.save === undefined) return false;
  const undoDropped = /undo history/.test(r.notice);
  const recordDropped = /record of the game/.test(r.notice);
  return (
    (undoDropped || recordDropped) &&
    (!undoDropped || r.save.game.history.length === 0) &&
    (!recordDropped || r.save.start === null)
  );
}

const SHARE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

const int = (random: () => number, n: number): number => Math.floor(random() * n);
const pick = <T>(random: () => number, xs: readonly T[]): T => xs[int(random, xs.length)]!;
const randomChars = (random: () => number, alphabet: string, n: number): string =>
  Array.from({ length: n }, () => alphabet[int(random, alphabet.length)]).join('');

/** A game value that packs into bits fine but is not a possible position. */
function impossible(random: () => number, g: Game): Game {
  const notInGame = [0, 1, 2, 3].filter((p) => p >= g.players) as Player[];
  const board = g.terrain.findIndex((t) => t === 'board');
  const emptyPlayable = g.terrain.findIndex((t, sq) => t !== 'barren' && g.squares[sq] === null);
  const choices: (() => Partial<Game> | null)[] = [
    () => (g.eliminated.length > 0 ? { current: g.eliminated[0]! } : null), // current player not active
    () => (notInGame.length > 0 ? { stoneEra: [notInGame[0]!] } : null), // colour not in the game
    () => (board >= 0 ? { cooldowns: [board] } : null), // cooldown off a pedestal
    () => (emptyPlayable >= 0 ? { stage: 'chain', chainAt: emptyPlayable } : null), // chain without its boulder
    () => ({ stoneEra: [g.current, g.current] }), // a colour listed twice
    () => (g.stage !== 'chain' ? { stage: 'chain', chainAt: null } : null), // chain stage, no square
  ];
  for (;;) {
    const change = pick(random, choices)();
    if (change !== null) {
      // The encoder writes chainAt only in the chain stage; an unset square is written as a1.
      const game = { ...g, ...change } as Game;
      return game.stage === 'chain' && game.chainAt === null ? { ...game, chainAt: 0 } : game;
    }
  }
}

/** Damaged copies of valid strings: cut short, characters changed, a bit of the packed payload flipped. */
function damagedCopies(random: () => number, valid: () => string): [string, () => string][] {
  return [
    [
      'truncated',
      () => {
        const s = valid();
        return s.slice(0, int(random, s.length));
      },
    ],
    [
      'characters changed',
      () => {
        const s = [...valid()];
        const changes = new Set(Array.from({ length: 1 + int(random, 3) }, () => 1 + int(random, s.length - 1)));
        for (const i of changes) s[i] = pick(random, SHARE_CHARS.replace(s[i]!, '').split(''));
        return s.join('');
      },
    ],
    [
      'payload bit flipped',
      () => {
        const s = valid();
        const chars = decompressFromEncodedURIComponent(s.slice(1))!;
        const i = int(random, chars.length);
        const flipped = chars.charCodeAt(i) ^ (1 << int(random, 16));
        return (
          s[0] + compressToEncodedURIComponent(chars.slice(0, i) + String.fromCharCode(flipped) + chars.slice(i + 1))
        );
      },
    ],
  ];
}

/** `count` malformed share inputs, cycling through the categories. */
export function hostileShareStrings(random: () => number, count: number): Hostile<string>[] {
  const valid = (): string => encodeShare(arbitraryPosition(random));
  const makers: [string, () => string][] = [
    ['random share characters', () => randomChars(random, SHARE_CHARS, int(random, 300))],
    [
      'random characters',
      () => String.fromCharCode(...Array.from({ length: int(random, 200) }, () => int(random, 0x10000))),
    ],
    ...damagedCopies(random, valid),
    [
      'lz-string around random data',
      () => '1' + compressToEncodedURIComponent(randomChars(random, SHARE_CHARS, int(random, 100))),
    ],
    [
      'random payload with a correct check',
      () =>
        wrapPayload(
          String.fromCharCode(...Array.from({ length: 1 + int(random, 40) }, () => int(random, 0x10000))),
          '1',
        ),
    ],
    ['impossible position', () => encodeShare(impossible(random, arbitraryPosition(random)))],
    ['unknown version', () => pick(random, SHARE_CHARS.replace('1', '').split('')) + valid().slice(1)],
    [
      'enormous',
      () => valid() + randomChars(random, SHARE_CHARS, 50).repeat(1 + (MAX_SHARE_LENGTH + int(random, 200_000)) / 50),
    ],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [category, make] = makers[i % makers.length]!;
    return { category, input: make() };
  });
}

/** Words every object inherits: a table lookup by text must not find them. */
export const PROTOTYPE_WORDS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
];

/** lz-string strings that expand hugely (long runs of a few characters), made once. */
let lzBombCache: string[] | null = null;
function lzBombs(): string[] {
  lzBombCache ??= ['a', 'ab', 'abc'].map((run) =>
    compressToEncodedURIComponent(run.repeat(150_000)).slice(0, MAX_SHARE_LENGTH - 1),
  );
  return lzBombCache;
}

/** `count` hostile inputs for the Load Position box (position text and links), by category. */
export function hostileLoadPosition(random: () => number, count: number): Hostile<string>[] {
  const text = (): string => formatPosition(arbitraryPosition(random));
  const makers: [string, () => string][] = [
    [
      'prototype keys in position text',
      () => {
        const lines = text().split('\n');
        const i = int(random, 11);
        lines[i] = `${lines[i]!.split(' ')[0]} ${pick(random, PROTOTYPE_WORDS)}`;
        return lines.join('\n');
      },
    ],
    ['prototype keys as board tokens', () => text().replace(/^(\S+)/m, pick(random, PROTOTYPE_WORDS))],
    [
      'long link',
      () => {
        const bomb = pick(random, lzBombs());
        return `https://example.org/vacuum/?x=${'y'.repeat(int(random, 10_000))}#p=1${bomb.slice(0, bomb.length - int(random, 20))}`;
      },
    ],
    ['long position text', () => text().replace(/^stage .*/m, `stage ${'x'.repeat(10_000 + int(random, 9_000))}`)],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [category, make] = makers[i % makers.length]!;
    return { category, input: make() };
  });
}

/** Mid-turn games of seeded random playouts with the actions of their turn, for forged histories. */
let midTurnCache: { game: Game; log: string[] }[] | null = null;
function midTurnGames(): { game: Game; log: string[] }[] {
  midTurnCache ??= Array.from({ length: 4 }, (_, i) => randomPlayout((2 + (i % 3)) as 2 | 3 | 4, 700 + i, 50)).flatMap(
    ({ games, actions }) =>
      games.flatMap((game, j) =>
        game.history.length >= 2 ? [{ game, log: actions.slice(0, j).map(formatAction) }] : [],
      ),
  );
  return midTurnCache;
}

/** A legal action from `game` other than `not`, or null. */
function otherAction(random: () => number, game: Game, not: string): Action | null {
  const others = legalActions(game).filter(
    (a) => a.kind !== 'resign' && a.kind !== 'commit' && formatAction(a) !== not,
  );
  return others.length === 0 ? null : pick(random, others);
}

/** A valid save of an arbitrary position with a short undo history and log. */
export function sampleSave(random: () => number): Save {
  const game = arbitraryPosition(random);
  return {
    game,
    log: [{ turn: game.turn, player: game.current, text: `vacuum ${squareName(int(random, 144))}` }],
    settings: { players: game.players },
  };
}

/** A tiny valid PNG picture (w × h RGBA) for saves in tests. */
export function tinyPng(width = 3, height = 2): Uint8Array {
  return encode({ width, height, data: new Uint8Array(width * height * 4).fill(200), channels: 4 });
}

/** `count` damaged JSON saves. */
export function hostileSaveJson(random: () => number, count: number): Hostile<string>[] {
  const json = (): Record<string, unknown> => JSON.parse(encodeSaveJson(sampleSave(random))) as Record<string, unknown>;
  const edit = (change: (d: Record<string, unknown>) => void): string => {
    const d = json();
    change(d);
    return JSON.stringify(d);
  };
  const other = (d: Record<string, unknown>): string =>
    formatPosition({ ...arbitraryPosition(random), turn: Number(/turn (\d+)/.exec(String(d.position))![1]) + 1 });
  const makers: [string, () => string][] = [
    [
      'truncated',
      () => {
        const s = encodeSaveJson(sampleSave(random));
        return s.slice(0, int(random, s.length));
      },
    ],
    ['random text', () => randomChars(random, '{}[]":,0123456789abc \n', int(random, 400))],
    [
      'not a save',
      () => JSON.stringify(pick(random, [null, 3, 'save', [], { hello: 1 }, { format: 'other', version: 1 }])),
    ],
    ['unknown version', () => edit((d) => (d.version = pick(random, [0, 4, 99, -1, 1.5, '1', null])))],
    ['position damaged', () => edit((d) => (d.position = String(d.position).slice(0, 40 + int(random, 400))))],
    [
      'turn start damaged',
      () =>
        edit(
          (d) => ((d.turnStart = String(d.position).replace('players', 'player')), (d.turnActions = ['exit-chain'])),
        ),
    ],
    ['turn start from another turn', () => edit((d) => ((d.turnStart = other(d)), (d.turnActions = ['exit-chain'])))],
    [
      'log damaged',
      () =>
        edit(
          (d) =>
            (d.log = pick(random, [
              {},
              [1],
              [{ turn: -1, player: 0, text: 'x' }],
              [{ turn: 1, player: 7, text: 'x' }],
              'log',
            ])),
        ),
    ],
    ['settings damaged', () => edit((d) => (d.settings = pick(random, [[], 'x', 7, { players: 9 }])))],
    ['enormous', () => ' '.repeat(4_000_001)],
    [
      'prototype keys',
      () =>
        pick(random, [
          () =>
            edit(
              (d) => (d.position = String(d.position).replace(/^stage .*/m, `stage ${pick(random, PROTOTYPE_WORDS)}`)),
            ),
          () => edit((d) => (d.version = pick(random, PROTOTYPE_WORDS))),
          () => `{"__proto__":${JSON.stringify(json())}}`, // every field only under __proto__
          () =>
            edit(
              (d) =>
                (d.settings = JSON.parse(
                  `{"__proto__":{"players":9},"players":${pick(random, ['"__proto__"', '"constructor"', '9'])}}`,
                )),
            ),
          () => edit((d) => (d.log = [JSON.parse('{"__proto__":{"turn":1,"player":0,"text":"commit"}}')])),
        ])(),
    ],
    [
      'deep JSON',
      () => {
        const depth = 17 + int(random, pick(random, [10, 1_000, 400_000]));
        const [open, close] = pick(random, [
          ['[', ']'],
          ['{"a":', '}'],
        ]);
        return edit((d) => (d.settings = { nested: '@' })).replace(
          '"@"',
          open.repeat(depth) + '1' + close.repeat(depth),
        );
      },
    ],
    [
      'forged undo history',
      () => {
        const { game, log } = pick(random, midTurnGames());
        const lines = log.map((text) => ({ turn: game.turn, player: game.current, text }));
        const d = JSON.parse(encodeSaveJson({ game, log: lines, settings: {} })) as {
          turnStart: string;
          turnActions: string[];
        };
        const i = int(random, d.turnActions.length);
        const forge = pick(random, [
          () => {
            // one step replaced by another legal action from the same position
            const other = otherAction(random, { ...game.history[i]!, history: [] }, d.turnActions[i]!);
            if (other) d.turnActions[i] = formatAction(other);
            else d.turnActions.push('commit');
          },
          () => d.turnActions.reverse().push('exit-chain'), // out of order, one too many
          () =>
            (d.turnStart = formatPosition(
              play(
                { ...game.history[0]!, history: [] },
                otherAction(random, { ...game.history[0]!, history: [] }, d.turnActions[0]!) ?? { kind: 'commit' },
              ),
            )),
          () => d.turnActions.push(...Array.from({ length: 121 }, () => 'exit-chain')),
          () => (d.turnActions = d.turnActions.slice(0, i)),
        ]);
        forge();
        return JSON.stringify(d);
      },
    ],
    [
      'forged game record',
      () => {
        const g = pick(random, wholeGames());
        const i = 1 + int(random, g.log.length - 1);
        const other = otherAction(random, g.games[i]!, g.log[i]!.text);
        const turnEnds = g.log.flatMap((l, j) => (j > 0 && l.turn !== g.log[j - 1]!.turn ? [j] : []));
        const k = pick(random, turnEnds);
        const forged = pick(random, [
          // one action replaced by another legal one
          () => other && g.log.map((l, j) => (j === i ? { ...l, text: formatAction(other) } : l)),
          // the first action of a turn swapped with the last of the turn before
          () => [...g.log.slice(0, k - 1), g.log[k]!, g.log[k - 1]!, ...g.log.slice(k + 1)],
        ])();
        // …or a first position the log does not start from
        const changes = forged ? { log: forged, start: g.start } : { log: g.log, start: g.games[1]! };
        return encodeSaveJson({ game: g.games.at(-1)!, settings: {}, ...changes });
      },
    ],
    [
      'old format, 1 000-step history',
      () => {
        const { game, log } = pick(random, midTurnGames());
        const history = Array.from({ length: 1_000 }, () => formatPosition(game.history[0]!));
        return JSON.stringify({
          version: 1,
          position: formatPosition(game),
          history,
          log: log.map((text) => ({ turn: game.turn, player: game.current, text })),
          settings: {},
        });
      },
    ],
    [
      'old format, forged history',
      () => {
        // Format 1 kept snapshots: a board of the same turn that the log does not reach.
        const { game, log } = pick(random, midTurnGames());
        const i = int(random, game.history.length - 1) + 1;
        const from = { ...game.history[i - 1]!, history: [] };
        const other = otherAction(random, from, log[log.length - game.history.length + i - 1]!);
        const history = game.history.map(formatPosition);
        history[i] = formatPosition(
          other ? { ...play(from, other), stage: game.history[i]!.stage } : { ...game.history[i]!, turnLimit: 7 },
        );
        return JSON.stringify({
          version: 1,
          position: formatPosition(game),
          history,
          log: log.map((text) => ({ turn: game.turn, player: game.current, text })),
          settings: {},
        });
      },
    ],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [category, make] = makers[i % makers.length]!;
    return { category, input: make() };
  });
}

/** A PNG chunk with its length and CRC, as the standard writes it. */
export function pngChunk(type: string, data: Uint8Array | string): Uint8Array {
  const body = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'latin1');
  Buffer.from(body).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}

const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** A PNG file of these chunks (IHDR, IDAT, … as given: nothing is added but the signature). */
export const pngOf = (chunks: Uint8Array[]): Uint8Array => Buffer.concat([PNG_SIGNATURE, ...chunks]);

/** An IHDR chunk for an 8-bit RGBA picture of the given size. */
export function ihdr(width: number, height: number): Uint8Array {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 6, 0, 0, 0], 8);
  return pngChunk('IHDR', data);
}

/** The chunks of a tiny picture: its IHDR, then its IDAT and IEND (for a text chunk in between). */
function tinyChunks(): { head: Uint8Array; tail: Uint8Array[] } {
  const idat = pngChunk('IDAT', deflateSync(Buffer.alloc(5)));
  return { head: ihdr(1, 1), tail: [idat, pngChunk('IEND', '')] };
}

/** A save stored compressed, in a zTXt or iTXt chunk, as other PNG writers may store it. */
export function compressedSavePng(
  type: 'zTXt' | 'iTXt',
  json: string | Uint8Array,
  keyword = SAVE_KEYWORD,
): Uint8Array {
  const z = typeof json === 'string' ? deflateSync(Buffer.from(json, 'latin1')) : json;
  const head = Buffer.from(type === 'zTXt' ? `${keyword}\0\0` : `${keyword}\0\x01\0en\0\0`, 'latin1');
  const { head: h, tail } = tinyChunks();
  return pngOf([h, pngChunk(type, Buffer.concat([head, z])), ...tail]);
}

/** 64 MB of zeros deflated to about 64 KB: 64 times what a save's text may inflate to. Made once. */
let bombCache: Uint8Array | null = null;
export function deflateBomb(): Uint8Array {
  bombCache ??= deflateSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
  return bombCache;
}

/** `count` damaged PNG saves of Vacuum. */
export const hostileSavePng = (random: () => number, count: number): Hostile<Uint8Array>[] =>
  hostilePngSaves(random, count, { keyword: SAVE_KEYWORD, saveText: () => encodeSaveJson(sampleSave(random)) });

/**
 * `count` damaged PNG saves of any game: `keyword` its save keyword (`<id>-save`), `saveText` a
 * good save's text, hidden in pictures damaged in each way a file can be.
 */
export function hostilePngSaves(
  random: () => number,
  count: number,
  { keyword, saveText }: { keyword: string; saveText: () => string },
): Hostile<Uint8Array>[] {
  const png = (): Uint8Array => pngWithText(tinyPng(1 + int(random, 6), 1 + int(random, 6)), keyword, saveText());
  const makers: [string, () => Uint8Array][] = [
    [
      'byte changed',
      () => {
        const b = png();
        const i = int(random, b.length);
        b[i] = (b[i]! + 1 + int(random, 255)) % 256;
        return b;
      },
    ],
    [
      'truncated',
      () => {
        const b = png();
        return b.slice(0, int(random, b.length));
      },
    ],
    ['random bytes', () => Uint8Array.from({ length: int(random, 2000) }, () => int(random, 256))],
    ['picture without a save', () => tinyPng()],
    [
      'save text damaged',
      () =>
        encode({
          width: 1,
          height: 1,
          data: new Uint8Array(4),
          channels: 4,
          text: { [keyword]: saveText().slice(0, 30) },
        }),
    ],
    [
      'huge picture claimed',
      () => {
        const { tail } = tinyChunks();
        return pngOf([
          ihdr(1 + int(random, 0xffff_fffe), 60_000 + int(random, 1e9)),
          pngChunk('tEXt', `${keyword}\0${saveText()}`),
          ...tail,
        ]);
      },
    ],
    [
      'second image header',
      () => {
        const { head, tail } = tinyChunks();
        return pngOf([head, ihdr(60_000, 60_000), pngChunk('tEXt', `${keyword}\0${saveText()}`), ...tail]);
      },
    ],
    [
      'deflate bomb in a text chunk',
      () => compressedSavePng(pick(random, ['zTXt', 'iTXt'] as const), deflateBomb(), keyword),
    ],
    [
      'chunk longer than the file',
      () => {
        const b = png();
        new DataView(b.buffer, b.byteOffset).setUint32(33, 0x7fff_0000 + int(random, 0xffff)); // the chunk after IHDR
        return b;
      },
    ],
    [
      'thousands of tiny chunks',
      () => {
        const { head, tail } = tinyChunks();
        return pngOf([
          head,
          ...Array.from({ length: 5_000 }, () => pngChunk('tIME', '\x07\xea\x0b\x17\x0c\x00\x00')),
          ...tail,
        ]);
      },
    ],
    [
      'prototype keys in the save text',
      () => {
        const { tail } = tinyChunks();
        // A table's key where the position names a stage (Vacuum), a word where its text starts (any game).
        const word = pick(random, PROTOTYPE_WORDS);
        const json = saveText()
          .replace(/stage [^\\]*/, `stage ${word}`)
          .replace(/"start":"/, `"start":"${word} `);
        return pngOf([ihdr(1, 1), pngChunk('tEXt', `${keyword}\0${json}`), ...tail]);
      },
    ],
    [
      'two saves in one picture',
      () => {
        const { head, tail } = tinyChunks();
        const text = (): Uint8Array => pngChunk('tEXt', `${keyword}\0${saveText()}`);
        return pngOf([head, text(), text(), ...tail]);
      },
    ],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [category, make] = makers[i % makers.length]!;
    return { category, input: make() };
  });
}

/** A few whole games as the page logs them, for hostile records and game links. Made once. */
let wholeGamesCache: PlayedGame[] | null = null;
function wholeGames(): PlayedGame[] {
  // Short games: refusing a record costs replaying it up to its first wrong action (about 4 ms a
  // turn), as reading a good record costs replaying all of it.
  wholeGamesCache ??= [playedGame(2, 801, 16), playedGame(3, 802, 20), playedGame(4, 803, 18, 4)];
  return wholeGamesCache;
}

let recordsCache: string[] | null = null;
let gameStringsCache: string[] | null = null;

/** `count` hostile game records: damaged headers, turns and actions, and text that is no record. */
export function hostileRecords(random: () => number, count: number): Hostile<string>[] {
  recordsCache ??= wholeGames().map((g) =>
    writeGameRecord({ start: g.start, actions: g.played }, { date: new Date(0) }),
  );
  const texts = recordsCache;
  const record = (): { text: string } => ({ text: pick(random, texts) });
  const lines = (): string[] => record().text.split('\n');
  const turnLine = (ls: string[]): number => {
    const turns = ls.flatMap((l, i) => (/^\d+\./.test(l) ? [i] : []));
    return pick(random, turns);
  };
  const editTurn = (change: (line: string) => string): string => {
    const ls = lines();
    const i = turnLine(ls);
    ls[i] = change(ls[i]!);
    return ls.join('\n');
  };
  const makers: [string, () => string][] = [
    ['random text', () => randomChars(random, '[]"0123456789.:, abcdefRedGold\n', int(random, 400))],
    ['not a record', () => pick(random, ['', '   ', '{"version":3}', 'vacuum 1\nplayers 2', '1. e4 e5'])],
    [
      'header damaged',
      () =>
        pick(random, [
          () => record().text.replace('[Game "Vacuum"]', '[Game "Chess"]'),
          () => record().text.replace(/\[Players "\d"\]/, `[Players "${pick(random, ['5', '1', 'two', ''])}"]`),
          () =>
            record().text.replace(
              /\[Length "[^"]*"\]/,
              `[Length "${pick(random, ['forty', '0 rounds', '-3 turns'])}"]`,
            ),
          () => record().text.replace('[Game "Vacuum"]', '[Game "Vacuum"]\n[Start "1NOTASHARESTRING"]'),
          () => record().text.replace('[Game "Vacuum"]', '[Game "Vacuum"]\n[Game "Vacuum"]'),
          () => record().text.replace('[Game "Vacuum"]', '[Game "Vacuum"\n'),
          () => record().text + '[Date "2026-01-01"]\n',
          () =>
            record().text.replace(
              '[Game "Vacuum"]',
              '[Game "Vacuum"]\n[Start "' + encodeShare(arbitraryPosition(random)) + '"]',
            ),
        ])(),
    ],
    [
      'turn line malformed',
      () =>
        editTurn((l) =>
          pick(random, [l.replace('. ', ' '), l.replace(':', ''), `~${l}`, `${l},`, l.replace(/: .*/, ': ')]),
        ),
    ],
    [
      'not a colour',
      () => editTurn((l) => l.replace(/^(\d+)\. \w+/, `$1. ${pick(random, ['Blue', 'Purple', 'Orange'])}`)),
    ],
    ['turn number changed', () => editTurn((l) => l.replace(/^(\d+)/, (n) => String(Number(n) + 1 + int(random, 50))))],
    [
      'colour changed',
      () =>
        editTurn((l) =>
          l.replace(/^(\d+)\. (\w+)/, (_, n: string, c: string) => `${n}. ${c === 'Red' ? 'Gold' : 'Red'}`),
        ),
    ],
    [
      'illegal action',
      () =>
        editTurn((l) =>
          l.replace(/: (.*)$/, (_, acts: string) => {
            const list = acts.split(', ');
            list[int(random, list.length)] = pick(random, [
              'boulder a1-a2',
              'cast b2-b9',
              'teleport a1-l12',
              'war c3-c4 white',
              'vacuum a1',
            ]);
            return `: ${list.join(', ')}`;
          }),
        ),
    ],
    [
      'not action text',
      () => editTurn((l) => `${l}, ${pick(random, [...PROTOTYPE_WORDS, 'e5', 'supply x e5-f6', 'commit now'])}`),
    ],
    ['actions after the end', () => record().text.replace(/\n*$/, '\n999. Red: commit\n')],
    [
      'prototype words',
      () =>
        pick(random, [
          () => editTurn((l) => l.replace(/^(\d+)\. \w+/, `$1. ${pick(random, PROTOTYPE_WORDS)}`)),
          () => record().text.replace(/\[Players "\d"\]/, `[Players "${pick(random, PROTOTYPE_WORDS)}"]`),
        ])(),
    ],
    ['long line', () => editTurn((l) => `${l}${', commit'.repeat(2_600 + int(random, 1_000))}`)],
    [
      'too many actions',
      () =>
        record().text +
        Array.from({ length: 16 }, (_, i) => `${1000 + i}. Red: ${Array(1_000).fill('commit').join(', ')}`).join('\n'),
    ],
    ['enormous', () => record().text + ' '.repeat(MAX_GAME_RECORD_CHARS)],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [category, make] = makers[i % makers.length]!;
    return { category, input: make() };
  });
}

/** Bits of a game string from a new 2-player game, wrapped as the encoder would. */
function gameBits(write: (w: BitWriter) => void, fresh = true): string {
  const w = new BitWriter();
  w.bool(!fresh);
  if (fresh) (w.uint(0, 2), w.bool(false));
  write(w);
  return wrapPayload(w.toChars(), 'g');
}

/** `count` hostile game strings (what follows `#g=`). */
export function hostileGameStrings(random: () => number, count: number): Hostile<string>[] {
  gameStringsCache ??= wholeGames().flatMap((g) =>
    [0, 0.5, 1].map((f) => encodeGameString({ start: g.start, actions: g.played.slice(0, f * g.played.length) })!),
  );
  const strings = gameStringsCache;
  const valid = (): string => pick(random, strings);
  const opening = legalActions(newGame({ players: 2 })).length - 1 + 2; // resign listed once, plus two resignations
  const makers: [string, () => string][] = [
    ['random characters', () => 'g' + randomChars(random, SHARE_CHARS, int(random, 300))],
    ...damagedCopies(random, valid),
    [
      'random payload with a correct check',
      () =>
        wrapPayload(
          String.fromCharCode(...Array.from({ length: 1 + int(random, 60) }, () => int(random, 0x10000))),
          'g',
        ),
    ],
    [
      'a choice past the end of the list',
      () =>
        gameBits(
          (w) => (w.golomb(1, 4), w.uint(2 ** Math.ceil(Math.log2(opening)) - 1, Math.ceil(Math.log2(opening)))),
        ),
    ],
    [
      'actions after the game ended',
      () =>
        gameBits((w) => {
          w.golomb(2 + int(random, 5), 4);
          w.uint(opening - 1, Math.ceil(Math.log2(opening))); // Gold resigns: Red wins
        }),
    ],
    ['far too many actions', () => gameBits((w) => w.golomb(10_000 + int(random, 1e9), 4))],
    [
      'impossible first position',
      () => {
        const w = new BitWriter();
        w.bool(true);
        writePosition(w, impossible(random, arbitraryPosition(random)));
        w.golomb(0, 4);
        return wrapPayload(w.toChars(), 'g');
      },
    ],
    ['unknown version', () => pick(random, ['1', 'h', 'G', '2']) + valid().slice(1)],
    [
      'enormous',
      () => valid() + randomChars(random, SHARE_CHARS, 50).repeat(1 + (MAX_SHARE_LENGTH + int(random, 200_000)) / 50),
    ],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [category, make] = makers[i % makers.length]!;
    return { category, input: make() };
  });
}
