// Engine action codes as the door's actions.
import { COLOURS } from '../rules/colours';
import { cellName } from '../rules/field';
import type { Action } from '../rules/index';
import { bridgeEnds, cellOfStone, colourOfStone, END, isBridge, isStone, type State } from './state';

export function toAction(s: State, a: number): Action {
  const g = s.geometry;
  if (isStone(a)) return { kind: 'stone', colour: COLOURS[colourOfStone(a)]!.name, at: cellName(g, cellOfStone(a)) };
  if (isBridge(a)) {
    const [from, to] = bridgeEnds(a);
    return { kind: 'bridge', from: cellName(g, from), to: cellName(g, to) };
  }
  return a === END ? { kind: 'end' } : { kind: 'pass' };
}
