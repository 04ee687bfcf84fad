// The bindings the room server's tests see through `cloudflare:test` (wrangler.jsonc).
import type { Env as RoomEnv } from '../../../src/online/server/worker';

declare global {
  namespace Cloudflare {
    interface Env extends RoomEnv {}
  }
}
