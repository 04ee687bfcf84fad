// Text forms: the move notation (R8) and the position text (R9).
import { gameName } from '../../../core/game-name';
import { boardText, CELL_LETTERS, parseSquare, SEATS, SIDE_LETTERS, SIZE, squareName } from './board';
import { MOVE_LIMIT } from './end';
import { gameAt } from './game';
import { boxedIn } from './moves';
import { whyIllegal } from './turn';
import { IllegalActionError, PositionError, type Action, type Game, type Seat, type Token } from './types';

const HEADER = 'pressure 1';
/** R9: at most this many tokens of a colour. */
const TOKENS_PER_SEAT = 6;

const seatWord = (seat: Seat): string => SEATS[seat].toLowerCase();
const quoted = (text: string): string => `"${text.length > 20 ? `${text.slice(0, 20)}…` : text}"`;

export function formatAction(action: Action): string {
  return 'kind' in action
    ? `resign ${seatWord(action.player as Seat)}`
    : `${squareName(action.from)}-${squareName(action.to)}`;
}

/** R8: `c4-c3` or `resign white`, in any letter case and with white space around. */
export function parseAction(game: Game, text: string): Action {
  const words = String(text).trim().toLowerCase();
  const resign = /^resign (white|black)$/.exec(words);
  const move = /^([a-e][1-5])-([a-e][1-5])$/.exec(words);
  let action: Action;
  if (resign) action = { kind: 'resign', player: resign[1] === 'white' ? 0 : 1 };
  else if (move) action = { from: parseSquare(move[1]!)!, to: parseSquare(move[2]!)! };
  else throw new IllegalActionError(`${quoted(words)} is not a move: write the two squares, e.g. c4-c3`);
  const why = whyIllegal(game, action);
  if (why !== null) throw new IllegalActionError(`${words}: ${why}`);
  return action;
}

export function formatPosition(game: Game): string {
  return `${HEADER}\n${boardText(game.board)} ${SIDE_LETTERS[game.current]} ${game.quiet} ${game.turn}\n`;
}

/** The token each letter of the board field stands for (R9). */
const TOKEN_OF_LETTER: ReadonlyMap<string, Token> = new Map(
  ([0, 1] as const).flatMap((owner) =>
    Object.entries(CELL_LETTERS[owner]).map(([state, letter]) => [
      letter,
      Object.freeze({ owner, state: state as Token['state'] }),
    ]),
  ),
);

/** Reads a position text (R9), or throws a PositionError naming the first problem and where it is. */
export function parsePosition(text: string): Game {
  if (typeof text !== 'string') throw new PositionError('A position must be text');
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const fail = (where: string, what: string): never => {
    throw new PositionError(`${where}: ${what}`);
  };
  const header = lines[0]!;
  if (header !== HEADER) {
    const other = /^([a-z]+(?:-[a-z]+)*)(?: \d+)?$/.exec(header);
    if (other && other[1] !== 'pressure')
      fail('line 1', `this is a ${gameName(other[1]!)} position, not a Pressure position`);
    fail('line 1', `expected "${HEADER}", found ${quoted(header)}`);
  }
  if (lines.length < 2) fail('line 2', 'the position is missing');
  if (lines.length > 2) fail('line 3', 'nothing may follow the position');
  const fields = lines[1]!.split(' ');
  if (fields.length !== 4) {
    fail('line 2', `a position has four fields (board side quiet turn) between single spaces, found ${fields.length}`);
  }
  const [boardField, sideField, quietField, turnField] = fields as [string, string, string, string];

  const rows = boardField.split('/');
  if (rows.length !== SIZE) fail('line 2, board', `expected ${SIZE} rows separated by "/", found ${rows.length}`);
  const board: (Token | null)[] = [];
  rows.forEach((row, r) => {
    const cells = [...row];
    if (cells.length !== SIZE) fail('line 2, board', `row ${r + 1} has ${cells.length} cells, not ${SIZE}`);
    for (const cell of cells) {
      const token = TOKEN_OF_LETTER.get(cell);
      if (token === undefined && cell !== '.') {
        fail('line 2, board', `row ${r + 1}: unknown cell ${quoted(cell)} (one of . W w X B b Y)`);
      }
      board.push(token ?? null);
    }
  });
  const side = SIDE_LETTERS.indexOf(sideField as 'w' | 'b');
  if (side === -1) fail('line 2, side', `expected w or b, found ${quoted(sideField)}`);
  const current = side as Seat;
  const integer = (field: string, value: string): number => {
    if (!/^(0|[1-9][0-9]*)$/.test(value)) fail(`line 2, ${field}`, `${quoted(value)} is not a plain whole number`);
    // No game comes near a billion moves; a longer number would not survive the text's round trip.
    if (value.length > 9) fail(`line 2, ${field}`, `${quoted(value)} is too large (at most 999999999)`);
    return Number(value);
  };
  const quiet = integer('quiet', quietField);
  const turn = integer('turn', turnField);

  for (const seat of [0, 1] as const) {
    const count = board.filter((t) => t?.owner === seat).length;
    if (count > TOKENS_PER_SEAT)
      fail('line 2, board', `${SEATS[seat]} has ${count} tokens, at most ${TOKENS_PER_SEAT}`);
  }
  if (board.every((t) => t === null)) fail('line 2, board', 'there is no token on the board');
  board.forEach((t, sq) => {
    if (t?.state === 'inactive' && t.owner !== current) {
      fail(
        'line 2, board',
        `${squareName(sq)} is an inactive ${SEATS[t.owner]} token, but only the player to move (${SEATS[current]}) can have resting tokens`,
      );
    }
    if (t !== null && t.state !== 'captured' && boxedIn(board, sq)) {
      fail('line 2, board', `${squareName(sq)} is boxed in on every side and would already be captured`);
    }
  });
  if (quiet > MOVE_LIMIT) fail('line 2, quiet', `${quiet} is more than ${MOVE_LIMIT}`);
  if (quiet > turn) fail('line 2, quiet', `${quiet} is more than the ${turn} moves played (turn)`);
  return gameAt(board, current, turn, quiet);
}
