import { describe, expect, it } from 'vitest';
import { Shelf } from '../../src/session/shelf';
import { MemoryStore } from '../support/ui';

const texts = (shelf: Shelf): string[] => shelf.list().map((k) => k.text);

describe('Shelf', () => {
  it('keeps the newest first, at most its size, each text once', () => {
    const shelf = new Shelf(new MemoryStore(), 'k', 3);
    for (const t of ['a', 'b', 'c', 'd']) expect(shelf.add({ at: 1, text: t })).toBe(true);
    expect(texts(shelf)).toEqual(['d', 'c', 'b']);
    shelf.add({ at: 2, text: 'b' });
    expect(texts(shelf)).toEqual(['b', 'd', 'c']);
  });

  it('when storage is full the oldest make room; when even one does not fit, nothing changes', () => {
    const store = new MemoryStore();
    const shelf = new Shelf(store, 'k', 5);
    for (const t of ['a'.repeat(100), 'b'.repeat(100), 'c'.repeat(100)]) shelf.add({ at: 1, text: t });
    store.fake.quota = 300;
    expect(shelf.add({ at: 2, text: 'd'.repeat(100) })).toBe(true);
    expect(texts(shelf).map((t) => t[0])).toEqual(['d', 'c']);
    expect(shelf.add({ at: 3, text: 'e'.repeat(400) })).toBe(false);
    expect(texts(shelf).map((t) => t[0])).toEqual(['d', 'c']);
  });

  it('takes a text off by its content; a text no longer there is refused', () => {
    const shelf = new Shelf(new MemoryStore(), 'k', 3);
    shelf.add({ at: 1, text: 'a' });
    shelf.add({ at: 1, text: 'b' });
    expect(shelf.take('a')).toBe(true);
    expect(shelf.take('a')).toBe(false);
    expect(texts(shelf)).toEqual(['b']);
  });

  it('a damaged shelf reads as empty (or without its damaged entries) and never throws', () => {
    const store = new MemoryStore();
    const shelf = new Shelf(store, 'k', 3);
    for (const raw of ['{', '"text"', '{"at":1}', 'null']) {
      store.setItem('k', raw);
      expect(shelf.list()).toEqual([]);
    }
    store.setItem('k', JSON.stringify([{ at: 1, text: 'ok' }, { at: 'x', text: 'bad' }, null, { at: 2, text: 3 }]));
    expect(texts(shelf)).toEqual(['ok']);
  });
});
