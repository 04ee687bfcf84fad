// Vacuum's readings of a square on the game-neutral page: Diagnostics under its actions (the
// pressure centred on the square the mouse rests on, or the one a finger last held still on), and
// for a finger, a card beside the held square with its pressures, pinned there once the finger
// lets go — until the next touch, a tap on the card, or the board showing another position.
import type { PageHost } from '../../../core/module';
import type { Action, Game } from '../rules/index';
import { diagnostics } from './diagnostics';
import { forHand } from '../../../ui/hand';
import { placeBeside } from '../../../ui/panels/beside';

/** Puts the pinned card away as the editor opens (the page tells the game no position while it is open). */
let putAwayPinned: () => void = () => {};
export const putAwayReading = (): void => putAwayPinned();

export function installReadings(host: PageHost<Game, Action>, where: HTMLElement): void {
  const touch = matchMedia('(pointer: coarse)').matches;
  const text = diagnosticsBox(where);
  const card = Object.assign(document.createElement('div'), { id: 'hold-card', hidden: true });
  card.setAttribute('aria-hidden', 'true'); // Status says the held square already (the picker's words)
  document.body.append(card);
  /** The held square the card is for, and the position it was held on; put away: no card until the next hold. */
  let pinned: { sq: number; game: Game; away: boolean } | null = null;
  // Put away as the touch (or click) begins, and nothing of it goes on to the window, where the
  // board's canvas listens too and would take it as a press on the square under the card.
  const putAway = (e: Event): void => {
    e.preventDefault();
    e.stopPropagation();
    if (pinned) pinned.away = true;
    card.hidden = true;
  };
  for (const type of ['touchstart', 'mousedown'] as const) card.addEventListener(type, putAway);
  putAwayPinned = () => {
    if (pinned) pinned.away = true;
    card.hidden = true;
  };
  for (const type of ['touchend', 'mouseup'] as const) card.addEventListener(type, (e) => e.stopPropagation());
  let drawn = '';
  // Asked at every redraw (a hover's step is one): the panel changes only where its words do.
  host.onShow((game) => {
    const at = host.pointed();
    const html = diagnostics(game, at?.sq ?? null, at?.held ?? false, touch);
    if (html !== drawn) text.innerHTML = drawn = html;
    if (!at?.held) pinned = null;
    else if (pinned?.sq !== at.sq) pinned = { sq: at.sq, game, away: false };
    // Another position on the board (the editor's, a replay's, a load) takes the card away.
    if (pinned && pinned.game !== game) pinned.away = true;
    card.hidden = pinned === null || pinned.away;
    if (pinned === null || pinned.away) return;
    card.innerHTML = `${diagnostics(game, pinned.sq, true)}<div class="unpin">${forHand('Click here to put it away.', touch)}</div>`;
    placeBeside(card, host.squareCentre(pinned.sq));
  });
}

/** The Diagnostics box under the actions: its text. */
function diagnosticsBox(where: HTMLElement): HTMLElement {
  const box = document.createElement('section');
  box.id = 'diagnostics';
  box.className = 'vacuum-diagnostics';
  const heading = document.createElement('h2');
  heading.textContent = 'Diagnostics';
  const text = document.createElement('div');
  text.id = 'diagnostics-text';
  box.append(heading, text);
  where.append(box);
  return text;
}
