// The board canvas: draws the position and the controller's selection, and forwards pointer
// events to the controller. It keeps no game state of its own.
import type * as Phaser from 'phaser';
import { Scene } from '../phaser';
import {
  castPath,
  contents,
  perimeterColour,
  SIZE,
  SQUARES,
  status,
  terrain,
  type Action,
  type Contents,
  type Game,
  type Owner,
  type Player,
  type Sq,
  type Terrain,
} from '../../games/vacuum/rules/index';
import type { BoardView, Controller } from '../controller';
import type { PositionEditor } from '../../games/vacuum/view/editor';
import { fitBoard, labelBand, squareAt, squareCentre, type BoardGeometry } from '../geometry';
import {
  BARREN_LINE,
  BOARD_TILE_ALT,
  COOLDOWN,
  GRID_LINE,
  LAST_MOVE,
  REPLAY_MOVE,
  PERIMETER_TILE,
  PIECE,
  PIECE_EDGE,
  ATTACK,
  CURSOR,
  HINT,
  SELECT,
  TARGET,
  TERRAIN_TILE,
} from '../../games/vacuum/view/palette';
import { marks, sinceLastTurn, type Mark } from '../happened';
import type { Change, Session } from '../../session/session';
import type { ShownBoard } from '../replay-view';

export interface BoardSceneDeps {
  session: Session;
  controller: Controller;
  /** The position editor while it is open: the board then draws its record and taps go to it. */
  editor: () => PositionEditor | null;
  /** Called once the first board has been drawn (for timing and tests). */
  onFirstDraw?: () => void;
  /** A replay's moment to show instead of the game (read-only), or null. */
  shown?: () => ShownBoard | null;
}

const MOVE_MS = 170;

// The eases of the last move's animation (Phaser's Quad.easeOut and Back.easeOut), written here
// instead of bringing in Phaser's tween system (bench/browser.bench.ts weighs the page).
const quadOut = (t: number): number => t * (2 - t);
const backOut = (t: number, s = 1.70158): number => (t - 1) * (t - 1) * ((s + 1) * (t - 1) + s) + 1;

/** The last move's piece sliding to its square (or growing on it), moved on every frame. */
interface Slide {
  piece: Phaser.GameObjects.Graphics;
  to: Sq;
  start: { x: number; y: number };
  end: { x: number; y: number };
  began: number | null; // the frame time of its first frame
}

export class BoardScene extends Scene {
  geometry: BoardGeometry = { x: 0, y: 0, cell: 0 };

  private board!: Phaser.GameObjects.Graphics; // terrain, highlights, pieces, markers (off-screen)
  private boardImage!: Phaser.GameObjects.RenderTexture; // the board, re-rendered only on change
  private pulse!: Phaser.GameObjects.Graphics; // the selected source's green pulse
  private ghost!: Phaser.GameObjects.Graphics; // the dragged piece under the pointer
  private hoverBox!: Phaser.GameObjects.Graphics;
  private countBadge: Phaser.GameObjects.Text | null = null; // made on first use, like the labels
  private zone!: Phaser.GameObjects.Zone; // the one interactive area: the 12 × 12 board
  private labels: Phaser.GameObjects.Text[] = [];
  private markLabels: Phaser.GameObjects.Text[] = []; // the numbers of the recent actions
  private drawnKey = '';
  private drawnGame: Game | null = null;
  private drawnOnce = false;
  /** The square whose piece is still sliding in; the board image leaves it empty till it lands. */
  private arriving: Sq | null = null;
  private slide: Slide | null = null;
  /** The drag shown in the last frame: a piece dropped by hand is not animated again. */
  private lastDrag: BoardView['drag'] = null;
  /** The view drawn last; a new one is asked for only when the controller says something changed. */
  private view: BoardView | null = null;
  /** The editor's revision drawn last, and the square its press started on. */
  private drawnEdit: number | null = null;
  private editPress: Sq | null = null;

  constructor(private deps: BoardSceneDeps) {
    super('board');
  }

