// Generated hostile inputs for Divided Loyalties' readers, by category: position texts and layouts
// (R14's refusals: sizes beyond 26 × 50 and 9 sets, unknown tokens, stones on void, bridges that
// are no straight row or break R7, stocks beyond a set), share strings, game strings, save files,
// game records, action texts (out of turn, a colour not in stock, a bridge not through the turn's
// stone) and a room's action messages. Each is made so that it must be refused; the unit tests run
// a sample, `npm run fuzz -- --game divided-loyalties` the full count.
import * as rules from '../../../src/games/divided-loyalties/rules/index';
import type { DoorGameInputs } from '../../support/door-hostility';
import { dividedLoyaltiesShare } from '../../../src/games/divided-loyalties/share';
import { dividedLoyalties as hosted } from '../../../src/games/divided-loyalties/hosted';
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

const LAYOUT_IDS = Object.keys(rules.LAYOUTS) as rules.LayoutId[];

/** Seeded random games on several layouts (made once per seed), bridges preferred, and every position they pass through. */
const pool = playoutPool<rules.Game, rules.Action>({
  rules,
  games: 8,
  limit: 90,
  start: (i, seed) => rules.newGame({ layout: LAYOUT_IDS[(seed + i) % LAYOUT_IDS.length]! }),
  choose: (random, legal) => {
    const bridges = legal.filter((a) => a.kind === 'bridge');
    return pick(random, bridges.length > 0 ? bridges : legal);
  },
});
const positionsOf = (seed: number) => pool(seed).flatMap((p) => p.positions);
const live = (seed: number) => positionsOf(seed).filter((g) => rules.status(g).winner === null);

// ---- position texts ------------------------------------------------------------------------------

const linesOf = (g: rules.Game): string[] => rules.formatPosition(g).trimEnd().split('\n');
const textOf = (lines: readonly string[]): string => `${lines.join('\n')}\n`;
/** The position's text with the line starting with `key` replaced (or added before to-move). */
function withLine(g: rules.Game, key: string, text: string): string {
  const lines = linesOf(g);
  const at = lines.findIndex((l) => l.startsWith(`${key} `));
  if (at >= 0) lines[at] = text;
  else
    lines.splice(
      lines.findIndex((l) => l.startsWith('blue set')),
      0,
      text,
    );
  return textOf(lines);
}
const gridAt = (g: rules.Game): number => linesOf(g).findIndex((l) => l.startsWith('grid ')) + 1;
/** The position's text with one cell's token replaced. */
function withToken(g: rules.Game, cell: number, token: string): string {
  const lines = linesOf(g);
  const row = gridAt(g) + Math.floor(cell / g.layout.width);
  const tokens = lines[row]!.split(' ');
  tokens[cell % g.layout.width] = token;
  lines[row] = tokens.join(' ');
  return textOf(lines);
}
const cellsWhere = (g: rules.Game, keep: (token: string, stone: number) => boolean) =>
  g.layout.cells.flatMap((t, i) => (keep(t, g.stones[i]!) ? [i] : []));
const name = (g: rules.Game, cell: number) => rules.field(g).cells[cell]!.at;
const stonesLine = (g: rules.Game, extra: string): string =>
  withLine(
    g,
    'stones',
    `stones ${[
      ...(linesOf(g)
        .find((l) => l.startsWith('stones '))
        ?.slice(7)
        .split(' ') ?? []),
      extra,
    ].join(' ')}`,
  );

