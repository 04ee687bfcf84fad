// Vacuum as the game-neutral page holds it (src/core/module.ts): its rules door, its levels, where
// an action stands on the board (a move from and to, a placement on its square; Commit, Exit
// Boulder Chain and Resign on none), its sentences, its painter and its share bits. A turn is
// several actions ended by Commit, as Divided Loyalties' by End.
import type { GameModule, SeatLook } from '../../core/module';
import * as rules from './rules/index';
import { LEVELS } from './ai/levels';
import { hopelesslyBehind, leadingOpponentScore, shouldResign } from './ai/resign';
import { describePosition, describeSquare } from './view/describe';
import { actionLabel, describeAction, othersSinceLastTurn, outOfTheGame } from './view/happened';
import { outcome, progress, standing } from './view/outcome';
import { vacuumBoardPainter } from './view/painter';
import { colourTitle, SEATS } from './view/seats';
import { SEAT_MARKS } from './view/marks';
import { cssColour } from '../../ui/pen';
import { vacuumSaves } from './record/page-save';
import { vacuumHint } from './view/hint';

type Game = rules.Game;
type Action = rules.Action;

const SEAT_LOOKS: readonly SeatLook[] = ([0, 1, 2, 3] as const).map((p) => ({
  name: colourTitle(p),
  fill: SEATS[p].fill,
  edge: SEATS[p].edge,
  css: cssColour(SEATS[p].fill),
  mark: SEAT_MARKS[p],
}));

/** The action's squares: a move's two, a placement's one, none for a command. */
function squaresOf(action: Action): { from: number | null; to: number } | null {
  if ('from' in action) return { from: action.from, to: action.to };
  if ('at' in action) return { from: null, to: action.at };
  return null;
}

/**
 * Why nothing legal goes from `from` to `to` (or is played on `to`): the rules' own reason where the
 * actions offered from there are of one kind, else in general words.
 */
function whyNot(game: Game, from: number | null, to: number, offered?: readonly Action[]): string {
  if (rules.status(game).winner !== null) return 'The game is over.';
  const here = (offered ?? rules.legalActions(game)).filter((a) =>
    from === null ? 'at' in a : 'from' in a && a.from === from,
  );
  const kinds = [...new Set(here.map((a) => a.kind))];
  const guess = (kind: rules.ActionKind): Action => (from === null ? { kind, at: to } : { kind, from, to }) as Action;
  const reason = kinds.length === 1 ? rules.whyIllegal(game, guess(kinds[0]!)) : null;
  if (reason !== null) return sentence(reason);
  return from === null
    ? `Nothing can be played on ${rules.squareName(to)} now.`
    : `No action moves ${rules.squareName(from)} to ${rules.squareName(to)} now.`;
}

/**
 * Cast Stone chosen (every action offered from the stone is a cast): a press anywhere along one of
 * its eight lines casts it that way, as a thrower aims, not only on the square where it lands.
 */
function aimed(game: Game, from: number, sq: number, offered: readonly Action[]): Action | null {
  const here = offered.filter((a) => 'from' in a && a.from === from);
  if (here.length === 0 || here.some((a) => a.kind !== 'cast')) return null;
  const cast = rules.castToward(game, from, sq);
  return cast && 'to' in cast ? (here.find((a) => 'to' in a && a.to === cast.to) ?? null) : null;
}

