import { describe, expect, it } from 'vitest';
import { formatPosition, legalActions, newGame, status } from '../../../../src/games/vacuum/rules/index';
import { position, sq, token } from '../rules/helpers';
import { click, controllerFor, drag, MemoryStore } from '../../../support/ui';
import { drop, NOTHING_SELECTED } from '../../../../src/games/vacuum/view/selection';
import { Controller } from '../../../../src/games/vacuum/page/controller';
import { Session } from '../../../../src/games/vacuum/page/session';

const targetNames = (c: ReturnType<typeof controllerFor>['c']): string[] =>
  c
    .view()
    .targets.map((t) => t.sq)
    .sort((a, b) => a - b)
    .map((s) => formatSq(s));
const formatSq = (s: number): string => String.fromCharCode(97 + (s % 12)) + String(Math.floor(s / 12) + 1);

describe('buttons', () => {
  it('are lit exactly for the actions the rules list now', () => {
    const { c } = controllerFor(newGame({ players: 2 }));
    const lit = Object.entries(c.buttons())
      .filter(([, on]) => on)
      .map(([id]) => id)
      .sort();
    expect(lit).toEqual(['perimeterMove', 'resign', 'vacuumMove']);
    const busy = controllerFor(position({ pieces: { e5: 'RR', f5: 'R', f6: 'Y' } })).c.buttons();
    expect(busy.entrench && busy.supplyChain && busy.pebbleWar && busy.retreat).toBe(true);
    expect(busy.commit || busy.undo || busy.cast).toBe(false);
  });
});

describe('Vacuum Move shortcut', () => {
  it('a move made elsewhere (a room, a computer) puts the prompt for the player now to move in Status', () => {
    const { c, session } = controllerFor(newGame({ players: 3 }));
    const vacuum = legalActions(session.game).find((a) => a.kind === 'vacuumMove')!;
    session.play(vacuum);
    session.play({ kind: 'commit' });
    expect(c.message).toMatch(/^Gold to play, Stage 1/);
  });

  it('a click on a free square with no action selected plays Vacuum Move, then Commit lights', () => {
    const { c, session } = controllerFor(newGame({ players: 2 }));
    click(c, 'e5');
    expect(token(session.game, 'e5')).toBe('R');
    expect(c.buttons().commit).toBe(true);
    expect(c.buttons().undo).toBe(true);
    c.command('commit');
    expect(status(session.game).current).toBe(1);
  });
});

describe('click-click and drag-and-release', () => {
  const start = () => controllerFor(position({ pieces: { e5: 'RRR', f5: 'R' } }));

  it('click-click: action, source, target', () => {
    const { c, session } = start();
    c.selectAction('supplyChain');
    expect(c.view().sources.map(formatSq).sort()).toEqual(['e5', 'f5']);
    click(c, 'e5');
    expect(c.view().selected).toBe(sq('e5'));
    click(c, 'f5');
    expect(token(session.game, 'f5')).toBe('RRRR');
  });

  it('drag: pressing on a source selects it, the piece follows, release on the target plays', () => {
    const { c, session } = start();
    c.selectAction('supplyChain');
    c.pointerDown(sq('e5'), 100, 100);
    expect(c.view().selected).toBe(sq('e5'));
    c.pointerMove(sq('e5'), 120, 100);
    expect(c.view().drag).toEqual({ from: sq('e5'), x: 120, y: 100, mode: 'supplyChain', count: 3 });
    c.pointerUp(sq('f5'), 160, 100);
    expect(token(session.game, 'f5')).toBe('RRRR');
    expect(c.view().drag).toBe(null);
  });

  it('a press that moves less than the threshold is a click, not a drag', () => {
    const { c } = start();
    c.selectAction('supplyChain');
    c.pointerDown(sq('e5'), 100, 100);
    c.pointerMove(sq('e5'), 102, 101);
    expect(c.view().drag).toBe(null);
    c.pointerUp(sq('e5'), 102, 101);
    expect(c.view().selected).toBe(sq('e5'));
    expect(c.view().count).toBe(3); // the press selected the source; no count cycle yet
  });

  it('a drag released off any target keeps the source and changes nothing', () => {
    const { c, session } = start();
    const before = formatPosition(session.game);
    c.selectAction('supplyChain');
    drag(c, 'e5', 'h9');
    expect(formatPosition(session.game)).toBe(before);
    expect(c.view().selected).toBe(sq('e5'));
  });

  it('touchcancel / pointercancel leaves nothing stuck', () => {
    const { c } = start();
    c.selectAction('supplyChain');
    c.pointerDown(sq('e5'), 100, 100);
    c.pointerMove(sq('e5'), 140, 100);
    c.pointerCancel();
    expect(c.view().drag).toBe(null);
    c.pointerMove(sq('f6'), 150, 150);
    expect(c.view().drag).toBe(null);
  });
});

