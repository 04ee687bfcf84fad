// Vacuum's own ways on the game-neutral picker (moved from the old page's controller tests): a tap
// on a free square with nothing chosen plays Vacuum Move, a second tap on a chosen pedestal
// teleports it onto itself, and a square shared by several defenders asks whom to attack.
// And where a piece moves in part (GameView.sizes): Vacuum's stack with Supply
// Chain chosen offers its pebble counts, the largest first, a tap on it again takes the next, and
// the board offers the moves of that count only; a mode may choose a piece itself (select).
import { describe, expect, it } from 'vitest';
import { Picker } from '../../src/page/picker';
import { vacuum } from '../../src/games/vacuum/page';
import { legalActions, newGame, play, status, type Action, type Game } from '../../src/games/vacuum/rules/index';
import { position, sq, token } from '../games/vacuum/rules/helpers';

function setUp(game: Game, kind: Action['kind'] | null = null) {
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
  return { picker, played, said, click, game: () => now };
}

describe("Vacuum's actions on the shared picker", () => {
  it('a tap on a free square with no action chosen plays Vacuum Move there', () => {
    const { played, click, game } = setUp(newGame({ players: 2 }));
    click('e5');
    expect(played).toEqual([expect.objectContaining({ kind: 'vacuumMove', at: sq('e5') })]);
    expect(token(game(), 'e5')).toBe('R');
  });

  it('Teleport: a second tap on the chosen pedestal teleports it onto itself', () => {
    const { picker, played, click, game } = setUp(position({ pieces: { c3: 'R' } }), 'teleport');
    click('c3');
    expect(picker.targets()).toContain(sq('c3'));
    click('c3');
    expect(played).toEqual([expect.objectContaining({ kind: 'teleport', from: sq('c3'), to: sq('c3') })]);
    expect(status(game()).cooldowns).toContain(sq('c3'));
  });

  it('several defenders on one square: asks whom to attack, changes nothing until the answer, attacks the one chosen', () => {
    const { picker, played, click, game } = setUp(
      position({ players: 3, pieces: { e5: 'RRR', f5: 'YG' } }),
      'pebbleWar',
    );
    click('e5');
    click('f5');
    expect(picker.state().choosing).toHaveLength(2);
    expect(picker.state().choosing!.join(' ')).toMatch(/Gold[\s\S]*Green/);
    // Asked by a press, it is about f5 (where the card goes) and e5 (the piece, kept uncovered).
    expect(picker.state().choosingAt).toEqual({ to: sq('f5'), from: sq('e5') });
    expect(token(game(), 'f5')).toBe('YG');
    picker.choose(1);
    expect(played).toEqual([expect.objectContaining({ kind: 'pebbleWar', defender: 2 })]);
    expect(token(game(), 'f5')).toBe('RRRY');
  });

  it('a tap elsewhere puts the defenders question away and plays nothing', () => {
    const { picker, played, click } = setUp(position({ players: 3, pieces: { e5: 'RRR', f5: 'YG' } }), 'pebbleWar');
    click('e5');
    click('f5');
    expect(picker.state().choosing).not.toBeNull();
    click('a1');
    expect(picker.state().choosing).toBeNull();
    picker.choose(0);
    expect(played).toEqual([]);
  });

  it('Cast Stone: a tap on the hook square hooks; a tap on the line’s landing square lands straight', () => {
    // From f9 northwards the stone reaches f6, on Red's diagonal to c3: it may hook to e5.
    const cast = position({ pieces: { f9: 'sR' }, header: { 'stone-era': 'red' } });
    const hooked = setUp(cast, 'cast');
    hooked.click('f9');
    expect(hooked.picker.targets()).toEqual(expect.arrayContaining([sq('e5'), sq('f6')]));
    hooked.click('e5');
    expect(token(hooked.game(), 'e5')).toBe('sR');
    const straight = setUp(cast, 'cast');
    straight.click('f9');
    straight.click('f6');
    expect(token(straight.game(), 'f6')).toBe('sR');
    expect(token(straight.game(), 'e5')).toBe('');
  });

  it('Cast Stone chosen: a tap or a drop further along a line casts the stone that way', () => {
    const cast = position({ pieces: { f9: 'sR' }, header: { 'stone-era': 'red' } });
    const tapped = setUp(cast, 'cast');
    tapped.click('f9');
    tapped.click('f3'); // beyond f6, where the northward flight lands
    expect(tapped.played).toEqual([expect.objectContaining({ kind: 'cast', from: sq('f9'), to: sq('f6') })]);
    const dropped = setUp(cast, 'cast');
    dropped.picker.press(sq('f9'), 0, 0);
    dropped.picker.move(sq('f2'), 0, 100);
    dropped.picker.release(sq('f2'));
    expect(dropped.played).toEqual([expect.objectContaining({ kind: 'cast', to: sq('f6') })]);
    // Off every line (a knight's step away) it casts nothing.
    const off = setUp(cast, 'cast');
    off.click('f9');
    off.click('e7');
    expect(off.played).toEqual([]);
  });
});

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