/** The rules' reason ("supply chain: …") as a sentence. */
const sentence = (text: string): string =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}${text.endsWith('.') ? '' : '.'}`;

/** Commit or Exit Boulder Chain as a button beside Resign: lit when legal, else saying why not. */
function button(game: Game, kind: 'commit' | 'exitChain', key?: string) {
  const action = { kind } as Action;
  const why = rules.whyIllegal(game, action);
  return {
    id: kind === 'commit' ? 'commit' : 'exit-chain',
    label: rules.actionName(kind),
    help: kind === 'commit' ? 'End your turn: the next player moves.' : 'End the Boulder Chain.',
    ...(key ? { key } : {}),
    action: why === null ? action : null,
    ...(why === null ? {} : { why: sentence(why) }),
  };
}

/**
 * How many pebbles an action moves, where the chosen piece's actions are all of one kind (an action
 * chosen: Supply Chain ×2 or ×1 from a stack); with several kinds offered a drag asks which.
 */
function countOf(action: Action, from: readonly Action[]): number | null {
  return 'count' in action && from.every((a) => a.kind === action.kind) ? action.count : null;
}

/**
 * Who resigns, asked of the people at the board (R9): with two left the other wins; with more, the
 * one who resigns leaves and play goes on around their pieces.
 */
function resignQuestion(game: Game, seats: readonly number[]): string {
  const ends = game.active.length === 2;
  if (seats.length > 1)
    return ends
      ? 'Who resigns? The other player wins the game.'
      : 'Who resigns? They leave the game; their pieces stay as neutral obstacles.';
  const who = colourTitle(seats[0] as rules.Player);
  const other = game.active.find((p) => p !== seats[0]);
  return ends && other !== undefined
    ? `${who} gives up: ${colourTitle(other)} wins the game.`
    : `${who} leaves the game; their pieces stay as neutral obstacles.`;
}

/**
 * An action's words, and where it ends a turn, who went out of the game with it (R9): "Commit. Gold
 * is out of the game.", "Gold resigned. Gold is out of the game."
 */
function withWhoWentOut(game: Game, action: Action, said: string): string {
  if ((action.kind !== 'commit' && action.kind !== 'resign') || !rules.isLegal(game, action)) return said;
  const after = rules.play(game, action);
  // A resignation that ends the game says no more: the end says who won.
  if (action.kind === 'resign' && rules.status(after).winner !== null) return said;
  const out = game.active.filter((p) => !after.active.includes(p));
  return out.length === 0 ? said : [`${said}.`, ...outOfTheGame(out)].join(' ');
}

/** Is `player` hopelessly behind the leading opponent still in the game (ai/resign.ts)? */
function hopeless(game: Game, player: number): boolean {
  const scores = ([0, 1, 2, 3] as const).map((p) => rules.score(game, p));
  return hopelesslyBehind(scores[player]!, leadingOpponentScore(scores, rules.status(game).active, player));
}

export const vacuum: GameModule<Game, Action> = {
  id: 'vacuum',
  name: 'Vacuum',
  rules,
  levels: LEVELS,
  // rules-api.md's door for tests outside the project, as Vacuum's own page defined it.
  olderDoor: 'vacuum',
  view: {
    cols: rules.SIZE,
    rows: rules.SIZE,
    seats: SEAT_LOOKS,
    quietPlacements: true,
    squaresOf,
    describeAction: (game, action) => withWhoWentOut(game, action, describeAction(action)),
    describePosition,
    progress,
    // Each seat's score, and "(out)" once it has left the game (R9).
    seatNote: (game, seat) =>
      `${rules.score(game, seat as rules.Player)}${game.active.includes(seat as rules.Player) ? '' : ' (out)'}`,
    describeSquare,
    ending(game, last) {
      const o = outcome(game, last?.kind ?? null);
      return o === null
        ? null
        : {
            title: o.title,
            reason: o.how,
            how: o.brief,
            scores: o.scores.map(({ player, score, active }) => ({
              seat: player,
              score,
              winner: player === o.winner,
              out: !active,
            })),
          };
    },
    standing,
    inGame: (game) => game.active,
    resignQuestion,
    whyNot,
    aimed,
    motion: (_game, action) =>
      'from' in action && action.kind !== 'extend' ? [{ from: action.from, to: action.to }] : [],
    choiceLabel: (_game, action) => actionLabel(action),
    painter: vacuumBoardPainter,
    sizes: { of: countOf, words: (n) => (n === 1 ? '1 pebble' : `${n} pebbles`) },
    endsTurn: (action) => action.kind === 'commit' || action.kind === 'resign',
    ownEditor: async () => (await import('./view/board-editor')).vacuumEditor,
    turnWord: 'turn',
    // Undo stays within the turn; the menu's Take back goes back over the computers' turns.
    takeBackTurns: true,
    sinceLastTurn: (played, game) => othersSinceLastTurn(played, rules.status(game)),
    buttons: (game) => [
      button(game, 'commit', 'c'),
      ...(rules.status(game).stage === 'chain' ? [button(game, 'exitChain')] : []),
    ],
  },
  modes: async () => (await import('./view/modes')).vacuumModes,
  share: async () => (await import('./page-share')).vacuumShare,
  picture: () => import('./view/picture'),
  saves: vacuumSaves,
  // The whole suggested turn, each action marked (Status: "Hint: Vacuum Move on e5; Commit").
  hint: vacuumHint,
  playerCounts: [2, 3, 4],
  // docs/rules.md, "Computer players resign": hopelessly behind at the end of its last ten turns.
  computerResigns: (player, ends) =>
    shouldResign(ends.map((game) => hopeless(game, player)))
      ? 'it has been far behind on score for its last ten turns.'
      : null,
  // A rematch or a new game keeps the number of players and the length of the game it follows.
  freshGame: (like, players) =>
    rules.newGame({
      players: (players ?? like?.players ?? 2) as 2 | 3 | 4,
      ...(like?.turnLimit ? { turnLimit: like.turnLimit } : {}),
    }),
};
