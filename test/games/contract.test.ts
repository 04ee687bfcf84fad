// Every game of the registry keeps platform.md's two doors: the same questions, asked through
// the registry alone (as the worker, the room server and the tools ask them), get sound answers.
import { describe, expect, it } from 'vitest';
import { GAMES, type GameEntry } from '../../src/games/index';
import { seededRandom } from '../../src/util/random';

/** Vacuum needs a player count; every other game starts its standard set-up with no options. */
const options = (id: string): unknown => (id === 'vacuum' ? { players: 2 } : undefined);

describe.each(GAMES.map((g): [string, GameEntry] => [g.id, g]))('%s through the registry', (id, entry) => {
  it('plays a seeded random game: every listed action is legal, reads back from its notation, and the position text round-trips', async () => {
    const rules = await entry.rules();
    const random = seededRandom(7);
    let game = rules.newGame(options(id));
    for (let i = 0; i < 40 && rules.status(game).winner === null; i++) {
      const legal = rules.legalActions(game);
      expect(legal.length).toBeGreaterThan(0);
      const action = legal[Math.floor(random() * legal.length)];
      expect(rules.isLegal(game, action)).toBe(true);
      expect(rules.parseAction(game, rules.formatAction(action))).toEqual(action);
      game = rules.play(game, action);
      const text = rules.formatPosition(game);
      expect(rules.formatPosition(rules.parsePosition(text))).toBe(text);
    }
  });

  it('resigning is legal for the player to move, listed once; junk is refused with a reason and changes nothing', async () => {
    const rules = await entry.rules();
    const game = rules.newGame(options(id));
    const { current, players, turn, winner } = rules.status(game);
    expect([players, turn, winner]).toEqual([expect.any(Number), 0, null]);
    const resign = { kind: 'resign', player: current };
    expect(rules.isLegal(game, resign)).toBe(true);
    expect(rules.legalActions(game).filter((a) => JSON.stringify(a) === JSON.stringify(resign))).toHaveLength(1);
    const before = rules.formatPosition(game);
    expect(() => rules.play(game, { kind: 'nonsense' })).toThrow(rules.IllegalActionError);
    expect(() => rules.parseAction(game, 'zz99-??')).toThrow();
    expect(() => rules.parsePosition('not a position')).toThrow(rules.PositionError);
    expect(rules.formatPosition(game)).toBe(before);
  });

  it('its weakest computer plays a legal turn, the same for the same seed', async () => {
    const [rules, ai] = await Promise.all([entry.rules(), entry.ai()]);
    const game = rules.newGame(options(id));
    const level = ai.LEVELS[0]!;
    const turn = ai.chooseTurn(game, { level, seed: 3 });
    expect(turn.length).toBeGreaterThan(0);
    let g = game;
    for (const action of turn) g = rules.play(g, action);
    expect(ai.chooseTurn(game, { level, seed: 3 })).toEqual(turn);
  });
});
