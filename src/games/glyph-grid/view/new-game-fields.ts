// Glyph Grid's part of the new-game dialog: the clock (R11), five minutes each by default, other
// times or none.
import type { NewGameFields, PageHost } from '../../../core/module';
import { DEFAULT_CLOCK, newGame, type Action, type Game } from '../rules/index';

/** The clocks offered, in minutes a side (0: untimed). */
const MINUTES = [1, 3, 5, 10, 15, 30, 0] as const;

const HTML =
  `<label class="gg-clock-choice" title="Each side's time for the whole game; the running clock pauses while the page is hidden in a game against the computer">Clock <select name="gg-clock">` +
  MINUTES.map((m) => `<option value="${m}">${m === 0 ? 'Untimed' : `${m} minutes each`}</option>`).join('') +
  `</select></label>`;

const select = (fields: HTMLElement) => fields.querySelector<HTMLSelectElement>('select[name="gg-clock"]')!;

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
    },
    check: () => null,
    start(fields, seats) {
      const minutes = Number(select(fields).value);
      host.startGame(seats, newGame({ clock: minutes === 0 ? null : minutes * 60_000 }));
    },
  };
}
