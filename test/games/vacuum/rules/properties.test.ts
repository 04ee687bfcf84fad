// Properties over seeded random games of 2, 3 and 4 players (issue 2, "Tests").
import { describe, expect, it } from 'vitest';
import {
  canUndo,
  distance,
  formatAction,
  formatPosition,
  IllegalActionError,
  isLegal,
  legalActions,
  newGame,
  parsePosition,
  play,
  status,
  undo,
  type Action,
  type Game,
  type Owner,
  type Player,
  type Stage,
} from '../../../../src/games/vacuum/rules/index';
import { position } from './helpers';
import { pick, randomGame, seeded, type Step } from './random-play';

const GAMES_PER_SIZE = 20;
const MAX_ACTIONS = 60;
const TURN_LIMIT = 16;

/** An action's value as a string with sorted keys, so actions compare by value. */
const key = (a: Action): string => JSON.stringify(a, Object.keys(a).sort());

const withoutHistory = (g: Game): Omit<Game, 'history'> => {
  const { history: _history, ...rest } = g;
  return rest;
};

/** Fails with the position text, so the failure can be replayed as a unit test. */
function check(ok: boolean, what: string, g: Game): void {
  if (!ok) throw new Error(`${what}\n${formatPosition(g)}`);
}

/** Actions that differ from a listed one in one field: other counts, squares, defenders. */
function perturb(a: Action, random: () => number): Action[] {
  const out: Action[] = [];
  const r = a as unknown as Record<string, number>;
  const near = (s: number): number => s + pick([-13, -12, -11, -1, 1, 11, 12, 13, 24, -24, 2, -2], random);
  if ('count' in a) for (const c of [0, r.count! - 1, r.count! + 1, 5]) out.push({ ...a, count: c } as Action);
  if ('defender' in a) for (const d of [0, 1, 2, 3]) out.push({ ...a, defender: d } as Action);
  for (const f of ['at', 'from', 'to']) {
    if (f in a) out.push({ ...a, [f]: near(r[f]!) } as Action, { ...a, [f]: Math.floor(random() * 144) } as Action);
  }
  if (a.kind === 'pebbleWar') out.push({ ...a, kind: 'pebbleAttack', count: 1 });
  if (a.kind === 'retreat' || a.kind === 'extend')
    out.push({ ...a, kind: a.kind === 'retreat' ? 'extend' : 'retreat' });
  return out;
}

function checkBoard(g: Game): void {
  g.squares.forEach((c, s) => {
    if (c === null) return;
    check(g.terrain[s] !== 'barren', `a piece on barren square ${s}`, g);
    if ('pebbles' in c) check(c.pebbles.length >= 1 && c.pebbles.length <= 4, `${c.pebbles.length} pebbles on ${s}`, g);
    else check(Object.keys(c).length === 1, `a stone or boulder shares square ${s}`, g);
  });
}

// A crowded stone-era middle game: every player has stacks, stones and a boulder, some in reach
// of each other, so random play also meets casts into stones, boulder fights and chains.
const MIDDLE: Record<string, string>[] = [
  { c4: 'RR', d5: 'R', e4: 'sR', e6: 'bR', f6: 'RR', f7: 'R', c3: 'R', g4: 'sR' },
  { d8: 'YY', c9: 'Y', e8: 'sY', d9: 'bY', c10: 'Y', e10: 'YY', g8: 'sY' },
  { h8: 'GG', i9: 'bG', h9: 'sG', g9: 'G', j10: 'GG', i7: 'G' },
  { h4: 'WW', i5: 'sW', h5: 'bW', i4: 'W', j3: 'W', g5: 'sW' },
];
const COLOURS = ['red', 'gold', 'green', 'white'];

function middleGame(players: 2 | 3 | 4): Game {
  const colours = COLOURS.slice(0, players).join(' ');
  return position({
    players,
    pieces: Object.assign({}, ...MIDDLE.slice(0, players)),
    header: { 'stone-era': colours, limit: String(TURN_LIMIT) },
  });
}

