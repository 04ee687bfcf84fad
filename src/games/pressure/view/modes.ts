// Pressure's own modes on its page (pressure-rulings.md, R11): Tournament, Tutorial and Settings
// in the menu beside the page's One on One game (its New game); sound after each move, and the
// slides' length from Settings. One mode at a time: a new game or a load the mode did not start
// ends it.
import type { GameModes, PageHost } from '../../../core/module';
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
}

/** Starts and ends the modes: a mode's own games do not end it, any other new game does. */
export class Modes {
  private current: Mode | null = null;
  private starting = false;

  constructor(readonly host: PageHost<Game, Action>) {
    host.onReplace(() => {
      if (!this.starting) this.leave();
    });
    host.onMove((before, action, after) => this.current?.moved?.(before, action, after));
  }

  enter(mode: Mode): void {
    this.leave();
    this.current = mode;
  }

  leave(): void {
    const mode = this.current;
    this.current = null;
    mode?.leave();
  }

  /** A game the mode itself starts (it stays in the mode); `keepLeft` as PageHost.startGame's. */
  start(seats: Parameters<PageHost<Game, Action>['startGame']>[0], start?: Game, keepLeft = true): void {
    this.starting = true;
    try {
      this.host.startGame(seats, start, keepLeft);
    } finally {
      this.starting = false;
    }
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
