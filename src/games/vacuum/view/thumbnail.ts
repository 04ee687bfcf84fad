// The picture inside a PNG save: the board drawn small with Canvas 2D from the Game alone, so it
// looks the same whichever renderer the page uses.
import { contents, perimeterColour, SIZE, SQUARES, terrain, type Game, type Owner } from '../rules/index';
import { TERRAIN_TILE } from './palette';
import { cssColour, SEATS } from './seats';

function drawThumbnail(ctx: CanvasRenderingContext2D, game: Game, size: number): void {
  const cell = size / SIZE;
  ctx.fillStyle = cssColour(TERRAIN_TILE.barren);
  ctx.fillRect(0, 0, size, size);
  for (let sq = 0; sq < SQUARES; sq++) {
    const x = (sq % SIZE) * cell;
    const y = Math.floor(sq / SIZE) * cell;
    const t = terrain(game, sq);
    if (t === 'barren') continue;
    ctx.fillStyle = cssColour(t === 'perimeter' ? SEATS[perimeterColour(game, sq)!].tile : TERRAIN_TILE[t]);
    ctx.fillRect(x + 0.5, y + 0.5, cell - 1, cell - 1);
    const c = contents(game, sq);
    if (c === null) continue;
    const disc = (owner: Owner, cx: number, cy: number, r: number): void => {
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.fillStyle = cssColour(SEATS[owner].fill);
      ctx.fill();
      ctx.strokeStyle = cssColour(SEATS[owner].edge);
      ctx.lineWidth = Math.max(1, cell * 0.05);
      ctx.stroke();
    };
    if ('pebbles' in c) {
      c.pebbles.forEach((o, i) =>
        disc(o, x + cell * (0.3 + 0.4 * (i % 2)), y + cell * (0.3 + 0.4 * Math.floor(i / 2)), cell * 0.16),
      );
    } else if ('stone' in c) {
      ctx.fillStyle = cssColour(SEATS[c.stone].fill);
      ctx.fillRect(x + cell * 0.22, y + cell * 0.22, cell * 0.56, cell * 0.56);
    } else {
      disc(c.boulder, x + cell / 2, y + cell / 2, cell * 0.4);
    }
  }
}

/** The thumbnail as PNG bytes. */
export async function thumbnailPng(game: Game, size = 384): Promise<Uint8Array> {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  drawThumbnail(canvas.getContext('2d')!, game, size);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the browser could not make a picture of the board');
  return new Uint8Array(await blob.arrayBuffer());
}
