// Pressure's Settings screen (R11): Sound, Animations (locked off under reduced motion), the
// animation Speed cycling Normal → Fast → Instant → Slow, and Reset tournament progress (asked
// first). Each change is kept at once; Back closes it.
import type { PageHost } from '../../../core/module';
import { ask, makeDialog } from '../../../ui/panels/modal';
import type { Action, Game } from '../rules/index';
import { nextSpeed, SETTINGS_KEY, settingsLabels, writeSettings, type Settings } from './settings';
import { PROGRESS_KEY } from './tournament';

export async function openSettings(
  host: PageHost<Game, Action>,
  settings: Settings,
  reducedMotion: boolean,
  changed: (settings: Settings) => void,
): Promise<void> {
  const d = makeDialog(
    'pressure-settings',
    `<h2>Settings</h2><div class="settings-buttons">` +
      `<button type="submit" value="sound" class="wide"></button>` +
      `<button type="submit" value="animations" class="wide"></button>` +
      `<button type="submit" value="speed" class="wide"></button>` +
      `<button type="submit" value="reset" class="wide danger">Reset tournament progress</button></div>` +
      `<p class="error" role="status"></p>` +
      `<div class="dialog-buttons"><button type="submit" value="back" class="primary">Back</button></div>`,
  );
  const button = (value: string): HTMLButtonElement => d.querySelector(`button[value="${value}"]`)!;
  let note: string | null = null;
  for (;;) {
    // The dialog's own close event (queued when it answered) must pass before it opens again.
    if (note !== null) await new Promise((resolve) => setTimeout(resolve));
    const labels = settingsLabels(settings, reducedMotion);
    button('sound').textContent = labels.sound;
    button('animations').textContent = labels.animations;
    button('animations').setAttribute('aria-disabled', String(labels.animationsLocked));
    button('speed').textContent = labels.speed;
    const answer = ask(d, { cancel: 'back' });
    d.querySelector('.error')!.textContent = note ?? '';
    const choice = await answer;
    note = '';
    if (choice === 'back') return;
    if (choice === 'reset') {
      const sure = await host.confirm(
        'Reset the tournament?',
        'Your progress up the ladder is forgotten: the tournament starts again with Captain Thumper.',
        'Reset progress',
        'Keep my progress',
      );
      if (sure) host.store.removeItem(PROGRESS_KEY);
      note = sure ? 'Tournament progress was reset.' : '';
      continue;
    }
    if (choice === 'animations' && labels.animationsLocked) {
      note = 'Your device asks for reduced motion, so the tokens always jump.';
      continue;
    }
    settings = {
      ...settings,
      ...(choice === 'sound' ? { sound: !settings.sound } : {}),
      ...(choice === 'animations' ? { animations: !settings.animations } : {}),
      ...(choice === 'speed' ? { speed: nextSpeed(settings.speed) } : {}),
    };
    host.store.setItem(SETTINGS_KEY, writeSettings(settings));
    changed(settings);
  }
}