  create(): void {
    // Drawing ~500 primitives every frame costs most of a frame in software WebGL, so the board is
    // drawn into a texture when it changes and shown as one image.
    this.board = this.make.graphics({}, false);
    this.boardImage = this.add.renderTexture(0, 0, 16, 16).setOrigin(0, 0);
    this.hoverBox = this.add.graphics();
    this.pulse = this.add.graphics();
    this.ghost = this.add.graphics().setDepth(10);
    this.input.mouse?.disableContextMenu();
    // Presses start on the board zone; moves and releases are followed over the whole canvas (and
    // outside it) so a drag can end anywhere. The drag threshold is the controller's own.
    this.zone = this.add.zone(0, 0, 16, 16).setOrigin(0, 0).setInteractive();
    // A press on a dialog or menu over the canvas is not a press on the board.
    const onCanvas = (p: Phaser.Input.Pointer): boolean => !p.event || p.event.target === this.game.canvas;
    // While the editor is open a press and release on one square is a tap for it, and nothing
    // reaches the controller.
    this.zone.on('pointerdown', (p: Phaser.Input.Pointer) => {
      if (!onCanvas(p)) return;
      if (this.deps.editor()) this.editPress = this.at(p);
      else this.deps.controller.pointerDown(this.at(p), p.x, p.y, p.wasTouch);
    });
    this.input.on('pointermove', (p: Phaser.Input.Pointer) => {
      if (!this.deps.editor()) this.deps.controller.pointerMove(this.at(p), p.x, p.y);
    });
    // Phaser reports a touchcancel as a pointerup: that must drop the press, never play a move.
    const up = (p: Phaser.Input.Pointer, sq: Sq | null): void => {
      const editor = this.deps.editor();
      if (editor) {
        if (!p.wasCanceled && sq !== null && sq === this.editPress) editor.tap(sq);
        this.editPress = null;
      } else if (p.wasCanceled) this.deps.controller.pointerCancel();
      else this.deps.controller.pointerUp(sq, p.x, p.y);
    };
    this.input.on('pointerup', (p: Phaser.Input.Pointer) => up(p, this.at(p)));
    this.input.on('pointerupoutside', (p: Phaser.Input.Pointer) => up(p, null));
    this.input.on('gameout', () => this.deps.controller.pointerLeave());
    this.scale.on('resize', () => this.relayout());
    this.deps.session.onChange((change) => this.animateLast(change));
    this.relayout();
  }

  /** The centre of a square in viewport CSS pixels (for end-to-end tests). */
  viewportCentre(sq: Sq): { x: number; y: number } {
    const rect = this.game.canvas.getBoundingClientRect();
    const c = squareCentre(this.geometry, sq);
    return { x: rect.left + c.x, y: rect.top + c.y };
  }

  private at(p: Phaser.Input.Pointer): Sq | null {
    return squareAt(this.geometry, p.x, p.y);
  }

  private relayout(): void {
    const { width, height } = this.scale.gameSize;
    this.cameras.resize(width, height);
    this.boardImage.resize(Math.max(16, width), Math.max(16, height));
    this.geometry = fitBoard(width, height);
    const g = this.geometry;
    this.zone.setPosition(g.x, g.y).setSize(g.cell * SIZE, g.cell * SIZE);
    this.placeLabels();
    this.countBadge?.setFontSize(this.badgeFontSize());
    this.drawnKey = '';
    this.drawnEdit = null;
  }

  /**
   * Column letters above the board and row numbers beside it. They are made one frame after the
   * first board is drawn: two dozen text textures would otherwise delay the first sight of it.
   */
  private placeLabels(): void {
    if (!this.drawnOnce) return;
    const g = this.geometry;
    const band = labelBand(this.scale.gameSize.width, this.scale.gameSize.height);
    const size = Math.round(Math.max(9, Math.min(g.cell * 0.3, band * 0.62)));
    if (this.labels.length === 0) {
      for (let i = 0; i < SIZE * 2; i++) {
        const text = i < SIZE ? String.fromCharCode(97 + i) : String(i - SIZE + 1);
        this.labels.push(
          this.add
            .text(0, 0, text, { fontFamily: 'system-ui, sans-serif', fontSize: size, color: '#9aa0ad' })
            .setOrigin(0.5),
        );
      }
    }
    for (let i = 0; i < SIZE; i++) {
      this.labels[i]!.setFontSize(size).setPosition(g.x + (i + 0.5) * g.cell, g.y - band * 0.5);
      this.labels[SIZE + i]!.setFontSize(size).setPosition(g.x - band * 0.5, g.y + (i + 0.5) * g.cell);
    }
  }