describe('count cycling', () => {
  it('clicking the selected source cycles the count, and targets follow the count', () => {
    const { c, session } = controllerFor(position({ pieces: { e5: 'RRR', f5: 'R' } }));
    c.selectAction('supplyChain');
    click(c, 'e5');
    expect(c.view().count).toBe(3);
    expect(targetNames(c)).toEqual(['f5']); // all three fit only onto own pebbles
    click(c, 'e5');
    expect(c.view().count).toBe(2);
    expect(targetNames(c)).toContain('e6'); // two may go into an empty square
    click(c, 'e5');
    click(c, 'e5');
    expect(c.view().count).toBe(3);
    click(c, 'e5');
    click(c, 'e6');
    expect(token(session.game, 'e6')).toBe('RR');
    expect(status(session.game).stage).toBe(3);
  });

  it('applies to Reduction Attack and Pebble Attack too', () => {
    const { c } = controllerFor(position({ pieces: { e5: 'RR', f5: 'YYYY' } }));
    c.selectAction('reductionAttack');
    click(c, 'e5');
    expect(c.view().count).toBe(2);
    click(c, 'e5');
    expect(c.view().count).toBe(1);
  });
});

describe('modes', () => {
  it('Supply Chain stays active from the square it reached while a next step exists', () => {
    const { c } = controllerFor(position({ pieces: { d5: 'RR', e5: 'R', f5: 'R' }, header: { stage: '2' } }));
    c.selectAction('supplyChain');
    click(c, 'd5');
    click(c, 'd5'); // count 1
    click(c, 'e5');
    expect(c.mode).toBe('supplyChain');
    expect(c.view().selected).toBe(sq('e5'));
    c.command('exitSupplyChain');
    expect(c.mode).toBe(null);
  });

  it('Pebble War carries on with the winning unit', () => {
    const { c, session } = controllerFor(position({ pieces: { d5: 'RRR', e5: 'Y', f5: 'Y' } }));
    c.selectAction('pebbleWar');
    click(c, 'd5');
    click(c, 'e5');
    expect(c.mode).toBe('pebbleWar');
    expect(c.view().selected).toBe(sq('e5'));
    click(c, 'f5');
    expect(token(session.game, 'f5')).toBe('RRR');
  });

  it('a Boulder Chain selects the chained boulder by itself', () => {
    const { c } = controllerFor(position({ pieces: { d5: 'bR', e5: 'RR', f5: 'R' }, header: { 'stone-era': 'red' } }));
    c.selectAction('boulder');
    click(c, 'd5');
    click(c, 'e5');
    expect(c.mode).toBe('boulder');
    expect(c.view().selected).toBe(sq('e5'));
    expect(c.buttons().exitChain).toBe(true);
    c.command('exitChain');
    expect(c.mode).toBe(null);
  });

  it('Cast Stone: a click on the hook square hooks; a click along the line lands straight', () => {
    // From f9 northwards the stone reaches f6, on Red's diagonal to c3: it may hook to e5.
    const cast = position({ pieces: { f9: 'sR' }, header: { 'stone-era': 'red' } });
    const hooked = controllerFor(cast);
    hooked.c.selectAction('cast');
    click(hooked.c, 'f9');
    expect(targetNames(hooked.c)).toEqual(expect.arrayContaining(['e5', 'f6']));
    click(hooked.c, 'e5');
    expect(token(hooked.session.game, 'e5')).toBe('sR');
    const straight = controllerFor(cast);
    straight.c.selectAction('cast');
    click(straight.c, 'f9');
    click(straight.c, 'f7');
    expect(token(straight.session.game, 'f6')).toBe('sR');
    expect(token(straight.session.game, 'e5')).toBe('');
  });

  it('Cast Stone: a click further along a direction casts that way', () => {
    const { c, session } = controllerFor(position({ pieces: { f6: 'sR', f3: 'Y' }, header: { 'stone-era': 'red' } }));
    c.selectAction('cast');
    click(c, 'f6');
    click(c, 'f3'); // the stone stops on f4, before the pebble
    expect(token(session.game, 'f4')).toBe('sR');
  });
});

