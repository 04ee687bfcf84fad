// A game's own prompt beside its controls (a glyph bar, a tray, a stock): what the player to move
// is asked, or, while nobody at this device may act (a computer thinks, it is a room's other
// player's turn), why. Written at every redraw, since either may change while the position stays.
import type { PageHost } from '../../core/module';

/** Keeps `line` saying what `ask` asks of the position shown, or why nobody here may act now. */
export function promptLine<G, A>(host: PageHost<G, A>, line: HTMLElement, ask: (game: G) => string): void {
  host.onShow((game) => {
    const text = host.waiting() ?? ask(game);
    if (line.textContent !== text) line.textContent = text;
  });
}