  override update(time: number): void {
    const { controller, session } = this.deps;
    if (this.drawnOnce && this.labels.length === 0) this.placeLabels();
    this.pulse.setAlpha(0.7 + 0.3 * Math.sin(time / 180)); // pulses, never fades out
    this.moveSlide(time);
    const editor = this.deps.editor();
    if (editor) return this.drawEditor(editor);
    if (this.drawnEdit !== null) [this.drawnEdit, this.drawnKey] = [null, '']; // back to the game
    // Every moment of a replay is a game of its own: a step shows as a change of game.
    const shown = this.deps.shown?.() ?? null;
    const game = shown?.game ?? session.game;
    // The controller raises a flag on every change; the board asks for a new view only then.
    if (!controller.takeChange() && game === this.drawnGame && this.view !== null && this.drawnKey !== '') return;
    const view = controller.view();
    this.view = view;
    const key = `${viewKey(view)}|${this.arriving}`;
    if (game !== this.drawnGame || key !== this.drawnKey) {
      this.drawBoard(game, view, shown);
      this.drawnGame = game;
      this.drawnKey = key;
      if (!this.drawnOnce) {
        this.drawnOnce = true;
        this.deps.onFirstDraw?.();
      }
    }
    this.drawHover(view);
    this.drawGhost(game, view);
    this.lastDrag = view.drag;
  }

  // ---- drawing -----------------------------------------------------------------------------

  /**
   * The editor's record as it is, possible or not (a square of too many pebbles shows them all):
   * the frame in the colour to move, resting pedestals, the picked-up tile and the refused square.
   */
  private drawEditor(editor: PositionEditor): void {
    if (this.drawnEdit === editor.revision) return;
    this.drawnEdit = editor.revision;
    this.drawnKey = '';
    this.land();
    const record = editor.position;
    const verdict = editor.verdict;
    const gr = this.board.clear();
    const { cell } = this.geometry;
    this.drawFrame(record.current);
    for (let sq = 0; sq < SQUARES; sq++) this.drawTile(sq, record.terrain[sq]!, record.colour[sq] ?? null);
    for (const sq of record.cooldowns) {
      this.outlineSquare(sq, COOLDOWN, 0.08);
      this.drawCooldownMark(sq);
    }
    record.squares.forEach((c, sq) => c && this.drawContents(gr, c, squareCentre(this.geometry, sq), cell));
    if (editor.selectedTile !== null) this.outlineSquare(editor.selectedTile, SELECT, 0.1);
    if (!verdict.ok && verdict.at !== null) this.outlineSquare(verdict.at, ATTACK, 0.1);
    if (editor.cursor !== null) {
      this.outlineSquare(editor.cursor, 0x000000, 0.11, 0.8);
      this.outlineSquare(editor.cursor, CURSOR, 0.08);
    }
    this.numberMarks([]);
    this.boardImage.clear();
    this.boardImage.draw(gr, 0, 0);
    this.boardImage.render();
    this.pulse.clear();
    this.countBadge?.setVisible(false);
    this.hoverBox.clear();
    this.ghost.clear();
  }

  /** The frame around the board in the colour of the player to move. */
  private drawFrame(current: Player): void {
    const { x, y, cell } = this.geometry;
    this.board
      .lineStyle(Math.max(3, cell * 0.08), PIECE[current], 1)
      .strokeRect(x - cell * 0.06, y - cell * 0.06, cell * 12.12, cell * 12.12);
  }

