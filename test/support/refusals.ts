// What the games' hostile-input and room tests assert of a refusal: each generated input refused
// with a message a player can read, and the room's Refusal read as its code and message.
import { expect } from 'vitest';
import { Refusal } from '../../src/online/server/hosted';

/** Every input refused with a message of some length; the category named when one is not. */
export function expectRefused<T>(
  cases: { category: string; input: T }[],
  decode: (input: T) => { ok: boolean; error?: string },
): void {
  expect(cases.length).toBeGreaterThan(0);
  for (const { category, input } of cases) {
    const r = decode(input);
    expect({ category, refused: !r.ok && (r.error ?? '').length > 10 }).toEqual({ category, refused: true });
  }
}

/** The Refusal `run` throws: its code and message. */
export function refusal(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (e) {
    if (e instanceof Refusal) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error('not refused');
}
