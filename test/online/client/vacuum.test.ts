// The room client on Vacuum's page (the game-neutral page's PlaySession through pageTable), against
// the real room logic and Vacuum's hosted game in-process over fake sockets: seats, moves arriving,
// the held board, refusals, reloads, dropped links, the network gone, hints by consent, rooms
// created from the page's game (kept meanwhile), and another game's room opening on its own page.
import { describe, expect, it, vi } from 'vitest';
import { fakeRoomServer, roomServerAnswers, seatTwo, until } from './fake-room';
import { sharedPageInRoom } from './shared-page';
import { vacuum as hosted } from '../../../src/games/vacuum/hosted';
import { vacuum } from '../../../src/games/vacuum/page';
import {
  formatAction,
  formatPosition,
  legalActions,
  newGame,
  status,
  type Action,
  type Game,
} from '../../../src/games/vacuum/rules/index';
import type { KeyValueStore } from '../../../src/session/storage';
import { MemoryStore } from '../../support/ui';
import { OFFLINE } from '../../../src/online/client/address';
import { Hints } from '../../../src/ui/hint';
import { moduleHint } from '../../../src/page/hint';
import { PROTOCOL } from '../../../src/online/protocol';

const CODE = 'K7QX2M';
const HOME = 'http://site.test/vacuum';
const saveOf = (start: Game, actions: Action[] = []): string => vacuum.saves!.encode({ start, actions });

/** One room server: the room logic, reached through fake sockets that deliver asynchronously. */
const server = (game = newGame({ players: 2 })) => fakeRoomServer(hosted, saveOf(game), 'vacuum');

/** A Vacuum page (a person against the computer until a room's game comes), its table and room client. */
const page = (srv: ReturnType<typeof server>, store: KeyValueStore = new MemoryStore()) =>
  sharedPageInRoom(vacuum, srv, { store, seats: ['person', { computer: vacuum.levels[0]! }], opens: true });

const first = (p: ReturnType<typeof page>): Action => legalActions(p.session.game)[0]!;
const moves = (p: ReturnType<typeof page>): string[] => p.session.actions.map(formatAction);
const position = (p: ReturnType<typeof page>): string => formatPosition(p.session.game);

roomServerAnswers();

/** Red and Gold, each on its own page, seated in one room. */
async function twoPlayers() {
  const srv = server();
  const red = page(srv);
  const gold = page(srv);
  await seatTwo(CODE, red, gold);
  return { srv, red, gold };
}

describe('joining by code from a room', () => {
  it('a code of no room changes nothing, and another game’s room opens on that game’s page', async () => {
    const { red, gold } = await twoPlayers();
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.endsWith('/ZZZZZZ')) return new Response(JSON.stringify({ error: 'no such room' }), { status: 404 });
      if (url.endsWith('/DLDLDL')) return new Response(JSON.stringify({ game: 'divided-loyalties' }));
      return new Response(JSON.stringify({ protocol: PROTOCOL }));
    });
    await red.rooms.join('ZZZZZZ');
    expect(red.told.at(-1)).toBe('There is no online room ZZZZZZ.');
    await red.rooms.join('DLDLDL');
    expect(red.opened).toEqual(['http://site.test/divided-loyalties#r=DLDLDL']);
    // Red is still in the room, in the seat, and Gold still sees Red there.
    expect([red.rooms.code, red.rooms.seat, red.href()]).toEqual([CODE, 0, `${HOME}#r=${CODE}`]);
    red.session.play(first(red));
    await until(() => position(gold) === position(red));
  });
});

describe('rooms without a network', () => {
  it('say the device is offline and change nothing; once it is back, the room opens', async () => {
    const srv = server();
    const red = page(srv);
    vi.stubGlobal('navigator', { onLine: false });
    await red.rooms.join(CODE);
    await red.rooms.create('{}');
    expect(red.told).toEqual([OFFLINE, OFFLINE]);
    expect(red.rooms.code).toBeNull();
    expect(red.href()).toBe(HOME);
    vi.stubGlobal('navigator', { onLine: true });
    await red.rooms.join(CODE);
    await until(() => red.rooms.seat === 0);
  });

  it('say the device is offline when the network does not answer, even where the browser thinks it is online', async () => {
    const red = page(server());
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    await red.rooms.create('{}');
    expect(red.told).toEqual([OFFLINE]);
    expect(red.rooms.code).toBeNull();
  });
});

