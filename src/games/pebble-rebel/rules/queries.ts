// What each player sees (R14): pure questions the board and the panels ask of a game, and the
// sentences a screen reader speaks. Nothing here changes a game.
import { COLOUR, COLOURS, SEATS, squareName, type Colour } from './board';
import { emptyCount, endingOf, lineOf, winnerOf } from './game';
import { drawsFor, runCosts } from './move';
import { whyIllegal } from './turn';
import { IllegalActionError, type Action, type Game, type Position, type Sq } from './types';
import { plural } from '../../../util/plural';

/** A square a chosen stone can reach: its cost in runs, the stones Rebel will draw, and whether it wins. */
export interface Destination {
  to: Sq;
  cost: number;
  draws: number;
  wins: boolean;
}

const pebbleToMove = (g: Game): boolean => g.current === 0 && winnerOf(g) === null;
const rebelToMove = (g: Game): boolean => g.current === 1 && winnerOf(g) === null;

/** The board after a stone moves (no draw). */
function moved(board: Position['board'], from: Sq, to: Sq): Position['board'] {
  const next = [...board];
  next[to] = board[from]!;
  next[from] = null;
  return next;
}

/** Every square the stone on `from` can reach, in square order; none unless Pebble is to move. */
export function destinations(game: Game, from: Sq): Destination[] {
  if (!pebbleToMove(game) || game.board[from] == null) return [];
  const out: Destination[] = [];
  runCosts(game.board, from).forEach((cost, to) => {
    if (cost <= 0) return;
    out.push({ to, cost, draws: drawsFor(game, cost), wins: lineOf(moved(game.board, from, to)) !== null });
  });
  return out;
}

/** The stones Pebble can move now (lit on her turn). */
export function movableStones(game: Game): Sq[] {
  if (!pebbleToMove(game)) return [];
  return game.board.flatMap((_, sq) => (destinations(game, sq).length > 0 ? [sq] : []));
}

/** The squares where Pebble's move would make four in a row now, each with the stones that get there. */
export function winningMoves(game: Game): { from: Sq; to: Sq }[] {
  return game.board.flatMap((_, from) =>
    destinations(game, from)
      .filter((d) => d.wins)
      .map((d) => ({ from, to: d.to })),
  );
}

/** The stone Rebel places next by default (the first of his hand), or null when he is not to place. */
export const stoneToPlace = (game: Game): Colour | null => (rebelToMove(game) ? (game.hand[0] ?? null) : null);

/** The empty squares where a stone of `colour` would complete four in a row (Rebel's warning marks). */
export function warningSquares(game: Game, colour: Colour): Sq[] {
  return game.board.flatMap((stone, at) => {
    if (stone !== null) return [];
    const next = [...game.board];
    next[at] = colour;
    return lineOf(next) !== null ? [at] : [];
  });
}

/** The bag as a player sees it: the count of each colour, in colour order (never its order). */
export function bagCounts(game: Game): { colour: Colour; count: number }[] {
  return COLOURS.map((colour, i) => ({ colour, count: game.bag[i]! }));
}

/**
 * The last turn to outline, from the game's actions so far: the last move's start and end, and
 * the stones placed after it.
 */
export function lastTurn(actions: readonly Action[]): { from: Sq; to: Sq; placed: Sq[] } | null {
  let last: { from: Sq; to: Sq; placed: Sq[] } | null = null;
  for (const a of actions) {
    if (a.kind === 'move') last = { from: a.from, to: a.to, placed: [] };
    else if (a.kind === 'place' && last !== null) last.placed.push(a.at);
  }
  return last;
}

/** What an action would do: the stone that moves, the stone placed, the stones drawn, the line made. */
export interface Effect {
  moves: { from: Sq; to: Sq } | null;
  placed: Sq | null;
  draws: number;
  line: Sq[] | null;
}

