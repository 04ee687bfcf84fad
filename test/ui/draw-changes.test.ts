import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { drawOnlyChanges } from '../../src/ui/draw-changes';

/** A fake Phaser game whose frames are stepped by hand, and a scene that says when its picture changed. */
function board() {
  const log: string[] = [];
  const renderer = { preRender: () => log.push('clear'), postRender: () => log.push('present') };
  const events = new EventEmitter();
  const game = {
    isPaused: false,
    step: (_t: number, _d: number) => log.push('phaser step'),
    headlessStep: () => log.push('update'),
    renderer,
    scene: { render: (r: typeof renderer) => log.push(r === renderer ? 'draw' : 'draw elsewhere') },
    events,
    canvas: new EventTarget(),
  };
  const scene = { changed: true, redraws: 0, still: () => !scene.changed, redraw: () => scene.redraws++ };
  drawOnlyChanges(game, scene);
  const frame = (): string[] => {
    log.length = 0;
    game.step(0, 16);
    return [...log];
  };
  return { game, scene, events, frame };
}

describe('the board draws only frames whose picture changed', () => {
  it('a changed picture is drawn as Phaser draws it; an unchanged one is updated but not drawn', () => {
    const { scene, frame } = board();
    expect(frame()).toEqual(['update', 'clear', 'draw', 'present']);
    scene.changed = false;
    expect(frame()).toEqual(['update']); // input and a change made in this update still come in
    expect(frame()).toEqual(['update']);
    scene.changed = true;
    expect(frame()).toEqual(['update', 'clear', 'draw', 'present']);
  });

  it('a paused game (a hidden page) draws nothing', () => {
    const { game, frame } = board();
    game.isPaused = true;
    expect(frame()).toEqual(['update']);
  });

  it('a page shown again, or a drawing context given back, draws the whole board again', () => {
    const { scene, events, game } = board();
    events.emit('visible');
    expect(scene.redraws).toBe(1);
    game.canvas.dispatchEvent(new Event('contextrestored'));
    expect(scene.redraws).toBe(1); // listened for once the game is ready (its canvas made)
    events.emit('ready');
    game.canvas.dispatchEvent(new Event('contextrestored'));
    game.canvas.dispatchEvent(new Event('webglcontextrestored'));
    expect(scene.redraws).toBe(3);
  });
});
