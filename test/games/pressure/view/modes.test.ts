// Pressure's modes over the player's game (view/modes.ts): the first game a mode starts puts the
// player's game aside to come back to; a tournament's next match keeps the one before in Recent
// games, a tutorial's next lesson drops the one before; leaving gives the player's game back, or a
// One on One game where there was none, the keyboard on the board and the player told which.
import { describe, expect, it } from 'vitest';
import type { LeftGame, PageHost, SeatPlayer } from '../../../../src/core/module';
import { Modes, type Mode } from '../../../../src/games/pressure/view/modes';
import type { Action, Game } from '../../../../src/games/pressure/rules/index';

/** The host's side of it: each new game and game brought back, and the replacements the modes hear. */
function fakeHost(hasLeft: boolean) {
  const asked: string[] = [];
  const replaced: (() => void)[] = [];
  const replace = (): void => replaced.forEach((l) => l());
  const host = {
    onReplace: (l: () => void) => void replaced.push(l),
    onMove: () => {},
    startGame: (seats: SeatPlayer[], _start?: Game, left: LeftGame = 'resume') => {
      asked.push(`start ${seats.map((s) => (s === 'person' ? 'person' : s.computer)).join(' v ')}, left: ${left}`);
      replace();
    },
    focusBoard: () => void asked.push('board focused'),
    say: (text: string) => void asked.push(`said: ${text}`),
    resumeLeft: (shown: 'keep' | 'drop' = 'drop') => {
      asked.push(`resume, shown: ${shown}`);
      if (hasLeft) replace();
      return hasLeft;
    },
  };
  return { host: host as unknown as PageHost<Game, Action>, asked, newGame: replace };
}

/** A mode that notes when it is left. */
const mode = (games: 'keep' | 'drop', left: string[]): Mode => ({ games, leave: () => left.push(games) });
const match: SeatPlayer[] = ['person', { computer: 'easy' }];

describe('Pressure’s modes over the player’s game', () => {
  it('a tournament: the first match puts the player’s game aside, the next keeps the match before; leaving brings the game back, the match kept', () => {
    const { host, asked } = fakeHost(true);
    const modes = new Modes(host);
    const left: string[] = [];
    modes.enter(mode('keep', left));
    modes.start(match);
    modes.enter(mode('keep', left)); // Try again
    modes.start(match);
    modes.back();
    expect(asked).toEqual([
      'start person v easy, left: resume',
      'start person v easy, left: keep',
      // The Leave button went with the panel: the keyboard is on the board, and hears what is there.
      'board focused',
      'resume, shown: keep', // the page says where the match went
    ]);
    expect(left).toEqual(['keep', 'keep']); // each match's panel and rules put back once
  });

  it('a tutorial: the next lesson drops the one before; leaving drops the lesson; with no game to come back to, a One on One game', () => {
    const { host, asked } = fakeHost(false);
    const modes = new Modes(host);
    modes.enter(mode('drop', []));
    modes.start(['person', 'person']);
    modes.start(['person', 'person']);
    modes.back();
    expect(asked).toEqual([
      'start person v person, left: resume',
      'start person v person, left: drop',
      'board focused',
      'resume, shown: drop',
      'start person v easy, left: drop',
      'said: A new game against the computer is on the board.',
    ]);
  });

  it('a lesson carried on after a reload is on the board already: the next lesson drops it', () => {
    const { host, asked } = fakeHost(true);
    const modes = new Modes(host);
    modes.enter(mode('drop', []), true);
    modes.start(['person', 'person']);
    expect(asked).toEqual(['start person v person, left: drop']);
  });

  it('from one mode to another, the game the first began over stays the one to come back to', () => {
    const { host, asked } = fakeHost(true);
    const modes = new Modes(host);
    modes.enter(mode('drop', [])); // the tutorial
    modes.start(['person', 'person']);
    modes.enter(mode('keep', [])); // a tournament's match, from the menu
    modes.start(match);
    expect(asked.at(-1)).toBe('start person v easy, left: drop');
    modes.enter(mode('drop', [])); // and back to the tutorial
    modes.start(['person', 'person']);
    expect(asked.at(-1)).toBe('start person v person, left: keep');
  });

  it('a new game the mode did not start ends it: the board is the player’s, and leaving changes nothing more', () => {
    const { host, asked, newGame } = fakeHost(true);
    const modes = new Modes(host);
    const left: string[] = [];
    modes.enter(mode('keep', left));
    modes.start(match);
    newGame();
    expect(left).toEqual(['keep']);
    modes.back();
    expect(asked).toEqual(['start person v easy, left: resume', 'board focused']);
  });
});
