// The board canvas of the game-neutral page: the game's tiles and pieces through its painter, and
// over them the marks every game shares — the pieces that can move pulsing, the chosen one framed,
// where it can go, what the move would do, the last move, the keyboard cursor, a hint — and the
// slide of the pieces a move moved. It keeps no game state: it draws what the picker and the
// session say, and forwards the pointer to the picker.
import type * as Phaser from 'phaser';
import { Scene } from '../ui/phaser';
import {
  boardSize,
  type ActionNumber,
  type BoardNote,
  type BoardPainter,
  type Brush,
  type GameView,
  type Lifted,
} from '../core/module';
import { fitBoard, squareAt, squareRect, type BoardGeometry } from '../ui/board-geometry';
import { ActionNumbers, CoordinateLabels, CountBadge } from '../ui/scenes/labels';
import { COLOUR, coverOutside, MIN_TEXTURE, pageColours, PULSE, TEXT } from '../ui/scenes/look';
import { paceOf } from '../ui/frame-pace';
import { forwardPointer } from '../ui/scenes/pointer';
import type { Picker, PickerState } from './picker';
import { PinchZoom, type Area } from './zoom';

export interface SceneDeps<G, A> {
  view: GameView<G, A>;
  picker: Picker<G, A>;
  /** The position to draw (the game, or a replay's moment). */
  game(): G;
  /** The squares of the last move to mark, or none. */
  last(): number[];
  /** A hint's actions to mark, in order: a move from → to, a placement (from null) on its square. */
  hint(): readonly { from: number | null; to: number }[];
  /** What the others did since the player to move last played, numbered in their colours (GameView.sinceLastTurn). */
  numbers(): readonly ActionNumber[];
  /** How long a move's slide takes now, in ms (0: no animation). */
  motionMs(): number;
  /** A dialog stands over the board: nothing on it can be played now, so nothing pulses. */
  covered(): boolean;
  onFirstDraw(): void;
}

/**
 * A square's words: this share of a square high, shown only on squares at least `minCell` px, over
 * the pieces, and ringed in the square's shade a `halo` of their height wide: a piece reaches under
 * the corner they stand in (a Divided Loyalties stone under its region's name), and without it
 * their strokes ran into the piece's edge.
 */
const NOTE = { cell: 0.26, minCell: 18, depth: 5, halo: 0.35 } as const;

/** Above the board's layers, below the labels (DEPTH.badge). */
const OCCLUDER_DEPTH = 10.5;
/** Above the pieces' pulse, below a sliding piece (9) and a dragged one (10). */
const CURSOR_DEPTH = 8;
/** How much one notch of the mouse wheel zooms. */
const WHEEL_STEP = 1.25;

const RING = { source: 0.06, selected: 0.09, target: 0.16, capture: 0.07 } as const;

interface Slide {
  pieces: { from: number; to: number }[];
  /** The time of its first frame (the last one may be a slow frame of a still board ago). */
  started: number | null;
  ms: number;
}

export class BoardCanvas<G, A> extends Scene {
  geometry: BoardGeometry = { x: 0, y: 0, cell: 0 };
  /** Where the whole board fits (the area it takes, zoomed or not). */
  private fitted: BoardGeometry = { x: 0, y: 0, cell: 0 };
  readonly zoom = new PinchZoom();
  /** What hides a zoomed board beyond its area (the labels' band stays clear). */
  private occluder!: Phaser.GameObjects.Graphics;
  private board!: Phaser.GameObjects.Graphics;
  private pulse!: Phaser.GameObjects.Graphics;
  /** The keyboard cursor, over the pulse: on the chosen piece it would hide under its pulsing frame. */
  private cursor!: Phaser.GameObjects.Graphics;
  private moving!: Phaser.GameObjects.Graphics;
  private ghost!: Phaser.GameObjects.Graphics;
  private zone!: Phaser.GameObjects.Zone;
  private labels!: CoordinateLabels;
  /** How much of the chosen piece moves, where the game's moves come in sizes (GameView.sizes). */
  private badge!: CountBadge;
  private numbers!: ActionNumbers;
  /** The board's size as laid out (a game's field may change it: a new layout). */
  private size = { cols: 0, rows: 0 };
  /** The words written on squares, and the texts that show them. */
  private notes: {
    list: readonly BoardNote[] | null;
    texts: Phaser.GameObjects.Text[];
  } = {
    list: null,
    texts: [],
  };
  private dirty = true;
  private drawnGame: G | null = null;
  private slide: Slide | null = null;
  private drawnOnce = false;
  /** Something on the canvas changed since the last frame was drawn (see `still`). */
  private changed = true;
  /** Pieces pulse: every frame's picture differs. */
  private pulsing = false;
  /** A piece slid or was dragged in the last update: the next picture clears it. */
  private inMotion = false;

