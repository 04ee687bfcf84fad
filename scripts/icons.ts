// `npm run icons`: the site's app icons (public/icons/), drawn from the house's own art: Vacuum's
// four seat colours as four pebbles on the page's dark ground, a 2 × 2 cluster pressed together.
// The maskable icon keeps the pebbles inside the safe circle (the middle 80 %).
import { writeFileSync, mkdirSync } from 'node:fs';
import { encode } from 'fast-png';
import { SEATS } from '../src/games/vacuum/view/seats';

const GROUND = 0x101217;
const OUT = new URL('../public/icons/', import.meta.url);

const rgb = (c: number): [number, number, number] => [(c >> 16) & 255, (c >> 8) & 255, c & 255];

/** An icon of `size` pixels; `inset` is the share of the side kept clear around the pebbles. */
function icon(size: number, inset: number, rounded: boolean): Uint8Array {
  const data = new Uint8Array(size * size * 4);
  const radius = rounded ? size * 0.18 : 0;
  const r = (size * (1 - 2 * inset)) / 4; // four pebbles across two rows
  const centre = size / 2;
  const pebbles = [0, 1, 2, 3].map((seat) => ({
    x: centre + (seat % 2 === 0 ? -r : r) * 0.98,
    y: centre + (seat < 2 ? -r : r) * 0.98,
    fill: rgb(SEATS[seat as 0 | 1 | 2 | 3].fill),
    edge: rgb(SEATS[seat as 0 | 1 | 2 | 3].edge),
  }));
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      // The rounded square's coverage (1 inside, 0 outside, blended over a pixel at the edge).
      const dx = Math.max(radius - x - 0.5, x + 0.5 - (size - radius), 0);
      const dy = Math.max(radius - y - 0.5, y + 0.5 - (size - radius), 0);
      const ground = radius === 0 ? 1 : Math.min(1, Math.max(0, radius - Math.hypot(dx, dy) + 0.5));
      let [cr, cg, cb] = rgb(GROUND);
      for (const p of pebbles) {
        const d = Math.hypot(x + 0.5 - p.x, y + 0.5 - p.y);
        const body = Math.min(1, Math.max(0, r * 0.9 - d + 0.5));
        const rim = Math.min(1, Math.max(0, r * 0.9 - d + 0.5)) - Math.min(1, Math.max(0, r * 0.78 - d + 0.5));
        const c = rim > 0 ? p.edge : p.fill;
        const a = Math.max(body, 0);
        cr = cr * (1 - a) + c[0] * a;
        cg = cg * (1 - a) + c[1] * a;
        cb = cb * (1 - a) + c[2] * a;
      }
      data.set([Math.round(cr), Math.round(cg), Math.round(cb), Math.round(255 * ground)], i);
    }
  return encode({ width: size, height: size, data, channels: 4, depth: 8 });
}

mkdirSync(OUT, { recursive: true });
for (const size of [192, 512]) writeFileSync(new URL(`icon-${size}.png`, OUT), icon(size, 0.1, true));
writeFileSync(new URL('maskable-512.png', OUT), icon(512, 0.22, false));
writeFileSync(new URL('apple-touch-icon.png', OUT), icon(180, 0.12, false));
console.log(`icons written to ${OUT.pathname}`);
