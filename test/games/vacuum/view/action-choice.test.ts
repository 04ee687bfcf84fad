// Which of Vacuum's actions is chosen on the game-neutral page: chosen by its button while it has a
// legal use (else refused with why), pressed again to put it down, put down by its move — but Supply
// Chain and Pebble War stay for their next step — and by a new turn; the board offers only its moves.
import { describe, expect, it } from 'vitest';
import { ActionChoice } from '../../../../src/games/vacuum/view/action-choice';
import { newGame, play } from '../../../../src/games/vacuum/rules/index';
import { act, action, position } from '../rules/helpers';

describe('the action chosen on the game-neutral page', () => {
  it('is chosen while it has a legal use, refused with why when it has none, and put down by a second press', () => {
    const choice = new ActionChoice();
    const start = newGame({ players: 2 });
    expect(choice.press(start, 'supplyChain')).toEqual({
      why: 'Supply Chain has no legal use now (Stage 1).',
    });
    expect(choice.press(start, 'vacuumMove')).toEqual({ chosen: 'vacuumMove' });
    expect(choice.offers(action('vacuum e5'))).toBe(true);
    expect(choice.offers(action('entrench e5'))).toBe(false);
    expect(choice.ask(start)).toBe('Red: Vacuum Move — click a marked square.');
    expect(choice.ask(start, 'keys')).toBe('Red: Vacuum Move — press Enter on a marked square.');
    expect(choice.press(start, 'vacuumMove')).toEqual({ chosen: null });
    // Nothing chosen, the prompt says the player's own gesture.
    expect(choice.ask(start, 'keys')).toMatch(/, or press Enter on a free square for Vacuum Move\.$/);
    expect(choice.ask(start, 'touch')).toMatch(/, or tap a free square for Vacuum Move\.$/);
    expect(choice.ask(start)).toMatch(/, or click a free square for Vacuum Move\.$/);
    choice.press(start, 'vacuumMove');
    expect(choice.press(start, 'vacuumMove')).toEqual({ chosen: null });
    expect(choice.offers(action('entrench e5'))).toBe(true);
  });

  it('puts an action down after its move, but keeps Supply Chain for its next step until none is left', () => {
    const game = position({ header: { stage: '2' }, pieces: { e5: 'RRR', f5: 'R' } });
    const choice = new ActionChoice();
    expect(choice.press(game, 'supplyChain')).toEqual({ chosen: 'supplyChain' });
    expect(choice.ask(game)).toMatch(/It stays chosen: press Supply Chain again/);
    const after = act(game, 'supply 1 e5-f5');
    expect(choice.carriesOn(game, action('supply 1 e5-f5'), after)).toBe(true);
    choice.shown(game, after);
    expect(choice.chosen).toBe('supplyChain'); // e5 still has pebbles to send
    const last = position({ header: { stage: '2' }, pieces: { e5: 'RRRR' } });
    const alone = new ActionChoice();
    alone.press(last, 'supplyChain');
    alone.shown(last, act(last, 'supply 1 e5-f5'));
    expect(alone.chosen).toBeNull(); // no step is left
    // A Vacuum Move, chosen, is put down by its move; so is any action by a new turn.
    choice.press(after, 'supplyChain');
    choice.press(after, 'vacuumMove');
    const moved = play(after, action('vacuum h8'));
    choice.shown(after, moved);
    expect(choice.chosen).toBeNull();
    expect(choice.ask(moved)).toBe('Red: Commit ends your turn (C).');
    const sticky = new ActionChoice();
    sticky.press(after, 'supplyChain');
    sticky.shown(after, act(moved, 'commit'));
    expect(sticky.chosen).toBeNull();
    // Undone (no step brought the position), a sticky action is put down too.
    const undone = new ActionChoice();
    undone.press(after, 'supplyChain');
    undone.shown(after, game);
    expect(undone.chosen).toBeNull();
  });

  it('shows every action of a group, chosen or not, and off where it has no legal use, saying why', () => {
    const choice = new ActionChoice();
    const start = newGame({ players: 2 });
    choice.press(start, 'vacuumMove');
    expect(choice.looks(start, ['entrench', 'supplyChain', 'vacuumMove'])).toEqual([
      {
        mode: 'entrench',
        html: 'Pebble Entrench',
        pressed: false,
        off: true,
        why: 'Pebble Entrench has no legal use now (Stage 1).',
      },
      {
        mode: 'supplyChain',
        html: 'Supply Chain',
        pressed: false,
        off: true,
        why: 'Supply Chain has no legal use now (Stage 1).',
      },
      { mode: 'vacuumMove', html: 'Vacuum Move', pressed: true, off: false, why: '' },
    ]);
  });
});
