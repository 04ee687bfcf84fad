// What every game's hostile-input generators share (test/games/<id>/hostile.ts): seeded picks,
// random characters, makers cycled to a count, damaged copies of a valid share string, and the
// rules' throw of a refusal read as a failure Result for the fuzzing table.
import lzString from 'lz-string';
import { MAX_SHARE_LENGTH } from '../../src/codec/share';
import { PROTOTYPE_WORDS, type Hostile } from '../codec/hostile';
import { Refusal } from '../../src/online/server/hosted';
import type { RulesDoor } from '../../src/core/contract';
import { encodeGameSave } from '../../src/codec/game-save';

const { compressToEncodedURIComponent, decompressFromEncodedURIComponent } = lzString;

export type Random = () => number;
export type Maker<T> = [category: string, make: () => T];

export const int = (random: Random, n: number): number => Math.floor(random() * n);
export const pick = <T>(random: Random, xs: readonly T[]): T => xs[int(random, xs.length)]!;
export const chars = (random: Random, alphabet: string, n: number): string =>
  Array.from({ length: n }, () => alphabet[int(random, alphabet.length)]).join('');
export const unicode = (random: Random, n: number): string =>
  String.fromCharCode(...Array.from({ length: n }, () => int(random, 0x10000)));
export const SHARE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/** `count` inputs, cycling through the makers. */
export function cycle<T>(count: number, makers: readonly Maker<T>[]): Hostile<T>[] {
  return Array.from({ length: count }, (_, i) => {
    const [category, make] = makers[i % makers.length]!;
    return { category, input: make() };
  });
}

/** Damaged copies of a valid string: cut short, characters changed, a payload bit flipped (check kept wrong). */
export function damaged(random: Random, valid: () => string): Maker<string>[] {
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
        for (let n = 1 + int(random, 3); n > 0; n--) {
          const i = 1 + int(random, s.length - 1);
          s[i] = pick(random, SHARE_CHARS.replace(s[i]!, '').split(''));
        }
        return s.join('');
      },
    ],
    [
      'payload bit flipped',
      () => {
        const s = valid();
        const body = decompressFromEncodedURIComponent(s.slice(1))!;
        const i = int(random, body.length);
        const flipped = String.fromCharCode(body.charCodeAt(i) ^ (1 << int(random, 16)));
        return s[0] + compressToEncodedURIComponent(body.slice(0, i) + flipped + body.slice(i + 1));
      },
    ],
  ];
}

/** A string of share characters longer than any share string, behind `prefix`. */
export const enormous = (random: Random, prefix: string): string =>
  prefix + chars(random, SHARE_CHARS, MAX_SHARE_LENGTH + int(random, 200_000));

/** The rules' throw of a refusal as a failure Result, for the fuzzing table: only `errorClass` with a message counts. */
export function refusalOf(run: () => unknown, errorClass: new (message: string) => Error) {
  try {
    run();
    return { ok: true as const };
  } catch (e) {
    if (e instanceof errorClass && e.message.length > 0) return { ok: false as const, error: e.message };
    throw e;
  }
}

/** A room's refusal of an input as a failure Result, for the fuzzing table: only a Refusal with a message counts. */
export function roomRefusal(run: () => unknown) {
  try {
    run();
    return { ok: true as const };
  } catch (e) {
    if (e instanceof Refusal && e.message.length > 0) return { ok: false as const, error: e.message };
    throw e;
  }
}

/** What a game gives the save-file makers shared by every game over the rules door. */
export interface SaveParts {
  /** A valid save of one of its seeded games, as its JSON object (a fresh one each call). */
  data(): Record<string, unknown>;
  /** A valid save with one of its moves replaced by a move the game refuses there, as text. */
  refusedMove(): string;
  /** Position texts the game refuses. */
  badStarts: readonly string[];
  /** A move's text of the game, for damaged move lists. */
  move: string;
  /** The ids of other games, whose save tags it must refuse by name. */
  others: readonly string[];
  /** Makers of the game's own (moves after the end, another kind of save). */
  own?: readonly Maker<string>[];
}

