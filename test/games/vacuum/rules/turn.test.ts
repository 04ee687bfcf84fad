// The turn: stages, Commit, undo, elimination and winning, resignation, the turn limit, and how
// bad input is refused (docs/rules.md "Turn structure", "Commit and Undo", "Winning, losing and
// elimination").
import { describe, expect, it } from 'vitest';
import {
  canUndo,
  IllegalActionError,
  isLegal,
  legalActions,
  newGame,
  perimeterColour,
  play,
  status,
  terrain,
  undo,
  type Action,
  type Game,
} from '../../../../src/games/vacuum/rules/index';
import { act, action, actAll, expectRefused, legalTexts, position, sq, token, type Setup } from './helpers';

const kinds = (g: Game): string[] => [...new Set(legalActions(g).map((a) => a.kind))].sort();

describe('a new game', () => {
  it('starts on an empty board with Red to play Stage 1, for 2, 3 and 4 players', () => {
    for (const players of [2, 3, 4] as const) {
      const g = newGame({ players });
      expect(status(g)).toEqual({
        players,
        current: 0,
        stage: 1,
        chainAt: null,
        turn: 0,
        move: 0,
        active: [0, 1, 2, 3].slice(0, players),
        eliminated: [],
        stoneEra: [],
        cooldowns: [],
        winner: null,
      });
      expect(kinds(g)).toEqual(['perimeterMove', 'resign', 'vacuumMove']);
      expect(canUndo(g)).toBe(false);
    }
  });

  it('has the terrain of docs/rules.md "The board"', () => {
    const g = newGame({ players: 4 });
    expect(['a1', 'b2', 'k11', 'l5'].map((s) => terrain(g, sq(s)))).toEqual(['barren', 'barren', 'barren', 'barren']);
    expect(['c3', 'j3', 'c10', 'j10'].map((s) => terrain(g, sq(s)))).toEqual([
      'pedestal',
      'pedestal',
      'pedestal',
      'pedestal',
    ]);
    expect(['d4', 'i9'].map((s) => terrain(g, sq(s)))).toEqual(['board', 'board']);
    expect(['c2', 'b6', 'b7', 'f11', 'g11', 'k7', 'k6', 'g2'].map((s) => perimeterColour(g, sq(s)))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3,
    ]);
    expect(perimeterColour(g, sq('e5'))).toBe(null);
  });
});

describe('stages (docs/rules.md "Turn structure")', () => {
  // Every action family has a use here for red: see the table below.
  const rich: Setup = {
    header: { 'stone-era': 'red' },
    pieces: { c3: 'R', e4: 'R', d5: 'R', f5: 'R', h8: 'RRR', h7: 'RR', i8: 'YY', g4: 'sR', e9: 'bR', f9: 'R' },
  };
  const at = (stage: string): Game =>
    position({ ...rich, header: { ...rich.header, stage, ...(stage === 'chain' ? { chain: 'e9' } : {}) } });

  it('each stage offers its own actions and those of later stages', () => {
    const stage2 = [
      'perimeterMove',
      'pebbleWar',
      'reductionAttack',
      'resign',
      'stoneCreation',
      'supplyChain',
      'teleport',
      'vacuumMove',
    ];
    expect(kinds(at('1'))).toEqual(
      [...stage2, 'boulder', 'cast', 'entrench', 'extend', 'pebbleAttack', 'retreat'].sort(),
    );
    expect(kinds(at('2'))).toEqual(stage2.sort());
    expect(kinds(at('3'))).toEqual(['perimeterMove', 'resign', 'vacuumMove']);
    expect(kinds(at('commit'))).toEqual(['commit', 'resign']);
    expect(kinds(at('chain'))).toEqual(['boulder', 'exitChain', 'resign']);
  });

  const table: [string, string[], string | number][] = [
    ['entrench c3', ['1'], 2],
    ['retreat d5-b3', ['1'], 2],
    ['extend e4-f3', ['1'], 2],
    ['cast g4-j4', ['1'], 2],
    ['attack 1 h8-i8 gold', ['1'], 2],
    ['boulder e9-e10', ['1'], 2],
    ['boulder e9-f9', ['1', 'chain'], 'chain'], // chain entry, or a chain step
    ['teleport c3-j10', ['1', '2'], 2],
    ['supply 1 h7-h8', ['1', '2'], 2],
    ['supply 1 h7-h6', ['1', '2'], 3],
    ['reduce 1 h8-i8 gold', ['1', '2'], 3],
    ['create e5', ['1', '2'], 2],
    ['war h8-i8 gold', ['1', '2'], 2],
    ['vacuum c8', ['1', '2', '3'], 'commit'],
    ['perimeter d2-d1', ['1', '2', '3'], 'commit'],
    ['exit-chain', ['chain'], 2],
  ];
  for (const [text, stages, after] of table) {
    it(`${text}: legal in stage ${stages.join(', ')} only, then stage ${after}`, () => {
      for (const stage of ['1', 'chain', '2', '3', 'commit']) {
        const g = at(stage);
        if (stages.includes(stage)) expect(status(act(g, text)).stage).toBe(after);
        else expectRefused(g, text);
      }
    });
  }
});

