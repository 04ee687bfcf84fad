// The game-neutral picker where a piece moves in part (GameView.sizes): Vacuum's stack with Supply
// Chain chosen offers its pebble counts, the largest first, a tap on it again takes the next, and
// the board offers the moves of that count only; a mode may choose a piece itself (select).
import { describe, expect, it } from 'vitest';
import { Picker } from '../../src/page/picker';
import { vacuum } from '../../src/games/vacuum/page';
import { legalActions, play, type Action, type Game } from '../../src/games/vacuum/rules/index';
import { position, sq } from '../games/vacuum/rules/helpers';

function setUp(game: Game, kind: Action['kind'] | null) {
  const played: Action[] = [];
  const said: string[] = [];
  let now = game;
  const picker = new Picker<Game, Action>(vacuum.view, {
    game: () => now,
    legal: () => legalActions(now).filter((a) => kind === null || a.kind === kind),
    play: (a) => {
      played.push(a);
      now = play(now, a);
    },
    say: (t) => said.push(t),
    now: () => 0,
  });
  const click = (name: string): void => {
    picker.press(sq(name), 0, 0);
    picker.release(sq(name));
  };
  return { picker, played, said, click };
}

const STACK = position({ header: { stage: '2' }, pieces: { e5: 'RRR', f5: 'R' } });

describe('a piece that moves in part', () => {
  it('offers the largest count first, the next on a tap on it again, and plays the count shown', () => {
    const { picker, played, said, click } = setUp(STACK, 'supplyChain');
    click('e5');
    expect(picker.state().size).toBe(3);
    expect(said.at(-1)).toBe('e5 chosen, to move 3 pebbles; choose it again to move 2 pebbles.');
    click('e5');
    click('e5');
    expect(picker.state().size).toBe(1);
    expect(said.at(-1)).toBe('e5 chosen, to move 1 pebble; choose it again to move 3 pebbles.');
    click('f5');
    expect(played).toEqual([expect.objectContaining({ kind: 'supplyChain', from: sq('e5'), to: sq('f5'), count: 1 })]);
    expect(picker.state().size).toBeNull();
  });

  it('with several kinds offered has no count: a tap on the piece again puts it down', () => {
    // Stage 1: e5's stack may retreat, extend a supply chain…
    const { picker, click } = setUp(position({ pieces: { e5: 'RRR', f5: 'R' } }), null);
    click('e5');
    expect(picker.state()).toMatchObject({ selected: sq('e5'), size: null });
    click('e5');
    expect(picker.state().selected).toBeNull();
  });

  it('chooses a piece a mode names, where it can move, with its largest count', () => {
    const { picker } = setUp(STACK, 'supplyChain');
    picker.select(sq('h9')); // nothing there to move: left as it is
    expect(picker.state().selected).toBeNull();
    picker.select(sq('e5'));
    expect(picker.state()).toMatchObject({ selected: sq('e5'), size: 3 });
  });

  it('a drag lifts what the drop under the pointer would move', () => {
    const { picker } = setUp(STACK, 'supplyChain');
    picker.press(sq('e5'), 0, 0);
    picker.move(sq('f5'), 100, 0);
    expect(picker.lifted()).toEqual([expect.objectContaining({ kind: 'supplyChain', count: 3 })]);
  });
});
