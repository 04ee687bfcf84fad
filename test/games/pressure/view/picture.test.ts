// Pressure's small board picture (the home card): tokens of both colours, resting marks, captured
// tokens crossed out, from a real position between our computer players.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  formatPosition,
  newGame,
  parseAction,
  parsePosition,
  play,
  status,
} from '../../../../src/games/pressure/rules/index';
import { PICTURE_COLOURS, svgPicture } from '../../../../src/games/pressure/view/picture';
import { at } from '../helpers';

const cardPosition = readFileSync(
  new URL('../../../../src/games/pressure/view/card-position.txt', import.meta.url),
  'utf8',
);

/**
 * The first fourteen moves of a game the expert level played against itself (chooseTurn with
 * seed 2 at every move, when the card was drawn): the card shows where they lead.
 */
const EXPERT_GAME = 'e3-e2 c1-d1 d3-c3 b1-c1 d5-c5 d1-e1 e2-d2 e1-e2 b5-b4 a2-a3 d2-c2 e2-d2 c3-d3 d2-d3';

describe('the card position', () => {
  it('is where the expert game’s moves lead: a real mid-game with captures on both sides and a resting token', () => {
    const game = EXPERT_GAME.split(' ').reduce((g, m) => play(g, parseAction(g, m)), newGame());
    expect(formatPosition(game)).toBe(cardPosition);
    expect(status(game)).toMatchObject({ winner: null, turn: 14, captured: [1, 1] });
    expect(cardPosition).toMatch(/ [wb] 2 14\n$/);
    expect(cardPosition.split('\n')[1]).toMatch(/[wb]/); // a resting token
  });
});

describe('svgPicture', () => {
  const svg = svgPicture(parsePosition(cardPosition), 160);

  it('draws the 5 × 5 board and all twelve tokens', () => {
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 160 160" width="160" height="160">/,
    );
    expect(svg.match(/<rect /g)).toHaveLength(26); // the board and its 25 squares
    const discs = (fill: string): number => svg.split(`fill="${fill}"`).length - 1;
    const c = PICTURE_COLOURS;
    expect(discs(c.white.fill)).toBe(5); // six of each: one captured, the others in their colour (one resting)
    expect(discs(c.black.fill)).toBe(5);
    expect(discs(c.white.captured)).toBe(1);
    expect(discs(c.black.captured)).toBe(1);
    expect(discs(c.resting)).toBe(1);
  });

  it('crosses out captured tokens and marks resting ones', () => {
    const captured = svgPicture(at('X..../...../...../...../....Y w 0 0'), 100);
    expect(captured.match(/<line /g)).toHaveLength(4);
    const resting = svgPicture(at('...../.b.../.W.../...../..... b 1 1'), 100);
    expect(resting).toContain(`fill="${PICTURE_COLOURS.resting}"`);
    expect(svgPicture(at('...../.B.../.W.../...../..... w 0 0'), 100)).not.toContain(PICTURE_COLOURS.resting);
  });

  it('is the same drawing every time, scaled to the size asked', () => {
    expect(svgPicture(parsePosition(cardPosition), 160)).toBe(svg);
    expect(svgPicture(parsePosition(cardPosition))).toBe(svg);
    expect(svgPicture(parsePosition(cardPosition), 80)).toMatch(/viewBox="0 0 80 80"/);
  });
});
