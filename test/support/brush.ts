// A Brush (core/module.ts) that keeps every stroke made with it, for tests of a game's painter
// without a canvas: what was drawn, in order, with its arguments.
import type { Brush } from '../../src/core/module';

export interface Stroke {
  method: keyof Brush;
  args: number[];
}

export function recordingBrush(): { brush: Brush; strokes: Stroke[]; count(method: keyof Brush): number } {
  const strokes: Stroke[] = [];
  const brush = new Proxy({} as Brush, {
    get:
      (_t, method: keyof Brush) =>
      (...args: number[]) => (strokes.push({ method, args }), brush),
  });
  return { brush, strokes, count: (method) => strokes.filter((s) => s.method === method).length };
}