describe('diagnostics square', () => {
  it('follows the pointer, and a press (a touch has no hover) reads the pressed square', () => {
    const { c } = controllerFor(newGame({ players: 2 }));
    c.pointerMove(sq('e5'), 0, 0);
    expect(c.view().hover).toBe(sq('e5'));
    c.pointerDown(sq('h8'), 0, 0);
    expect(c.view().hover).toBe(sq('h8'));
    c.pointerLeave();
    expect(c.view().hover).toBe(null);
  });
});

describe('Teleport', () => {
  it('a second click on the selected pedestal teleports it onto itself', () => {
    const { c, session } = controllerFor(position({ pieces: { c3: 'R' } }));
    c.selectAction('teleport');
    click(c, 'c3');
    expect(c.view().targets.map((t) => t.sq)).toContain(sq('c3'));
    click(c, 'c3');
    expect(session.log.at(-1)?.text).toBe('teleport c3-c3');
    expect(status(session.game).cooldowns).toContain(sq('c3'));
  });
});

describe('several defenders on one square', () => {
  // Three players: Red's three pebbles next to a square shared by Gold and Green.
  const shared = () => controllerFor(position({ players: 3, pieces: { e5: 'RRR', f5: 'YG' } }));

  it('asks whom to attack, and attacks the one chosen', () => {
    const { c, session } = shared();
    c.selectAction('pebbleWar');
    click(c, 'e5');
    click(c, 'f5');
    expect(c.view().choosing).toEqual({ at: sq('f5'), players: [1, 2] });
    expect(c.message).toMatch(/Gold or Green/);
    expect(token(session.game, 'f5')).toBe('YG'); // nothing happens until the answer
    c.chooseDefender(2);
    expect(token(session.game, 'f5')).toBe('RRRY');
    expect(session.log.at(-1)?.text).toBe('war e5-f5 green');
  });

  it('a press elsewhere or no answer puts the question away and changes nothing', () => {
    const { c, session } = shared();
    c.selectAction('pebbleWar');
    click(c, 'e5');
    drag(c, 'e5', 'f5');
    expect(c.view().choosing?.players).toEqual([1, 2]);
    c.pointerDown(sq('h8'), 0, 0);
    expect(c.view().choosing).toBe(null);
    click(c, 'f5');
    c.chooseDefender(null);
    expect(c.view().choosing).toBe(null);
    expect(token(session.game, 'f5')).toBe('YG');
    expect(c.mode).toBe('pebbleWar');
  });

  it('Escape (cancel) with the question open puts the question away only, as its Cancel does', () => {
    const { c, session } = shared();
    c.selectAction('pebbleWar');
    click(c, 'e5');
    click(c, 'f5');
    c.cancel();
    expect(c.view().choosing).toBe(null);
    expect(c.mode).toBe('pebbleWar');
    expect(c.source).toBe(sq('e5'));
    expect(token(session.game, 'f5')).toBe('YG');
    c.cancel(); // a second Escape puts the action down
    expect(c.mode).toBe(null);
  });
});

