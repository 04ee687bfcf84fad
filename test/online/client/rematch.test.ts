// A rematch in a room, from the pages: Pressure pages (the game-neutral page's table) and a watcher
// over the real room logic. Once the game is over a seated page asks the room; the others are told
// who asks and may accept (the end screen's Rematch says "Accept rematch"), the asker that it waits;
// when the last seated player accepts, every page shows the new game in the same room, each player
// on the next seat with their seat token, a watcher still watching — and nobody hears of seats taken
// or left that were only passed on. A page away meanwhile comes back on its new seat, told so.
import { describe, expect, it } from 'vitest';
import { encodeGameSave } from '../../../src/codec/game-save';
import { pressure as hosted } from '../../../src/games/pressure/hosted';
import { pressure } from '../../../src/games/pressure/page';
import * as rules from '../../../src/games/pressure/rules/index';
import type { KeyValueStore } from '../../../src/session/storage';
import { MemoryStore } from '../../support/ui';
import { fakeRoomServer, roomServerAnswers, seatTwo, until } from './fake-room';
import { sharedPageInRoom } from './shared-page';

const CODE = 'K7QX2MHD9P';

function server() {
  return fakeRoomServer(hosted, encodeGameSave(rules, 'pressure', { start: rules.newGame(), actions: [] }), 'pressure');
}

/** A Pressure page in a room: what it was told, what its board says, and the ends it showed and closed. */
function page(srv: ReturnType<typeof server>, store: KeyValueStore = new MemoryStore()) {
  const shown = sharedPageInRoom(pressure, srv, { store });
  const heard = Object.assign(shown.heard, { rematches: 0 });
  shown.rooms.onRematch(() => heard.rematches++);
  return { ...shown, heard };
}
type Page = ReturnType<typeof page>;

const over = (p: Page): boolean => rules.status(p.session.game).winner !== null;
const moves = (p: Page): string[] => p.session.actions.map((a) => rules.formatAction(a));
const resign = (p: Page, player: number): void => p.session.play({ kind: 'resign', player } as rules.Action);

roomServerAnswers();

/** White and Black seated, a watcher, and White resigned: the game is over on every page. */
async function ended() {
  const srv = server();
  const white = page(srv);
  const black = page(srv);
  await seatTwo(CODE, white, black);
  const watcher = page(srv);
  await watcher.rooms.join(CODE);
  await until(() => watcher.rooms.seats.length > 0);
  resign(white, 0);
  await until(() => [white, black, watcher].every(over) && srv.room.stored().version === 1);
  return { srv, white, black, watcher };
}

