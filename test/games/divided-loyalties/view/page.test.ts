// Divided Loyalties on the game-neutral page, without a canvas: the picker driven as a hand drives
// it (a colour's stone on a lit cell; after it, the stone just placed chosen and the bridges' ends
// lit; a tap on an end or a drag along the bridge builds it), End turn and Pass as buttons with the
// reason when End waits, the last turn outlined, refusals in the player's words, the region names,
// and the end of a game in words.
import { describe, expect, it } from 'vitest';
import { Picker } from '../../../../src/page/picker';
import { dividedLoyalties } from '../../../../src/games/divided-loyalties/page';
import {
  field as cellsOf,
  formatAction,
  newGame,
  status,
  type Action,
  type Game,
} from '../../../../src/games/divided-loyalties/rules/index';
import { cellOf } from '../../../../src/games/divided-loyalties/view/squares';
import { E1 as e1, field, on, run } from '../helpers';

const { view } = dividedLoyalties;
const rules = dividedLoyalties.rules;

const E1 = e1();

function setUp(start: Game, colour?: string) {
  const played: Action[] = [];
  const said: string[] = [];
  let now = start;
  const picker = new Picker<Game, Action>(view, {
    game: () => now,
    legal: () =>
      rules.legalActions(now).filter((a) => colour === undefined || a.kind !== 'stone' || a.colour === colour),
    play: (a) => {
      played.push(a);
      now = rules.play(now, a);
      picker.sync();
    },
    say: (t) => said.push(t),
    now: () => 0,
  });
  const at = (name: string): number => cellOf(now, name)!;
  const click = (name: string): void => {
    picker.press(at(name), 0, 0);
    picker.release(at(name));
  };
  const names = (cells: number[]): string[] => cells.map((c) => cellsOf(now).cells[c]!.at).sort();
  return { picker, played, said, click, at, names, game: () => now };
}

describe('the position in words', () => {
  // A screen reader hears the whole field: every stone by its cell, grouped by colour, and every
  // bridge by its ends (R13), grouped by kind, with who is to move and the scores.
  it('names every stone by colour and every bridge by its ends, the cut ones marked (E2)', () => {
    const e2 = on(
      'kite',
      'stones Rg5 Bf6 Pg6 Bh6 Og7 Yj10',
      'bridges f6-h6x g5-g7',
      'blue set 1 B2 P2 O1 G2 R2',
      'yellow set 1 Y3 P1 O2 G2 R1',
      'to-move blue',
      'turn 6',
    );
    expect(view.describePosition(e2)).toBe(
      'Kite. Blue to move. Stones: blue f6, h6; yellow j10; purple g6; orange g7; red g5. ' +
        'Bridges: blue f6-h6 (cut); red g5-g7. Scores: Blue 0, Yellow 0.',
    );
  });

  it('says which stone was placed in a turn not yet ended', () => {
    const midTurn = on(
      'kite',
      'stones Bf6 Pg6 Bh6 Og7 Yj10',
      'bridges f6-h6',
      'blue set 1 B2 P2 O1 G2 R2',
      'yellow set 1 Y3 P1 O2 G2 R2',
      'to-move blue',
      'turn 4',
      'placed h6',
    );
    expect(view.describePosition(midTurn)).toBe(
      'Kite. Blue to move, stone placed on h6: bridges through it may follow, then End turn. ' +
        'Stones: blue f6, h6; yellow j10; purple g6; orange g7. Bridges: blue f6-h6. Scores: Blue 2, Yellow 0.',
    );
  });

  it('says an empty field in a few words, and a finished game’s result instead of whose move', () => {
    expect(view.describePosition(newGame())).toBe(
      'Crossroads. Blue to move. Stones: none. Bridges: none. Scores: Blue 0, Yellow 0.',
    );
    const over = on('kite', 'stones Bf6 Pg6 Bh6', 'bridges f6-h6', 'blue set 3', 'yellow set 3', 'turn 72');
    expect(view.describePosition(over)).toBe(
      'Kite. Game over: Blue wins. Stones: blue f6, h6; purple g6. Bridges: blue f6-h6. Scores: Blue 2, Yellow 0.',
    );
  });
});

