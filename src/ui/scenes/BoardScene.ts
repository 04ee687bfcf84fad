// The board canvas: draws the position and the controller's selection, and forwards pointer
// events to the controller. It keeps no game state of its own.
import * as Phaser from 'phaser';
import { SIZE, SQUARES, type Action, type Contents, type Game, type Owner, type Sq } from '../../rules/index';
import type { BoardView, Controller } from '../controller';
import { fitBoard, squareAt, squareCentre, type BoardGeometry } from '../geometry';
import {
  COOLDOWN,
  GRID_LINE,
  LAST_MOVE,
  PERIMETER_TILE,
  PIECE,
  PIECE_EDGE,
  SELECT,
  TARGET,
  TERRAIN_TILE,
} from '../palette';
import type { Session } from '../session';

export interface BoardSceneDeps {
  session: Session;
  controller: Controller;
  /** Called once the first board has been drawn (for timing and tests). */
  onFirstDraw?: () => void;
}

const MOVE_MS = 160;

export class BoardScene extends Phaser.Scene {
  geometry: BoardGeometry = { x: 0, y: 0, cell: 0 };
  private deps!: BoardSceneDeps;
  private board!: Phaser.GameObjects.Graphics; // terrain, highlights, pieces, markers (off-screen)
  private boardImage!: Phaser.GameObjects.RenderTexture; // the board, re-rendered only on change
  private pulse!: Phaser.GameObjects.Graphics; // the selected source's green pulse
  private ghost!: Phaser.GameObjects.Graphics; // the dragged piece under the pointer
  private hoverBox!: Phaser.GameObjects.Graphics;
  private countBadge!: Phaser.GameObjects.Text;
  private labels: Phaser.GameObjects.Text[] = [];
  private drawnKey = '';
  private drawnGame: Game | null = null;
  private drawnOnce = false;

  constructor() {
    super('board');
  }

  init(deps: BoardSceneDeps): void {
    this.deps = deps;
  }

  create(): void {
    // Drawing ~500 primitives every frame costs most of a frame in software WebGL, so the board is
    // drawn into a texture when it changes and shown as one image.
    this.board = this.make.graphics({}, false);
    this.boardImage = this.add.renderTexture(0, 0, 16, 16).setOrigin(0, 0);
    this.hoverBox = this.add.graphics();
    this.pulse = this.add.graphics();
    this.ghost = this.add.graphics().setDepth(10);
    this.countBadge = this.add
      .text(0, 0, '', { fontFamily: 'system-ui, sans-serif', fontStyle: 'bold', color: '#ffffff', backgroundColor: '#1f7a3f' })
      .setPadding(4, 1, 4, 1)
      .setDepth(11)
      .setVisible(false);
    for (let i = 0; i < SIZE * 2; i++) {
      this.labels.push(this.add.text(0, 0, '', { fontFamily: 'system-ui, sans-serif', color: '#9aa0ad' }).setOrigin(0.5));
    }
    this.input.mouse?.disableContextMenu();
    this.input.on('pointerdown', (p: Phaser.Input.Pointer) => this.deps.controller.pointerDown(this.at(p), p.x, p.y));
    this.input.on('pointermove', (p: Phaser.Input.Pointer) => this.deps.controller.pointerMove(this.at(p), p.x, p.y));
    this.input.on('pointerup', (p: Phaser.Input.Pointer) => this.deps.controller.pointerUp(this.at(p), p.x, p.y));
    this.input.on('pointerupoutside', (p: Phaser.Input.Pointer) => this.deps.controller.pointerUp(null, p.x, p.y));
    this.input.on('gameout', () => this.deps.controller.pointerLeave());
    this.scale.on('resize', () => this.relayout());
    this.deps.session.onChange(() => this.animateLast());
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
    const size = Math.max(9, Math.round(g.cell * 0.3));
    for (let i = 0; i < SIZE; i++) {
      this.labels[i]!.setText(String.fromCharCode(97 + i))
        .setFontSize(size)
        .setPosition(g.x + (i + 0.5) * g.cell, g.y - size * 0.9);
      this.labels[SIZE + i]!.setText(String(i + 1))
        .setFontSize(size)
        .setPosition(g.x - size * 0.9, g.y + (i + 0.5) * g.cell);
    }
    this.countBadge.setFontSize(Math.max(11, Math.round(g.cell * 0.32)));
    this.drawnKey = '';
  }

