// Pebble Rebel pages in one online room over the real room logic and Pebble Rebel's hosted game:
// the room draws its own seed and no page ever holds it while the game is on. Pebble's move goes to
// the room first (the page cannot draw), every page gets the stones it drew with the move in its
// move list, Rebel's placements and their undo travel as moves, and the end of the game shows the
// whole game with the room's seed.
import { describe, expect, it } from 'vitest';
import { encodeGameSave } from '../../../src/codec/game-save';
import { hostedPebbleRebel } from '../../../src/games/pebble-rebel/hosted';
import { pebbleRebel } from '../../../src/games/pebble-rebel/page';
import * as rules from '../../../src/games/pebble-rebel/rules/index';
import { seededRandom } from '../../../src/util/random';
import { fakeRoomServer, roomServerAnswers, seatTwo, until } from './fake-room';
import { sharedPageInRoom } from './shared-page';

const CODE = 'K7QX2MHD9P';

/** A room whose seeds come from a seeded source, started from a page's new game (seed 77, known to its page). */
function server() {
  const random = seededRandom(9);
  const hosted = hostedPebbleRebel(() => Math.floor(random() * 2 ** 32));
  const upload = encodeGameSave(rules, 'pebble-rebel', { start: rules.newGame({ seed: 77 }), actions: [] });
  return { ...fakeRoomServer(hosted, upload, 'pebble-rebel'), hosted };
}
type Server = ReturnType<typeof server>;

function page(srv: Server) {
  /** The moves of the room's whole games the page announced. */
  const moved: string[] = [];
  const { session, board, rooms, heard } = sharedPageInRoom(pebbleRebel, srv, {
    moved: (_before, action) => moved.push(rules.formatAction(action)),
  });
  /** A person's action, as the page plays it: Pebble's move goes to the room first. */
  const person = (text: string): void => {
    const action = rules.parseAction(session.game, text);
    if (pebbleRebel.roomAnswers!(session.game, action) && rooms.sendFirst(text)) return;
    session.play(action);
  };
  return { session, board, rooms, person, heard: Object.assign(heard, { moved }) };
}
type Page = ReturnType<typeof page>;

const roomGame = (srv: Server): rules.Game => srv.hosted.load(srv.room.stored().game).game;
/** The position without its seed: what a page and the room agree on. */
const seen = (g: rules.Game): string => rules.formatPosition(g).replace(/^seed \d+$/m, '');
const moves = (p: Page): string[] => p.session.actions.map(rules.formatAction);

roomServerAnswers();

async function twoPlayers() {
  const srv = server();
  const pebble = page(srv);
  const rebel = page(srv);
  await seatTwo(CODE, pebble, rebel);
  return { srv, pebble, rebel };
}

describe('a Pebble Rebel room keeps its bag to itself', () => {
  it('draws its own seed, not the uploaded game’s, and no page holds it', async () => {
    const { srv, pebble, rebel } = await twoPlayers();
    const seed = roomGame(srv).seed;
    expect(seed).not.toBe(77);
    for (const p of [pebble, rebel]) {
      expect(p.session.game.seed).not.toBe(seed);
      expect(seen(p.session.game)).toBe(seen(roomGame(srv)));
    }
  });

  it('sends Pebble’s move before playing it; every page then shows the stones the room drew', async () => {
    const { srv, pebble, rebel } = await twoPlayers();
    pebble.person('b2-b6');
    // Nothing is drawn on the page: it waits for the room.
    expect(pebble.session.actions).toEqual([]);
    expect(pebble.board.held).toBe(`Waiting for room ${CODE} to answer…`);
    await until(() => moves(pebble).length === 1 && moves(rebel).length === 1);
    const room = roomGame(srv);
    expect(room.hand.length).toBe(3);
    for (const p of [pebble, rebel]) {
      expect(seen(p.session.game)).toBe(seen(room));
      expect(p.session.game.seed).not.toBe(room.seed);
      expect(moves(p)).toEqual(['b2-b6']);
      // The page's own game replays: its stand-in seed draws exactly what the room drew.
      expect(seen(rules.play(p.session.start, p.session.actions[0]!))).toBe(seen(room));
    }
    expect(pebble.board.held).toBe('Rebel to play; you are Pebble.');
    expect(rebel.board.held).toBeNull();
    // The move came as the room's whole game: each page tells it as a move played there.
    expect(rebel.heard.moved).toEqual(['b2-b6']);
  });

  it('passes Rebel’s placements and their undo on as moves, and Pebble’s next move again through the room', async () => {
    const { srv, pebble, rebel } = await twoPlayers();
    pebble.person('b2-b6');
    await until(() => moves(rebel).length === 1);
    const hand = [...rebel.session.game.hand];
    rebel.person(`${hand[0]}@a1`);
    await until(() => moves(pebble).length === 2);
    rebel.session.undo();
    await until(() => moves(pebble).length === 1 && srv.room.stored().version === 3);
    ['a1', 'a2', 'a3'].forEach((at, i) => rebel.person(`${hand[i]}@${at}`));
    await until(() => moves(pebble).length === 4 && pebble.board.held === null);
    expect(seen(pebble.session.game)).toBe(seen(roomGame(srv)));
    pebble.person('c2-c1');
    await until(() => moves(rebel).at(-1) === 'c2-c1');
    expect(rebel.heard.moved).toEqual(['b2-b6', 'c2-c1']);
    expect(seen(rebel.session.game)).toBe(seen(roomGame(srv)));
    // The page's game starts before Pebble's last move: the round before it is the room's alone.
    expect(moves(rebel)).toEqual(['c2-c1']);
  });

  it('shows the whole game with the room’s seed once it is over', async () => {
    const { srv, pebble, rebel } = await twoPlayers();
    pebble.person('b2-b6');
    await until(() => moves(rebel).length === 1);
    rebel.person('resign rebel');
    await until(() => rules.status(pebble.session.game).winner === 0);
    for (const p of [pebble, rebel]) {
      expect(p.session.game.seed).toBe(roomGame(srv).seed);
      expect(p.session.start.seed).toBe(roomGame(srv).seed);
      expect(moves(p)).toEqual(['b2-b6', 'resign rebel']);
    }
    // Pebble's page hears the end from the room (it shows the end screen); Rebel's played it.
    expect(pebble.heard).toEqual({ moved: ['b2-b6', 'resign rebel'], ended: 1, unended: 0, said: '' });
  });
});
