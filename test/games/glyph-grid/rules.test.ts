// One test (or a few) per ruling of shared/design/glyph-grid-rulings.md, named after it.
import { describe, expect, it } from 'vitest';
import {
  canUndo,
  destinations,
  elapse,
  formatAction,
  IllegalActionError,
  isLegal,
  legalActions,
  newGame,
  parseSquare,
  play,
  SEALS,
  squareName,
  START,
  status,
  undo,
  type Action,
  type Game,
} from '../../../src/games/glyph-grid/rules/index';
import { expectRefused, move, position, sq, tokenAt } from './helpers';

const kinds = (g: Game, from: string): string[] =>
  legalActions(g)
    .filter((a) => a.kind !== 'resign' && a.from === sq(from))
    .map(formatAction);

describe('R1 board', () => {
  it('R1 board: 7 × 7, a1 top-left (square 0), g7 bottom-right (square 48), sq = row * 7 + col', () => {
    expect(squareName(0)).toBe('a1');
    expect(squareName(6)).toBe('g1');
    expect(squareName(7)).toBe('a2');
    expect(squareName(48)).toBe('g7');
    expect(parseSquare('c5')).toBe(4 * 7 + 2);
    expect(parseSquare('h1')).toBeNull();
    expect(parseSquare('a8')).toBeNull();
  });

  it('R1 board: a square holds a piece and, independently, a mark; marks never block movement', () => {
    const g = position({ pieces: { d4: 'S' }, marks: { d3: 'b', d2: 'w' } });
    const after = play(play(g, move('lance', 'd4', 'd2')), move('vector', 'a1', 'a2'));
    expect(tokenAt(after, 'd2')).toBe('Sw');
    expect(tokenAt(after, 'd3')).toBe('.b');
  });
});

describe('R2 players and pieces', () => {
  it('R2 players: White (seat 0) plays first, then Black; two players, one Core and four Shards each', () => {
    const g = newGame();
    const s = status(g);
    expect(s.players).toBe(2);
    expect(s.current).toBe(0);
    expect(status(play(g, move('vector', 'd7', 'd6'))).current).toBe(1);
    const pieces = g.pieces.filter((p) => p !== null);
    for (const player of [0, 1] as const) {
      expect(pieces.filter((p) => p.player === player && p.kind === 'core')).toHaveLength(1);
      expect(pieces.filter((p) => p.player === player && p.kind === 'shard')).toHaveLength(4);
    }
  });
});

describe('R3 start position', () => {
  it('R3 start: Cores d7 and d1 on their own marks, Shards b6 c7 e7 f6 and b2 c1 e1 f2', () => {
    const g = newGame();
    expect(tokenAt(g, 'd7')).toBe('Cw');
    expect(tokenAt(g, 'd1')).toBe('cb');
    for (const s of ['b6', 'c7', 'e7', 'f6']) expect(tokenAt(g, s)).toBe('S.');
    for (const s of ['b2', 'c1', 'e1', 'f2']) expect(tokenAt(g, s)).toBe('s.');
    expect(status(g).marks).toEqual([1, 1]);
  });

  it('R3 start: no line of four or 2 × 2 can be completed by anchoring in place alone', () => {
    for (const side of START) {
      const camp = new Set([side.core, ...side.shards].map(sq));
      expect(SEALS.filter((seal) => seal.squares.every((s) => camp.has(s)))).toEqual([]);
    }
  });
});

describe('R4 a turn', () => {
  it('R4 turn: exactly one action per turn with any piece and any glyph; no passing', () => {
    const g = newGame();
    const actions = legalActions(g);
    const glyphs = new Set(actions.map((a) => a.kind));
    expect([...glyphs].sort()).toEqual(['anchor', 'arc', 'lance', 'resign', 'vector']); // no enemy adjacent: no PULSE yet
    const core = kinds(g, 'd7');
    expect(core).toContain('vector d7-d6');
    expect(kinds(g, 'b6')).toContain('anchor b6');
    const after = play(g, move('anchor', 'b6'));
    expect(status(after)).toMatchObject({ current: 1, turn: 1 });
    expect(actions.filter((a) => a.kind === 'resign')).toEqual([{ kind: 'resign', player: 0 }]);
  });
});

