// The hostile-input classes every game over the rules door shares (all but Vacuum): position texts,
// share strings, game strings, save files, game records, action texts and a room's action messages,
// each decoded by the house's reader for it and counted by runClass. A game gives its generators and
// the share of the total each class gets; the classes it has no generator for are not run.
import type { RulesDoor } from '../../src/core/contract';
import type { GameShare } from '../../src/core/module';
import type { GameId } from '../../src/games/index';
import { decodePositionLink } from '../../src/codec/position-link';
import { decodeGameString } from '../../src/codec/move-list';
import { decodeGameSave } from '../../src/codec/game-save';
import { readGameText } from '../../src/record/game-text';
import { seededRandom } from '../../src/util/random';
import type { Hostile } from '../../test/codec/hostile';
import { refusalOf, roomRefusal, type Random } from '../../test/support/hostile-kit';
import { runClass } from './classes';

type Make<T> = (random: Random, count: number) => Hostile<T>[];

export interface DoorGameInputs<G> {
  positions: Make<unknown>;
  shares: Make<string>;
  games: Make<string>;
  saves: Make<string>;
  records?: Make<string>;
  actions: Make<{ game: G; text: unknown }>;
  room?: Make<{ run: () => unknown }>;
}

/** Runs `total` hostile inputs split by `shares`; returns the escaped and slow ones. */
export function fuzzDoorGame<G, A>(
  game: { id: GameId; rules: RulesDoor<G, A>; share: GameShare<G> },
  { seed, total, shares }: { seed: number; total: number; shares: Partial<Record<keyof DoorGameInputs<G>, number>> },
  inputs: DoorGameInputs<G>,
): number {
  const { id, rules, share } = game;
  const random = seededRandom(seed);
  const n = (kind: keyof DoorGameInputs<G>): number => Math.round(total * (shares[kind] ?? 0));
  let failures = 0;
  failures += runClass('position texts (parsePosition)', inputs.positions(random, n('positions')), (text) =>
    refusalOf(() => rules.parsePosition(text as string), rules.PositionError),
  );
  failures += runClass('share strings (decodePositionLink)', inputs.shares(random, n('shares')), (s) =>
    decodePositionLink(share, s),
  );
  failures += runClass('game strings (decodeGameString)', inputs.games(random, n('games')), (s) =>
    decodeGameString(rules, share, s),
  );
  failures += runClass('save files (decodeGameSave)', inputs.saves(random, n('saves')), (text) =>
    decodeGameSave(rules, id, text),
  );
  if (inputs.records) {
    failures += runClass('game records (readGameText)', inputs.records(random, n('records')), (text) =>
      readGameText(rules, id, text),
    );
  }
  failures += runClass('action texts (parseAction)', inputs.actions(random, n('actions')), ({ game: g, text }) =>
    refusalOf(() => rules.parseAction(g, text as string), rules.IllegalActionError),
  );
  if (inputs.room) {
    failures += runClass('room action messages (hosted play)', inputs.room(random, n('room')), ({ run }) =>
      roomRefusal(run),
    );
  }
  return failures;
}
