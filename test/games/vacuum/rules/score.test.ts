// The score and the scored finish at the turn limit (docs/rules.md, "The score and the turn limit").
import { describe, expect, it } from 'vitest';
import { legalActions, newGame, play, score, status, type Game } from '../../../../src/games/vacuum/rules/index';
import { act, action, actAll, expectRefused, position, type Setup } from './helpers';

/** A position one Commit before the turn limit, `pieces` on the board. */
const lastCommit = (setup: Setup & { limit?: number }): Game =>
  position({
    ...setup,
    header: {
      stage: 'commit',
      turn: String((setup.limit ?? 10) - 1),
      limit: String(setup.limit ?? 10),
      ...setup.header,
    },
  });

describe('the score', () => {
  it('is 0 for everybody in a new game', () => {
    const g = newGame({ players: 4 });
    expect([0, 1, 2, 3].map((p) => score(g, p as 0))).toEqual([0, 0, 0, 0]);
  });

  it('counts pebble 1, stone 3, boulder 9, times the terrain: perimeter 1, board 2, pedestal 4', () => {
    // Red: a pebble on its tile c2 (1), two on the board e5 (4), one on its pedestal c3 (4),
    // a stone on f6 (6), a boulder on j10 (36).
    const g = position({ pieces: { c2: 'R', e5: 'RR', c3: 'R', f6: 'sR', j10: 'bR' } });
    expect(score(g, 0)).toBe(1 + 4 + 4 + 6 + 36);
    expect(score(g, 1)).toBe(0);
  });

  it('counts only the player’s own pebbles of a mixed stack; neutral pieces score for nobody', () => {
    const g = position({
      players: 3,
      header: { active: 'red gold', eliminated: 'green' },
      pieces: { e5: 'RYYN', f6: 'sN', g7: 'bN' },
    });
    expect(score(g, 0)).toBe(2);
    expect(score(g, 1)).toBe(4);
    expect(score(g, 2)).toBe(0);
  });
});

describe('the scored finish at the turn limit', () => {
  it('counts committed turns: a limit of 2 rounds with 2 players ends after the 4th Commit', () => {
    let g = newGame({ players: 2, turnLimit: 4 });
    g = actAll(g, ['vacuum e5', 'commit', 'vacuum h8', 'commit', 'vacuum d4', 'commit']);
    expect(status(g)).toMatchObject({ turn: 3, winner: null });
    g = actAll(g, ['vacuum j10', 'commit']);
    // Red: d4 and e5 on the board (2 + 2); Gold: h8 on the board and j10 on a pedestal (2 + 4).
    expect(status(g)).toMatchObject({ turn: 4, winner: 1 });
    expect(legalActions(g)).toEqual([]);
  });

  it('the highest score wins; a shared highest score is a draw', () => {
    expect(status(act(lastCommit({ pieces: { e5: 'RR', f6: 'Y' } }), 'commit')).winner).toBe(0);
    expect(status(act(lastCommit({ pieces: { e5: 'R', f6: 'YY' } }), 'commit')).winner).toBe(1);
    // A stone on the board (6) against three pebbles on the board (6).
    expect(status(act(lastCommit({ pieces: { e5: 'sR', f6: 'YYY' } }), 'commit')).winner).toBe('draw');
  });

  it('with three and four players: the single leader wins, a tie at the top draws even with a player behind', () => {
    const three = { players: 3 as const, header: { current: 'green' } };
    expect(status(act(lastCommit({ ...three, pieces: { e5: 'R', f6: 'YY', g7: 'sG' } }), 'commit')).winner).toBe(2);
    expect(status(act(lastCommit({ ...three, pieces: { e5: 'R', f6: 'sY', g7: 'sG' } }), 'commit')).winner).toBe(
      'draw',
    );
    const four = lastCommit({
      players: 4,
      header: { current: 'white' },
      pieces: { e5: 'R', f6: 'YY', g7: 'GGG', d4: 'bW' },
    });
    expect(status(act(four, 'commit')).winner).toBe(3);
  });

  it('eliminations of the last Commit come first: only active players are scored', () => {
    // Gold entered the stone era and has nothing left: out at this Commit. Green leads on score.
    const g = lastCommit({ players: 3, header: { 'stone-era': 'gold' }, pieces: { e5: 'R', g7: 'GG' } });
    const after = act(g, 'commit');
    expect(status(after)).toMatchObject({ active: [0, 2], eliminated: [1], winner: 2 });
    // When that elimination leaves one player, that player wins whatever the scores.
    const lone = lastCommit({ header: { 'stone-era': 'gold' }, pieces: {} });
    expect(status(act(lone, 'commit')).winner).toBe(0);
  });

  it('no turn begins at the limit: a player without a final action is not eliminated', () => {
    // Every playable square holds a red pebble except Gold's pinned tiles: Gold would be out at
    // the start of a turn, but the game ends first and Red wins on score.
    const full: Record<string, string> = {};
    for (let r = 2; r <= 11; r++) for (const c of 'bcdefghijk') full[`${c}${r}`] = 'R';
    for (const corner of ['b2', 'k2', 'b11', 'k11']) delete full[corner];
    for (const t of ['b7', 'b8', 'b9', 'b10', 'c11', 'd11', 'e11', 'f11']) full[t] = 'Y';
    const after = act(lastCommit({ pieces: full }), 'commit');
    expect(status(after)).toMatchObject({ active: [0, 1], eliminated: [], winner: 0, current: 1 });
  });

  it('a resigned player’s pieces turn neutral and score for nobody; a resignation counts no turn', () => {
    const g = position({ players: 3, header: { turn: '8', limit: '9' }, pieces: { e5: 'RR', f6: 'sY', g7: 'GGGG' } });
    const resigned = play(g, action('resign gold'));
    expect(status(resigned)).toMatchObject({ turn: 8, winner: null, active: [0, 2] });
    expect(score(resigned, 1)).toBe(0);
    expect(status(actAll(resigned, ['vacuum d4', 'commit'])).winner).toBe(2); // green 8, red 4 + 2
  });

  it('a position read at its limit is over: nothing is legal', () => {
    const g = position({ header: { turn: '6', limit: '6' }, pieces: { e5: 'R', f6: 'Y', g7: 'Y' } });
    expect(status(g).winner).toBe(1);
    expect(legalActions(g)).toEqual([]);
    expectRefused(g, 'vacuum d4', /over/);
    expectRefused(g, 'resign red', /over/);
  });
});
