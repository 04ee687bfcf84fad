// Divided Loyalties' position bits inside the shared share envelope (src/codec/share.ts): the field
// (a built-in layout by its number, else its size, sets, name and every cell), each cell's stone,
// the bridges (first end, direction, length, cut), both stocks, the side to move, the turn and the
// stone of a turn in progress (R14). Reading rebuilds the position text and lets parsePosition
// judge it, so a share string can hold no position that Load Position would refuse.
import type { GameShare } from '../../core/module';
import { failure, type Result } from '../../core/result';
import { nameAt } from '../../core/grid';
import { BitsError, type BitReader, type BitWriter } from '../../codec/bits';
import { PREFIXES } from '../../codec/prefix-table';
import {
  COLOURS,
  formatLayout,
  LAYOUTS,
  layoutOf,
  LIMITS,
  parsePosition,
  PositionError,
  type Game,
  type LayoutId,
} from './rules/index';

const IDS = Object.keys(LAYOUTS) as LayoutId[];
/** A cell token's kind: void, dot, or a region of type S, W or G (then its number, 1–99). */
const KINDS = ['.', 'o', 'S', 'W', 'G'] as const;
/** The four line directions as steps forward in reading order (R13's reading order of ends). */
const STEPS = [
  [1, 0],
  [0, 1],
  [1, 1],
  [-1, 1],
] as const;
const BITS = { layoutId: 4, width: 5, height: 6, sets: 4, kind: 3, region: 7, stone: 3, set: 4, count: 3, char: 16 };
const TURN_ORDER = 5;
const COUNT_ORDER = 3;
const PLAYERS = ['blue', 'yellow'] as const;

/** Bits enough for a cell index of a field of n cells. */
const cellBits = (n: number): number => Math.max(1, Math.ceil(Math.log2(n)));

/** "Line 8: …" → "…": a share string has no lines. */
const inPlayersWords = (message: string): string => message.replace(/^Line \d+: /, '');

