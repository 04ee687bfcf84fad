// The home page's game cards as HTML, written into index.html when the page is built (and by the
// dev server), so they are on screen at the page's first paint, before any script has run. The
// page's script then only says "Resume" where a game is saved. Facts come from the registry.
import { GAMES } from '../games/index';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Each playable game's card; its picture is the game's card.svg, drawn ahead (scripts/cards.ts),
 * loaded lazily: Chromium drew an eagerly loaded SVG picture before the page's first paint, which
 * then came 16 ms later on a desktop and 90 ms later on a phone, while the pictures showed no
 * sooner (bench: browser.home.cards_shown_ms).
 * One link plays the game, Play: the keyboard stops there and at Rules only, and Play's box is
 * stretched over the card (home.css), so the picture and the name are played by a click or a tap.
 */
export function cardsHtml(): string {
  return GAMES.filter((g) => g.playable)
    .map(
      ({ id, name, players, pitch }) => `
        <li class="card" data-game="${id}">
          <div class="card-head">
            <img src="/src/games/${id}/view/card.svg" alt="" width="160" height="160" loading="lazy" />
            <h3>${escape(name)}</h3>
          </div>
          <p class="card-players">${escape(players)}</p>
          <p class="card-pitch" id="pitch-${id}">${escape(pitch)}</p>
          <p class="card-actions">
            <a class="button primary card-play" href="./${id}" aria-label="Play ${escape(name)}" aria-describedby="pitch-${id}">Play</a>
            <a class="button" href="./manual/${id}" aria-label="Rules of ${escape(name)}">Rules</a>
          </p>
        </li>`,
    )
    .join('');
}
