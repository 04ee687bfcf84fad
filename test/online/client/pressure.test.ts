// The room client with no Vacuum in it: Pressure pages (the game-neutral page's PlaySession through
// pageTable) in one room over the real room logic and Pressure's hosted game — moves both ways,
// undo, refusals, a dropped link, a reload, a spectator, Redo, a room created from the page's game,
// the game's own storage keys, and the player's own game kept while the room's is on the board.
import { describe, expect, it, vi } from 'vitest';
import { encodeGameSave } from '../../../src/codec/game-save';
import { pressure as hosted } from '../../../src/games/pressure/hosted';
import { pressure } from '../../../src/games/pressure/page';
import * as rules from '../../../src/games/pressure/rules/index';
import { boardRoom } from '../../../src/online/client/address';
import { PROTOCOL } from '../../../src/online/protocol';
import type { KeyValueStore } from '../../../src/session/storage';
import { MemoryStore } from '../../support/ui';
import { fakeRoomServer, roomServerAnswers, seatTwo, until } from './fake-room';
import { sharedPageInRoom } from './shared-page';

const CODE = 'K7QX2MHD9P';
const saveOf = (start: rules.Game, actions: rules.Action[] = []): string =>
  encodeGameSave(rules, 'pressure', { start, actions });

function server(start = rules.newGame(), gameId = 'pressure') {
  return fakeRoomServer(hosted, saveOf(start), gameId);
}

/** A Pressure page: its session (a person against the computer, until a room's game comes), its table and room client. */
const page = (srv: ReturnType<typeof server>, store: KeyValueStore = new MemoryStore()) =>
  sharedPageInRoom(pressure, srv, { store, seats: ['person', { computer: pressure.levels[0]! }] });
type Page = ReturnType<typeof page>;

const first = (p: Page): rules.Action => rules.legalActions(p.session.game).find((a) => !('kind' in a))!;
const position = (p: Page): string => rules.formatPosition(p.session.game);
const moves = (p: Page): string[] => p.session.actions.map((a) => rules.formatAction(a));

roomServerAnswers();

/** White and Black, each on its own page, seated in one Pressure room. */
async function twoPlayers() {
  const srv = server();
  const white = page(srv);
  const black = page(srv);
  await seatTwo(CODE, white, black);
  return { srv, white, black };
}