describe('placing a stone', () => {
  it('lights the cells that take the chosen colour; a tap places it', () => {
    const { picker, click, played, names } = setUp(E1, 'blue');
    expect(picker.state().sources).toEqual([]);
    expect(names(picker.state().targets)).toContain('h6');
    // A dot is lit only where a bridge would follow at once (R6): none would through e6.
    expect(names(picker.state().targets)).not.toContain('e6');
    click('h6');
    expect(played.map(formatAction)).toEqual(['Bh6']);
  });

  it('asks which colour when none is chosen and several fit', () => {
    const { picker, click, played } = setUp(E1);
    click('h6');
    expect(played).toEqual([]);
    expect(picker.state().choosing).toEqual([
      'Blue stone (circle)',
      'Purple stone (diamond)',
      'Orange stone (square)',
      'Green stone (hexagon)',
      'Red stone (cross)',
    ]);
    picker.choose(1);
    expect(played.map(formatAction)).toEqual(['Ph6']);
  });

  it('says why a cell takes nothing: outside the field, taken', () => {
    const { click, said, played } = setUp(E1, 'blue');
    click('a1');
    click('f6');
    expect(played).toEqual([]);
    expect(said).toEqual(['Nothing can go outside the field.', 'f6 already holds a blue stone.']);
  });

  it('names an orange stone with its article: “an orange stone” (a press and hold said “a orange”)', () => {
    const { click, said } = setUp(E1, 'blue');
    click('g7');
    expect(said).toEqual(['g7 already holds an orange stone.']);
    expect(view.describeSquare(E1, cellOf(E1, 'g7')!)).toMatch(/^g7 in region \w+: an orange stone \(square\)\.$/);
  });
});

