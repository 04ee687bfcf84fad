// One room server for the room client's tests: the real room logic (src/online/server/room.ts) over
// a hosted game, reached through fake sockets that deliver asynchronously, as a network would.
import { Room } from '../../../src/online/server/room';
import type { HostedGame } from '../../../src/online/server/hosted';

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