  constructor(private deps: SceneDeps<G, A>) {
    super('board');
    deps.picker.onChange(() => (this.dirty = true));
  }

  /** Something the board shows changed outside the picker (a hint, a replay's step). */
  redraw(): void {
    this.dirty = true;
  }

  create(): void {
    this.board = this.add.graphics();
    this.pulse = this.add.graphics();
    this.cursor = this.add.graphics().setDepth(CURSOR_DEPTH);
    this.moving = this.add.graphics().setDepth(9);
    this.ghost = this.add.graphics().setDepth(10);
    this.occluder = this.add.graphics().setDepth(OCCLUDER_DEPTH);
    this.size = boardSize(this.deps.view, this.deps.game());
    this.labels = new CoordinateLabels(this, this.size.cols, this.size.rows);
    this.badge = new CountBadge(this);
    this.numbers = new ActionNumbers(this);
    this.input.mouse?.disableContextMenu();
    this.zone = this.add.zone(0, 0, MIN_TEXTURE, MIN_TEXTURE).setOrigin(0, 0).setInteractive();
    const { picker } = this.deps;
    forwardPointer(this, this.zone, (p) => this.squareAt(p.x, p.y), {
      press: (sq, x, y, at) => picker.press(sq, x, y, at),
      move: (sq, x, y) => picker.move(sq, x, y),
      release: (sq, _x, _y, at) => picker.release(sq, at),
      cancel: () => picker.cancelPress(),
      leave: () => picker.leave(),
    });
    this.scale.on('resize', () => this.relayout());
    // The mouse wheel zooms around the pointer (a trackpad's pinch arrives as a wheel too).
    this.input.on('wheel', (p: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number) =>
      this.zoomAround(p.x, p.y, dy < 0 ? WHEEL_STEP : 1 / WHEEL_STEP),
    );
    this.relayout();
  }

  private relayout(): void {
    const { width, height } = this.scale.gameSize;
    this.cameras.resize(width, height);
    const { cols, rows } = this.size;
    this.fitted = fitBoard(width, height, this.size);
    this.geometry = this.zoom.geometry(this.area());
    const f = this.fitted;
    this.zone.setPosition(f.x, f.y).setSize(f.cell * cols, f.cell * rows);
    if (this.drawnOnce) this.labels.place(this.geometry, width, height, f);
    this.occlude();
    this.notes.list = null;
    this.dirty = true;
    this.changed = true; // the labels and the occluder moved already
  }

  private area(): Area {
    return { fit: this.fitted, ...this.size };
  }

  /** Zooms the board by `factor` around a point of the canvas (the wheel, two fingers). */
  zoomAround(px: number, py: number, factor: number): void {
    this.zoom.zoomAround(this.area(), px, py, factor);
    this.relayout();
  }

  /** Moves a zoomed board by (dx, dy) canvas pixels (two fingers). */
  panBy(dx: number, dy: number): void {
    this.zoom.panBy(this.area(), dx, dy);
    this.relayout();
  }

  /** A zoomed board reaches beyond its area: what lies outside is hidden. */
  private occlude(): void {
    this.occluder.clear();
    if (!this.zoom.zoomed) return;
    const { width, height } = this.scale.gameSize;
    const f = this.fitted;
    const [w, h] = [f.cell * this.size.cols, f.cell * this.size.rows];
    coverOutside(this.occluder, width, height, f.x, f.y, w, h);
  }