describe('building a bridge after the stone', () => {
  it('chooses the stone just placed and lights the far end of each bridge; a tap there builds it', () => {
    const { picker, click, played, names, at } = setUp(E1, 'blue');
    click('h6');
    expect(picker.state().selected).toBe(at('h6'));
    expect(names(picker.state().targets)).toEqual(['f6']);
    expect(picker.actionsTo(at('f6')).map(formatAction)).toEqual(['f6-h6']);
    click('f6');
    expect(played.map(formatAction)).toEqual(['Bh6', 'f6-h6']);
  });

  it('tells a keyboard player on a lit end the bridge Enter builds there, and what it is worth', () => {
    const { picker, click, said, played } = setUp(E1, 'blue');
    click('h6');
    picker.focus(); // the cursor shows on the stone just placed, chosen
    expect(picker.readout()).toMatch(/^h6 in region \w+: a blue stone \(circle\)\. Chosen: Escape puts it down\.$/);
    picker.key('ArrowLeft');
    picker.key('ArrowLeft');
    expect(said.at(-1)).toBe(
      'f6 in region S2: a blue stone (circle). Enter plays here: Blue builds a blue bridge worth 1, from f6 to h6 (blue, purple, blue).',
    );
    picker.key('Enter');
    expect(played.map(formatAction)).toEqual(['Bh6', 'f6-h6']);
  });

  it('keeps the stone chosen when it is tapped again (it is all that can act): the end tapped next builds the bridge', () => {
    const { picker, click, played, at } = setUp(E1, 'blue');
    click('h6');
    click('h6');
    expect(picker.state().selected).toBe(at('h6'));
    click('f6');
    expect(played.map(formatAction)).toEqual(['Bh6', 'f6-h6']);
  });

  it('tells a keyboard player pressing Enter on the stone just placed what is left to do with it', () => {
    const { picker, click, said, played, at } = setUp(E1, 'blue');
    click('h6');
    picker.focus(); // the cursor shows on the stone just placed, chosen
    said.length = 0;
    picker.key('Enter');
    expect(said).toEqual(['A bridge must go through the stone on h6: choose a lit end, or End the turn.']);
    expect(picker.state().selected).toBe(at('h6'));
    expect(played.map(formatAction)).toEqual(['Bh6']);
  });

  it('builds it by a drag from the stone along the bridge', () => {
    const { picker, played, at } = setUp(E1, 'blue');
    picker.tap(at('h6'));
    picker.press(at('h6'), 100, 100);
    picker.move(at('g6'), 140, 100);
    picker.release(at('f6'));
    expect(played.map(formatAction)).toEqual(['Bh6', 'f6-h6']);
  });

  it('lights both ends when the stone lies inside the bridge', () => {
    const start = on('kite', 'stones Bf6 Bh6 Yj10', 'blue set 1 B2 P3 O1 G2 R2', 'to-move blue', 'turn 2');
    const { picker, click, played, names } = setUp(start, 'purple');
    click('g6');
    expect(names(picker.state().targets)).toEqual(['f6', 'h6']);
    click('h6');
    expect(played.map(formatAction)).toEqual(['Pg6', 'f6-h6']);
  });

  it('names the colour chosen when a tap places none (not the stock’s first colour)', () => {
    const { click, said, game } = setUp(E1, 'red');
    const refused = cellsOf(game()).cells.filter(
      (c) =>
        c.kind === 'dot' &&
        c.stone === null &&
        !rules.legalActions(game()).some((a) => a.kind === 'stone' && a.colour === 'red' && a.at === c.at),
    );
    click(refused[0]!.at);
    expect(said.at(-1)).toMatch(new RegExp(`^No red stone on ${refused[0]!.at}: `));
  });

  it('says where a bridge must go when a tap misses', () => {
    const { click, said } = setUp(E1, 'blue');
    click('h6');
    click('d6');
    expect(said.at(-1)).toBe('A bridge must go through the stone on h6: choose a lit end, or End the turn.');
  });
});

describe('End turn and Pass', () => {
  /** The buttons on the panel, as the player sees them. */
  const shown = (game: Game) => view.buttons!(game).filter((b) => !b.hidden);
  /** The button a letter presses, shown or not. */
  const keyed = (game: Game, key: string) => view.buttons!(game).find((b) => b.key === key)!;

  it('End turn waits, with the reason, until a stone on a dot has its bridge', () => {
    const yellow = run(E1, 'Bh6 f6-h6 end');
    expect(shown(yellow).map((b) => [b.label, b.action])).toEqual([['End turn', null]]);
    const onDot = run(yellow, 'Rg5');
    const [end] = shown(onDot);
    expect(end!.action).toBeNull();
    expect(end!.why).toMatch(/g5/);
    const bridged = run(onDot, 'g5-g7');
    expect(shown(bridged)[0]!.action).toEqual({ kind: 'end' });
  });

  it('offers Pass alone when the player to move has no stone that can go anywhere', () => {
    const rows = ['S1 S1 S1', 'S1 S1 S1', 'S1 S1 S1'];
    const stuck = field(
      rows,
      'stones Ba1 Yb1 Bc1 Ya2 Bb2 Yc2 Ba3 Yb3',
      'blue set 3',
      'yellow set 3 Y1',
      'to-move blue',
    );
    expect(shown(stuck).map((b) => b.label)).toEqual(['Pass']);
    expect(shown(stuck)[0]!.action).toEqual({ kind: 'pass' });
    // E, whose button is off the panel, says why the turn cannot end.
    expect(keyed(stuck, 'e').action).toBeNull();
    expect(keyed(stuck, 'e').why).toBe('Blue has no stone to place: pass');
  });

  it('P says why there is no passing while a stone of the player’s can go somewhere', () => {
    expect(shown(E1).map((b) => b.label)).toEqual(['End turn']);
    expect(keyed(E1, 'p').action).toBeNull();
    expect(keyed(E1, 'p').why).toBe('Blue has a stone to place: only a player who cannot place one passes');
  });
});

