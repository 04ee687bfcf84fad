import { describe, expect, it } from 'vitest';
import { parseAction, play, status, type Game } from '../../src/rules/index';
import { legalTexts, position, token } from './helpers';

const act = (g: Game, text: string): Game => play(g, parseAction(g, text));

describe('Stone Creation', () => {
  it('compresses pebbles that surround an empty square from three sides into a stone', () => {
    const g = position({ pieces: { e4: 'RR', d5: 'R', f5: 'RR', f6: 'Y' } });
    expect(legalTexts(g, 'stoneCreation')).toEqual(['create e5']);
    const after = act(g, 'create e5');
    expect(token(after, 'e5')).toBe('sR');
    expect(['e4', 'd5', 'f5'].map((s) => token(after, s))).toEqual(['', '', '']);
    expect(token(after, 'f6')).toBe('Y'); // other players' pebbles stay
    expect(status(after).stoneEra).toEqual([0]);
    expect(status(after).stage).toBe(2);
  });

  it('lets a diagonal pebble cover one of the two sides it touches', () => {
    // N by e4, W by d5, and the diagonal f6 covers E or S.
    const g = position({ pieces: { e4: 'RR', d5: 'R', f6: 'RR' } });
    expect(legalTexts(g, 'stoneCreation')).toContain('create e5');
    // Two diagonals on the same side pair (d4, f4) plus e4 only reach N, W, E via the diagonals.
    const twoDiagonals = position({ pieces: { d6: 'RR', f6: 'RR' } });
    expect(legalTexts(twoDiagonals, 'stoneCreation')).not.toContain('create e5');
  });

  it('rejects a straight line of three neighbours even though it touches three sides', () => {
    const g = position({ pieces: { d4: 'RR', e4: 'R', f4: 'RR' } });
    expect(legalTexts(g, 'stoneCreation')).not.toContain('create e5');
    expect(() => play(g, { kind: 'stoneCreation', at: 5 * 12 + 4 - 12 })).toThrow(/three sides/);
  });

  it('needs at least three more own pebbles than all other neighbouring pebbles', () => {
    const enough = position({ players: 3, header: { active: 'red gold', eliminated: 'green' }, pieces: { e4: 'RR', d5: 'RR', f5: 'R', d6: 'Y', f6: 'N' } });
    expect(legalTexts(enough, 'stoneCreation')).toContain('create e5'); // 5 ≥ 2 + 3
    const short = position({ players: 3, header: { active: 'red gold', eliminated: 'green' }, pieces: { e4: 'RR', d5: 'R', f5: 'R', d6: 'YN' } });
    expect(legalTexts(short, 'stoneCreation')).not.toContain('create e5'); // 4 < 2 + 3
  });

  it('only counts pebbles: stones and boulders nearby neither help nor hurt', () => {
    const g = position({ pieces: { e4: 'R', d5: 'R', f5: 'R', e6: 'sY', d6: 'bY' }, header: { 'stone-era': 'gold' } });
    expect(legalTexts(g, 'stoneCreation')).toContain('create e5');
  });
});

describe('Cast Stone', () => {
  it('flies up to three squares and stops before blockers; zero squares is no cast', () => {
    const g = position({ pieces: { f6: 'sR', f4: 'Y', h6: 'bY', e6: 'R', e5: 'N' }, players: 2, header: { 'stone-era': 'red gold' } });
    const texts = legalTexts(g, 'cast');
    expect(texts).toContain('cast f6-f5'); // stops before the pebble on f4
    expect(texts).toContain('cast f6-g6'); // stops before the boulder on h6
    expect(texts).not.toContain('cast f6-e6'); // a pebble right beside it: no move
    expect(texts).toContain('cast f6-f9'); // full three squares south
  });

  it('a neutral stone blocks; any other stone is struck and both become the caster\'s boulder', () => {
    const g = position({
      players: 3,
      header: { active: 'red green', eliminated: 'gold', 'stone-era': 'red green' },
      pieces: { e5: 'sR', g5: 'sG', e7: 'sN', c5: 'sR' },
    });
    const texts = legalTexts(g, 'cast');
    expect(texts).toContain('cast e5-g5'); // strikes green's stone
    expect(texts).toContain('cast e5-c5'); // strikes red's own stone
    expect(texts).toContain('cast e5-e6'); // stops before the neutral stone
    const after = act(g, 'cast e5-g5');
    expect(token(after, 'g5')).toBe('bR');
    expect(token(after, 'e5')).toBe('');
  });

  it('after a full three squares may hook one square toward the home pedestal', () => {
    // Red's home is c3. West from f6: e6, d6, c6; c3 is straight north of c6, so the hook is c5.
    const g = position({ pieces: { f6: 'sR' }, header: { 'stone-era': 'red' } });
    const texts = legalTexts(g, 'cast');
    expect(texts).toContain('cast f6-c6');
    expect(texts).toContain('cast f6-c5');
    const hooked = act(g, 'cast f6-c5');
    expect(token(hooked, 'c5')).toBe('sR');
    expect(status(hooked).stage).toBe(2);
  });

  it('never hooks after a short flight, straight ahead, or when the pedestal is off-line', () => {
    const short = position({ pieces: { e6: 'sR', b6: 'Y' }, header: { 'stone-era': 'red' } });
    expect(legalTexts(short, 'cast')).toContain('cast e6-c6'); // only two squares: no hook
    expect(legalTexts(short, 'cast')).not.toContain('cast e6-c5');
    // North from f9 reaches f6; c3 is on the diagonal from f6, so a hook to e5 is offered.
    const diagonal = position({ pieces: { f9: 'sR' }, header: { 'stone-era': 'red' } });
    expect(legalTexts(diagonal, 'cast')).toContain('cast f9-e5');
    // North-west from g10 reaches d7 (d7 is not on a line with c3: no hook); straight on is no hook.
    const offline = position({ pieces: { g10: 'sR' }, header: { 'stone-era': 'red' } });
    const texts = legalTexts(offline, 'cast').filter((t) => t.startsWith('cast g10-'));
    expect(texts).toContain('cast g10-d7');
    expect(texts).not.toContain('cast g10-c6');
    expect(texts).not.toContain('cast g10-d6');
  });

  it('a hook can strike a stone and form a boulder, and is blocked like a flight', () => {
    const strike = position({ pieces: { f6: 'sR', c5: 'sY' }, header: { 'stone-era': 'red gold' } });
    expect(legalTexts(strike, 'cast')).toContain('cast f6-c5');
    expect(token(act(strike, 'cast f6-c5'), 'c5')).toBe('bR');
    const blocked = position({ pieces: { f6: 'sR', c5: 'Y' }, header: { 'stone-era': 'red' } });
    expect(legalTexts(blocked, 'cast')).not.toContain('cast f6-c5');
  });
});