describe('R5 captures', () => {
  it('R5 captures: a Core captures an enemy Shard by moving onto it', () => {
    const g = position({ pieces: { d4: 'C', d3: 's' } });
    const after = play(g, move('vector', 'd4', 'd3'));
    expect(tokenAt(after, 'd3')).toBe('C.');
    expect(after.pieces.filter((p) => p?.player === 1 && p.kind === 'shard')).toHaveLength(0);
    expect(status(after).quiet).toBe(0);
  });

  it('R5 captures: a Shard may not capture a Shard, and nothing lands on its own piece', () => {
    const g = position({ pieces: { b4: 'S', b3: 's', c4: 'S', b6: 's' } });
    expectRefused(g, move('vector', 'b4', 'b3'), 'a Shard cannot capture a Shard');
    expectRefused(g, move('vector', 'b4', 'c4'), 'c4 holds your own Shard');
    expectRefused(g, move('lance', 'b4', 'b6'), 'a Shard cannot capture a Shard');
  });

  it('R5 captures: a Shard captures the enemy Core, which wins at once', () => {
    const g = position({ pieces: { c4: 'S', e3: 'c' } });
    const after = play(g, move('arc', 'c4', 'e3'));
    expect(status(after)).toMatchObject({ winner: 0, reason: 'capture', turn: 1, current: 1 });
    expect(legalActions(after)).toEqual([]);
  });
});

