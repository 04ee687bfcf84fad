// A game's own prompt beside its controls (a glyph bar, a tray, a stock): what the player to move
// is asked, or, while nobody at this device may act (a computer thinks, it is a room's other
// player's turn), why; nothing while a replay is shown. Written at every redraw, since either may
// change while the position stays.
import type { PageHost } from '../../core/module';

/** The class of a game's prompt line: the shared page keeps it in view (src/page/panel.ts, page.css). */
export const PROMPT_LINE = 'prompt-line';

/** Keeps `line` (a live region) saying what `ask` asks of the position shown, or why nobody here may act now. */
export function promptLine<G, A>(host: PageHost<G, A>, line: HTMLElement, ask: (game: G) => string): void {
  line.classList.add(PROMPT_LINE);
  host.onShow((game) => {
    const waiting = host.waiting();
    const text = waiting?.text ?? ask(game);
    const quiet = waiting?.quiet ?? false;
    if (line.textContent === text && (line.firstElementChild !== null) === quiet) return;
    if (!quiet) return void (line.textContent = text);
    // Shown, not heard: Status says it already. What is hidden from a screen reader is not read out
    // when it comes into a live region.
    const shown = document.createElement('span');
    shown.setAttribute('aria-hidden', 'true');
    shown.textContent = text;
    line.replaceChildren(shown);
  });
}
