// What Status and the end screen say about scores, rounds and how a game ended.
import { describe, expect, it } from 'vitest';
import { newGame, play } from '../../../../src/games/vacuum/rules/index';
import { outcome, progress, scores } from '../../../../src/games/vacuum/view/outcome';
import { act, action, position } from '../rules/helpers';

describe('progress and scores', () => {
  it('counts rounds of every player’s turn, with the length when the game has one', () => {
    expect(progress(newGame({ players: 3, turnLimit: 120 }))).toBe('Round 1 of 40');
    expect(progress(position({ players: 3, header: { turn: '5', limit: '120' } }))).toBe('Round 2 of 40');
    expect(progress(position({ header: { turn: '79', limit: '80' } }))).toBe('Round 40 of 40');
    expect(progress(position({ header: { turn: '4', limit: '7' } }))).toBe('Turn 5 of 7'); // a limit that is not whole rounds
    expect(progress(position({ header: { turn: '13' } }))).toBe('Round 7'); // no limit: the round alone
  });

  it('lists every seat, with eliminated players out', () => {
    const g = position({
      players: 3,
      header: { active: 'red gold', eliminated: 'green' },
      pieces: { e5: 'RR', f6: 'sY', g7: 'N' },
    });
    expect(scores(g)).toEqual([
      { player: 0, score: 4, active: true },
      { player: 1, score: 6, active: true },
      { player: 2, score: 0, active: false },
    ]);
  });
});

describe('the outcome', () => {
  it('is null while the game goes on', () => {
    expect(outcome(newGame({ players: 2 }), null)).toBe(null);
  });

  it('a scored finish names the winner and every score', () => {
    const g = act(
      position({ header: { stage: 'commit', turn: '9', limit: '10' }, pieces: { e5: 'R', f6: 'YY' } }),
      'commit',
    );
    expect(outcome(g, 'commit')).toMatchObject({
      winner: 1,
      title: 'Gold wins',
      how: 'Scored finish at the turn limit: Gold 4, Red 2.',
    });
  });

  it('a draw names who share the highest score', () => {
    const g = act(
      position({
        players: 3,
        header: { stage: 'commit', turn: '8', limit: '9' },
        pieces: { e5: 'R', f6: 'YY', g7: 'GG' },
      }),
      'commit',
    );
    expect(outcome(g, 'commit')).toMatchObject({
      winner: 'draw',
      title: 'Draw',
      how: 'The game reached its turn limit and Gold and Green share the highest score (Gold 4, Green 4, Red 2).',
    });
  });

  it('a resignation and the last player standing', () => {
    const resigned = play(newGame({ players: 2 }), action('resign red'));
    expect(outcome(resigned, 'resign')).toMatchObject({
      winner: 1,
      title: 'Gold wins',
      how: 'Red resigned: Gold is the last player standing.',
    });
    const eliminated = act(
      position({ header: { 'stone-era': 'gold', stage: 'commit' }, pieces: { e5: 'R' } }),
      'commit',
    );
    expect(outcome(eliminated, 'commit')!.how).toBe('Red is the last player standing.');
  });
});
