// Glyph Grid's position bits and whole-game strings: every position of seeded random games comes
// back exactly (clocks, rest, quiet and result too), a game string replays every move, and bits of
// a position R14 would refuse are refused with its reason, in the player's words.
import { describe, expect, it } from 'vitest';
import * as rules from '../../../src/games/glyph-grid/rules/index';
import { glyphGridShare } from '../../../src/games/glyph-grid/share';
import { BitWriter } from '../../../src/codec/bits';
import { decodePositionLink, encodePositionLink } from '../../../src/codec/position-link';
import { decodeGameString, encodeGameString } from '../../../src/codec/move-list';
import { wrapPayload } from '../../../src/codec/share';
import { seededRandom } from '../../../src/util/random';
import { position } from './helpers';

const read = (s: string) => decodePositionLink(glyphGridShare, s);

/** Seeded random games, some untimed, some with their clocks run down a little at every move. */
function* randomGames(count: number, seed: number) {
  const random = seededRandom(seed);
  for (let i = 0; i < count; i++) {
    let game = rules.newGame({ clock: i % 3 === 0 ? null : 60_000 * (1 + i) });
    const positions = [game];
    while (rules.status(game).winner === null && positions.length < 400) {
      game = rules.elapse(game, Math.floor(random() * 900));
      const legal = rules.legalActions(game).filter((a) => a.kind !== 'resign');
      if (legal.length === 0) break;
      game = rules.play(game, legal[Math.floor(random() * legal.length)]!);
      positions.push(game);
    }
    yield positions;
  }
}

describe('Glyph Grid share strings', () => {
  it("use Glyph Grid's own prefixes, G for positions and H for games", () => {
    expect([glyphGridShare.positionPrefix, glyphGridShare.gamePrefix]).toEqual(['G', 'H']);
    expect(encodePositionLink(glyphGridShare, rules.newGame())[0]).toBe('G');
  });

  it('bring back every position of seeded random games: pieces, marks, rest, quiet, clocks and result', () => {
    let positions = 0;
    const results = new Set<string>();
    for (const games of randomGames(9, 31)) {
      for (const game of games) {
        const back = read(encodePositionLink(glyphGridShare, game));
        expect(back.ok && rules.formatPosition(back.game)).toBe(rules.formatPosition(game));
        positions++;
      }
      results.add(rules.formatPosition(games.at(-1)!).split('\n')[6]!);
    }
    expect(positions).toBeGreaterThan(200);
    expect(results.size).toBeGreaterThan(1); // games ended in more than one way
  });

  it('a game string replays every move to the same position', () => {
    const random = seededRandom(5);
    const start = rules.newGame({ clock: null });
    const actions: rules.Action[] = [];
    let end = start;
    for (let i = 0; i < 60 && rules.status(end).winner === null; i++) {
      const legal = rules.legalActions(end).filter((a) => a.kind !== 'resign');
      actions.push(legal[Math.floor(random() * legal.length)]!);
      end = rules.play(end, actions.at(-1)!);
    }
    const link = encodeGameString(rules, glyphGridShare, start, actions)!;
    expect(link[0]).toBe('H');
    const back = decodeGameString(rules, glyphGridShare, link);
    expect(back.ok && back.actions.map(rules.formatAction)).toEqual(actions.map(rules.formatAction));
    expect(back.ok && rules.formatPosition(back.game)).toBe(rules.formatPosition(end));
  });

  it('refuses bits of a position R14 forbids, saying why without line numbers', () => {
    // Two White Cores: the start with a second Core on a4.
    const game = rules.newGame({ clock: null });
    const w = new BitWriter();
    for (let sq = 0; sq < rules.SQUARES; sq++) {
      const p = game.pieces[sq];
      w.uint(sq === rules.parseSquare('a4') ? 1 : p ? 1 + p.player * 2 + (p.kind === 'core' ? 0 : 1) : 0, 3);
      const m = game.marks[sq];
      w.uint(m === null || m === undefined ? 0 : m + 1, 2);
    }
    w.uint(0, 1);
    w.golomb(0, 4);
    w.uint(0, 2);
    w.uint(0, 6);
    w.uint(0, 1);
    w.uint(0, 5);
    const back = read(wrapPayload(w.toChars(), 'G'));
    expect(back.ok).toBe(false);
    expect(!back.ok && back.error).toMatch(/Core/);
    expect(!back.ok && back.error).not.toMatch(/^line \d/);
  });

  it('refuses a string of another game by name, and a damaged one', () => {
    const link = encodePositionLink(glyphGridShare, position({ pieces: { d4: 'S' } }));
    expect(read(link).ok).toBe(true);
    const other = read(`R${link.slice(1)}`);
    expect(!other.ok && other.error).toMatch(/Pebble Rebel/);
    expect(read(link.slice(0, -4)).ok).toBe(false);
  });
});
