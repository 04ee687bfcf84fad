import { describe, expect, it } from 'vitest';
import { ACTION_KINDS, actionName, type Action, type ActionKind } from '../../../../src/games/vacuum/rules/index';
import { BUTTONS, isMode, KEYS, PANEL, type ButtonId } from '../../../../src/games/vacuum/view/catalogue';
import { TOOLTIPS } from '../../../../src/games/vacuum/view/tooltips';
import { fromAction, toAction } from '../../../../src/games/vacuum/ai/actions';
import { kindOfAction } from '../../../../src/games/vacuum/ai/moves';

/** One action of every kind, each field set (the compiler insists every kind is here). */
const SAMPLE: { [K in ActionKind]: Extract<Action, { kind: K }> } = {
  entrench: { kind: 'entrench', at: 30 },
  retreat: { kind: 'retreat', from: 30, to: 54 },
  extend: { kind: 'extend', from: 30, to: 32 },
  cast: { kind: 'cast', from: 30, to: 66 },
  boulder: { kind: 'boulder', from: 30, to: 31 },
  exitChain: { kind: 'exitChain' },
  pebbleAttack: { kind: 'pebbleAttack', from: 30, to: 31, count: 3, defender: 2 },
  teleport: { kind: 'teleport', from: 26, to: 117 },
  supplyChain: { kind: 'supplyChain', from: 30, to: 42, count: 2 },
  reductionAttack: { kind: 'reductionAttack', from: 30, to: 43, count: 1, defender: 3 },
  stoneCreation: { kind: 'stoneCreation', at: 143 },
  pebbleWar: { kind: 'pebbleWar', from: 30, to: 29, defender: 1 },
  vacuumMove: { kind: 'vacuumMove', at: 77 },
  perimeterMove: { kind: 'perimeterMove', from: 12, to: 0 },
  commit: { kind: 'commit' },
  resign: { kind: 'resign', player: 3 },
};

const MODES = (Object.keys(BUTTONS) as ButtonId[]).filter(isMode);
const placed = PANEL.flatMap((group) => group.rows.flat());

describe('the action catalogue', () => {
  it('gives every action kind of the rules exactly one button on the panel', () => {
    for (const kind of ACTION_KINDS)
      expect(
        placed.filter((id) => id === kind),
        kind,
      ).toHaveLength(1);
  });

  it('places every button exactly once, and nothing that is not a button', () => {
    expect([...placed].sort()).toEqual(Object.keys(BUTTONS).sort());
  });

  it('gives every button one tool tip, headed by the name the manual uses', () => {
    expect(Object.keys(TOOLTIPS).sort()).toEqual(Object.keys(BUTTONS).sort());
    for (const kind of ACTION_KINDS) expect(TOOLTIPS[kind].title, kind).toBe(actionName(kind));
    expect(TOOLTIPS.exitSupplyChain.title).toBe('Exit Supply Chain');
    expect(TOOLTIPS.exitPebbleWar.title).toBe('Exit Pebble War');
  });

  it('gives every action kind one engine code, and the code turns back into the same action', () => {
    const codes = ACTION_KINDS.map((kind) => kindOfAction(fromAction(SAMPLE[kind])));
    expect(new Set(codes).size).toBe(ACTION_KINDS.length);
    for (const kind of ACTION_KINDS) expect(toAction(fromAction(SAMPLE[kind])), kind).toEqual(SAMPLE[kind]);
  });

  // Choosing a mode on the shared page: test/games/vacuum/view/action-choice.test.ts.
  it('makes the actions chosen on the board modes, and the commands (run at once) not', () => {
    expect(MODES).not.toContain('commit');
    expect(MODES).not.toContain('resign');
  });

  it('gives each keyboard command one key, apart from the menu key', () => {
    expect(Object.fromEntries(KEYS)).toEqual({ c: 'commit', u: 'undo', h: 'hint' });
  });
});
