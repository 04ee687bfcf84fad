// The player's own layouts kept in the browser (R15): saved, renamed, replaced and deleted; an entry
// this page cannot read is kept as it is stored, never dropped.
import { describe, expect, it } from 'vitest';
import { LayoutShelf } from '../../../../src/games/divided-loyalties/view/shelf';
import { blankLayout, layoutFromTemplate, paintCell } from '../../../../src/games/divided-loyalties/rules/index';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => (data.set(k, v), true),
  };
}

const tiny = paintCell({ ...blankLayout(3, 3), name: 'Tiny' }, 'b2', 'S1');

describe('the shelf of layouts', () => {
  it('keeps a saved layout, renames, replaces and deletes it', () => {
    const store = memoryStore();
    const shelf = new LayoutShelf(store);
    expect(shelf.list()).toEqual([]);
    expect(shelf.add(tiny)).toBe(true);
    expect(shelf.add(layoutFromTemplate('kite', 'My kite'))).toBe(true);
    expect(new LayoutShelf(store).list().map((s) => s.layout.name)).toEqual(['Tiny', 'My kite']);
    shelf.rename(0, 'Small');
    expect(shelf.list()[0]!.layout).toEqual({ ...tiny, name: 'Small' });
    shelf.replace(1, tiny);
    expect(shelf.list()[1]!.layout.name).toBe('Tiny');
    shelf.remove(0);
    expect(shelf.list().map((s) => [s.index, s.layout.name])).toEqual([[0, 'Tiny']]);
  });

  it('keeps entries it cannot read, and keeps a damaged store aside before writing', () => {
    const store = memoryStore({ layouts: JSON.stringify(['not a layout', 42]) });
    const shelf = new LayoutShelf(store);
    expect(shelf.list()).toEqual([]);
    shelf.add(tiny);
    expect(JSON.parse(store.data.get('layouts')!).slice(0, 2)).toEqual(['not a layout', 42]);
    expect(shelf.list().map((s) => s.index)).toEqual([2]);
    const broken = memoryStore({ layouts: '{oops' });
    const again = new LayoutShelf(broken);
    expect(again.list()).toEqual([]);
    again.add(tiny);
    expect(again.list().map((s) => s.layout.name)).toEqual(['Tiny']);
    expect(broken.data.get('layouts-unreadable')).toBe('{oops');
  });
});
