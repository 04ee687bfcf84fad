// The Tutorial as a learner meets it (R11's table): seven lessons, each accepting only its move,
// a hint that helps after any other try, and the board doing what the lesson says it does.
import { describe, expect, it } from 'vitest';
import {
  formatAction,
  formatPosition,
  isLegal,
  legalActions,
  parseAction,
  parseSquare,
  status,
  tokenAt,
  type Game,
  type Move,
} from '../../../../src/games/pressure/rules/index';
import { checkTry, TUTORIAL, tutorialPosition, type TutorialStep } from '../../../../src/games/pressure/view/tutorial';

const sq = (name: string): number => parseSquare(name)!;
const move = (text: string): Move => {
  const [from, to] = text.split('-');
  return { from: sq(from!), to: sq(to!) };
};
const boardOf = (game: Game): string => formatPosition(game).split('\n')[1]!.split(' ')[0]!;
const step = (n: number): TutorialStep => TUTORIAL[n - 1]!;

/** The lesson's expected move played; fails the test when the lesson refuses it. */
function accepted(n: number, text: string) {
  const result = checkTry(step(n), tutorialPosition(step(n)), move(text));
  if (!result.ok) throw new Error(`step ${n} refused ${text}: ${result.hint}`);
  return result;
}

describe('the seven lessons (R11)', () => {
  it('are R11’s table: topics and positions, White to move', () => {
    expect(TUTORIAL.map((s) => [s.number, s.topic, s.board])).toEqual([
      [1, 'Basic movement', '...../...../..W../...../.....'],
      [2, 'Taking turns', '...../...../.W.../...../...B.'],
      [3, 'Basic pushing', '...../...../.WB../...../.....'],
      [4, 'Pushing a line', '...../...../WBWB./...../.....'],
      [5, 'Capture', '...../..W../.WB.W/..W../.....'],
      [6, 'Capture at the edge', '...../...../...../.W.../WB.W.'],
      [7, 'Surrounding with the opponent’s own tokens', '.W.../WB.../.WB../..B../..W..'],
    ]);
    for (const s of TUTORIAL) {
      const g = tutorialPosition(s);
      expect(status(g)).toMatchObject({ current: 0, turn: 0, winner: null });
      expect(boardOf(g)).toBe(s.board);
      expect(s.text.length).toBeGreaterThan(40);
    }
  });

  it('expect moves that are legal in their positions: any of four in lessons 1 and 2, one in the others', () => {
    expect(TUTORIAL.map((s) => [...s.expected].sort())).toEqual([
      ['c3-b3', 'c3-c2', 'c3-c4', 'c3-d3'],
      ['b3-a3', 'b3-b2', 'b3-b4', 'b3-c3'],
      ['b3-c3'],
      ['a3-b3'],
      ['e3-d3'],
      ['d5-c5'],
      ['c5-c4'],
    ]);
    for (const s of TUTORIAL) for (const m of s.expected) expect(isLegal(tutorialPosition(s), move(m)), m).toBe(true);
  });

  it('accept every expected move, with a note, and refuse every other legal move with the lesson’s hint', () => {
    for (const s of TUTORIAL) {
      const start = tutorialPosition(s);
      for (const action of legalActions(start)) {
        const result = checkTry(s, start, action);
        const text = formatAction(action);
        if (s.expected.includes(text)) {
          expect(result.ok, `step ${s.number}: ${text}`).toBe(true);
          if (result.ok) expect(result.note).toBe(s.note);
        } else {
          expect(result.ok, `step ${s.number}: ${text}`).toBe(false);
          if (!result.ok) expect(result.hint).toContain(s.hint);
        }
      }
    }
  });

  it('step 1: the token steps to the chosen square', () => {
    for (const m of step(1).expected) {
      const { after } = accepted(1, m);
      expect(tokenAt(after, sq(m.slice(3)))).toEqual({ owner: 0, state: 'active' });
      expect(tokenAt(after, sq('c3'))).toBeNull();
    }
  });

  it('step 2: after the learner’s move, the computer (Black) answers with d5', () => {
    for (const m of step(2).expected) {
      const result = accepted(2, m);
      expect(status(result.after).current).toBe(1);
      expect(result.reply).toBeDefined();
      const reply = result.reply!;
      expect(formatAction(reply.action)).toBe('d5-d4');
      expect(isLegal(result.after, reply.action)).toBe(true);
      expect(tokenAt(reply.after, sq('d4'))).toEqual({ owner: 1, state: 'active' });
      expect(status(reply.after)).toMatchObject({ current: 0, turn: 2, winner: null });
    }
    // No other lesson has the computer move.
    for (const n of [1, 3, 4, 5, 6, 7]) expect(accepted(n, step(n).expected[0]!).reply).toBeUndefined();
  });

  it('step 3: the Black token is pushed from c3 to d3 and rests', () => {
    const { after } = accepted(3, 'b3-c3');
    expect(boardOf(after)).toBe('...../...../..Wb./...../.....');
    expect(tokenAt(after, sq('d3'))).toEqual({ owner: 1, state: 'inactive' });
  });

  it('step 4: the whole line shifts up to e3 and both Black tokens rest', () => {
    const { after } = accepted(4, 'a3-b3');
    expect(boardOf(after)).toBe('...../...../.WbWb/...../.....');
    expect(tokenAt(after, sq('c3'))?.state).toBe('inactive');
    expect(tokenAt(after, sq('e3'))?.state).toBe('inactive');
  });

  it('step 5: the Black token on c3 is captured', () => {
    const { after } = accepted(5, 'e3-d3');
    expect(tokenAt(after, sq('c3'))).toEqual({ owner: 1, state: 'captured' });
    expect(status(after).captured).toEqual([0, 1]);
  });

  it('step 6: b5 is captured against the bottom edge', () => {
    const { after } = accepted(6, 'd5-c5');
    expect(tokenAt(after, sq('b5'))).toEqual({ owner: 1, state: 'captured' });
  });

  it('step 7: Black’s own token pushed onto c2 captures b2', () => {
    const { after } = accepted(7, 'c5-c4');
    expect(tokenAt(after, sq('b2'))).toEqual({ owner: 1, state: 'captured' });
    expect(tokenAt(after, sq('c2'))).toEqual({ owner: 1, state: 'inactive' });
    expect(tokenAt(after, sq('c3'))).toEqual({ owner: 1, state: 'inactive' });
  });

  it('moves on after the expected move even where the rules say the game is over', () => {
    // Step 1 leaves Black without tokens, step 4 without a move: the game is won, the lesson goes on.
    expect(status(accepted(1, 'c3-c4').after).winner).toBe(0);
    expect(status(accepted(4, 'a3-b3').after).winner).toBe(0);
  });
});

