// The home page's performance mark, read by npm run bench (browser): its cards are on screen.
export const CARDS_SHOWN_MARK = 'studio:cards-shown';
