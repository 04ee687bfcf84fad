// What every game's hostile-input generators share (test/games/<id>/hostile.ts): seeded picks,
// random characters, makers cycled to a count, damaged copies of a valid share string, and the
// rules' throw of a refusal read as a failure Result for the fuzzing table.
import lzString from 'lz-string';
import { MAX_SHARE_LENGTH } from '../../src/codec/share';
import { PROTOTYPE_WORDS, type Hostile } from '../codec/hostile';
import { Refusal } from '../../src/online/server/hosted';
import type { RulesDoor } from '../../src/core/contract';
import { encodeGameSave } from '../../src/codec/game-save';
import { seededRandom } from '../../src/util/random';
import { PREFIXES } from '../../src/codec/prefix-table';
import { BitWriter } from '../../src/codec/bits';
import { wrapPayload } from '../../src/codec/share';
import { encodePositionLink } from '../../src/codec/position-link';
import { encodeGameString } from '../../src/codec/move-list';
import type { GameShare } from '../../src/core/module';
import { writeGameText } from '../../src/record/game-text';
import { gameName } from '../../src/core/game-name';
import { writeGameRecord } from '../../src/games/vacuum/record/format';
import { newGame as newVacuumGame } from '../../src/games/vacuum/rules/index';

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
        const original = valid();
        const payload = decompressFromEncodedURIComponent(original.slice(1));
        // The last character's spare bits carry nothing: a change there alone may leave the very
        // same payload, which is no damage. Such a copy is changed again.
        for (;;) {
          const s = [...original];
          for (let n = 1 + int(random, 3); n > 0; n--) {
            const i = 1 + int(random, s.length - 1);
            s[i] = pick(random, SHARE_CHARS.replace(s[i]!, '').split(''));
          }
          const changed = s.join('');
          if (decompressFromEncodedURIComponent(changed.slice(1)) !== payload) return changed;
        }
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

/** What a game gives the game-record makers shared by every game over the rules door. */
export interface RecordParts<G, A> {
  rules: RulesDoor<G, A>;
  id: string;
  /** Its seeded games, whose records are damaged. */
  games: readonly { start: G; actions: readonly A[] }[];
  /** The text of a move the game refuses in `game` (a live position). */
  refused(random: Random, game: G): string;
  /** Position texts the game refuses, given whole or after its first line ([Start] may leave it out). */
  badStarts: readonly string[];
  /** Move texts of the game (the first for damaged headers and enormous records). */
  moves: readonly string[];
  /** Characters of its move texts, for junk words. */
  junk: string;
  /** The ids of other games, whose names in [Game] it must refuse. */
  others: readonly string[];
  /** The seats' names for the records' Result header. */
  seatNames?: readonly string[];
  /** Makers of the game's own (its notes, say). */
  own?: readonly Maker<string>[];
}

/** A header's value in quotes, as writeGameText writes it. */
const quoted = (value: string): string => `"${value.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\n/g, '\\n')}"`;

/**
 * Game records readGameText must refuse: another game's, no Game header, a move that cannot be
 * played, moves after the end, junk words, start and headers damaged, prototype words, enormous,
 * random unicode.
 */
