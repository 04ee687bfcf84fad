// The hostile-input classes every game over the rules door shares (all but Vacuum): position texts,
// share strings, game strings, save files and PNG saves, game records, action texts and a room's action messages,
// each read by the house's reader for it. Stated once for the fuzz script (scripts/fuzz/door-game.ts,
// the full count) and each game's unit test (a seeded sample): a game gives its generators, and the
// classes it has none for are not run.
import { describe, it } from 'vitest';
import type { RulesDoor } from '../../src/core/contract';
import type { GameShare } from '../../src/core/module';
import type { GameId } from '../../src/games/index';
import { decodePositionLink } from '../../src/codec/position-link';
import { decodeGameString } from '../../src/codec/move-list';
import { decodeGameSave, encodeGameSave } from '../../src/codec/game-save';
import { saveTag } from '../../src/core/game-name';
import { saveFileText } from '../../src/codec/save-file';
import { readGameText } from '../../src/record/game-text';
import { seededRandom } from '../../src/util/random';
import { hostilePngSaves, type Hostile } from '../codec/hostile';
import { refusalOf, roomRefusal, type Random } from './hostile-kit';
import { expectRefused } from './refusals';

type Make<T> = (random: Random, count: number) => Hostile<T>[];

export interface DoorGameInputs<G> {
  positions: Make<unknown>;
  shares: Make<string>;
  games: Make<string>;
  saves: Make<string>;
  /** Damaged PNG saves: by default a good save of a short random game, in pictures damaged every way. */
  pictures?: Make<Uint8Array>;
  records?: Make<string>;
  actions: Make<{ game: G; text: unknown }>;
  room?: Make<{ run: () => unknown }>;
}

export type InputClass = keyof DoorGameInputs<unknown>;

export interface DoorGame<G, A> {
  id: GameId;
  rules: RulesDoor<G, A>;
  share: GameShare<G>;
}

/** Each class's name as the fuzz table prints it, in the order it runs. */
export const CLASS_NAMES: Readonly<Record<InputClass, string>> = {
  positions: 'position texts (parsePosition)',
  shares: 'share strings (decodePositionLink)',
  games: 'game strings (decodeGameString)',
  saves: 'save files (decodeGameSave)',
  pictures: 'PNG save files (saveFileText, decodeGameSave)',
  records: 'game records (readGameText)',
  actions: 'action texts (parseAction)',
  room: 'room action messages (hosted play)',
};

type Read = (input: unknown) => { ok: true } | { ok: false; error: string };

/** The house's reader of each class for a game: each answers a Result-like refusal. */
export function doorReaders<G, A>({ id, rules, share }: DoorGame<G, A>): Record<InputClass, Read> {
  return {
    positions: (text) => refusalOf(() => rules.parsePosition(text as string), rules.PositionError),
    shares: (s) => decodePositionLink(share, s as string),
    games: (s) => decodeGameString(rules, share, s as string),
    saves: (text) => decodeGameSave(rules, id, text as string),
    pictures: (bytes) => {
      const held = saveFileText(id, bytes as Uint8Array);
      return held.ok ? decodeGameSave(rules, id, held.text) : held;
    },
    records: (text) => readGameText(rules, id, text as string),
    // The game an action is read against stays as it was.
    actions: (input) => {
      const { game, text } = input as { game: G; text: unknown };
      const before = rules.formatPosition(game);
      const r = refusalOf(() => rules.parseAction(game, text as string), rules.IllegalActionError);
      return rules.formatPosition(game) === before ? r : { ok: true as const };
    },
    room: (input) => roomRefusal((input as { run: () => unknown }).run),
  };
}

/** A good save of a short random game (a few legal actions from the standard start), as its text. */
function randomSave<G, A>({ id, rules }: DoorGame<G, A>, random: Random): string {
  let game = rules.newGame();
  const actions: A[] = [];
  for (let i = Math.floor(random() * 6); i > 0 && rules.status(game).winner === null; i--) {
    const legal = rules.legalActions(game).filter((a) => (a as { kind?: string }).kind !== 'resign');
    if (legal.length === 0) break;
    const a = legal[Math.floor(random() * legal.length)]!;
    game = rules.play(game, a);
    actions.push(a);
  }
  return encodeGameSave(rules, id, { start: rules.newGame(), actions });
}

/** The generator of a class: the game's own, or for PNG saves the house's over a good save of the game. */
export function generatorOf<G, A>(
  game: DoorGame<G, A>,
  inputs: DoorGameInputs<G>,
  kind: InputClass,
): Make<unknown> | undefined {
  if (kind === 'pictures' && !inputs.pictures)
    return (random, count) =>
      hostilePngSaves(random, count, { keyword: saveTag(game.id), saveText: () => randomSave(game, random) });
  return inputs[kind] as Make<unknown> | undefined;
}

/** A seeded sample of every class the game has generators for, each input refused with a message. */
export function describeHostility<G, A>(
  name: string,
  game: DoorGame<G, A>,
  inputs: DoorGameInputs<G>,
  counts: Partial<Record<InputClass, number>> = {},
): void {
  const readers = doorReaders(game);
  describe(`hostile input to ${name}`, () => {
    (Object.keys(CLASS_NAMES) as InputClass[]).forEach((kind, i) => {
      const make = generatorOf(game, inputs, kind);
      if (!make) return;
      it(`${CLASS_NAMES[kind]}: refused with a message a player can read, nothing changed`, () => {
        expectRefused(make(seededRandom(i + 1), counts[kind] ?? 60), readers[kind]);
      });
    });
  });
}
