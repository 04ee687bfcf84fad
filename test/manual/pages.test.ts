// Which manual the manual page shows for its address: `?game=<id>` picks the game, no game is
// Vacuum as before, and a game the site does not have is said in words with a way home.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index';
import { DEFAULT_GAME, manualPage, manualsById } from '../../src/manual/pages';

const load = (text: string) => () => Promise.resolve(text);
const manuals = { vacuum: load('# Vacuum rules'), pressure: load('# Pressure rules') };

describe('the manual page', () => {
  it('with no game named shows Vacuum’s rules, titled as before, with a way back to Vacuum', async () => {
    for (const search of ['', '?', '?game=', '?other=1']) {
      const page = manualPage(search, manuals);
      expect(page.title).toBe('Vacuum — Manual');
      expect(page.back).toEqual({ href: './vacuum', text: 'Back to Vacuum' });
      expect(page.notice).toBeNull();
      expect(await page.load!()).toBe('# Vacuum rules');
    }
    expect(DEFAULT_GAME).toBe('vacuum');
    expect(manualPage('?game=vacuum', manuals).title).toBe('Vacuum — Manual');
  });

  it('?game=pressure shows Pressure’s manual, title and way back', async () => {
    const page = manualPage('?game=pressure', manuals);
    expect(page.title).toBe('Pressure — Manual');
    expect(page.description).toMatch(/^The rules of Pressure: /);
    expect(page.back).toEqual({ href: './pressure', text: 'Back to Pressure' });
    expect(await page.load!()).toBe('# Pressure rules');
  });

  it('a game of the house without a manual yet says so', () => {
    const page = manualPage('?game=glyph-grid', manuals);
    expect(page.load).toBeNull();
    expect(page.title).toBe('Glyph Grid — Manual');
    expect(page.notice).toEqual({
      heading: 'Glyph Grid',
      text: 'The manual of Glyph Grid is not written yet.',
      link: { href: './', text: 'See the games' },
    });
  });

  it('an unknown game is named in words, shortened, with a link home', () => {
    const page = manualPage(`?game=${encodeURIComponent('<b>chess</b>')}`, manuals);
    expect(page.load).toBeNull();
    expect(page.title).toBe('No such game — Manual');
    expect(page.back.href).toBe('./');
    expect(page.notice!.text).toBe('There is no game called “<b>chess</b>” here, so there is no manual to show.');
    expect(page.notice!.link).toEqual({ href: './', text: 'See the games' });
    expect(manualPage(`?game=${'x'.repeat(300)}`, manuals).notice!.text.length).toBeLessThan(120);
    // Names of the object prototype are no games either.
    expect(manualPage('?game=constructor', manuals).notice!.heading).toBe('No such game');
  });

  it('finds each manual file’s game from its path', () => {
    expect(manualsById({ '../../docs/manuals/pressure.md': 1, '../../docs/manuals/glyph-grid.md': 2 })).toEqual({
      pressure: 1,
      'glyph-grid': 2,
    });
  });

  it('every file in docs/manuals is the manual of a game of the house', () => {
    const ids = readdirSync(new URL('../../docs/manuals/', import.meta.url)).map((f) => f.replace(/\.md$/, ''));
    expect(ids).toContain('pressure');
    for (const id of ids) expect(GAMES.map((g) => g.id)).toContain(id);
  });
});
