// Divided Loyalties' position bits and whole-game strings: every position of seeded random games on
// several layouts (a custom one with a name in any script among them) comes back exactly, a game
// string replays every action, a 40-turn game stays a short link, and bits of a position R14 would
// refuse are refused with its reason, in the player's words.
import { describe, expect, it } from 'vitest';
import * as rules from '../../../src/games/divided-loyalties/rules/index';
import { dividedLoyaltiesShare as share } from '../../../src/games/divided-loyalties/share';
import { BitWriter } from '../../../src/codec/bits';
import { decodePositionLink, encodePositionLink } from '../../../src/codec/position-link';
import { decodeGameString, encodeGameString } from '../../../src/codec/move-list';
import { wrapPayload } from '../../../src/codec/share';
import { seededRandom } from '../../../src/util/random';

const read = (s: string) => decodePositionLink(share, s);

/** A small field of our own: two regions, a lane of dots, a name outside Latin letters. */
const OWN = rules.parseLayout(
  [
    'divided-loyalties',
    'name Zweiländer ★ 二',
    'sets 2',
    'grid 7x4',
    'S1 S1 S1 o G12 G12 G12',
    'S1 S1 S1 o G12 G12 G12',
    'o o o o o o o',
    'W3 W3 W3 W3 . . .',
  ].join('\n'),
);

/** A seeded random game's positions on a layout, one per action. */
function randomGame(
  layout: rules.LayoutId | rules.Layout,
  seed: number,
  actions = 400,
): { start: rules.Game; played: rules.Action[]; positions: rules.Game[] } {
  const random = seededRandom(seed);
  const start = rules.newGame({ layout });
  let game = start;
  const played: rules.Action[] = [];
  const positions = [game];
  while (rules.status(game).winner === null && played.length < actions) {
    const legal = rules.legalActions(game).filter((a) => a.kind !== 'resign');
    // Bridges first where there are any, so that games have many (and cuts).
    const bridges = legal.filter((a) => a.kind === 'bridge');
    const pool = bridges.length > 0 && random() < 0.8 ? bridges : legal;
    played.push(pool[Math.floor(random() * pool.length)]!);
    game = rules.play(game, played.at(-1)!);
    positions.push(game);
  }
  return { start, played, positions };
}

describe('Divided Loyalties share strings', () => {
  it('use its own prefixes, D for positions and E for games', () => {
    expect([share.positionPrefix, share.gamePrefix]).toEqual(['D', 'E']);
    expect(encodePositionLink(share, rules.newGame())[0]).toBe('D');
  });

  it('bring back every position of seeded random games on built-in and custom layouts: stones, bridges and cuts, stocks, the turn in progress', () => {
    let positions = 0;
    let cuts = 0;
    for (const [i, layout] of (['crossroads', 'kite', 'octopus', 'wind-wheel', OWN] as const).entries()) {
      for (const game of randomGame(layout, 40 + i).positions) {
        const back = read(encodePositionLink(share, game));
        expect(back.ok && rules.formatPosition(back.game)).toBe(rules.formatPosition(game));
        positions++;
        cuts = Math.max(cuts, rules.status(game).bridges.filter((b) => b.cut).length);
      }
    }
    expect(positions).toBeGreaterThan(800);
    expect(cuts).toBeGreaterThan(0);
  });

  it('a game string replays every action to the same position; 40 turns on Crossroads stay a short link', () => {
    const { start, played, positions } = randomGame('crossroads', 7);
    const link = encodeGameString(rules, share, start, played)!;
    expect(link[0]).toBe('E');
    const back = decodeGameString(rules, share, link);
    expect(back.ok && back.actions.map(rules.formatAction)).toEqual(played.map(rules.formatAction));
    expect(back.ok && rules.formatPosition(back.game)).toBe(rules.formatPosition(positions.at(-1)!));
    const turns40 = played.findIndex((_, i) => rules.status(positions[i + 1]!).turn === 40) + 1;
    // About 100 characters for some 84 actions (bench/divided-loyalties/codec.bench.ts measures 40 such games).
    expect(encodeGameString(rules, share, start, played.slice(0, turns40))!.length).toBeLessThan(150);
  });

  it('refuses bits of a position R14 forbids, saying why without line numbers', () => {
    // Crossroads with a stone of no colour's stock: Blue's set number 0.
    const w = new BitWriter();
    w.bool(true);
    w.uint(Object.keys(rules.LAYOUTS).indexOf('crossroads'), 4);
    const game = rules.newGame();
    game.layout.cells.forEach((t) => t !== '.' && w.uint(0, 3));
    w.golomb(0, 3);
    for (let p = 0; p < 2; p++) {
      w.uint(0, 4); // set 0: no such set
      for (let c = 0; c < 6; c++) w.uint(1, 3);
    }
    w.uint(0, 1);
    w.golomb(0, 5);
    w.bool(false);
    const back = read(wrapPayload(w.toChars(), 'D'));
    expect(back.ok).toBe(false);
    expect(!back.ok && back.error).toMatch(/set/);
    expect(!back.ok && back.error).not.toMatch(/^Line \d/);
  });

  it('refuses a string of another game by name, and a damaged one', () => {
    const link = encodePositionLink(share, randomGame('kite', 3, 30).positions.at(-1)!);
    expect(read(link).ok).toBe(true);
    const other = read(`G${link.slice(1)}`);
    expect(!other.ok && other.error).toMatch(/Glyph Grid/);
    expect(read(link.slice(0, -4)).ok).toBe(false);
  });
});
