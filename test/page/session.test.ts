// The game in play on the game-neutral page: undo takes back a person's move with the computer's
// reply, redo plays them again, a move after undo drops what was undone, and save files' seats
// are read only where they fit the game.
import { describe, expect, it } from 'vitest';
import { PlaySession, seatOf, seatText, type SeatPlayer } from '../../src/page/session';
import { seatsOf } from '../../src/page/autosave';
import { pressure } from '../../src/games/pressure/page';
import { vacuum } from '../../src/games/vacuum/page';
import type { Action, Game } from '../../src/games/pressure/rules/index';

const { rules } = pressure;
const move = (game: Game, text: string): Action => rules.parseAction(game, text);

function sessionWith(seats: SeatPlayer[]) {
  return new PlaySession<Game, Action>(rules, { start: rules.newGame(), actions: [], seats });
}

describe('the game in play', () => {
  it('against a computer, Undo takes back its reply and the person’s move together; Redo plays both again', () => {
    const s = sessionWith(['person', { computer: 'easy' }]);
    s.play(move(s.game, 'c4-c3'));
    s.play(move(s.game, 'c1-d1'));
    s.undo();
    expect(s.actions).toEqual([]);
    expect(rules.formatPosition(s.game)).toBe(rules.formatPosition(rules.newGame()));
    expect(s.canRedo()).toBe(true);
    s.redo();
    expect(s.actions.map(rules.formatAction)).toEqual(['c4-c3', 'c1-d1']);
  });

  it('between two people, Undo takes back one move', () => {
    const s = sessionWith(['person', 'person']);
    s.play(move(s.game, 'c4-c3'));
    s.play(move(s.game, 'c1-d1'));
    s.undo();
    expect(s.actions.map(rules.formatAction)).toEqual(['c4-c3']);
  });

  it('a new move after Undo drops what was undone', () => {
    const s = sessionWith(['person', 'person']);
    s.play(move(s.game, 'c4-c3'));
    s.undo();
    s.play(move(s.game, 'e4-e5'));
    expect(s.canRedo()).toBe(false);
  });

  it('an illegal action throws the rules’ error and changes nothing', () => {
    const s = sessionWith(['person', 'person']);
    expect(() => s.play({ from: 0, to: 1 })).toThrow(rules.IllegalActionError);
    expect(s.actions).toEqual([]);
  });

  it('knows when a computer is to move, and stops asking once the game is over', () => {
    const s = sessionWith([{ computer: 'hard' }, 'person']);
    expect(s.computerToMove()).toBe('hard');
    s.play({ kind: 'resign', player: 0 });
    expect(s.computerToMove()).toBeNull();
  });

  it('reads seats from a save only where they fit: as many seats as its game has, known levels', () => {
    const start = rules.newGame();
    expect(seatsOf(pressure, ['person', 'computer:expert'], start)).toEqual(['person', { computer: 'expert' }]);
    expect(seatsOf(pressure, ['person', 'computer:grandmaster'], start)).toEqual(['person', 'person']);
    expect(seatsOf(pressure, ['person'], start)).toEqual(['person', 'person']);
    expect(seatsOf(pressure, null, start)).toEqual(['person', 'person']);
    // A game of three (Vacuum) has three seats, whatever its page could seat.
    const three = vacuum.rules.newGame({ players: 3 });
    expect(seatsOf(vacuum, ['person', 'computer:easy', 'computer:hard'], three)).toEqual([
      'person',
      { computer: 'easy' },
      { computer: 'hard' },
    ]);
    expect(seatsOf(vacuum, ['person', 'computer:easy'], three)).toEqual(['person', 'person', 'person']);
    expect(seatOf(seatText({ computer: 'medium' }))).toEqual({ computer: 'medium' });
    expect(seatOf('computer:<script>')).toBeNull();
  });

  it('a change that is no move, when it changes nothing (a finished game’s clock), tells no one', () => {
    const s = sessionWith(['person', 'person']);
    const heard: string[] = [];
    s.onChange((c) => heard.push(c));
    s.adjust(s.game);
    expect(heard).toEqual([]);
  });
});
