// What every page of the site exposes for end-to-end tests (platform.md, "What every game page
// exposes"): `window.studio`, on the home page and on each game's page.

/** The home page's. */
interface HomeStudio {
  id: 'home';
  /** The ids of the games it shows, in order. */
  games: string[];
}

/** A game page's: the game of this page, through its own rules door. */
export interface GameStudio<G = unknown, R = unknown> {
  id: string;
  /** The position on screen. */
  game(): G;
  /** Shows this position, as Load would. */
  load(positionText: string): void;
  /** Viewport CSS pixels of a square's centre, by its name ('a1', 'c4', …). */
  squareCenter(square: string): { x: number; y: number };
  rules: R;
}

declare global {
  interface Window {
    studio?: HomeStudio | GameStudio;
  }
}