  override update(time: number): void {
    const { controller, session } = this.deps;
    const view = controller.view();
    const key = viewKey(view);
    if (session.game !== this.drawnGame || key !== this.drawnKey) {
      this.drawBoard(session.game, view, session.lastAction());
      this.drawnGame = session.game;
      this.drawnKey = key;
      if (!this.drawnOnce) {
        this.drawnOnce = true;
        this.deps.onFirstDraw?.();
      }
    }
    this.drawHover(view.hover);
    this.pulse.setAlpha(0.45 + 0.45 * Math.sin(time / 180));
    this.drawGhost(session.game, view);
  }

  // ---- drawing -----------------------------------------------------------------------------

  private drawBoard(game: Game, view: BoardView, last: Action | null): void {
    const gr = this.board;
    const { cell } = this.geometry;
    gr.clear();
    const frame = PIECE[game.current];
    const g0 = this.geometry;
    gr.lineStyle(Math.max(3, cell * 0.08), frame, 1).strokeRect(g0.x - cell * 0.06, g0.y - cell * 0.06, cell * 12.12, cell * 12.12);
    for (let sq = 0; sq < SQUARES; sq++) this.drawTerrain(game, sq);
    if (last) for (const sq of actionSquares(last)) this.fillSquare(sq, LAST_MOVE, 0.45);
    for (const sq of game.cooldowns) this.outlineSquare(sq, COOLDOWN, 0.14);
    for (const sq of view.sources) this.outlineSquare(sq, SELECT, 0.06, 0.7);
    for (let sq = 0; sq < SQUARES; sq++) {
      const c = game.squares[sq]!;
      if (c !== null && !(view.drag && view.drag.from === sq)) this.drawContents(gr, c, squareCentre(this.geometry, sq), cell);
      else if (c !== null) this.drawContents(gr, c, squareCentre(this.geometry, sq), cell, 0.35);
    }
    for (const t of view.targets) {
      const { x, y } = squareCentre(this.geometry, t.sq);
      if (t.occupied) gr.lineStyle(Math.max(2, cell * 0.07), TARGET, 0.85).strokeCircle(x, y, cell * 0.44);
      else gr.fillStyle(TARGET, 0.55).fillCircle(x, y, cell * 0.13);
    }
    this.boardImage.clear();
    this.boardImage.draw(gr, 0, 0);
    this.boardImage.render();
    this.pulse.clear();
    if (view.selected !== null) {
      const { x, y } = squareCentre(this.geometry, view.selected);
      this.pulse.lineStyle(Math.max(3, cell * 0.1), SELECT, 1).strokeRect(x - cell / 2 + 2, y - cell / 2 + 2, cell - 4, cell - 4);
      this.pulse.fillStyle(SELECT, 0.25).fillRect(x - cell / 2, y - cell / 2, cell, cell);
    }
    if (view.selected !== null && view.count !== null) {
      const { x, y } = squareCentre(this.geometry, view.selected);
      this.countBadge.setText(`×${view.count}`).setPosition(x + cell * 0.12, y - cell * 0.62).setVisible(true);
    } else {
      this.countBadge.setVisible(false);
    }
  }

