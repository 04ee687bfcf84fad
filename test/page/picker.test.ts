// The game-neutral picker, driven as a player's hand would drive it, on Pressure's start position
// (R2): click-click, drag-and-release, a press that slides off, the keyboard cursor, refusals.
import { describe, expect, it } from 'vitest';
import { Picker } from '../../src/page/picker';
import { HOLD_MS } from '../../src/ui/gesture';
import { pressure } from '../../src/games/pressure/page';
import { parseSquare, squareName, type Action, type Game } from '../../src/games/pressure/rules/index';

const { rules, view } = pressure;
const sq = (name: string): number => parseSquare(name)!;

function setUp(game: Game = rules.newGame()) {
  const played: Action[] = [];
  const said: string[] = [];
  let now = game;
  let clock = 0;
  const picker = new Picker<Game, Action>(view, {
    game: () => now,
    legal: () => rules.legalActions(now),
    play: (a) => {
      played.push(a);
      now = rules.play(now, a);
    },
    say: (t) => said.push(t),
    now: () => clock,
  });
  const click = (name: string): void => {
    picker.press(sq(name), 0, 0);
    picker.release(sq(name));
  };
  const wait = (ms: number): void => {
    clock += ms;
    picker.tick();
  };
  return { picker, played, said, click, wait };
}

