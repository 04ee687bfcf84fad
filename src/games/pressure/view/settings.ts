// Pressure's Settings screen (pressure-rulings.md, R11): sound on or off, animations on or off
// (always off when the system asks for reduced motion) and the animation speed, which cycles
// Normal → Fast → Instant → Slow. Pure: the page stores the text writeSettings gives under
// SETTINGS_KEY and passes `matchMedia('(prefers-reduced-motion: reduce)').matches` where asked.

/** The speeds in the order the Speed button cycles through them, with a move's animation time. */
export const SPEEDS = {
  normal: { label: 'Normal', ms: 250 },
  fast: { label: 'Fast', ms: 120 },
  instant: { label: 'Instant', ms: 0 },
  slow: { label: 'Slow', ms: 500 },
} as const;
export type Speed = keyof typeof SPEEDS;
const SPEED_ORDER = Object.keys(SPEEDS) as Speed[];

export interface Settings {
  readonly sound: boolean;
  readonly animations: boolean;
  readonly speed: Speed;
  readonly version: 1;
}

export const SETTINGS_KEY = 'settings';

export const defaultSettings = (): Settings => ({ sound: true, animations: true, speed: 'normal', version: 1 });

/** The speed after `speed` when the Speed button is pressed. */
export const nextSpeed = (speed: Speed): Speed => SPEED_ORDER[(SPEED_ORDER.indexOf(speed) + 1) % SPEED_ORDER.length]!;

/** Whether moves are animated: never when the system asks for reduced motion. */
export const animationsOn = (settings: Settings, reducedMotion: boolean): boolean =>
  settings.animations && !reducedMotion;

/** How long one move's animation lasts, in milliseconds (0: the tokens jump). */
export const animationMs = (settings: Settings, reducedMotion: boolean): number =>
  animationsOn(settings, reducedMotion) ? SPEEDS[settings.speed].ms : 0;

/** The Settings screen's buttons, as they read now; Animations cannot be switched on under reduced motion. */
export function settingsLabels(
  settings: Settings,
  reducedMotion: boolean,
): { sound: string; animations: string; animationsLocked: boolean; speed: string } {
  return {
    sound: `Sound: ${settings.sound ? 'On' : 'Off'}`,
    animations: reducedMotion
      ? 'Animations: Off (your device asks for reduced motion)'
      : `Animations: ${settings.animations ? 'On' : 'Off'}`,
    animationsLocked: reducedMotion,
    speed: `Speed: ${SPEEDS[settings.speed].label}`,
  };
}

export const writeSettings = (settings: Settings): string =>
  JSON.stringify({
    version: settings.version,
    sound: settings.sound,
    animations: settings.animations,
    speed: settings.speed,
  });

/**
 * The settings kept in storage (null: none kept). Never throws: anything it cannot trust gives the
 * defaults and a notice telling the player why.
 */
export function readSettings(text: string | null): { settings: Settings; notice?: string } {
  if (text === null) return { settings: defaultSettings() };
  const fallback = (why: string): { settings: Settings; notice: string } => ({
    settings: defaultSettings(),
    notice: `${why}, so sound, animations and speed are back to their usual settings.`,
  });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fallback('Your saved settings could not be read');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return fallback('Your saved settings could not be read');
  const { version, sound, animations, speed } = data as Record<string, unknown>;
  if (typeof version === 'number' && version > 1)
    return fallback('Your settings were saved by a newer version of Pressure');
  if (typeof version === 'number' && version < 1)
    return fallback('Your settings were saved by an older version of Pressure');
  if (
    version !== 1 ||
    typeof sound !== 'boolean' ||
    typeof animations !== 'boolean' ||
    typeof speed !== 'string' ||
    !Object.hasOwn(SPEEDS, speed)
  )
    return fallback('Your saved settings could not be read');
  return { settings: { sound, animations, speed: speed as Speed, version: 1 } };
}
