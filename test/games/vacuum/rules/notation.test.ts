// Square names, action text and position text (rules-api.md "Position text", docs/notation.md).
import { describe, expect, it } from 'vitest';
import {
  formatAction,
  formatPosition,
  legalActions,
  newGame,
  parseAction,
  parsePosition,
  parseSquare,
  PositionError,
  squareName,
  type Game,
} from '../../../../src/games/vacuum/rules/index';
import { action, act, position, positionText } from './helpers';

describe('square names', () => {
  it('a1 is the top-left corner (row 0, column 0) and l12 the bottom-right', () => {
    expect(squareName(0)).toBe('a1');
    expect(squareName(143)).toBe('l12');
    expect(squareName(2 * 12 + 9)).toBe('j3');
    expect(parseSquare('c3')).toBe(2 * 12 + 2);
    expect(parseSquare('l12')).toBe(143);
    for (const bad of ['m1', 'a13', 'a0', 'A1', 'c', '']) expect(parseSquare(bad)).toBe(null);
  });
});

describe('action text', () => {
  const examples = [
    'entrench c5',
    'retreat c5-e7',
    'extend c5-e7',
    'cast c5-f5',
    'boulder c5-d6',
    'exit-chain',
    'attack 2 c5-d6 gold',
    'teleport c3-j10',
    'supply 2 c5-d6',
    'reduce 2 c5-d6 gold',
    'create e5',
    'war c5-d6 gold',
    'vacuum e5',
    'perimeter b3-a3',
    'commit',
    'resign gold',
  ];
  it('writes every kind of action in the agreed form', () => {
    for (const text of examples) expect(formatAction(action(text))).toBe(text);
  });

  // Positions where every kind of action is legal for someone.
  const busy: Game[] = [
    position({
      players: 3,
      header: { 'stone-era': 'red' },
      pieces: { c3: 'R', e4: 'R', d5: 'R', f5: 'R', h8: 'RRR', h7: 'RR', i8: 'YYG', g4: 'sR', e9: 'bR', f9: 'R' },
    }),
    position({ players: 4, header: { current: 'white', stage: '2' }, pieces: { i4: 'WWW', h4: 'RY', j3: 'W' } }),
    position({ header: { stage: 'chain', chain: 'e9', 'stone-era': 'red' }, pieces: { e9: 'bR', f9: 'R' } }),
    position({ header: { stage: 'commit' } }),
  ];
  it('parseAction(formatAction(a)) gives back every legal action', () => {
    const seen = new Set<string>();
    for (const g of busy) {
      for (const a of legalActions(g)) {
        expect(parseAction(g, formatAction(a))).toEqual(a);
        seen.add(a.kind);
      }
    }
    expect(seen.size).toBe(16);
  });

  it('refuses text that names no legal action, or is not action text', () => {
    const g = position({ pieces: { e5: 'RR', f5: 'Y' } });
    for (const text of ['entrench f5', 'fly e5-f5', 'war e5-f5 blue', 'supply x e5-f6', 'entrench z9', '', 'commit']) {
      expect(() => parseAction(g, text)).toThrow();
    }
  });
});

