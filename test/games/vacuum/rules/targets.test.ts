import { describe, expect, it } from 'vitest';
import {
  actionName,
  actionsBetween,
  actionsTo,
  castPath,
  castToward,
  counts,
  legalActions,
  newGame,
  sources,
  targets,
} from '../../../../src/games/vacuum/rules/index';
import { position, sq } from './helpers';

const names = (squares: number[]): string[] =>
  squares.map((s) => String.fromCharCode(97 + (s % 12)) + String(Math.floor(s / 12) + 1)).sort();

describe('the targets query at the door', () => {
  const busy = position({ pieces: { e5: 'RRR', f5: 'R' } });

  it('sources and targets agree with legalActions', () => {
    const chains = legalActions(busy).filter((a) => a.kind === 'supplyChain');
    expect(names(sources(busy, 'supplyChain'))).toEqual(names([...new Set(chains.map((a) => a.from))]));
    const fromE5 = chains.filter((a) => a.from === sq('e5'));
    expect(names(targets(busy, 'supplyChain', sq('e5')))).toEqual(names([...new Set(fromE5.map((a) => a.to))]));
    expect(names(targets(busy, 'supplyChain', sq('e5'), 3))).toEqual(['f5']); // three fit only onto own pebbles
    expect(counts(busy, 'supplyChain', sq('e5'))).toEqual([3, 2, 1]);
  });

  it('kinds that name one square have no sources; their targets are those squares', () => {
    const g = newGame({ players: 2 });
    expect(sources(g, 'vacuumMove')).toEqual([]);
    expect(targets(g, 'vacuumMove')).toContain(sq('e5'));
    expect(actionsTo(g, 'vacuumMove', null, sq('e5'))).toEqual([{ kind: 'vacuumMove', at: sq('e5') }]);
  });

  it('lists every action a drag between two squares may mean, one per defender', () => {
    const three = position({ players: 3, pieces: { e5: 'RRR', f5: 'YG' } });
    const wars = actionsBetween(three, sq('e5'), sq('f5')).filter((a) => a.kind === 'pebbleWar');
    expect(wars.map((a) => ('defender' in a ? a.defender : -1)).sort()).toEqual([1, 2]);
  });

  it('aims Cast Stone along a line; a square off every line aims nowhere', () => {
    const g = position({ pieces: { f6: 'sR', f3: 'Y' }, header: { 'stone-era': 'red' } });
    expect(castToward(g, sq('f6'), sq('f2'))).toEqual({ kind: 'cast', from: sq('f6'), to: sq('f4') });
    expect(castToward(g, sq('f6'), sq('g8'))).toBe(null);
  });

  it('names actions as the manual does', () => {
    expect(actionName('supplyChain')).toBe('Supply Chain');
    expect(actionName('exitChain')).toBe('Exit Boulder Chain');
    expect(actionName('resign')).toBe('Resign');
  });
});

describe('castPath', () => {
  it('draws a hook as a turn at the third square of the flight, a straight cast as one line', () => {
    // From f9 northwards the stone reaches f6 and may hook to e5 (see the Cast Stone tests).
    expect(castPath(sq('f9'), sq('e5'))).toEqual([sq('f9'), sq('f6'), sq('e5')]);
    expect(castPath(sq('f9'), sq('f7'))).toEqual([sq('f9'), sq('f7')]);
  });
});
