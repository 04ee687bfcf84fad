import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index';
import { cardFile, cardGames, drawCard } from '../../scripts/cards';

describe('home cards', () => {
  it('every playable game draws a card; every game with picture code has one', () => {
    expect(cardGames()).toEqual(expect.arrayContaining(GAMES.filter((g) => g.playable).map((g) => g.id)));
    expect(cardGames()).toEqual(expect.arrayContaining(['vacuum', 'pressure']));
  });

  it.each(cardGames())('%s: the committed card picture is its card position drawn (npm run cards)', async (id) => {
    const svg = readFileSync(cardFile(id), 'utf8');
    expect(svg).toBe(await drawCard(id));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 160 160"/);
    // A real position: the picture has pieces on it, not only terrain.
    expect(svg.match(/<(circle|polygon) /g)?.length ?? 0).toBeGreaterThan(10);
  });
});