describe('what the board shows', () => {
  it('outlines the turn in progress, else the last finished turn: its stone and bridge ends', () => {
    const actions = ['Bh6', 'f6-h6', 'end'].reduce<{ g: Game; list: Action[] }>(
      ({ g, list }, t) => {
        const a = rules.parseAction(g, t);
        return { g: rules.play(g, a), list: [...list, a] };
      },
      { g: E1, list: [] },
    ).list;
    const cells = (list: Action[]) =>
      view.lastTurn!(list, E1)
        .map((c) => cellsOf(E1).cells[c]!.at)
        .sort();
    expect(cells(actions)).toEqual(['f6', 'h6']);
    expect(cells(actions.slice(0, 1))).toEqual(['h6']);
    expect(cells([])).toEqual([]);
  });

  it('crosses out the bridges a red bridge would cut (E2)', () => {
    const before = run(E1, 'Bh6 f6-h6 end Rg5');
    const red = rules.parseAction(before, 'g5-g7');
    expect(view.preview!(before, red).captures).toEqual([cellOf(before, 'g6')]);
  });

  it('writes each region’s name once, on its first cell', () => {
    const notes = view.notes!(newGame());
    expect(notes.map((n) => n.text).sort()).toEqual(['G1', 'G2', 'G3', 'G4', 'S1', 'W1', 'W2', 'W3', 'W4']);
    expect(view.notes!(newGame())).toBe(notes); // worked out once a layout
    expect(view.size!(newGame({ layout: 'kite' }))).toEqual({ cols: 13, rows: 18 });
  });

  it('names a cell outside the field, as the cursor crossing it reads it', () => {
    const { picker, said } = setUp(E1);
    picker.focus();
    const { cols } = view.size!(E1);
    for (let i = 0; i < cols; i++) picker.key('ArrowLeft');
    for (let i = 0; i < 30; i++) picker.key('ArrowUp');
    expect(said.at(-1)).toBe('a1: not part of the field.');
  });

  it('tells a cell in words: its region or dot, its stone and the bridges on it', () => {
    const g = run(E1, 'Bh6 f6-h6 end Rg5 g5-g7 end');
    expect(view.describeSquare(g, cellOf(g, 'g6')!)).toBe(
      "g6 in region S2: a purple stone (diamond), on Blue's bridge f6-h6 (cut) and a red bridge g5-g7.",
    );
    expect(view.describeSquare(g, cellOf(g, 'e6')!)).toBe('e6, a dot: empty.');
    expect(view.describeSquare(g, cellOf(g, 'a1')!)).toBe('a1: not part of the field.');
  });

  it('ends in words: the winner and both scores in parts, or who resigned', () => {
    expect(view.ending(E1)).toBeNull();
    const resigned = rules.play(E1, { kind: 'resign', player: 1 });
    expect(view.ending(resigned)).toEqual({ title: 'Blue wins', how: 'Yellow resigned', reason: 'Yellow resigned.' });
    const over = field(
      ['S1 S1 S1', 'S1 S1 S1', 'S1 S1 S1'],
      'stones Ba1',
      'blue set 3',
      'yellow set 3',
      'to-move yellow',
    );
    expect(status(over).winner).toBe('draw');
    expect(view.ending(over)!.title).toBe('A draw');
    expect(view.ending(over)!.reason).toBe(
      'No stone can be placed any more: Blue 0 (bridges 0, regions 0) to Yellow 0 (bridges 0, regions 0).',
    );
  });

  it('starts a rematch on the same layout', () => {
    expect(dividedLoyalties.freshGame!(newGame({ layout: 'octopus' })).layout.name).toBe('Octopus');
    expect(dividedLoyalties.freshGame!().layout.name).toBe('Crossroads');
  });
});