describe('R6 the glyphs', () => {
  it('R6 VECTOR: one step in any of the eight directions', () => {
    const g = position({ pieces: { d4: 'S' } });
    expect(destinations(g, sq('d4')).vector.map(squareName).sort()).toEqual(
      ['c3', 'c4', 'c5', 'd3', 'd5', 'e3', 'e4', 'e5'].sort(),
    );
    expectRefused(g, move('vector', 'd4', 'd6'), 'VECTOR: d6 is not one step from d4');
  });

  it('R6 LANCE: exactly two squares in a straight line, diagonals included, never jumping', () => {
    const g = position({ pieces: { d4: 'S', e4: 's' } });
    expect(destinations(g, sq('d4')).lance.map(squareName).sort()).toEqual(
      ['b2', 'b4', 'b6', 'd2', 'd6', 'f2', 'f6'].sort(), // f4 is behind e4
    );
    expectRefused(g, move('lance', 'd4', 'f4'), "LANCE: it cannot jump: Black's Shard on e4 is in the way");
    expectRefused(g, move('lance', 'd4', 'd7'), 'not two squares in a straight line');
  });

  it("R6 ARC: a knight's move that jumps over whatever stands between", () => {
    const g = position({ pieces: { d4: 'S', c4: 's', e4: 's', d3: 's', d5: 's', c3: 'C', e3: 'S' } });
    expect(destinations(g, sq('d4')).arc.map(squareName).sort()).toEqual(
      ['b3', 'b5', 'c2', 'c6', 'e2', 'e6', 'f3', 'f5'].sort(),
    );
    expectRefused(g, move('arc', 'd4', 'd6'), "ARC: d6 is not a knight's jump from d4");
  });

  it('R6 PULSE: step onto the enemy piece and push it one square on (pulse c4-c3: the piece goes to c2)', () => {
    const g = position({ pieces: { c4: 'S', c3: 's' } });
    const after = play(g, move('pulse', 'c4', 'c3'));
    expect(tokenAt(after, 'c3')).toBe('S.');
    expect(tokenAt(after, 'c2')).toBe('s.');
    expect(tokenAt(after, 'c4')).toBe('..');
    expect(status(after).quiet).toBe(1); // nothing captured, no mark changed
  });

  it('R6 PULSE: a piece pushed into any piece, or off the board, is captured', () => {
    const into = play(position({ pieces: { c4: 'S', c3: 's', c2: 's' } }), move('pulse', 'c4', 'c3'));
    expect(tokenAt(into, 'c3')).toBe('S.');
    expect(tokenAt(into, 'c2')).toBe('s.');
    expect(into.pieces.filter((p) => p?.kind === 'shard' && p.player === 1)).toHaveLength(1);
    const off = play(position({ pieces: { c2: 'S', c1: 's' } }), move('pulse', 'c2', 'c1'));
    expect(off.pieces.filter((p) => p?.kind === 'shard' && p.player === 1)).toHaveLength(0);
    expect(status(off).quiet).toBe(0);
  });

  it('R6 PULSE: never onto an empty square or an own piece; not against a piece on its own mark; a Shard never pushes the Core', () => {
    const g = position({ pieces: { c4: 'S', c3: 's', d4: 'S', e4: 's', b5: 'S', b4: 'c' }, marks: { e4: 'b' } });
    expectRefused(g, move('pulse', 'c4', 'c5'), 'PULSE: c5 holds no enemy piece to push');
    expectRefused(g, move('pulse', 'c4', 'd4'), 'PULSE: d4 holds no enemy piece to push');
    expectRefused(g, move('pulse', 'd4', 'e4'), "Black's Shard on e4 stands on its own mark and cannot be pushed");
    expectRefused(g, move('pulse', 'b5', 'b4'), 'PULSE: a Shard cannot push the Core');
    // A piece on the pusher's mark may be pushed.
    expect(isLegal(position({ pieces: { d4: 'S', e4: 's' }, marks: { e4: 'w' } }), move('pulse', 'd4', 'e4'))).toBe(
      true,
    );
  });

  it('R6 PULSE: a Core pushing the enemy Core off the board captures it and wins; the push changes no mark', () => {
    const g = position({ pieces: { b3: 'C', a2: 'c' }, marks: { b3: 'w', a2: 'w' } });
    const after = play(g, move('pulse', 'b3', 'a2'));
    expect(status(after)).toMatchObject({ winner: 0, reason: 'capture' });
    expect(tokenAt(after, 'b3')).toBe('.w');
    expect(tokenAt(after, 'a2')).toBe('Cw');
  });

  it('R6 ANCHOR in place: the square gets the mark, replacing an enemy mark; not on a square already carrying your own', () => {
    const g = position({ pieces: { c6: 'S', e5: 'S' }, marks: { e5: 'b', g7: 'w' } });
    expect(tokenAt(play(g, move('anchor', 'c6')), 'c6')).toBe('Sw');
    expect(tokenAt(play(g, move('anchor', 'e5')), 'e5')).toBe('Sw');
    expectRefused(g, move('anchor', 'g7'), 'ANCHOR: g7 already carries your mark');
  });

  it('R6 ANCHOR claim: step onto an adjacent empty enemy mark, which becomes yours at once', () => {
    const g = position({ pieces: { c6: 'S', d6: 's' }, marks: { c5: 'b', d6: 'b', b5: 'w' } });
    const after = play(g, move('anchor', 'c6', 'c5'));
    expect(tokenAt(after, 'c5')).toBe('Sw');
    expect(tokenAt(after, 'c6')).toBe('..');
    expectRefused(g, move('anchor', 'c6', 'd6'), 'ANCHOR: d6 is not empty');
    expectRefused(g, move('anchor', 'c6', 'c7'), 'ANCHOR: c7 carries no enemy mark to claim');
    expectRefused(g, move('anchor', 'c6', 'b5'), 'ANCHOR: b5 carries no enemy mark to claim');
    expectRefused(g, move('anchor', 'c6', 'c4'), 'ANCHOR: c4 is not next to c6');
  });
});

describe('R7 resonance marks', () => {
  it('R7 marks: belong to squares (a piece leaving leaves its mark), protect their owner from PULSE, and are counted', () => {
    const g = position({ pieces: { c6: 'S' } });
    const anchored = play(play(g, move('anchor', 'c6')), move('vector', 'a1', 'a2'));
    const left = play(anchored, move('vector', 'c6', 'c5'));
    expect(tokenAt(left, 'c6')).toBe('.w');
    expect(status(left).marks).toEqual([1, 0]);
  });
});

