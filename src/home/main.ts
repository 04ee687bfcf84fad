// The home page at `/`: a card for each game of the registry, the games last played, and a way
// into online rooms. It loads no Phaser and no rules engine: the cards' pictures are drawn ahead
// (scripts/cards.ts) and what it reads of storage is plain text.
import './home.css';
import { GAMES } from '../games/index';
import { missingOf } from '../core/addresses';
import { oldVacuumLink } from './old-links';
import { boardRoom, damagedRoomLink, readRoomInput, roomGameOf, whyNoRoom } from '../online/client/address';
import { browserStore } from '../session/storage';
import { hasAutosave, playedAt, readPlayed } from '../session/played';
import type {} from '../core/studio';
import { watchForUpdates } from '../ui/updates';
import { noteKeyboardArrivals } from '../ui/arrival';

// A link sent before the site had a home page opens in Vacuum, as it always did.
const old = oldVacuumLink(location.search, location.hash);
if (old !== null) location.replace(old);
else showHome();

function showHome(): void {
  const store = browserStore();
  const missing = missingOf(location.search);
  if (missing !== null) {
    const notice = document.getElementById('missing')!;
    const coming = GAMES.find((g) => g.id === missing && !g.playable);
    notice.textContent = coming
      ? `${coming.name} is not ready to play here yet. These games are:`
      : `There is no game called “${missing.slice(0, 40)}” here. These are the games:`;
    notice.hidden = false;
  }
  // The cards are in the page already (src/home/cards.ts): a saved game's says Resume.
  for (const card of document.querySelectorAll<HTMLElement>('#game-cards .card')) {
    const game = GAMES.find((g) => g.id === card.dataset.game);
    if (!game || !hasAutosave(store, game.id)) continue;
    const play = card.querySelector('.card-play')!;
    play.textContent = 'Resume';
    play.setAttribute('aria-label', `Resume ${game.name}`);
  }
  showPlayed(store);
  joinRooms();
  noteKeyboardArrivals(document.querySelector('main')!, '.card-play, #played a');
  window.studio = { id: 'home', games: GAMES.filter((g) => g.playable).map((g) => g.id) };
}

function showPlayed(store: ReturnType<typeof browserStore>): void {
  const played = readPlayed(store).filter((p) => GAMES.some((g) => g.id === p.game));
  if (played.length === 0) return;
  const list = document.getElementById('played')!;
  for (const p of played) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    // A room's game leads back into its room (its page would go there by itself, too).
    const room = boardRoom(store, p.game);
    link.href = room === null ? `./${p.game}` : `./${p.game}#r=${room}`;
    const name = GAMES.find((g) => g.id === p.game)!.name;
    link.textContent = `${name} · ${playedAt(p.at)} · ${p.label}${room === null ? '' : ` · online room ${room}`}`;
    item.append(link);
    list.append(item);
  }
  document.getElementById('played-section')!.hidden = false;
}

function joinRooms(): void {
  const form = document.getElementById('join-room') as HTMLFormElement;
  const input = document.getElementById('room-code') as HTMLInputElement;
  const error = document.getElementById('join-error')!;
  const refuse = (why: string): void => {
    error.textContent = why;
    input.focus();
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (sameSite(text) && !damagedRoomLink(text)) return location.assign(text);
    const code = readRoomInput(text);
    if (code === null) return refuse(whyNoRoom(text));
    error.textContent = '';
    // The room says which game it plays, and the player stays here when there is none. Where no
    // room server answers, the game page it opens says why.
    void roomGameOf(location.href, code).then((room) => {
      if (room !== null && 'error' in room) return refuse(room.error);
      const game = room !== null && GAMES.some((g) => g.id === room.game && g.playable) ? room.game : 'vacuum';
      location.assign(`./${game}#r=${code}`);
    });
  });
}

/** A link to this site (a room link someone sent): opened as it is. */
function sameSite(text: string): boolean {
  try {
    return /^https?:\/\//i.test(text) && new URL(text).origin === location.origin;
  } catch {
    return false;
  }
}

watchForUpdates();
offerInstall();

/** "Install the games" where the browser offers to install the site (it then plays offline too). */
function offerInstall(): void {
  const button = document.getElementById('install')!;
  let offer: (Event & { prompt(): Promise<unknown> }) | null = null;
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    offer = e as Event & { prompt(): Promise<unknown> };
    button.hidden = false;
  });
  button.addEventListener('click', () => {
    button.hidden = true;
    void offer?.prompt();
    offer = null;
  });
  window.addEventListener('appinstalled', () => (button.hidden = true));
}
