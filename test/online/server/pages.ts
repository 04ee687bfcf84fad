// Pages attached to a room by id, for the room's tests: what each page received, and a message sent
// as one of them (its replies collected afresh), at the time the test's clock gives.
import type { ServerMessage } from '../../../src/online/protocol';
import type { Room, RoomReply } from '../../../src/online/server/room';

export function pagesOf<S>(room: Room<S>, now: () => number) {
  const inbox = new Map<string, ServerMessage[]>();
  /** Puts what the room sends into each page's inbox. */
  const deliver = (out: RoomReply): RoomReply => {
    for (const s of out.sends) inbox.set(s.to, [...(inbox.get(s.to) ?? []), s.msg]);
    return out;
  };
  /** Sends `msg` as page `id`: what that page received in answer. */
  const say = (id: string, msg: object): ServerMessage[] => {
    inbox.set(id, []);
    deliver(room.receive(id, JSON.stringify(msg), now()));
    return inbox.get(id)!;
  };
  return { inbox, deliver, say };
}
