// R16: what each player sees, asked of the rules the way the board asks.
import { describe, expect, it } from 'vitest';
import {
  describeAction,
  describePosition,
  describeResult,
  destinations,
  dominionThreat,
  flipBadges,
  GLYPH_INFO,
  glyphBar,
  movesBetween,
  newGame,
  PIECE_NAMES,
  piecesFor,
  play,
  preview,
  SEAT_NAMES,
  shields,
  squareName,
} from '../../../src/games/glyph-grid/rules/index';
import { move, position, sq } from './helpers';

const names = (squares: number[]): string[] => squares.map(squareName).sort();

describe('R16 what each player sees', () => {
  it('R16 names: seats, pieces and glyphs as tables', () => {
    expect(SEAT_NAMES).toEqual(['White', 'Black']);
    expect(PIECE_NAMES).toEqual({ core: 'Core', shard: 'Shard' });
    expect(Object.values(GLYPH_INFO).map((g) => g.name)).toEqual(['VECTOR', 'LANCE', 'ARC', 'PULSE', 'ANCHOR']);
  });

  it('R16 glyph bar: which glyphs are usable, and ANCHOR resting', () => {
    const start = glyphBar(newGame());
    expect(start.map((b) => [b.name, b.usable, b.resting])).toEqual([
      ['VECTOR', true, false],
      ['LANCE', true, false],
      ['ARC', true, false],
      ['PULSE', false, false],
      ['ANCHOR', true, false],
    ]);
    expect(start[0]!.help).toMatch(/one step/i);
    const resting = play(play(newGame(), move('anchor', 'b6')), move('vector', 'd1', 'd2'));
    expect(glyphBar(resting)[4]).toMatchObject({ name: 'ANCHOR', usable: false, resting: true });
  });

  it('R16 selecting: a piece’s destinations per glyph, the pieces a glyph can move, and the choice between two glyphs', () => {
    const g = position({ pieces: { c6: 'S', c5: 's', d5: 'C' }, marks: { b5: 'b', c6: 'w' } });
    const d = destinations(g, sq('c6'));
    expect(names(d.pulse)).toEqual(['c5']);
    expect(names(d.anchor)).toEqual(['b5']); // its own square already carries White's mark
    expect(d.vector).toContain(sq('b5'));
    expect(names(piecesFor(g, 'pulse'))).toEqual(['c6', 'd5']);
    expect(movesBetween(g, sq('c6'), sq('b5')).map((m) => m.kind)).toEqual(['vector', 'anchor']);
    expect(destinations(g, sq('c5'))).toEqual({ vector: [], lance: [], arc: [], pulse: [], anchor: [] });
  });

  it('R16 PULSE: the push path, with a capture mark when pushed off the board or into a piece', () => {
    const g = position({ pieces: { c4: 'S', c3: 's', e3: 'S', e2: 's', b2: 'S', b1: 's', e1: 'C' } });
    expect(preview(g, move('pulse', 'c4', 'c3'))).toEqual({
      moves: [
        [sq('c4'), sq('c3')],
        [sq('c3'), sq('c2')],
      ],
      captured: [],
      marked: null,
      push: { from: sq('c3'), to: sq('c2'), captured: false },
    });
    expect(preview(g, move('pulse', 'e3', 'e2')).push).toEqual({ from: sq('e2'), to: sq('e1'), captured: true });
    expect(preview(g, move('pulse', 'b2', 'b1'))).toMatchObject({
      captured: [sq('b1')],
      push: { from: sq('b1'), to: null, captured: true },
    });
    expect(preview(g, move('vector', 'e1', 'e2'))).toMatchObject({ captured: [sq('e2')], marked: null });
    expect(preview(g, move('anchor', 'c4'))).toEqual({ moves: [], captured: [], marked: sq('c4'), push: null });
  });

  it('R16 always shown: shields on pieces on their own mark, flip badges on pieces on an enemy mark', () => {
    const g = position({ pieces: { c6: 'S', d4: 's', e4: 'S' }, marks: { c6: 'w', d4: 'w', e4: 'b', g7: 'w' } });
    expect(names(shields(g))).toEqual(['c6', 'g7']);
    expect(flipBadges(g)).toEqual([
      { at: sq('e4'), player: 0 },
      { at: sq('d4'), player: 1 },
    ]);
  });

  it('R16 Dominion warning: the six-mark holder and the marks the player to move can claim', () => {
    const g = position({ pieces: { d4: 'S', d2: 's' }, marks: { a7: 'w', c7: 'w', e7: 'w', a5: 'w', d3: 'w' } });
    expect(dominionThreat(g)).toBeNull();
    const six = play(g, move('anchor', 'd4'));
    expect(dominionThreat(six)).toEqual({ player: 0, marks: 6, claimable: [sq('d3')] });
  });

  it('R16 sentences: each move described in the game’s words, and the end in words', () => {
    const g = position({ pieces: { c4: 'S', c3: 's', d5: 'C', d6: 's', b2: 'S', b1: 's' }, marks: { b5: 'b' } });
    expect(describeAction(g, move('vector', 'c4', 'b5'))).toBe("White's Shard uses VECTOR from c4 to b5.");
    expect(describeAction(g, move('vector', 'd5', 'd6'))).toBe(
      "White's Core uses VECTOR from d5 to d6, capturing Black's Shard.",
    );
    expect(describeAction(g, move('pulse', 'c4', 'c3'))).toBe(
      "White's Shard uses PULSE from c4 to c3, pushing Black's Shard to c2.",
    );
    expect(describeAction(g, move('pulse', 'b2', 'b1'))).toBe(
      "White's Shard uses PULSE from b2 to b1, pushing Black's Shard off the board: it is captured.",
    );
    expect(describeAction(g, move('anchor', 'c4', 'b5'))).toBe(
      "White's Shard uses ANCHOR to claim b5 from c4: the mark becomes White's (it was Black's).",
    );
    expect(describeAction(g, move('anchor', 'd5'))).toBe(
      "White's Core anchors on d5: the square becomes White's mark.",
    );
    expect(describeAction(g, { kind: 'resign', player: 1 })).toBe('Black resigns.');
    const win = position({ pieces: { c4: 'S', e3: 'c' } });
    expect(describeAction(win, move('arc', 'c4', 'e3'))).toBe(
      "White's Shard uses ARC from c4 to e3, capturing Black's Core. Black's Core was captured.",
    );
  });

  it('R16 end screen: the reason in words', () => {
    const line = play(
      position({ pieces: { f7: 'S', a7: 'C' }, marks: { c7: 'w', d7: 'w', e7: 'w' } }),
      move('anchor', 'f7'),
    );
    expect(describeResult(line)).toBe('White sealed a line: c7–f7');
    expect(describeResult(newGame())).toBeNull();
    expect(describeResult(position({ result: 'draw quiet' }))).toBe('Draw: 30 quiet turns each');
    expect(describeResult(position({ result: 'black time', clocks: '0 10' }))).toBe("White's time ran out");
    expect(describeResult(position({ result: 'white dominion' }))).toBe('White held Dominion');
    expect(describePosition(newGame())).toBe(
      'White to move, turn 1. White: Core d7, 4 Shards b6 f6 c7 e7, marks 1 / 6 on d7. ' +
        'Black: Core d1, 4 Shards c1 e1 b2 f2, marks 1 / 6 on d1.',
    );
  });
});