describe('picking a move on the board', () => {
  it('lights exactly the tokens that can move, then the chosen token’s squares', () => {
    const { picker, click } = setUp();
    expect(
      picker
        .state()
        .sources.map((s) => squareName(s))
        .sort(),
    ).toEqual(['c4', 'c5', 'd3', 'd5', 'e3', 'e4']);
    click('c4');
    expect(picker.state().selected).toBe(sq('c4'));
    expect(
      picker
        .state()
        .targets.map((s) => squareName(s))
        .sort(),
    ).toEqual(['b4', 'c3', 'd4']);
  });

  it('plays a move by click-click', () => {
    const { played, click } = setUp();
    click('c4');
    click('c3');
    expect(played.map(rules.formatAction)).toEqual(['c4-c3']);
  });

  it('plays a push by dragging the token and releasing it on the next square', () => {
    const { picker, played } = setUp();
    picker.press(sq('e3'), 100, 100);
    picker.move(sq('e3'), 90, 100);
    picker.move(sq('d3'), 40, 100);
    expect(picker.state().drag?.from).toBe(sq('e3'));
    expect(picker.state().targets).toContain(sq('d3'));
    // The push's preview: e3 and the d3 token it pushes both move.
    expect(picker.state().preview?.moves.map(squareName)).toEqual(['e3', 'd3']);
    picker.release(sq('d3'));
    expect(played.map(rules.formatAction)).toEqual(['e3-d3']);
  });

  it('a drag released where the token cannot go plays nothing and says why', () => {
    const { picker, played, said } = setUp();
    picker.press(sq('c4'), 100, 100);
    picker.move(sq('a4'), 0, 100);
    picker.release(sq('a4'));
    expect(played).toEqual([]);
    expect(said.at(-1)).toMatch(/c4|a4|adjacent|one square/i);
  });

  it('a press let go (a second finger came: a pinch) chooses nothing: the piece chosen before stays chosen', () => {
    const { picker, click } = setUp();
    picker.press(sq('c4'), 0, 0);
    picker.cancelPress();
    expect(picker.state().selected).toBe(null);
    click('d3');
    picker.press(sq('c4'), 0, 0);
    picker.cancelPress();
    expect(picker.state().selected).toBe(sq('d3'));
  });

  it('a click on an empty square with nothing chosen says what to do', () => {
    const { played, said, click } = setUp();
    click('a4');
    expect(played).toEqual([]);
    expect(said.at(-1)).toBe('Pick a token of yours first.');
  });

  it('a refusal goes once the player acts on it: a token chosen, or put down', () => {
    const { said, click } = setUp();
    click('a4');
    expect(said.at(-1)).toBe('Pick a token of yours first.');
    click('c4');
    expect(said.at(-1)).toBe('');
    click('a4'); // not a square c4 reaches
    expect(said.at(-1)).not.toBe('');
    click('c4'); // put down
    expect(said.at(-1)).toBe('');
    // Choosing with nothing refused says nothing: what Status shows (the last move) stays.
    const before = said.length;
    click('c4');
    expect(said.length).toBe(before);
  });

  it('a second click on the chosen token puts it down; another token is chosen instead', () => {
    const { picker, click } = setUp();
    click('c4');
    click('c4');
    expect(picker.state().selected).toBeNull();
    click('c4');
    click('d5');
    expect(picker.state().selected).toBe(sq('d5'));
  });

  it('the opponent’s tokens cannot be picked', () => {
    const { picker, said, click } = setUp();
    click('b1');
    expect(picker.state().selected).toBeNull();
    expect(said).toHaveLength(1);
  });

  it('plays by keyboard: arrows move the cursor, Enter picks and plays, Escape puts down', () => {
    const { picker, played } = setUp();
    picker.key('Enter'); // shows the cursor at the centre, c3
    expect(picker.cursor).toBe(sq('c3'));
    picker.key('ArrowDown');
    picker.key('Enter'); // c4 chosen
    expect(picker.selected).toBe(sq('c4'));
    picker.key('Escape');
    expect(picker.selected).toBeNull();
    picker.key('Enter');
    picker.key('ArrowUp');
    picker.key('Enter'); // to c3
    expect(played.map(rules.formatAction)).toEqual(['c4-c3']);
  });

  it('the keyboard bringing the focus shows the cursor at once, its square in words', () => {
    const { picker, said } = setUp();
    picker.focus(); // Tab to the board
    expect(picker.cursor).toBe(sq('c3'));
    expect(picker.readout()).toBe('c3: empty.');
    expect(said).toEqual([]); // the board's description says it: Status keeps what it said
    picker.key('ArrowDown');
    expect(said.at(-1)).toBe('c4: White token: it can move to c3, b4, d4. Enter chooses it.');
    picker.blur();
    expect(picker.cursor).toBeNull(); // hidden; the description is ready for the focus coming back
    expect(picker.readout()).toBe('c4: White token: it can move to c3, b4, d4. Enter chooses it.');
    picker.focus();
    expect(picker.cursor).toBe(sq('c4')); // where it was
  });

  it('says a piece chosen and put down by keyboard, and on a target what Enter would play there', () => {
    const { picker, played, said } = setUp();
    picker.focus();
    picker.key('ArrowDown');
    picker.key('Enter');
    expect(said.at(-1)).toBe('c4 chosen: it can go to c3, b4, d4.');
    expect(picker.readout()).toBe('c4: White token: it can move to c3, b4, d4. Chosen: Escape puts it down.');
    picker.key('ArrowUp');
    expect(said.at(-1)).toBe('c3: empty. Enter moves here: White c4 steps up to c3.');
    picker.key('ArrowLeft'); // b3: Black's, no target of c4's
    expect(said.at(-1)).toBe('b3: Black token.');
    picker.key('ArrowDown'); // b4
    picker.key('ArrowRight'); // back on c4
    picker.key('Escape');
    expect(said.at(-1)).toBe('c4 put down.');
    picker.key('Enter');
    picker.key('Enter'); // Enter on the chosen token puts it down too
    expect(said.at(-1)).toBe('c4 put down.');
    expect(played).toEqual([]);
    // A push: the move's own sentence names the token pushed and what it captures.
    picker.key('ArrowRight');
    picker.key('ArrowUp'); // d3
    picker.key('ArrowRight'); // e3
    picker.key('Enter');
    picker.key('ArrowLeft');
    expect(said.at(-1)).toBe(
      "d3: White token: it can move to d2, d4, c3. Enter moves here: White e3 pushes d3 left; White's c3 is captured.",
    );
    const before = said.length;
    picker.key('Enter');
    expect(played.map(rules.formatAction)).toEqual(['e3-d3']);
    expect(said.length).toBe(before); // the move played is the page's to say
  });

  it('the keyboard cursor comes back where it was when the board has the focus again', () => {
    const { picker } = setUp();
    picker.key('Enter'); // the cursor at the centre, c3
    picker.key('ArrowRight');
    picker.key('ArrowRight');
    expect(picker.cursor).toBe(sq('e3'));
    picker.blur(); // Tab to the game's own controls
    expect(picker.cursor).toBeNull();
    picker.key('Enter'); // back on the board
    expect(picker.cursor).toBe(sq('e3'));
    picker.key('ArrowLeft');
    expect(picker.cursor).toBe(sq('d3'));
  });

  it('the readout reads the position the board shows (a replay’s moment), where Enter plays nothing', () => {
    const start = rules.newGame();
    let shown = start;
    const picker = new Picker<Game, Action>(view, {
      game: () => start,
      shown: () => shown,
      legal: () => [],
      play: () => {},
      say: () => {},
      now: () => 0,
    });
    picker.focus();
    picker.key('ArrowDown'); // c4, White's token in the game in play
    expect(picker.readout()).toBe('c4: White token: it can move to c3, b4, d4.');
    shown = rules.play(
      start,
      rules.legalActions(start).find((a) => rules.formatAction(a) === 'c4-c3')!,
    );
    expect(picker.readout()).toBe('c4: empty.');
  });

  it('a move the page refuses (a lesson’s guard) leaves its token chosen for another try', () => {
    const game = rules.newGame();
    const tried: Action[] = [];
    const picker = new Picker<Game, Action>(view, {
      game: () => game,
      legal: () => rules.legalActions(game),
      play: (a) => {
        tried.push(a);
        return false; // every move refused
      },
      say: () => {},
      now: () => 0,
    });
    picker.tap(sq('c4'));
    picker.tap(sq('c3'));
    expect(tried.map(rules.formatAction)).toEqual(['c4-c3']);
    expect(picker.selected).toBe(sq('c4'));
  });

  it('takes no input while locked, and says why', () => {
    const { picker, played, said, click } = setUp();
    picker.lock('Black is thinking…');
    click('c4');
    click('c3');
    expect(played).toEqual([]);
    expect(picker.state().sources).toEqual([]);
    expect(said.at(-1)).toBe('Black is thinking…');
  });

  it('takes back what it said of a hold once the hold goes: no "Connecting…" is left after connecting', () => {
    const { picker, said, click } = setUp();
    picker.lock('Connecting to online room K7QX2MABCD…', 'room');
    click('c4');
    expect(said.at(-1)).toBe('Connecting to online room K7QX2MABCD…');
    picker.lock(null, 'room');
    expect(said.at(-1)).toBe('');
    // A hold that was never quoted leaves Status as it is.
    picker.lock('Black is thinking…');
    said.push('White c4 steps up to c3');
    picker.lock(null);
    expect(said.at(-1)).toBe('White c4 steps up to c3');
  });

  it('a press held still says what stands on the square, and its release plays nothing', () => {
    const { picker, played, said, wait } = setUp();
    picker.press(sq('b1'), 10, 10);
    wait(HOLD_MS - 1);
    expect(said).toEqual([]);
    wait(1);
    expect(said).toEqual(['b1: Black token.']);
    picker.release(sq('b1'));
    picker.press(sq('c4'), 10, 10);
    wait(HOLD_MS);
    expect(said.at(-1)).toBe('c4: White token: it can move to c3, b4, d4.');
    picker.release(sq('c4'));
    expect(played).toEqual([]);
    // Held to be read, the token is not chosen: the next tap elsewhere moves nothing of it.
    expect(picker.state().selected).toBeNull();
    expect(picker.held).toBe(sq('c4'));
  });

  it('a quick tap that a busy page noticed late still plays: the finger’s own times count', () => {
    const { picker, played, wait } = setUp();
    picker.press(sq('c4'), 10, 10, 0);
    picker.release(sq('c4'), 80);
    // The page was busy for a second: the next frame comes before the finger's lift is handled.
    picker.press(sq('c3'), 10, 10, 100);
    wait(1000);
    picker.release(sq('c3'), 180);
    expect(played.map(rules.formatAction)).toEqual(['c4-c3']);
  });

  it('stays held while any holder holds it: the page letting go leaves a room’s hold', () => {
    const { picker, played, said, click } = setUp();
    picker.lock('Black to play; you are White.', 'room');
    picker.lock('Black is thinking…');
    picker.lock(null);
    click('c4');
    expect(said.at(-1)).toBe('Black to play; you are White.');
    picker.lock(null, 'room');
    click('c4');
    click('c3');
    expect(played.map(rules.formatAction)).toEqual(['c4-c3']);
  });

  it('a press that slides off its square before release does nothing', () => {
    const { picker, played } = setUp();
    picker.press(sq('a4'), 0, 0);
    picker.release(sq('b4'));
    expect(played).toEqual([]);
    expect(picker.state().selected).toBeNull();
  });

  it('names the actions a press on a square would mean, from the chosen piece, for the game’s own marks', () => {
    const { picker, click } = setUp();
    expect(picker.actionsTo(sq('c3'))).toEqual([]); // nothing chosen: no placement here
    click('c4');
    expect(picker.actionsTo(sq('c3')).map(rules.formatAction)).toEqual(['c4-c3']);
    expect(picker.actionsTo(sq('e5'))).toEqual([]);
    picker.lock('Black is thinking…');
    expect(picker.actionsTo(sq('c3'))).toEqual([]);
  });
});