describe('cancelling', () => {
  it('pressing the selected action again, or cancel(), puts it down', () => {
    const { c } = controllerFor(position({ pieces: { e5: 'RRR', f5: 'R' } }));
    c.selectAction('supplyChain');
    click(c, 'e5');
    c.selectAction('supplyChain');
    expect(c.mode).toBe(null);
    expect(c.view().selected).toBe(null);
    c.selectAction('entrench');
    c.cancel();
    expect(c.mode).toBe(null);
    expect(c.view().targets).toEqual([]);
  });

  it('a Boulder Chain cannot be put down, only exited', () => {
    const { c } = controllerFor(
      position({ pieces: { e5: 'bR', f5: 'R' }, header: { stage: 'chain', chain: 'e5', 'stone-era': 'red' } }),
    );
    c.cancel();
    c.selectAction('boulder');
    expect(c.mode).toBe('boulder');
    expect(c.view().selected).toBe(sq('e5'));
  });

  it('a new game clears the selection and the old status', () => {
    const { c, session } = controllerFor(position({ pieces: { e5: 'RRR', f5: 'R' } }));
    c.selectAction('supplyChain');
    click(c, 'e5');
    session.replace(newGame({ players: 2 }), []);
    expect(c.mode).toBe(null);
    expect(c.view().selected).toBe(null);
    expect(c.message).toMatch(/Red to play/);
  });
});

describe('targets', () => {
  it('mark exactly the legal targets of the selected source, rings on occupied squares', () => {
    const { c, session } = controllerFor(position({ pieces: { e5: 'RR', f5: 'R', f6: 'Y' } }));
    const wars = legalActions(session.game).filter((a) => a.kind === 'pebbleWar');
    c.selectAction('pebbleWar');
    expect(c.view().sources.sort((x, y) => x - y)).toEqual([...new Set(wars.map((a) => a.from))].sort((x, y) => x - y));
    click(c, 'e5');
    const legal = wars.filter((a) => a.from === sq('e5')).map((a) => formatSq(a.to));
    expect(legal.length).toBeGreaterThan(0);
    expect(targetNames(c)).toEqual(legal.sort());
    expect(c.view().targets.every((t) => t.occupied)).toBe(true);
  });
});

describe('messages', () => {
  it("a refused target shows the rules' reason and changes nothing", () => {
    const { c, session } = controllerFor(position({ pieces: { e5: 'RRRR', f5: 'YY' } }));
    const before = formatPosition(session.game);
    c.selectAction('reductionAttack');
    click(c, 'e5');
    expect(c.view().count).toBe(1);
    click(c, 'g7');
    expect(c.message).toMatch(/Reduction Attack/);
    expect(formatPosition(session.game)).toBe(before);
  });
});

describe('undo, commit and resign', () => {
  it('undo steps back and clears the selection', () => {
    const { c, session } = controllerFor(position({ pieces: { e5: 'RRR', f5: 'R' } }));
    c.selectAction('supplyChain');
    click(c, 'e5');
    click(c, 'f5');
    c.selectAction('supplyChain');
    click(c, 'f5');
    c.command('undo');
    expect(token(session.game, 'e5')).toBe('RRR');
    expect(c.view().selected).toBe(null);
    expect(c.mode).toBe(null);
  });

  it('resign asks for confirmation first', () => {
    const { c, session } = controllerFor(newGame({ players: 3 }));
    session.setSeat(1, 'easy');
    session.setSeat(2, 'easy');
    c.command('resign');
    expect(c.confirmingResign).toBe(true);
    c.confirmResign(null);
    expect(status(session.game).active).toEqual([0, 1, 2]);
    c.command('resign');
    c.confirmResign(0);
    expect(status(session.game).eliminated).toEqual([0]);
    expect(session.log.at(-1)?.text).toBe('resign red');
    expect(c.message).toMatch(/^Red resigned\. Red is out of the game\. /);
  });
});

