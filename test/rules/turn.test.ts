import { describe, expect, it } from 'vitest';
import {
  canUndo,
  IllegalActionError,
  isLegal,
  legalActions,
  newGame,
  parseAction,
  play,
  status,
  undo,
  type Game,
} from '../../src/rules/index';
import { legalTexts, position, sq, token } from './helpers';

const act = (g: Game, text: string): Game => play(g, parseAction(g, text));

describe('a new game', () => {
  it('starts empty with Red to play Stage 1 for 2, 3 and 4 players', () => {
    for (const players of [2, 3, 4] as const) {
      const s = status(newGame({ players }));
      expect(s).toMatchObject({ players, current: 0, stage: 1, turn: 0, move: 0, winner: null, chainAt: null });
      expect(s.active).toHaveLength(players);
    }
  });

  it('offers only final actions (and resign) on an empty board', () => {
    const kinds = new Set(legalActions(newGame({ players: 2 })).map((a) => a.kind));
    expect([...kinds].sort()).toEqual(['perimeterMove', 'resign', 'vacuumMove']);
  });
});

describe('stages (ruling R3)', () => {
  it('a later-stage action skips the earlier stages and earlier ones are then refused', () => {
    let g = position({ pieces: { e5: 'RRR', h8: 'R' } });
    g = act(g, 'supply 1 e5-e6'); // into empty: Stage 3
    expect(status(g).stage).toBe(3);
    expect(legalTexts(g).every((t) => /^(vacuum|perimeter|resign)/.test(t))).toBe(true);
    expect(() => act(g, 'entrench h8')).toThrow(/Pebble Entrench: it is a Stage 1 action and the turn is in Stage 3/);
  });

  it('Stone Creation and Pebble War keep the turn in Stage 2; Reduction Attack goes to Stage 3', () => {
    let g = position({ pieces: { e4: 'RR', d5: 'R', f5: 'RR', h8: 'RR', i8: 'Y' } });
    g = act(g, 'create e5');
    expect(status(g).stage).toBe(2);
    g = act(g, 'war h8-i8 gold');
    expect(status(g).stage).toBe(2);
  });

  it('after the final action only Commit (and resign) remain', () => {
    const g = act(newGame({ players: 2 }), 'vacuum e5');
    expect(legalTexts(g)).toEqual(['commit', 'resign red']);
  });
});

describe('Commit', () => {
  it('passes the turn: turn + 1, next player, Stage 1, undo history cleared', () => {
    const g = act(act(newGame({ players: 3 }), 'vacuum e5'), 'commit');
    expect(status(g)).toMatchObject({ current: 1, stage: 1, turn: 1, move: 0 });
    expect(canUndo(g)).toBe(false);
    const back = act(act(act(g, 'vacuum h8'), 'commit'), 'vacuum c8');
    expect(status(act(back, 'commit')).current).toBe(0);
  });
});

describe('undo', () => {
  it('steps back one action at a time within the turn and refuses when there is none', () => {
    const g0 = position({ pieces: { e5: 'RR', f5: 'R' } });
    const g1 = act(g0, 'entrench e5');
    const g2 = act(g1, 'supply 1 e5-f5');
    expect(status(g2).move).toBe(2);
    expect(undo(g2)).toEqual(g1);
    expect(undo(g1)).toEqual(g0);
    expect(canUndo(g0)).toBe(false);
    expect(() => undo(g0)).toThrow(IllegalActionError);
  });
});