describe('Commit', () => {
  it('passes the turn: turn + 1, the next player, Stage 1, undo history cleared', () => {
    let g = act(act(newGame({ players: 3 }), 'vacuum e5'), 'commit');
    expect(status(g)).toMatchObject({ current: 1, stage: 1, turn: 1, move: 0 });
    expect(canUndo(g)).toBe(false);
    g = actAll(g, ['vacuum h8', 'commit']);
    expect(status(g)).toMatchObject({ current: 2, turn: 2 });
    g = actAll(g, ['vacuum c8', 'commit']);
    expect(status(g)).toMatchObject({ current: 0, turn: 3 });
  });

  it('skips eliminated players, in turn order red, gold, green, white', () => {
    const header = { active: 'red green white', eliminated: 'gold', stage: 'commit' };
    expect(status(act(position({ players: 4, header }), 'commit')).current).toBe(2);
    const fromWhite = position({ players: 4, header: { ...header, current: 'white' } });
    expect(status(act(fromWhite, 'commit')).current).toBe(0);
  });

  it('is only legal once the final action is done', () => {
    for (const stage of ['1', '2', '3']) expectRefused(position({ header: { stage } }), 'commit');
  });
});

describe('undo (docs/rules.md "Undo")', () => {
  it('steps back one action at a time within the turn, counting moves', () => {
    const g0 = position({ pieces: { e5: 'RR', f5: 'R', g5: 'R' } });
    const g1 = act(g0, 'entrench e5');
    const g2 = act(g1, 'supply 2 e5-f5');
    const g3 = act(g2, 'supply 1 f5-g5');
    const g4 = act(g3, 'vacuum c8');
    expect([g1, g2, g3, g4].map((g) => status(g).move)).toEqual([1, 2, 3, 4]);
    expect(undo(g4)).toEqual(g3);
    expect(undo(g3)).toEqual(g2); // one Supply Chain step at a time
    expect(undo(g2)).toEqual(g1);
    expect(undo(g1)).toEqual(g0);
    expect(canUndo(g0)).toBe(false);
    expect(() => undo(g0)).toThrow();
  });

  it('undoing Stone Creation also takes back the stone era', () => {
    const g = position({ pieces: { e4: 'R', d5: 'R', f5: 'R' } });
    const after = act(g, 'create e5');
    expect(status(after).stoneEra).toEqual([0]);
    expect(undo(after)).toEqual(g);
    expect(status(undo(after)).stoneEra).toEqual([]);
  });

  it('cannot undo a commit', () => {
    const g = actAll(newGame({ players: 2 }), ['vacuum e5', 'commit']);
    expect(canUndo(g)).toBe(false);
    expect(() => undo(g)).toThrow();
  });
});

