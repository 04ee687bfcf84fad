// Vacuum's Diagnostics on the game-neutral page: the pressure centred on the square the mouse rests
// on, or the one a finger last held still on (pinned there until the next touch), under its actions.
import type { PageHost } from '../../../core/module';
import type { Action, Game } from '../rules/index';
import { diagnostics } from './diagnostics';

export function installDiagnostics(host: PageHost<Game, Action>, where: HTMLElement): void {
  const box = document.createElement('section');
  box.id = 'diagnostics';
  box.className = 'vacuum-diagnostics';
  const heading = document.createElement('h2');
  heading.textContent = 'Diagnostics';
  const text = document.createElement('div');
  text.id = 'diagnostics-text';
  box.append(heading, text);
  where.append(box);
  const touch = matchMedia('(pointer: coarse)').matches;
  let drawn = '';
  // Asked at every redraw (a hover's step is one): the panel changes only where its words do.
  host.onShow((game) => {
    const at = host.pointed();
    const html = diagnostics(game, at?.sq ?? null, at?.held ?? false, touch);
    if (html !== drawn) text.innerHTML = drawn = html;
  });
}
