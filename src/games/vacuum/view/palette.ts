// The board's terrain colours, shared by the canvas and the save file's picture (the seats'
// colours are in seats.ts, the marks drawn over the board in ui/scenes/look.ts).

export const TERRAIN_TILE = { barren: 0x181a20, board: 0xdccfae, pedestal: 0xa88c52 } as const;
export const BOARD_TILE_ALT = 0xd3c5a2;
export const BARREN_LINE = 0x23262e;
export const GRID_LINE = 0x8d7f62;
export const PEDESTAL_LINE = 0xf1dfa8;
/** A pedestal on teleport cooldown: a cyan frame and clock. */
export const COOLDOWN = 0x5ac8fa;
