// The Tournament's pictures: one small, self-contained SVG per opponent and a trophy, each with a
// title a screen reader can read, flat shapes only (no text that depends on fonts, nothing fetched).
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PORTRAITS, portraitSvg, svgDataUrl, TROPHY_SVG } from '../../../../src/games/pressure/view/portraits';
import { OPPONENTS, type PortraitId } from '../../../../src/games/pressure/view/tournament';

/** Every element opened is closed, in order (a well-formedness check without an XML parser). */
function balanced(svg: string): boolean {
  const open: string[] = [];
  for (const [tag, close, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    void tag;
    if (selfClosing) continue;
    if (close) {
      if (open.pop() !== name) return false;
    } else open.push(name!);
  }
  return open.length === 0;
}

function checkPicture(svg: string, title: RegExp): void {
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1">/);
  expect(svg).toMatch(title);
  expect(svg.length).toBeGreaterThan(300);
  expect(svg.length).toBeLessThan(2200);
  expect(balanced(svg)).toBe(true);
  // Nothing that runs, loads or needs a font.
  expect(svg).not.toMatch(/<script|<text|<image|<foreignObject|href=|url\(|on[a-z]+=/i);
}

describe('portraits', () => {
  it('one per opponent, in ladder order, each titled with the opponent’s name and character', () => {
    expect(PORTRAITS.map((p) => p.id)).toEqual(OPPONENTS.map((o) => o.portrait));
    for (const o of OPPONENTS) {
      const svg = portraitSvg(o.portrait);
      checkPicture(svg, new RegExp(`<title>${o.name}, the ${o.character}</title>`));
    }
    expect(new Set(PORTRAITS.map((p) => p.svg)).size).toBe(11);
  });

  it('every file in portraits/ belongs to an opponent', () => {
    const files = readdirSync(new URL('../../../../src/games/pressure/view/portraits/', import.meta.url));
    expect(files.sort()).toEqual(OPPONENTS.map((o) => `${o.portrait}.svg`).sort());
  });

  it('an unknown portrait is an error, not an empty picture', () => {
    expect(() => portraitSvg('unicorn-dentist' as PortraitId)).toThrow(/no portrait called "unicorn-dentist"/);
  });

  it('the trophy of "Tournament Complete!"', () => {
    checkPicture(TROPHY_SVG, /<title>Trophy: Pressure Champion<\/title>/);
  });

  it('as a data: URL for an <img>', () => {
    const url = svgDataUrl(TROPHY_SVG);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(TROPHY_SVG);
  });
});
