// The picture inside a PNG save: the board drawn small with Canvas 2D from the Game alone, so it
// looks the same whichever renderer the page uses.
import type { Game } from '../rules/index';
import { drawPicture } from './picture';

function canvasSketch(ctx: CanvasRenderingContext2D): Parameters<typeof drawPicture>[0] {
  return {
    rect(x, y, w, h, fill) {
      ctx.fillStyle = fill;
      ctx.fillRect(x, y, w, h);
    },
    disc(cx, cy, r, fill, edge, width) {
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.fillStyle = fill;
      ctx.fill();
      ctx.strokeStyle = edge;
      ctx.lineWidth = width;
      ctx.stroke();
    },
    line(x1, y1, x2, y2, stroke, width) {
      ctx.beginPath();
      ctx.moveTo(x1, y1);
      ctx.lineTo(x2, y2);
      ctx.strokeStyle = stroke;
      ctx.lineWidth = width;
      ctx.stroke();
    },
  };
}

/** The thumbnail as PNG bytes. */
export async function thumbnailPng(game: Game, size = 384): Promise<Uint8Array> {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  drawPicture(canvasSketch(canvas.getContext('2d')!), game, size);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the browser could not make a picture of the board');
  return new Uint8Array(await blob.arrayBuffer());
}
