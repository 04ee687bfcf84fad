// Pressure's few sound effects, made on the spot with Web Audio oscillators (no audio files): a
// step, a push, a capture and a win. The audio context is made only when the first sound is asked
// for after the player touched the page (browsers keep a context made earlier silent), and never
// while sound is off. Nothing here throws into the page: a browser without Web Audio stays quiet.

import { effectOf, status, type Action, type Game } from '../rules/index';

export type SoundName = 'step' | 'push' | 'capture' | 'win';

/**
 * The sound of an action just played (`after` is `before` with `action` played): the win when it
 * ended the game with a winner, else a capture, a push or a step; nothing for a drawn end.
 */
export function soundOf(before: Game, action: Action, after: Game): SoundName | null {
  const end = status(after);
  if (end.winner !== null) return end.winner === 'draw' ? null : 'win';
  if ('kind' in action) return null;
  const [w0, b0] = status(before).captured;
  if (end.captured[0] > w0 || end.captured[1] > b0) return 'capture';
  return effectOf(before, action).moved.length > 1 ? 'push' : 'step';
}

/** One tone: a wave gliding from one pitch to another, `at` seconds after the sound starts. */
export interface Tone {
  readonly wave: OscillatorType;
  readonly from: number; // Hz
  readonly to: number; // Hz
  readonly at: number; // s
  readonly length: number; // s
  readonly volume: number; // 0..1, before the master volume
}

export const SOUNDS = {
  // A soft tap.
  step: [{ wave: 'sine', from: 520, to: 440, at: 0, length: 0.07, volume: 0.6 }],
  // A heavier shove: a low slide with a short tap on top.
  push: [
    { wave: 'triangle', from: 260, to: 170, at: 0, length: 0.14, volume: 0.8 },
    { wave: 'sine', from: 520, to: 480, at: 0, length: 0.05, volume: 0.3 },
  ],
  // A falling "clunk" as the trap shuts.
  capture: [
    { wave: 'square', from: 440, to: 220, at: 0, length: 0.16, volume: 0.35 },
    { wave: 'sine', from: 150, to: 90, at: 0.05, length: 0.2, volume: 0.8 },
  ],
  // A rising major arpeggio.
  win: [
    { wave: 'triangle', from: 523, to: 523, at: 0, length: 0.14, volume: 0.7 },
    { wave: 'triangle', from: 659, to: 659, at: 0.12, length: 0.14, volume: 0.7 },
    { wave: 'triangle', from: 784, to: 784, at: 0.24, length: 0.14, volume: 0.7 },
    { wave: 'triangle', from: 1047, to: 1047, at: 0.36, length: 0.4, volume: 0.7 },
  ],
} as const satisfies Record<SoundName, readonly Tone[]>;

/** All of each sound's tones are scaled by this: effects, not music. */
const MASTER = 0.25;
const SILENT = 0.0001; // exponential ramps cannot reach 0

/** The part of an AudioContext the sounds use (tests pass a fake). */
export type AudioContextLike = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'state' | 'resume' | 'createOscillator' | 'createGain'
>;

export interface SoundOptions {
  /** Makes the audio context, e.g. `() => new AudioContext()`; called at most once. */
  readonly createContext: () => AudioContextLike;
  /** Whether sound is on now (Settings). */
  readonly isOn: () => boolean;
}

export class Sounds {
  private context: AudioContextLike | null = null;
  private broken = false;
  private touched = false;

  constructor(private readonly options: SoundOptions) {}

  /**
   * Call from the player's gestures (pointerdown, keydown): sounds play only after the first. It
   * also wakes a context the browser suspended.
   */
  gesture(): void {
    this.touched = true;
    if (this.context?.state === 'suspended') this.resume(this.context);
  }

  /** Plays a sound now, if sound is on and the player has touched the page. */
  play(name: SoundName): void {
    if (!this.options.isOn() || !this.touched) return;
    const context = this.ready();
    if (context === null) return;
    try {
      const now = context.currentTime;
      for (const tone of SOUNDS[name]) this.tone(context, tone, now + tone.at);
    } catch {
      // a context the browser closed: stay quiet
    }
  }

  private ready(): AudioContextLike | null {
    if (this.context === null && !this.broken) {
      try {
        this.context = this.options.createContext();
      } catch {
        this.broken = true; // no Web Audio here: do not try again
      }
    }
    if (this.context?.state === 'suspended') this.resume(this.context);
    return this.context;
  }

  private resume(context: AudioContextLike): void {
    context.resume().catch(() => undefined);
  }

  private tone(context: AudioContextLike, tone: Tone, start: number): void {
    const end = start + tone.length;
    const osc = context.createOscillator();
    osc.type = tone.wave;
    osc.frequency.setValueAtTime(tone.from, start);
    if (tone.to !== tone.from) osc.frequency.exponentialRampToValueAtTime(tone.to, end);
    const gain = context.createGain();
    gain.gain.setValueAtTime(SILENT, start);
    gain.gain.linearRampToValueAtTime(tone.volume * MASTER, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(SILENT, end);
    osc.connect(gain).connect(context.destination);
    osc.start(start);
    osc.stop(end + 0.02);
  }
}
