// Glyph Grid's clocks as players read them (R11), beside the board (glyph-bar.ts).
/** A clock's time as a player reads it: "4:59", and tenths under ten seconds ("0:09.4"). */
export function clockText(ms: number): string {
  const left = Math.max(0, ms);
  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  const tenths = left < 10_000 ? `.${Math.floor((left % 1000) / 100)}` : '';
  return `${minutes}:${String(seconds).padStart(2, '0')}${tenths}`;
}
