// The Tournament's pictures: a portrait of each opponent (portraits/<id>.svg, named by the
// opponent's `portrait` in tournament.ts) and the trophy of "Tournament Complete!". Each is a
// small SVG document with a <title>, drawn to read at 64 px; the page may put the text inline or
// in an <img> (as a data: URL, which the pages' Content-Security-Policy allows).
import { OPPONENTS, type PortraitId } from './tournament';
import trophy from './trophy.svg?raw';

const files = import.meta.glob<string>('./portraits/*.svg', { query: '?raw', import: 'default', eager: true });

/** The SVG text of an opponent's portrait. */
export function portraitSvg(id: PortraitId): string {
  const svg = files[`./portraits/${id}.svg`];
  if (svg === undefined) throw new Error(`there is no portrait called "${id}"`);
  return svg;
}

/** Every opponent's portrait, in ladder order. */
export const PORTRAITS: readonly { id: PortraitId; svg: string }[] = OPPONENTS.map((o) => ({
  id: o.portrait,
  svg: portraitSvg(o.portrait),
}));

/** The trophy of "Tournament Complete!". */
export const TROPHY_SVG: string = trophy;

/** An SVG document as a data: URL for an <img src>. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg)}`;
