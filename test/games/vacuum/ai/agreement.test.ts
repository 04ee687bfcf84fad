// The search engine's fast position must agree with the public rules core action for action:
// the same legal actions, and the same position after each one (compared as position text).
// CI runs a sample; AI_AGREEMENT_POSITIONS=5000 AI_AGREEMENT_ALL=1 checks thousands of positions
// with every legal action applied.
import { describe, expect, it } from 'vitest';
import {
  formatAction,
  formatPosition,
  legalActions,
  newGame,
  play,
  score,
  status,
  type Game,
  type Player,
} from '../../../../src/games/vacuum/rules/index';
import { fromAction, toAction } from '../../../../src/games/vacuum/ai/actions';
import { apply, generate, hasFinalAction, hasVacuumSpace, kindOfAction } from '../../../../src/games/vacuum/ai/moves';
import { hasFinalAction as rulesHasFinalAction, vacuumMove } from '../../../../src/games/vacuum/rules/final';
import { seededRandom } from '../../../../src/util/random';
import {
  clone,
  fromGame,
  positionRecordOf,
  scoreOf,
  toGame,
  winnerOf,
  type State,
} from '../../../../src/games/vacuum/ai/state';
import { randomTurn } from '../../../../src/games/vacuum/ai/arena';
import { position, sq } from '../rules/helpers';

const POSITIONS = Number(process.env.AI_AGREEMENT_POSITIONS ?? 300);
const ALL_ACTIONS = process.env.AI_AGREEMENT_ALL === '1';
const PER_POSITION = 6;

/** Positions along seeded random games of 2, 3 and 4 players, every third one kept; most games
 *  have a short turn limit, so the scored finish is reached often. */
function* randomPositions(count: number, seed: number): Generator<State> {
  const random = seededRandom(seed);
  let made = 0;
  for (let game = 0; made < count; game++) {
    const s = fromGame(newGame({ players: ([2, 3, 4] as const)[game % 3]!, turnLimit: [60, 6, 9, 12][game % 4]! }));
    while (winnerOf(s) === -1 && made < count) {
      const turn = randomTurn(s, random);
      for (const a of turn) {
        if (random() < 0.34) {
          made++;
          yield clone(s);
        }
        apply(s, a);
      }
      // Now and then a player resigns, so neutral pieces appear.
      if (s.active.length > 2 && random() < 0.02) apply(s, fromAction({ kind: 'resign', player: s.current as Player }));
    }
  }
}

/** The actions to replay: all of them, or one of every kind plus a few more. */
function sample(actions: number[], random: () => number): number[] {
  if (ALL_ACTIONS) return actions;
  const byKind = new Map<number, number[]>();
  for (const a of actions) byKind.set(kindOfAction(a), [...(byKind.get(kindOfAction(a)) ?? []), a]);
  const picked = [...byKind.values()].map((as) => as[Math.floor(random() * as.length)]!);
  for (let i = 0; i < PER_POSITION; i++) picked.push(actions[Math.floor(random() * actions.length)]!);
  return [...new Set(picked)];
}

describe('the fast engine agrees with the rules core', () => {
  it(
    `on ${POSITIONS} random positions: the same legal actions and the same results`,
    () => {
      const random = seededRandom(2024);
      const problems: string[] = [];
      let checked = 0;
      let finished = 0;
      for (const s of randomPositions(POSITIONS, 7)) {
        const game = toGame(s);
        const text = formatPosition(game);
        expect(textOf(fromGame(game))).toBe(text);
        const mine: number[] = [];
        generate(s, mine, true);
        const theirs = legalActions(game).map(formatAction).sort();
        const ours = mine.map((a) => formatAction(toAction(a))).sort();
        if (theirs.join('|') !== ours.join('|')) {
          problems.push(`legal actions differ on\n${text}core: ${theirs.join(', ')}\nfast: ${ours.join(', ')}`);
          continue;
        }
        for (const a of sample(mine, random)) {
          const after = clone(s);
          apply(after, a);
          checked++;
          const next = play(game, toAction(a));
          const expected = formatPosition(next);
          if (textOf(after) !== expected) {
            problems.push(`after "${formatAction(toAction(a))}" on\n${text}core:\n${expected}fast:\n${textOf(after)}`);
          }
          if (status(next).winner !== null) finished++;
          const verdict = endOf(next);
          const fastVerdict = `${winnerOf(after)} ${[0, 1, 2, 3].map((p) => scoreOf(after, p)).join(' ')}`;
          if (fastVerdict !== verdict)
            problems.push(
              `winner and scores differ after "${formatAction(toAction(a))}" on\n${text}core: ${verdict}\nfast: ${fastVerdict}`,
            );
        }
      }
      expect(checked).toBeGreaterThan(POSITIONS);
      expect(finished).toBeGreaterThan(10); // the scored finish at the limit was compared too
      expect(problems.slice(0, 3)).toEqual([]);
    },
    5_000 + POSITIONS * (ALL_ACTIONS ? 400 : 20),
  );

  // The evaluation asks this of every position it scores; it stops at the first final action found.
  it('says whether there is a vacuum space and whether a player has a final action as the rules core does', () => {
    let noVacuum = 0;
    for (const s of randomPositions(POSITIONS, 11)) {
      const game = toGame(s);
      for (const p of s.active) {
        expect(hasFinalAction(s, p), `${p} in\n${formatPosition(game)}`).toBe(rulesHasFinalAction(game, p as Player));
      }
      const vacuum = vacuumMove.candidates(game, s.current as Player).length > 0;
      expect(hasVacuumSpace(s), formatPosition(game)).toBe(vacuum);
      if (!vacuum) noVacuum++;
    }
    expect(noVacuum).toBeGreaterThan(0); // boards without a vacuum space, where the perimeter decides, were compared too
  });

  it('converts positions both ways without loss', () => {
    const game = newGame({ players: 4, turnLimit: 12 });
    expect(textOf(fromGame(game))).toBe(formatPosition(game));
    expect(formatPosition(toGame(fromGame(game)))).toBe(formatPosition(game));
  });

  // Stone Creation removes only the creator's neighbouring pebbles ("Other players' pebbles remain").
  it('Stone Creation leaves a neighbouring stone in place (like the manual)', () => {
    // Red pebbles on f3 (N), e4 (W), f5 (S), e3 and e5 surround f4; Gold's stone stands on g4.
    const game = position({
      header: { 'stone-era': 'gold' },
      pieces: { e3: 'R', f3: 'R', e4: 'R', e5: 'R', f5: 'R', g4: 'sY' },
    });
    const create = { kind: 'stoneCreation', at: sq('f4') } as const;
    const fast = fromGame(game);
    apply(fast, fromAction(create));
    expect(contentsAt(fast, 'g4')).toBe('.sY');
    expect(formatPosition(play(game, create))).toBe(textOf(fast));
  });
});

/** The winner (in the fast engine's numbering: -1 none, -2 draw) and the four scores, as text. */
function endOf(game: Game): string {
  const w = status(game).winner;
  const scores = ([0, 1, 2, 3] as const).map((p) => score(game, p));
  return `${w === null ? -1 : w === 'draw' ? -2 : w} ${scores.join(' ')}`;
}

/** The position text of a search position, written by the rules core's one writer. */
const textOf = (s: State): string => formatPosition(positionRecordOf(s));

/** The position-text token of one square of a search position. */
function contentsAt(s: State, name: string): string {
  const row = Math.floor(sq(name) / 12);
  return textOf(s).trimEnd().split('\n')[11 + row]!.trim().split(/\s+/)[sq(name) % 12]!;
}
