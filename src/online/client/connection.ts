// A page's WebSocket to its room: says hello on every (re)connect, sends heartbeats while idle,
// notices a dead link by their missing answers, and reconnects by itself with growing pauses.
import type { ClientMessage, ServerMessage } from '../protocol';

export type LinkState = 'connecting' | 'open' | 'waiting';

export interface ConnectionDeps {
  url: string;
  /** The hello to send on each connect (token and last seen version as they are then). */
  hello: () => ClientMessage;
  onMessage: (msg: ServerMessage) => void;
  onState: (state: LinkState) => void;
  /** Heartbeat period; a link silent for three periods is dropped and reopened. */
  heartbeatMs?: number;
  createSocket?: (url: string) => WebSocket;
}

const PAUSES = [250, 500, 1000, 2000, 4000];
const OPEN = 1; // WebSocket.OPEN (named here: tests run where there is no WebSocket global)

export class RoomConnection {
  private socket: WebSocket | null = null;
  private stopped = false;
  private attempt = 0;
  private heard = 0;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;

  /**
   * The browser's word on the network: gone, the link is dropped at once (the page says it is
   * reconnecting, not that it is connected); back, a new link is opened at once and its hello
   * brings the room's game and clocks as they are now, whatever was missed meanwhile.
   */
  private readonly onNetwork = (e: Event): void => {
    if (e.type === 'online') this.attempt = 0;
    this.reconnect();
  };

  constructor(private d: ConnectionDeps) {
    this.open();
    globalThis.addEventListener?.('online', this.onNetwork);
    globalThis.addEventListener?.('offline', this.onNetwork);
  }

  send(msg: ClientMessage): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(msg));
    return true;
  }

  /** Closes for good (Leave Online Room, or the room does not exist). */
  stop(): void {
    this.stopped = true;
    globalThis.removeEventListener?.('online', this.onNetwork);
    globalThis.removeEventListener?.('offline', this.onNetwork);
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    this.socket?.close(1000, 'left');
    this.socket = null;
  }

  /** Drops the link now and reconnects (after the page wakes or comes back online). */
  reconnect(): void {
    if (this.stopped) return;
    this.socket?.close(4000, 'reconnect');
  }

  private open(): void {
    this.d.onState('connecting');
    const ws = (this.d.createSocket ?? ((url) => new WebSocket(url)))(this.d.url);
    this.socket = ws;
    const period = this.d.heartbeatMs ?? 15_000;
    ws.addEventListener('open', () => {
      this.attempt = 0;
      this.heard = Date.now();
      ws.send(JSON.stringify(this.d.hello()));
      this.d.onState('open');
      this.heartbeat = setInterval(() => {
        if (Date.now() - this.heard > 3 * period) return void ws.close(4001, 'silent');
        ws.send('{"t":"ping"}');
      }, period);
    });
    ws.addEventListener('message', (e) => {
      this.heard = Date.now();
      if (typeof e.data !== 'string') return;
      let msg: ServerMessage;
      try {
        msg = JSON.parse(e.data) as ServerMessage;
      } catch {
        return; // the room only sends JSON; anything else is not for us
      }
      this.d.onMessage(msg);
    });
    ws.addEventListener('close', () => {
      clearInterval(this.heartbeat);
      if (this.socket !== ws || this.stopped) return;
      this.d.onState('waiting');
      const pause = PAUSES[Math.min(this.attempt++, PAUSES.length - 1)]!;
      this.retry = setTimeout(() => this.open(), pause);
    });
  }
}