/** Every playable square holds a pebble (red unless given): no Vacuum Move anywhere. */
function fullBoard(pieces: Record<string, string>): Record<string, string> {
  const all: Record<string, string> = {};
  for (let r = 2; r <= 11; r++) for (const c of 'bcdefghijk') all[`${c}${r}`] = 'R';
  for (const corner of ['b2', 'k2', 'b11', 'k11']) delete all[corner];
  return { ...all, ...pieces };
}
const GOLD_TILES = ['b7', 'b8', 'b9', 'b10', 'c11', 'd11', 'e11', 'f11'];
// Gold's tiles are pinned by neutral pebbles; white (eliminated) leaves them.
const noFinalForGold = (header: Record<string, string>): Game =>
  position({
    players: 4,
    header: { active: 'red gold green', eliminated: 'white', ...header },
    pieces: fullBoard({ e5: 'Y', f6: 'YY', ...Object.fromEntries(GOLD_TILES.map((t) => [t, 'N'])) }),
  });

describe('elimination (docs/rules.md "Winning, losing and elimination")', () => {
  it('a player with no Vacuum Move and no Perimeter Move when the turn begins is out; pieces turn neutral', () => {
    const after = act(noFinalForGold({ stage: 'commit' }), 'commit');
    expect(status(after)).toMatchObject({
      current: 2,
      active: [0, 2],
      eliminated: [3, 1],
      turn: 1,
      stage: 1,
      winner: null,
    });
    expect(token(after, 'e5')).toBe('N');
    expect(token(after, 'f6')).toBe('NN');
  });

  it('a position read from text is taken as it is, without the turn-start check', () => {
    const g = noFinalForGold({ current: 'gold' });
    expect(status(g).active).toEqual([0, 1, 2]);
    expect(legalActions(g).filter((a) => a.kind === 'vacuumMove' || a.kind === 'perimeterMove')).toEqual([]);
  });

  it('in the stone era a player left with no pieces is out at Commit; before it, not', () => {
    const g = position({ players: 3, pieces: { e5: 'R' }, header: { 'stone-era': 'gold', stage: 'commit' } });
    const after = act(g, 'commit');
    expect(status(after)).toMatchObject({ active: [0, 2], eliminated: [1], current: 2 });
    const notYet = position({ players: 3, pieces: { e5: 'R' }, header: { stage: 'commit' } });
    expect(status(act(notYet, 'commit'))).toMatchObject({ active: [0, 1, 2], current: 1 });
  });

  it('a stone-era player whose last pieces are taken stays in until the Commit', () => {
    const g = position({ players: 3, pieces: { e5: 'RR', f5: 'YY' }, header: { 'stone-era': 'gold' } });
    const reduced = act(g, 'reduce 2 e5-f5 gold');
    expect(status(reduced).active).toEqual([0, 1, 2]);
    const committed = actAll(reduced, ['vacuum h8', 'commit']);
    expect(status(committed)).toMatchObject({ active: [0, 2], eliminated: [1], current: 2 });
  });

  it('checks the others in turn order after the committer, the committer last', () => {
    // Green commits; white and red are in the stone era with nothing left.
    const g = position({
      players: 4,
      pieces: { e5: 'Y', f6: 'G' },
      header: { current: 'green', stage: 'commit', 'stone-era': 'red white' },
    });
    expect(status(act(g, 'commit'))).toMatchObject({ active: [1, 2], eliminated: [3, 0], current: 1 });
    // The committer may lose their own last piece: gold wins.
    const own = position({ pieces: { e5: 'Y' }, header: { 'stone-era': 'red', stage: 'commit' } });
    expect(status(act(own, 'commit')).winner).toBe(1);
  });

  it('stops as soon as one player is left: the committer wins even with no pieces', () => {
    const g = position({ header: { 'stone-era': 'red gold', stage: 'commit' } });
    const after = act(g, 'commit');
    expect(status(after)).toMatchObject({ winner: 0, active: [0], eliminated: [1] });
    expect(legalActions(after)).toEqual([]);
    expectRefused(after, 'resign red'); // the game is over
  });
});

