// The hostile-input classes every game over the rules door shares (all but Vacuum): position texts,
// share strings, game strings, save files and PNG saves, game records, action texts and a room's action messages,
// each decoded by the house's reader for it and counted by runClass. A game gives its generators and
// the share of the total each class gets; the classes it has no generator for are not run.
import { seededRandom } from '../../src/util/random';
import {
  CLASS_NAMES,
  doorReaders,
  generatorOf,
  type DoorGame,
  type DoorGameInputs,
  type InputClass,
} from '../../test/support/door-hostility';
import { runClass } from './classes';

/** Runs `total` hostile inputs split by `shares`; returns the escaped and slow ones. */
export function fuzzDoorGame<G, A>(
  game: DoorGame<G, A>,
  { seed, total, shares }: { seed: number; total: number; shares: Partial<Record<InputClass, number>> },
  inputs: DoorGameInputs<G>,
): number {
  const random = seededRandom(seed);
  const readers = doorReaders(game);
  let failures = 0;
  for (const kind of Object.keys(CLASS_NAMES) as InputClass[]) {
    const make = generatorOf(game, inputs, kind);
    if (make)
      failures += runClass(CLASS_NAMES[kind], make(random, Math.round(total * (shares[kind] ?? 0))), readers[kind]);
  }
  return failures;
}
