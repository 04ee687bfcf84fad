// The position text of the independent reference (pressure-rulings.md R9): its own parser and
// formatter.
import { boxedIn, SIZE, type Board, type Side, type Token } from './board';

export interface Placement {
  readonly board: Board;
  readonly side: Side;
  readonly quiet: number;
  readonly turn: number;
}

// R9: cell letters, by owner and state.
const LETTERS: Readonly<Record<string, Token>> = {
  W: { owner: 0, state: 'active' },
  w: { owner: 0, state: 'inactive' },
  X: { owner: 0, state: 'captured' },
  B: { owner: 1, state: 'active' },
  b: { owner: 1, state: 'inactive' },
  Y: { owner: 1, state: 'captured' },
};

function letterOf(token: Token | null): string {
  if (!token) return '.';
  const letters = token.owner === 0 ? 'WwX' : 'BbY';
  return letters[token.state === 'active' ? 0 : token.state === 'inactive' ? 1 : 2] as string;
}

/** The board field with side: what R7.3 calls the position (placement, states, player to move). */
export function boardField(board: Board): string {
  const rows: string[] = [];
  for (let row = 0; row < SIZE; row++)
    rows.push(
      board
        .slice(row * SIZE, row * SIZE + SIZE)
        .map(letterOf)
        .join(''),
    );
  return rows.join('/');
}

// R9: "pressure 1", newline, board side quiet turn, newline.
export function formatPlacement(p: Placement): string {
  return `pressure 1\n${boardField(p.board)} ${p.side === 0 ? 'w' : 'b'} ${p.quiet} ${p.turn}\n`;
}

/** Throws an Error naming the first problem (R9's list). */
export function parsePlacement(text: string): Placement {
  // The house reads a pasted text whatever its line endings (CR LF, CR), beyond R9's "newline".
  const lf = text.replace(/\r\n?/g, '\n');
  const body = lf.endsWith('\n') ? lf.slice(0, -1) : lf; // R9: last newline optional
  const lines = body.split('\n');
  if (lines.length !== 2 || lines[0] !== 'pressure 1') throw new Error('not a Pressure position');
  const fields = (lines[1] as string).split(' ');
  if (fields.length !== 4) throw new Error('not four fields');
  const [boardText, sideText, quietText, turnText] = fields as [string, string, string, string];
  const rows = boardText.split('/');
  if (rows.length !== SIZE) throw new Error('not five rows');
  const board: (Token | null)[] = [];
  for (const row of rows) {
    if (row.length !== SIZE) throw new Error('a row not five cells');
    for (const ch of row) {
      if (ch === '.') board.push(null);
      else if (LETTERS[ch]) board.push(LETTERS[ch]);
      else throw new Error(`unknown cell ${ch}`);
    }
  }
  for (const owner of [0, 1]) {
    if (board.filter((t) => t?.owner === owner).length > 6) throw new Error('more than six tokens of a colour');
  }
  if (board.every((t) => t === null)) throw new Error('no token at all');
  if (sideText !== 'w' && sideText !== 'b') throw new Error('side is not w or b');
  const side: Side = sideText === 'w' ? 0 : 1;
  // R3: only the player to move can have inactive tokens.
  if (board.some((t) => t?.state === 'inactive' && t.owner !== side))
    throw new Error('inactive token of the side not to move');
  // R5: a boxed-in token is already captured.
  if (board.some((t, sq) => t !== null && t.state !== 'captured' && boxedIn(board, sq))) {
    throw new Error('a boxed-in token not captured');
  }
  const integer = /^(0|[1-9][0-9]*)$/;
  if (!integer.test(quietText) || !integer.test(turnText)) throw new Error('malformed integer');
  // The house bounds the turn (R9 sets none) so that a hostile text cannot carry a number past nine digits.
  if (turnText.length > 9) throw new Error('turn too large');
  const quiet = Number(quietText);
  const turn = Number(turnText);
  if (quiet > turn || quiet > 200) throw new Error('quiet greater than turn or 200');
  return { board, side, quiet, turn };
}