describe('placements on a board where pieces can also be picked (Vacuum)', () => {
  it('are not marked while pieces can be picked, yet a tap plays one; marked once they are all that is offered', async () => {
    const { vacuum } = await import('../../src/games/vacuum/page');
    const v = vacuum.rules;
    let now = v.play(v.newGame({ players: 2 }), { kind: 'vacuumMove', at: 64 });
    now = v.play(now, { kind: 'commit' });
    now = v.play(now, { kind: 'vacuumMove', at: 91 });
    now = v.play(now, { kind: 'commit' }); // Red, with a pebble that can act, to move
    const played: string[] = [];
    let onlyVacuum = false;
    const picker = new Picker(vacuum.view, {
      game: () => now,
      legal: () => v.legalActions(now).filter((a) => !onlyVacuum || a.kind === 'vacuumMove'),
      play: (a) => void played.push(v.formatAction(a)),
      say: () => {},
      now: () => 0,
    });
    expect(picker.state().sources.length).toBeGreaterThan(0);
    expect(picker.state().targets).toEqual([]);
    picker.tap(100);
    expect(played).toEqual([v.formatAction({ kind: 'vacuumMove', at: 100 })]);
    onlyVacuum = true;
    expect(picker.state().targets).toContain(100);
  });
});

describe('a board diverted to the position editor', () => {
  it('gives taps, Enter, cursor moves and Escape to the editor, and picks and says nothing itself', () => {
    const { picker, played, said, click } = setUp();
    const heard: string[] = [];
    let picked: number | null = null;
    picker.divert = {
      picked: () => picked,
      tap: (s) => heard.push(`tap ${squareName(s)}`),
      cursor: (s) => heard.push(`cursor ${squareName(s)}`),
      escape: () => heard.push('escape') > 0,
    };
    click('c4');
    expect(picker.state().selected).toBeNull();
    picker.key('Enter'); // the first Enter shows the cursor
    picker.key('ArrowUp');
    picker.key('Enter');
    expect(picker.key('Escape')).toBe(true);
    expect(heard).toEqual([
      'tap c4',
      `cursor ${squareName(picker.state().cursor!)}`,
      `tap ${squareName(picker.state().cursor!)}`,
      'escape',
    ]);
    // The cursor's readout is the square alone: nothing is picked or played there.
    expect(picker.readout()).toBe(view.describeSquare(rules.newGame(), picker.state().cursor!));
    expect(played).toEqual([]);
    expect(said).toEqual([]);
    // What the editor holds picked up (a tile to slide) is marked as a chosen piece is.
    expect(picker.state().selected).toBeNull();
    picked = sq('a1');
    expect(picker.state().selected).toBe(sq('a1'));
  });
});