export const dividedLoyaltiesShare: GameShare<Game> = {
  positionPrefix: PREFIXES['divided-loyalties'].position,
  gamePrefix: PREFIXES['divided-loyalties'].game,

  writePosition(w: BitWriter, game: Game): void {
    const { layout } = game;
    const text = formatLayout(layout);
    const id = IDS.findIndex((i) => formatLayout(layoutOf(i)) === text);
    w.bool(id >= 0);
    if (id >= 0) w.uint(id, BITS.layoutId);
    else {
      w.uint(layout.width - LIMITS.minSide, BITS.width);
      w.uint(layout.height - LIMITS.minSide, BITS.height);
      w.uint(layout.sets - 1, BITS.sets);
      const name = layout.name ?? '';
      w.bool(layout.name !== null);
      w.golomb(name.length, COUNT_ORDER);
      for (let i = 0; i < name.length; i++) w.uint(name.charCodeAt(i), BITS.char);
      for (const token of layout.cells) {
        const kind = KINDS.indexOf(token[0] as (typeof KINDS)[number]);
        w.uint(kind, BITS.kind);
        if (kind >= 2) w.uint(Number(token.slice(1)), BITS.region);
      }
    }
    layout.cells.forEach((token, cell) => {
      if (token !== '.') w.uint(game.stones[cell]! + 1, BITS.stone);
    });
    const bits = cellBits(layout.cells.length);
    w.golomb(game.bridges.length, COUNT_ORDER);
    for (const b of game.bridges) {
      const [a, next] = [b.cells[0]!, b.cells[1]!];
      const dx = (next % layout.width) - (a % layout.width);
      const dy = Math.floor(next / layout.width) - Math.floor(a / layout.width);
      w.uint(a, bits);
      w.uint(
        STEPS.findIndex(([x, y]) => x === dx && y === dy),
        2,
      );
      w.bool(b.cells.length === 4);
      w.bool(b.cut);
    }
    for (const stock of game.stock) {
      w.uint(stock.set, BITS.set);
      for (const n of stock.left) w.uint(n, BITS.count);
    }
    w.uint(game.current, 1);
    w.golomb(game.turn, TURN_ORDER);
    w.bool(game.placed !== null);
    if (game.placed !== null) w.uint(game.placed, bits);
  },

  readPosition(r: BitReader): Result<{ game: Game }> {
    const lines = ['divided-loyalties'];
    let cells: string[];
    let width: number;
    if (r.bool()) {
      const id = IDS[r.uint(BITS.layoutId)];
      if (id === undefined) throw new BitsError('the layout is unknown');
      const layout = layoutOf(id);
      lines.push(...formatLayout(layout).trimEnd().split('\n').slice(1));
      [cells, width] = [[...layout.cells], layout.width];
    } else {
      width = r.uint(BITS.width) + LIMITS.minSide;
      const height = r.uint(BITS.height) + LIMITS.minSide;
      const sets = r.uint(BITS.sets) + 1;
      const named = r.bool();
      const length = r.golomb(COUNT_ORDER);
      if (length > LIMITS.maxName) throw new BitsError('the name is too long');
      const name = Array.from({ length }, () => String.fromCharCode(r.uint(BITS.char))).join('');
      if (width > LIMITS.maxWidth || height > LIMITS.maxHeight) throw new BitsError('the field is too large');
      cells = Array.from({ length: width * height }, () => {
        const kind = KINDS[r.uint(BITS.kind)];
        if (kind === undefined) throw new BitsError('a cell is of no kind');
        return kind === '.' || kind === 'o' ? kind : `${kind}${r.uint(BITS.region)}`;
      });
      if (named) lines.push(`name ${name}`);
      lines.push(`sets ${sets}`, `grid ${width}x${height}`);
      for (let y = 0; y < height; y++) lines.push(cells.slice(y * width, (y + 1) * width).join(' '));
    }
    const name = (cell: number): string => nameAt(cell % width, Math.floor(cell / width));
    const stones: string[] = [];
    cells.forEach((token, cell) => {
      if (token === '.') return;
      const stone = r.uint(BITS.stone);
      if (stone > COLOURS.length) throw new BitsError('a stone is of no colour');
      if (stone > 0) stones.push(COLOURS[stone - 1]!.letter + name(cell));
    });
    if (stones.length > 0) lines.push(`stones ${stones.join(' ')}`);
    const bits = cellBits(cells.length);
    const count = r.golomb(COUNT_ORDER);
    if (count > cells.length) throw new BitsError('too many bridges');
    const bridges = Array.from({ length: count }, () => {
      const from = r.uint(bits);
      const [dx, dy] = STEPS[r.uint(2)]!;
      const steps = r.bool() ? 3 : 2;
      const cut = r.bool();
      const [x, y] = [(from % width) + dx * steps, Math.floor(from / width) + dy * steps];
      if (x < 0 || x >= width || y * width + x >= cells.length) throw new BitsError('a bridge leaves the field');
      return `${name(from)}-${name(y * width + x)}${cut ? 'x' : ''}`;
    });
    if (bridges.length > 0) lines.push(`bridges ${bridges.join(' ')}`);
    for (const player of PLAYERS) {
      const set = r.uint(BITS.set);
      const left = COLOURS.flatMap((c) => {
        const n = r.uint(BITS.count);
        return n > 0 ? [`${c.letter}${n}`] : [];
      });
      lines.push([`${player} set ${set}`, ...left].join(' '));
    }
    lines.push(`to-move ${PLAYERS[r.uint(1)]!}`, `turn ${r.golomb(TURN_ORDER)}`);
    if (r.bool()) {
      const placed = r.uint(bits);
      if (placed >= cells.length) throw new BitsError('the stone of the turn is off the field');
      lines.push(`placed ${name(placed)}`);
    }
    try {
      return { ok: true, game: parsePosition(`${lines.join('\n')}\n`) };
    } catch (e) {
      if (e instanceof PositionError) return failure(inPlayersWords(e.message));
      throw e;
    }
  },
};