/** Save files decodeGameSave must refuse: damaged JSON, tags, versions, starts, moves, seats, sizes. */
export function saveMakers(random: Random, parts: SaveParts): Maker<string>[] {
  const edit = (change: (d: Record<string, unknown>) => void, d = parts.data()): string => (
    change(d),
    JSON.stringify(d)
  );
  const { move } = parts;
  return [
    [
      'truncated',
      () => {
        const s = JSON.stringify(parts.data());
        return s.slice(0, int(random, s.length));
      },
    ],
    ['random text', () => chars(random, '{}[]":,0123456789abc-\n ', int(random, 400))],
    ['not a save', () => JSON.stringify(pick(random, [null, 3, 'save', [], { hello: 1 }, { format: 'save' }]))],
    ["another game's save", () => edit((d) => (d.format = `${pick(random, [...parts.others, 'chess'])}-save`))],
    [
      'unknown version',
      () => edit((d) => (d.version = pick(random, [0, 2, 99, -1, 1.5, '1', null, ...PROTOTYPE_WORDS]))),
    ],
    ['start damaged', () => edit((d) => (d.start = pick(random, parts.badStarts)))],
    ['a move that cannot be played', parts.refusedMove],
    [
      'moves damaged',
      () => edit((d) => (d.moves = pick(random, [{}, move, [1], [null], ['x'.repeat(65)], [[move]], 7]))),
    ],
    [
      'seats damaged',
      () => edit((d) => (d.seats = pick(random, [[], ['human'], [1, 2], ['', ''], 'human', ['a', 'b', 'c']]))),
    ],
    [
      'move times damaged',
      () => edit((d) => (d.times = pick(random, [{}, '1500', [-1], [1.5], ['1'], [null], Array(10_002).fill(0), 7]))),
    ],
    [
      'notes damaged',
      () =>
        edit(
          (d) =>
            (d.notes = pick(random, [
              {},
              'swap',
              [[-1, 'swap']],
              [[1e9, 'swap']],
              [['1', 'swap']],
              [[0, 'SWAP!']],
              [[0, 'x'.repeat(30)]],
              [[0]],
              Array(21).fill([0, 'swap']),
            ])),
        ),
    ],
    [
      'prototype keys',
      () =>
        pick(random, [
          () => `{"__proto__":${JSON.stringify(parts.data())}}`,
          () => edit((d) => (d.moves = [pick(random, PROTOTYPE_WORDS)])),
          () => edit((d) => (d.format = pick(random, PROTOTYPE_WORDS))),
        ])(),
    ],
    [
      'deep JSON',
      () => {
        const depth = 9 + int(random, pick(random, [10, 1_000, 90_000]));
        return edit((d) => (d.seats = '@')).replace('"@"', '['.repeat(depth) + ']'.repeat(depth));
      },
    ],
    ['enormous', () => edit((d) => (d.pad = 'x'.repeat(200_001 + int(random, 2_000_000))))],
    ['random unicode', () => unicode(random, int(random, 300))],
    ...(parts.own ?? []),
  ];
}

/** A seeded game a game's hostile inputs are made from: its start, its actions, every position. */
export interface PlayedGame<G, A> {
  start: G;
  actions: A[];
  positions: G[];
}

/**
 * A save's JSON of one of `games`, and a save with one move replaced by one the game refuses there
 * (`refused` makes its text): the game-specific parts of saveMakers for a game over the rules door.
 */
export function playedSaves<G, A>(
  random: Random,
  { rules, id }: { rules: RulesDoor<G, A>; id: string },
  games: readonly PlayedGame<G, A>[],
  refused: (random: Random, game: G) => string,
): Pick<SaveParts, 'data' | 'refusedMove'> {
  const data = (g = pick(random, games)): Record<string, unknown> =>
    JSON.parse(encodeGameSave(rules, id, g)) as Record<string, unknown>;
  return {
    data,
    refusedMove: () => {
      const g = pick(
        random,
        games.filter((x) => x.actions.length > 0),
      );
      const i = int(random, g.actions.length);
      const d = data(g);
      (d.moves as string[])[i] = refused(random, g.positions[i]!);
      return JSON.stringify(d);
    },
  };
}

/** What a room needs of a hosted game for its hostile messages (src/online/server/hosted.ts). */
interface HostedDoor<S> {
  load(text: string): S;
  toMove(state: S): number | null;
  play(state: S, seat: number, text: string): S;
}

/**
 * A room's action messages that must be refused, for a game over the rules door: a seat not to move
 * playing the move that was played there, an action the game refuses, and malformed messages.
 */
export function playedRoomMakers<G, A, S extends { game: G }>(
  random: Random,
  { rules, id, hosted }: { rules: RulesDoor<G, A>; id: string; hosted: HostedDoor<S> },
  games: readonly PlayedGame<G, A>[],
  refused: (random: Random, game: G) => string,
): Maker<{ run: () => unknown }>[] {
  const state = (p: PlayedGame<G, A>, upTo: number) =>
    hosted.load(encodeGameSave(rules, id, { start: p.start, actions: p.actions.slice(0, upTo) }));
  return [
    [
      'a seat not to move',
      () => {
        const p = pick(random, games);
        const at = int(random, p.actions.length);
        const s = state(p, at);
        return { run: () => hosted.play(s, 1 - (hosted.toMove(s) ?? 0), rules.formatAction(p.actions[at]!)) };
      },
    ],
    [
      'an illegal action',
      () => {
        const p = pick(random, games);
        const s = state(p, int(random, p.actions.length));
        return { run: () => hosted.play(s, hosted.toMove(s) ?? 0, refused(random, s.game)) };
      },
    ],
    [
      'malformed',
      () => {
        const s = state(pick(random, games), 0);
        return { run: () => hosted.play(s, 0, pick(random, [null, 7, '', ' ', 'x'.repeat(65), 'a\u0000b']) as string) };
      },
    ],
  ];
}

/**
 * Strings a game's reader must refuse, made from valid ones of the kind whose prefix is `prefix`:
 * damaged, behind other prefixes (`others`), random characters behind its own, enormous, random
 * unicode.
 */
export function stringMakers(
  random: Random,
  valid: () => string,
  { prefix, others }: { prefix: string; others: readonly string[] },
): Maker<string>[] {
  return [
    ...damaged(random, valid),
    ["another game's prefix", () => pick(random, others) + valid().slice(1)],
    ['random characters', () => `${prefix}${chars(random, SHARE_CHARS, 1 + int(random, 300))}`],
    ['enormous', () => enormous(random, prefix)],
    ['random unicode', () => unicode(random, int(random, 300))],
  ];
}
