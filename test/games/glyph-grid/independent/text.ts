// The independent reference's own reading and writing of the rulings' texts: R13's action notation
// and R14's position text.
import { SIZE, squareName, type Cell, type Side } from './board';
import type { Reason, RefMove, State } from './reference';

const SIDE_NAME = ['white', 'black'] as const;

/** R13: `vector d7-d6`, `anchor c6` (in place), `anchor c6-c5` (claim), `resign white`. */
export function moveText(m: RefMove): string {
  if (m.glyph === 'resign') return `resign ${SIDE_NAME[m.player]}`;
  if (m.glyph === 'anchor' && m.to === m.from) return `anchor ${squareName(m.from)}`;
  return `${m.glyph} ${squareName(m.from)}-${squareName(m.to)}`;
}

// R14 grid tokens: the piece letter, then the mark letter.
const PIECE_LETTER = (cell: Cell): string => (cell.piece ? (cell.piece.core ? 'Cc' : 'Ss')[cell.piece.side]! : '.');
const MARK_LETTER = (cell: Cell): string => (cell.mark === null ? '.' : 'wb'[cell.mark]!);

/** R14, written with single spaces. */
export function writePosition(s: State): string {
  const rest = SIDE_NAME.filter((_, side) => s.rest[side]).join(' ') || '-';
  const result = s.result
    ? `${s.result.winner === 'draw' ? 'draw' : SIDE_NAME[s.result.winner]} ${s.result.reason}`
    : '-';
  const lines = [
    'glyph-grid 1',
    `current ${SIDE_NAME[s.current]}`,
    `turn ${s.turn}`,
    `rest ${rest}`,
    `quiet ${s.quiet}`,
    `clocks ${s.clocks ? s.clocks.join(' ') : '-'}`,
    `result ${result}`,
  ];
  for (let row = 0; row < SIZE; row++) {
    lines.push(
      s.cells
        .slice(row * SIZE, row * SIZE + SIZE)
        .map((c) => PIECE_LETTER(c) + MARK_LETTER(c))
        .join(' '),
    );
  }
  return lines.join('\n') + '\n';
}

const REASONS: readonly Reason[] = [
  'capture',
  'surround',
  'immobile',
  'line',
  'square',
  'dominion',
  'time',
  'resign',
  'quiet',
  'limit',
];

/**
 * R14: extra spaces between tokens and at either end of a line, and one trailing newline, are
 * accepted; any other character out of place is not. Checks the shape of the text, not whether the
 * game it describes should already be over.
 */
export function readPosition(pasted: string): State {
  // The house also reads what a paste may bring beyond R14's letter: CR LF or CR line ends, tabs.
  const text = pasted.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
  if (/[^ -~\n]/.test(text)) throw new Error('a character other than a printable one, a space or a newline');
  const lines = text.replace(/\n$/, '').split('\n');
  if (lines.length !== 7 + SIZE) throw new Error(`expected ${7 + SIZE} lines, got ${lines.length}`);
  const words = lines.map((l) => l.replace(/^ +| +$/g, '').split(/ +/));
  const field = (i: number, key: string): string[] => {
    if (words[i]![0] !== key) throw new Error(`line ${i + 1}: expected ${key}`);
    return words[i]!.slice(1);
  };
  const whole = (w: string | undefined): number => {
    if (!w || !/^\d+$/.test(w)) throw new Error(`not a whole number: ${w}`);
    return Number(w);
  };
  const side = (w: string | undefined): Side => {
    const i = SIDE_NAME.indexOf(w as 'white');
    if (i < 0) throw new Error(`not a side: ${w}`);
    return i as Side;
  };
  if (words[0]!.join(' ') !== 'glyph-grid 1') throw new Error('line 1: expected glyph-grid 1');
  const current = side(field(1, 'current')[0]);
  const turn = whole(field(2, 'turn')[0]);
  const restWords = field(3, 'rest');
  const rest: [boolean, boolean] = [restWords.includes('white'), restWords.includes('black')];
  const quiet = whole(field(4, 'quiet')[0]);
  const clockWords = field(5, 'clocks');
  const clocks: [number, number] | null = clockWords[0] === '-' ? null : [whole(clockWords[0]), whole(clockWords[1])];
  const resultWords = field(6, 'result');
  let result: State['result'] = null;
  if (resultWords[0] !== '-') {
    const reason = resultWords[1] as Reason;
    if (!REASONS.includes(reason)) throw new Error(`unknown reason ${resultWords[1]}`);
    result = { winner: resultWords[0] === 'draw' ? 'draw' : side(resultWords[0]), reason };
  }
  const cells: Cell[] = [];
  for (let row = 0; row < SIZE; row++) {
    const tokens = words[7 + row]!;
    if (tokens.length !== SIZE) throw new Error(`row ${row + 1}: expected ${SIZE} tokens`);
    for (const token of tokens) {
      const p = '.CScs'.indexOf(token[0] ?? '?');
      const m = '.wb'.indexOf(token[1] ?? '?');
      if (token.length !== 2 || p < 0 || m < 0) throw new Error(`row ${row + 1}: bad token ${token}`);
      cells.push({
        piece: p === 0 ? null : { side: (p <= 2 ? 0 : 1) as Side, core: p % 2 === 1 },
        mark: m === 0 ? null : ((m - 1) as Side),
      });
    }
  }
  return { cells, current, turn, rest, quiet, clocks, result };
}
