// The rules door checked against an independent second implementation written from the rulings
// alone (independent/reference.ts). Seeded random games on every layout and on random custom fields:
// at every position the reference reads our position text, and the two must agree on the legal
// actions (in the rulings' notation), on the position after each action, and on the status (side to
// move, turn, scores, bridges, stock, winner). Undo and loading are exercised along the way.
import { describe, expect, it } from 'vitest';
import {
  canUndo,
  formatAction,
  formatPosition,
  legalActions,
  newGame,
  parseAction,
  parsePosition,
  play,
  status,
  undo,
  type Action,
  type Game,
  type LayoutId,
} from '../../../src/games/divided-loyalties/rules/index';
import { seededRandom } from '../../../src/util/random';
import { LAYOUT_TEXTS } from './independent/layouts';
import * as ref from './independent/reference';

type Random = () => number;
type RefPosition = ReturnType<typeof ref.parsePosition>;

const LETTER: Record<string, string> = { blue: 'B', yellow: 'Y', purple: 'P', orange: 'O', green: 'G', red: 'R' };

/** Our status in the reference's shape: stock by colour letter, zero counts left out (R16). */
function ourStatus(game: Game): ref.ReferenceStatus {
  const s = status(game);
  const stock = s.stock.map(({ set, left }) => ({
    set,
    left: Object.fromEntries(
      Object.entries(left)
        .filter(([, n]) => (n ?? 0) > 0)
        .map(([c, n]) => [LETTER[c]!, n]),
    ),
  }));
  return {
    current: s.current as 0 | 1,
    turn: s.turn,
    winner: s.winner as 0 | 1 | 'draw' | null,
    scores: [{ ...s.scores[0] }, { ...s.scores[1] }],
    bridges: s.bridges.map(({ from, to, kind, cut }) => ({ from, to, kind, cut })),
    stock: [stock[0]!, stock[1]!],
    placed: s.placed,
  };
}

const sortKeys = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).sort());
function normalStatus(s: ref.ReferenceStatus): string {
  return JSON.stringify({ ...s, stock: s.stock.map((k) => ({ set: k.set, left: sortKeys(k.left) })) });
}

/** Our legal actions without the platform's resignation (the rulings do not define it). */
const ourActions = (game: Game): Action[] => legalActions(game).filter((a) => a.kind !== 'resign');

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;

const isStone = (text: string) => /^[BYPOGR][a-z]/.test(text);
const isBridge = (text: string) => text.includes('-');
const cutCount = (p: RefPosition) => ref.status(p).bridges.filter((b) => b.cut).length;

/**
 * A random legal action, steered towards the rulings' special cases: stones on dots, stones that
 * open a bridge (red ones that cut above all), bridges rather than `end`, cutting bridges first.
 */
function steer(p: RefPosition, actions: string[], random: Random): string {
  const stones = actions.filter(isStone);
  if (stones.length > 0) {
    const r = random();
    const dots = stones.filter((a) => p.cells[ref.cellIndex(p, a.slice(1))] === 'o');
    if (r < 0.25 && dots.length > 0) return pick(dots, random);
    if (r < 0.7) {
      let best: string | null = null;
      let bestScore = 0;
      for (let k = 0; k < 10; k++) {
        const a = pick(stones, random);
        const after = ref.legalActions(ref.play(p, a)).filter(isBridge);
        const cuts = after.some((b) => cutCount(ref.play(ref.play(p, a), b)) > cutCount(p));
        const score = (cuts ? 10 : 0) + after.length;
        if (score > bestScore) [best, bestScore] = [a, score];
      }
      if (best !== null) return best;
    }
    return pick(stones, random);
  }
  const bridges = actions.filter(isBridge);
  if (bridges.length > 0 && (random() < 0.85 || !actions.includes('end'))) {
    const cutting = bridges.filter((b) => cutCount(ref.play(p, b)) > cutCount(p));
    return pick(cutting.length > 0 && random() < 0.8 ? cutting : bridges, random);
  }
  return pick(actions, random);
}

