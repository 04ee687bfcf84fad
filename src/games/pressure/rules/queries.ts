// What a board UI asks of a position: the tokens that can move, a token's destinations, what a
// move would do, and sentences for a screen reader (platform.md, "Sources pulse, targets show").
import { DIRECTIONS, neighbour, SEATS, squareName, SQUARES, type Direction } from './board';
import { capturedCounts } from './end';
import { canMove, outcome, spaceAfterLine } from './moves';
import { whyIllegal } from './turn';
import { IllegalActionError, type Action, type Game, type Move, type Sq, type Token } from './types';

export const tokenAt = (game: Game, sq: Sq): Token | null => game.board[sq] ?? null;

/** The squares of the tokens the player to move can move now (none once the game is over). */
export function sources(game: Game): Sq[] {
  if (game.end !== null) return [];
  return [...new Set(game.moves.map((m) => m.from))];
}

/** The squares the token on `from` can move to now, in the order up, down, left, right. */
export function destinations(game: Game, from: Sq): Sq[] {
  if (game.end !== null || !canMove(game.board, from, game.current)) return [];
  return DIRECTIONS.flatMap((_, d) => (spaceAfterLine(game.board, from, d) === -1 ? [] : [neighbour(from, d)]));
}

/** What a legal move would do, without playing it. */
export interface Effect {
  readonly direction: Direction;
  /** The squares whose tokens move, before the move: the mover first, then the pushed line in order. */
  readonly moved: readonly Sq[];
  /** Where the tokens the move captures stand after it. */
  readonly captured: readonly Sq[];
  /** Where the opponent's pushed tokens that must rest their owner's next turn stand after it. */
  readonly inactive: readonly Sq[];
}

/** What the move would do; throws IllegalActionError when it is not legal now. */
export function effectOf(game: Game, move: Move): Effect {
  const why = whyIllegal(game, move);
  if (why !== null) throw new IllegalActionError(why);
  const { direction, moved, captured, inactive } = outcome(game.board, game.current, move);
  return { direction, moved, captured, inactive };
}

/** "a", "a and b", "a, b and c" */
function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * A sentence for a screen reader saying what the action does, in the game's words, e.g.
 * "White c5 pushes c4 and c3 up; Black's b2 is captured; Black's c2 and c3 must rest".
 */
export function describeAction(game: Game, action: Action): string {
  if ('kind' in action) return `${SEATS[action.player as 0 | 1] ?? 'Nobody'} resigns`;
  const why = whyIllegal(game, action);
  if (why !== null) throw new IllegalActionError(why);
  const { board: after, direction, moved, captured, inactive } = outcome(game.board, game.current, action);
  const who = `${SEATS[game.current]} ${squareName(action.from)}`;
  const parts = [
    moved.length === 1
      ? `${who} steps ${direction} to ${squareName(action.to)}`
      : `${who} pushes ${list(moved.slice(1).map(squareName))} ${direction}`,
  ];
  // "Black's c2 and c3", "Black's b2 and White's e5"
  const owned = (sqs: readonly Sq[]): string =>
    list(
      SEATS.flatMap((name, seat) => {
        const mine = sqs.filter((sq) => after[sq]!.owner === seat).map(squareName);
        return mine.length > 0 ? [`${name}'s ${list(mine)}`] : [];
      }),
    );
  if (captured.length > 0) parts.push(`${owned(captured)} ${captured.length === 1 ? 'is' : 'are'} captured`);
  if (inactive.length > 0) parts.push(`${owned(inactive)} must rest`);
  return parts.join('; ');
}

const STATE_WORDS = { active: '', inactive: ' (resting)', captured: ' (captured)' } as const;

/** A description of the whole position for a screen reader: whose turn, every token, the captures, the end. */
export function describePosition(game: Game): string {
  const counts = capturedCounts(game.board);
  const seats = SEATS.map((name, seat) => {
    const tokens: string[] = [];
    for (let sq = 0; sq < SQUARES; sq++) {
      const t = game.board[sq];
      if (t != null && t.owner === seat) tokens.push(squareName(sq) + STATE_WORDS[t.state]);
    }
    return `${name}: ${tokens.length > 0 ? list(tokens) : 'no tokens'}, ${counts[seat]} captured.`;
  });
  const head =
    game.winner === null
      ? `${SEATS[game.current]} to move.`
      : game.winner === 'draw'
        ? 'The game is drawn.'
        : `${SEATS[game.winner]} wins.`;
  return [head, ...seats].join(' ');
}