/** Half of the games start from a new game, half from a crowded middle game. */
/** How many pebbles, stones and boulders each owner has, keyed 'owner piece' ('0 pebble'). */
function material(g: Game): Map<string, number> {
  const m = new Map<string, number>();
  const add = (owner: Owner, piece: string, n = 1): void => {
    const k = `${owner} ${piece}`;
    m.set(k, (m.get(k) ?? 0) + n);
  };
  for (const c of g.squares) {
    if (c === null) continue;
    if ('pebbles' in c) c.pebbles.forEach((o) => add(o, 'pebble'));
    else if ('stone' in c) add(c.stone, 'stone');
    else add(c.boulder, 'boulder');
  }
  return m;
}

/**
 * The material an action must create or remove, as the manual's "Result" paragraphs say, or
 * null for Commit and Resign (eliminated players' pieces turn neutral there).
 */
function expectedChange(before: Game, a: Action, after: Game): Map<string, number> | null {
  const me = before.current;
  const change = new Map<string, number>();
  const add = (owner: Owner, piece: string, n: number): void => {
    const k = `${owner} ${piece}`;
    change.set(k, (change.get(k) ?? 0) + n);
  };
  /** Removes `owner`'s pieces on a square (every owner's when `owner` is undefined). */
  const removeAt = (at: number, owner?: Owner): void => {
    const c = before.squares[at];
    if (c === null || c === undefined) return;
    if ('pebbles' in c)
      c.pebbles.filter((o) => owner === undefined || o === owner).forEach((o) => add(o, 'pebble', -1));
    else if ('stone' in c) add(c.stone, 'stone', -1);
    else add(c.boulder, 'boulder', -1);
  };
  switch (a.kind) {
    case 'entrench':
    case 'extend':
    case 'vacuumMove':
      add(me, 'pebble', 1);
      break;
    case 'cast':
      if (before.squares[a.to] !== null) {
        removeAt(a.to);
        add(me, 'stone', -1);
        add(me, 'boulder', 1);
      }
      break;
    case 'boulder':
      removeAt(a.to);
      if (before.squares[a.to] !== null && after.squares[a.to] === null) add(me, 'boulder', -1); // sacrifice
      break;
    case 'pebbleAttack':
    case 'pebbleWar':
      removeAt(a.to, a.defender);
      break;
    case 'reductionAttack':
      add(me, 'pebble', -a.count);
      add(a.defender, 'pebble', -a.count);
      break;
    case 'stoneCreation': {
      // Only the creator's neighbouring pebbles go; stones and boulders around stay.
      for (let s = 0; s < 144; s++) {
        const c = before.squares[s];
        if (distance(s, a.at) === 1 && c && 'pebbles' in c)
          add(me, 'pebble', -c.pebbles.filter((o) => o === me).length);
      }
      add(me, 'stone', 1);
      break;
    }
    case 'commit':
    case 'resign':
      return null;
    default: // retreat, supply chain, teleport, perimeter move, exit chain: material only moves
  }
  return change;
}

/** The stage after an action, from docs/rules.md "Turn structure" (null: Commit and Resign begin turns). */
function stageAfter(before: Game, a: Action): Stage | null {
  const target = 'to' in a ? before.squares[a.to] : undefined;
  switch (a.kind) {
    case 'boulder':
      // Onto own pebbles: chain entry or chain step; anything else ends in Stage 2.
      return target && 'pebbles' in target && target.pebbles.includes(before.current) ? 'chain' : 2;
    case 'supplyChain':
      return target === null ? 3 : 2;
    case 'reductionAttack':
      return 3;
    case 'vacuumMove':
    case 'perimeterMove':
      return 'commit';
    case 'commit':
    case 'resign':
      return null;
    default:
      return 2;
  }
}

function games(): { seed: number; steps: Step[] }[] {
  const out = [];
  for (const players of [2, 3, 4] as const) {
    for (let n = 0; n < GAMES_PER_SIZE; n++) {
      const seed = players * 1000 + n;
      const start = n % 2 === 0 ? newGame({ players, turnLimit: TURN_LIMIT }) : middleGame(players);
      out.push({ seed, steps: randomGame(start, seed, MAX_ACTIONS) });
    }
  }
  return out;
}