describe('no forced pass (docs/rules.md "No final action")', () => {
  it('a player whose earlier actions left no final action can only undo or resign', () => {
    // Red's own tiles and white's unowned ones are pinned by neutral pebbles as well.
    const pinnedTiles = [
      'c2',
      'd2',
      'e2',
      'f2',
      'b3',
      'b4',
      'b5',
      'b6',
      'g2',
      'h2',
      'i2',
      'j2',
      'k3',
      'k4',
      'k5',
      'k6',
    ];
    const pinned = position({
      players: 4,
      header: { active: 'red gold green', eliminated: 'white', stage: '3' },
      pieces: fullBoard(Object.fromEntries([...pinnedTiles, ...GOLD_TILES].map((t) => [t, 'N']))),
    });
    expect(legalTexts(pinned)).toEqual(['resign red']);
    expect(status(pinned)).toMatchObject({ current: 0, stage: 3 });
  });
});

describe('resignation (docs/rules.md "Resigning")', () => {
  it('the current player resigning: pieces become neutral and the next player begins, no turn counted', () => {
    const g = act(
      position({ players: 3, pieces: { e5: 'RR', f6: 'sR', c3: 'RY' }, header: { 'stone-era': 'red' } }),
      'teleport c3-j3',
    );
    const after = play(g, action('resign red'));
    expect(status(after)).toMatchObject({
      current: 1,
      active: [1, 2],
      eliminated: [0],
      turn: 0,
      stage: 1,
      move: 0,
      cooldowns: [],
    });
    expect(token(after, 'e5')).toBe('NN');
    expect(token(after, 'f6')).toBe('sN');
    expect(token(after, 'j3')).toBe('YN');
  });

  it('another player may resign at any time: the turn goes on without its undo history', () => {
    const g = act(position({ players: 3, pieces: { e5: 'RR', f5: 'G' } }), 'entrench e5');
    expect(legalTexts(g).filter((t) => t.startsWith('resign'))).toEqual(['resign red']);
    expect(isLegal(g, action('resign green'))).toBe(true);
    const after = play(g, action('resign green'));
    expect(status(after)).toMatchObject({ current: 0, stage: 2, move: 0, active: [0, 1], eliminated: [2] });
    expect(canUndo(after)).toBe(false);
    expect(token(after, 'f5')).toBe('N');
  });

  it('is allowed in every stage, a boulder chain included', () => {
    const chain = position({ pieces: { e5: 'bR' }, header: { stage: 'chain', chain: 'e5', 'stone-era': 'red' } });
    expect(status(play(chain, action('resign red'))).winner).toBe(1);
    expect(status(play(position({ header: { stage: 'commit' } }), action('resign gold'))).winner).toBe(0);
  });

  it('runs no stone-era check', () => {
    const g = position({ players: 3, pieces: { e5: 'R' }, header: { 'stone-era': 'gold' } });
    const after = play(g, action('resign red'));
    expect(status(after)).toMatchObject({ current: 1, active: [1, 2] });
  });

  it('starts the next turn with the no-final-action check', () => {
    // Red resigns on a full board: gold has no final action and goes too, leaving green.
    const after = play(noFinalForGold({}), action('resign red'));
    expect(status(after)).toMatchObject({ winner: 2, active: [2], eliminated: [3, 0, 1] });
  });

  it('when one player is left they win; a player not in the game cannot resign', () => {
    const g = play(newGame({ players: 2 }), action('resign red'));
    expect(status(g).winner).toBe(1);
    expect(legalActions(g)).toEqual([]);
    expectRefused(g, 'vacuum e5');
    const three = play(newGame({ players: 3 }), action('resign gold'));
    expectRefused(three, 'resign gold');
    expectRefused(newGame({ players: 2 }), 'resign green');
  });
});