describe('who resigns (any player still in the game, at any moment)', () => {
  /** A controller whose Resign question is recorded: the players offered, and the answer to give. */
  function asking(game = newGame({ players: 3 }), roomSeat?: () => number | null) {
    const session = Session.start(new MemoryStore(), status(game).players);
    session.replace(game, [], session.settings);
    const offered: (readonly number[])[] = [];
    let reply: ((player: 0 | 1 | 2 | 3 | null) => void) | null = null;
    const c = new Controller(session, {
      askResign: (players, answer) => {
        offered.push(players);
        reply = answer;
      },
      roomSeat,
    });
    return { c, session, offered, answer: (p: 0 | 1 | 2 | 3 | null) => reply!(p) };
  }

  it('a resignation that ends the game is said once, in how it ended', () => {
    const { c, session, answer } = asking(newGame({ players: 2 }));
    c.command('resign');
    answer(0);
    expect(status(session.game).winner).toBe(1);
    expect(c.message).toBe('Gold wins the game. Red resigned: Gold is the last player standing.');
  });

  it('people sharing the board are each offered, the player to move first; one not to move leaves, and the turn goes on', () => {
    const { c, session, offered, answer } = asking(position({ players: 3, pieces: { e5: 'RR', f5: 'Y' } }));
    click(c, 'h8'); // Red's Vacuum Move: Red's turn is under way
    c.command('resign');
    expect(offered).toEqual([[0, 1, 2]]);
    expect(c.message).toBe('Who resigns: Red, Gold, Green? Choose one, or play on.');
    answer(1);
    expect(status(session.game)).toMatchObject({ current: 0, active: [0, 2], eliminated: [1], winner: null });
    expect(token(session.game, 'f5')).toBe('N'); // Gold's pebble stays, neutral
    expect(c.message).toMatch(/^Gold resigned\. Gold is out of the game\. Red/);
    c.command('resign');
    expect(offered.at(-1)).toEqual([0, 2]);
  });

  it('a lone person against computers is the one who resigns, even with a computer to move', () => {
    const { c, session, offered, answer } = asking(newGame({ players: 2 }));
    session.setSeat(0, 'easy');
    c.command('resign');
    expect(offered).toEqual([[1]]);
    answer(1);
    expect(status(session.game).winner).toBe(0);
    expect(session.log.at(-1)?.text).toBe('resign gold');
    expect(c.buttons().resign).toBe(false);
    expect(c.whyOff('resign')).toBe('The game is over.');
  });

  it('while a computer plays a person may still resign; while a room holds the board, not', () => {
    const { c, session, offered, answer } = asking(newGame({ players: 2 }));
    session.setSeat(0, 'easy');
    c.hold('Red (computer, easy) is thinking…', true);
    expect(c.buttons().resign).toBe(true);
    expect(c.buttons().vacuumMove).toBe(false);
    c.command('resign');
    // The computer's next action holds the board again: the question stays open.
    c.hold('Red (computer, easy) is playing…', true);
    answer(1);
    expect(status(session.game).winner).toBe(0);
    c.hold('Gold to play; you are Red.');
    expect(c.buttons().resign).toBe(false);
    expect(offered).toHaveLength(1);
  });

  it('in an online room the page resigns its own seat only, and a watcher none', () => {
    let seat: number | null = 2;
    const { c, offered } = asking(newGame({ players: 3 }), () => seat);
    c.command('resign');
    expect(offered).toEqual([[2]]);
    c.confirmResign(null);
    seat = null;
    expect(c.buttons().resign).toBe(false);
    expect(c.whyOff('resign')).toBe('You are watching this room: only its seated players may resign.');
  });

  it('an answer that was not offered resigns nobody', () => {
    const { c, session, answer } = asking(newGame({ players: 3 }), () => 2);
    c.command('resign');
    answer(0);
    expect(status(session.game).active).toEqual([0, 1, 2]);
  });
});

