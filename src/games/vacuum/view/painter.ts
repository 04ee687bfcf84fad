// Vacuum's pieces and tiles on the board canvas (the page's BoardPainter): terrain, perimeter tiles
// with their owner's mark, pedestals, teleport cooldowns, and pebbles, stones and boulders.
import { SIZE, type Action, type Contents, type Game, type Owner, type Position } from '../rules/index';
import type { BoardPainter, Brush, SquareBox } from '../../../core/module';
import type { Carry } from '../../../ui/scenes/painter';
import type { Point } from '../../../ui/scenes/pen';
import { BARREN_LINE, BOARD_TILE_ALT, COOLDOWN, GRID_LINE, PEDESTAL_LINE, TERRAIN_TILE } from './palette';
import { markShape } from './marks';
import { inkOf, SEATS } from './seats';

/** Squares are drawn from the position itself: a game and the editor's record alike. */
type Picture = Position;

const GRID = { width: 1, alpha: 0.55 } as const;
/** A perimeter tile's owner mark: in two opposite corners (fractions of the square), clear of the pieces. */
const TILE_MARK = { corners: [[0.17, 0.17] as const, [0.83, 0.83] as const], size: 0.1, alpha: 0.8 } as const;
/**
 * A perimeter tile of a colour no active player has (absent from the start, or out) is unowned
 * (rulings R1, R3: anyone with a pebble on it may slide it): drawn faded over the dark ground, its
 * marks faint, so it does not read as a player's.
 */
const UNOWNED = { tile: 0.45, mark: 0.35 } as const;
/** A piece's mark, in its seat's ink: a share of a pebble's radius, a stone's side, a boulder's square. */
const MARK = { pebble: 0.7, stone: 0.28, boulder: 0.15 } as const;
const PEDESTAL = { radius: 0.36, width: 0.04, minWidth: 1.5, alpha: 0.9 } as const;
const COOLDOWN_FRAME = 0.08;
/** A pedestal on cooldown: a clock face of this radius in its top-right corner. */
const CLOCK = { radius: 0.13, face: 0x0b3c55, width: 0.025 } as const;
/** Every piece casts a shadow and catches a gloss. */
const SHADOW = 0x000000;
const GLOSS = 0xffffff;

/** Offsets (in cells) of the dots for a stack of n pebbles. */
const PEBBLE_SPOTS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-0.17, 0],
    [0.17, 0],
  ],
  3: [
    [-0.17, 0.13],
    [0.17, 0.13],
    [0, -0.17],
  ],
  4: [
    [-0.17, -0.17],
    [0.17, -0.17],
    [-0.17, 0.17],
    [0.17, 0.17],
  ],
};

/** More pebbles than a square may hold (only the editor shows them): a ring of small dots. */
const ring = (n: number): [number, number][] =>
  Array.from({ length: n }, (_, i) => [0.3 * Math.sin((2 * Math.PI * i) / n), -0.3 * Math.cos((2 * Math.PI * i) / n)]);

const ownerOf = (p: Picture, sq: number) => (p.terrain[sq] === 'perimeter' ? (p.colour[sq] ?? null) : null);

/**
 * The same pieces and tiles for the game-neutral page's board (core/module.ts): a pedestal on
 * teleport cooldown is framed and clocked on its tile, under the page's marks.
 */
export const vacuumBoardPainter: BoardPainter<Game, Action> = {
  tile(brush, game, sq, box) {
    drawTile(brush, game, sq, box);
    if (!game.cooldowns.includes(sq)) return;
    const w = Math.max(2, box.cell * COOLDOWN_FRAME);
    brush.lineStyle(w, COOLDOWN, 1).strokeRect(box.x + w / 2, box.y + w / 2, box.cell - w, box.cell - w);
    drawClock(brush, box);
  },
  piece(brush, game, sq, box, alpha = 1) {
    drawContents(brush, game.squares[sq]!, centreOf(box), box.cell, alpha);
  },
  occupied: (game, sq) => game.squares[sq] !== null,
  // Of a stack only what the drop would move goes with the pointer, the rest stays on its square
  // beside the faint part that leaves; a sliding perimeter tile goes with what stands on it.
  lifted(game, from, actions) {
    const carry = carryOf(from, actions);
    return {
      ghost(brush, box) {
        if (carry.mode === 'perimeterMove')
          brush.fillStyle(SEATS[ownerOf(game, from) ?? 0].tile, LIFTED.tile).fillRect(box.x, box.y, box.cell, box.cell);
        drawContents(brush, moving(game, carry), centreOf(box), box.cell, 1);
      },
      left(brush, box) {
        drawLeaving(brush, game, carry, centreOf(box), box.cell, LIFTED.left);
      },
    };
  },
};

