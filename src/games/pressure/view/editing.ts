// Pressure's position editor tools: a square holds nothing or a token of either colour in one of
// its three states (R3), written as the position text writes them (R9); the edited board is
// checked by parsePosition, whose refusals name the problem.
import type { PositionEditing } from '../../../core/module';
import { CELL_LETTERS, newGame, SEATS, SIZE, type Game, type Seat, type Token } from '../rules/index';

const STATE_LABELS = { active: ' token', inactive: ' token, resting', captured: ' token, captured' } as const;
const SIDES = ['w', 'b'] as const;

/** Every cell letter with its token, stated from the rules' own table. */
const TOKENS: readonly { code: string; token: Token }[] = ([0, 1] as const).flatMap((owner: Seat) =>
  (['active', 'inactive', 'captured'] as const).map((state) => ({
    code: CELL_LETTERS[owner][state],
    token: { owner, state },
  })),
);

const tokenOf = (code: string): Token | null => TOKENS.find((t) => t.code === code)?.token ?? null;

export const pressureEditing: PositionEditing<Game> = {
  pieces: [
    { code: '.', label: 'Empty' },
    ...TOKENS.map(({ code, token }) => ({ code, label: `${SEATS[token.owner]}${STATE_LABELS[token.state]}` })),
  ],
  cellsOf: (game) => game.board.map((t) => (t === null ? '.' : CELL_LETTERS[t.owner][t.state])),
  sideOf: (game) => game.current,
  sketch: (cells, side) => ({ ...newGame(), board: cells.map(tokenOf), current: side === 1 ? 1 : 0 }),
  positionText(cells, side) {
    const rows = Array.from({ length: SIZE }, (_, r) => cells.slice(r * SIZE, (r + 1) * SIZE).join(''));
    return `pressure 1\n${rows.join('/')} ${SIDES[side === 1 ? 1 : 0]} 0 0\n`;
  },
};
