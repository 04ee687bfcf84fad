// Pebble Rebel's page module (src/games/pebble-rebel/page.ts): where its actions stand on the board,
// what the page says (a square held, a refusal, the end), the last turn outlined whole, the move
// list's draws, R14's marks on the targets, and the position editor's text.
import { describe, expect, it } from 'vitest';
import { Picker } from '../../../../src/page/picker';
import { pebbleRebel } from '../../../../src/games/pebble-rebel/page';
import * as rules from '../../../../src/games/pebble-rebel/rules/index';
import { position, sq } from '../helpers';
import { recordingBrush } from '../../../support/brush';

const { view } = pebbleRebel;
const act = (g: rules.Game, text: string): rules.Action => rules.parseAction(g, text);
const after = (g: rules.Game, ...texts: string[]): rules.Game => texts.reduce((h, t) => rules.play(h, act(h, t)), g);

const BOX = { x: 0, y: 0, cell: 100 };
/** Red three in a row on a1–c1, a red stone on f2 that can reach d1 in two runs. */
const NEAR = position({
  rows: ['R R R . . .', '. . . . . R', 'B Y G B Y G', 'G B Y G B Y', '. . . . . .', '. . . . . .'],
});

describe('Pebble Rebel on the page', () => {
  it('places a move on its two squares, a placement on its one, a resignation on none', () => {
    const g = rules.newGame();
    expect(view.squaresOf(act(g, 'b2-b6'), g)).toEqual({ from: sq('b2'), to: sq('b6') });
    expect(view.squaresOf({ kind: 'place', colour: 'R', at: sq('c3') }, g)).toEqual({ from: null, to: sq('c3') });
    expect(view.squaresOf({ kind: 'resign', player: 0 }, g)).toBeNull();
  });

  it('outlines the whole last turn: the moved stone’s two squares and the stones placed since', () => {
    const g = rules.newGame();
    const moved = act(g, 'b2-b6');
    const h = rules.play(g, moved);
    const placed = act(h, `${h.hand[0]}@a1`);
    expect(view.lastTurn!([moved, placed], g)).toEqual([sq('b2'), sq('b6'), sq('a1')]);
    expect(view.lastTurn!([], g)).toEqual([]);
  });

  it('writes the stones a move drew in the move list (R12), the rulings’ own example', () => {
    const g = rules.newGame();
    expect(view.logLine!(g, act(g, 'b2-b6'), after(g, 'b2-b6'))).toBe('b2-b6 (3: G R B)');
  });

  it('says why nothing goes where a player pressed, in the player’s words', () => {
    const g = rules.newGame();
    expect(view.whyNot(g, null, sq('c3'))).toBe('Pick a stone first: the lit stones can move.');
    expect(view.whyNot(g, sq('b2'), sq('c3'))).toMatch(/cannot reach c3/);
    const full = position({
      rows: ['R B R B R B', 'B R B R B R', 'R B . B R B', 'B R B R B R', 'R B R B R B', 'Y G Y G Y G'],
    });
    expect(view.whyNot(full, null, sq('a1'))).toBe('The stone on a1 cannot move: every square beside it is taken.');
    const rebel = after(g, 'b2-b6');
    expect(view.whyNot(rebel, null, sq('c2'))).toBe('c2 is not empty.');
    expect(view.whyNot(after(rebel, 'resign rebel'), null, sq('a1'))).toBe('The game is over.');
  });

  it('says what stands on a square and what it may do, warning Rebel where a stone hands Pebble a line', () => {
    expect(view.describeSquare(NEAR, sq('f2'))).toMatch(
      /^f2: red stone \(dot\): it can reach \d+ squares, \d+ in one run; a move to d1 makes four in a row\.$/,
    );
    expect(view.describeSquare(NEAR, sq('e5'))).toBe('e5: empty.');
    const rebel = position({
      rows: ['R R R . . .', '. . . . . G', 'B Y G B Y G', 'G B Y G B Y', '. . . . . .', '. . . . . .'],
      current: 'rebel',
      hand: 'R B',
    });
    expect(view.describeSquare(rebel, sq('d1'))).toBe('d1: empty. A red stone here hands Pebble four in a row.');
    expect(view.describeSquare(rebel, sq('e1'))).toBe('e1: empty. Rebel can place a stone here safely.');
  });

  it('tells a keyboard player on a target the runs a move there costs, which decide Rebel’s draw', () => {
    const g = rules.newGame();
    const said: string[] = [];
    const picker = new Picker<rules.Game, rules.Action>(view, {
      game: () => g,
      legal: () => rules.legalActions(g),
      play: () => {},
      say: (t) => said.push(t),
      now: () => 0,
    });
    picker.tap(sq('b2'));
    picker.focus(); // on the stone chosen
    for (let i = 0; i < 4; i++) picker.key('ArrowDown');
    expect(said.at(-1)).toBe(
      'b6: empty. Enter moves here: Pebble moves the red (dot) stone from b2 to b6 in 3 runs: Rebel draws 3 stones.',
    );
  });

  it('ends with R14’s words: who won and why', () => {
    const won = after(NEAR, 'f2-d1');
    expect(view.ending(won)).toEqual({
      title: 'Pebble wins',
      how: 'four red in a row, a1–d1',
      reason: 'Four red in a row, a1–d1.',
    });
    expect(view.ending(after(rules.newGame(), 'resign pebble'))).toEqual({
      title: 'Rebel wins',
      how: 'Pebble resigned',
      reason: 'Pebble resigned.',
    });
    expect(view.ending(rules.newGame())).toBeNull();
  });

  it('marks each target: the stones a move there draws, a star where it wins, a warning where Rebel’s stone would lose', () => {
    const draws = recordingBrush();
    view.targetMark!(draws.brush, NEAR, sq('e1'), BOX, [act(NEAR, 'f2-e1')]);
    expect(draws.count('lineBetween')).toBeGreaterThan(0); // the digit
    expect(draws.count('fillTriangle')).toBe(0);
    const win = recordingBrush();
    view.targetMark!(win.brush, NEAR, sq('d1'), BOX, [act(NEAR, 'f2-d1')]);
    expect([win.count('fillTriangle'), win.count('lineBetween')]).toEqual([10, 0]); // a star, no number
    const rebel = position({
      rows: ['R R R . . .', '. . . . . G', 'B Y G B Y G', 'G B Y G B Y', '. . . . . .', '. . . . . .'],
      current: 'rebel',
      hand: 'R B',
    });
    const warned = recordingBrush();
    view.targetMark!(warned.brush, rebel, sq('d1'), BOX, [{ kind: 'place', colour: 'R', at: sq('d1') }]);
    expect(warned.count('fillTriangle')).toBe(1);
    const safe = recordingBrush();
    view.targetMark!(safe.brush, rebel, sq('d1'), BOX, [{ kind: 'place', colour: 'B', at: sq('d1') }]);
    expect(safe.strokes).toEqual([]);
  });

  it('starts every new game from a fresh seed, and sends Pebble’s move (not Rebel’s stones) to a room first', () => {
    const seeds = new Set(Array.from({ length: 5 }, () => pebbleRebel.freshGame!().seed));
    expect(seeds.size).toBeGreaterThan(1);
    const g = rules.newGame();
    expect(pebbleRebel.roomAnswers!(g, act(g, 'b2-b6'))).toBe(true);
    const h = after(g, 'b2-b6');
    expect(pebbleRebel.roomAnswers!(h, act(h, `${h.hand[0]}@a1`))).toBe(false);
  });
});

describe('Pebble Rebel’s position editor', () => {
  const editing = view.editing!;
  const cellsOf = (g: rules.Game) => editing.cellsOf(g);

  it('turns the board into R13’s text, every other stone in the bag, for the rules to read', () => {
    const g = rules.parsePosition(editing.positionText(cellsOf(rules.newGame()), 0));
    expect(rules.formatPosition(g).replace(/^seed \d+$/m, '')).toBe(
      rules.formatPosition(rules.newGame()).replace(/^seed \d+$/m, ''),
    );
  });

  it('gives boards the rules refuse to them, and they name the problem', () => {
    const empty = Array<string>(36).fill('.');
    expect(() => rules.parsePosition(editing.positionText(empty, 0))).toThrow(/bag holds 60 stones, more than 48/);
    const reds = [...cellsOf(rules.newGame())].map((c, i) => (i < 16 ? 'R' : c === 'R' ? '.' : c));
    expect(() => rules.parsePosition(editing.positionText(reds, 0))).toThrow(/16 R stones/);
    expect(() => rules.parsePosition(editing.positionText(cellsOf(rules.newGame()), 1))).toThrow(
      /his hand must hold stones/,
    );
  });
});
