// What a picked save file is, told before any codec loads: whether it is too large to read, and
// whether it is a PNG (a picture save) or text (a JSON save). A page checks these with the page's
// own code; the readers (png-text.ts and deflate) load only for a file worth reading.

/** Larger files are refused unread: a picture of the board with the longest save is far smaller. */
export const MAX_SAVE_FILE_BYTES = 4 * 1024 * 1024;

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

export const hasPngSignature = (bytes: Uint8Array): boolean =>
  bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
