// Colours of the board and pieces, shared by the canvas and the panels.
import type { Owner, Player } from '../rules/index';

export const PIECE: Record<Player | 'neutral', number> = {
  0: 0xd23b33, // red
  1: 0xe3a812, // gold
  2: 0x2f8f4e, // green
  3: 0xf6f6f2, // white
  neutral: 0x8d8f96,
};
export const PIECE_EDGE: Record<Player | 'neutral', number> = {
  0: 0x7a1712,
  1: 0x7d5a00,
  2: 0x134d27,
  3: 0x4b4d57,
  neutral: 0x44464d,
};
/** Perimeter tiles: light tints of their colour so pieces stand out on them. */
export const PERIMETER_TILE: Record<Player, number> = { 0: 0xeaa9a4, 1: 0xeed58e, 2: 0xa9d6b2, 3: 0xdfe3ec };
export const TERRAIN_TILE = { barren: 0x181a20, board: 0xdccfae, pedestal: 0xa88c52 } as const;
export const BOARD_TILE_ALT = 0xd3c5a2;
export const BARREN_LINE = 0x23262e;
export const GRID_LINE = 0x8d7f62;
export const SELECT = 0x35d36a;
export const TARGET = 0x1d6fd6;
/** Targets where the action attacks an opponent's piece. */
export const ATTACK = 0xe0303a;
/** Lavender: no player's colour, so the last move never looks like a perimeter tile. */
export const LAST_MOVE = 0x9d7bff;
/** A replayed turn's moves: arrows from source to target (edged in white). */
export const REPLAY_MOVE = 0x10203a;
export const COOLDOWN = 0x5ac8fa;
/** A hint's arrows: hot pink, no player's colour and unlike every other mark. */
export const HINT = 0xff3fb4;
/** The keyboard cursor and a pinned readout: bright yellow, edged in black on every tile. */
export const CURSOR = 0xffe14d;

export const cssColour = (n: number): string => `#${n.toString(16).padStart(6, '0')}`;
export const ownerCss = (o: Owner): string => cssColour(PIECE[o]);
