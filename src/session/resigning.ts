// Who may resign at this device, the one answer both game pages give their Resign button. Any
// player still in the game may resign at any moment (every game's rules), but only a person does,
// and at one screen that person need not be the one to move: a lone person against computers
// resigns themselves, whoever is to move; several people at one screen are asked which of them
// resigns. In an online room the page resigns only the seat it holds.
import { failure, type Result } from '../core/result';

export interface Resigners {
  /** The seat to move. */
  current: number;
  /** Every seat in turn order: true where a person at this device plays it, false for a computer. */
  persons: readonly boolean[];
  /** The seats still in the game; none once it is over. */
  inGame: readonly number[];
  /** In an online room, the seat this page holds (null: it only watches); undefined out of a room. */
  roomSeat?: number | null;
}

/**
 * The seats that may resign here, the seat to move first and then the rest in turn order (one: it
 * is only to be confirmed; several: the people at the screen are asked who resigns), or why none may.
 */
export function whoMayResign({ current, persons, inGame, roomSeat }: Resigners): Result<{ seats: number[] }> {
  if (inGame.length === 0) return failure('The game is over.');
  if (roomSeat === null) return failure('You are watching this room: only its seated players may resign.');
  if (roomSeat !== undefined)
    return inGame.includes(roomSeat) ? { ok: true, seats: [roomSeat] } : failure('You are out of this game already.');
  const n = persons.length;
  const seats = persons.map((_, i) => (current + i) % n).filter((seat) => persons[seat] && inGame.includes(seat));
  if (seats.length === 0) return failure('Only a person resigns, and every seat still in the game is a computer’s.');
  return { ok: true, seats };
}