interface Tally {
  games: number;
  positions: number;
  actions: number;
  undos: number;
  loads: number;
  dotStones: number;
  fourBridges: number;
  redBridges: number;
  cuts: number;
  multiCuts: number;
  twoBridgeTurns: number;
  passes: number;
  refills: number;
  earlyEnds: number;
  draws: number;
  wins: [number, number];
}

const tally: Tally = {
  games: 0,
  positions: 0,
  actions: 0,
  undos: 0,
  loads: 0,
  dotStones: 0,
  fourBridges: 0,
  redBridges: 0,
  cuts: 0,
  multiCuts: 0,
  twoBridgeTurns: 0,
  passes: 0,
  refills: 0,
  earlyEnds: 0,
  draws: 0,
  wins: [0, 0],
};

/** The reference's reading of our position text, which it must write back unchanged. */
function read(game: Game): RefPosition {
  const text = formatPosition(game);
  const p = ref.parsePosition(text);
  expect(ref.formatPosition(p), 'the reference writes our position text back unchanged').toBe(text);
  return p;
}

/** Compares our legal actions and status at one position with the reference's at the same position. */
function compare(game: Game, p: RefPosition): void {
  const text = ref.formatPosition(p);
  const ours = ourActions(game).map(formatAction);
  // platform.md: while the game goes on the door also lists the resignation of the player to move.
  const resign = legalActions(game).filter((a) => a.kind === 'resign');
  expect(resign).toEqual(ours.length > 0 ? [{ kind: 'resign', player: p.toMove }] : []);
  expect(new Set(ours).size, `each legal action once:\n${text}`).toBe(ours.length);
  const theirs = ref.legalActions(p);
  if (ours.length !== theirs.length || [...ours].sort().join() !== [...theirs].sort().join()) {
    expect([...ours].sort(), `legal actions at\n${text}`).toEqual([...theirs].sort());
  }
  const a = normalStatus(ourStatus(game));
  const b = normalStatus(ref.status(p));
  if (a !== b) expect(JSON.parse(a), `status at\n${text}`).toEqual(JSON.parse(b));
  tally.positions++;
}

/** One seeded random game from `start`, compared at every position, with undo and reloads. */
function playOut(start: Game, random: Random): void {
  let game = start;
  let p = read(game);
  compare(game, p);
  expect(canUndo(game)).toBe(false);
  const history: Game[] = [];
  let bridgesThisTurn = 0;
  for (;;) {
    // R12: now and then take back one to three actions; the text must be the one before them.
    if (history.length > 0 && random() < 0.03) {
      for (let n = 1 + Math.floor(random() * 3); n > 0 && history.length > 0; n--) {
        expect(canUndo(game)).toBe(true);
        game = undo(game);
        expect(formatPosition(game)).toBe(formatPosition(history.pop()!));
        tally.undos++;
      }
      expect(canUndo(game)).toBe(history.length > 0);
      p = read(game);
      compare(game, p);
      bridgesThisTurn = 0;
    }
    // R14: now and then go on from our own text read back (a loaded game cannot undo past it).
    if (random() < 0.01) {
      const text = formatPosition(game);
      game = parsePosition(text);
      expect(formatPosition(game)).toBe(text);
      expect(canUndo(game)).toBe(false);
      history.length = 0;
      tally.loads++;
    }
    const actions = ourActions(game);
    if (actions.length === 0) break;
    const text = steer(p, ref.legalActions(p), random);
    const action = actions.find((a) => formatAction(a) === text)!;
    // R13: parseAction reads the notation back, a bridge also with its ends the other way round.
    expect(formatAction(parseAction(game, ` ${text} `))).toBe(text);
    if (isBridge(text)) expect(formatAction(parseAction(game, text.split('-').reverse().join('-')))).toBe(text);
    const before = p;
    history.push(game);
    game = play(game, action);
    // The position after the action, ours and the reference's, written as text; from here on the
    // reference goes on from its own position (equal text, equal position).
    p = ref.play(before, text);
    expect(formatPosition(game), `after ${text} at\n${ref.formatPosition(before)}`).toBe(ref.formatPosition(p));
    compare(game, p);
    tally.actions++;
    if (isStone(text) && before.cells[ref.cellIndex(before, text.slice(1))] === 'o') tally.dotStones++;
    if (isBridge(text)) {
      const built = ref.status(p).bridges.at(-1)!;
      if (built.kind === 'red') tally.redBridges++;
      if (ref.status(p).bridges.length > 0 && p.bridges.at(-1)!.cells.length === 4) tally.fourBridges++;
      const newCuts = cutCount(p) - cutCount(before);
      tally.cuts += newCuts;
      if (newCuts >= 2) tally.multiCuts++;
      if (++bridgesThisTurn === 2) tally.twoBridgeTurns++;
    } else if (!isStone(text)) bridgesThisTurn = 0;
    if (text === 'pass') tally.passes++;
    if ((text === 'end' || text === 'pass') && p.stock[before.toMove].set > before.stock[before.toMove].set)
      tally.refills++;
  }
  const s = ref.status(p);
  if (p.stock.some((k) => Object.values(k.left).some((n) => n > 0) || k.set < p.sets)) tally.earlyEnds++;
  if (s.winner === 'draw') tally.draws++;
  else if (s.winner !== null) tally.wins[s.winner]++;
  tally.games++;
}

