// Pressure's own modes on its page (pressure-rulings.md, R11): Tournament, Tutorial and Settings
// in the menu beside the page's One on One game (its New game); sound after each move, and the
// slides' length from Settings. One mode at a time: a new game or a load the mode did not start
// ends it. A mode begins over the player's game and gives it back when the player leaves it, as
// the original's menu leads back to the One on One game.
import type { GameModes, PageHost, SeatPlayer } from '../../../core/module';
import type { Action, Game } from '../rules/index';
import { animationMs, readSettings, SETTINGS_KEY, type Settings } from './settings';
import { soundOf, Sounds } from './sound';
import { openSettings } from './settings-screen';
import { Tournament } from './tournament-screen';
import { Tutorial } from './tutorial-screen';

/** A mode in play: how to leave it (putting back what it changed), and what it does after a move. */
export interface Mode {
  leave(): void;
  moved?(before: Game, action: Action, after: Game): void;
  /**
   * What becomes of the mode's own game when another takes its place: a tournament's match is the
   * player's, kept in Recent games; a lesson is no one's, and is dropped.
   */
  readonly games: 'keep' | 'drop';
}

/** R11's One on One game, as a new game after a mode: a person against the weakest computer. */
const ONE_ON_ONE: SeatPlayer[] = ['person', { computer: 'easy' }];

/** Starts and ends the modes: a mode's own games do not end it, any other new game does. */
export class Modes {
  private current: Mode | null = null;
  /** The mode whose own game is on the board (finished or not), or null: the game is the player's. */
  private onBoard: Mode | null = null;
  private starting = false;

  constructor(readonly host: PageHost<Game, Action>) {
    host.onReplace(() => {
      if (this.starting) return;
      this.onBoard = null;
      this.leave();
    });
    host.onMove((before, action, after) => this.current?.moved?.(before, action, after));
  }

  /** Enters a mode; `onBoard`: its own game is on the board already (a lesson a reload carries on). */
  enter(mode: Mode, onBoard = false): void {
    this.leave();
    this.current = mode;
    if (onBoard) this.onBoard = mode;
  }

  /** Leaves the mode in play, its game staying on the board. */
  leave(): void {
    const mode = this.current;
    this.current = null;
    mode?.leave();
  }

  /**
   * A game the mode in play starts (it stays in the mode). The player's game it begins over is kept
   * to come back to (back); a game of a mode's own it moves on from goes as that mode says.
   */
  start(seats: SeatPlayer[], start?: Game): void {
    this.starting = true;
    try {
      this.host.startGame(seats, start, this.onBoard?.games ?? 'resume');
    } finally {
      this.starting = false;
    }
    this.onBoard = this.current;
  }

  /**
   * Leaves the mode in play for the player's game it began over, or a One on One game where that
   * had no move; the mode's game on the board goes as the mode says.
   */
  back(): void {
    const mode = this.onBoard;
    this.leave();
    // The Leave button pressed went with the panel: the keyboard goes to the board.
    this.host.focusBoard();
    if (mode === null) return; // the player's game is on the board already
    const resumed = this.host.resumeLeft(mode.games);
    if (!resumed) this.host.startGame(ONE_ON_ONE, undefined, mode.games);
    // A match kept is said by the page (where it went); a lesson dropped leaves nothing said.
    if (mode.games === 'drop')
      this.host.say(resumed ? 'Your game is back on the board.' : 'A new game against the computer is on the board.');
  }

  /** Leaves the mode in play for a new One on One game; the mode's game on the board goes as the mode says. */
  newGame(): void {
    const mode = this.onBoard;
    this.leave();
    this.host.startGame(ONE_ON_ONE, undefined, mode?.games ?? 'keep');
  }
}

export const pressureModes: GameModes<Game, Action> = {
  install(host) {
    const reducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;
    const read = readSettings(host.store.getItem(SETTINGS_KEY));
    let settings: Settings = read.settings;
    if (read.notice) host.say(read.notice);
    host.motion(() => animationMs(settings, reducedMotion()));
    const sounds = new Sounds({ createContext: () => new AudioContext(), isOn: () => settings.sound });
    for (const type of ['pointerdown', 'keydown'] as const) document.addEventListener(type, () => sounds.gesture());
    host.onMove((before, action, after) => {
      const sound = soundOf(before, action, after);
      if (sound) sounds.play(sound);
    });
    const modes = new Modes(host);
    const tournament = new Tournament(modes);
    const tutorial = new Tutorial(modes);
    host.addCommand('Tournament…', 'Climb the ladder of eleven opponents', () => void tournament.open());
    host.addCommand('Tutorial', 'Learn the game in seven short lessons', () => tutorial.begin());
    tutorial.resume(); // a lesson a reload interrupted goes on
    host.addCommand(
      'Settings…',
      'Sound, animations and their speed; reset the tournament',
      () => void openSettings(host, settings, reducedMotion(), (next) => (settings = next)),
    );
  },
};
