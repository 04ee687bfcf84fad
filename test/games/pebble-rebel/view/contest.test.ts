// The contest as the page keeps it (R11): the record read back or forgotten, the seats of each
// game (the roles swapped), and the sentences of its panel and end screens.
import { describe, expect, it } from 'vitest';
import {
  contestantNames,
  gameNumber,
  pebbleLines,
  readContest,
  resultOf,
  scoreLine,
  seatsOf,
  startOf,
  verdict,
  withFirst,
  withSecond,
  type ContestRecord,
} from '../../../../src/games/pebble-rebel/view/contest-record';
import * as rules from '../../../../src/games/pebble-rebel/rules/index';

const resign = (g: rules.Game, player: 0 | 1): rules.Game => rules.play(g, { kind: 'resign', player });
const against: ContestRecord = { seed: 31, players: ['person', { computer: 'hard' }], first: null };

describe('a contest on the page', () => {
  it('plays both games from the seed, the second contestant as Pebble in game 2', () => {
    expect(rules.formatPosition(startOf(against))).toBe(rules.formatPosition(rules.newGame({ seed: 31 })));
    expect(seatsOf(against, 0)).toEqual(['person', { computer: 'hard' }]);
    expect(seatsOf(against, 1)).toEqual([{ computer: 'hard' }, 'person']);
    expect(gameNumber(against)).toBe(0);
  });

  it('names a lone person "You", two people by seat, two computers of one level apart', () => {
    expect(contestantNames(against)).toEqual(['You', 'Computer (hard)']);
    expect(contestantNames({ ...against, players: ['person', 'person'] })).toEqual(['Player 1', 'Player 2']);
    expect(contestantNames({ ...against, players: [{ computer: 'easy' }, { computer: 'easy' }] })).toEqual([
      'Computer 1 (easy)',
      'Computer 2 (easy)',
    ]);
  });

  it('gives the score after game 1, then who won and the turns each Pebble needed', () => {
    const names = contestantNames(against);
    const [moved] = [rules.play(startOf(against), rules.parseAction(startOf(against), 'b2-b6'))];
    const first = resign(moved, 1); // You, as Pebble, win: Rebel resigns after your first move
    const record = withFirst(against, first);
    expect(gameNumber(record)).toBe(1);
    // Until game 2 begins the board still shows game 1's end: one game counted.
    expect(scoreLine(resultOf(record, first), names)).toBe('Score after game 1: You 1, Computer (hard) 0.');
    expect(verdict(resultOf(record, first), names)).toBeNull();
    const second = resign(startOf(against), 1); // You, as Rebel, resign at once
    const result = resultOf(record, second);
    expect(scoreLine(result, names)).toBe('Score after game 2: You 1, Computer (hard) 1.');
    expect(verdict(result, names)).toBe('The contest is drawn, 1–1.');
    expect(pebbleLines(result, names)).toEqual([
      'Game 1: You played Pebble and won after 1 turn.',
      'Game 2: Computer (hard) played Pebble and won after 0 turns.',
    ]);
    const lost = resultOf(record, resign(startOf(against), 0));
    expect(verdict(lost, names)).toBe('You win the contest, 2–0.');
  });

  it('knows game 2 from game 1 when game 2 ends exactly where game 1 did (two computers of one level)', () => {
    const names = contestantNames(against);
    const end = resign(startOf(against), 1);
    const record = withFirst(against, end);
    expect(scoreLine(resultOf(record, end), names)).toMatch(/^Score after game 1:/); // game 2 not begun
    expect(scoreLine(resultOf(withSecond(record), end), names)).toMatch(/^Score after game 2:/);
    // A contest stored before game 2 was kept apart reads game 2 from a position other than game 1's end.
    expect(readContest(JSON.stringify(record))).toEqual(record);
    expect(readContest(JSON.stringify(withSecond(record)))).toEqual(withSecond(record));
    expect(readContest(JSON.stringify({ ...record, second: 'yes' }))).toBeNull();
  });

  it('reads back what it stored, and forgets what is not a contest', () => {
    const stored = withFirst(against, resign(startOf(against), 0));
    expect(readContest(JSON.stringify(stored))).toEqual(stored);
    for (const junk of [null, '', '{', '[]', '{"seed":-1,"players":["person","person"],"first":null}']) {
      expect(readContest(junk)).toBeNull();
    }
    expect(readContest(JSON.stringify({ ...against, players: ['person'] }))).toBeNull();
    expect(readContest(JSON.stringify({ ...against, first: 'not a position' }))).toBeNull();
  });
});
