import { describe, expect, it } from 'vitest';
import { KING_DIRECTIONS, nameAt, placeOf, squareBoard } from '../../src/core/grid';

describe('square names (platform.md: a1 is the top-left corner)', () => {
  it('column letter from a, row number from 1 at the top', () => {
    expect(nameAt(0, 0)).toBe('a1');
    expect(nameAt(11, 11)).toBe('l12');
    expect(nameAt(25, 49)).toBe('z50');
  });

  it('reads back only names of a square of that board', () => {
    expect(placeOf('e5', 5, 5)).toEqual({ col: 4, row: 4 });
    expect(placeOf('l12', 12, 12)).toEqual({ col: 11, row: 11 });
    for (const name of ['f1', 'a6', 'a0', 'a05', 'A1', ' a1', 'a1 ', 'aa1', '', 'a100'])
      expect(placeOf(name, 5, 5), name).toBeNull();
  });
});

describe('a square board (every game but Divided Loyalties derives its squares from its size)', () => {
  it('numbers its squares row by row from a1, and names each one both ways', () => {
    const board = squareBoard(6);
    expect(board.SQUARES).toBe(36);
    expect([0, 5, 6, 35].map(board.squareName)).toEqual(['a1', 'f1', 'a2', 'f6']);
    expect([board.rowOf(13), board.colOf(13)]).toEqual([2, 1]);
    for (let sq = 0; sq < board.SQUARES; sq++) expect(board.parseSquare(board.squareName(sq))).toBe(sq);
    for (const name of ['g1', 'a7', 'b0', 'B2']) expect(board.parseSquare(name), name).toBeNull();
  });

  it('has eight king directions, the four orthogonal ones first', () => {
    expect(new Set(KING_DIRECTIONS.map(([dr, dc]) => `${dr},${dc}`)).size).toBe(8);
    expect(KING_DIRECTIONS.slice(0, 4).every(([dr, dc]) => Math.abs(dr) + Math.abs(dc) === 1)).toBe(true);
    expect(KING_DIRECTIONS.slice(4).every(([dr, dc]) => Math.abs(dr) === 1 && Math.abs(dc) === 1)).toBe(true);
  });
});