describe('R8 inversion', () => {
  it('R8 inversion: a piece kept on an enemy mark through the opponent turn flips it at the start of its owner turn', () => {
    const g = position({ pieces: { d4: 'S' }, marks: { d3: 'b' }, quiet: 10 });
    const moved = play(g, move('vector', 'd4', 'd3'));
    expect(tokenAt(moved, 'd3')).toBe('Sb'); // not yet
    expect(status(moved).quiet).toBe(11);
    const back = play(moved, move('vector', 'a1', 'a2'));
    expect(tokenAt(back, 'd3')).toBe('Sw');
    expect(status(back).marks).toEqual([1, 0]);
    expect(status(back).quiet).toBe(0); // a flip is a change of a mark
  });

  it('R8 inversion: a piece that left before its turn began does not flip the mark', () => {
    const g = position({ pieces: { d4: 'C', c2: 's' }, marks: { d3: 'b' } });
    const moved = play(g, move('vector', 'd4', 'd3'));
    const pushed = play(moved, move('vector', 'c2', 'c3'));
    expect(tokenAt(pushed, 'd3')).toBe('Cw');
  });

  it('R8 rare case: a piece pushed by PULSE onto one of the pusher marks flips it for the pushed piece owner', () => {
    const g = position({ pieces: { c5: 'S', c4: 's' }, marks: { c3: 'w' } });
    const after = play(g, move('pulse', 'c5', 'c4'));
    expect(tokenAt(after, 'c3')).toBe('sb'); // Black's turn began: the mark flipped for Black
    expect(status(after).marks).toEqual([0, 1]);
  });

  it('R8 rare case: a Core that captured a Shard standing on an enemy mark flips it if still there at its next turn', () => {
    const g = position({ pieces: { d5: 'C', d4: 's' }, marks: { d4: 'b', c1: 'b' } });
    const took = play(g, move('vector', 'd5', 'd4'));
    expect(tokenAt(took, 'd4')).toBe('Cb');
    expect(tokenAt(play(took, move('vector', 'a1', 'a2')), 'd4')).toBe('Cw');
  });
});

describe('R9 start-of-turn steps', () => {
  it('R9.1 Dominion held: six marks still held at the start of the owner turn win', () => {
    const marks = { a7: 'w', c7: 'w', e7: 'w', a5: 'w', g5: 'w' };
    const g = position({ pieces: { d4: 'S' }, marks });
    const six = play(g, move('anchor', 'd4'));
    expect(status(six)).toMatchObject({ winner: null, marks: [6, 0], current: 1 });
    const held = play(six, move('vector', 'a1', 'a2'));
    expect(status(held)).toMatchObject({ winner: 0, reason: 'dominion', current: 0, turn: 2 });
  });

  it('R9.1 the count comes before the inversion: six reached by inversion win only a turn later', () => {
    const marks = { a7: 'w', c7: 'w', e7: 'w', a5: 'w', g5: 'w', d4: 'b' };
    const g = position({ current: 'black', pieces: { d4: 'S', c3: 'S' }, marks });
    const flipped = play(g, move('vector', 'a1', 'a2'));
    expect(status(flipped)).toMatchObject({ winner: null, marks: [6, 0], current: 0 });
    const white = play(flipped, move('vector', 'c3', 'c4'));
    const held = play(white, move('vector', 'a2', 'a1'));
    expect(status(held)).toMatchObject({ winner: 0, reason: 'dominion', turn: 4 });
  });

  it('R9.2 Core surrounded: four enemy pieces on the orthogonal neighbours win for the opponent', () => {
    const g = position({ pieces: { d4: 'c', d3: 'S', e4: 'S', d5: 'S', c5: 'S' } });
    const after = play(g, move('vector', 'c5', 'c4'));
    expect(status(after)).toMatchObject({ winner: 0, reason: 'surround', current: 1, turn: 1 });
  });

  it('R9.2 a Core on the edge cannot be surrounded, and own pieces do not surround', () => {
    const edge = play(position({ pieces: { a4: 'c', a3: 'S', b4: 'S', b5: 'S' } }), move('vector', 'b5', 'a5'));
    expect(status(edge).winner).toBeNull();
    const own = play(position({ pieces: { d4: 'c', d3: 'S', e4: 'S', c4: 's', c5: 'S' } }), move('vector', 'c5', 'd5'));
    expect(status(own).winner).toBeNull();
  });

  it('R9.3 Core immobilized cannot happen: a Core in a corner has five squares (three steps, two ARCs)', () => {
    const corner = position({ current: 'black', pieces: { a1: 'c' } });
    const d = destinations(corner, sq('a1'));
    expect(d.vector.map(squareName).sort()).toEqual(['a2', 'b1', 'b2']);
    expect(d.arc.map(squareName).sort()).toEqual(['b3', 'c2']);
    // Its four Shards fill four of the five; the fifth stays, so the player to move can act.
    const boxed = position({
      current: 'black',
      pieces: { a1: 'c', a2: 's', b1: 's', b2: 's', c2: 's' },
      marks: { a1: 'b' },
    });
    expect(kinds(boxed, 'a1')).toEqual(['arc a1-b3']);
  });

  it('R9.5 Seal: marks that the inversion completes into a line win for the player to move', () => {
    const g = position({ pieces: { d3: 's' }, marks: { a3: 'b', b3: 'b', c3: 'b', d3: 'w' } });
    const after = play(g, move('vector', 'g7', 'g6'));
    expect(status(after)).toMatchObject({ winner: 1, reason: 'line', current: 1, turn: 1 });
  });

  it('R9 order: Dominion (step 1) is checked before the Core surrounded (step 2)', () => {
    const marks = { a7: 'b', c7: 'b', e7: 'b', a5: 'b', g5: 'b', g3: 'b' };
    const g = position({ pieces: { d4: 'c', d3: 'S', e4: 'S', d5: 'S', c5: 'S' }, marks });
    expect(status(play(g, move('vector', 'c5', 'c4')))).toMatchObject({ winner: 1, reason: 'dominion' });
  });
});

