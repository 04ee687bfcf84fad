// Glyph Grid as the game-neutral page holds it (src/core/module.ts): its rules door, its levels,
// where a move stands on the board (from and to; ANCHOR in place on its own square), its sentences,
// its painter and target marks (R16), its share bits, and its own controls: the glyph bar, the
// clocks and the new-game dialog's clock (view/modes.ts).
import type { GameModule } from '../../core/module';
import * as rules from './rules/index';
import { LEVELS } from './ai/index';
import { ending, standing } from './view/ending';
import { SEAT_LOOKS } from './view/look';
import { glyphGridPainter, targetMark } from './view/painter';
import { glyphGridEditing } from './view/editing';
import { describeSquare } from './view/squares';
import { STORED_AT_TOP } from './view/swap';
import { BOARD_KEYS } from './view/board-keys';

type Game = rules.Game;
type Action = rules.Action;

export const glyphGrid: GameModule<Game, Action> = {
  id: 'glyph-grid',
  name: 'Glyph Grid',
  rules,
  levels: LEVELS,
  view: {
    boardKeys: BOARD_KEYS,
    cols: rules.SIZE,
    rows: rules.SIZE,
    seats: SEAT_LOOKS,
    squaresOf: (a) => (a.kind === 'resign' ? null : { from: a.from, to: a.to }),
    describeAction: rules.describeAction,
    describePosition: rules.describePosition,
    describeSquare,
    ending,
    standing,
    preview(game, action) {
      if (action.kind === 'resign') return { moves: [], captures: [], note: '' };
      const p = rules.preview(game, action);
      return { moves: p.moves.map(([from]) => from), captures: p.captured, note: rules.describeAction(game, action) };
    },
    motion(game, action) {
      if (action.kind === 'resign') return [];
      return rules.preview(game, action).moves.map(([from, to]) => ({ from, to }));
    },
    whyNot(game, from, to) {
      if (game.result !== null) return 'The game is over.';
      const seat = rules.SEAT_NAMES[game.current];
      if (from === null) {
        const piece = game.pieces[to];
        return piece && piece.player !== game.current
          ? `That is ${rules.SEAT_NAMES[piece.player]}'s piece: pick one of ${seat}'s.`
          : `Pick one of ${seat}'s pieces first.`; // a glyph chosen or not: a piece comes next either way
      }
      const reasons = rules.GLYPHS.map((kind) => rules.whyIllegal(game, { kind, from, to })).filter((r) => r !== null);
      return reasons.length === rules.GLYPHS.length
        ? `No glyph takes the piece on ${rules.squareName(from)} to ${rules.squareName(to)} now.`
        : `The chosen glyph does not take the piece on ${rules.squareName(from)} to ${rules.squareName(to)}.`;
    },
    choiceLabel: (_game, action) =>
      action.kind === 'resign'
        ? rules.formatAction(action)
        : action.kind === 'anchor' && action.to !== action.from
          ? 'ANCHOR (claim the mark)'
          : `${rules.GLYPH_INFO[action.kind].name} (${rules.GLYPH_INFO[action.kind].help.split(/[.;:]/)[0]!.toLowerCase()})`,
    painter: glyphGridPainter,
    targetMark,
    editing: glyphGridEditing,
  },
  modes: async () => (await import('./view/modes')).glyphGridModes,
  share: async () => (await import('./share')).glyphGridShare,
  picture: () => import('./view/picture'),
  // The clocks are the only thing that changes without a move: the rest must be as the moves left it,
  // and the game may have ended only on time.
  storedAtTop: STORED_AT_TOP,
  // A rematch is on the clocks its game started with (the longer one, where a position was edited
  // with two), or untimed as it was.
  freshGame: (like) =>
    rules.newGame(like === undefined ? {} : { clock: like.clocks === null ? null : Math.max(...like.clocks) }),
  adjusted(saved, now) {
    const rest = (g: Game) => rules.formatPosition({ ...g, clocks: null, result: null });
    return (
      rest(saved) === rest(now) &&
      (saved.clocks === null) === (now.clocks === null) &&
      (JSON.stringify(now.result) === JSON.stringify(saved.result) ||
        (saved.result === null && now.result?.reason === 'time'))
    );
  },
};
