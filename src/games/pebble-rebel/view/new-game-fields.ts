// Pebble Rebel's part of the new-game dialog: a single game or a contest (R11), and the draw's
// seed (R6), shown and settable so that a game can be played again with the same stones: a fresh
// seed by default, or the seed of the game in play.
import type { NewGameFields, PageHost } from '../../../core/module';
import { MAX_SEED, newGame, type Action, type Game } from '../rules/index';
import type { Contest } from './contest-screen';
import { freshSeed } from './seed';

const HTML =
  `<fieldset class="pr-kind"><legend>Play</legend>` +
  `<label><input type="radio" name="pr-kind" value="single" checked> A single game</label>` +
  `<label><input type="radio" name="pr-kind" value="contest"> A contest: two games, the roles swapped, the same stones</label>` +
  `</fieldset>` +
  `<div class="pr-seed"><label>Seed <input name="pr-seed" inputmode="numeric" autocomplete="off" spellcheck="false"></label>` +
  `<button type="button" data-seed="fresh" title="A seed nobody has seen">New seed</button>` +
  `<button type="button" data-seed="same">Same stones as this game</button></div>` +
  `<p class="pr-note">The seed in the box decides the order of the stones in the bag: the same seed draws the same stones.</p>`;

/** The seed typed, or null when it is not a whole number 0–4294967295. */
function seedOf(fields: HTMLElement): number | null {
  const text = fields.querySelector<HTMLInputElement>('input[name="pr-seed"]')!.value.trim();
  const n = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  return Number.isInteger(n) && n <= MAX_SEED ? n : null;
}

/** The fields, starting a single game through the page or a contest through `contest`. */
export function newGameFields(host: PageHost<Game, Action>, contest: Contest): NewGameFields<Game> {
  return {
    html: HTML,
    fill(fields, game) {
      const input = fields.querySelector<HTMLInputElement>('input[name="pr-seed"]')!;
      input.value = String(freshSeed());
      const fresh = fields.querySelector<HTMLButtonElement>('[data-seed="fresh"]')!;
      const same = fields.querySelector<HTMLButtonElement>('[data-seed="same"]')!;
      // The seed is said in its tool tip: a second number beside the box's read as a rival to it.
      same.title = `Put this game's seed (${game.seed}) in the box: the game in play's stones, drawn again`;
      fresh.addEventListener('click', () => (input.value = String(freshSeed())));
      same.addEventListener('click', () => (input.value = String(game.seed)));
    },
    check: (fields) => (seedOf(fields) === null ? 'The seed must be a whole number from 0 to 4294967295.' : null),
    start(fields, seats) {
      const seed = seedOf(fields)!;
      if (fields.querySelector<HTMLInputElement>('input[value="contest"]')!.checked) contest.begin(seed, seats);
      else host.startGame(seats, newGame({ seed }));
    },
  };
}