  // Both ask of the game shown now: a board of another size (a loaded layout) is laid out before the
  // next frame draws it, and a square's number means a square of the board it belongs to.
  squareAt(px: number, py: number): number | null {
    this.fitTo(this.deps.game());
    return squareAt(this.geometry, this.size, px, py, this.fitted);
  }

  private box(sq: number): { x: number; y: number; cell: number } {
    this.fitTo(this.deps.game());
    return squareRect(this.geometry, this.size, sq);
  }

  /** The square under a point of the viewport (CSS pixels), or null. */
  squareAtViewport(vx: number, vy: number): number | null {
    const rect = this.game.canvas.getBoundingClientRect();
    return this.squareAt(vx - rect.left, vy - rect.top);
  }

  /** A square's centre in viewport CSS pixels (for end-to-end tests). */
  viewportCentre(sq: number): { x: number; y: number } {
    const rect = this.game.canvas.getBoundingClientRect();
    const b = this.box(sq);
    return { x: rect.left + b.x + b.cell / 2, y: rect.top + b.y + b.cell / 2 };
  }

  /** The move just played slides its pieces from where they stood (a dropped piece is already there). */
  animate(pieces: { from: number; to: number }[]): void {
    const ms = this.deps.motionMs();
    this.slide = ms > 0 && pieces.length > 0 ? { pieces, started: null, ms } : null;
    this.dirty = true;
    if (this.slide) paceOf(this.game)?.wake(); // the slide at full rate
  }

  override update(time: number): void {
    this.deps.picker.tick();
    // The labels come in the frame after the first board (see CoordinateLabels).
    if (this.drawnOnce && !this.labels.made) {
      this.labels.place(this.geometry, ...this.screen(), this.fitted);
      this.changed = true;
    }
    this.pulse.setAlpha(PULSE.base + PULSE.swing * Math.sin(time / PULSE.msPerRadian));
    const game = this.deps.game();
    this.fitTo(game);
    const state = this.deps.picker.state();
    if (this.slide && time - (this.slide.started ??= time) >= this.slide.ms) [this.slide, this.dirty] = [null, true];
    if (this.dirty || game !== this.drawnGame) {
      this.dirty = false;
      this.drawnGame = game;
      this.draw(game, state);
      if (!this.drawnOnce && this.geometry.cell > 0) {
        this.drawnOnce = true;
        this.deps.onFirstDraw();
      }
    }
    this.drawSlide(game, time);
    this.drawGhost(game, state);
    const inMotion = this.slide !== null || state.drag !== null;
    if (inMotion || this.inMotion) this.changed = true;
    this.inMotion = inMotion;
  }

  /**
   * Whether the canvas would show the picture it shows already: nothing drawn anew since the last
   * frame, nothing pulsing, sliding or dragged. Asked once a frame, after the update: the game then
   * skips drawing it (ui/draw-changes.ts).
   */
  still(): boolean {
    const still = this.drawnOnce && !this.changed && !this.pulsing;
    this.changed = false;
    return still;
  }

  private screen(): [number, number] {
    return [this.scale.gameSize.width, this.scale.gameSize.height];
  }

  /** A game on a board of another size (a new layout): the board and its labels are laid out again. */
  private fitTo(game: G): void {
    const size = boardSize(this.deps.view, game);
    if (size.cols === this.size.cols && size.rows === this.size.rows) return;
    this.size = size;
    this.labels.resize(size.cols, size.rows);
    this.zoom.reset();
    this.relayout();
    if (this.drawnOnce) this.labels.place(this.geometry, ...this.screen(), this.fitted);
  }

