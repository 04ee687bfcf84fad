// The Hint: asked of the think client at the expert level, shown until anything changes, one at a
// time, refused when the page says so; and the Controller's Hint command around it.
import { describe, expect, it } from 'vitest';
import { ThinkCancelled } from '../../src/session/engine/client';
import { legalActions, newGame, parseAction, status, type Action, type Game } from '../../src/games/vacuum/rules/index';
import { Controller } from '../../src/games/vacuum/page/controller';
import { Hints } from '../../src/ui/hint';
import { vacuumHint } from '../../src/games/vacuum/view/hint';
import { Session } from '../../src/games/vacuum/page/session';
import { position, sq } from '../games/vacuum/rules/helpers';

/** A think client whose answers the test gives; `cancel` rejects the waiting one as the real one does. */
function fakeClient() {
  const c = {
    asked: [] as { game: Game; level: string }[],
    /** The game id each request named. */
    games: [] as string[],
    cancels: 0,
    waiting: null as { resolve: (a: Action[]) => void; reject: (e: Error) => void } | null,
    think(id: string, game: Game, level: string): Promise<Action[]> {
      c.games.push(id);
      c.asked.push({ game, level });
      return new Promise((resolve, reject) => (c.waiting = { resolve, reject }));
    },
    cancel() {
      c.cancels++;
      c.waiting?.reject(new ThinkCancelled());
      c.waiting = null;
    },
    /** Answers the waiting request, then lets its promise settle. */
    async answer(actions: Action[] | Error): Promise<void> {
      const w = c.waiting!;
      c.waiting = null;
      if (actions instanceof Error) w.reject(actions);
      else w.resolve(actions);
      await new Promise((r) => setTimeout(r, 0));
    },
  };
  return c;
}

function setup(game: Game = newGame({ players: 2 }), refusal: () => string | null = () => null) {
  const session = Session.start(null, game.players);
  session.replace(game, []);
  const client = fakeClient();
  const hints = new Hints({ session, game: vacuumHint, client, refusal });
  const c = new Controller(session, { hints });
  return { session, client, hints, c };
}

const play = (session: Session, text: string): void => session.play(parseAction(session.game, text));

