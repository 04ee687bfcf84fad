// The clocks' runner (Glyph Grid's R11) driven by a fake time: it charges the player to move the time
// since its last tick, charges nothing while it may not run and drops that time.
import { describe, expect, it } from 'vitest';
import { ClockRunner, clocksMayRun } from '../../src/page/clock';

function runner() {
  let now = 1_000;
  let running = true;
  const charged: number[] = [];
  const r = new ClockRunner({ now: () => now, running: () => running, charge: (ms) => charged.push(ms) });
  return { r, charged, at: (ms: number) => (now = ms), run: (on: boolean) => (running = on) };
}

describe('the clocks’ runner', () => {
  it('charges the time since its last tick in whole ms, losing no fraction', () => {
    const { r, charged, at } = runner();
    at(1_100.6);
    r.tick();
    at(1_250.2);
    r.tick();
    expect(charged).toEqual([100, 150]); // the fraction left over is charged later, not lost
  });

  it('while it may not run (the page hidden, a finished game, a room) it charges nothing, and that time is gone', () => {
    const { r, charged, at, run } = runner();
    run(false);
    at(61_000);
    r.tick();
    run(true);
    at(61_100);
    r.tick();
    expect(charged).toEqual([100]);
  });

  it('out of a room the clocks stop while the page is hidden or a dialog covers the board; in one the room says', () => {
    expect(clocksMayRun(undefined, { hidden: false, covered: false })).toBe(true);
    expect(clocksMayRun(undefined, { hidden: true, covered: false })).toBe(false);
    expect(clocksMayRun(undefined, { hidden: false, covered: true })).toBe(false);
    expect(clocksMayRun(true, { hidden: true, covered: true })).toBe(true);
    expect(clocksMayRun(false, { hidden: false, covered: false })).toBe(false);
  });
});
