// Links sent before the site had a home page, opened at `/`: where each now lives. Not in
// core/addresses.ts, which the Vite config reads (it imports nothing).
import { prefixOwner } from '../codec/prefix-table';
import { missingOf } from '../core/addresses';

/**
 * Where an old Vacuum address at `/` now lives: links sent before the site had a home page
 * (`/#p=…`, `/#g=…`, `/#r=…`, `/?room=…`) open in Vacuum. Another game's link pasted at `/` opens on
 * its game's page, told by its first character. Null for the home page itself.
 */
export function oldVacuumLink(search: string, hash: string): string | null {
  if (missingOf(search) !== null) return null;
  const old = /^#(p|g|r)=/.test(hash) || new URLSearchParams(search).has('room');
  const link = /^#[pg]=(.)/.exec(hash);
  return old ? `/${(link && prefixOwner(link[1]!)?.id) ?? 'vacuum'}${search}${hash}` : null;
}
