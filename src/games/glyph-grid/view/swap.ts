// R12's swap: with the option on (the new-game dialog; on by default, as the arena found White's
// edge above 60 %), the player holding Black may, instead of moving on their first turn, take
// White's side: the seats are exchanged and the position stays as it is. A person swaps with the
// Swap sides button; a computer holding Black decides by its own look ahead (ai/index.ts,
// choosesSwap). The record and the move list note "swap" after White's first move. Not in online
// rooms: there the seats are the room's.
import type { PageHost, SeatPlayer } from '../../../core/module';
import { roomInAddress } from '../../../online/client/address';
import { formatPosition, SEAT_NAMES, status, type Action, type Game } from '../rules/index';

/** The player's choice in the new-game dialog ('off', else on). */
export const SWAP_OPTION = 'swap';
/** The record's note of the swap. */
const SWAP = 'swap';
/** Where pages before the record's note kept the position in which the game in play was swapped. */
const OLD_SWAPPED = 'swapped';
/** Both were kept at the top of storage before the game's keys were under its id. */
export const STORED_AT_TOP = [SWAP_OPTION, OLD_SWAPPED];

/** White's first move is played and Black is to move: the one moment R12's swap may be made. */
const swapMoment = (game: Game): boolean => status(game).winner === null && game.turn === 1 && game.current === 1;

const isComputer = (seat: SeatPlayer | undefined): boolean => seat !== undefined && seat !== 'person';

export class Swap {
  private readonly button = document.createElement('button');
  private readonly note = document.createElement('p');
  private ai: Promise<typeof import('../ai/index')> | null = null;

  constructor(private host: PageHost<Game, Action>) {
    this.button.type = 'button';
    this.button.className = 'gg-swap';
    this.button.textContent = 'Swap sides';
    this.button.title =
      "Take White's side instead of moving: White's first move stands, and the other player plays Black";
    this.button.hidden = true;
    this.button.addEventListener('click', () => this.swap('person'));
    this.note.className = 'gg-swap-note';
    host.controls().append(this.button, this.note);
    host.onShow((game) => this.render(game));
    this.readOldSwap();
    host.onMove((_before, _action, after) => void this.computerDecides(after));
  }

  private get offered(): boolean {
    return this.host.store.getItem(SWAP_OPTION) !== 'off' && roomInAddress(location.href) === null;
  }

  /** The swap may be made now in the game in play (and has not been). */
  private open(game: Game): boolean {
    return this.offered && swapMoment(game) && !this.swapped();
  }

  private swapped(): boolean {
    return this.host.notes().some((n) => n.text === SWAP);
  }

  /** A swap an older page kept aside, in the game it was made in, goes into that game's record. */
  private readOldSwap(): void {
    const position = this.host.store.getItem(OLD_SWAPPED);
    if (position === null) return;
    this.host.store.removeItem(OLD_SWAPPED);
    const game = this.host.game();
    if (position === formatPosition(game) && !this.swapped()) this.host.setSeats(this.host.seats(), SWAP);
  }

  private render(game: Game): void {
    const seats = this.host.seats();
    this.button.hidden = game !== this.host.game() || !this.open(game) || isComputer(seats[1]);
    const swapped = this.swapped();
    this.note.hidden = !swapped;
    this.note.textContent = swapped ? "Swap: the players changed sides after White's first move." : '';
  }

  /** A computer holding Black weighs the swap as soon as White's first move is played. */
  private async computerDecides(game: Game): Promise<void> {
    const seats = this.host.seats();
    if (!this.open(game) || !isComputer(seats[1]) || isComputer(seats[0])) return;
    this.ai ??= import('../ai/index');
    const { choosesSwap } = await this.ai;
    if (this.host.game() === game && choosesSwap(game)) this.swap('computer');
  }

  private swap(by: 'person' | 'computer'): void {
    const game = this.host.game();
    if (!this.open(game)) return;
    const [white, black] = this.host.seats();
    this.host.setSeats([black!, white!], SWAP);
    this.host.say(
      by === 'computer'
        ? `The computer swapped: it plays ${SEAT_NAMES[0]} now, and you play ${SEAT_NAMES[1]}, to move.`
        : `Swapped: the players changed sides. ${SEAT_NAMES[1]} is to move.`,
    );
    this.render(game);
  }
}