describe('while a computer plays (held)', () => {
  it('the board and buttons take no input, hover still reads squares, and the status says who is playing', () => {
    const { c, session } = controllerFor(position({ pieces: { e5: 'RRR', f5: 'R' } }));
    c.selectAction('supplyChain');
    click(c, 'e5');
    c.hold('Gold (computer, easy) is thinking…');
    expect(c.view().selected).toBe(null);
    expect(Object.values(c.buttons()).some(Boolean)).toBe(false);
    expect(c.prompt()).toBe('Gold (computer, easy) is thinking…');
    const before = session.game;
    c.selectAction('supplyChain');
    click(c, 'e5');
    drag(c, 'e5', 'f6');
    click(c, 'a1');
    c.command('commit');
    c.command('resign');
    expect(session.game).toBe(before);
    expect(c.confirmingResign).toBe(false);
    c.pointerMove(sq('f5'), 50, 50);
    expect(c.hover).toBe(sq('f5'));
    c.hold(null);
    expect(c.buttons().supplyChain).toBe(true);
  });

  it('undo stays within the turn: at its start it takes nothing back and names Take back instead', () => {
    const session = Session.start(null, 2);
    let offered = true;
    const c = new Controller(session, { canTakeBack: () => offered });
    click(c, 'e5');
    c.command('commit');
    const committed = session.game;
    expect(c.buttons().undo).toBe(false);
    c.command('undo');
    expect(session.game).toBe(committed);
    expect(c.message).toBe(
      'Nothing to undo in this turn. To take back your last turn, choose Take back turn in the menu.',
    );
    offered = false;
    expect(c.whyOff('undo')).toBe('Nothing to undo in this turn.');
  });
});

describe('the keyboard cursor', () => {
  it('comes back where it was when the board has the focus again', () => {
    const { c } = controllerFor(newGame({ players: 2 }));
    c.focusBoard(true);
    expect(c.cursor).toBe(sq('f6'));
    c.key('ArrowLeft');
    c.focusBoard(false);
    expect(c.cursor).toBe(null);
    c.focusBoard(true);
    expect(c.cursor).toBe(sq('e6'));
  });

  it('the prompt says "press Enter on" while the keyboard has the board, "click" once a pointer presses', () => {
    const { c } = controllerFor(newGame({ players: 2 }));
    c.focusBoard(true);
    expect(c.prompt()).toMatch(/press Enter on a free square for Vacuum Move/);
    c.focusBoard(false); // the focus went to a button (the whom-to-attack choice): still the keyboard's words
    expect(c.prompt()).toMatch(/press Enter on a free square for Vacuum Move/);
    expect(c.byKeyboard).toBe(true);
    c.pointerDown(null, 10, 10);
    expect(c.prompt()).toMatch(/click a free square for Vacuum Move/);
  });

  it('Status\'s prompt, said before the keyboard brought the focus, says "press Enter on" once it has', () => {
    const { c } = controllerFor(newGame({ players: 2 }));
    c.say(c.prompt()); // as the page says it on opening, under the new-game dialog
    expect(c.message).toMatch(/click a free square for Vacuum Move/);
    c.focusBoard(true); // Escape closes the dialog: the keyboard brings the focus to the board
    expect(c.message).toMatch(/press Enter on a free square for Vacuum Move/);
    // Anything else Status says stays.
    c.focusBoard(false);
    c.say('Turn committed.');
    c.focusBoard(true);
    expect(c.message).toBe('Turn committed.');
  });
});

describe('drag a piece with no action chosen (controller)', () => {
  it('lights every square the piece can reach while it is dragged, before the release', () => {
    // Two pebbles on e5: Retreat, Entrench, Supply Chain… each reaches squares of its own.
    const { c } = controllerFor(position({ pieces: { e5: 'RR', h8: 'Y' } }));
    c.pointerDown(sq('e5'), 100, 100);
    expect(c.view().targets).toEqual([]);
    c.pointerMove(sq('e5'), 110, 104);
    const lit = targetNames(c);
    const reach = legalActions(c.game).flatMap((a) => ('from' in a && 'to' in a && a.from === sq('e5') ? [a.to] : []));
    expect(new Set(lit)).toEqual(new Set(reach.map(formatSq)));
    expect(lit).toContain('e3'); // Pebble Retreat's two squares away
    expect(lit).toContain('f5'); // Supply Chain's neighbour
    c.pointerUp(sq('e5'), 110, 104);
    expect(c.view().targets).toEqual([]);
  });
});