describe('the Hint', () => {
  it("asks the worker about the page's game: Vacuum's page names Vacuum", () => {
    const { client, c } = setup();
    c.command('hint');
    expect(client.games).toEqual(['vacuum']);
  });

  it('asks the expert for the turn from the position as it stands, and shows it on the board and in Status', async () => {
    const { session, client, c } = setup();
    expect(c.buttons().hint).toBe(true);
    c.command('hint');
    expect(client.asked).toEqual([{ game: session.game, level: 'expert' }]);
    expect(c.message).toBe('Hint: the computer is thinking…');
    expect(c.buttons().hint).toBe(false);
    expect(c.whyOff('hint')).toBe('A hint is on its way.');
    expect(c.view().hint).toEqual([]);
    await client.answer([parseAction(session.game, 'vacuum e5'), { kind: 'commit' }]);
    expect(c.message).toBe('Hint: Vacuum Move on e5; Commit');
    expect(c.view().hint).toEqual([{ from: null, to: sq('e5') }]);
    expect(session.log).toEqual([]); // a hint never moves
    expect(c.buttons().hint).toBe(true);
  });

  it('is not drawn over a replay, which shows another moment, and is back when the replay closes', async () => {
    const { session, client, c } = setup();
    c.command('hint');
    await client.answer([parseAction(session.game, 'vacuum e5'), { kind: 'commit' }]);
    c.showReplay('Replay: the first position.');
    expect(c.view().hint).toEqual([]);
    c.showReplay(null);
    expect(c.view().hint).toEqual([{ from: null, to: sq('e5') }]);
  });

  it('mid-turn, asks for the rest of the turn and names moves by their squares and count', async () => {
    const { session, client, c } = setup(position({ pieces: { e5: 'RRR', f5: 'R', f6: 'Y' } }));
    play(session, 'entrench e5');
    c.command('hint');
    expect(client.asked[0]!.game).toBe(session.game);
    expect(status(client.asked[0]!.game).stage).toBe(2);
    await client.answer([
      { kind: 'supplyChain', from: sq('e5'), to: sq('e6'), count: 2 },
      { kind: 'pebbleWar', from: sq('f5'), to: sq('f6') },
      { kind: 'commit' },
    ] as Action[]);
    expect(c.message).toBe('Hint: Supply Chain from e5 to e6 with 2 pebbles; Pebble War from f5 to f6; Commit');
    expect(c.view().hint).toEqual([
      { from: sq('e5'), to: sq('e6') },
      { from: sq('f5'), to: sq('f6') },
    ]);
  });

  it('one hint at a time: asking again while it thinks asks nothing more', () => {
    const { client, c } = setup();
    c.command('hint');
    c.command('hint');
    expect(client.asked).toHaveLength(1);
    expect(c.message).toBe('A hint is on its way.');
  });

  it('asking again for a hint already shown shows it again without thinking', async () => {
    const { session, client, c } = setup();
    c.command('hint');
    await client.answer([parseAction(session.game, 'vacuum e5'), { kind: 'commit' }]);
    c.say('something else');
    c.command('hint');
    expect(client.asked).toHaveLength(1);
    expect(c.message).toBe('Hint: Vacuum Move on e5; Commit');
  });

  it('a change of the game while it thinks cancels the request; a late answer shows nothing', async () => {
    for (const change of ['play', 'undo', 'replace'] as const) {
      const { session, client, hints, c } = setup();
      if (change === 'undo') play(session, 'vacuum e5');
      c.command('hint');
      const waiting = client.waiting!;
      if (change === 'play') play(session, 'vacuum e5');
      else if (change === 'undo') c.command('undo');
      else session.replace(newGame({ players: 3 }), []);
      expect(client.cancels).toBe(1);
      expect(hints.state.kind).toBe('none');
      waiting.resolve([{ kind: 'commit' }]); // the worker's answer, too late
      await new Promise((r) => setTimeout(r, 0));
      expect(hints.state.kind).toBe('none');
      expect(c.view().hint).toEqual([]);
      expect(c.message).not.toContain('Hint');
    }
  });

  it('a shown hint is cleared by an action, an undo, a new game or a load', async () => {
    for (const change of ['play', 'undo', 'replace'] as const) {
      const { session, client, c } = setup();
      if (change === 'undo') play(session, 'vacuum e5');
      c.command('hint');
      await client.answer(change === 'undo' ? [{ kind: 'commit' }] : [parseAction(session.game, 'vacuum f6')]);
      expect(c.message).toMatch(/^Hint: /);
      if (change === 'play') (c.selectAction('vacuumMove'), c.pointerDown(sq('f6'), 0, 0), c.pointerUp(sq('f6'), 0, 0));
      else if (change === 'undo') c.command('undo');
      else session.replace(newGame({ players: 2 }), []);
      expect(c.view().hint).toEqual([]);
      expect(c.message).not.toMatch(/^Hint/);
      expect(client.cancels).toBe(0); // nothing was thinking
    }
  });

  it("a change the controller did not make (a room's move) puts the prompt back in Status", async () => {
    const { session, client, c } = setup();
    c.command('hint');
    await client.answer([parseAction(session.game, 'vacuum e5')]);
    play(session, 'vacuum e5');
    expect(c.message).toBe(c.prompt());
  });

  it('says why no hint came when the worker fails', async () => {
    const { client, hints, c } = setup();
    c.command('hint');
    await client.answer(new Error('the computer player stopped working (worker error)'));
    expect(c.message).toBe('No hint: the computer player stopped working (worker error).');
    expect(hints.marks()).toEqual([]);
  });

  it('is refused, with the reason, when the game is over, the page refuses it, or a computer is playing', () => {
    let refusal: string | null = "Hints need every seated player's permission: Gold has not allowed them.";
    const { client, c } = setup(newGame({ players: 2 }), () => refusal);
    expect(c.buttons().hint).toBe(false);
    expect(c.whyOff('hint')).toBe(refusal);
    c.command('hint');
    expect(c.message).toBe(refusal);
    expect(client.asked).toEqual([]);
    refusal = null;
    c.hold('Gold (computer, easy) is thinking…');
    expect(c.buttons().hint).toBe(false);
    c.command('hint');
    expect(client.asked).toEqual([]);
    c.hold(null);
    expect(c.buttons().hint).toBe(true);

    const over = setup();
    over.session.play({ kind: 'resign', player: 0 });
    expect(over.c.whyOff('hint')).toBe('The game is over.');
  });

  it('a hint no longer allowed (consent withdrawn) goes at the next recheck', async () => {
    let refusal: string | null = null;
    const { session, client, hints, c } = setup(newGame({ players: 2 }), () => refusal);
    c.command('hint');
    await client.answer([legalActions(session.game).find((a) => a.kind === 'vacuumMove')!]);
    hints.recheck();
    expect(c.view().hint).toHaveLength(1);
    refusal = 'Hints need every seated player’s permission.';
    hints.recheck();
    expect(c.view().hint).toEqual([]);
  });

  it('without a hints port the command is never lit', () => {
    const session = Session.start(null, 2);
    const c = new Controller(session);
    expect(c.buttons().hint).toBe(false);
    c.command('hint');
    expect(c.message).toBe('Hints are not available here.');
  });
});