/** Position texts parsePosition must refuse. */
export function hostilePositionTexts(random: Random, count: number, seed = 1): Hostile<unknown>[] {
  const g = () => pick(random, live(seed));
  const withBridges = () =>
    pick(
      random,
      live(seed).filter((p) => p.bridges.length > 0),
    );
  const makers: Maker<unknown>[] = [
    ['no first line', () => textOf(linesOf(g()).slice(1))],
    [
      'sets out of range',
      () => withLine(g(), 'sets', `sets ${pick(random, ['0', '10', '-1', '3.5', 'x', '99999999999'])}`),
    ],
    [
      'a field too large or small',
      () => {
        const [w, h] = pick(random, [
          [27, 5],
          [5, 51],
          [2, 9],
          [9, 2],
          [26, 51],
          [999, 999],
        ] as const);
        return textOf([
          'divided-loyalties',
          'sets 3',
          `grid ${w}x${h}`,
          ...Array.from({ length: Math.min(h, 60) }, () => Array(Math.min(w, 60)).fill('S1').join(' ')),
        ]);
      },
    ],
    [
      'grid size broken',
      () => withLine(g(), 'grid', `grid ${pick(random, ['15', '15x', 'x15', '15x15x15', 'ax b', '0x0'])}`),
    ],
    [
      'an unknown cell token',
      () =>
        withToken(
          g(),
          int(random, g().layout.cells.length),
          pick(random, ['X1', 'S0', 'S100', 'S01', 's1', 'oo', '🂠', 'W']),
        ),
    ],
    [
      'a row too short',
      () => {
        const p = g();
        const lines = linesOf(p);
        const row = gridAt(p) + int(random, p.layout.height);
        lines[row] = lines[row]!.split(' ').slice(1).join(' ');
        return textOf(lines);
      },
    ],
    [
      'a stone on void',
      () => {
        const p = g();
        const voids = cellsWhere(p, (t) => t === '.');
        return stonesLine(p, `B${name(p, pick(random, voids))}`);
      },
    ],
    [
      'two stones on one cell',
      () => {
        const p = pick(
          random,
          live(seed).filter((q) => q.stones.some((s) => s >= 0)),
        );
        return stonesLine(
          p,
          `R${name(
            p,
            p.stones.findIndex((s) => s >= 0),
          )}`,
        );
      },
    ],
    [
      'a stone of no colour',
      () => {
        const p = g();
        return stonesLine(
          p,
          `X${name(
            p,
            pick(
              random,
              cellsWhere(p, (t, s) => t !== '.' && s < 0),
            ),
          )}`,
        );
      },
    ],
    [
      'a bridge over an empty cell or no straight row',
      () => {
        const p = g();
        const [a, b] = [
          pick(
            random,
            cellsWhere(p, (t) => t !== '.'),
          ),
          pick(
            random,
            cellsWhere(p, (t) => t !== '.'),
          ),
        ];
        return withLine(p, 'bridges', `bridges ${name(p, a)}-${name(p, b)}`);
      },
    ],
    [
      'a bridge laid twice',
      () => {
        const p = withBridges();
        const first = linesOf(p)
          .find((l) => l.startsWith('bridges '))!
          .split(' ')[1]!
          .replace(/x$/, '');
        return withLine(p, 'bridges', `${linesOf(p).find((l) => l.startsWith('bridges '))!} ${first}`);
      },
    ],
    [
      'a stock above a set',
      () => withLine(g(), 'blue set', `blue set 1 B${pick(random, ['5', '9', '13', '-1', 'x'])}`),
    ],
    [
      'a set beyond the layout’s',
      () => {
        const p = g();
        return withLine(p, 'yellow set', `yellow set ${pick(random, [0, p.layout.sets + 1, 10])}`);
      },
    ],
    [
      'to-move broken',
      () => withLine(g(), 'to-move', `to-move ${pick(random, ['red', 'BLUE', '', '0', ...PROTOTYPE_WORDS])}`),
    ],
    ['turn broken', () => withLine(g(), 'turn', `turn ${pick(random, ['-1', 'x', '1e9', '2.5'])}`)],
    [
      'placed names an empty cell',
      () => {
        const p = g();
        return textOf([
          ...linesOf(p).filter((l) => !l.startsWith('placed ')),
          `placed ${name(
            p,
            pick(
              random,
              cellsWhere(p, (t, s) => t !== '.' && s < 0),
            ),
          )}`,
        ]);
      },
    ],
    ['a name too long', () => withLine(g(), 'name', `name ${'n'.repeat(61 + int(random, 200))}`)],
    [
      'lines out of order',
      () => {
        const lines = linesOf(g());
        const t = lines.findIndex((l) => l.startsWith('turn '));
        [lines[t], lines[t - 1]] = [lines[t - 1]!, lines[t]!];
        return textOf(lines);
      },
    ],
    ['empty', () => ''],
    [
      'random text',
      () =>
        chars(random, 'divided-loyalties\nsets grid 15x15 o . S1 W2 G3 stones Bf6 bridges f6-h6x', int(random, 500)),
    ],
    ['random unicode', () => unicode(random, int(random, 400))],
    ['enormous', () => `divided-loyalties\nsets 3\ngrid 26x50\n${'S1 '.repeat(200_000 + int(random, 400_000))}`],
    ['not text', () => pick(random, [null, undefined, 7, {}, [], { toString: () => 'divided-loyalties' }])],
  ];
  return cycle(count, makers);
}

