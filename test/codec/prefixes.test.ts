// The house's prefix characters: one per game and kind, none shared, Vacuum's the ones its links
// have always had; and every game's name is its id in words (the codecs name games by it).
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index';
import { gameName, isGameId } from '../../src/core/game-name';
import { isHouseGame, PREFIXES } from '../../src/codec/prefix-table';
import { ownerOfPrefix } from '../../src/codec/prefixes';
import { encodeShare } from '../../src/games/vacuum/share';
import { encodeGameString } from '../../src/games/vacuum/record/game-link';
import { newGame } from '../../src/games/vacuum/rules/index';
import { pressureShare } from '../../src/games/pressure/share';

describe('prefix characters', () => {
  it('are single characters of the share alphabet, no two alike', () => {
    const all = Object.values(PREFIXES).flatMap((p) => [p.position, p.game]);
    for (const c of all) expect(c).toMatch(/^[A-Za-z0-9+$-]$/);
    expect(new Set(all).size).toBe(all.length);
  });

  it("are Vacuum's own for Vacuum's strings, and Pressure's share reads its own from the table", () => {
    expect(encodeShare(newGame({ players: 2 }))[0]).toBe(PREFIXES.vacuum.position);
    expect(encodeGameString({ start: newGame({ players: 2 }), actions: [] })![0]).toBe(PREFIXES.vacuum.game);
    expect([pressureShare.positionPrefix, pressureShare.gamePrefix]).toEqual([
      PREFIXES.pressure.position,
      PREFIXES.pressure.game,
    ]);
  });

  it('name their game and kind', () => {
    expect(ownerOfPrefix('g')).toEqual({ id: 'vacuum', name: 'Vacuum', kind: 'game' });
    expect(ownerOfPrefix('P')).toEqual({ id: 'pressure', name: 'Pressure', kind: 'position' });
    expect(ownerOfPrefix('Z')).toBeNull();
  });
});

describe('the house’s games', () => {
  it('are the prefix table’s games, every registered one and no other', () => {
    expect(Object.keys(PREFIXES).sort()).toEqual(GAMES.map((g) => g.id).sort());
    expect(GAMES.every((g) => isHouseGame(g.id))).toBe(true);
    expect(isHouseGame('other')).toBe(false);
  });
});

describe('game names', () => {
  it("are every registered game's id in words", () => {
    for (const g of GAMES) {
      expect(isGameId(g.id)).toBe(true);
      expect(gameName(g.id)).toBe(g.name);
    }
  });
});