export function recordMakers<G, A>(random: Random, parts: RecordParts<G, A>): Maker<string>[] {
  const { rules, id, games, moves } = parts;
  const game = `[Game "${gameName(id)}"]`;
  const record = (g = pick(random, games)): string => writeGameText(rules, id, g, { seatNames: parts.seatNames });
  const playable = games.filter((g) => g.actions.length > 0);
  const resign = (player: number) => rules.formatAction({ kind: 'resign', player } as A);
  // Only starts refused both as given and behind the game's first line, as the reader may read them.
  const first = rules.formatPosition(rules.newGame()).split('\n')[0]!;
  const refusedStart = (text: string): boolean =>
    [text, `${first}\n${text}`].every((t) => {
      try {
        rules.parsePosition(t);
        return false;
      } catch {
        return true;
      }
    });
  const badStarts = parts.badStarts.filter(refusedStart);
  return [
    [
      "another game's record",
      () =>
        random() < 0.5
          ? writeGameRecord({ start: newVacuumGame({ players: 2 }), actions: [] })
          : record().replace(
              game,
              `[Game "${pick(random, [...parts.others.map(gameName), 'Chess', `${gameName(id)} 2`, ''])}"]`,
            ),
    ],
    ['no Game header', () => record().replace(`${game}\n`, '')],
    [
      'a move that cannot be played',
      () => {
        const g = pick(random, playable);
        const i = int(random, g.actions.length);
        const before = g.actions.slice(0, i).reduce((x, a) => rules.play(x, a), g.start);
        // One word, read as a move: no spaces or braces (a note), nothing a move number or a header starts with.
        const word = parts
          .refused(random, before)
          .replace(/[\s{}]/g, '_')
          .replace(/^(?=\d|\[|$)/, '_');
        return `${writeGameText(rules, id, { start: g.start, actions: g.actions.slice(0, i) })} ${word}\n`;
      },
    ],
    [
      'moves after the end',
      () => {
        // Seats resign, each one that may, until the game is over: any move after that is refused.
        for (;;) {
          const g = pick(random, games);
          let x = g.actions.reduce((y, a) => rules.play(y, a), g.start);
          const { players } = rules.status(x);
          const resigned: string[] = [];
          while (rules.status(x).winner === null) {
            const p = Array.from({ length: players }, (_, p) => p).find((p) =>
              rules.isLegal(x, { kind: 'resign', player: p } as A),
            );
            if (p === undefined) break;
            x = rules.play(x, { kind: 'resign', player: p } as A);
            resigned.push(resign(p));
          }
          if (rules.status(x).winner === null) continue;
          const after = pick(random, [...moves, ...Array.from({ length: players }, (_, p) => resign(p))]);
          return `${record(g).trimEnd()} ${[...resigned, after].join(' ')}\n`;
        }
      },
    ],
    ['junk words', () => `${game}\n\nz${chars(random, parts.junk, int(random, 80))}\n`],
    ['start damaged', () => `${game}\n[Start ${quoted(pick(random, badStarts))}]\n\n`],
    [
      'headers damaged',
      () =>
        pick(random, [
          () => `${record()}[Result "Draw"]\n`,
          () => `[Game ${gameName(id)}]\n1. ${moves[0]}\n`,
          () => `${game}\n${game}\n`,
          () => `${game}\n${Array.from({ length: 40 }, (_, i) => `[H${i} "x"]`).join('\n')}\n`,
        ])(),
    ],
    ['prototype words', () => `${game}\n\n1. ${pick(random, PROTOTYPE_WORDS)}\n`],
    ['enormous', () => `${game}\n\n${`1. ${moves[0]} `.repeat(25_000 + int(random, 100_000))}`],
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

/** How a game's pool of seeded random games is played. */
export interface PlayoutPlan<G, A> {
  rules: Pick<RulesDoor<G, A>, 'status' | 'legalActions' | 'play'>;
  games: number;
  /** The most actions a game is played to, if it has not ended before. */
  limit: number;
  /** The start of the `i`th game of the pool of `seed`. */
  start(i: number, seed: number): G;
  /** The action played among the legal ones but resignations (a random one by default). */
  choose?(random: Random, legal: A[]): A;
}

/** The pool of seeded random games of `plan`, made once per seed. */
export function playoutPool<G, A extends { kind?: string }>(
  plan: PlayoutPlan<G, A>,
): (seed: number) => PlayedGame<G, A>[] {
  const { rules, choose = pick } = plan;
  const pools = new Map<number, PlayedGame<G, A>[]>();
  return (seed) => {
    let games = pools.get(seed);
    if (games) return games;
    const random = seededRandom(seed);
    games = Array.from({ length: plan.games }, (_, i) => {
      const start = plan.start(i, seed);
      const positions = [start];
      const actions: A[] = [];
      let g = start;
      while (rules.status(g).winner === null && actions.length < plan.limit) {
        const a = choose(
          random,
          rules.legalActions(g).filter((a) => a.kind !== 'resign'),
        );
        actions.push(a);
        g = rules.play(g, a);
        positions.push(g);
      }
      return { start, actions, positions };
    });
    pools.set(seed, games);
    return games;
  };
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

/** What a game over the rules door gives for its hostile save files and game records. */
export interface PlayedFileParts<G, A> extends Omit<RecordParts<G, A>, 'games' | 'badStarts' | 'own'> {
  /** Its seeded games, for a seed. */
  pool(seed: number): readonly PlayedGame<G, A>[];
  /** Its hostile position texts: the short ones are the starts its saves and records must refuse. */
  positions(random: Random, count: number, seed: number): Hostile<unknown>[];
  /** Makers of its own: of saves (over the JSON of its saves) and of records. */
  own?: {
    saves?(random: Random, data: () => Record<string, unknown>, seed: number): Maker<string>[];
    records?(random: Random, seed: number): Maker<string>[];
  };
}

type Make = (random: Random, count: number, seed?: number) => Hostile<string>[];

/** A game's generators of save files (saveMakers') and game records (recordMakers') its readers must refuse. */
export function playedFiles<G, A>(parts: PlayedFileParts<G, A>): Record<'saves' | 'records', Make> {
  const badStarts = (random: Random, seed: number): string[] =>
    parts
      .positions(random, 60, seed)
      .flatMap(({ input }) => (typeof input === 'string' && input.length < 2_000 ? [input] : []));
  return {
    saves: (random, count, seed = 1) => {
      const saves = playedSaves(random, parts, parts.pool(seed), parts.refused);
      return cycle(
        count,
        saveMakers(random, {
          ...saves,
          badStarts: badStarts(random, seed),
          move: parts.moves[0]!,
          others: parts.others,
          own: parts.own?.saves?.(random, saves.data, seed),
        }),
      );
    },
    records: (random, count, seed = 1) =>
      cycle(
        count,
        recordMakers(random, {
          ...parts,
          games: parts.pool(seed),
          badStarts: badStarts(random, seed),
          own: parts.own?.records?.(random, seed),
        }),
      ),
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
 * damaged, behind another prefix of the house, random characters behind its own, enormous, random
 * unicode.
 */
function stringMakers(random: Random, valid: () => string, prefix: string): Maker<string>[] {
  const others = Object.values(PREFIXES)
    .flatMap((kinds): string[] => [kinds.position, kinds.game])
    .filter((p) => p !== prefix);
  return [
    ...damaged(random, valid),
    ["another game's prefix", () => pick(random, others) + valid().slice(1)],
    ['random characters', () => `${prefix}${chars(random, SHARE_CHARS, 1 + int(random, 300))}`],
    ['enormous', () => enormous(random, prefix)],
    ['random unicode', () => unicode(random, int(random, 300))],
  ];
}

/**
 * The share strings (`#p=`) and game strings (`#g=`) every game's readers must refuse, made from its
 * played games and their positions: stringMakers' of each kind, a random payload behind a correct
 * check, a valid position with data after it, and a string of the other kind.
 */
function linkMakers<G, A>(
  random: Random,
  o: {
    rules: RulesDoor<G, A>;
    share: GameShare<G>;
    games: readonly { start: G; actions: readonly A[] }[];
    positions: readonly G[];
  },
): { shares: Maker<string>[]; games: Maker<string>[] } {
  const { rules, share, games, positions } = o;
  const position = (): string => encodePositionLink(share, pick(random, positions));
  const game = (): string => {
    const g = pick(random, games);
    return encodeGameString(rules, share, g.start, g.actions)!;
  };
  const prefix = share.positionPrefix;
  return {
    shares: [
      ...stringMakers(random, position, prefix),
      ['random payload with a correct check', () => wrapPayload(unicode(random, 1 + int(random, 3)), prefix)],
      [
        'extra data',
        () => {
          const w = new BitWriter();
          share.writePosition(w, pick(random, positions));
          return wrapPayload(w.toChars() + String.fromCharCode(1 + int(random, 0xffff)), prefix);
        },
      ],
      ['a game link given as a position', game],
    ],
    games: [...stringMakers(random, game, share.gamePrefix), ['a position given as a game link', position]],
  };
}

/** What a game's hostile links are made from: its played games and their positions, for a seed. */
type LinkPool<G, A> = (seed: number) => {
  games: readonly { start: G; actions: readonly A[] }[];
  positions: readonly G[];
};

/**
 * A game's generators of share strings and game strings its readers must refuse: linkMakers', and
 * the game's `own` makers of each kind (what only its bit layout can get wrong).
 */
export function hostileLinks<G, A>(
  rules: RulesDoor<G, A>,
  share: GameShare<G>,
  pool: LinkPool<G, A>,
  own: {
    shares?(random: Random, seed: number): Maker<string>[];
    games?(random: Random, seed: number): Maker<string>[];
  } = {},
): Record<'shares' | 'games', (random: Random, count: number, seed?: number) => Hostile<string>[]> {
  const makers = (random: Random, seed: number) => linkMakers(random, { rules, share, ...pool(seed) });
  return {
    shares: (random, count, seed = 1) =>
      cycle(count, [...makers(random, seed).shares, ...(own.shares?.(random, seed) ?? [])]),
    games: (random, count, seed = 1) =>
      cycle(count, [...makers(random, seed).games, ...(own.games?.(random, seed) ?? [])]),
  };
}