describe('a rematch in a room', () => {
  it('is refused by the room while the game goes on, in words', async () => {
    const srv = server();
    const white = page(srv);
    const black = page(srv);
    await seatTwo(CODE, white, black);
    expect(white.rooms.mayAskRematch()).toBe(false);
    expect(white.rooms.askRematch()).toBe(true); // the room's to answer
    await until(() => white.board.said === 'The game is not over: a rematch can be asked for once it has ended.');
    expect(srv.room.stored().version).toBe(0);
  });

  it('is asked once the game is over: the other seat and the watcher are told, the asker waits', async () => {
    const { white, black, watcher } = await ended();
    expect(white.rooms.mayAskRematch()).toBe(true);
    expect(black.rooms.rematchLabel()).toBe('Rematch');
    // A watcher's Rematch is not the room's: the page plays its own, out of the room.
    expect(watcher.rooms.askRematch()).toBe(false);
    expect(white.rooms.askRematch()).toBe(true);
    await until(() => black.rooms.seats[0]?.rematch === true && watcher.rooms.seats[0]?.rematch === true);
    expect(black.told.at(-1)).toBe(
      'White asks for a rematch: Accept rematch to play again, each player on the next side.',
    );
    expect(watcher.told.at(-1)).toBe('White asks for a rematch.');
    await until(() => white.told.at(-1) === 'You asked for a rematch: waiting for Black.');
    // The end screen's Rematch accepts it; the room's panel says where it stands.
    expect(black.rooms.rematchLabel()).toBe('Accept rematch');
    expect(white.rooms.rematchLabel()).toBe('Rematch');
    expect(black.rooms.rematchLine()).toBe('White asks for a rematch.');
    expect(white.rooms.rematchLine()).toBe('You asked for a rematch: waiting for Black.');
    expect(white.rooms.mayAskRematch()).toBe(false);
    // Asked again, the asker hears it waits; the room changes nothing.
    white.rooms.askRematch();
    expect(white.told.at(-1)).toBe('You asked for a rematch: waiting for Black.');
    // The game stays as it ended meanwhile.
    expect([white, black, watcher].every(over)).toBe(true);
  });

  it('starts when the other accepts: the new game on every page, each player on the next seat, the room the same', async () => {
    const { srv, white, black, watcher } = await ended();
    white.rooms.askRematch();
    await until(() => black.rooms.rematchLabel() === 'Accept rematch');
    const toldBefore = [white, black, watcher].map((p) => p.told.length);
    const seatNews = (p: Page, i: number) => p.told.slice(toldBefore[i]).filter((t) => /seat/.test(t));
    black.rooms.askRematch();
    await until(
      () =>
        white.rooms.seat === 1 &&
        black.rooms.seat === 0 &&
        [white, black, watcher].every((p) => !over(p) && moves(p).length === 0 && p.rooms.version === 2),
    );
    expect(white.told.at(-1)).toBe(`Rematch in online room ${CODE}: you are Black now.`);
    expect(black.told.at(-1)).toBe(`Rematch in online room ${CODE}: you are White now.`);
    expect(watcher.told.at(-1)).toBe(`Rematch in online room ${CODE}: each player has passed on to the next side.`);
    expect([white, black, watcher].map(seatNews)).toEqual([[], [], []]);
    // The end screen each page showed goes; the room's code and address stay.
    for (const p of [white, black, watcher]) {
      expect(p.heard.rematches).toBe(1);
      expect(p.heard.unended).toBe(1);
      expect(p.rooms.code).toBe(CODE);
      expect(p.href()).toBe(`http://site.test/pressure#r=${CODE}`);
      expect(p.rooms.rematchLine()).toBeNull();
    }
    expect(white.rooms.seats.map((s) => s.rematch)).toEqual([false, false, false, false]);
    // Black, White now, moves first; the other page's board is held.
    expect(black.board.held).toBeNull();
    expect(white.board.held).toBe('White to play; you are Black.');
    black.session.play(rules.legalActions(black.session.game).find((a) => !('kind' in a))!);
    await until(() => moves(white).length === 1 && moves(watcher).length === 1);
    expect(srv.room.stored().version).toBe(3);
    // Each seat token went with its player: a reload finds White's page on Black's seat.
    const reloaded = page(srv, white.store);
    await reloaded.rooms.join(CODE);
    await until(() => reloaded.rooms.seat === 1 && reloaded.rooms.version === 3);
  });

  it('a page away when the rematch began comes back on its new seat, and is told so', async () => {
    const { srv, white, black, watcher } = await ended();
    white.rooms.askRematch();
    await until(() => black.rooms.rematchLabel() === 'Accept rematch' && watcher.rooms.seats[0]?.rematch === true);
    const toldBefore = white.told.length;
    const watcherToldBefore = watcher.told.length;
    // White's link drops, and the watcher's (their first sockets); Black accepts before they are back.
    srv.sockets.get('c1')!.close();
    srv.sockets.get('c3')!.close();
    black.rooms.askRematch();
    await until(() => black.rooms.seat === 0 && !over(black));
    await until(() => white.rooms.link === 'open' && white.rooms.seat === 1 && !over(white));
    await until(() => watcher.rooms.link === 'open' && !over(watcher));
    // The watcher saw an offer go with a new game on the board: played, not withdrawn.
    expect(watcher.told.slice(watcherToldBefore)).toEqual([]);
    expect(white.told.at(-1)).toBe(`A rematch began in online room ${CODE} while you were away: you are Black now.`);
    expect(white.told.slice(toldBefore).filter((t) => /seat/.test(t))).toEqual([]);
    expect(white.heard.rematches).toBe(1);
  });

  it('withdraws an offer when its asker leaves the seat, and says so', async () => {
    const { white, black } = await ended();
    white.rooms.askRematch();
    await until(() => black.rooms.rematchLabel() === 'Accept rematch');
    white.rooms.leaveSeat();
    await until(() => black.rooms.seats[0]?.taken === false);
    expect(black.told.at(-1)).toBe(
      "White left their seat; anyone in the room may take it. White's rematch offer is withdrawn.",
    );
    expect(black.rooms.rematchLabel()).toBe('Rematch');
    expect(black.rooms.rematchLine()).toBeNull();
  });
});
