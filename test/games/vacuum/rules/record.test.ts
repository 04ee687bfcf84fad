// Position records: a game's position as plain data and back, and the checks that refuse a record
// no game could reach (the editor and the share codec build records; position text reads into one).
import { describe, expect, it } from 'vitest';
import {
  formatPosition,
  fromRecord,
  newGame,
  parsePosition,
  PositionError,
  status,
  toRecord,
  type Game,
  type PositionRecord,
} from '../../../../src/games/vacuum/rules/index';
import { randomGame } from '../../../support/random-games';
import { act, position, sq } from './helpers';

const withoutHistory = (g: Game): Game => ({ ...g, history: [] });

describe('position records', () => {
  it('give back the same game, through JSON too, for positions along random 2-, 3- and 4-player games', () => {
    let checked = 0;
    for (const players of [2, 3, 4] as const) {
      const games = randomGame(players, 11 + players, 600, 40);
      for (let i = 0; i < games.length; i += 7) {
        const game = games[i]!;
        const record = toRecord(game);
        expect(fromRecord(record)).toEqual(withoutHistory(game));
        expect(fromRecord(JSON.parse(JSON.stringify(record)) as PositionRecord)).toEqual(withoutHistory(game));
        expect(formatPosition(record)).toBe(formatPosition(game));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('are fresh plain data: changing one changes neither the game nor a game made from it', () => {
    const game = act(position({ pieces: { e5: 'RR', f6: 'sY' } }), 'entrench e5');
    const text = formatPosition(game);
    const record = toRecord(game);
    record.squares[sq('e5')] = { pebbles: [1] };
    record.active.pop();
    expect(formatPosition(game)).toBe(text);

    const fresh = toRecord(newGame({ players: 2 }));
    const made = fromRecord(fresh);
    fresh.squares[sq('e5')] = { stone: 0 };
    fresh.terrain[sq('e5')] = 'pedestal';
    expect(formatPosition(made)).toBe(formatPosition(newGame({ players: 2 })));
    expect(status(made).move).toBe(0);
  });

  it('read a stack in any order and the active players in any order, in the order position text writes', () => {
    const record = toRecord(newGame({ players: 3 }));
    record.squares[sq('e5')] = { pebbles: ['neutral', 2, 0, 2] };
    record.active = [2, 0, 1];
    const game = fromRecord(record);
    expect(toRecord(game).squares[sq('e5')]).toEqual({ pebbles: [0, 2, 2, 'neutral'] });
    expect(status(game).active).toEqual([0, 1, 2]);
    expect(formatPosition(game)).toMatch(/\.RGGN/);
  });

  it('build the game position text describes', () => {
    const game = position({ header: { stage: 'chain', chain: 'e9', 'stone-era': 'red' }, pieces: { e9: 'bR' } });
    expect(fromRecord(toRecord(game))).toEqual(parsePosition(formatPosition(game)));
  });

  // Each case edits a new 2-player game's record into one no game can reach.
  const cases: [string, (r: PositionRecord) => void, RegExp][] = [
    ['five players', (r) => (r.players = 5 as never), /players must be 2, 3 or 4/],
    ['a current player who is no player', (r) => (r.current = 7 as never), /7 is not a player/],
    ['a current player outside a 2-player game', (r) => (r.current = 3), /white does not play in a 2-player game/],
    ['an unknown stage', (r) => (r.stage = 4 as never), /unknown stage 4/],
    ['a chain square off the board', (r) => ((r.stage = 'chain'), (r.chainAt = 144)), /144 is not a square/],
    ['a negative turn number', (r) => (r.turn = -1), /-1 is not a whole number/],
    ['a fractional turn number', (r) => (r.turn = 1.5), /1.5 is not a whole number/],
    ['active players that are not a list', (r) => (r.active = 'red' as never), /active must be a list/],
    ['a player listed twice', (r) => (r.active = [0, 1, 1]), /gold is listed twice/],
    ['an eliminated colour outside the game', (r) => (r.eliminated = [2]), /green does not play/],
    ['a stone-era player listed twice', (r) => (r.stoneEra = [0, 0]), /red is listed twice/],
    ['a cooldown named as text', (r) => (r.cooldowns = ['c3' as never]), /"c3" is not a square/],
    ['a cooldown listed twice', (r) => (r.cooldowns = [sq('c3'), sq('c3')]), /c3 is listed twice/],
    ['a cooldown off a pedestal', (r) => (r.cooldowns = [sq('e5')]), /e5 is not a pedestal/],
    ['a turn limit of 0', (r) => (r.turnLimit = 0), /at least 1/],
    ['a turn limit as text', (r) => (r.turnLimit = 'soon' as never), /"soon" is not a whole number/],
    ['no active player', (r) => ((r.active = []), (r.eliminated = [0, 1])), /every player is out of the game/],
    ['a player both active and eliminated', (r) => (r.eliminated = [1]), /gold must be either active or eliminated/],
    ['a player neither active nor eliminated', (r) => (r.active = [0]), /gold must be either active or eliminated/],
    [
      'a current player who is not active',
      (r) => ((r.active = [1]), (r.eliminated = [0])),
      /it is Red's turn, but Red is out of the game/,
    ],
    ['stage chain without a chain square', (r) => (r.stage = 'chain'), /stage chain needs the chained square/],
    ['a chain square outside stage chain', (r) => (r.chainAt = sq('e5')), /a chain square needs stage chain/],
    [
      'a chain square without the current player’s boulder',
      (r) => ((r.stage = 'chain'), (r.chainAt = sq('e5')), (r.squares[sq('e5')] = { boulder: 1 })),
      /the chain square e5 must hold red's boulder/,
    ],
    ['a short terrain list', (r) => r.terrain.pop(), /terrain must list all 144 squares/],
    ['an unknown terrain', (r) => (r.terrain[sq('e5')] = 'lava' as never), /square e5: unknown terrain "lava"/],
    ['a perimeter tile without a colour', (r) => (r.colour[sq('c2')] = null), /square c2: a perimeter tile's colour/],
    ['a board square with a colour', (r) => (r.colour[sq('e5')] = 1), /square e5: only a perimeter tile has a colour/],
    ['contents of no known shape', (r) => (r.squares[sq('e5')] = { rock: 0 } as never), /square e5: a square holds/],
    [
      'a stone and a boulder on one square',
      (r) => (r.squares[sq('e5')] = { stone: 0, boulder: 1 } as never),
      /square e5: a square holds/,
    ],
    ['an empty stack', (r) => (r.squares[sq('e5')] = { pebbles: [] }), /square e5: a stack holds a list of 1 to 4/],
    [
      'five pebbles on a square',
      (r) => (r.squares[sq('e5')] = { pebbles: [0, 0, 0, 0, 0] }),
      /5 pebbles on one square/,
    ],
    ['a piece of no known owner', (r) => (r.squares[sq('e5')] = { stone: 'blue' as never }), /"blue" is not an owner/],
    ['a pebble on barren space', (r) => (r.squares[sq('a1')] = { pebbles: [0] }), /square a1: .*barren/],
    [
      'a piece of an eliminated player',
      (r) => ((r.active = [0]), (r.eliminated = [1]), (r.squares[sq('e5')] = { pebbles: [1] })),
      /square e5: Gold is out of the game/,
    ],
  ];
  for (const [what, edit, message] of cases) {
    it(`refuse ${what}, saying so`, () => {
      const record = toRecord(newGame({ players: 2 }));
      edit(record);
      expect(() => fromRecord(record)).toThrow(PositionError);
      expect(() => fromRecord(record)).toThrow(message);
    });
  }

  it('refuse what is not a record at all', () => {
    for (const bad of [null, 'vacuum 1', 42]) {
      expect(() => fromRecord(bad as never)).toThrow(/a position record must be an object/);
    }
  });
});
