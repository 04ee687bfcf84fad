// The move list's lines and the replay's moves: one action a line, or in a game whose turns are
// several actions, one whole turn a line, the turn in progress last.
import { describe, expect, it } from 'vitest';
import { moveEnds, moveRows, movesBeforeLine, replayPlace, sentencesOf, sheetRows } from '../../src/page/turns';

/** The list's lines as text: each row's actions written one after another. */
const moveLines = <A>(
  texts: readonly string[],
  actions: readonly A[],
  endsTurn?: (a: A, next: A | undefined) => boolean,
) =>
  sheetRows(actions, () => 0, endsTurn).map((r) => ({
    text: texts.slice(r.from, r.through).join(' '),
    through: r.through,
  }));

describe('moves as the list and the replay count them', () => {
  it('a line per action where every action is a move', () => {
    expect(moveLines(['c4-c3', 'a2-a3'], ['x', 'y'])).toEqual([
      { text: 'c4-c3', through: 1 },
      { text: 'a2-a3', through: 2 },
    ]);
  });

  it('a line per turn where turns are several actions, the one in progress last', () => {
    const actions = ['Bh6', 'f6-h6', 'end', 'Rg5', 'end', 'Og8'];
    expect(moveLines(actions, actions, (a) => a === 'end')).toEqual([
      { text: 'Bh6 f6-h6 end', through: 3 },
      { text: 'Rg5 end', through: 5 },
      { text: 'Og8', through: 6 },
    ]);
    expect(moveLines([], [], (a) => a === 'end')).toEqual([]);
    // The replay steps to these moments.
    expect(moveEnds(actions, (a) => a === 'end')).toEqual([3, 5, 6]);
    expect(moveEnds(actions.slice(0, 5), (a) => a === 'end')).toEqual([3, 5]);
  });

  it('a turn that ends with no action of its own ends where the next one begins (Rebel’s placements)', () => {
    const actions = ['b2-b6', 'R@a1', 'B@f6', 'c1-c2', 'G@a6'];
    const endsTurn = (a: string, next: string | undefined) => !a.includes('@') || !next?.includes('@');
    expect(moveLines(actions, actions, endsTurn).map((l) => l.text)).toEqual(['b2-b6', 'R@a1 B@f6', 'c1-c2', 'G@a6']);
    expect(moveEnds(actions, endsTurn)).toEqual([1, 3, 4, 5]);
  });

  it('a resignation ends the sheet under the resigner, with no number: it is no move', () => {
    // Pressure: three moves each, then White resigns on Black's turn (seats alternate, White first).
    type Act = string | { kind: 'resign'; player: number };
    const alternate = (i: number) => i % 2;
    const pressure: Act[] = ['e3-e2', 'b3-b2', 'd3-d2', 'b1-c1', 'c4-c3', 'a2-a3', { kind: 'resign', player: 0 }];
    const rows = sheetRows(pressure, alternate);
    expect(rows.slice(0, 6).map((r) => [r.number, r.column])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
      [4, 1],
      [5, 0],
      [6, 1],
    ]);
    expect(rows.at(-1)).toEqual({ from: 6, through: 7, column: 0, number: null });
    // Pebble Rebel: Pebble (seat 0) resigns while Rebel (seat 1) places.
    const rebel: Act[] = ['b2-b6', 'R@a1', { kind: 'resign', player: 0 }];
    const endsTurn = (a: Act, next: Act | undefined) =>
      typeof a !== 'string' || !a.includes('@') || typeof next !== 'string' || !next.includes('@');
    expect(sheetRows(rebel, (i) => (i === 0 ? 0 : 1), endsTurn)).toEqual([
      { from: 0, through: 1, column: 0, number: 1 },
      { from: 1, through: 2, column: 1, number: 2 },
      { from: 2, through: 3, column: 0, number: null },
    ]);
    // Divided Loyalties: a stone placed, then its player resigns: the turn so far keeps its number,
    // the resignation a row of its own.
    const loyal: Act[] = ['Bh6', 'end', 'Rg5', { kind: 'resign', player: 1 }];
    const ends = (a: Act) => a === 'end' || typeof a !== 'string';
    expect(sheetRows(loyal, (i) => (i < 2 ? 0 : 1), ends)).toEqual([
      { from: 0, through: 2, column: 0, number: 1 },
      { from: 2, through: 3, column: 1, number: 2 },
      { from: 3, through: 4, column: 1, number: null },
    ]);
  });

  it('the replay counts moves as the sheet does: a resignation is after the last move, not one more', () => {
    type Act = string | { kind: 'resign'; player: number };
    const pressure: Act[] = ['e3-e2', 'b3-b2', 'd3-d2', { kind: 'resign', player: 0 }];
    const rows = moveRows(pressure);
    expect([0, 1, 3, 4].map((moment) => replayPlace(rows, moment).place)).toEqual([
      'move 0 of 3',
      'move 1 of 3',
      'move 3 of 3',
      'after move 3 of 3',
    ]);
    expect(replayPlace(rows, 4).from).toBe(3);
    // Divided Loyalties: the stone before the resignation is still move 2, from the turn's start.
    const loyal: Act[] = ['Bh6', 'end', 'Rg5', { kind: 'resign', player: 1 }];
    const lrows = moveRows(loyal, (a) => a === 'end' || typeof a !== 'string');
    expect(replayPlace(lrows, 3)).toEqual({ place: 'move 2 of 2', from: 2, through: 3 });
    expect(replayPlace(lrows, 4)).toEqual({ place: 'after move 2 of 2', from: 3, through: 4 });
    // Where the game calls them turns (Vacuum's), so does the line.
    expect(replayPlace(lrows, 3, 0, 'turn').place).toBe('turn 2 of 2');
    // Without a resignation the last moment is the last move.
    expect(replayPlace(moveRows(['a', 'b']), 2).place).toBe('move 2 of 2');
  });

  it('a game from a position under way numbers on from the moves before its start, as Status does', () => {
    // Six moves before the start (its status().turn): Status says "Move 7", and so do the list and the replay.
    const rows = moveRows(['c5-c4', 'c1-c2', { kind: 'resign', player: 0 }], undefined, 6);
    expect(rows.map((r) => r.number)).toEqual([7, 8, null]);
    expect(
      sheetRows(
        ['Bh6', 'end', 'Rg5'],
        () => 0,
        (a) => a === 'end',
        4,
      ).map((r) => r.number),
    ).toEqual([5, 6]);
    expect([0, 1, 2, 3].map((moment) => replayPlace(rows, moment, 6).place)).toEqual([
      'move 6 of 8',
      'move 7 of 8',
      'move 8 of 8',
      'after move 8 of 8',
    ]);
    expect(movesBeforeLine(6)).toBe('Moves 1 to 6 were played before this record starts.');
    expect(movesBeforeLine(1)).toBe('Move 1 was played before this record starts.');
  });

  it('says what a turn did, each action from the position it was played in', () => {
    // A game of counters: each action adds to the count, and its sentence says from what.
    const game = { describe: (n: number, a: number) => `${n} plus ${a}`, play: (n: number, a: number) => n + a };
    expect(sentencesOf(game, 10, [1, 2, 3])).toBe('10 plus 1. 11 plus 2. 13 plus 3.');
    expect(sentencesOf({ ...game, describe: (n: number) => `At ${n}.` }, 0, [5])).toBe('At 0.');
    expect(sentencesOf(game, 0, [])).toBe('');
  });
});