describe('random games of 2, 3 and 4 players', () => {
  const all = games();

  it('reach fights, stones and boulders (the properties below are not vacuous)', () => {
    const played = new Set(all.flatMap((g) => g.steps.map((s) => s.action.kind)));
    const rare = [
      'pebbleWar',
      'pebbleAttack',
      'reductionAttack',
      'stoneCreation',
      'cast',
      'boulder',
      'exitChain',
      'teleport',
    ];
    for (const k of [...rare, 'commit', 'resign']) expect(played).toContain(k);
  });

  it('list every action once; each listed one is legal and playable, nearby unlisted ones are refused', () => {
    for (const { seed, steps } of all) {
      const random = seeded(seed + 7);
      for (const { before: g } of steps) {
        const legal = legalActions(g);
        const keys = new Set(legal.map(key));
        check(keys.size === legal.length, `seed ${seed}: an action is listed twice`, g);
        for (const a of legal) check(isLegal(g, a), `seed ${seed}: listed but not legal: ${formatAction(a)}`, g);
        const text = formatPosition(g);
        const a = pick(legal, random);
        play(g, a); // a listed action must not throw
        for (const p of perturb(a, random)) {
          if (keys.has(key(p))) continue;
          check(!isLegal(g, p), `seed ${seed}: unlisted but legal: ${JSON.stringify(p)}`, g);
          let error: unknown;
          try {
            play(g, p);
          } catch (e) {
            error = e;
          }
          check(error instanceof IllegalActionError, `seed ${seed}: unlisted action played: ${JSON.stringify(p)}`, g);
        }
        check(formatPosition(g) === text, `seed ${seed}: a refused action changed the game`, g);
      }
    }
  }, 60_000);

  it('keep the board valid: at most 4 pebbles a square, nothing on barren, stones and boulders alone', () => {
    for (const { steps } of all) for (const { after } of steps) checkBoard(after);
  });

  it('create and remove exactly the material each action says', () => {
    for (const { steps } of all) {
      for (const { before, action, after } of steps) {
        const change = expectedChange(before, action, after);
        if (change === null) continue;
        const was = material(before);
        const is = material(after);
        for (const k of new Set([...was.keys(), ...is.keys(), ...change.keys()])) {
          const ok = (is.get(k) ?? 0) - (was.get(k) ?? 0) === (change.get(k) ?? 0);
          check(ok, `${formatAction(action)} changed ${k} by ${(is.get(k) ?? 0) - (was.get(k) ?? 0)}`, before);
        }
      }
    }
  });

  it('go to the stage docs/rules.md "Turn structure" names after each action', () => {
    for (const { steps } of all) {
      for (const { before, action, after } of steps) {
        const expected = stageAfter(before, action);
        if (expected !== null)
          check(status(after).stage === expected, `${formatAction(action)} led to ${status(after).stage}`, before);
      }
    }
  });

  it('Commit passes the turn to the next active player: turn + 1, Stage 1, no cooldowns, no undo', () => {
    for (const { steps } of all) {
      for (const { before, action, after } of steps) {
        if (action.kind !== 'commit' || status(after).winner !== null) continue;
        const was = status(before);
        const is = status(after);
        const next = [1, 2, 3, 4].map((k) => ((was.current + k) % 4) as Player).find((p) => is.active.includes(p));
        const ok =
          is.turn === was.turn + 1 &&
          is.current === next &&
          is.stage === 1 &&
          is.cooldowns.length === 0 &&
          is.move === 0;
        check(ok, `commit led to ${JSON.stringify(is)}`, before);
      }
    }
  });

  it('round-trip through position text, history aside', () => {
    for (const { steps } of all) {
      for (const { after } of steps)
        expect(withoutHistory(parsePosition(formatPosition(after)))).toEqual(withoutHistory(after));
    }
  }, 30_000);

  it('undo after any action within a turn gives back the game before it; Commit and Resign cannot be undone', () => {
    for (const { steps } of all) {
      for (const { before, action, after } of steps) {
        const newTurn = status(after).current !== status(before).current || status(after).turn !== status(before).turn;
        // Commit passes the turn; any resignation clears the turn's undo history (docs/rules.md "Resigning").
        if (newTurn || action.kind === 'resign') expect(canUndo(after)).toBe(false);
        else expect(undo(after)).toEqual(before);
      }
    }
  }, 30_000);

  it('list nothing once there is a winner', () => {
    const ended = all
      .map((g) => g.steps.at(-1)?.after)
      .filter((g): g is Game => g !== undefined && status(g).winner !== null);
    expect(ended.length).toBeGreaterThan(0);
    for (const g of ended) expect(legalActions(g)).toEqual([]);
  });
});
