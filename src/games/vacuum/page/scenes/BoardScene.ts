// The board canvas: draws the position and the controller's selection, and forwards pointer
// events to the controller. It keeps no game state of its own. Each mode draws through its own
// module (play, drag, replay, hint, editor); the game's tiles and pieces through its Painter.
import type * as Phaser from 'phaser';
import { Scene } from '../../../../ui/phaser';
import type { BoardView, Controller } from '../controller';
import type { BoardGeometry } from '../../../../ui/board-geometry';
import { fitBoard, squareAt, squareCentre, type BoardSize } from '../../../../ui/board-geometry';
import type { Change, Session } from '../session';
import type { ShownBoard } from '../replay-view';
import { drawCursor } from './cursor';
import { drawGhost } from './drag';
import { drawHint } from './hint';
import { ActionNumbers, CoordinateLabels, CountBadge } from '../../../../ui/scenes/labels';
import { coverOutside, DEPTH, MIN_TEXTURE, pageColours, PULSE } from '../../../../ui/scenes/look';
import { paceOf } from '../../../../ui/frame-pace';
import type { Painter } from '../../../../ui/scenes/painter';
import { Pen } from '../../../../ui/scenes/pen';
import { drawPlay } from './play';
import { forwardPointer, type BoardPointer } from '../../../../ui/scenes/pointer';
import { drawReplayMoves } from '../../../../ui/scenes/replay';
import { Slide } from '../../../../ui/scenes/slide';
import type { BoardZoom } from '../../../../ui/zoom';

type Game = Session['game'];

/** A numbered mark on a square: the `n`th action of a turn, by `player`, reached it. */
interface ActionMark {
  sq: number;
  player: number;
  n: number;
}

/** A position editor as the board shows it: a new revision whenever its board changes. */
interface EditedBoard {
  readonly revision: number;
}

/** What the board shows of the game, drawn by the game: its tiles and pieces, its editor, its marks. */
export interface BoardSceneDeps<Picture, Editor extends EditedBoard> {
  session: Session;
  controller: Controller;
  painter: Painter<Game, Picture>;
  /** Where a pointer on the board goes (the controller, the editor, the zoom). */
  pointer: BoardPointer;
  /** The actions since the player to move in `game` last played, numbered (the board marks them). */
  recent(game: Game): ActionMark[];
  /** The position editor while it is open: the board then draws it (`drawEditor`) and taps go to it. */
  editor: () => Editor | null;
  drawEditor(pen: Pen, painter: Painter<Game, Picture>, editor: Editor): void;
  /** Called once the first board has been drawn (for timing and tests). */
  onFirstDraw?: () => void;
  /** A replay's moment to show instead of the game (read-only), or null. */
  shown?: () => ShownBoard | null;
  /** The board's zoom on narrow screens: a tap picks where while it asks, and the board draws zoomed. */
  zoom?: BoardZoom;
}

/** The selected source's pulsing frame: this many squares thick (at least `min` px), `inset` px inside it. */
const PULSE_FRAME = { width: 0.1, min: 3, inset: 2 } as const;

export class BoardScene<Picture, Editor extends EditedBoard> extends Scene {
  geometry: BoardGeometry = { x: 0, y: 0, cell: 0 };
  /** Where the whole board fits: the area the board takes, zoomed or not. */
  private frame: BoardGeometry = { x: 0, y: 0, cell: 0 };
  private readonly painter: Painter<Game, Picture>;
  private readonly boardSize: BoardSize;

  private board!: Phaser.GameObjects.Graphics; // the position and its marks (off-screen)
  private boardImage!: Phaser.GameObjects.RenderTexture; // the board, re-rendered only on change
  private pulse!: Phaser.GameObjects.Graphics; // the selected source's green pulse
  private ghost!: Phaser.GameObjects.Graphics; // the dragged piece under the pointer
  private cursors!: Phaser.GameObjects.Graphics; // hover, keyboard cursor, pinned readout
  private zone!: Phaser.GameObjects.Zone; // the one interactive area: the board
  private labels!: CoordinateLabels;
  private numbers!: ActionNumbers;
  private badge!: CountBadge;
  private slide = new Slide(() => (this.drawnKey = '')); // draw the landed piece
  private drawnKey = '';
  private drawnGame: Game | null = null;
  private drawnOnce = false;
  /** The drag shown in the last frame: a piece dropped by hand is not animated again. */
  private lastDrag: BoardView['drag'] = null;
  /** The view drawn last; a new one is asked for only when the controller says something changed. */
  private view: BoardView | null = null;
  /** The editor's revision drawn last. */
  private drawnEdit: number | null = null;

