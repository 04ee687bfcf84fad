// The Game value: a new game (R3, R11's clock), its status, and the Core queries of R9.
import { freeze } from 'immer';
import { ORTHOGONAL_NEIGHBOURS, opponent, startBoard } from './board';
import { markCount } from './marks';
import type { Game, NewGameOptions, Player, Sq, Status } from './types';

/** Each player's time for the whole game unless the new-game options say otherwise (R11). */
export const DEFAULT_CLOCK = 300_000;
/** The longest clock, about eleven days: its position text must read back (R14), and that reads nine digits. */
export const MAX_CLOCK = 999_999_999;

export function newGame(options: NewGameOptions = {}): Game {
  const clock = options.clock === undefined ? DEFAULT_CLOCK : options.clock;
  if (clock !== null && !(Number.isInteger(clock) && clock > 0 && clock <= MAX_CLOCK)) {
    throw new RangeError(
      `The clock must be a whole number of milliseconds from 1 to ${MAX_CLOCK}, or null for an untimed game`,
    );
  }
  return freeze(
    {
      ...startBoard(),
      current: 0,
      turn: 0,
      rest: [false, false],
      quiet: 0,
      clocks: clock === null ? null : [clock, clock],
      result: null,
    },
    true,
  );
}

export function status(game: Game): Status {
  return {
    players: 2,
    current: game.current,
    turn: game.turn,
    winner: game.result?.winner ?? null,
    reason: game.result?.reason ?? null,
    marks: [markCount(game, 0), markCount(game, 1)],
    clocks: game.clocks === null ? null : [game.clocks[0], game.clocks[1]],
    rest: [game.rest[0], game.rest[1]],
    quiet: game.quiet,
  };
}

/** The square of a player's Core, or null once it is captured. */
export function coreOf(g: Game, player: Player): Sq | null {
  const at = g.pieces.findIndex((p) => p !== null && p.player === player && p.kind === 'core');
  return at < 0 ? null : at;
}

/** R9.2: each of the four orthogonal neighbours of the Core is on the board and holds an opponent's piece. */
export function isSurrounded(g: Game, player: Player): boolean {
  const core = coreOf(g, player);
  return (
    core !== null &&
    ORTHOGONAL_NEIGHBOURS[core]!.every((sq) => sq !== null && g.pieces[sq]?.player === opponent(player))
  );
}
