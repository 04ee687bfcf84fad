// Two fingers on the board zoom and pan it (src/page/zoom.ts): their spread zooms around their
// middle, and moving them together moves the board. A press one finger began is let go at once,
// so a pinch never plays a move.
import type { Picker } from './picker';

interface Zoomable {
  zoomAround(px: number, py: number, factor: number): void;
  panBy(dx: number, dy: number): void;
}

export function installPinch<G, A>(board: HTMLElement, scene: Zoomable, picker: Picker<G, A>): void {
  const fingers = new Map<number, { x: number; y: number }>();
  let last: { mid: { x: number; y: number }; spread: number } | null = null;
  const measure = () => {
    const [a, b] = [...fingers.values()] as [{ x: number; y: number }, { x: number; y: number }];
    return { mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, spread: Math.hypot(a.x - b.x, a.y - b.y) };
  };
  const at = (e: PointerEvent) => {
    const rect = board.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  board.addEventListener('pointerdown', (e) => {
    if (e.pointerType !== 'touch') return;
    fingers.set(e.pointerId, at(e));
    if (fingers.size === 2) {
      picker.cancelPress();
      last = measure();
    }
  });
  board.addEventListener('pointermove', (e) => {
    if (!fingers.has(e.pointerId)) return;
    fingers.set(e.pointerId, at(e));
    if (fingers.size !== 2 || last === null) return;
    const now = measure();
    if (last.spread > 0) scene.zoomAround(now.mid.x, now.mid.y, now.spread / last.spread);
    scene.panBy(now.mid.x - last.mid.x, now.mid.y - last.mid.y);
    last = now;
  });
  for (const type of ['pointerup', 'pointercancel'] as const)
    board.addEventListener(type, (e) => {
      fingers.delete(e.pointerId);
      if (fingers.size < 2) last = null;
    });
}
