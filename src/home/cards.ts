// The home page's game cards as HTML, written into index.html when the page is built (and by the
// dev server), so they are on screen at the page's first paint, before any script has run. The
// page's script then only says "Resume" where a game is saved. Facts come from the registry.
import { GAMES } from '../games/index';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Each playable game's card; its picture is the game's card.svg, drawn ahead (scripts/cards.ts). */
export function cardsHtml(): string {
  return GAMES.filter((g) => g.playable)
    .map(
      ({ id, name, players, pitch }) => `
        <li class="card" data-game="${id}">
          <a class="card-play" href="./${id}" aria-describedby="pitch-${id}">
            <img src="/src/games/${id}/view/card.svg" alt="" width="160" height="160" />
            <h3>${escape(name)}</h3>
          </a>
          <p class="card-players">${escape(players)}</p>
          <p class="card-pitch" id="pitch-${id}">${escape(pitch)}</p>
          <p class="card-actions">
            <a class="button primary" href="./${id}" aria-label="Play ${escape(name)}">Play</a>
            <a class="button" href="./manual/${id}" aria-label="Rules of ${escape(name)}">Rules</a>
          </p>
        </li>`,
    )
    .join('');
}
