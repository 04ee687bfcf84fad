// Properties over random games of 2, 3 and 4 players.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAction,
  formatPosition,
  IllegalActionError,
  isLegal,
  legalActions,
  parsePosition,
  play,
  status,
  undo,
  type Action,
  type Game,
} from '../../src/rules/index';
import { randomGame, seeded } from '../support/random-games';

const withoutHistory = (g: Game): Omit<Game, 'history'> => {
  const { history: _h, ...rest } = g;
  return rest;
};

/** Nearby actions that differ in one field: most are illegal, and must then be refused. */
function perturb(a: Action, random: () => number): Action[] {
  const out: Action[] = [];
  const r = a as Record<string, unknown>;
  if (typeof r.count === 'number') out.push({ ...a, count: r.count + 1 } as Action, { ...a, count: 0 } as Action);
  if (typeof r.to === 'number') out.push({ ...a, to: Math.floor(random() * 144) } as Action);
  if (typeof r.from === 'number') out.push({ ...a, from: Math.floor(random() * 144) } as Action);
  if (typeof r.at === 'number') out.push({ ...a, at: Math.floor(random() * 144) } as Action);
  if (typeof r.defender === 'number') out.push({ ...a, defender: (r.defender + 1) % 4 } as Action);
  return out;
}

/** Fails with the position text; plain checks, because `expect` per square is too slow here. */
function check(ok: boolean, what: string, g: Game): void {
  if (!ok) throw new Error(`${what}\n${formatPosition(g)}`);
}

function checkInvariants(g: Game): void {
  g.squares.forEach((c, sq) => {
    if (c === null) return;
    check(g.terrain[sq] !== 'barren', `a piece on barren ${sq}`, g);
    if ('pebbles' in c) check(c.pebbles.length >= 1 && c.pebbles.length <= 4, `bad stack on ${sq}`, g);
    else check(Object.keys(c).length === 1, `a stone or boulder shares ${sq}`, g); // stands alone
  });
}

describe('random games', () => {
  it('every listed action is legal, listed once, and playable; perturbed ones are refused', () => {
    fc.assert(
      fc.property(fc.constantFrom(2 as const, 3 as const, 4 as const), fc.integer({ min: 1, max: 1e9 }), (players, seed) => {
        const random = seeded(seed);
        const games = randomGame(players, seed, 160, 40);
        for (const g of games) {
          const legal = legalActions(g);
          const keys = new Set(legal.map(formatAction));
          check(keys.size === legal.length, 'an action is listed twice', g);
          if (status(g).winner !== null) {
            check(legal.length === 0, 'actions listed after the game ended', g);
            continue;
          }
          for (const a of legal) check(isLegal(g, a), `listed but not legal: ${formatAction(a)}`, g);
          for (let k = 0; k < 3; k++) {
            const a = legal[Math.floor(random() * legal.length)]!;
            play(g, a); // throws if a listed action cannot be played
            for (const p of perturb(a, random)) {
              if (keys.has(formatAction(p))) continue;
              check(!isLegal(g, p), `unlisted but legal: ${formatAction(p)}`, g);
              expect(() => play(g, p)).toThrow(IllegalActionError);
            }
          }
        }
      }),
      { numRuns: 12 },
    );
  }, 30_000);

  it('keeps the board valid, round-trips position text and undoes exactly', () => {
    for (const players of [2, 3, 4] as const) {
      for (let seed = 1; seed <= 4; seed++) {
        const games = randomGame(players, seed * 7919 + players, 220, 60);
        for (let i = 0; i < games.length; i++) {
          const g = games[i]!;
          checkInvariants(g);
          const text = formatPosition(g);
          check(formatPosition(parsePosition(text)) === text, 'position text does not round-trip', g);
          if (i % 10 === 0) expect(withoutHistory(parsePosition(text))).toEqual(withoutHistory(g));
          if (i > 0 && status(g).move > 0) expect(undo(g)).toEqual(games[i - 1]);
        }
      }
    }
  }, 30_000);
});