describe('position text', () => {
  it('round-trips a new game and a position with every kind of content and header', () => {
    for (const players of [2, 3, 4] as const) {
      const g = newGame({ players });
      expect(parsePosition(formatPosition(g))).toEqual(g);
    }
    const g = position({
      players: 4,
      pieces: { e5: 'RGWN', f5: 'sG', g5: 'bW', c3: 'N', h8: 'RR', c1: 'W' },
      header: {
        current: 'green',
        active: 'red green white',
        eliminated: 'gold',
        'stone-era': 'green white',
        cooldown: 'c3 j10',
        stage: '2',
        turn: '17',
        limit: '80',
      },
      terrain: { c1: 'r', c2: '#' },
    });
    expect(parsePosition(formatPosition(g))).toEqual(g);
    const chain = position({
      header: { stage: 'chain', chain: 'e9', 'stone-era': 'red' },
      pieces: { e9: 'bR', f9: 'R' },
    });
    expect(parsePosition(formatPosition(chain))).toEqual(chain);
  });

  it('a position read mid-turn starts with no undo history', () => {
    const g = act(position({ pieces: { e5: 'RR' } }), 'entrench e5');
    expect(parsePosition(formatPosition(g)).history).toEqual([]);
  });

  it('accepts extra spaces, blank lines before the grid and a missing trailing newline', () => {
    const text = positionText();
    const loose = text.replace('limit -\n', 'limit -\n\n\n').replace(/ /g, '   ').trimEnd();
    expect(parsePosition(loose)).toEqual(parsePosition(text));
  });

  // Lines 1–11 are the header, 12–23 the board rows 1–12.
  const base = positionText();
  const rows = base.trimEnd().split('\n');
  const shortRow = [...rows.slice(0, 15), '# r . . . . . . . w #', ...rows.slice(16)].join('\n');
  const text = (header: Record<string, string>, pieces: Record<string, string> = {}): string =>
    positionText({ header, pieces });
  const cases: [string, string, number, RegExp][] = [
    ['a missing board row', rows.slice(0, -1).join('\n'), 23, /row|12/i],
    ['a thirteenth board row', base + rows.at(-1)! + '\n', 24, /./],
    ['a row with too few squares', shortRow, 16, /10|squares|12/],
    ['an unknown terrain letter', positionText({ terrain: { e5: 'x' } }), 16, /x/],
    ['an unknown piece letter', text({}, { e5: 'Q' }), 16, /Q/],
    ['five pebbles on a square', text({}, { c3: 'RRRRR' }), 14, /5|five|4/],
    ['a stone sharing a square', text({}, { e5: 'sRR' }), 16, /stone|alone|shar/i],
    ['a boulder sharing a square', text({}, { e5: 'RbR' }), 16, /./],
    ['a pebble on barren', text({}, { a1: 'R' }), 12, /barren/],
    ['an unknown colour', text({ current: 'blue' }), 3, /blue/],
    ['an unknown colour among the active', text({ active: 'red blue' }), 7, /blue/],
    ['a colour outside a 2-player game', text({ active: 'red gold green' }), 7, /green/],
    ['a bad player count', text({ players: '5' }), 2, /players|5/],
    ['a current player who is not active', text({ active: 'gold', eliminated: 'red' }), 3, /Red/],
    ['a piece of an eliminated player', text({ active: 'red', eliminated: 'gold' }, { e5: 'Y' }), 16, /gold|Y/],
    ['a player both active and eliminated', text({ eliminated: 'gold' }), 8, /gold/],
    ['a player neither active nor eliminated', text({ active: 'red' }), 7, /gold/],
    ['an unknown colour in the stone era', text({ 'stone-era': 'pink' }), 9, /pink/],
    ['a bad stage', text({ stage: '4' }), 4, /4/],
    // Names an object literal inherits must not read as a table entry.
    ...['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'].map(
      (word): [string, string, number, RegExp] => [`stage ${word}`, text({ stage: word }), 4, /unknown stage/],
    ),
    ['stage chain without a chain square', text({ stage: 'chain' }), 5, /chain/],
    ['stage chain without its boulder', text({ stage: 'chain', chain: 'e5' }), 5, /boulder/],
    [
      'a chain square holding an enemy boulder',
      text({ stage: 'chain', chain: 'e5', 'stone-era': 'gold' }, { e5: 'bY' }),
      5,
      /boulder/,
    ],
    ['a bad cooldown square name', text({ cooldown: 'z9' }), 10, /z9/],
    ['a cooldown off a pedestal', text({ cooldown: 'e5' }), 10, /e5|pedestal/],
    ['a bad turn number', text({ turn: 'x' }), 6, /x|turn/],
    ['a bad turn limit', text({ limit: 'soon' }), 11, /soon|limit/],
    ['a missing header line', base.replace('turn 0\n', ''), 6, /turn/],
    ['an unknown version', text({ vacuum: '9' }), 1, /version|9/],
  ];
  for (const [what, bad, line, problem] of cases) {
    it(`rejects ${what}, naming line ${line}`, () => {
      expect(() => parsePosition(bad)).toThrow(PositionError);
      expect(() => parsePosition(bad)).toThrow(new RegExp(`line ${line}\\b`));
      expect(() => parsePosition(bad)).toThrow(problem);
    });
  }
});

describe('position text and Object.prototype', () => {
  it('reading `stage __proto__` leaves Object.prototype as it was', () => {
    expect(() => parsePosition(formatPosition(newGame({ players: 2 })).replace('stage 1', 'stage __proto__'))).toThrow(
      PositionError,
    );
    expect(Object.isFrozen(Object.prototype)).toBe(false);
  });
});

describe('readAction', () => {
  it('reads any well-formed action text without a position, and nothing else', async () => {
    const { readAction } = await import('../../../../src/games/vacuum/rules/index');
    expect(readAction('reduce 2 e5-f5 gold')).toEqual({
      kind: 'reductionAttack',
      from: 52,
      to: 53,
      count: 2,
      defender: 1,
    });
    expect(readAction('exit-chain')).toEqual({ kind: 'exitChain' });
    expect(readAction('war e5-f5')).toBe(null); // the defender is needed without a position
    expect(readAction('teleport z9-c3')).toBe(null);
    expect(readAction('<script>')).toBe(null);
  });
});