  /** The game, or a replay's moment (`shown`: its turn's actions marked instead of the last move). */
  private drawBoard(game: Game, view: BoardView, shown: ShownBoard | null): void {
    const gr = this.board;
    const { cell } = this.geometry;
    gr.clear();
    const { current, cooldowns } = status(game);
    this.drawFrame(current);
    for (let sq = 0; sq < SQUARES; sq++) this.drawTile(sq, terrain(game, sq), perimeterColour(game, sq));
    const last = shown ? null : this.deps.session.lastAction();
    if (last) for (const sq of actionSquares(last)) this.fillSquare(sq, LAST_MOVE, 0.4);
    // Every action since the player to move last played (in a replay: of the shown turn): its
    // square framed in its player's colour.
    const recent = shown?.marks ?? marks(sinceLastTurn(this.deps.session.log, current));
    for (const m of recent) this.outlineSquare(m.sq, PIECE[m.player], 0.05, 0.9);
    for (const sq of cooldowns) this.outlineSquare(sq, COOLDOWN, 0.08);
    for (const sq of view.sources) this.outlineSquare(sq, SELECT, 0.06, 0.7);
    // The selected source's green wash sits under its pieces; the pulsing frame goes over them.
    if (view.selected !== null) this.fillSquare(view.selected, SELECT, 0.35);
    for (const sq of cooldowns) this.drawCooldownMark(sq);
    for (let sq = 0; sq < SQUARES; sq++) {
      const c = contents(game, sq);
      if (c === null || sq === this.arriving) continue;
      // The dragged piece stays on its square as a faint shadow while it follows the pointer.
      this.drawContents(gr, c, squareCentre(this.geometry, sq), cell, view.drag?.from === sq ? 0.3 : 1);
    }
    if (view.mode === 'cast' && view.selected !== null) this.drawCastPaths(view.selected, view.targets);
    for (const t of view.targets) {
      const { x, y } = squareCentre(this.geometry, t.sq);
      if (t.attack) {
        // An attack: a red ring with four notches pointing in, unlike the plain ring onto own pieces.
        const w = Math.max(2.5, cell * 0.08);
        gr.lineStyle(w, ATTACK, 0.9).strokeCircle(x, y, cell * 0.43);
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          gr.lineBetween(x + dx * cell * 0.47, y + dy * cell * 0.47, x + dx * cell * 0.32, y + dy * cell * 0.32);
        }
      } else if (t.occupied) gr.lineStyle(Math.max(2.5, cell * 0.08), TARGET, 0.85).strokeCircle(x, y, cell * 0.45);
      else {
        // A light rim keeps the dot visible on dark barren squares (Perimeter Move) as on tiles.
        gr.fillStyle(TARGET, 0.7).fillCircle(x, y, cell * 0.14);
        gr.lineStyle(Math.max(1, cell * 0.025), 0xffffff, 0.55).strokeCircle(x, y, cell * 0.14);
      }
    }
    if (view.choosing) this.outlineSquare(view.choosing.at, 0xffffff, 0.08);
    for (const m of shown?.moves ?? []) this.drawReplayMove(m.from, m.to);
    this.drawHint(view.hint);
    this.numberMarks(recent);
    this.boardImage.clear();
    this.boardImage.draw(gr, 0, 0);
    this.boardImage.render();
    this.pulse.clear();
    if (view.selected !== null) {
      const { x, y } = squareCentre(this.geometry, view.selected);
      this.pulse
        .lineStyle(Math.max(3, cell * 0.1), SELECT, 1)
        .strokeRect(x - cell / 2 + 2, y - cell / 2 + 2, cell - 4, cell - 4);
    }
    if (view.selected !== null && view.count !== null) {
      const { x, y } = squareCentre(this.geometry, view.selected);
      // On the square's top-right corner, clear of the pebbles it counts.
      this.badge()
        .setText(`×${view.count}`)
        .setPosition(x + cell * 0.42, y - cell * 0.48)
        .setVisible(true);
    } else {
      this.countBadge?.setVisible(false);
    }
  }

  /**
   * Cast Stone: the flight from the stone to each landing, and for a hook landing the turn it takes
   * at the third square (a hook lies off every line from the stone), ending in an arrow head.
   */
  private drawCastPaths(from: Sq, targets: BoardView['targets']): void {
    const gr = this.board;
    const { cell } = this.geometry;
    const a = squareCentre(this.geometry, from);
    for (const t of targets) {
      const b = squareCentre(this.geometry, t.sq);
      const corners = castPath(from, t.sq);
      const mid = corners.length === 3 ? squareCentre(this.geometry, corners[1]!) : null;
      gr.lineStyle(Math.max(2, cell * 0.05), TARGET, 0.55);
      if (mid) gr.lineBetween(a.x, a.y, mid.x, mid.y).lineBetween(mid.x, mid.y, b.x, b.y);
      else gr.lineBetween(a.x, a.y, b.x, b.y);
      this.arrowHead(mid ?? a, b, cell * 0.18, TARGET, 0.8);
    }
  }

  /**
   * A replayed move: a dark arrow edged in white from its source (ringed) to its target, unlike
   * the last move's violet wash, readable on light tiles and barren squares alike.
   */
  private drawReplayMove(from: Sq, to: Sq): void {
    const gr = this.board;
    const { cell } = this.geometry;
    const a = squareCentre(this.geometry, from);
    const b = squareCentre(this.geometry, to);
    const w = Math.max(2, cell * 0.06);
    for (const [colour, width, alpha] of [
      [0xffffff, w + 3, 0.85],
      [REPLAY_MOVE, w, 1],
    ] as const) {
      gr.lineStyle(width, colour, alpha).strokeCircle(a.x, a.y, cell * 0.3);
      gr.lineBetween(a.x, a.y, b.x, b.y);
      this.arrowHead(a, b, cell * 0.2 + (width - w), colour, alpha);
    }
  }

  /**
   * A hint's suggested turn, in its own colour (unlike the last move, the selection and the
   * targets): a thick arrow from each moving piece to where it goes, a bullseye on the square of
   * a one-square action (Vacuum Move, Stone Creation, …).
   */
  private drawHint(hint: BoardView['hint']): void {
    const gr = this.board;
    const { cell } = this.geometry;
    for (const { from, to } of hint) {
      const b = squareCentre(this.geometry, to);
      if (from === null || from === to) {
        // A bullseye, unlike the pedestals' diamonds and the targets' blue dots and rings.
        gr.lineStyle(Math.max(2.5, cell * 0.08), HINT, 0.95).strokeCircle(b.x, b.y, cell * 0.36);
        gr.fillStyle(HINT, 0.95).fillCircle(b.x, b.y, cell * 0.11);
        continue;
      }
      const a = squareCentre(this.geometry, from);
      const angle = Math.atan2(b.y - a.y, b.x - a.x);
      const end = { x: b.x - Math.cos(angle) * cell * 0.25, y: b.y - Math.sin(angle) * cell * 0.25 };
      gr.lineStyle(Math.max(3, cell * 0.1), HINT, 0.9).lineBetween(a.x, a.y, end.x, end.y);
      this.arrowHead(a, b, cell * 0.28, HINT, 0.95);
    }
  }

  /** A filled arrow head pointing from `tail` at `tip`, stopping a little short of its centre. */
  private arrowHead(
    tail: { x: number; y: number },
    tip: { x: number; y: number },
    size: number,
    colour: number,
    alpha: number,
  ): void {
    const cell = this.geometry.cell;
    const angle = Math.atan2(tip.y - tail.y, tip.x - tail.x);
    const back = { x: tip.x - Math.cos(angle) * cell * 0.2, y: tip.y - Math.sin(angle) * cell * 0.2 };
    this.board
      .fillStyle(colour, alpha)
      .fillTriangle(
        back.x + Math.cos(angle) * size,
        back.y + Math.sin(angle) * size,
        back.x + Math.cos(angle + 2.5) * size,
        back.y + Math.sin(angle + 2.5) * size,
        back.x + Math.cos(angle - 2.5) * size,
        back.y + Math.sin(angle - 2.5) * size,
      );
  }

  /** The order of those actions: a small numbered disc in the square's bottom-left corner (the latest number shows). */
  private numberMarks(recent: Mark[]): void {
    const latest = new Map(recent.map((m) => [m.sq, m]));
    const { cell } = this.geometry;
    const size = Math.max(9, Math.round(cell * 0.22));
    let i = 0;
    for (const m of latest.values()) {
      const { x, y } = this.cellRect(m.sq);
      const r = size * 0.75;
      const cx = x + r + 2;
      const cy = y + cell - r - 2;
      this.board.fillStyle(PIECE[m.player], 1).fillCircle(cx, cy, r);
      this.board.lineStyle(1.5, PIECE_EDGE[m.player], 1).strokeCircle(cx, cy, r);
      const label = (this.markLabels[i] ??= this.add
        .text(0, 0, '', { fontFamily: 'system-ui, sans-serif', fontStyle: 'bold', color: '#000' })
        .setOrigin(0.5)
        .setDepth(5));
      // Re-rendering a text costs a canvas draw and a texture upload: only when it really changed.
      const look = `${m.n}|${size}|${m.player}`;
      if (label.name !== look) {
        label
          .setName(look)
          .setText(String(m.n))
          .setFontSize(size)
          .setColor(m.player === 0 || m.player === 2 ? '#ffffff' : '#1a1a1a');
      }
      label.setPosition(cx, cy).setVisible(true);
      i++;
    }
    for (; i < this.markLabels.length; i++) this.markLabels[i]!.setVisible(false);
  }

  /** The count shown while cycling Supply Chain, Reduction Attack or Pebble Attack. */
  private badge(): Phaser.GameObjects.Text {
    this.countBadge ??= this.add
      .text(0, 0, '', {
        fontFamily: 'system-ui, sans-serif',
        fontStyle: 'bold',
        fontSize: this.badgeFontSize(),
        color: '#ffffff',
        backgroundColor: '#1f7a3f',
      })
      .setPadding(4, 1, 4, 1)
      .setOrigin(0.5)
      .setDepth(11);
    return this.countBadge;
  }

  private badgeFontSize(): number {
    return Math.max(11, Math.round(this.geometry.cell * 0.32));
  }

  /** A square's tile: its terrain, and a perimeter tile's colour (`owner`). */
  private drawTile(sq: Sq, t: Terrain, owner: Player | null): void {
    const colour = t === 'perimeter' ? PERIMETER_TILE[owner ?? 0] : TERRAIN_TILE[t];
    const { x, y, cell } = this.cellRect(sq);
    const gr = this.board;
    // Board tiles alternate two close shades, so rows and columns are easy to follow by eye.
    const alt = t === 'board' && (Math.floor(sq / SIZE) + (sq % SIZE)) % 2 === 1;
    gr.fillStyle(alt ? BOARD_TILE_ALT : colour, 1).fillRect(x, y, cell, cell);
    if (t === 'barren') {
      gr.lineStyle(1, BARREN_LINE, 1).strokeRect(x + 0.5, y + 0.5, cell - 1, cell - 1);
      return;
    }
    gr.lineStyle(1, GRID_LINE, 0.55).strokeRect(x + 0.5, y + 0.5, cell - 1, cell - 1);
    // A perimeter tile carries its owner's mark in two corners, clear of the pieces on it.
    if (owner !== null) {
      for (const [cx, cy] of [
        [0.17, 0.17],
        [0.83, 0.83],
      ] as const) {
        drawMark(gr, owner, x + cx * cell, y + cy * cell, cell * 0.09, PIECE_EDGE[owner], 0.75);
      }
    }
    if (t === 'pedestal') {
      const c = squareCentre(this.geometry, sq);
      const r = cell * 0.36;
      gr.lineStyle(Math.max(1.5, cell * 0.04), 0xf1dfa8, 0.9);
      gr.beginPath();
      gr.moveTo(c.x, c.y - r);
      gr.lineTo(c.x + r, c.y);
      gr.lineTo(c.x, c.y + r);
      gr.lineTo(c.x - r, c.y);
      gr.closePath();
      gr.strokePath();
    }
  }

  private cellRect(sq: Sq): { x: number; y: number; cell: number } {
    const g = this.geometry;
    return { x: g.x + (sq % SIZE) * g.cell, y: g.y + Math.floor(sq / SIZE) * g.cell, cell: g.cell };
  }

  private fillSquare(sq: Sq, colour: number, alpha: number): void {
    const { x, y, cell } = this.cellRect(sq);
    this.board.fillStyle(colour, alpha).fillRect(x, y, cell, cell);
  }

  private outlineSquare(sq: Sq, colour: number, width: number, alpha = 1): void {
    const { x, y, cell } = this.cellRect(sq);
    const w = Math.max(2, cell * width);
    this.board.lineStyle(w, colour, alpha).strokeRect(x + w / 2, y + w / 2, cell - w, cell - w);
  }

  /** A pedestal on teleport cooldown: a small clock face in its corner, over the cyan outline. */
  private drawCooldownMark(sq: Sq): void {
    const { x, y, cell } = this.cellRect(sq);
    const r = cell * 0.13;
    const cx = x + cell - r * 1.5;
    const cy = y + r * 1.5;
    const gr = this.board;
    gr.fillStyle(0x0b3c55, 1).fillCircle(cx, cy, r);
    gr.lineStyle(Math.max(1, cell * 0.025), COOLDOWN, 1).strokeCircle(cx, cy, r);
    gr.beginPath();
    gr.moveTo(cx, cy - r * 0.65);
    gr.lineTo(cx, cy);
    gr.lineTo(cx + r * 0.5, cy);
    gr.strokePath();
  }

  /** Pebbles as up to four dots (so a stack's size and owners read at a glance), stones, boulders. */
  private drawContents(
    gr: Phaser.GameObjects.Graphics,
    c: Contents,
    at: { x: number; y: number },
    cell: number,
    alpha = 1,
  ): void {
    if (c === null) return;
    const edge = Math.max(1.2, cell * 0.04);
    const piece = (o: Owner): [number, number] => [PIECE[o], PIECE_EDGE[o]];
    if ('pebbles' in c) {
      const n = c.pebbles.length;
      const r = cell * (n === 1 ? 0.2 : n <= 4 ? 0.15 : 0.1);
      const spots = PEBBLE_SPOTS[n] ?? ring(n);
      c.pebbles.forEach((o, i) => {
        const [fill, line] = piece(o);
        const [dx, dy] = spots[i]!;
        const px = at.x + dx * cell;
        const py = at.y + dy * cell;
        gr.fillStyle(0x000000, 0.22 * alpha).fillCircle(px + r * 0.12, py + r * 0.18, r); // shadow
        gr.fillStyle(fill, alpha).fillCircle(px, py, r);
        gr.lineStyle(edge, line, alpha).strokeCircle(px, py, r);
        gr.fillStyle(0xffffff, 0.35 * alpha).fillCircle(px - r * 0.35, py - r * 0.35, r * 0.3); // gloss
        drawMark(gr, o, px, py, r * 0.55, line, alpha);
      });
    } else if ('stone' in c) {
      const [fill, line] = piece(c.stone);
      const s = cell * 0.58;
      gr.fillStyle(0x000000, 0.25 * alpha).fillRoundedRect(
        at.x - s / 2 + s * 0.05,
        at.y - s / 2 + s * 0.07,
        s,
        s,
        s * 0.22,
      );
      gr.fillStyle(fill, alpha).fillRoundedRect(at.x - s / 2, at.y - s / 2, s, s, s * 0.22);
      gr.lineStyle(edge * 1.6, line, alpha).strokeRoundedRect(at.x - s / 2, at.y - s / 2, s, s, s * 0.22);
      gr.fillStyle(0xffffff, 0.28 * alpha).fillRoundedRect(
        at.x - s * 0.32,
        at.y - s * 0.34,
        s * 0.4,
        s * 0.16,
        s * 0.08,
      );
      drawMark(gr, c.stone, at.x, at.y + s * 0.06, s * 0.24, line, alpha);
    } else {
      const [fill, line] = piece(c.boulder);
      gr.fillStyle(0x000000, 0.28 * alpha).fillCircle(at.x + cell * 0.03, at.y + cell * 0.05, cell * 0.43);
      gr.fillStyle(line, alpha).fillCircle(at.x, at.y, cell * 0.43);
      gr.fillStyle(fill, alpha).fillCircle(at.x, at.y, cell * 0.35);
      gr.lineStyle(edge * 1.4, line, alpha).strokeCircle(at.x, at.y, cell * 0.2);
      gr.fillStyle(0xffffff, 0.3 * alpha).fillCircle(at.x - cell * 0.14, at.y - cell * 0.14, cell * 0.08);
      drawMark(gr, c.boulder, at.x, at.y, cell * 0.12, line, alpha);
    }
  }

  /**
   * The hovered square's thin frame (a mouse only: a finger leaves no hover behind), the keyboard
   * cursor's thick yellow frame, and a pinned readout's corner mark.
   */
  private drawHover(view: BoardView): void {
    const gr = this.hoverBox.clear();
    if (view.hover !== null && !view.touch && view.hover !== view.cursor) {
      const { x, y, cell } = this.cellRect(view.hover);
      gr.lineStyle(2, 0xffffff, 0.7).strokeRect(x + 1, y + 1, cell - 2, cell - 2);
    }
    if (view.cursor !== null) {
      const { x, y, cell } = this.cellRect(view.cursor);
      const w = Math.max(3, cell * 0.09);
      gr.lineStyle(w + 2, 0x000000, 0.8).strokeRect(x + w / 2, y + w / 2, cell - w, cell - w);
      gr.lineStyle(w, CURSOR, 1).strokeRect(x + w / 2, y + w / 2, cell - w, cell - w);
    }
    if (view.pinned !== null) {
      const { x, y, cell } = this.cellRect(view.pinned);
      gr.fillStyle(CURSOR, 1).fillTriangle(x, y, x + cell * 0.3, y, x, y + cell * 0.3);
      gr.lineStyle(2, 0xffffff, 0.9).strokeRect(x + 1, y + 1, cell - 2, cell - 2);
    }
  }

  private drawGhost(game: Game, view: BoardView): void {
    this.ghost.clear();
    if (!view.drag) return;
    const { x, y } = view.drag;
    const cell = this.geometry.cell * 1.1;
    // Perimeter Move slides the tile itself: the tile follows the pointer, with what stands on it.
    if (view.mode === 'perimeterMove') {
      const tile = PERIMETER_TILE[perimeterColour(game, view.drag.from) ?? 0];
      this.ghost.fillStyle(tile, 0.9).fillRect(x - cell / 2, y - cell / 2, cell, cell);
      this.ghost.lineStyle(2, SELECT, 1).strokeRect(x - cell / 2, y - cell / 2, cell, cell);
    }
    this.drawContents(this.ghost, moving(game, view), { x, y }, cell);
  }

  /**
   * After a move (not an undo or a load): the moved piece slides from its source to its target,
   * or a new piece grows on its square. A piece the player dropped by hand is already there.
   */
  private animateLast(change: Change): void {
    const { session } = this.deps;
    const last = session.lastAction();
    // Commit, resign and Exit Boulder Chain move nothing (lastAction skips them).
    if (
      change !== 'play' ||
      this.deps.shown?.() ||
      !last ||
      last !== session.log.at(-1)?.action ||
      this.geometry.cell === 0
    )
      return;
    const to = 'to' in last ? last.to : 'at' in last ? last.at : null;
    const from = 'from' in last ? last.from : null;
    const c = to === null ? null : contents(session.game, to);
    if (to === null || c === null || (from !== null && this.lastDrag?.from === from)) return;
    const end = squareCentre(this.geometry, to);
    const start = from !== null && from !== to ? squareCentre(this.geometry, from) : end;
    this.land(); // a piece still sliding from the move before lands at once
    const piece = this.add.graphics().setDepth(9).setPosition(start.x, start.y);
    this.drawContents(piece, c, { x: 0, y: 0 }, this.geometry.cell);
    this.arriving = to;
    this.slide = { piece, to, start, end, began: null };
    this.moveSlide(null);
  }

  /** Moves the sliding piece on to where it is at frame `time` (its start when null); lands it at the end. */
  private moveSlide(time: number | null): void {
    const slide = this.slide;
    if (!slide) return;
    if (time !== null) slide.began ??= time;
    const t = time === null || slide.began === null ? 0 : Math.min(1, (time - slide.began) / MOVE_MS);
    const { start, end, piece } = slide;
    if (start === end)
      piece.setScale(0.3 + 0.7 * backOut(t)); // a new piece grows on its square
    else piece.setPosition(start.x + (end.x - start.x) * quadOut(t), start.y + (end.y - start.y) * quadOut(t));
    if (t === 1) this.land();
  }

  private land(): void {
    if (!this.slide) return;
    this.slide.piece.destroy();
    if (this.arriving === this.slide.to) this.arriving = null;
    this.slide = null;
    this.drawnKey = ''; // draw the landed piece
  }
}

