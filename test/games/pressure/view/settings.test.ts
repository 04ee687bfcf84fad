// The Settings screen as a player uses it (R11): sound and animations on or off, the speed button
// cycling Normal → Fast → Instant → Slow, reduced motion always winning, and settings that
// survive a reload (or start over politely when storage holds something else).
import { gameKey } from '../../../../src/session/keys';
import { describe, expect, it } from 'vitest';
import {
  animationMs,
  animationsOn,
  defaultSettings,
  nextSpeed,
  readSettings,
  SETTINGS_KEY,
  settingsLabels,
  SPEEDS,
  writeSettings,
  type Settings,
  type Speed,
} from '../../../../src/games/pressure/view/settings';

describe('settings', () => {
  it('start with sound and animations on at Normal speed', () => {
    expect(defaultSettings()).toEqual({ sound: true, animations: true, speed: 'normal', version: 1 });
    expect(settingsLabels(defaultSettings(), false)).toEqual({
      sound: 'Sound: On',
      animations: 'Animations: On',
      animationsLocked: false,
      speed: 'Speed: Normal',
    });
  });

  it('the Speed button cycles Normal → Fast → Instant → Slow → Normal', () => {
    const seen: string[] = [];
    let speed: Speed = 'normal';
    for (let i = 0; i < 5; i++) {
      seen.push(SPEEDS[speed].label);
      speed = nextSpeed(speed);
    }
    expect(seen).toEqual(['Normal', 'Fast', 'Instant', 'Slow', 'Normal']);
  });

  it('each speed animates a move for its time: Slow the longest, Instant not at all', () => {
    const ms = (speed: Speed): number => animationMs({ ...defaultSettings(), speed }, false);
    expect(ms('slow')).toBeGreaterThan(ms('normal'));
    expect(ms('normal')).toBeGreaterThan(ms('fast'));
    expect(ms('fast')).toBeGreaterThan(0);
    expect(ms('instant')).toBe(0);
  });

  it('animations switched off: moves jump at any speed', () => {
    for (const speed of Object.keys(SPEEDS) as Speed[])
      expect(animationMs({ ...defaultSettings(), animations: false, speed }, false)).toBe(0);
    expect(settingsLabels({ ...defaultSettings(), animations: false, sound: false }, false)).toMatchObject({
      sound: 'Sound: Off',
      animations: 'Animations: Off',
    });
  });

  it('reduced motion forces animations off, whatever is stored, and says so', () => {
    const s: Settings = { ...defaultSettings(), speed: 'slow' };
    expect(animationsOn(s, true)).toBe(false);
    expect(animationMs(s, true)).toBe(0);
    const labels = settingsLabels(s, true);
    expect(labels.animationsLocked).toBe(true);
    expect(labels.animations).toMatch(/^Animations: Off \(.*reduced motion\)$/);
    // The stored choice is kept for when the device stops asking.
    expect(animationMs(s, false)).toBe(SPEEDS.slow.ms);
  });
});

describe('stored settings', () => {
  it('are kept under the game’s key and read back as written', () => {
    // The page's store puts it under the game's id: where settings have always been kept.
    expect(gameKey('pressure', SETTINGS_KEY)).toBe('pressure.settings');
    const s: Settings = { sound: false, animations: true, speed: 'instant', version: 1 };
    expect(readSettings(writeSettings(s))).toEqual({ settings: s });
    expect(readSettings(null)).toEqual({ settings: defaultSettings() });
  });

  it.each([
    ['not JSON', 'sound=off'],
    ['JSON null', 'null'],
    ['a list', '[]'],
    ['no version', '{"sound":false,"animations":true,"speed":"fast"}'],
    ['an unknown speed', '{"version":1,"sound":false,"animations":true,"speed":"ludicrous"}'],
    ['a speed from the object prototype', '{"version":1,"sound":false,"animations":true,"speed":"toString"}'],
    ['sound in words', '{"version":1,"sound":"off","animations":true,"speed":"fast"}'],
  ])('%s: the defaults, and the player is told', (_, text) => {
    const { settings, notice } = readSettings(text);
    expect(settings).toEqual(defaultSettings());
    expect(notice).toBe(
      'Your saved settings could not be read, so sound, animations and speed are back to their usual settings.',
    );
  });

  it('from a newer or older version: the defaults, saying why', () => {
    expect(readSettings('{"version":3,"sound":false}').notice).toMatch(/^Your settings were saved by a newer version/);
    expect(readSettings('{"version":0}').notice).toMatch(/^Your settings were saved by an older version/);
  });
});
