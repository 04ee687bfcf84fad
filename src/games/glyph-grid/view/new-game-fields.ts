// Glyph Grid's part of the new-game dialog: the clock (R11), five minutes each by default, other
// times or none; and R12's swap option, on unless the player turned it off.
import type { NewGameFields, PageHost } from '../../../core/module';
import { DEFAULT_CLOCK, newGame, type Action, type Game } from '../rules/index';
import { SWAP_OPTION } from './swap';
import { plural } from '../../../util/plural';

/** The clocks offered, in minutes a side (0: untimed). */
const MINUTES = [1, 3, 5, 10, 15, 30, 0] as const;

const HTML =
  `<label class="gg-clock-choice" title="Each side's time for the whole game; the running clock pauses while the page is hidden in a game against the computer">Clock <select name="gg-clock">` +
  MINUTES.map((m) => `<option value="${m}">${m === 0 ? 'Untimed' : `${plural(m, 'minute')} each`}</option>`).join('') +
  `</select></label>` +
  `<label class="gg-swap-choice" title="After White's first move, the player holding Black may take White's side instead of moving: it evens out the first move's edge">` +
  `<input type="checkbox" name="gg-swap"> Black may swap after White's first move</label>`;

const select = (fields: HTMLElement) => fields.querySelector<HTMLSelectElement>('select[name="gg-clock"]')!;
const swapBox = (fields: HTMLElement) => fields.querySelector<HTMLInputElement>('input[name="gg-swap"]')!;

export function newGameFields(host: PageHost<Game, Action>): NewGameFields<Game> {
  return {
    html: HTML,
    fill(fields, game) {
      // The clock of the game in play, when it is one offered; else the standard five minutes.
      const start = game.clocks === null ? 0 : Math.round(Math.max(...game.clocks) / 60_000);
      const minutes = game.clocks === null ? 0 : game.turn === 0 ? start : DEFAULT_CLOCK / 60_000;
      select(fields).value = String(
        (MINUTES as readonly number[]).includes(minutes) ? minutes : DEFAULT_CLOCK / 60_000,
      );
      swapBox(fields).checked = host.store.getItem(SWAP_OPTION) !== 'off';
    },
    check: () => null,
    start(fields, seats) {
      host.store.setItem(SWAP_OPTION, swapBox(fields).checked ? 'on' : 'off');
      const minutes = Number(select(fields).value);
      host.startGame(seats, newGame({ clock: minutes === 0 ? null : minutes * 60_000 }));
    },
  };
}
