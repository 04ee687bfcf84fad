// Vacuum as the game-neutral page holds it: where its actions stand on the board, its words for a
// move, a refusal and an ending, its painter's pieces and tiles, and its position bits inside the
// house's share envelope.
import { describe, expect, it } from 'vitest';
import { vacuum } from '../../../src/games/vacuum/page';
import * as rules from '../../../src/games/vacuum/rules/index';
import { decodePositionLink, encodePositionLink } from '../../../src/codec/position-link';
import { recordingBrush } from '../../support/brush';
import { act, action, position, sq } from './rules/helpers';

const { view } = vacuum;
const BOX = { x: 0, y: 0, cell: 40 };

describe('Vacuum on the game-neutral page', () => {
  it('stands a move on its two squares, a placement on its one, and a command on none', () => {
    expect(view.squaresOf(action('supply 2 e5-f5'), rules.newGame({ players: 2 }))).toEqual({
      from: sq('e5'),
      to: sq('f5'),
    });
    expect(view.squaresOf(action('vacuum h8'), rules.newGame({ players: 2 }))).toEqual({ from: null, to: sq('h8') });
    for (const text of ['commit', 'exit-chain'])
      expect(view.squaresOf(action(text), rules.newGame({ players: 2 }))).toBeNull();
  });

  it('ends a turn with Commit or a resignation, and names the choices of one square apart', () => {
    expect(view.endsTurn!(action('commit'), undefined)).toBe(true);
    expect(view.endsTurn!(action('vacuum h8'), action('commit'))).toBe(false);
    expect(view.choiceLabel(rules.newGame({ players: 2 }), action('supply 2 e5-f5'))).toBe('Supply Chain ×2');
  });

  it('offers Commit (key C) beside Resign, lit once the turn has an action, and Exit Boulder Chain only in a chain', () => {
    const start = rules.newGame({ players: 2 });
    const [commit, ...rest] = view.buttons!(start);
    expect(rest).toEqual([]);
    expect(commit).toMatchObject({ label: 'Commit', key: 'c', action: null });
    expect(commit!.why).toMatch(/^Commit: .+\.$/);
    const moved = rules.play(start, action('vacuum e5'));
    expect(view.buttons!(moved)[0]).toMatchObject({ label: 'Commit', action: { kind: 'commit' } });
    const chain = position({
      header: { stage: 'chain', chain: 'e9', 'stone-era': 'red' },
      pieces: { e9: 'bR', f9: 'R' },
    });
    expect(view.buttons!(chain).map((b) => [b.label, b.action])).toEqual([
      ['Commit', null],
      ['Exit Boulder Chain', { kind: 'exitChain' }],
    ]);
  });

  it('tells a resignation from the last pieces lost by the action that ended the game', () => {
    const start = rules.newGame({ players: 2 });
    const resigned = rules.play(start, { kind: 'resign', player: 0 });
    expect(view.ending(start)).toBeNull();
    expect(view.ending(resigned, { kind: 'resign', player: 0 })).toMatchObject({
      title: 'Gold wins',
      reason: 'Red resigned: Gold is the last player standing.',
      how: 'Red resigned',
    });
    expect(view.ending(resigned)?.reason).toBe('Gold is the last player standing.');
    expect(view.ending(resigned)?.scores?.map((s) => s.seat)).toEqual([0, 1]);
  });

  it('says why a square takes nothing, in the rules’ words where one kind of action was offered', () => {
    const game = position({ pieces: { e5: 'RR' } });
    expect(view.whyNot(game, sq('e5'), sq('k11'))).toBe('No action moves e5 to k11 now.');
    const supply = rules.legalActions(game).filter((a) => a.kind === 'supplyChain');
    expect(supply.length).toBeGreaterThan(0);
    expect(view.whyNot(game, sq('e5'), sq('k11'), supply)).toMatch(/^Supply Chain: .+\.$/);
    expect(view.whyNot(rules.play(game, { kind: 'resign', player: 0 }), sq('e5'), sq('e6'))).toBe('The game is over.');
  });

  it('draws a stack as one disc per pebble, and a resting pedestal with its clock', () => {
    const game = act(position({ pieces: { c3: 'R', j3: 'R', e5: 'RRY' } }), 'teleport c3-c10');
    const stack = recordingBrush();
    view.painter.piece(stack.brush, game, sq('e5'), BOX);
    // Each pebble: its shadow, its disc and its gloss.
    expect(stack.count('fillCircle')).toBeGreaterThanOrEqual(9);
    expect(view.painter.occupied(game, sq('e5'))).toBe(true);
    expect(view.painter.occupied(game, sq('e6'))).toBe(false);
    const resting = recordingBrush();
    view.painter.tile(resting.brush, game, sq('c3'), BOX);
    const plain = recordingBrush();
    view.painter.tile(plain.brush, game, sq('j3'), BOX);
    expect(resting.count('strokeCircle')).toBe(plain.count('strokeCircle') + 1);
  });

  it('keeps a position through the house’s share envelope, behind the prefix its links have always had', async () => {
    const share = await vacuum.share();
    const game = position({ players: 3, pieces: { e5: 'RR', f6: 'sY' } });
    const link = encodePositionLink(share, game);
    expect(link.startsWith('1')).toBe(true);
    const back = decodePositionLink(share, link);
    expect(back.ok && rules.formatPosition(back.game)).toBe(rules.formatPosition(game));
  });

  it('has a computer resign once it ended its last ten turns hopelessly behind, not before', () => {
    // Gold has a stone and a boulder on pedestals; Red has nothing.
    const behind = position({ pieces: { c3: 'bY', j3: 'sY', c10: 'sY', j10: 'bY' } });
    const even = rules.newGame({ players: 2 });
    expect(vacuum.computerResigns!(0, Array(9).fill(behind))).toBeNull();
    expect(vacuum.computerResigns!(0, [...Array(9).fill(behind), even])).toBeNull();
    expect(vacuum.computerResigns!(0, [even, ...Array(10).fill(behind)])).toMatch(
      /far behind on score for its last ten turns/,
    );
    expect(vacuum.computerResigns!(1, Array(10).fill(behind))).toBeNull();
  });

  it('starts a rematch with the players and the length of the game it follows', () => {
    const like = rules.newGame({ players: 3, turnLimit: 60 });
    const fresh = vacuum.freshGame!(like);
    expect([fresh.players, rules.turnLimit(fresh)]).toEqual([3, 60]);
    expect(vacuum.freshGame!().players).toBe(2);
  });
});
