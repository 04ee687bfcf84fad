import { describe, expect, it } from 'vitest';
import { recoveredKey, Recovery, recoveredFileName } from '../../src/session/recovery';
import { MemoryStore } from '../support/ui';

describe('Recovery', () => {
  it('keeps unreadable autosaves across page loads, each once, with the reason', () => {
    const store = new MemoryStore();
    expect(new Recovery(store, 'vacuum').keep('{"version":9}', 'format 9', 5)).toBe(true);
    const again = new Recovery(store, 'vacuum');
    again.keep('{"version":9}', 'format 9', 6); // the same autosave found by the next page load
    again.keep('{trunc', 'not JSON', 7);
    expect(again.list().map((k) => [k.text, k.note])).toEqual([
      ['{trunc', 'not JSON'],
      ['{"version":9}', 'format 9'],
    ]);
    again.forget();
    expect(new Recovery(store, 'vacuum').list()).toEqual([]);
  });

  it('when storage refuses it, the autosave is still offered for download while the page is open', () => {
    const store = new MemoryStore();
    store.fake.quota = 10;
    const recovery = new Recovery(store, 'vacuum');
    expect(recovery.keep('x'.repeat(50), 'damaged', 1)).toBe(false);
    expect(recovery.list().map((k) => k.text)).toEqual(['x'.repeat(50)]);
    expect(store.getItem(recoveredKey('vacuum'))).toBe(null);
    expect(recoveredKey('vacuum')).toBe('vacuum.recovered-autosaves'); // where Vacuum always kept them
  });

  it('names the download after the time it was kept', () => {
    expect(recoveredFileName({ at: new Date(2026, 10, 23, 14, 5).getTime(), text: '' }, 'vacuum')).toBe(
      'vacuum-recovered-2026-11-23-1405.json',
    );
  });
});