  constructor(private deps: BoardSceneDeps<Picture, Editor>) {
    super('board');
    this.painter = deps.painter;
    this.boardSize = { cols: deps.painter.size, rows: deps.painter.size };
  }

  create(): void {
    // Drawing ~500 primitives every frame costs most of a frame in software WebGL, so the board is
    // drawn into a texture when it changes and shown as one image.
    this.board = this.make.graphics({}, false);
    this.boardImage = this.add.renderTexture(0, 0, MIN_TEXTURE, MIN_TEXTURE).setOrigin(0, 0);
    this.cursors = this.add.graphics();
    this.pulse = this.add.graphics();
    this.ghost = this.add.graphics().setDepth(DEPTH.ghost);
    this.labels = new CoordinateLabels(this, this.painter.size);
    this.numbers = new ActionNumbers(this);
    this.badge = new CountBadge(this);
    this.input.mouse?.disableContextMenu();
    this.zone = this.add.zone(0, 0, MIN_TEXTURE, MIN_TEXTURE).setOrigin(0, 0).setInteractive();
    forwardPointer(
      this,
      this.zone,
      (p) => squareAt(this.geometry, this.boardSize, p.x, p.y, this.frame),
      this.deps.pointer,
    );
    this.scale.on('resize', () => this.relayout());
    this.deps.zoom?.onChange(() => this.relayout());
    this.deps.session.onChange((change) => this.animateLast(change));
    this.relayout();
  }

  /** The centre of a square in viewport CSS pixels (for end-to-end tests). */
  viewportCentre(sq: number): { x: number; y: number } {
    const rect = this.game.canvas.getBoundingClientRect();
    const c = squareCentre(this.geometry, this.boardSize, sq);
    return { x: rect.left + c.x, y: rect.top + c.y };
  }

  private relayout(): void {
    const { width, height } = this.scale.gameSize;
    this.cameras.resize(width, height);
    this.boardImage.resize(Math.max(MIN_TEXTURE, width), Math.max(MIN_TEXTURE, height));
    this.frame = fitBoard(width, height, this.boardSize);
    this.geometry = this.deps.zoom?.geometry(this.frame) ?? this.frame;
    const g = this.geometry;
    const f = this.frame;
    this.zone.setPosition(f.x, f.y).setSize(f.cell * this.boardSize.cols, f.cell * this.boardSize.rows);
    this.placeLabels();
    this.badge.resize(g.cell);
    this.drawnKey = '';
    this.drawnEdit = null;
  }

  /** The coordinate labels, made one frame after the first board is drawn. */
  private placeLabels(): void {
    if (this.drawnOnce)
      this.labels.place(this.geometry, this.scale.gameSize.width, this.scale.gameSize.height, this.frame);
  }

  override update(time: number): void {
    const { controller, session } = this.deps;
    if (this.drawnOnce && !this.labels.made) this.placeLabels();
    this.pulse.setAlpha(PULSE.base + PULSE.swing * Math.sin(time / PULSE.msPerRadian));
    this.slide.move(time);
    const editor = this.deps.editor();
    if (editor) return this.showEditor(editor);
    if (this.drawnEdit !== null) [this.drawnEdit, this.drawnKey] = [null, '']; // back to the game
    // Every moment of a replay is a game of its own: a step shows as a change of game.
    const shown = this.deps.shown?.() ?? null;
    const game = shown?.game ?? session.game;
    // The controller raises a flag on every change; the board asks for a new view only then.
    if (!controller.takeChange() && game === this.drawnGame && this.view !== null && this.drawnKey !== '') return;
    const view = controller.view();
    this.view = view;
    const key = `${viewKey(view)}|${this.slide.arriving}`;
    if (game !== this.drawnGame || key !== this.drawnKey) {
      this.drawBoard(game, view, shown);
      this.drawnGame = game;
      this.drawnKey = key;
      if (!this.drawnOnce) {
        this.drawnOnce = true;
        this.deps.onFirstDraw?.();
      }
    }
    drawCursor(new Pen(this.cursors, this.geometry, this.boardSize), view);
    drawGhost(this.ghost, this.geometry.cell, this.painter, this.painter.picture(game), view);
    this.lastDrag = view.drag;
  }