/** The square a drag leaves: of a stack, only the pebbles that leave are faint, the ones that stay whole. */
function drawLeaving(gr: Brush, p: Picture, leaving: Carry, at: Point, cell: number, alpha: number): void {
  const c = p.squares[leaving.from]!;
  const moved = moving(p, leaving);
  if (c === null || moved === null || !('pebbles' in c) || !('pebbles' in moved) || moved === c)
    return drawContents(gr, c, at, cell, alpha);
  if (leaving.mode === 'extend') return drawContents(gr, c, at, cell, 1); // a pebble grows: none leaves
  let left = moved.pebbles.length;
  drawContents(gr, c, at, cell, 1, (owner) => (owner === p.current && left-- > 0 ? alpha : 1));
}

/** A perimeter tile sliding under the pointer, a little see-through; what leaves a square, faint on it. */
const LIFTED = { tile: 0.9, left: 0.3 } as const;

/**
 * What a drag carries, from the actions its drop could mean: their one kind (else none), and of
 * counts that differ (Supply Chain ×1 or ×2 into an empty square) the most that may move; an
 * action without a count moves the whole unit.
 */
function carryOf(from: number, actions: readonly Action[]): Carry {
  const kinds = new Set(actions.map((a) => a.kind));
  const counts = actions.map((a) => ('count' in a ? a.count : null));
  return {
    from,
    mode: kinds.size === 1 ? actions[0]!.kind : null,
    count: counts.length > 0 && !counts.includes(null) ? Math.max(...(counts as number[])) : null,
  };
}

const centreOf = ({ x, y, cell }: SquareBox): Point => ({ x: x + cell / 2, y: y + cell / 2 });

/** A square's tile: its terrain, and a perimeter tile's owner. */
function drawTile(gr: Brush, p: Picture, sq: number, box: SquareBox): void {
  const t = p.terrain[sq]!;
  const owner = ownerOf(p, sq);
  const colour = t === 'perimeter' ? SEATS[owner ?? 0].tile : TERRAIN_TILE[t];
  const { x, y, cell } = box;
  const unowned = owner !== null && !p.active.includes(owner);
  // Board tiles alternate two close shades, so rows and columns are easy to follow by eye.
  const alt = t === 'board' && (Math.floor(sq / SIZE) + (sq % SIZE)) % 2 === 1;
  if (unowned) gr.fillStyle(TERRAIN_TILE.barren, 1).fillRect(x, y, cell, cell);
  gr.fillStyle(alt ? BOARD_TILE_ALT : colour, unowned ? UNOWNED.tile : 1).fillRect(x, y, cell, cell);
  if (t === 'barren') {
    gr.lineStyle(GRID.width, BARREN_LINE, 1).strokeRect(x + 0.5, y + 0.5, cell - 1, cell - 1);
    return;
  }
  gr.lineStyle(GRID.width, GRID_LINE, GRID.alpha).strokeRect(x + 0.5, y + 0.5, cell - 1, cell - 1);
  if (owner !== null) {
    for (const [cx, cy] of TILE_MARK.corners) {
      const alpha = unowned ? UNOWNED.mark : TILE_MARK.alpha;
      drawMark(gr, owner, x + cx * cell, y + cy * cell, cell * TILE_MARK.size, SEATS[owner].edge, alpha);
    }
  }
  if (t === 'pedestal') {
    const c = centreOf(box);
    const r = cell * PEDESTAL.radius;
    const corners = [
      [c.x, c.y - r],
      [c.x + r, c.y],
      [c.x, c.y + r],
      [c.x - r, c.y],
    ] as const;
    gr.lineStyle(Math.max(PEDESTAL.minWidth, cell * PEDESTAL.width), PEDESTAL_LINE, PEDESTAL.alpha);
    corners.forEach(([ax, ay], i) => gr.lineBetween(ax, ay, ...corners[(i + 1) % corners.length]!));
  }
}

/** A pedestal on teleport cooldown: a small clock face in its corner, over the cyan outline. */
function drawClock(gr: Brush, { x, y, cell }: SquareBox): void {
  const r = cell * CLOCK.radius;
  const cx = x + cell - r * 1.5;
  const cy = y + r * 1.5;
  gr.fillStyle(CLOCK.face, 1).fillCircle(cx, cy, r);
  gr.lineStyle(Math.max(1, cell * CLOCK.width), COOLDOWN, 1).strokeCircle(cx, cy, r);
  gr.lineBetween(cx, cy - r * 0.65, cx, cy).lineBetween(cx, cy, cx + r * 0.5, cy);
}