describe('a Pressure page in an online room', () => {
  it('takes the next free seat, shows the room’s game with both seats as people, and holds the seat not to move', async () => {
    const { white, black } = await twoPlayers();
    expect(black.href()).toBe(`http://site.test/pressure#r=${CODE}`);
    expect(black.session.seats).toEqual(['person', 'person']);
    expect(white.board.held).toBeNull();
    expect(black.board.held).toBe('White to play; you are Black.');
    expect(white.rooms.seats.map((s) => s.inGame)).toEqual([true, true, false, false]);
  });

  it('plays each mover’s moves on the other page, turn by turn', async () => {
    const { srv, white, black } = await twoPlayers();
    white.session.play(first(white));
    await until(() => position(black) === position(white));
    expect(black.board.held).toBeNull();
    expect(white.board.held).toBe('Black to play; you are White.');
    black.session.play(first(black));
    await until(() => position(white) === position(black) && white.board.held === null);
    white.session.play(first(white));
    await until(() => moves(black).length === 3);
    expect(moves(black)).toEqual(moves(white));
    expect(srv.room.stored().version).toBe(3);
    expect(JSON.parse(srv.room.stored().game)).toMatchObject({ format: 'pressure-save', moves: moves(white) });
  });

  it('an action sent first is shown once the room confirms it, the board held until then', async () => {
    const { white, black } = await twoPlayers();
    const move = rules.formatAction(first(white));
    expect(white.rooms.sendFirst(move)).toBe(true);
    expect(moves(white)).toEqual([]);
    expect(white.board.held).toBe(`Waiting for room ${CODE} to answer…`);
    await until(() => moves(white).length === 1 && moves(black).length === 1);
    expect(moves(white)).toEqual([move]);
    expect(white.board.held).toBe('Black to play; you are White.');
    // Out of a room nothing is sent.
    white.rooms.leave();
    expect(white.rooms.sendFirst(move)).toBe(false);
  });

  it('sends Undo to the room: the mover takes back its own move on every page', async () => {
    const { srv, white, black } = await twoPlayers();
    const move = first(white);
    white.session.play(move);
    await until(() => moves(black).length === 1);
    // Only White may take White's move back: Black's page says why before it tries.
    expect(white.table.undoRefusal(0)).toBeNull();
    expect(black.table.undoRefusal(1)).toBe(
      "You can take back only your own move, before anyone moves after it: the last move was White's.",
    );
    expect(black.table.undoRefusal(null)).toBe('You are watching this room: only its players take back their moves.');
    white.session.undo();
    await until(() => moves(black).length === 0 && srv.room.stored().version === 2);
    expect(white.table.undoRefusal(0)).toBeNull(); // nothing to take back: the page's own reason
    // The other page says what went, in the game's words; Redo is the mover's alone.
    expect(black.heard.said).toBe(`White took back: ${rules.describeAction(rules.newGame(), move)}`);
    expect(white.session.canRedo()).toBe(true);
    expect(black.session.canRedo()).toBe(false);
    expect(position(black)).toBe(rules.formatPosition(rules.newGame()));
    expect(position(white)).toBe(position(black));
    expect(black.board.held).toBe('White to play; you are Black.');
  });

  it('offers no take-back of a finished game: the winning move stays, and a resignation is never taken back', async () => {
    const { srv, white, black } = await twoPlayers();
    // Each page plays its own moves (a fixed choice) until the game ends on the board.
    for (let n = 0; rules.status(white.session.game).winner === null; n++) {
      const mover = rules.status(white.session.game).current === 0 ? white : black;
      const moves = rules.legalActions(mover.session.game).filter((a) => !('kind' in a));
      mover.session.play(moves[n % moves.length]!);
      await until(() => srv.room.stored().version === n + 1 && position(white) === position(black));
    }
    const winner = rules.status(white.session.game).winner === 0 ? white : black;
    const seat = winner === white ? 0 : 1;
    expect(winner.session.canUndo()).toBe(true); // the rules would, at a table of one's own
    expect(winner.table.undoRefusal(seat)).toBe('The game is over: nothing is taken back once it has ended.');

    // A resignation: nothing to take back on either page.
    const again = await twoPlayers();
    again.black.session.play({ kind: 'resign', player: 1 });
    await until(() => rules.status(again.white.session.game).winner === 0);
    expect(again.white.session.canUndo()).toBe(false);
    expect(again.black.session.canUndo()).toBe(false);
  });

  it('a resignation that crosses the other side’s move ends the game on both pages', async () => {
    const { srv, white, black } = await twoPlayers();
    const move = rules.formatAction(first(white));
    white.session.play(first(white));
    black.session.play({ kind: 'resign', player: 1 }); // before White's move reached Black
    await until(() => srv.room.stored().version === 2 && position(white) === position(black));
    expect(moves(black)).toEqual([move, 'resign black']);
    expect(moves(white)).toEqual(moves(black));
    expect(rules.status(black.session.game)).toMatchObject({ winner: 0, end: 'resigned' });
    expect(black.heard.unended).toBe(0);
  });

  it('shows only the end the room confirms: a resignation it refuses is taken off the page, with its reason', async () => {
    const { srv, black } = await twoPlayers();
    black.rooms.leaveSeat(); // given up in another tab, say: this page still thinks it is Black
    black.session.play({ kind: 'resign', player: 1 });
    await until(() => black.board.said === 'Take a seat to play.' && rules.status(black.session.game).winner === null);
    expect(black.heard.unended).toBe(1);
    expect(moves(black)).toEqual([]);
    expect(srv.room.stored().version).toBe(0);
  });

  it('sends Redo to the room as the move played again', async () => {
    const { srv, white, black } = await twoPlayers();
    white.session.play(first(white));
    white.session.undo();
    white.session.redo();
    await until(() => srv.room.stored().version === 3 && moves(black).length === 1);
    expect(moves(black)).toEqual(moves(white));
  });

  it('takes the room’s game back when the room refuses a move or an undo, and says why', async () => {
    const { srv, white, black } = await twoPlayers();
    black.session.play(first(black)); // White's move, forced past Black's held board
    await until(() => black.board.said === "It is White's turn." && position(black) === position(white));
    white.session.play(first(white));
    await until(() => moves(black).length === 1);
    black.session.undo(); // White's move is not Black's to take back
    await until(() => /can take back only their own move/.test(black.board.said) && moves(black).length === 1);
    expect(srv.room.stored().version).toBe(1);
  });

  it('reconnects by itself after a dropped link and carries on', async () => {
    const { srv, white, black } = await twoPlayers();
    for (const socket of [...srv.sockets.values()]) socket.close();
    await until(() => white.rooms.link === 'waiting');
    expect(white.board.held).toMatch(/^Connecting to online room/);
    await until(
      () =>
        white.rooms.link === 'open' && black.rooms.link === 'open' && white.rooms.seat === 0 && black.rooms.seat === 1,
    );
    white.session.play(first(white));
    await until(() => position(black) === position(white));
  });

  it('gets its seat and the game back after a reload, its seat token kept under the game’s own key', async () => {
    const { srv, white } = await twoPlayers();
    white.session.play(first(white));
    await until(() => srv.room.stored().version === 1);
    expect(Object.keys(JSON.parse(white.store.getItem('pressure.room-tokens')!))).toEqual([CODE]);
    expect(white.store.getItem('pressure.board-room')).toBe(CODE);
    expect(white.store.getItem('vacuum.room-tokens')).toBeNull();
    const reloaded = page(srv, white.store);
    await reloaded.rooms.join(CODE);
    await until(() => reloaded.rooms.seat === 0 && reloaded.rooms.version === 1);
    expect(position(reloaded)).toBe(position(white));
  });

  it('goes back into the room when opened without its link: a move made then reaches the other player', async () => {
    const { srv, white, black } = await twoPlayers();
    white.session.play(first(white));
    await until(() => moves(black).length === 1);
    // White closes the tab and opens Pressure again from the home page: no room in the address.
    const back = page(srv, white.store);
    expect(boardRoom(back.store, 'pressure')).toBe(CODE);
    back.rooms.rejoin(CODE);
    expect(back.told).toEqual([`Back in online room ${CODE}: the game on the board is played there.`]);
    expect(back.href()).toBe(`http://site.test/pressure#r=${CODE}`);
    await until(() => back.rooms.seat === 0 && back.rooms.version === 1);
    black.session.play(first(black));
    await until(() => moves(back).length === 2 && back.board.held === null);
    back.session.play(first(back));
    await until(() => moves(black).length === 3);
    expect(moves(black)).toEqual(moves(back));
    // Left, the room's game is the player's own: the next visit stays out of the room.
    back.rooms.leave();
    expect(boardRoom(back.store, 'pressure')).toBeNull();
  });

  it('tells each player, once, when the other leaves their seat or someone takes it', async () => {
    const { srv, white, black } = await twoPlayers();
    const before = white.told.length;
    black.rooms.leaveSeat();
    await until(() => white.rooms.seats[1]?.taken === false);
    expect(white.told.slice(before)).toEqual(['Black left their seat; anyone in the room may take it.']);
    const third = page(srv);
    await third.rooms.join(CODE); // takes the free seat
    await until(() => white.rooms.seats[1]?.taken === true);
    expect(white.told.slice(before)).toEqual([
      'Black left their seat; anyone in the room may take it.',
      "Someone took Black's seat.",
    ]);
    // Not about their own seat, and nothing on a first look at the seats.
    expect(third.told).toEqual([]);
    expect(black.told.filter((t) => /seat/.test(t))).toEqual(["Someone took Black's seat."]);
  });

  it('shows the end on coming back to a game that ended while the page was away', async () => {
    const { srv, white, black } = await twoPlayers();
    white.session.play({ kind: 'resign', player: 0 } as rules.Action);
    await until(() => srv.room.stored().version === 1 && rules.status(black.session.game).winner !== null);
    const back = page(srv, new MemoryStore());
    await back.rooms.join(CODE);
    await until(() => rules.status(back.session.game).winner !== null);
    expect(back.heard.ended).toBe(1);
  });

  it('tells a third page it is watching; it sees the moves, its board held', async () => {
    const { srv, white } = await twoPlayers();
    const third = page(srv);
    await third.rooms.join(CODE);
    // It is told whose turn it is, and is not offered a seat when none is free.
    await until(() =>
      third.told.some((t) => t === `Every seat in room ${CODE} is taken: you are watching. White to play.`),
    );
    expect(third.rooms.seat).toBeNull();
    white.session.play(first(white));
    await until(() => position(third) === position(white));
    expect(third.board.held).toBe(`Watching room ${CODE}: Black to play.`);
    expect(third.board.mayResign).toBe(false); // a watcher has no seat to resign
  });

  it('holds a seated page on the other seat’s turn, but lets it resign (resigning waits for no turn)', async () => {
    const { white, black } = await twoPlayers();
    white.session.play(first(white));
    await until(() => position(black) === position(white));
    expect(white.board.held).toBe('Black to play; you are White.');
    expect(white.board.mayResign).toBe(true);
    expect(black.board.held).toBeNull();
  });

  it('creates a room from its own game with POST api/rooms?game=pressure, keeping that game', async () => {
    const srv = server();
    let posted = { url: '', body: '' };
    vi.stubGlobal('fetch', async (url: string, init?: { method?: string; body?: string }) => {
      if (init?.method !== 'POST') return new Response(JSON.stringify({ protocol: PROTOCOL }));
      posted = { url, body: init.body! };
      return new Response(JSON.stringify({ code: CODE }), { status: 201 });
    });
    const p = page(srv);
    p.session.play(first(p));
    const mine = moves(p);
    const starts = p.table.starts();
    expect(starts.map((row) => row.map((s) => [s.value, s.label]))).toEqual([
      [['current', 'This game']],
      [['new', 'New game']],
    ]);
    const [current, fresh] = starts.flat();
    await p.rooms.create(current!.game());
    expect(posted.url).toBe('http://site.test/api/rooms?game=pressure');
    expect(hosted.load(posted.body).moves).toEqual(mine);
    expect(p.told[0]).toBe(
      `Online room ${CODE} created: Copy room link to invite the other players. ${p.table.keptNote}`,
    );
    await until(() => p.rooms.seat === 0 && p.session.actions.length === 0); // the server's room, new
    expect(p.kept.take()?.actions.map((a) => rules.formatAction(a))).toEqual(mine);
    expect(fresh!.game()).toBe(saveOf(rules.newGame()));
  });

  it('is turned away from a Vacuum room, and from a page without the room server, naming its game', async () => {
    const vacuumRoom = server(rules.newGame(), 'vacuum');
    const p = page(vacuumRoom);
    await p.rooms.join(CODE);
    await until(() => p.rooms.code === null);
    expect(p.told).toEqual(['This room plays Vacuum, not Pressure: open its link on the Vacuum page (/vacuum).']);
    vi.stubGlobal('fetch', async () => new Response('<!doctype html>', { status: 404 }));
    await p.rooms.join(CODE);
    expect(p.told.at(-1)).toBe(
      'Online rooms need the hosted version of Pressure (served with its room server): this address has no room server.',
    );
  });

  it('asks for hints only with every seated player’s permission, naming seats by the game', async () => {
    const { white, black } = await twoPlayers();
    expect(white.rooms.hintRefusal()).toBe(
      "Hints need every seated player's permission: White and Black have not allowed them.",
    );
    black.rooms.allowHints(true);
    await until(() => white.rooms.seats[1]?.hints === true);
    expect(white.rooms.hintRefusal()).toBe("Hints need every seated player's permission: White has not allowed them.");
  });
});