/**
 * Each player's mark, so owners are told apart without colour (red–green colour blindness):
 * Red a dot, Gold a bar, Green a plus, White a cross; neutral pieces are plain.
 */
function drawMark(
  gr: Phaser.GameObjects.Graphics,
  owner: Owner,
  x: number,
  y: number,
  size: number,
  colour: number,
  alpha: number,
): void {
  if (owner === 'neutral') return;
  const w = Math.max(1.5, size * 0.42);
  gr.fillStyle(colour, alpha).lineStyle(w, colour, alpha);
  if (owner === 0) gr.fillCircle(x, y, size * 0.5);
  else if (owner === 1) gr.fillRect(x - size, y - w / 2, size * 2, w);
  else if (owner === 2) gr.fillRect(x - size, y - w / 2, size * 2, w).fillRect(x - w / 2, y - size, w, size * 2);
  else
    gr.lineBetween(x - size * 0.75, y - size * 0.75, x + size * 0.75, y + size * 0.75).lineBetween(
      x - size * 0.75,
      y + size * 0.75,
      x + size * 0.75,
      y - size * 0.75,
    );
}

/**
 * What a drag carries: a stone or boulder whole, but of a stack only the player's own pebbles, and
 * only as many as the chosen count (one for Extend Supply Chain, which grows a single pebble).
 */
function moving(game: Game, view: BoardView): Contents {
  const c = contents(game, view.drag!.from);
  if (c === null || !('pebbles' in c)) return c;
  const mine = c.pebbles.filter((o) => o === status(game).current);
  const n = view.mode === 'extend' ? 1 : (view.count ?? mine.length);
  return mine.length === 0 ? c : { pebbles: mine.slice(0, n) };
}

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

function actionSquares(a: Action): Sq[] {
  const out: Sq[] = [];
  if ('at' in a) out.push(a.at);
  if ('from' in a) out.push(a.from);
  if ('to' in a) out.push(a.to);
  return out;
}

function viewKey(v: BoardView): string {
  return [
    v.mode,
    v.selected,
    v.count,
    v.sources.join(','),
    v.targets.map((t) => t.sq).join(','),
    v.drag ? v.drag.from : '',
    v.hint.map((m) => `${m.from}>${m.to}`).join(','),
  ].join('|');
}
