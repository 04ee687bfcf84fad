// The sound effects: silent and without an audio context while sound is off or before the player
// has touched the page; one context, made lazily, once both allow it; never an error into the page.
import { describe, expect, it } from 'vitest';
import { parseAction, play, type Game } from '../../../../src/games/pressure/rules/index';
import {
  soundOf,
  Sounds,
  SOUNDS,
  type AudioContextLike,
  type SoundName,
} from '../../../../src/games/pressure/view/sound';
import { at } from '../helpers';

/** A stand-in AudioContext that records the tones started on it. */
function fakeContext(state: AudioContextState = 'running') {
  const started: { type: string; at: number }[] = [];
  const param = () => ({ setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} });
  const node = () => ({ connect: (next: unknown) => next });
  let resumed = 0;
  const context = {
    currentTime: 10,
    destination: {},
    state,
    resume: () => {
      resumed++;
      context.state = 'running';
      return Promise.resolve();
    },
    createGain: () => ({ ...node(), gain: param() }),
    createOscillator: () => {
      const osc = {
        ...node(),
        type: 'sine',
        frequency: param(),
        start: (at: number) => started.push({ type: osc.type, at }),
        stop() {},
      };
      return osc;
    },
  };
  return { context: context as unknown as AudioContextLike, started, resumed: () => resumed };
}

function setUp(on: { sound: boolean }, state?: AudioContextState) {
  const fake = fakeContext(state);
  let made = 0;
  const sounds = new Sounds({
    createContext: () => {
      made++;
      return fake.context;
    },
    isOn: () => on.sound,
  });
  return { sounds, fake, made: () => made };
}

const NAMES = Object.keys(SOUNDS) as SoundName[];

describe('sounds', () => {
  it('off: nothing plays and no audio context is ever made', () => {
    const { sounds, fake, made } = setUp({ sound: false });
    sounds.gesture();
    for (const name of NAMES) sounds.play(name);
    expect(made()).toBe(0);
    expect(fake.started).toEqual([]);
  });

  it('before the player touches the page: silent, no context', () => {
    const { sounds, made } = setUp({ sound: true });
    sounds.play('step');
    expect(made()).toBe(0);
  });

  it('on, after a gesture: the first sound makes the one context, every sound starts its tones', () => {
    const { sounds, fake, made } = setUp({ sound: true });
    sounds.gesture();
    expect(made()).toBe(0); // a gesture alone makes no context
    for (const name of NAMES) sounds.play(name);
    expect(made()).toBe(1);
    expect(fake.started).toHaveLength(NAMES.reduce((n, name) => n + SOUNDS[name].length, 0));
    expect(fake.started.every((t) => t.at >= 10)).toBe(true);
  });

  it('switched off later: stays quiet with the context it has', () => {
    const on = { sound: true };
    const { sounds, fake } = setUp(on);
    sounds.gesture();
    sounds.play('push');
    const count = fake.started.length;
    on.sound = false;
    sounds.play('capture');
    expect(fake.started).toHaveLength(count);
  });

  it('wakes a context the browser suspended', () => {
    const { sounds, fake } = setUp({ sound: true }, 'suspended');
    sounds.gesture();
    sounds.play('win');
    expect(fake.resumed()).toBe(1);
  });

  it('a browser without Web Audio: silent, no error, and no second try', () => {
    let tries = 0;
    const sounds = new Sounds({
      createContext: () => {
        tries++;
        throw new Error('no AudioContext here');
      },
      isOn: () => true,
    });
    sounds.gesture();
    expect(() => sounds.play('step')).not.toThrow();
    expect(() => sounds.play('capture')).not.toThrow();
    expect(tries).toBe(1);
  });

  it('are short: every sound is over within a second', () => {
    for (const name of NAMES) for (const t of SOUNDS[name]) expect(t.at + t.length).toBeLessThan(1);
  });
});

describe('the sound of a move', () => {
  const heard = (position: string, move: string): SoundName | null => {
    const before: Game = at(position);
    const action = parseAction(before, move);
    return soundOf(before, action, play(before, action));
  };

  it('a step, a push, a capture, a win', () => {
    expect(heard('B..../...../.WB../...../..... w 0 0', 'b3-b2')).toBe('step');
    expect(heard('B..../...../.WB../...../..... w 0 0', 'b3-c3')).toBe('push');
    expect(heard('B..../..W../.WB.W/..W../..... w 0 0', 'e3-d3')).toBe('capture');
    expect(heard('...../...../WBWB./...../..... w 0 0', 'a3-b3')).toBe('win');
  });
});