describe('a page in an online room', () => {
  it('takes the next free seat, and holds the board of the seat not to move', async () => {
    const { red, gold } = await twoPlayers();
    expect(gold.href()).toBe(`${HOME}#r=${CODE}`);
    expect(red.board.held).toBeNull();
    expect(gold.board.held).toBe('Red to play; you are Gold.');
  });

  it("plays the mover's actions on every page, and its undo", async () => {
    const { red, gold } = await twoPlayers();
    red.session.play(first(red));
    await until(() => position(gold) === position(red));
    expect(moves(gold)).toEqual(moves(red));
    const taken = red.session.actions.at(-1)!;
    red.session.undo();
    await until(() => position(gold) === formatPosition(newGame({ players: 2 })));
    // Gold's page says what Red took back; Red's own page is not told of its own undo.
    expect(gold.heard.said).toBe(`Red took back: ${vacuum.view.describeAction(newGame({ players: 2 }), taken)}`);
    expect(red.heard.said).toBe('');
    red.session.play(first(red));
    red.session.play({ kind: 'commit' });
    await until(() => status(gold.session.game).current === 1);
    expect(gold.board.held).toBeNull();
    expect(red.board.held).toBe('Gold to play; you are Red.');
  });

  it('says when the seat to play is nobody’s yet, rather than that someone is playing', async () => {
    const red = page(server());
    await red.rooms.join(CODE);
    await until(() => red.rooms.seat === 0);
    red.session.play(first(red));
    red.session.play({ kind: 'commit' });
    await until(() => status(red.session.game).current === 1);
    expect(red.board.held).toBe("Gold to play: nobody has Gold's seat yet, send the room link; you are Red.");
  });

  it('takes the room game back when the room refuses a move, and says why', async () => {
    const { srv, red, gold } = await twoPlayers();
    gold.session.play(first(gold)); // forced past the held board
    await until(() => gold.board.said === "It is Red's turn, not Gold's." && position(gold) === position(red));
    expect(srv.room.stored().version).toBe(0);
  });

  it('gets its seat and the game back after a reload, its seat token kept under Vacuum’s key', async () => {
    const { srv, red } = await twoPlayers();
    red.session.play(first(red));
    await until(() => srv.room.stored().version === 1);
    const reloaded = page(srv, red.store);
    await reloaded.rooms.join(CODE);
    await until(() => reloaded.rooms.seat === 0 && reloaded.rooms.version === 1);
    expect(position(reloaded)).toBe(position(red));
    expect(Object.keys(JSON.parse(red.store.getItem('vacuum.room-tokens')!))).toEqual([CODE]);
  });

  it('offers a hint only once every seated player allows hints; a withdrawn permission takes the hint away', async () => {
    const { red, gold } = await twoPlayers();
    const client = {
      think: async (): Promise<Action[]> => [first(red), { kind: 'commit' }],
      cancel: () => {},
    };
    const hints = new Hints({
      session: red.session,
      game: moduleHint('vacuum', vacuum),
      client,
      refusal: () => red.rooms.hintRefusal(),
    });
    red.rooms.onChange(() => hints.recheck());
    expect(hints.whyNot()).toBe("Hints need every seated player's permission: Red and Gold have not allowed them.");
    expect(hints.ask()).toBe(hints.whyNot());
    red.rooms.allowHints(true);
    await until(() => gold.rooms.seats[0]?.hints === true);
    expect(hints.whyNot()).toBe("Hints need every seated player's permission: Gold has not allowed them.");
    gold.rooms.allowHints(true);
    await until(() => red.rooms.seats[1]?.hints === true);
    expect(hints.ask()).toBeNull();
    await until(() => hints.state.kind === 'shown');
    expect(hints.marks()).not.toEqual([]);
    gold.rooms.allowHints(false);
    await until(() => hints.state.kind === 'none');
    expect(hints.whyNot()).toMatch(/Gold has not allowed them/);
    expect(red.session.actions).toEqual([]); // the hint never moved
  });

  it("says the page's place in the room once it is known: connecting, then its seat, never watching or reconnecting before", async () => {
    const srv = server();
    const red = page(srv);
    const said: string[] = [];
    red.rooms.onChange(() => said.at(-1) !== red.rooms.linkLine() && said.push(red.rooms.linkLine()));
    await red.rooms.join(CODE);
    await until(() => red.rooms.seat === 0);
    expect(said).toEqual([`Connecting to online room ${CODE}…`, 'Connected: you are Red.']);
    // A link lost after that is a reconnection.
    for (const socket of [...srv.sockets.values()]) socket.close();
    await until(() => red.rooms.link !== 'open');
    expect(red.rooms.linkLine()).toBe('Reconnecting…');
    await until(() => red.rooms.link === 'open');
    expect(said.at(-1)).toBe('Connected: you are Red.');
  });

  it('says a page that finds every seat taken is watching, once the room has said so', async () => {
    const { srv } = await twoPlayers();
    const third = page(srv);
    const said: string[] = [];
    third.rooms.onChange(() => said.at(-1) !== third.rooms.linkLine() && said.push(third.rooms.linkLine()));
    await third.rooms.join(CODE);
    await until(() => said.length === 2);
    expect(said).toEqual([`Connecting to online room ${CODE}…`, 'You are watching: Red to play.']);
  });

  it('watches when every seat is taken', async () => {
    const { srv, red } = await twoPlayers();
    const third = page(srv);
    await third.rooms.join(CODE);
    await until(() => third.told.some((t) => /you are watching\. Red to play\.$/.test(t)));
    expect(third.rooms.seat).toBeNull();
    expect(third.rooms.watchingLine()).toBe('Red to play.');
    red.session.play(first(red));
    red.session.play({ kind: 'commit' });
    await until(() => position(third) === position(red));
    // Whose turn it is, and no free seat offered (there is none).
    expect(third.board.held).toBe(`Watching room ${CODE}: Gold to play.`);
    expect(third.rooms.watchingLine()).toBe('Gold to play.');
  });

  it('reconnects by itself after a dropped link and carries on', async () => {
    const { srv, red, gold } = await twoPlayers();
    for (const socket of [...srv.sockets.values()]) socket.close();
    await until(() => red.rooms.link === 'waiting');
    expect(red.board.held).toMatch(/^Connecting/);
    await until(
      () => red.rooms.link === 'open' && gold.rooms.link === 'open' && red.rooms.seat === 0 && gold.rooms.seat === 1,
    );
    red.session.play(first(red));
    await until(() => position(gold) === position(red));
  });

  it('hears the browser say the network is gone: it says it is reconnecting, and is back once the network is', async () => {
    const network = new EventTarget();
    vi.stubGlobal('addEventListener', network.addEventListener.bind(network));
    vi.stubGlobal('removeEventListener', network.removeEventListener.bind(network));
    const { red, gold } = await twoPlayers();
    network.dispatchEvent(new Event('offline'));
    await until(() => red.rooms.link !== 'open');
    expect(red.board.held).toBe(`Connecting to online room ${CODE}…`);
    network.dispatchEvent(new Event('online'));
    await until(() => red.rooms.link === 'open' && gold.rooms.link === 'open' && red.rooms.seat === 0);
    red.session.play(first(red));
    await until(() => position(gold) === position(red));
  });

  it('leaves: the seat is free again and the board is the page’s own', async () => {
    const { srv, red, gold } = await twoPlayers();
    red.rooms.leave();
    await until(() => gold.rooms.seats[0]?.taken === false);
    expect(red.href()).toBe(HOME);
    expect(red.board.held).toBeNull();
    red.session.play(first(red));
    await new Promise((r) => setTimeout(r, 10));
    expect(srv.room.stored().version).toBe(0);
  });

  it('creates a room from a new game, takes the first seat and keeps the game it had', async () => {
    const three = newGame({ players: 3 });
    const srv = server(three);
    let posted = '';
    vi.stubGlobal('fetch', async (_url: string, init?: { method?: string; body?: string }) => {
      if (init?.method !== 'POST') return new Response(JSON.stringify({ protocol: PROTOCOL }));
      posted = init.body!;
      return new Response(JSON.stringify({ code: CODE }), { status: 201 });
    });
    const p = page(srv);
    p.session.play(first(p)); // a local game under way
    const mine = moves(p);
    await p.rooms.create(saveOf(three));
    expect(formatPosition(hosted.load(posted).game)).toBe(formatPosition(three));
    await until(() => p.rooms.seat === 0 && status(p.session.game).players === 3);
    expect(p.told[0]).toMatch(new RegExp(`^Online room ${CODE} created`));
    expect(p.kept.take()?.actions.map(formatAction)).toEqual(mine); // the player's own game, kept
  });

  it('says why a room could not be created', async () => {
    vi.stubGlobal('fetch', async (_url: string, init?: { method?: string }) =>
      init?.method === 'POST'
        ? new Response(JSON.stringify({ error: 'That game is too large for a room.' }), { status: 413 })
        : new Response(JSON.stringify({ protocol: PROTOCOL })),
    );
    const p = page(server());
    await p.rooms.create(saveOf(p.session.game));
    expect(p.told).toEqual(['The room could not be created: That game is too large for a room.']);
    expect(p.rooms.code).toBeNull();
  });

  it('says the hosted version is needed where there is no room server', async () => {
    vi.stubGlobal('fetch', async () => new Response('<!doctype html>', { status: 404 }));
    const p = page(server());
    await p.rooms.join(CODE);
    expect(p.told).toEqual([expect.stringMatching(/hosted version/)]);
    expect(p.rooms.code).toBeNull();
  });
});