// ---- share strings, game strings -------------------------------------------------------------------

/** Share strings and game strings its readers must refuse. */
const links = hostileLinks(rules, dividedLoyaltiesShare, (seed) => ({
  games: pool(seed),
  positions: positionsOf(seed),
}));
export const hostileShareStrings = links.shares;
export const hostileGameStrings = links.games;

// ---- actions ---------------------------------------------------------------------------------------

/** Action text parseAction must refuse in `game` (a live position). */
function refusedActionText(random: Random, game: rules.Game): string {
  const legal = new Set(rules.legalActions(game).map(rules.formatAction));
  const cells = rules.field(game).cells;
  const any = () => pick(random, cells).at;
  const tries: (() => string)[] = [
    () => `${pick(random, ['B', 'Y', 'P', 'O', 'G', 'R'])}${any()}`, // a stone anywhere (taken, void, no stock, mid-turn)
    () => `${any()}-${any()}`, // a bridge between any two cells
    () => pick(random, ['end', 'pass', 'END', 'resign red', 'undo', '']),
    () => `${pick(random, ['X', 'b', 'BB'])}${any()}`,
    () => `B${pick(random, ['a0', 'z9', 'a51', 'aa1', '--'])}`,
    () => chars(random, 'BYPOGR abcdefgh123456789-xend', int(random, 60)),
    () => unicode(random, int(random, 50)),
    () => 'x'.repeat(100_000 + int(random, 100_000)),
  ];
  for (;;) {
    const text = pick(random, tries)();
    if (!legal.has(text.trim())) return text;
  }
}

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
      'End before the stone on a dot has its bridge',
      () => {
        const onDot = live(seed).filter(
          (g) => g.placed !== null && g.layout.cells[g.placed] === 'o' && rules.endTurnProblem(g) !== null,
        );
        return { game: pick(random, onDot.length > 0 ? onDot : live(seed)), text: onDot.length > 0 ? 'end' : 'Xa1' };
      },
    ],
    [
      'an action once the game is over',
      () => {
        const over = positionsOf(seed).filter((g) => rules.status(g).winner !== null);
        const game = over.length > 0 ? pick(random, over) : rules.play(rules.newGame(), { kind: 'resign', player: 0 });
        return { game, text: pick(random, ['Bh8', 'end', 'pass']) };
      },
    ],
    ['not text', () => ({ game: pick(random, live(seed)), text: pick(random, [null, 5, {}, ['end']]) })],
  ];
  return cycle(count, makers);
}

/** A room's action messages that must be refused: from a seat not to move, illegal, malformed. */
export function hostileRoomActions(random: Random, count: number, seed = 1): Hostile<{ run: () => unknown }>[] {
  return cycle(
    count,
    playedRoomMakers(random, { rules, id: 'divided-loyalties', hosted }, pool(seed), refusedActionText),
  );
}

// ---- saves and records ------------------------------------------------------------------------------

/** Save files decodeGameSave and game records readGameText must refuse (the shared makers). */
const files = playedFiles({
  rules,
  id: 'divided-loyalties',
  pool: pool,
  refused: refusedActionText,
  positions: hostilePositionTexts,
  moves: ['Bh8', 'end'],
  junk: 'BYPOGR abcdefgh123456789-end',
  others: ['pressure', 'pebble-rebel', 'glyph-grid', 'vacuum'],
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
