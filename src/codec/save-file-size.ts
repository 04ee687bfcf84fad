// How large a save file may be, in a module of its own: a page checks a file's size before it
// loads any codec (a size check pulled in with save-file.ts would load the PNG reader with the page).

/** Larger files are refused unread: a picture of the board with the longest save is far smaller. */
export const MAX_SAVE_FILE_BYTES = 4 * 1024 * 1024;