describe('drag a piece with no action chosen (selection step)', () => {
  it('plays the one legal action that moves the piece there', () => {
    // Two pebbles two squares from e3: only Pebble Retreat moves them there.
    const g = position({ pieces: { e5: 'RR', h8: 'Y' } });
    const fits = drop(g, NOTHING_SELECTED, sq('e5'), sq('e3'));
    expect(fits.play).toEqual({ kind: 'retreat', from: sq('e5'), to: sq('e3') });
  });

  it('offers a chooser when several actions fit, and plays the one picked', () => {
    const { c, session } = controllerFor(position({ pieces: { e5: 'RRR', f5: 'R' } }));
    drag(c, 'e5', 'f5');
    const choosing = c.view().choosing!;
    expect(choosing.labels).toEqual(expect.arrayContaining(['Supply Chain ×3', 'Supply Chain ×1']));
    expect(token(session.game, 'f5')).toBe('R'); // nothing until the answer
    c.choose(choosing.labels!.indexOf('Supply Chain ×2'));
    expect(token(session.game, 'f5')).toBe('RRR');
  });

  it('a drag never plays a Vacuum Move and never places a pebble where it is released', () => {
    const { c, session } = controllerFor(position({ pieces: { e5: 'RR' } }));
    drag(c, 'e5', 'd9'); // no action moves e5 to d9
    expect(token(session.game, 'd9')).toBe('');
    expect(c.message).toMatch(/No action moves e5 to d9/);
    drag(c, 'h8', 'd9'); // from an empty square: nothing to drag
    expect(token(session.game, 'd9')).toBe('');
    expect(session.log).toEqual([]);
  });

  it('a press held on a square reads it and plays nothing; a tap still plays Vacuum Move', () => {
    let now = 0;
    const store = new MemoryStore();
    const session = Session.start(store, 2);
    const c = new Controller(session, { now: () => now });
    c.pointerDown(sq('e5'), 10, 10, true);
    expect(c.view().hover).toBe(sq('e5'));
    expect(c.reading()).toBe(null); // a tap so far: no readout card yet
    now = 800;
    expect(c.reading()).toBe(sq('e5')); // held: its card shows while the finger is still down
    c.pointerUp(sq('e5'), 10, 10);
    expect(session.log).toEqual([]);
    expect(c.view().pinned).toBe(sq('e5'));
    expect(c.reading()).toBe(sq('e5'));
    c.pointerDown(sq('e5'), 10, 10, true);
    expect(c.reading()).toBe(null);
    now = 900;
    c.pointerUp(sq('e5'), 10, 10);
    expect(token(session.game, 'e5')).toBe('R');
  });

  it('a pinned readout goes when the board shows something else: a replay opening or closing, another game', () => {
    let now = 0;
    const session = Session.start(new MemoryStore(), 2);
    const c = new Controller(session, { now: () => now });
    const pin = (name: string): void => {
      c.pointerDown(sq(name), 10, 10, true, now);
      now += 800;
      c.pointerUp(sq(name), 10, 10, now);
      expect(c.reading()).toBe(sq(name));
    };
    pin('f4');
    c.showReplay('Replay: turn 1 of 1');
    expect([c.view().pinned, c.reading()]).toEqual([null, null]);
    c.showReplay('Replay: turn 0 of 1'); // a step in the replay: nothing pinned comes back
    expect(c.reading()).toBe(null);
    c.showReplay(null);
    expect(c.reading()).toBe(null);
    pin('f4');
    c.showReplay('Replay: turn 1 of 1');
    c.showReplay(null); // closed again: the readout pinned before it opened stays gone
    expect(c.reading()).toBe(null);
    pin('f4');
    session.replace(position({ pieces: { e5: 'R' } }), []); // a new game, a load, Play from here
    expect([c.view().pinned, c.reading()]).toEqual([null, null]);
    pin('e5');
    c.unpin(); // the editor takes the board's taps
    expect(c.reading()).toBe(null);
    expect(session.log).toEqual([]);
  });

  it('a pinned readout stays while the game goes on (its pressures follow the moves)', () => {
    let now = 0;
    const session = Session.start(new MemoryStore(), 2);
    const c = new Controller(session, { now: () => now });
    c.pointerDown(sq('f4'), 10, 10, true, now);
    now += 800;
    c.pointerUp(sq('f4'), 10, 10, now);
    session.play(legalActions(session.game).find((a) => a.kind === 'vacuumMove')!); // a computer's, a room's
    expect(c.reading()).toBe(sq('f4'));
  });

  it('a quick tap that a busy page handled late is a tap: the finger’s own times count', () => {
    let now = 0;
    const session = Session.start(new MemoryStore(), 2);
    const c = new Controller(session, { now: () => now });
    c.pointerDown(sq('e5'), 10, 10, true, 0);
    now = 900; // the page was busy: it handles the lift, made after 80 ms, only now
    c.pointerUp(sq('e5'), 10, 10, 80);
    expect(token(session.game, 'e5')).toBe('R');
  });
});