  /** The game's words on its squares (a region's name), small in the square's top-left corner. */
  private writeNotes(game: G): void {
    const list = this.deps.view.notes?.(game) ?? null;
    if (list === this.notes.list) return;
    this.notes.list = list;
    const { texts } = this.notes;
    const cell = this.geometry.cell;
    const px = Math.max(7, Math.round(cell * NOTE.cell));
    (list ?? []).forEach(({ sq, text, colour, ground }, i) => {
      const halo = ground === undefined ? 0 : Math.max(2, Math.round(px * NOTE.halo));
      const t =
        texts[i] ?? texts[texts.push(this.add.text(0, 0, '', { fontFamily: TEXT.font }).setDepth(NOTE.depth)) - 1]!;
      const b = this.box(sq);
      t.setText(text)
        .setColor(colour)
        .setFontSize(px)
        .setStroke(ground ?? colour, halo)
        // Phaser writes the words half a stroke in from the text's corner: they stay where they were.
        .setPosition(b.x + cell * 0.06 - halo / 2, b.y + cell * 0.02 - halo / 2)
        .setVisible(cell >= NOTE.minCell);
    });
    for (let i = list?.length ?? 0; i < texts.length; i++) texts[i]!.setVisible(false);
  }

  private draw(game: G, state: PickerState): void {
    this.changed = true;
    const { view } = this.deps;
    const painter: BoardPainter<G, A> = view.painter;
    const b = this.board.clear() as unknown as Brush;
    const squares = this.size.cols * this.size.rows;
    const hidden = new Set<number>(this.slide?.pieces.map((p) => p.to) ?? []);
    if (state.drag) hidden.add(state.drag.from);
    for (let sq = 0; sq < squares; sq++) painter.tile(b, game, sq, this.box(sq));
    for (const sq of this.deps.last()) this.frame(sq, COLOUR.lastMove, RING.source, 0.85);
    for (let sq = 0; sq < squares; sq++) if (!hidden.has(sq)) painter.piece(b, game, sq, this.box(sq));
    // What a drag leaves on its square, where the game draws it (the part of a stack that stays).
    if (state.drag) this.lifted(game)?.left(b, this.box(state.drag.from));
    const p = state.preview;
    if (p) for (const sq of p.moves) this.frame(sq, COLOUR.target, RING.source, 0.8);
    for (const sq of state.targets) {
      this.target(sq, painter.occupied(game, sq));
      view.targetMark?.(b, game, sq, this.box(sq), this.deps.picker.actionsTo(sq));
    }
    if (p) for (const sq of p.captures) this.cross(sq);
    // An arrow for a move; a frame for a placement, or for a move that stays on its square (ANCHOR).
    for (const { from, to } of this.deps.hint())
      if (from !== null && from !== to) this.arrow(from, to, COLOUR.hint);
      else this.frame(to, COLOUR.hint, RING.selected, 0.95);
    this.writeNotes(game);
    if (state.size === null || state.selected === null || state.drag) this.badge.hide();
    else {
      const { x, y, cell } = this.box(state.selected);
      this.badge.show({ x: x + cell / 2, y: y + cell / 2 }, cell, state.size);
    }
    const seats = this.deps.view.seats;
    this.numbers.drawOn(
      this.board,
      this.geometry.cell,
      (sq) => this.box(sq),
      (seat) => ({ ...seats[seat]!, ink: inkOn(seats[seat]!.fill) }),
      this.deps.numbers().map(({ sq, seat, n }) => ({ sq, player: seat, n })),
    );
    this.cursor.clear();
    if (state.cursor !== null) this.frameOn(this.cursor, state.cursor, pageColours().cursor, RING.selected, 1);
    else if (state.hover !== null && state.sources.includes(state.hover))
      this.frame(state.hover, COLOUR.white, RING.source, 0.5);
    // The pulse: every piece that can move while none is chosen, else the chosen one; none while a
    // dialog covers the board.
    this.pulse.clear();
    const { select } = pageColours();
    const pulsing = this.deps.covered() ? [] : state.selected !== null ? [state.selected] : state.sources;
    const width = state.selected !== null ? RING.selected : RING.source;
    for (const sq of pulsing) this.frameOn(this.pulse, sq, select, width, 1);
    this.pulsing = pulsing.length > 0;
  }