/** A random custom field (R2, R15): void, dots and a few regions, at least one board cell. */
function randomField(
  random: Random,
  width = 3 + Math.floor(random() * 6),
  height = 3 + Math.floor(random() * 6),
): string {
  const names = ['S1', 'S2', 'W1', 'G1', 'G12', 'W9'].slice(0, 1 + Math.floor(random() * 6));
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    const row: string[] = [];
    for (let x = 0; x < width; x++) {
      const r = random();
      row.push(r < 0.12 ? '.' : r < 0.45 ? 'o' : pick(names, random));
    }
    rows.push(row.join(' '));
  }
  if (!rows.some((r) => /[SWG]/.test(r))) rows[0] = rows[0]!.replace(/^./, 'S1');
  const name = random() < 0.5 ? ['name Custom field'] : [];
  const sets = pick([1, 2, 3, 9], random);
  return ['divided-loyalties', ...name, `sets ${sets}`, `grid ${width}x${height}`, ...rows].join('\n') + '\n';
}

const LAYOUT_IDS = Object.keys(LAYOUT_TEXTS) as LayoutId[];

describe('Divided Loyalties against an independent reference from the rulings', () => {
  it('R3, R14: every layout starts as the appendix gives it, with full first sets and Blue to move', () => {
    // R3's table: size, board cells, dots, regions, sets.
    const table: Record<string, [string, number, number, number, number]> = {
      crossroads: ['15x15', 81, 96, 9, 4],
      kite: ['13x18', 72, 94, 9, 3],
      'up-the-stairs': ['14x14', 59, 53, 10, 4],
      octopus: ['15x9', 54, 60, 2, 4],
      'wind-wheel': ['13x13', 69, 56, 9, 4],
      'gentle-kiss': ['14x10', 66, 44, 8, 4],
      utopia: ['13x13', 73, 56, 8, 4],
      em3w: ['13x13', 69, 88, 9, 4],
      pyramid: ['17x11', 61, 49, 10, 3],
      horseshoes: ['13x13', 57, 48, 9, 3],
      'swiss-cross': ['11x13', 51, 42, 10, 3],
      picasso: ['12x13', 56, 54, 8, 3],
      'almost-a-diamond': ['11x13', 50, 32, 8, 3],
      frankenstein: ['13x12', 55, 58, 7, 3],
    };
    expect(Object.keys(table).sort()).toEqual([...LAYOUT_IDS].sort());
    for (const id of LAYOUT_IDS) {
      const text = formatPosition(newGame({ layout: id }));
      const p = ref.parsePosition(LAYOUT_TEXTS[id]!);
      expect(text).toBe(ref.formatPosition(p));
      const board = p.cells.filter((t) => t !== '.' && t !== 'o');
      const facts = [
        `${p.width}x${p.height}`,
        board.length,
        p.cells.filter((t) => t === 'o').length,
        new Set(board).size,
        p.sets,
      ];
      expect(facts, id).toEqual(table[id]);
    }
    // R14: CRLF line ends, blank lines, comments and surrounding spaces are read the same way.
    const messy = '# a comment\r\n\r\n' + LAYOUT_TEXTS.kite!.replace(/\n/g, '  \r\n  ');
    expect(formatPosition(parsePosition(messy))).toBe(formatPosition(newGame({ layout: 'kite' })));
    expect(ref.formatPosition(ref.parsePosition(messy))).toBe(formatPosition(newGame({ layout: 'kite' })));
    expect(formatPosition(newGame())).toBe(formatPosition(newGame({ layout: 'crossroads' })));
  });

  it('random games on every layout and on custom fields agree action by action', () => {
    const random = seededRandom(2024);
    for (const id of LAYOUT_IDS) playOut(newGame({ layout: id }), random);
    // R2: the widest and the tallest field (column z, row 50), then small random ones.
    playOut(parsePosition(randomField(random, 26, 3)), random);
    playOut(parsePosition(randomField(random, 3, 50)), random);
    for (let n = 0; n < 20; n++) playOut(parsePosition(randomField(random)), random);
    // The steering reached every special case the rulings name.
    for (const key of [
      'dotStones',
      'fourBridges',
      'redBridges',
      'cuts',
      'multiCuts',
      'twoBridgeTurns',
      'passes',
      'refills',
      'earlyEnds',
      'draws',
      'undos',
      'loads',
    ] as const) {
      expect(tally[key], key).toBeGreaterThan(0);
    }
    expect(Math.min(...tally.wins)).toBeGreaterThan(0);
  });
});