describe('elimination and winning (ruling R9)', () => {
  it('a player with no Vacuum Move and no Perimeter Move at the start of the turn is out', () => {
    // Every playable square is full (no vacuum area anywhere) and neutral pieces pin gold's tiles.
    const pieces: Record<string, string> = {};
    for (let r = 2; r <= 11; r++) for (const c of 'bcdefghijk') pieces[`${c}${r}`] = 'R';
    for (const corner of ['b2', 'k2', 'b11', 'k11']) delete pieces[corner];
    for (const goldTile of ['b7', 'b8', 'b9', 'b10', 'c11', 'd11', 'e11', 'f11']) pieces[goldTile] = 'N';
    const g = position({ players: 3, pieces, header: { stage: 'commit', active: 'red gold', eliminated: 'green' } });
    const after = act(g, 'commit');
    expect(status(after).active).toEqual([0]);
    expect(status(after).eliminated).toEqual([2, 1]);
    expect(status(after).winner).toBe(0);
    expect(legalActions(after)).toEqual([]);
  });

  it('in the stone era a player with no pieces left is eliminated at Commit, pieces turn neutral', () => {
    const g = position({
      players: 3,
      pieces: { e5: 'RR', f5: 'G', h8: 'GG' },
      header: { 'stone-era': 'gold', stage: 'commit' },
    });
    const after = act(g, 'commit');
    expect(status(after).eliminated).toEqual([1]);
    expect(status(after).current).toBe(2); // gold was skipped
    const notYet = position({ players: 3, pieces: { e5: 'R' }, header: { stage: 'commit' } });
    expect(status(act(notYet, 'commit')).active).toEqual([0, 1, 2]); // no stone yet: gold stays
  });

  it('the committing player is checked last and may lose their own last piece', () => {
    const g = position({ pieces: { e5: 'Y' }, header: { 'stone-era': 'red', stage: 'commit' } });
    const after = act(g, 'commit');
    expect(status(after).winner).toBe(1);
  });
});

describe('resignation (ruling R11)', () => {
  it('the current player resigning passes the turn; their pieces become neutral', () => {
    const g = position({ players: 3, pieces: { e5: 'RR', f6: 'sR' }, header: { 'stone-era': 'red' } });
    const after = play(g, { kind: 'resign', player: 0 });
    expect(status(after)).toMatchObject({ current: 1, active: [1, 2], eliminated: [0], turn: 0, stage: 1 });
    expect(token(after, 'e5')).toBe('NN');
    expect(token(after, 'f6')).toBe('sN');
  });

  it('another player may resign at any time: the turn goes on without its undo history', () => {
    const g = act(position({ players: 3, pieces: { e5: 'RR' } }), 'entrench e5');
    expect(isLegal(g, { kind: 'resign', player: 2 })).toBe(true);
    const after = play(g, { kind: 'resign', player: 2 });
    expect(status(after)).toMatchObject({ current: 0, stage: 2, move: 0, active: [0, 1] });
  });

  it('when one player is left they win; eliminated players cannot resign', () => {
    const g = play(newGame({ players: 2 }), { kind: 'resign', player: 1 });
    expect(status(g).winner).toBe(0);
    const three = play(newGame({ players: 3 }), { kind: 'resign', player: 1 });
    expect(() => play(three, { kind: 'resign', player: 1 })).toThrow(/gold is not in the game/);
  });

  it('legalActions lists resign for the current player only', () => {
    const resigns = legalActions(newGame({ players: 4 })).filter((a) => a.kind === 'resign');
    expect(resigns).toEqual([{ kind: 'resign', player: 0 }]);
  });
});

describe('the turn limit', () => {
  it('ends the game drawn when reached, unless that commit left one player', () => {
    let g = newGame({ players: 2, turnLimit: 2 });
    g = act(act(g, 'vacuum e5'), 'commit');
    expect(status(g).winner).toBe(null);
    g = act(act(g, 'vacuum h8'), 'commit');
    expect(status(g).winner).toBe('draw');
    expect(legalActions(g)).toEqual([]);
    expect(() => act(g, 'vacuum c8')).toThrow(IllegalActionError);
  });
});

describe('illegal actions', () => {
  it('are refused with a reason and the game is untouched', () => {
    const g = position({ pieces: { e5: 'R' } });
    const before = JSON.stringify(g);
    expect(() => play(g, { kind: 'entrench', at: sq('f5') })).toThrow(/Pebble Entrench: choose a square holding only your own pebbles/);
    expect(() => play(g, { kind: 'supplyChain', from: sq('e5'), to: 999, count: 1 })).toThrow(/not a square/);
    expect(() => play(g, { kind: 'nonsense' } as never)).toThrow(/no action called/);
    expect(JSON.stringify(g)).toBe(before);
  });
});