  /** The game, or a replay's moment (`shown`: its turn's actions marked instead of the last move). */
  private drawBoard(game: Game, view: BoardView, shown: ShownBoard | null): void {
    const { session } = this.deps;
    const pen = new Pen(this.board.clear(), this.geometry, this.boardSize);
    const last = shown ? null : session.lastAction();
    // Every action since the player to move last played (in a replay: of the shown turn).
    const recent = shown?.marks ?? this.deps.recent(game);
    drawPlay(pen, this.painter, this.painter.picture(game), view, {
      last: last ? actionSquares(last) : [],
      recent,
      arriving: this.slide.arriving,
    });
    drawReplayMoves(pen, shown?.moves ?? []);
    drawHint(pen, view.hint);
    this.hideBeyondFrame(pen);
    this.numbers.draw(pen, this.painter, recent);
    this.present();
    const cell = pen.cell;
    if (view.selected !== null) {
      const { x, y } = pen.centre(view.selected);
      const { width, min, inset } = PULSE_FRAME;
      this.pulse
        .lineStyle(Math.max(min, cell * width), pageColours().select, 1)
        .strokeRect(x - cell / 2 + inset, y - cell / 2 + inset, cell - 2 * inset, cell - 2 * inset);
    }
    if (view.selected !== null && view.count !== null) this.badge.show(pen.centre(view.selected), cell, view.count);
    else this.badge.hide();
  }

  /** The editor's record, redrawn when it changes; the game's marks are put away meanwhile. */
  private showEditor(editor: Editor): void {
    if (this.drawnEdit === editor.revision) return;
    this.drawnEdit = editor.revision;
    this.drawnKey = '';
    this.slide.land();
    const pen = new Pen(this.board.clear(), this.geometry, this.boardSize);
    this.deps.drawEditor(pen, this.painter, editor);
    this.hideBeyondFrame(pen);
    this.numbers.draw(pen, this.painter, []);
    this.present();
    this.badge.hide();
    this.cursors.clear();
    this.ghost.clear();
  }

  /** A zoomed board reaches beyond its area: what lies outside is hidden (the labels' band stays clear). */
  private hideBeyondFrame(pen: Pen): void {
    if (this.geometry === this.frame) return;
    const { width, height } = this.scale.gameSize;
    const f = this.frame;
    const span = f.cell * this.painter.size;
    coverOutside(pen.gr, width, height, f.x, f.y, span, span);
  }

  /** The board's drawing shown as the board image; the pulse is redrawn after it. */
  private present(): void {
    this.boardImage.clear();
    this.boardImage.draw(this.board, 0, 0);
    this.boardImage.render();
    this.pulse.clear();
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
    const picture = this.painter.picture(session.game);
    if (to === null || !this.painter.occupied(picture, to) || (from !== null && this.lastDrag?.from === from)) return;
    const end = squareCentre(this.geometry, this.boardSize, to);
    const start = from !== null && from !== to ? squareCentre(this.geometry, this.boardSize, from) : end;
    this.slide.land(); // a piece still sliding from the move before lands at once
    const piece = this.add.graphics().setDepth(DEPTH.slide);
    this.painter.piece(piece, picture, to, { x: 0, y: 0 }, this.geometry.cell);
    this.slide.start(piece, to, start, end);
    paceOf(this.game)?.wake(); // the slide at full rate
  }
}

function actionSquares(a: NonNullable<ReturnType<Session['lastAction']>>): number[] {
  const out: number[] = [];
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
    v.drag ? `${v.drag.from}:${v.drag.mode}:${v.drag.count}` : '',
    v.hint.map((m) => `${m.from}>${m.to}`).join(','),
  ].join('|');
}