describe('the turn limit (docs/rules.md "The score and the turn limit")', () => {
  it('ends the game once that many turns are committed: equal scores (2 and 2) draw', () => {
    let g = newGame({ players: 2, turnLimit: 2 });
    g = actAll(g, ['vacuum e5', 'commit']);
    expect(status(g).winner).toBe(null);
    g = actAll(g, ['vacuum h8', 'commit']);
    expect(status(g).winner).toBe('draw');
    expect(legalActions(g)).toEqual([]);
    expectRefused(g, 'vacuum c8');
    expectRefused(g, 'resign gold');
  });

  it('a last commit that leaves one player is a win, not a draw', () => {
    const g = position({ header: { 'stone-era': 'gold', stage: 'commit', turn: '4', limit: '5' } });
    expect(status(act(g, 'commit')).winner).toBe(0);
  });
});

describe('illegal actions', () => {
  it('are refused with a reason and leave the game untouched', () => {
    const g = position({ pieces: { e5: 'R' } });
    const before = structuredClone(g);
    const junk = [
      { kind: 'supplyChain', from: sq('e5'), to: 999, count: 1 },
      { kind: 'supplyChain', from: sq('e5'), to: sq('e6'), count: Number.NaN },
      { kind: 'entrench', at: -1 },
      { kind: 'entrench', at: 2.5 },
      { kind: 'vacuumMove' },
      { kind: 'nonsense' },
      { kind: 'resign', player: 7 },
      null,
    ] as unknown as Action[];
    for (const a of junk) {
      expect(isLegal(g, a)).toBe(false);
      expect(() => play(g, a)).toThrow(IllegalActionError);
    }
    expect(g).toEqual(before);
  });
});

describe('the actions legalActions hands out', () => {
  it('cannot be changed by a caller, so a later answer is never corrupted', () => {
    const g = newGame({ players: 2 });
    const first = legalActions(g);
    const vacuum = first.find((a) => a.kind === 'vacuumMove') as { at: number };
    const was = vacuum.at;
    try {
      vacuum.at = 0; // a1 is barren: had this stuck, the list would offer an illegal action
    } catch {
      // frozen objects throw in strict mode
    }
    expect(vacuum.at).toBe(was);
    expect(legalActions(g)).toEqual(first);
    expect(legalActions(g).every((a) => isLegal(g, a))).toBe(true);
  });
});

describe('actions with fields they do not use', () => {
  it('are refused by isLegal and play, naming the field', () => {
    const g = newGame({ players: 2 });
    for (const bad of [
      { kind: 'vacuumMove', at: sq('e5'), from: sq('e5') },
      { kind: 'commit', player: 0 },
      { kind: 'resign', player: 1, count: 2 },
      { kind: 'vacuumMove', at: sq('e5'), __proto__: null, extra: true },
    ]) {
      expect(isLegal(g, bad as unknown as Action)).toBe(false);
      expect(() => play(g, bad as unknown as Action)).toThrow(/does not take "(from|player|count|extra)"/);
    }
    expect(isLegal(g, { kind: 'vacuumMove', at: sq('e5') })).toBe(true);
  });

  it('quote at most a short excerpt of an unknown kind or field', () => {
    const g = newGame({ players: 2 });
    const long = 'x'.repeat(100_000);
    for (const bad of [{ kind: long }, { kind: 'commit', [long]: 1 }]) {
      expect(() => play(g, bad as unknown as Action)).toThrow(/^.{10,100}$/);
    }
  });
});

describe('the refusal of an action at the wrong stage', () => {
  it('says what is missing for Exit Boulder Chain and Commit, never "Stage  action"', () => {
    for (const stage of ['1', '2', '3']) {
      const g = position({ header: { stage } });
      expectRefused(g, 'exit-chain', /Exit Boulder Chain: there is no Boulder Chain to exit/);
      expectRefused(g, 'commit', /Commit: .*final action/);
      for (const text of ['exit-chain', 'commit']) {
        let message = '';
        try {
          play(g, action(text));
        } catch (e) {
          message = (e as Error).message;
        }
        expect(message).not.toMatch(/Stage {2}|Stage action/);
      }
    }
  });
});
