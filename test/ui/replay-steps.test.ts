// The replay's steps on every page: where each leads, when it cannot, and its keys.
import { describe, expect, it } from 'vitest';
import { REPLAY_STEPS, stepLook, stepOfKey, stepTarget, whyNotStep } from '../../src/ui/replay-steps';

// A game of 7 actions in three turns: 0–2, 2–6 (four actions), 6–7.
const ENDS = [2, 6, 7];
const END = 7;

describe('replay steps', () => {
  it('step turn by turn between the ends of turns, from inside a turn to its own end or start', () => {
    expect(stepTarget('nextTurn', 0, ENDS, END)).toBe(2);
    expect(stepTarget('nextTurn', 2, ENDS, END)).toBe(6);
    expect(stepTarget('nextTurn', 3, ENDS, END)).toBe(6);
    expect(stepTarget('nextTurn', 7, ENDS, END)).toBe(7);
    expect(stepTarget('previousTurn', 6, ENDS, END)).toBe(2);
    expect(stepTarget('previousTurn', 4, ENDS, END)).toBe(2);
    expect(stepTarget('previousTurn', 2, ENDS, END)).toBe(0);
    expect(stepTarget('previousTurn', 0, ENDS, END)).toBe(0);
  });

  it('step action by action within the game, and to either end', () => {
    expect(stepTarget('nextAction', 3, ENDS, END)).toBe(4);
    expect(stepTarget('nextAction', 7, ENDS, END)).toBe(7);
    expect(stepTarget('previousAction', 3, ENDS, END)).toBe(2);
    expect(stepTarget('previousAction', 0, ENDS, END)).toBe(0);
    expect(stepTarget('first', 5, ENDS, END)).toBe(0);
    expect(stepTarget('last', 1, ENDS, END)).toBe(7);
  });

  it('say why a step cannot show another moment', () => {
    expect(whyNotStep('previousTurn', 0, END)).toBe('This is the first position.');
    expect(whyNotStep('first', 0, END)).toBe('This is the first position.');
    expect(whyNotStep('nextAction', 7, END)).toBe('This is the last position.');
    expect(whyNotStep('last', 3, END)).toBeNull();
    expect(whyNotStep('first', 3, END)).toBeNull();
  });

  it('have keys their buttons name, in the game’s word for a turn', () => {
    expect(stepOfKey('ArrowDown')).toBe('nextTurn');
    expect(stepOfKey('PageUp')).toBe('previousTurn');
    expect(stepOfKey('ArrowLeft')).toBe('previousAction');
    expect(stepOfKey('toString')).toBeNull();
    expect(stepLook('nextTurn', 'move').label).toBe('Next move (↓ or Page Down)');
    expect(stepLook('nextTurn', 'turn').label).toBe('Next turn (↓ or Page Down)');
    expect(REPLAY_STEPS.map((s) => stepLook(s, 'turn').text)).toEqual(['|◀', '◀◀', '◀', '▶', '▶▶', '▶|']);
  });
});
