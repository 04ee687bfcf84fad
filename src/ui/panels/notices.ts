// What the page tells the player when their game is in danger: storage refusing the autosave, an
// autosave that cannot be opened (kept aside, in the new-game dialog), the game open in
// another tab, and a computer seat that does not answer.
import './notices.css';
import type { Kept } from '../../session/shelf';
import { ask, makeDialog } from './modal';
import { $ } from '../dom';
import { commandName } from './menu-commands';

/**
 * Tells the player, once per page, that the autosave failed; offers to save the game. The returned
 * function is called on every failure.
 */
export function unsavedNotice(saveGame: () => void): () => void {
  let told = false;
  return () => {
    if (told) return;
    told = true;
    const d = makeDialog(
      'unsaved-dialog',
      `<h2>Your game is not being saved</h2><p>This browser refused to store your game (its storage is full or switched off). You can keep playing; to keep this game, save it as a file.</p><p><button value="save" class="primary">${commandName('save')}</button> <button value="ok">Keep playing</button></p>`,
    );
    void ask(d, { cancel: 'ok' }).then((answer) => {
      if (answer === 'save') saveGame();
    });
  };
}

/**
 * The notice about kept autosaves inside the new-game dialog: why each could not be read, a
 * download for each, and a way to forget them. Call again after a change.
 */
export function showRecovered(
  box: HTMLElement,
  kept: Kept[],
  actions: { download: (k: Kept) => void; forget: () => void },
  gameName: string,
): void {
  box.hidden = kept.length === 0;
  if (box.hidden) return box.replaceChildren();
  const intro = document.createElement('p');
  intro.textContent =
    kept.length === 1
      ? `Your autosaved ${gameName} game could not be opened, for the reason below. It has been kept: download it to keep it safe.`
      : `${kept.length} autosaved ${gameName} games could not be opened, each for the reason below it. They have been kept: download them to keep them safe.`;
  const list = document.createElement('ul');
  for (const k of kept) {
    const item = document.createElement('li');
    const why = document.createElement('span');
    why.textContent = `${k.note ?? ''} `;
    const get = document.createElement('button');
    get.type = 'button';
    get.className = 'download-recovered';
    get.textContent = 'Download';
    get.addEventListener('click', () => actions.download(k));
    item.append(why, get);
    list.append(item);
  }
  const forget = document.createElement('button');
  forget.type = 'button';
  forget.className = 'forget-recovered';
  forget.textContent = kept.length === 1 ? 'Forget it' : 'Forget them';
  forget.addEventListener('click', actions.forget);
  box.replaceChildren(intro, list, forget);
}

/**
 * Another tab has `game`: a dialog that cannot be dismissed, until the player chooses to play
 * here. `lost` says whether this tab had the game and gave it up.
 */
export async function askPlayHere(game: string, lost: boolean): Promise<void> {
  const d = makeDialog(
    'elsewhere-dialog',
    `<h2></h2><p class="why"></p><p><button value="here" class="primary">Play here</button></p>`,
  );
  d.querySelector('h2')!.textContent = `${game} is open in another tab`;
  d.querySelector('.why')!.textContent = lost
    ? 'Your game went on in another tab, which saves it now. Play here to bring it back to this tab; the other tab stops.'
    : 'Your game is open in another tab, which saves it. Play here to continue it in this tab; the other tab stops. Or close this tab.';
  await ask(d, { cancel: null }); // Escape does not dismiss it: the other tab has the game
}

/**
 * The choice shown under Status when a computer seat does not answer: a person takes the seat,
 * or the computer tries again. Without arguments it is hidden.
 */
export function showStalled(who?: string, actions?: { takeSeat: () => void; retry: () => void }): void {
  const box = $('stalled');
  box.hidden = !who || !actions;
  if (!who || !actions) return box.replaceChildren();
  const take = document.createElement('button');
  take.type = 'button';
  take.value = 'take-seat';
  take.textContent = `A person plays ${who[0]!.toUpperCase()}${who.slice(1)}`;
  take.addEventListener('click', actions.takeSeat);
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.value = 'retry';
  retry.textContent = 'Try again';
  retry.addEventListener('click', actions.retry);
  box.replaceChildren(take, retry);
}
