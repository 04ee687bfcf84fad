// The seam between the board scene and a game: the game draws its own tiles and pieces (through
// its Painter); the scene draws everything else — the frame, the selection, targets, arrows, the
// numbers of recent actions — on squares, knowing no rules.
import type * as Phaser from 'phaser';
import type { Pen, Point } from './pen';

/** A seat's colours: its pieces' fill and edge, and the ink readable on the fill. */
export interface SeatLook {
  fill: number;
  edge: number;
  ink: string;
}

/** What a drag carries from its square, in the selection's mode (and count, when one is chosen). */
export interface Carry {
  from: number;
  mode: string | null;
  count: number | null;
}

export interface Painter<Game, Picture> {
  /** Squares on a side of the board. */
  readonly size: number;
  /** What the board shows of a game: the painter's own view of it, drawn by the methods below. */
  picture(game: Game): Picture;
  /** The seat to move in a picture: the board's frame is drawn in its colour. */
  current(picture: Picture): number;
  seat(player: number): SeatLook;
  /** Every square's tile. */
  tiles(pen: Pen, picture: Picture): void;
  /**
   * The game's own marks on squares, drawn in two layers: `under` the selection (before the
   * sources are framed) and `over` it (after the selection's wash, under the pieces).
   */
  marks(pen: Pen, picture: Picture, layer: 'under' | 'over'): void;
  /** Whether a piece stands on a square. */
  occupied(picture: Picture, sq: number): boolean;
  /**
   * Draws what stands on a square, centred at `at` on a square of side `cell`, at `alpha`; while a
   * drag `leaving` it carries part of it away, only that part is faint and what stays is drawn whole.
   */
  piece(
    gr: Phaser.GameObjects.Graphics,
    picture: Picture,
    sq: number,
    at: Point,
    cell: number,
    alpha?: number,
    leaving?: Carry,
  ): void;
  /** The colour of the tile a drag slides along with its piece (Perimeter Move), or null. */
  slidTile(picture: Picture, carry: Carry): number | null;
  /** Draws what a drag carries, under the pointer at `at`. */
  carried(gr: Phaser.GameObjects.Graphics, picture: Picture, carry: Carry, at: Point, cell: number): void;
  /** The squares a mode's move flies over to a target, corners included (its path is drawn), or null. */
  flight(mode: string | null, from: number, to: number): number[] | null;
}
