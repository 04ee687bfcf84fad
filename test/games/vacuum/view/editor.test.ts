// The position editor without a canvas: each tool's effect on the record, the settings, Undo, and
// the verdict of the rules' check, which decides whether the position can be played.
import { describe, expect, it } from 'vitest';
import {
  formatPosition,
  legalActions,
  newGame,
  perimeterColour,
  play,
  squareName,
  status,
  terrain,
  turnLimit,
  type Game,
  type Sq,
} from '../../../../src/games/vacuum/rules/index';
import { PositionEditor, verdictText, type Tool } from '../../../../src/games/vacuum/view/editor';
import { act, position, sq } from '../rules/helpers';

function editor(start: Game = newGame({ players: 2 }), tool: Tool = 'pebble', owner: 0 | 1 | 2 | 3 | 'neutral' = 0) {
  const e = new PositionEditor(start);
  e.chooseTool(tool);
  e.chooseOwner(owner);
  return e;
}
const at = (e: PositionEditor, name: string) => e.position.squares[sq(name)];
const taps = (e: PositionEditor, name: string, n = 1): void => {
  for (let i = 0; i < n; i++) e.tap(sq(name));
};
const refusal = (e: PositionEditor): string => (e.verdict.ok ? '' : e.verdict.error);
const playable = (e: PositionEditor): Game => {
  if (!e.verdict.ok) throw new Error(`refused: ${e.verdict.error}`);
  return e.verdict.game;
};