/** The effect of a legal action; IllegalActionError (saying why) for any other. */
export function effectOf(game: Game, action: Action): Effect {
  const problem = whyIllegal(game, action);
  if (problem !== null) throw new IllegalActionError(problem);
  if (action.kind === 'resign') return { moves: null, placed: null, draws: 0, line: null };
  if (action.kind === 'place') {
    const next = [...game.board];
    next[action.at] = action.colour;
    return { moves: null, placed: action.at, draws: 0, line: lineOf(next) };
  }
  const line = lineOf(moved(game.board, action.from, action.to));
  const draws = line === null ? drawsFor(game, runCosts(game.board, action.from)[action.to]!) : 0;
  return { moves: { from: action.from, to: action.to }, placed: null, draws, line };
}

const stoneWords = (c: Colour): string => `${COLOUR[c].name} (${COLOUR[c].shape})`;
const lineWords = (g: Position, line: Sq[]): string =>
  `four ${COLOUR[g.board[line[0]!]!].name} in a row, ${squareName(line[0]!)}–${squareName(line[line.length - 1]!)}`;

/** A sentence for a screen reader saying what a legal action does, in the game's words. */
export function describeAction(game: Game, action: Action): string {
  const effect = effectOf(game, action);
  if (action.kind === 'resign') return `${SEATS[action.player as 0 | 1].name} resigns.`;
  const after = (line: Sq[] | null, board: Position['board']): string =>
    line === null ? '' : `, making ${lineWords({ ...game, board }, line)}`;
  if (action.kind === 'place') {
    const board = [...game.board];
    board[action.at] = action.colour;
    return `Rebel places a ${stoneWords(action.colour)} stone on ${squareName(action.at)}${after(effect.line, board)}.`;
  }
  const cost = runCosts(game.board, action.from)[action.to]!;
  const head = `Pebble moves the ${stoneWords(game.board[action.from]!)} stone from ${squareName(action.from)} to ${squareName(action.to)} in ${plural(cost, 'run')}`;
  if (effect.line !== null) return `${head}${after(effect.line, moved(game.board, action.from, action.to))}.`;
  return `${head}: Rebel draws ${plural(effect.draws, 'stone')}.`;
}

/** The prompt for the player to act (R14), or null once the game is over. */
export function prompt(game: Game): string | null {
  if (winnerOf(game) !== null) return null;
  if (game.current === 0) return 'Pebble: move a stone. Each straight run you need gives Rebel one stone.';
  // The stones drawn this turn: those in hand and those placed since (one undo snapshot each).
  const drawn = game.hand.length + game.history.length;
  const names = game.hand.map((c) => COLOUR[c].name).join(', ');
  return `Rebel: place your stones (${game.hand.length} of ${drawn} left: ${names})`;
}

/** The end screen's sentence (R14), or null while the game is on. */
export function outcome(game: Game): string | null {
  const line = lineOf(game.board);
  switch (endingOf(game)) {
    case null:
      return null;
    case 'resign':
      return `${SEATS[winnerOf(game) as 0 | 1].name} wins: ${SEATS[game.resigned!].name} resigned`;
    case 'line':
      return `Pebble wins: ${lineWords(game, line!)}`;
    case 'full':
      return 'Rebel wins: the board is full';
    case 'line-and-full':
      return 'Draw: the last stone filled the board and made four in a row';
  }
}

/** The position for a screen reader: whose turn, the hand, the bag and where each colour stands. */
export function describePosition(game: Game): string {
  const stones = COLOURS.map((c) => {
    const at = game.board.flatMap((s, sq) => (s === c ? [squareName(sq)] : []));
    return `${COLOUR[c].name}: ${at.length === 0 ? 'none' : at.join(', ')}`;
  });
  const bag = COLOURS.map((c, i) => `${game.bag[i]} ${COLOUR[c].name}`).join(', ');
  const head = (outcome(game) ?? prompt(game)!).replace(/\.?$/, '.');
  return `${head} ${stones.join('; ')}. ${plural(emptyCount(game), 'empty square')}. In the bag: ${bag}.`;
}