/**
 * Plays `actions` from `text` through both sides, comparing at every position; then checks that
 * undo walks back through the same texts to the loaded position (R12), cuts included.
 */
function walk(text: string, actions: string[]): { game: Game; p: RefPosition } {
  let game = parsePosition(text);
  let p = read(game);
  compare(game, p);
  const texts = [formatPosition(game)];
  for (const a of actions) {
    game = play(game, parseAction(game, a));
    p = ref.play(p, a);
    expect(formatPosition(game), `after ${a}`).toBe(ref.formatPosition(p));
    compare(game, p);
    texts.push(formatPosition(game));
  }
  let back = game;
  for (let k = texts.length - 2; k >= 0; k--) {
    back = undo(back);
    expect(formatPosition(back), `undo back to\n${texts[k]}`).toBe(texts[k]);
  }
  expect(canUndo(back)).toBe(false);
  return { game, p };
}

/** Both sides' legal actions, sorted: they must equal `expected`. */
function expectLegal({ game, p }: { game: Game; p: RefPosition }, expected: string[]): void {
  expect(ourActions(game).map(formatAction).sort(), 'ours').toEqual([...expected].sort());
  expect([...ref.legalActions(p)].sort(), 'reference').toEqual([...expected].sort());
}

/** Both sides' scores, as bridges + regions = total per player (R10, R18). */
function expectScores({ game, p }: { game: Game; p: RefPosition }, blue: number[], yellow: number[]): void {
  const as = (s: { bridges: number; regions: number; total: number }) => [s.bridges, s.regions, s.total];
  expect(status(game).scores.map(as), 'ours').toEqual([blue, yellow]);
  expect(ref.status(p).scores.map(as), 'reference').toEqual([blue, yellow]);
}

