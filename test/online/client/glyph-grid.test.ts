// Glyph Grid pages in a room on clocks (the game-neutral page's PlaySession through pageTable, over
// the real room logic): every page holds exactly the clocks the room charged after each move, its own
// included; the running clock is shown only from the room's first move; a page that arrives mid-turn
// shows the time already run; a rematch shows its clocks standing; and a clock shown for a room never
// reaches 0 by itself.
import { describe, expect, it } from 'vitest';
import { encodeGameSave } from '../../../src/codec/game-save';
import { glyphGrid as hosted } from '../../../src/games/glyph-grid/hosted';
import { glyphGrid } from '../../../src/games/glyph-grid/page';
import * as rules from '../../../src/games/glyph-grid/rules/index';
import { shownInRoom } from '../../../src/page/clock';
import { fakeRoomServer, roomServerAnswers, seatTwo, until } from './fake-room';
import { sharedPageInRoom } from './shared-page';

const CODE = 'K7QX2MHD9P';
const MINUTE = 60_000;

const page = (srv: ReturnType<typeof fakeRoomServer>) => sharedPageInRoom(glyphGrid, srv);
type Page = ReturnType<typeof page>;

const clocks = (p: Page) => p.session.game.clocks;
const moves = (p: Page) => p.session.actions.length;
const play = (p: Page, text: string) => p.session.play(rules.parseAction(p.session.game, text));

roomServerAnswers();

async function twoPlayers() {
  const start = rules.newGame({ clock: MINUTE });
  const srv = fakeRoomServer(hosted, encodeGameSave(rules, 'glyph-grid', { start, actions: [] }), 'glyph-grid');
  const white = page(srv);
  const black = page(srv);
  await seatTwo(CODE, white, black);
  const roomClocks = () => hosted.load(srv.room.stored().game).game.clocks;
  return { srv, white, black, roomClocks };
}

describe('Glyph Grid pages in a room on clocks', () => {
  it('hold exactly the room’s clocks after every move, the mover’s own included', async () => {
    const { srv, white, black, roomClocks } = await twoPlayers();
    expect([white.table.clockRuns(), black.table.clockRuns()]).toEqual([false, false]);
    play(white, 'anchor c7');
    await until(() => moves(black) === 1);
    expect([white.table.clockRuns(), black.table.clockRuns()]).toEqual([true, true]);
    expect(clocks(black)).toEqual([MINUTE, MINUTE]); // the room's first move is no one's time
    await new Promise((r) => setTimeout(r, 30));
    // Black's page ran its clock for show; the room's charge replaces it.
    black.session.adjust(rules.elapse(black.session.game, 5));
    play(black, 'vector c1-c2');
    await until(() => moves(white) === 2 && srv.room.stored().version === 2);
    await until(() => clocks(black)![1] === roomClocks()![1]);
    expect(roomClocks()![1]).toBeLessThanOrEqual(MINUTE - 30);
    expect(clocks(white)).toEqual(roomClocks());
    expect(clocks(black)).toEqual(roomClocks());
  });

  it('a page arriving mid-turn shows the time the running clock has already run', async () => {
    const { srv, white, black } = await twoPlayers();
    play(white, 'anchor c7');
    await until(() => moves(black) === 1);
    await new Promise((r) => setTimeout(r, 40));
    const watcher = page(srv);
    await watcher.rooms.join(CODE);
    await until(() => moves(watcher) === 1);
    expect(watcher.table.clockRuns()).toBe(true);
    expect(clocks(watcher)![1]).toBeLessThanOrEqual(MINUTE - 40);
    expect(clocks(watcher)![0]).toBe(MINUTE);
  });

  it('a rematch comes with its clocks standing, drawn so from its first showing: none runs before the room’s first move', async () => {
    const { white, black } = await twoPlayers();
    play(white, 'anchor c7');
    await until(() => moves(black) === 1);
    play(black, 'resign black');
    await until(() => rules.status(white.session.game).winner !== null);
    // What the board draws when the room's new game replaces the old one (the glyph bar lights the
    // running clock as it is drawn).
    const drawn: boolean[] = [];
    white.session.onChange((change) => change === 'replace' && drawn.push(white.table.clockRuns()));
    white.rooms.askRematch();
    await until(() => black.rooms.rematchLabel() === 'Accept rematch');
    black.rooms.askRematch();
    await until(() => white.rooms.seat === 1 && moves(white) === 0 && rules.status(white.session.game).winner === null);
    expect(drawn).toEqual([false]);
    expect(clocks(white)).toEqual([MINUTE, MINUTE]);
  });

  it('a clock shown for a room stops short of 0: only the room says when time is up', () => {
    const game = rules.newGame({ clock: MINUTE });
    expect(shownInRoom(rules, game, 10 * MINUTE)).toBe(MINUTE - 1);
    expect(shownInRoom(rules, game, 500)).toBe(500);
    expect(shownInRoom(rules, rules.elapse(game, MINUTE - 1), 500)).toBe(0);
  });
});