describe('the position editor', () => {
  it('starts from the position it is given, playable, and leaves that game as it was', () => {
    const game = act(position({ pieces: { e5: 'RR', h8: 'sY' } }), 'entrench e5');
    const text = formatPosition(game);
    const e = editor(game);
    taps(e, 'e5');
    expect(formatPosition(game)).toBe(text);
    e.undo();
    expect(formatPosition(playable(e))).toBe(text);
  });

  it('adds one pebble of the chosen colour a tap, mixing colours and neutral on one square', () => {
    const e = editor(newGame({ players: 3 }));
    taps(e, 'e5', 2);
    e.chooseOwner(2);
    taps(e, 'e5');
    e.chooseOwner('neutral');
    taps(e, 'e5');
    expect(at(e, 'e5')).toEqual({ pebbles: [0, 0, 2, 'neutral'] });
    expect(e.message).toBe('Added a neutral pebble on e5: 2 red pebbles and 1 green pebble and 1 neutral pebble.');
    expect(playable(e).squares[sq('e5')]).toEqual({ pebbles: [0, 0, 2, 'neutral'] });
  });

  it('each press of the pebble tool says what the square holds now, and past four that it cannot be played so', () => {
    const e = editor();
    const said: string[] = [];
    for (let i = 0; i < 5; i++) {
      taps(e, 'f6');
      said.push(e.message);
    }
    expect(said).toEqual([
      'Added a red pebble on f6: 1 red pebble.',
      'Added a red pebble on f6: 2 red pebbles.',
      'Added a red pebble on f6: 3 red pebbles.',
      'Added a red pebble on f6: 4 red pebbles.',
      'Added a red pebble on f6: 5 red pebbles, more than a square holds in a game (at most 4): the position cannot be played until one goes.',
    ]);
    taps(e, 'f6', 3);
    const before = e.said;
    taps(e, 'f6'); // the editor draws no more than eight: refused, and said each time
    expect(e.message).toBe('f6 already shows 8 pebbles: no more can be added.');
    taps(e, 'f6');
    expect(e.said).toBe(before + 2);
  });

  it("describes the position edited, as the board's description does a game's, or why it cannot be played", () => {
    const e = editor(newGame({ players: 2 }));
    taps(e, 'f6', 2);
    expect(e.describe()).toMatch(/^Position editor: Round 1.*Red to move\. Red: 2 pebbles on f6\. Gold: no pieces\./);
    expect(e.squareText(sq('f6'))).toBe('f6, board: 2 red pebbles.');
    taps(e, 'f6', 3);
    expect(e.describe()).toBe(
      'Position editor, not playable yet (square f6: 5 pebbles on one square (at most 4)): Red to move. Red: 5 pebbles on f6. Gold: no pieces.',
    );
  });

  it('shows a fifth pebble but refuses the position, naming the square, until a pebble is removed', () => {
    const e = editor();
    taps(e, 'e5', 5);
    expect(at(e, 'e5')).toEqual({ pebbles: [0, 0, 0, 0, 0] });
    expect(e.verdict).toMatchObject({ ok: false, at: sq('e5') });
    expect(verdictText(e.verdict)).toBe(
      'This position cannot be played: square e5: 5 pebbles on one square (at most 4).',
    );
    e.chooseTool('removePebble');
    taps(e, 'e5');
    expect(at(e, 'e5')).toEqual({ pebbles: [0, 0, 0, 0] });
    expect(verdictText(e.verdict)).toBe('This position can be played.');
  });

  it('removes a pebble of the chosen colour from a mixed stack, else its last one; a stone or boulder goes whole', () => {
    const e = editor(newGame({ players: 2 }), 'pebble', 0);
    taps(e, 'e5');
    e.chooseOwner(1);
    taps(e, 'e5', 2);
    e.chooseOwner(0);
    e.chooseTool('removePebble');
    taps(e, 'e5');
    expect(at(e, 'e5')).toEqual({ pebbles: [1, 1] });
    taps(e, 'e5', 2);
    expect(at(e, 'e5')).toBeNull();
    taps(e, 'e5');
    expect(e.message).toBe('e5 is empty.');
    e.chooseTool('boulder');
    taps(e, 'f6');
    e.chooseTool('removePebble');
    taps(e, 'f6');
    expect(at(e, 'f6')).toBeNull();
  });

  it('puts stones and boulders of any colour or neutral, each alone on its square; the eraser clears a square', () => {
    const e = editor(position({ players: 3, header: { active: 'red gold', eliminated: 'green' } }), 'pebble', 1);
    taps(e, 'e5', 3);
    e.chooseTool('stone');
    taps(e, 'e5');
    expect(at(e, 'e5')).toEqual({ stone: 1 });
    e.chooseOwner('neutral');
    e.chooseTool('boulder');
    taps(e, 'g7');
    expect(at(e, 'g7')).toEqual({ boulder: 'neutral' });
    expect(playable(e).squares[sq('g7')]).toEqual({ boulder: 'neutral' });
    e.chooseTool('clear');
    taps(e, 'e5');
    expect(at(e, 'e5')).toBeNull();
  });

  it('refuses pieces on barren space and pieces of a colour out of the game, with the reason', () => {
    const e = editor(newGame({ players: 2 }), 'stone', 0);
    taps(e, 'a1');
    expect(refusal(e)).toBe('square a1: a piece cannot stand on barren space');
    e.undo();
    e.chooseOwner(2);
    taps(e, 'e5');
    expect(refusal(e)).toMatch(/^square e5: Green is out of the game/);
    expect(e.verdict).toMatchObject({ at: sq('e5') });
  });

  it('slides a perimeter tile onto barren space with its colour and pieces, leaving barren space behind', () => {
    const e = editor(newGame({ players: 2 }), 'pebble', 0);
    taps(e, 'b3');
    e.chooseTool('slideTile');
    taps(e, 'e5');
    expect(e.message).toBe('Select a perimeter tile to pick it up.');
    taps(e, 'b3');
    expect(e.selectedTile).toBe(sq('b3'));
    taps(e, 'e5');
    expect(e.message).toMatch(/not barren/);
    expect(e.selectedTile).toBe(sq('b3'));
    taps(e, 'a3');
    const game = playable(e);
    expect([game.terrain[sq('a3')], game.colour[sq('a3')], game.squares[sq('a3')]]).toEqual([
      'perimeter',
      0,
      { pebbles: [0] },
    ]);
    expect([game.terrain[sq('b3')], game.colour[sq('b3')], game.squares[sq('b3')]]).toEqual(['barren', null, null]);
    expect(e.selectedTile).toBeNull();
    // The slid tile is Red's: Red may move it on with a Perimeter Move.
    expect(legalActions(game)).toContainEqual({ kind: 'perimeterMove', from: sq('a3'), to: sq('a2') });
  });

  it('swaps the colours of two perimeter tiles, and paints a tile a chosen colour (never neutral)', () => {
    const e = editor(newGame({ players: 2 }), 'slideTile');
    taps(e, 'b3'); // red
    taps(e, 'b7'); // gold
    expect([e.position.colour[sq('b3')], e.position.colour[sq('b7')]]).toEqual([1, 0]);
    e.chooseTool('paintTile');
    e.chooseOwner(3);
    taps(e, 'c2');
    expect(e.position.colour[sq('c2')]).toBe(3);
    e.chooseOwner('neutral');
    taps(e, 'c2');
    expect(e.position.colour[sq('c2')]).toBe(3);
    expect(e.message).toMatch(/choose Red, Gold, Green or White/);
    taps(e, 'e5');
    expect(e.message).toBe('e5 is not a perimeter tile.');
    expect(playable(e).colour[sq('c2')]).toBe(3);
  });

  it('sets a pedestal resting and back, and nothing else', () => {
    const e = editor(newGame({ players: 2 }), 'cooldown');
    taps(e, 'c3');
    expect(playable(e).cooldowns).toEqual([sq('c3')]);
    expect(status(playable(e)).cooldowns).toEqual([sq('c3')]);
    taps(e, 'e5');
    expect(e.message).toMatch(/not a pedestal/);
    taps(e, 'c3');
    expect(playable(e).cooldowns).toEqual([]);
  });

  it('changes players, current player, stage, turn, stone era, who is out and the length', () => {
    const e = editor(newGame({ players: 2 }));
    e.setRounds(20);
    e.setPlayers(4);
    expect(e.position.active).toEqual([0, 1, 2, 3]);
    expect(turnLimit(playable(e))).toBe(80);
    e.setCurrent(3);
    e.setStage(3);
    e.setTurn(12);
    e.setStoneEra(2, true);
    e.setInGame(1, false);
    const s = status(playable(e));
    expect([s.players, s.current, s.stage, s.turn, s.stoneEra, s.active, s.eliminated]).toEqual([
      4,
      3,
      3,
      12,
      [2],
      [0, 2, 3],
      [1],
    ]);
    e.setPlayers(3);
    expect(status(playable(e))).toMatchObject({ players: 3, current: 0, active: [0, 2], eliminated: [1] });
    expect(e.rounds).toBe(20);
    e.setRounds(null);
    expect(turnLimit(playable(e))).toBeNull();
  });

  it('takes a position in a Boulder Chain out of it when another stage is chosen', () => {
    const e = editor(position({ header: { stage: 'chain', chain: 'e9' }, pieces: { e9: 'bR' } }));
    expect(status(playable(e))).toMatchObject({ stage: 'chain', chainAt: sq('e9') });
    e.setStage(2);
    expect(status(playable(e))).toMatchObject({ stage: 2, chainAt: null });
  });

  it("sets up a Boulder Chain: the mover's first boulder is chained, a tap with the Boulder tool chains another", () => {
    const e = editor(newGame({ players: 2 }), 'boulder', 0);
    e.setStage('chain');
    expect(refusal(e)).toBe("a Boulder Chain needs a boulder of red's"); // none to chain yet
    expect(e.message).toBe("A Boulder Chain needs a boulder of red's: put one on the board with the Boulder tool.");
    taps(e, 'h8'); // the first of Red's boulders is chained at once
    expect(e.position).toMatchObject({ stage: 'chain', chainAt: sq('h8') });
    taps(e, 'e5');
    expect(e.position.chainAt).toBe(sq('h8'));
    taps(e, 'e5'); // a tap on another of Red's boulders chains it
    expect(e.message).toBe('The boulder on e5 is the one in the Boulder Chain.');
    expect(status(playable(e))).toMatchObject({ stage: 'chain', chainAt: sq('e5') });
    expect(
      legalActions(playable(e)).every((a) => a.kind === 'boulder' || a.kind === 'exitChain' || a.kind === 'resign'),
    ).toBe(true);
    e.undo();
    expect(e.position.chainAt).toBe(sq('h8'));
  });

  it('warns when the player to move has no final action, until one is possible', () => {
    // Neutral pebbles on every other square of every other row spoil every empty 3 × 3 block (no
    // Vacuum Move), and on Red's tiles (no Perimeter Move).
    const start = newGame({ players: 2 });
    const pieces: Record<string, string> = {};
    for (let i = 0; i < 144; i++) {
      const [row, col] = [Math.floor(i / 12), i % 12];
      const t = terrain(start, i);
      if (t === 'barren') continue;
      if ((row % 2 === 0 && col % 2 === 0) || perimeterColour(start, i) === 0) pieces[squareName(i)] = 'N';
    }
    const e = editor(position({ pieces }), 'clear');
    expect(e.verdict.ok).toBe(true);
    expect(e.warning).toBe(
      'Red has no final action here (no Vacuum Move, no Perimeter Move): at the start of a turn Red would be out of the game, and in the middle of one could not end it.',
    );
    e.setStage('commit'); // the final action is behind Red: nothing to warn of
    expect(e.warning).toBeNull();
    e.setStage(1);
    expect(e.warning).not.toBeNull();
    taps(e, 'e5'); // the block d4–f6 is empty now: a Vacuum Move there
    expect(e.warning).toBeNull();
  });

  it('says why the settings make no game: the current player out, or everyone out', () => {
    const e = editor(newGame({ players: 2 }));
    e.setInGame(0, false);
    expect(refusal(e)).toBe("it is Red's turn, but Red is out of the game");
    e.setInGame(1, false);
    expect(refusal(e)).toBe('every player is out of the game');
    e.setInGame(1, true);
    e.setCurrent(1);
    expect(status(playable(e))).toMatchObject({ current: 1, active: [1], eliminated: [0] });
  });

  it('starts over from a new game of 2, 3 or 4 players, which Undo takes back', () => {
    const e = editor(position({ pieces: { e5: 'RR' } }));
    e.startNew(4);
    expect(formatPosition(playable(e))).toBe(formatPosition(newGame({ players: 4 })));
    expect(e.canUndo).toBe(true);
    e.undo();
    expect(at(e, 'e5')).toEqual({ pebbles: [0, 0] });
    expect(e.canUndo).toBe(false);
  });

  it('plays from the edited position: the game it makes takes legal actions', () => {
    const e = editor(newGame({ players: 2 }), 'pebble', 1);
    taps(e, 'e5', 2);
    e.setCurrent(1);
    const game = playable(e);
    const next = play(game, { kind: 'entrench', at: sq('e5') as Sq });
    expect(next.squares[sq('e5')]).toEqual({ pebbles: [1, 1, 1] });
    expect(status(next)).toMatchObject({ current: 1, move: 1 });
  });

  it('works by keyboard: arrows move a cursor from f6 and read the square, Enter or Space applies the tool', () => {
    const e = editor(newGame({ players: 2 }), 'pebble', 1);
    expect(e.key('ArrowLeft')).toBe(true);
    expect(e.cursor).toBe(sq('e6'));
    expect(e.message).toBe('e6, board: empty.');
    e.key('Enter');
    e.key(' ');
    expect(at(e, 'e6')).toEqual({ pebbles: [1, 1] });
    e.key('ArrowUp');
    e.key('ArrowDown');
    expect(e.message).toBe('e6, board: 2 gold pebbles.');
    for (let i = 0; i < 20; i++) e.key('ArrowLeft');
    expect(e.cursor).toBe(sq('a6'));
    e.key('ArrowRight');
    expect(e.message).toBe('b6, red perimeter tile: empty.');
    expect(e.key('x')).toBe(false);
  });

  it('tells its listeners of every change and counts revisions for the board', () => {
    const e = editor();
    let heard = 0;
    e.onChange(() => heard++);
    const before = e.revision;
    taps(e, 'e5');
    e.chooseTool('clear');
    expect(heard).toBe(2);
    expect(e.revision).toBe(before + 2);
  });
});
