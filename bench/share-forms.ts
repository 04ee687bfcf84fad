// Any game's share forms, measured the same way through its rules door and share bits: whole-game
// links of games of a given length (length, encode and decode times), position links of their last
// positions, and the time to read a save and a record of one long game. Each game's codec bench
// names its games and targets.
import type { RulesDoor } from '../src/core/contract';
import type { GameShare } from '../src/core/module';
import { decodeGameString, encodeGameString } from '../src/codec/move-list';
import { encodePositionLink } from '../src/codec/position-link';
import { decodeGameSave, encodeGameSave } from '../src/codec/game-save';
import { readGameText, writeGameText } from '../src/record/game-text';
import type { GameId } from '../src/games/index';
import { median, quantile, timeCalls } from './stats';
import type { Measures } from './run';

export interface Played<G, A> {
  start: G;
  actions: A[];
  end: G;
}

/**
 * Up to `moves` seeded random legal actions (never a resignation) from `start`, through the door;
 * fewer where `until` says the game has gone far enough (40 turns of several actions each).
 */
export function playRandom<G, A>(
  rules: RulesDoor<G, A>,
  start: G,
  random: () => number,
  moves: number,
  until: (game: G) => boolean = () => false,
): Played<G, A> {
  const actions: A[] = [];
  let game = start;
  for (let i = 0; i < moves && rules.status(game).winner === null && !until(game); i++) {
    const options = rules.legalActions(game).filter((a) => (a as { kind?: string }).kind !== 'resign');
    const action = options[Math.floor(random() * options.length)]!;
    actions.push(action);
    game = rules.play(game, action);
  }
  return { start, actions, end: game };
}

const median50 = (times: number[]): number =>
  quantile(
    times.sort((a, b) => a - b),
    0.5,
  );

/** The figures of `games` (all `n` actions long) and of `long`, named as Pressure's first were. */
export function shareForms<G, A>(
  rules: RulesDoor<G, A>,
  share: GameShare<G>,
  id: GameId,
  n: number,
  games: readonly Played<G, A>[],
  long: Played<G, A>,
): Measures {
  const shares = games.map((g) => encodePositionLink(share, g.end).length);
  const save = encodeGameSave(rules, id, long);
  const record = writeGameText(rules, id, long);
  return {
    ...linkForms(rules, share, `${n}moves`, games),
    [`share.len.turn${n}.median`]: median(shares),
    [`share.len.turn${n}.max`]: Math.max(...shares),
    [`save.decode.${long.actions.length}moves.median_ms`]: median50(
      timeCalls(() => decodeGameSave(rules, id, save), 30),
    ),
    [`record.read.${long.actions.length}moves.median_ms`]: median50(
      timeCalls(() => readGameText(rules, id, record), 30),
    ),
  };
}

/**
 * The whole-game links of `games`, named by `label` (`40moves`; `40turns` for a game whose turn is
 * several actions): how many, their length, and the times to encode and decode them.
 */
export function linkForms<G, A>(
  rules: RulesDoor<G, A>,
  share: GameShare<G>,
  label: string,
  games: readonly Played<G, A>[],
): Measures {
  const links = games.map((g) => encodeGameString(rules, share, g.start, g.actions)!);
  const lengths = links.map((s) => s.length);
  const decodeTimes = links.flatMap((s) => timeCalls(() => decodeGameString(rules, share, s), 20, 5));
  const encodeTimes = games.flatMap((g) => timeCalls(() => encodeGameString(rules, share, g.start, g.actions), 20, 5));
  return {
    [`link.len.${label}.samples`]: lengths.length,
    [`link.len.${label}.median`]: median(lengths),
    [`link.len.${label}.max`]: Math.max(...lengths),
    [`link.decode.${label}.median_ms`]: median50(decodeTimes),
    [`link.decode.${label}.p95_ms`]: quantile(decodeTimes, 0.95),
    [`link.encode.${label}.median_ms`]: median50(encodeTimes),
  };
}
