// The board's description for a screen reader: a square's contents, and the whole position in a few
// sentences (each player's pieces by kind and square, the scores, whose move it is).
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../src/games/vacuum/rules/index';
import { contentsText, describePosition, describeSquare } from '../../../../src/games/vacuum/view/describe';
import { act, position, sq } from '../rules/helpers';

describe("the board's words", () => {
  it('a square says what stands on it', () => {
    expect(contentsText(null)).toBe('empty');
    expect(contentsText({ pebbles: [0, 0, 1] })).toBe('2 red pebbles and 1 gold pebble');
    expect(contentsText({ stone: 1 })).toBe('a gold stone');
    expect(contentsText({ boulder: 'neutral' })).toBe('a neutral boulder');
  });

  it("the cursor's square: its name, terrain, contents and pressures; a resting pedestal says so", () => {
    const g = act(position({ pieces: { c3: 'R', j3: 'R' } }), 'teleport c3-c10');
    expect(describeSquare(g, sq('c10'))).toBe(
      'c10, pedestal ×4, resting (on teleport cooldown): 1 red pebble. Pressure: red 4, gold 0.',
    );
    expect(describeSquare(g, sq('c3'))).toMatch(/^c3, pedestal ×4, resting \(on teleport cooldown\): empty\./);
    expect(describeSquare(g, sq('j3'))).toMatch(/^j3, pedestal ×4: 1 red pebble\./);
    expect(describeSquare(g, sq('e5'))).toMatch(/^e5, board ×2: empty\. Pressure: red \d+, gold 0\.$/);
  });

  it('a new game: the round, whose move, every player with no pieces, the scores', () => {
    expect(describePosition(newGame({ players: 2, turnLimit: 80 }))).toBe(
      'Round 1 of 40, Red to move. Red: no pieces. Gold: no pieces. Scores: Red 0, Gold 0.',
    );
  });

  it("groups each player's pieces by kind: pebbles by how many stand on a square, then stones, then boulders", () => {
    const g = position({
      players: 3,
      header: { active: 'red gold', eliminated: 'green' },
      pieces: { c3: 'R', d3: 'RY', e5: 'RR', f6: 'sY', g7: 'N', e8: 'bR', h8: 'bN', i9: 'sR', j9: 'sR' },
    });
    expect(describePosition(g)).toBe(
      'Round 1, Red to move. ' +
        'Red: 1 pebble each on c3 and d3; 2 pebbles on e5; stones on i9 and j9; a boulder on e8. ' +
        'Gold: 1 pebble on d3; a stone on f6. ' +
        'Green (out): no pieces. ' +
        'Neutral: 1 pebble on g7; a boulder on h8. ' +
        'Scores: Red 40, Gold 8, Green out.',
    );
  });

  it('after a move it says the pebble played and the next player; at the end, who won', () => {
    const played = act(act(newGame({ players: 2 }), 'vacuum e5'), 'commit');
    expect(describePosition(played)).toMatch(/^Round 1, Gold to move\. Red: 1 pebble on e5\. Gold: no pieces\./);
    const over = act(played, 'resign gold');
    expect(describePosition(over)).toMatch(/^Round 1, game over: Red wins\. Red: 1 pebble on e5\./);
  });
});
