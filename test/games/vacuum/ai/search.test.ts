// The computer players: whole legal turns, replayable from a seed, sound in small tactical
// positions, and stronger than a random player.
import { describe, expect, it } from 'vitest';
import {
  formatAction,
  legalActions,
  newGame,
  parsePosition,
  play,
  status,
  type Game,
} from '../../../../src/games/vacuum/rules/index';
import { chooseTurn, LEVELS } from '../../../../src/games/vacuum/ai/index';
import { playGame, randomTurn, seatsFor } from '../../../../src/games/vacuum/ai/arena';
import { apply } from '../../../../src/games/vacuum/ai/moves';
import { seededRandom } from '../../../../src/util/random';
import { fromGame, toGame } from '../../../../src/games/vacuum/ai/state';
import { position } from '../rules/helpers';

// A 2-player game after 8 seeded random turns: small enough for quick tests, with real choices.
const midgame = ((): Game => {
  const s = fromGame(newGame({ players: 2 }));
  const random = seededRandom(5);
  for (let i = 0; i < 8; i++) for (const a of randomTurn(s, random)) apply(s, a);
  return toGame(s);
})();

const playTurn = (game: Game, level: (typeof LEVELS)[number], seed = 1): Game =>
  chooseTurn(game, { level, seed }).reduce(play, game);

describe('computer players', () => {
  it('never teleports a piece onto its own pedestal, which moves nothing (players read it as doing nothing)', () => {
    const standStill = (a: { kind: string; from?: number; to?: number }) => a.kind === 'teleport' && a.from === a.to;
    // Turn 7 of a game of Hard against Easy, where Easy (seed 107) chose a Teleport onto its own pedestal.
    const game = parsePosition(
      [
        'vacuum 1',
        'players 2',
        'current gold',
        'stage 1',
        'chain -',
        'turn 7',
        'active red gold',
        'eliminated -',
        'stone-era -',
        'cooldown -',
        'limit -',
        '# # # # # # # # # # # #',
        '# # r r r r w w w w # #',
        '# r *YY . . . . . . *RRR w #',
        '# r . . . . . . . . w #',
        '# r . . . . .Y . . . w #',
        '# r . . . . . . . . w #',
        '# y . . . . . . . .R g #',
        '# y . . . . . . . . g #',
        '# y . . . .R . . . . g #',
        '# y *YY . . . . . . *RR g #',
        '# # y y y y g g g g # #',
        '# # # # # # # # # # # #',
      ].join('\n'),
    );
    expect(legalActions(game).some(standStill)).toBe(true);
    for (const [level, seed] of [
      ['easy', 107],
      ['easy', 1],
      ['hard', 1],
    ] as const)
      expect(chooseTurn(game, { level, seed }).filter(standStill)).toEqual([]);
  });

  it.each(LEVELS)(
    '%s plays a whole legal turn ending with Commit, the same again from the same seed',
    (level) => {
      const turn = chooseTurn(midgame, { level, seed: 3 });
      expect(turn.at(-1)).toEqual({ kind: 'commit' });
      const after = turn.reduce(play, midgame); // play throws on an illegal action
      expect(status(after).turn).toBe(status(midgame).turn + 1);
      expect(chooseTurn(midgame, { level, seed: 3 }).map(formatAction)).toEqual(turn.map(formatAction));
    },
    120_000, // seconds alone; generous for a busy machine (speed is measured in npm run bench)
  ); // Expert searches up to 60,000 positions twice; Vitest runs the engine ~3× slower than tsx

  it.each(LEVELS)('%s takes a free Pebble War that eliminates a stone-era opponent', (level) => {
    // Gold has created a stone once and has one piece left: a pebble on e5. Red's two pebbles on
    // d5 put 4 pressure on e5 against Gold's 2.
    const game = position({ header: { 'stone-era': 'gold' }, pieces: { d5: 'RR', e5: 'Y' } });
    expect(status(playTurn(game, level)).winner).toBe(0);
  });

  it.each(LEVELS)('%s never ends a turn that eliminates itself', (level) => {
    // No vacuum space is left (neutral pebbles everywhere), so the final action must be a
    // Perimeter Move. Red is in the stone era with one pebble on f6, next to Gold's on g6: the
    // 1-for-1 Reduction Attack would leave Red without pieces at Commit.
    const pieces: Record<string, string> = { f6: 'R', g6: 'Y' };
    for (let r = 0; r < 12; r += 2) {
      for (let c = 0; c < 12; c += 2) pieces[String.fromCharCode(97 + c) + (r + 1)] = 'N';
    }
    const game = position({
      players: 3,
      header: { active: 'red gold', eliminated: 'green', 'stone-era': 'red' },
      // Barren squares (the outer ring and the cut corner k11) hold no pieces.
      pieces: Object.fromEntries(Object.entries(pieces).filter(([name]) => !/^[al]|^[a-l](1|12)$|^k11$/.test(name))),
    });
    expect(legalActions(game).some((a) => a.kind === 'vacuumMove')).toBe(false);
    expect(legalActions(game).some((a) => a.kind === 'reductionAttack')).toBe(true);
    for (const seed of [1, 2, 3]) {
      const after = playTurn(game, level, seed);
      expect(status(after).active).toContain(0);
    }
  });

  it.each(LEVELS)('%s gives up with a message, within its budget, when no final action can be reached', (level) => {
    // Every playable square holds a neutral pebble, so no Vacuum Move or Perimeter Move exists;
    // Red can shuffle its pebbles between mixed stacks in Stage 2 for ever, but never empty a square.
    const pieces: Record<string, string> = {};
    for (let r = 2; r <= 11; r++) for (const c of 'bcdefghijk') pieces[`${c}${r}`] = 'N';
    for (const corner of ['b2', 'k2', 'b11', 'k11']) delete pieces[corner];
    Object.assign(pieces, { e5: 'RN', e6: 'RRN', f5: 'RN', f6: 'RN', g7: 'YN' });
    const game = position({
      players: 4,
      header: { active: 'red gold green', eliminated: 'white', stage: '2' },
      pieces,
    });
    expect(legalActions(game).some((a) => a.kind === 'supplyChain')).toBe(true);
    expect(() => chooseTurn(game, { level, seed: 1 })).toThrow(/no way to finish its turn/);
  });

  it('Easy beats a random player in a short seeded match', () => {
    let easyAhead = 0;
    for (let i = 0; i < 6; i++) {
      const r = playGame(['easy', 'random'], seatsFor(2, i), 8, 500 + i);
      if (r.winner === 0) easyAhead++;
    }
    expect(easyAhead).toBeGreaterThanOrEqual(5);
  }, 30_000); // about a second alone; generous for a busy machine
});