describe('wrong tries', () => {
  it('step 3: pushing is what the lesson is about', () => {
    const s = step(3);
    const result = checkTry(s, tutorialPosition(s), move('b3-b2'));
    expect(result).toEqual({
      ok: false,
      hint: 'Right token, but not that way. Push the Black token: move b3 onto c3.',
    });
  });

  it('another token than the lesson’s: says it is a fine move but not this lesson’s', () => {
    const s = step(4);
    const result = checkTry(s, tutorialPosition(s), move('c3-d3'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.hint).toMatch(/^A fine move in a game, but not the one this lesson asks for\. /);
  });

  it('an illegal try says why, then what to do', () => {
    const s = step(3);
    const g = tutorialPosition(s);
    const cases: [Move, RegExp][] = [
      [move('c3-d3'), /^That is a Black token: you play White\. Push the Black token/],
      [move('a1-a2'), /^A1 has no token of yours\./], // an empty square
      [move('b3-c4'), /^C4 is not next to b3/], // a diagonal
    ];
    for (const [action, hint] of cases) {
      const result = checkTry(s, g, action);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.hint).toMatch(hint);
    }
    // Step 4: c3-b3 would push b3 and a3 left, off the board.
    const line = checkTry(step(4), tutorialPosition(step(4)), move('c3-b3'));
    expect(line.ok).toBe(false);
    if (!line.ok) expect(line.hint).toMatch(/^The line from b3 reaches the edge/);
  });

  it('resigning is not a lesson’s move', () => {
    const s = step(5);
    const result = checkTry(s, tutorialPosition(s), { kind: 'resign', player: 0 });
    expect(result).toEqual({ ok: false, hint: `No resigning in a lesson! ${s.hint}` });
  });

  it('a wrong try changes nothing: the same try can be made again, then the right one', () => {
    const s = step(6);
    const g = tutorialPosition(s);
    const before = formatPosition(g);
    expect(checkTry(s, g, move('b4-b3')).ok).toBe(false);
    expect(checkTry(s, g, move('b4-b3')).ok).toBe(false);
    expect(formatPosition(g)).toBe(before);
    expect(checkTry(s, g, parseAction(g, 'd5-c5')).ok).toBe(true);
  });

  it('every hint names the squares of the move it asks for', () => {
    for (const s of TUTORIAL) {
      const from = s.expected[0]!.slice(0, 2);
      expect(s.hint, `step ${s.number}`).toContain(from);
      if (s.expected.length === 1) expect(s.hint).toContain(s.expected[0]!.slice(3));
    }
  });
});
