import { describe, expect, it } from 'vitest';
import { AWAKE_MS, FramePace, IDLE_FPS } from '../../src/ui/frame-pace';

/** A pace over a fake game loop, clock and timer: what drives the board's frames now. */
function paced() {
  let now = 0;
  const loop = {
    refreshes: true,
    ticks: 0,
    sleep: () => (loop.refreshes = false),
    wake: () => (loop.refreshes = true),
    tick: () => loop.ticks++,
  };
  let timer: { ms: number; run: () => void } | null = null;
  const pace = new FramePace(
    loop,
    () => now,
    (ms, run) => {
      timer = { ms, run };
      return () => (timer = null);
    },
  );
  return { pace, loop, timer: () => timer, advance: (ms: number) => (now += ms) };
}

describe('the board redraws at full rate only while a hand is on the page or a piece moves', () => {
  it('a board left alone draws from a timer at the idle rate; the next touch brings every refresh back at once', () => {
    const { pace, loop, timer } = paced();
    pace.frame();
    expect(loop.refreshes).toBe(false); // nothing woke it: idle from its first frame
    expect(timer()?.ms).toBe(1000 / IDLE_FPS);
    timer()!.run();
    timer()!.run();
    expect(loop.ticks).toBe(2); // the pulse still moves, a change still shows
    pace.wake();
    expect(loop.refreshes).toBe(true);
    expect(timer()).toBeNull();
  });

  it('stays at full rate while input keeps coming, and slows only once it has stopped for a while', () => {
    const { pace, loop, timer, advance } = paced();
    pace.wake();
    for (let i = 0; i < 10; i++) {
      advance(AWAKE_MS / 2);
      pace.wake(); // the pointer moves on
      pace.frame();
    }
    advance(AWAKE_MS - 1);
    pace.frame();
    expect(loop.refreshes).toBe(true);
    advance(2);
    pace.frame();
    const idle = timer();
    pace.frame();
    expect(loop.refreshes).toBe(false);
    expect(timer()).toBe(idle); // one timer, not one a frame
  });
});