  private drawTerrain(game: Game, sq: Sq): void {
    const t = game.terrain[sq]!;
    const colour = t === 'perimeter' ? PERIMETER_TILE[game.colour[sq]!] : TERRAIN_TILE[t];
    const { x, y, cell } = this.cellRect(sq);
    const gr = this.board;
    gr.fillStyle(colour, 1).fillRect(x, y, cell, cell);
    if (t === 'barren') return;
    gr.lineStyle(1, GRID_LINE, 0.55).strokeRect(x + 0.5, y + 0.5, cell - 1, cell - 1);
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

  /** Pebbles as up to four dots (so a stack's size and owners read at a glance), stones, boulders. */
  private drawContents(gr: Phaser.GameObjects.Graphics, c: Contents, at: { x: number; y: number }, cell: number, alpha = 1): void {
    if (c === null) return;
    const edge = Math.max(1.2, cell * 0.04);
    const piece = (o: Owner): [number, number] => [PIECE[o], PIECE_EDGE[o]];
    if ('pebbles' in c) {
      const n = c.pebbles.length;
      const r = cell * (n === 1 ? 0.2 : 0.15);
      const spots = PEBBLE_SPOTS[n]!;
      c.pebbles.forEach((o, i) => {
        const [fill, line] = piece(o);
        const [dx, dy] = spots[i]!;
        gr.fillStyle(fill, alpha).fillCircle(at.x + dx * cell, at.y + dy * cell, r);
        gr.lineStyle(edge, line, alpha).strokeCircle(at.x + dx * cell, at.y + dy * cell, r);
      });
    } else if ('stone' in c) {
      const [fill, line] = piece(c.stone);
      const s = cell * 0.56;
      gr.fillStyle(fill, alpha).fillRoundedRect(at.x - s / 2, at.y - s / 2, s, s, s * 0.22);
      gr.lineStyle(edge * 1.6, line, alpha).strokeRoundedRect(at.x - s / 2, at.y - s / 2, s, s, s * 0.22);
    } else {
      const [fill, line] = piece(c.boulder);
      gr.fillStyle(line, alpha).fillCircle(at.x, at.y, cell * 0.42);
      gr.fillStyle(fill, alpha).fillCircle(at.x, at.y, cell * 0.34);
      gr.lineStyle(edge * 1.4, line, alpha).strokeCircle(at.x, at.y, cell * 0.2);
    }
  }

  private drawHover(sq: Sq | null): void {
    this.hoverBox.clear();
    if (sq === null) return;
    const { x, y, cell } = this.cellRect(sq);
    this.hoverBox.lineStyle(2, 0xffffff, 0.7).strokeRect(x + 1, y + 1, cell - 2, cell - 2);
  }

  private drawGhost(game: Game, view: BoardView): void {
    this.ghost.clear();
    if (!view.drag) return;
    const c = game.squares[view.drag.from]!;
    this.drawContents(this.ghost, c, { x: view.drag.x, y: view.drag.y }, this.geometry.cell * 1.1);
  }

  /** A short slide of the moved piece from its source to its target. */
  private animateLast(): void {
    const { session } = this.deps;
    const last = session.lastAction();
    if (!last || !('from' in last) || !('to' in last) || last.from === last.to) return;
    const c = session.game.squares[last.to]!;
    if (c === null) return;
    const from = squareCentre(this.geometry, last.from);
    const to = squareCentre(this.geometry, last.to);
    const slide = this.add.graphics().setDepth(9);
    this.drawContents(slide, c, { x: 0, y: 0 }, this.geometry.cell);
    slide.setPosition(from.x, from.y);
    this.tweens.add({ targets: slide, x: to.x, y: to.y, alpha: { from: 1, to: 0.2 }, duration: MOVE_MS, ease: 'Quad.easeOut', onComplete: () => slide.destroy() });
  }
}

/** Offsets (in cells) of the dots for a stack of n pebbles. */
const PEBBLE_SPOTS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [[-0.17, 0], [0.17, 0]],
  3: [[-0.17, 0.13], [0.17, 0.13], [0, -0.17]],
  4: [[-0.17, -0.17], [0.17, -0.17], [-0.17, 0.17], [0.17, 0.17]],
};

function actionSquares(a: Action): Sq[] {
  const out: Sq[] = [];
  if ('at' in a) out.push(a.at);
  if ('from' in a) out.push(a.from);
  if ('to' in a) out.push(a.to);
  return out;
}

function viewKey(v: BoardView): string {
  return [v.mode, v.selected, v.count, v.sources.join(','), v.targets.map((t) => t.sq).join(','), v.drag ? v.drag.from : ''].join('|');
}
