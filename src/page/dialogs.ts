// The game-neutral page's dialogs, asked as every dialog of the house is (ui/panels/modal.ts): the
// new game (a person or a computer level in each seat, the game's own fields, or Resume), who
// resigns, and a message to read. The end of the game is every game's screen (ui/panels/end-screen.ts).
import type { NewGameFields, SeatLook } from '../core/module';
import { ask, makeDialog } from '../ui/panels/modal';
import { askWhoResigns } from '../ui/panels/resign';
import { askNewGame as askShared, seatKinds } from '../ui/panels/new-game';
import { seatDot } from './panel';
import { seatOf, seatText, type SeatPlayer } from './session';

/** The game's own fields in the dialog, and the game in play they are filled from. */
export interface DialogFields<G> {
  fields: NewGameFields<G>;
  game: G;
}

/**
 * The seats the player chose, as many as play (with the game's own fields, as checked, where it
 * has any), or 'resume' (the game in play), or null (cancelled): every game's dialog
 * (ui/panels/new-game.ts) with this page's seats, a person or a computer level in each; `counts`:
 * how many may play, where the players choose.
 */
export async function askNewGame<G>(
  seats: readonly SeatLook[],
  levels: readonly string[],
  current: readonly SeatPlayer[],
  canResume: boolean,
  own?: DialogFields<G>,
  notice?: (box: HTMLElement) => void,
  counts?: readonly number[],
): Promise<{ seats: SeatPlayer[]; fields: HTMLElement } | 'resume' | null> {
  const answer = await askShared({
    seats: seats.map((look) => ({ name: look.name, mark: () => seatDot(look) })),
    counts,
    current: { count: current.length, seats: current.map(seatText) },
    kinds: seatKinds(levels, (l) => seatText(l === null ? 'person' : { computer: l })),
    resume: canResume,
    cancel: true,
    fields: own && {
      html: own.fields.html,
      fill: (fields) => own.fields.fill(fields, own.game),
      check: (fields) => own.fields.check(fields),
    },
    notice,
  });
  if (answer === null || answer === 'resume') return answer;
  return { seats: answer.seats.map((text) => seatOf(text) ?? 'person'), fields: answer.fields };
}

/**
 * Asks which of the seats named `names` resigns (one: whether it does): the index of the one that
 * does, or null (play on); `question`: the game's own words for it.
 */
export const askResign = (names: readonly string[], question?: string): Promise<number | null> =>
  askWhoResigns(
    question ??
      (names.length === 1 ? `${names[0]} gives up this game.` : 'Who resigns? The other player wins the game.'),
    names,
  );

/** Says something the player must read (a refused link or file), with one button. */
export async function tell(title: string, text: string): Promise<void> {
  const d = makeDialog(
    'tell-dialog',
    `<h2></h2><p id="tell-text"></p><div class="dialog-buttons">` +
      `<button value="ok" type="submit" class="primary">OK</button></div>`,
  );
  d.querySelector('h2')!.textContent = title;
  d.querySelector('#tell-text')!.textContent = text;
  await ask(d, { cancel: 'ok' });
}