describe('what the board and buttons tell', () => {
  it('an attack is marked unlike a move onto own pebbles', () => {
    const { c } = controllerFor(position({ pieces: { e5: 'RRR', f5: 'R', e6: 'Y' } }));
    c.selectAction('supplyChain');
    click(c, 'e5');
    expect(c.view().targets.find((t) => t.sq === sq('f5'))).toMatchObject({ occupied: true, attack: false });
    c.cancel();
    c.selectAction('pebbleWar');
    click(c, 'e5');
    expect(c.view().targets.find((t) => t.sq === sq('e6'))).toMatchObject({ occupied: true, attack: true });
  });

  it('an unlit button says why; a lit one says nothing', () => {
    const { c } = controllerFor(newGame({ players: 2 }));
    expect(c.whyOff('commit')).toBe('Commit comes after the final action (Stage 3).');
    expect(c.whyOff('undo')).toBe('Nothing to undo in this turn.');
    expect(c.whyOff('supplyChain')).toMatch(/^Supply Chain has no legal use now/);
    expect(c.whyOff('vacuumMove')).toBe(null);
    // Held, it says what holds the board: a computer thinking, or a room waiting for another seat.
    c.hold('Gold (computer, easy) is thinking…');
    expect(c.whyOff('vacuumMove')).toBe('Gold (computer, easy) is thinking…');
    c.hold('Gold to play; you are Red.');
    expect(c.whyOff('vacuumMove')).toBe('Gold to play; you are Red.');
  });
});

describe('what a drag carries', () => {
  it('of a stack, the pebbles the drop over the square under the pointer would move', () => {
    // Three on e5 and three on f5: onto f5 only one more fits; into empty d5 one or two may go.
    const { c } = controllerFor(position({ pieces: { e5: 'RRR', f5: 'RRR' } }));
    c.pointerDown(sq('e5'), 100, 100);
    c.pointerMove(sq('e5'), 110, 104);
    expect(c.view().drag).toMatchObject({ mode: null, count: null }); // over no target: the whole unit
    c.pointerMove(sq('f5'), 140, 100);
    expect(c.view().drag).toMatchObject({ from: sq('e5'), mode: 'supplyChain', count: 1 });
    c.pointerMove(sq('d5'), 60, 100);
    expect(c.view().drag).toMatchObject({ mode: 'supplyChain', count: 2 });
    c.pointerMove(sq('e3'), 100, 180);
    expect(c.view().drag).toMatchObject({ mode: 'retreat', count: null }); // Retreat moves the whole unit
  });

  it('an empty perimeter tile carries itself: its drag means Perimeter Move', () => {
    const game = newGame({ players: 2 });
    const slide = legalActions(game).find((a) => a.kind === 'perimeterMove')!;
    const from = (slide as { from: number }).from;
    const { c } = controllerFor(game);
    c.pointerDown(from, 100, 100);
    c.pointerMove(from, 112, 100);
    expect(c.view().drag).toMatchObject({ from, mode: 'perimeterMove', count: null });
  });

  it('with an action chosen, that action at the chosen count', () => {
    const { c } = controllerFor(position({ pieces: { e5: 'RRR', f5: 'R' } }));
    c.selectAction('supplyChain');
    click(c, 'e5');
    click(c, 'e5'); // the count cycles from 3 to 2
    c.pointerDown(sq('e5'), 100, 100);
    c.pointerMove(sq('e5'), 120, 100);
    expect(c.view().drag).toEqual({ from: sq('e5'), x: 120, y: 100, mode: 'supplyChain', count: 2 });
  });
});