describe('R10 winning', () => {
  it('R10 Seal: an ANCHOR completing four in a row wins at once; the winning action commits its turn', () => {
    const g = position({ pieces: { f7: 'S', a7: 'C' }, marks: { c7: 'w', d7: 'w', e7: 'w' } });
    const after = play(g, move('anchor', 'f7'));
    expect(status(after)).toMatchObject({ winner: 0, reason: 'line', turn: 1, current: 1 });
  });

  it('R10 Seal: four marks in a 2 × 2 square win (diagonal lines too)', () => {
    const square = position({ pieces: { d7: 'S' }, marks: { c6: 'w', d6: 'w', c7: 'w' } });
    expect(status(play(square, move('anchor', 'd7')))).toMatchObject({ winner: 0, reason: 'square' });
    const diagonal = position({ pieces: { d4: 'S' }, marks: { a1: 'w', b2: 'w', c3: 'w' }, current: 'white' });
    expect(status(play(diagonal, move('anchor', 'd4')))).toMatchObject({ winner: 0, reason: 'line' });
  });

  it('R10 Seal: one ANCHOR completing a line and a square at once gives line', () => {
    const g = position({ pieces: { e7: 'S', g5: 'C' }, marks: { b7: 'w', c7: 'w', d7: 'w', d6: 'w', e6: 'w' } });
    expect(status(play(g, move('anchor', 'e7')))).toMatchObject({ winner: 0, reason: 'line' });
  });

  it('R10 Dominion: the opponent may break six marks by an ANCHOR claim in their turn', () => {
    const g = position({ pieces: { d4: 'S', d2: 's' }, marks: { a7: 'w', c7: 'w', e7: 'w', a5: 'w', d3: 'w' } });
    const six = play(g, move('anchor', 'd4'));
    const claimed = play(six, move('anchor', 'd2', 'd3'));
    expect(status(claimed)).toMatchObject({ winner: null, marks: [5, 1], current: 0 });
  });

  it('R10 Resignation: either player, at any moment of the game; the other wins; current and turn stay', () => {
    const g = play(newGame(), move('vector', 'd7', 'd6'));
    expect(legalActions(g).filter((a) => a.kind === 'resign')).toEqual([{ kind: 'resign', player: 1 }]);
    const white = play(g, { kind: 'resign', player: 0 });
    expect(status(white)).toMatchObject({ winner: 1, reason: 'resign', current: 1, turn: 1 });
    expect(status(play(g, { kind: 'resign', player: 1 }))).toMatchObject({ winner: 0, reason: 'resign' });
    expectRefused(white, { kind: 'resign', player: 1 }, 'The game is over');
  });
});

