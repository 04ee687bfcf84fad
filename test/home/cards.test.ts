import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index';
import { cardFile, cardGames, drawCard } from '../../scripts/cards';
import { cardsHtml } from '../../src/home/cards';

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

  it('the page holds a card for each playable game: its name, players, pitch, picture, Play and Rules, no other link', () => {
    const html = cardsHtml();
    const playable = GAMES.filter((g) => g.playable);
    expect([...html.matchAll(/<li class="card" data-game="([^"]+)">/g)].map((m) => m[1])).toEqual(
      playable.map((g) => g.id),
    );
    for (const g of playable) {
      const card = html.slice(html.indexOf(`data-game="${g.id}"`)).split('</li>')[0]!;
      expect(card).toContain(`<h3>${g.name}</h3>`);
      expect(card).toContain(`<p class="card-players">${g.players}</p>`);
      expect(card).toContain(`>${g.pitch}</p>`);
      const picture = /<img src="\/([^"]+)"/.exec(card)![1]!;
      expect(new URL(`../../${picture}`, import.meta.url).pathname).toBe(cardFile(g.id));
      // Its text is painted first; the picture follows (drawn eagerly, it held the first paint back).
      expect(card).toMatch(/<img [^>]*loading="lazy"/);
      expect(card).toContain(`href="./${g.id}" aria-label="Play ${g.name}" aria-describedby="pitch-${g.id}">Play</a>`);
      expect(card).toContain(`href="./manual/${g.id}" aria-label="Rules of ${g.name}">Rules</a>`);
      // One link to the game (one Tab stop), and one to its rules.
      expect(card.match(/<a /g)).toHaveLength(2);
    }
  });
});