  private frame(sq: number, colour: number, width: number, alpha: number): void {
    this.frameOn(this.board, sq, colour, width, alpha);
  }

  private frameOn(gr: Phaser.GameObjects.Graphics, sq: number, colour: number, width: number, alpha: number): void {
    const { x, y, cell } = this.box(sq);
    const w = Math.max(2, cell * width);
    gr.lineStyle(w, colour, alpha).strokeRect(x + w / 2, y + w / 2, cell - w, cell - w);
  }

  /** A target: a dot on an empty square, a ring around a piece that would be pushed. */
  private target(sq: number, occupied: boolean): void {
    const { x, y, cell } = this.box(sq);
    const cx = x + cell / 2;
    const cy = y + cell / 2;
    if (occupied) this.board.lineStyle(Math.max(2, cell * 0.06), COLOUR.target, 0.9).strokeCircle(cx, cy, cell * 0.44);
    else this.board.fillStyle(COLOUR.target, 0.75).fillCircle(cx, cy, cell * RING.target);
  }

  /** What the move would capture: a red cross over the square. */
  private cross(sq: number): void {
    const { x, y, cell } = this.box(sq);
    const d = cell * 0.3;
    const cx = x + cell / 2;
    const cy = y + cell / 2;
    this.board.lineStyle(Math.max(3, cell * RING.capture), COLOUR.attack, 0.95);
    this.board.lineBetween(cx - d, cy - d, cx + d, cy + d).lineBetween(cx - d, cy + d, cx + d, cy - d);
  }

  private arrow(from: number, to: number, colour: number): void {
    const a = this.box(from);
    const b = this.box(to);
    const [ax, ay, bx, by] = [a.x + a.cell / 2, a.y + a.cell / 2, b.x + b.cell / 2, b.y + b.cell / 2];
    const w = Math.max(3, a.cell * 0.08);
    this.board.lineStyle(w, colour, 0.9).lineBetween(ax, ay, bx, by);
    const angle = Math.atan2(by - ay, bx - ax);
    const size = a.cell * 0.22;
    this.board
      .fillStyle(colour, 0.9)
      .fillTriangle(
        bx,
        by,
        bx - Math.cos(angle - 0.5) * size,
        by - Math.sin(angle - 0.5) * size,
        bx - Math.cos(angle + 0.5) * size,
        by - Math.sin(angle + 0.5) * size,
      );
  }

  private drawSlide(game: G, time: number): void {
    this.moving.clear();
    const s = this.slide;
    if (!s) return;
    const t = Math.min(1, (time - (s.started ?? time)) / s.ms);
    const ease = 1 - (1 - t) * (1 - t);
    for (const { from, to } of s.pieces) {
      const a = this.box(from);
      const b = this.box(to);
      const at = { x: a.x + (b.x - a.x) * ease, y: a.y + (b.y - a.y) * ease, cell: a.cell };
      this.deps.view.painter.piece(this.moving as unknown as Brush, game, to, at);
    }
  }

  private drawGhost(game: G, state: PickerState): void {
    this.ghost.clear();
    const d = state.drag;
    if (!d) return;
    const cell = this.geometry.cell;
    const box = { x: d.x - cell / 2, y: d.y - cell / 2, cell };
    const brush = this.ghost as unknown as Brush;
    const lifted = this.lifted(game);
    if (lifted) lifted.ghost(brush, box);
    else this.deps.view.painter.piece(brush, game, d.from, box, 0.9);
  }

  /** What the drag lifts, where the game draws it in part (BoardPainter.lifted). */
  private lifted(game: G): Lifted | undefined {
    const d = this.deps.picker.drag;
    return d ? this.deps.view.painter.lifted?.(game, d.from, this.deps.picker.lifted()) : undefined;
  }
}

/** A number's colour on a disc of `fill`: black on a light one, white on a dark one. */
function inkOn(fill: number): string {
  const [r, g, b] = [(fill >> 16) & 0xff, (fill >> 8) & 0xff, fill & 0xff];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#000' : '#fff';
}