describe('R11 clocks, draws and limits', () => {
  it('R11 clocks: five minutes each by default, a whole number above 0, or null; anything else is a RangeError', () => {
    expect(status(newGame()).clocks).toEqual([300_000, 300_000]);
    expect(status(newGame({ clock: 60_000 })).clocks).toEqual([60_000, 60_000]);
    expect(status(newGame({ clock: null })).clocks).toBeNull();
    for (const clock of [0, -5, 1.5, Number.NaN, Infinity]) expect(() => newGame({ clock })).toThrow(RangeError);
  });

  it('R11 elapse charges the player to move; at 0 the clock stops and that player loses on time', () => {
    const g = play(newGame({ clock: 1000 }), move('vector', 'd7', 'd6'));
    const charged = elapse(g, 400);
    expect(status(charged).clocks).toEqual([1000, 600]);
    const out = elapse(charged, 900);
    expect(status(out)).toMatchObject({ clocks: [1000, 0], winner: 0, reason: 'time', current: 1, turn: 1 });
    expect(elapse(out, 5)).toBe(out);
    const untimed = newGame({ clock: null });
    expect(elapse(untimed, 5000)).toBe(untimed);
    for (const ms of [-1, 0.5, Number.NaN]) expect(() => elapse(g, ms)).toThrow(RangeError);
  });

  it('R11 quiet draw: 60 turns without a capture or a change of a mark', () => {
    const g = position({ quiet: 59, pieces: { d4: 'S' } });
    expect(status(play(g, move('vector', 'd4', 'd5')))).toMatchObject({ winner: 'draw', reason: 'quiet' });
    expect(status(play(g, move('anchor', 'd4')))).toMatchObject({ winner: null, quiet: 0 });
  });

  it('R11 turn limit: turn 300 reached draws (the quiet counter is looked at first)', () => {
    const g = position({ current: 'black', turn: 299, quiet: 3 });
    expect(status(play(g, move('vector', 'a1', 'a2')))).toMatchObject({ winner: 'draw', reason: 'limit', turn: 300 });
    const both = position({ current: 'black', turn: 299, quiet: 59 });
    expect(status(play(both, move('vector', 'a1', 'a2')))).toMatchObject({ winner: 'draw', reason: 'quiet' });
  });
});

describe('R12 the fix', () => {
  it('R12 ANCHOR rests: a player who used ANCHOR may not use it in their next turn, and may again after', () => {
    const g = position({ pieces: { c6: 'S' } });
    const anchored = play(g, move('anchor', 'c6'));
    expect(status(anchored).rest).toEqual([true, false]);
    const resting = play(anchored, move('vector', 'a1', 'a2'));
    expect(legalActions(resting).some((a) => a.kind === 'anchor')).toBe(false);
    expectRefused(resting, move('anchor', 'g7'), 'ANCHOR: it rests this turn');
    const moved = play(resting, move('vector', 'c6', 'c5'));
    expect(status(moved).rest).toEqual([false, false]);
    expect(isLegal(play(moved, move('vector', 'a2', 'a1')), move('anchor', 'c5'))).toBe(true);
  });

  it('R12 Dominion must hold: six marks reached by an action do not win at once', () => {
    const g = position({ pieces: { d4: 'S' }, marks: { a7: 'w', c7: 'w', e7: 'w', a5: 'w', g5: 'w' } });
    expect(status(play(g, move('anchor', 'd4')))).toMatchObject({ winner: null, marks: [6, 0] });
  });
});

describe('R15 undo', () => {
  it('R15 undo: never possible; undo throws with the reason', () => {
    const g = play(newGame(), move('vector', 'd7', 'd6'));
    expect(canUndo(g)).toBe(false);
    expect(() => undo(g)).toThrow(IllegalActionError);
    expect(() => undo(g)).toThrow(/no undo/);
  });
});

describe('refusals', () => {
  it('an action of the wrong side, from an empty square, or malformed, is refused with a reason and changes nothing', () => {
    const g = newGame();
    expectRefused(g, move('vector', 'd1', 'd2'), "VECTOR: It is White's turn (that is Black's Core on d1)");
    expectRefused(g, move('vector', 'c3', 'c4'), 'VECTOR: c3 has no piece of yours');
    expectRefused(g, { kind: 'jump', from: 1, to: 2 } as unknown as Action, 'there is no glyph called "jump"');
    expectRefused(g, { kind: 'vector', from: 51, to: 2 }, 'VECTOR: from and to must be squares');
    expectRefused(g, { kind: 'vector', from: 45 } as unknown as Action, 'VECTOR: the action needs "to"');
    expectRefused(g, { kind: 'resign', player: 2 } as unknown as Action, 'Resign: player is not White');
    expectRefused(g, { kind: 'vector', from: 45, to: 38, x: 1 } as unknown as Action, 'does not take "x"');
    expectRefused(g, null as unknown as Action, 'that is not an action');
  });
});
