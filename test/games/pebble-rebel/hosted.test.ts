// Pebble Rebel hosted in a room: the stored game keeps the room's own seed and round-trips byte for
// byte; a room draws its own seed whatever was uploaded; what the pages are shown never holds it
// while the game is on, yet replays every stone they have seen drawn; moves are checked by the
// rules (a stone not in the hand, a move out of turn), a refused one changing nothing.
import { describe, expect, it } from 'vitest';
import { refusal } from '../../support/refusals';
import * as rules from '../../../src/games/pebble-rebel/rules/index';
import { hostedPebbleRebel } from '../../../src/games/pebble-rebel/hosted';
import { standInSeed, shownGame } from '../../../src/games/pebble-rebel/sealed-bag';
import { decodeGameSave, encodeGameSave } from '../../../src/codec/game-save';
import { seededRandom } from '../../../src/util/random';
import { randomGames } from './helpers';

const seeds = (seed: number) => {
  const random = seededRandom(seed);
  return () => Math.floor(random() * 2 ** 32);
};
const hosted = hostedPebbleRebel(seeds(5));
const saveOf = (start: rules.Game, actions: rules.Action[] = []): string =>
  encodeGameSave(rules, 'pebble-rebel', { start, actions });
/** A room opened from a new game of seed 77 (its uploader knows that seed). */
const fresh = () => hosted.opened!(hosted.load(saveOf(rules.newGame({ seed: 77 }))));
const playing = (state: ReturnType<typeof fresh>, seat: number, ...texts: string[]) =>
  texts.reduce((s, t) => hosted.play(s, seat, t), state);
/** A page's view of the shown game: its start, moves and the game they lead to. */
const shownTo = (state: ReturnType<typeof fresh>) => {
  const read = decodeGameSave(rules, 'pebble-rebel', hosted.shown!(state));
  if (!read.ok) throw new Error(read.error);
  return read;
};
const seen = (g: rules.Game): string => rules.formatPosition(g).replace(/^seed \d+$/m, '');

describe('Pebble Rebel hosted in a room', () => {
  it('stores seeded random games, the seed included, so that loading and saving again gives the same bytes', () => {
    for (const { games, actions } of randomGames(6, 41)) {
      const text = saveOf(games[0]!, actions);
      const state = hosted.load(text);
      expect(hosted.save(state)).toBe(text);
      expect(rules.formatPosition(state.game)).toBe(rules.formatPosition(games.at(-1)!));
    }
  });

  it('draws its own seed when a room opens, from the uploaded position, with nothing to undo', () => {
    const start = rules.play(rules.newGame({ seed: 77 }), rules.parseAction(rules.newGame({ seed: 77 }), 'b2-b6'));
    const opened = hosted.opened!(
      hosted.load(saveOf(rules.newGame({ seed: 77 }), [rules.parseAction(rules.newGame({ seed: 77 }), 'b2-b6')])),
    );
    expect(opened.game.seed).not.toBe(77);
    expect(seen(opened.game)).toBe(seen(start));
    expect(opened.moves).toEqual([]);
    expect(hosted.load(hosted.save(opened)).game.seed).toBe(opened.game.seed);
  });

  it('never shows the pages its seed while the game is on: before Pebble’s first move, after it, after Rebel’s turn', () => {
    let state = fresh();
    const seed = state.game.seed;
    expect(shownTo(state).start.seed).not.toBe(seed);
    expect(seen(shownTo(state).game)).toBe(seen(state.game));
    state = playing(state, 0, 'b2-b6');
    const afterMove = shownTo(state);
    expect(afterMove.start.seed).not.toBe(seed);
    // The page's start is the position before the move: its stand-in seed draws the same stones.
    expect(afterMove.actions.map(rules.formatAction)).toEqual(['b2-b6']);
    expect(seen(afterMove.game)).toBe(seen(state.game));
    const hand = state.game.hand;
    state = playing(state, 1, ...hand.map((c, i) => `${c}@a${i + 1}`));
    const afterTurn = shownTo(state);
    expect(afterTurn.actions).toHaveLength(1 + hand.length);
    expect(seen(afterTurn.game)).toBe(seen(state.game));
    expect(afterTurn.game.seed).not.toBe(seed);
  });

  it('shows the whole game with its seed once it is over', () => {
    const state = playing(fresh(), 0, 'b2-b6', 'resign pebble');
    expect(hosted.shown!(state)).toBe(hosted.save(state));
  });

  it('finds a stand-in seed for a long draw, searching from anywhere', () => {
    const before = rules.newGame({ seed: 3 });
    const drawn = rules.drawsFrom(3, before.bag, 6);
    for (const from of [0, 123456789, 4294967290]) {
      const seed = standInSeed(before, drawn, from)!;
      expect(rules.drawsFrom(seed, before.bag, 6)).toEqual(drawn);
    }
    // A search that finds nothing says so (here: no seed can draw a thirteenth red from the start's twelve).
    expect(standInSeed(before, Array(13).fill('R'), 0)).toBeNull();
  });

  it('falls back to the position after the draw when no stand-in is found, still without the seed', () => {
    const moved = playing(fresh(), 0, 'b2-b6');
    const state = playing(moved, 1, `${moved.game.hand[0]}@a1`);
    const shown = shownGame(state, () => 42, 0);
    expect(rules.parsePosition(shown.start)).toEqual({ ...moved.game, seed: 42, history: [] });
    expect(shown.moves).toEqual([`${moved.game.hand[0]}@a1`]);
  });

  it('sends the pages the game after Pebble’s move and at the end, and Rebel’s placements as moves', () => {
    let state = playing(fresh(), 0, 'b2-b6');
    expect(hosted.replayable!(state)).toBe(false);
    const [first, ...rest] = state.game.hand;
    state = playing(state, 1, `${first}@a1`);
    expect(hosted.replayable!(state)).toBe(true);
    state = playing(state, 1, ...rest.map((c, i) => `${c}@a${i + 2}`));
    expect(hosted.replayable!(state)).toBe(true);
    expect(hosted.replayable!(playing(state, 0, 'resign pebble'))).toBe(false);
  });

  it('refuses a stone not in the hand, a move out of turn and a resignation for the other side, changing nothing', () => {
    const state = playing(fresh(), 0, 'b2-b6');
    const before = hosted.save(state);
    const missing = rules.COLOURS.find((c) => !state.game.hand.includes(c))!;
    expect(refusal(() => hosted.play(state, 1, `${missing}@a1`))).toEqual({
      code: 'illegal',
      message: `You have no ${rules.COLOUR[missing].name} stone to place`,
    });
    expect(refusal(() => hosted.play(state, 0, 'c2-c1'))).toEqual({
      code: 'not-your-turn',
      message: "It is Rebel's turn.",
    });
    expect(refusal(() => hosted.play(state, 0, 'resign rebel')).message).toBe('Pebble cannot resign for Rebel.');
    expect(refusal(() => hosted.play(state, 1, 'R@b3')).message).toBe('b3 is not empty');
    expect(hosted.save(state)).toBe(before);
  });

  it('lets Rebel take back his placements within his turn, never Pebble’s move', () => {
    const moved = playing(fresh(), 0, 'b2-b6');
    expect(refusal(() => hosted.undo(moved, 0)).code).toBe('illegal');
    const placed = playing(moved, 1, `${moved.game.hand[0]}@a1`);
    expect(hosted.save(hosted.undo(placed, 1))).toBe(hosted.save(moved));
  });
});