/** Pebbles as up to four dots (so a stack's size and owners read at a glance), stones, boulders. */
function drawContents(
  gr: Brush,
  c: Contents,
  at: Point,
  cell: number,
  whole: number,
  /** Each pebble's alpha in turn (the ones a drag carries away are faint), else `whole`'s. */
  pebbleAlpha: (owner: Owner) => number = () => whole,
): void {
  if (c === null) return;
  const alpha = whole;
  const edge = Math.max(1.2, cell * 0.04);
  const piece = (o: Owner): [number, number] => [SEATS[o].fill, SEATS[o].edge];
  if ('pebbles' in c) {
    const n = c.pebbles.length;
    const r = cell * (n === 1 ? 0.2 : n <= 4 ? 0.15 : 0.1);
    const spots = PEBBLE_SPOTS[n] ?? ring(n);
    c.pebbles.forEach((o, i) => {
      const alpha = pebbleAlpha(o);
      const [fill, line] = piece(o);
      const [dx, dy] = spots[i]!;
      const px = at.x + dx * cell;
      const py = at.y + dy * cell;
      gr.fillStyle(SHADOW, 0.22 * alpha).fillCircle(px + r * 0.12, py + r * 0.18, r);
      gr.fillStyle(fill, alpha).fillCircle(px, py, r);
      gr.lineStyle(edge, line, alpha).strokeCircle(px, py, r);
      gr.fillStyle(GLOSS, 0.35 * alpha).fillCircle(px - r * 0.35, py - r * 0.35, r * 0.3);
      drawMark(gr, o, px, py, r * MARK.pebble, inkOf(o), alpha);
    });
  } else if ('stone' in c) {
    const [fill, line] = piece(c.stone);
    const s = cell * 0.58;
    gr.fillStyle(SHADOW, 0.25 * alpha).fillRoundedRect(
      at.x - s / 2 + s * 0.05,
      at.y - s / 2 + s * 0.07,
      s,
      s,
      s * 0.22,
    );
    gr.fillStyle(fill, alpha).fillRoundedRect(at.x - s / 2, at.y - s / 2, s, s, s * 0.22);
    gr.lineStyle(edge * 1.6, line, alpha).strokeRoundedRect(at.x - s / 2, at.y - s / 2, s, s, s * 0.22);
    gr.fillStyle(GLOSS, 0.28 * alpha).fillRoundedRect(at.x - s * 0.32, at.y - s * 0.34, s * 0.4, s * 0.16, s * 0.08);
    drawMark(gr, c.stone, at.x, at.y + s * 0.06, s * MARK.stone, inkOf(c.stone), alpha);
  } else {
    const [fill, line] = piece(c.boulder);
    gr.fillStyle(SHADOW, 0.28 * alpha).fillCircle(at.x + cell * 0.03, at.y + cell * 0.05, cell * 0.43);
    gr.fillStyle(line, alpha).fillCircle(at.x, at.y, cell * 0.43);
    gr.fillStyle(fill, alpha).fillCircle(at.x, at.y, cell * 0.35);
    gr.lineStyle(edge * 1.4, line, alpha).strokeCircle(at.x, at.y, cell * 0.2);
    gr.fillStyle(GLOSS, 0.3 * alpha).fillCircle(at.x - cell * 0.14, at.y - cell * 0.14, cell * 0.08);
    drawMark(gr, c.boulder, at.x, at.y, cell * MARK.boulder, inkOf(c.boulder), alpha);
  }
}

/** A seat's mark (marks.ts) in `colour`, centred on (x, y). */
function drawMark(gr: Brush, owner: Owner, x: number, y: number, size: number, colour: number, alpha: number): void {
  const mark = markShape(owner, x, y, size);
  if (!mark) return;
  gr.fillStyle(colour, alpha).lineStyle(mark.width, colour, alpha);
  for (const d of mark.dots) gr.fillCircle(d.x, d.y, d.r);
  for (const l of mark.lines) gr.lineBetween(l.x1, l.y1, l.x2, l.y2);
}

/** The actions that carry everything on the square along (the rulings' pebble-unit rule). */
const CARRY_ALL: readonly (string | null)[] = ['teleport', 'perimeterMove'];

/**
 * What a drag carries: a stone or boulder whole, everything on a tile that teleports or slides,
 * but of a stack otherwise only the player's own pebbles, and only as many as the count (one for
 * Extend Supply Chain, which grows a single pebble).
 */
function moving(p: Picture, { from, mode, count }: Carry): Contents {
  const c = p.squares[from]!;
  if (c === null || !('pebbles' in c) || CARRY_ALL.includes(mode)) return c;
  const mine = c.pebbles.filter((o) => o === p.current);
  const n = mode === 'extend' ? 1 : (count ?? mine.length);
  return mine.length === 0 ? c : { pebbles: mine.slice(0, n) };
}
