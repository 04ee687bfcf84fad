// One room server for the room client's tests: the real room logic (src/online/server/room.ts) over
// a hosted game, reached through fake sockets that deliver asynchronously, as a network would; and
// what every such test does with it (the server answering, two pages seated, waiting for a change).
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { OnlineRooms } from '../../../src/online/client/online';
import { PROTOCOL } from '../../../src/online/protocol';
import { Room } from '../../../src/online/server/room';
import type { HostedGame } from '../../../src/online/server/hosted';

/** Every test of the calling file finds a room server of this protocol at the page's address. */
export function roomServerAnswers(): void {
  beforeEach(() => vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ protocol: PROTOCOL }))));
  afterEach(() => vi.unstubAllGlobals());
}

/** Waits for `ok` while the fake sockets deliver (a few hundred turns of the event loop), then asserts it. */
export async function until(ok: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !ok(); i++) await new Promise((r) => setTimeout(r, 2));
  expect(ok()).toBe(true);
}

/** Two pages join room `code` in turn: the first takes the first seat, the second the next, and the first sees it taken. */
export async function seatTwo(
  code: string,
  first: { rooms: OnlineRooms },
  second: { rooms: OnlineRooms },
): Promise<void> {
  await first.rooms.join(code);
  await until(() => first.rooms.seat === 0);
  await second.rooms.join(code);
  await until(() => second.rooms.seat === 1 && first.rooms.seats[1]?.taken === true);
}

export function fakeRoomServer<S>(hosted: HostedGame<S>, game: string, gameId?: string) {
  const room = new Room(hosted, Room.start(hosted, game, gameId));
  const sockets = new Map<string, FakeSocket>();
  let n = 0;
  class FakeSocket {
    readyState = 0;
    id = `c${++n}`;
    private listeners: Record<string, ((e: { data?: string }) => void)[]> = {};
    constructor() {
      sockets.set(this.id, this);
      setTimeout(() => {
        room.open(this.id, Date.now());
        this.readyState = 1;
        this.emit('open', {});
      });
    }
    addEventListener(type: string, fn: (e: { data?: string }) => void) {
      (this.listeners[type] ??= []).push(fn);
    }
    emit(type: string, e: { data?: string }) {
      for (const fn of this.listeners[type] ?? []) fn(e);
    }
    send(text: string) {
      const out = room.receive(this.id, text, Date.now());
      setTimeout(() => {
        for (const s of out.sends) {
          const to = sockets.get(s.to);
          if (to?.readyState === 1) to.emit('message', { data: JSON.stringify(s.msg) });
        }
      });
    }
    close() {
      if (this.readyState === 3) return;
      this.readyState = 3;
      sockets.delete(this.id);
      const out = room.close(this.id);
      setTimeout(() => {
        this.emit('close', {});
        for (const s of out.sends) sockets.get(s.to)?.emit('message', { data: JSON.stringify(s.msg) });
      });
    }
  }
  return { room, sockets, createSocket: () => new FakeSocket() as unknown as WebSocket };
}