const kite = (...lines: string[]) => LAYOUT_TEXTS.kite + lines.map((l) => l + '\n').join('');

describe("the rulings' worked examples (R18), on both sides", () => {
  const e1 = kite(
    'stones Bf6 Pg6 Og7 Yj10',
    'blue set 1 B3 P2 O1 G2 R2',
    'yellow set 1 Y3 P1 O2 G2 R2',
    'to-move blue',
    'turn 4',
  );

  it('E1: a 3-bridge with a region point', () => {
    expectLegal(walk(e1, ['Bh6']), ['f6-h6', 'end']);
    expectScores(walk(e1, ['Bh6', 'f6-h6', 'end']), [1, 1, 2], [0, 0, 0]);
  });

  it("E2: a red bridge from a dot cuts it; end waits for the dot stone's bridge", () => {
    const after = walk(e1, ['Bh6', 'f6-h6', 'end']);
    expect(ref.legalActions(after.p)).toContain('Rg5');
    expectLegal(walk(e1, ['Bh6', 'f6-h6', 'end', 'Rg5']), ['g5-g7']);
    const done = walk(e1, ['Bh6', 'f6-h6', 'end', 'Rg5', 'g5-g7', 'end']);
    expect(formatPosition(done.game)).toContain('\nbridges f6-h6x g5-g7\n');
    expectScores(done, [0, 0, 0], [0, 0, 0]);
  });

  // E3 as the rulings write it puts Yellow stones on k5 and l5, which are dots of Up the Stairs with
  // no bridge through them: R14 refuses that position, and both sides do. The Yellow stones play no
  // part in the example, so the rest of it runs with them on the board cells k4, l4, m4 instead.
  const stairs = (stones: string) =>
    LAYOUT_TEXTS['up-the-stairs'] +
    `stones ${stones}\nblue set 1 B2 P2 O1 G2 R2\nyellow set 1 Y3 P1 O2 G1 R2\nturn 6\n`;

  it('E3 as written is refused by both sides (R14: stones on the dots k5, l5 on no bridge)', () => {
    const text = stairs('Bc12 Pd12 Be12 Yk5 Ol5 Gm5');
    expect(() => parsePosition(text)).toThrow(/k5/);
    expect(() => ref.parsePosition(text)).toThrow(/k5/);
  });

  it('E3: a 4-bridge over two regions, and no 3-bridge inside it afterwards', () => {
    const e3 = stairs('Yk4 Ol4 Gm4 Bc12 Pd12 Be12');
    expectLegal(walk(e3, ['Pf12']), ['c12-f12', 'd12-f12', 'end']);
    const built = walk(e3, ['Pf12', 'c12-f12']);
    expectLegal(built, ['end']);
    expectScores(built, [2, 2, 4], [0, 0, 0]);
  });

  it('E4: a diagonal cut between stones, next to an end', () => {
    const e4 = kite('stones Bf6 Og6 Pf7 Pg7 Bh8 Yj10', 'bridges f6-h8', 'to-move yellow');
    expectScores(walk(e4, []), [1, 1, 2], [0, 0, 0]);
    expect(ref.legalActions(walk(e4, []).p)).toContain('Rh5');
    expect(ref.legalActions(walk(e4, ['Rh5']).p)).toEqual(['h5-f7']);
    const done = walk(e4, ['Rh5', 'h5-f7', 'end']);
    expect(status(done.game).bridges.map((b) => `${b.from}-${b.to}${b.cut ? 'x' : ''}`)).toEqual(['f6-h8x', 'h5-f7']);
    expectScores(done, [0, 0, 0], [0, 0, 0]);
  });

  it('E5: two bridges through one stone, a junction, one region', () => {
    const e5 = kite('stones Bf6 Pg6 Gh7 Bh8 Yj10 Yk10');
    expectLegal(walk(e5, ['Bh6']), ['f6-h6', 'h6-h8', 'end']);
    expectLegal(walk(e5, ['Bh6', 'f6-h6']), ['h6-h8', 'end']);
    expectScores(walk(e5, ['Bh6', 'f6-h6', 'h6-h8', 'end']), [2, 1, 3], [0, 0, 0]);
  });

  it('E6: across a lane, a bridge point and no region point', () => {
    const e6 = kite('stones Gd6 Gf6');
    expectLegal(walk(e6, ['Be6']), ['d6-f6']);
    expectScores(walk(e6, ['Be6', 'd6-f6', 'end']), [1, 0, 1], [0, 0, 0]);
  });

  it('E7: no extension: no stone of any colour on the dot i6, for either player', () => {
    for (const side of ['blue', 'yellow']) {
      const { game, p } = walk(kite('stones Bf6 Pg6 Bh6', 'bridges f6-h6', `to-move ${side}`), []);
      expect(
        ourActions(game)
          .map(formatAction)
          .filter((a) => a.endsWith('i6')),
      ).toEqual([]);
      expect(ref.legalActions(p).filter((a) => a.endsWith('i6'))).toEqual([]);
    }
  });

  it('E8: no crossing through a stone; the red row cuts instead', () => {
    expectLegal(walk(kite('stones Bg6 Bf7 Pg7 Bh7', 'bridges f7-h7'), ['Bg8']), ['end']);
    const red = walk(kite('stones Rg6 Bf7 Pg7 Bh7', 'bridges f7-h7'), ['Rg8']);
    expectLegal(red, ['g6-g8', 'end']);
    expectScores(walk(kite('stones Rg6 Bf7 Pg7 Bh7', 'bridges f7-h7'), ['Rg8', 'g6-g8']), [0, 0, 0], [0, 0, 0]);
  });

  it('R4, R5, R11: an empty stock with sets left passes and then brings the next set; two empty stocks end it', () => {
    // Loaded positions only: in play a stock never stands empty at the start of a turn while sets remain.
    const blueOut = LAYOUT_TEXTS.kite + 'blue set 1\n';
    expectLegal(walk(blueOut, []), ['pass']);
    const passed = walk(blueOut, ['pass']);
    expect(ref.status(passed.p).stock[0]).toEqual({ set: 2, left: { B: 4, P: 3, O: 1, G: 2, R: 2 } });
    const bothOut = walk(LAYOUT_TEXTS.kite + 'blue set 1\nyellow set 2\n', []);
    expectLegal(bothOut, []);
    expect(status(bothOut.game).winner).toBe('draw');
    expect(ref.status(bothOut.p).winner).toBe('draw');
  });

  it("R5, R6: whether the opponent can place is judged with the opponent's own family", () => {
    // Blue can place nowhere; the dot c1 takes a Yellow stone only as a yellow bridge a1-c1.
    const field = (yellowStock: string) =>
      [
        'divided-loyalties',
        'sets 1',
        'grid 3x3',
        'S1 S1 o',
        'S1 S1 S1',
        'S1 S1 S1',
        'stones Ya1 Ob1 Ba2 Rb2 Bc2 Ra3 Bb3 Rc3',
        'blue set 1 B1',
        `yellow set 1 ${yellowStock}`,
        '',
      ].join('\n');
    expectLegal(walk(field('Y1'), []), ['pass']);
    expectLegal(walk(field('Y1'), ['pass']), ['Yc1']);
    expectLegal(walk(field('Y1'), ['pass', 'Yc1']), ['a1-c1']);
    const done = walk(field('Y1'), ['pass', 'Yc1', 'a1-c1', 'end']);
    expectScores(done, [0, 0, 0], [1, 1, 2]);
    expect(status(done.game).winner).toBe(1);
    // With a purple stone Yellow cannot bridge there either (Y O P is no family): nobody can place.
    const none = walk(field('P1'), []);
    expectLegal(none, []);
    expect(status(none.game).winner).toBe('draw');
  });
});
