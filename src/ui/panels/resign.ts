// The Resign question, in the house's one wording on every game's page (Vacuum's and the shared
// page's): "Resign?", then "Play on" — which resigns nobody and has the focus first, so a double
// Enter does no harm — and a "Resign as <seat>" for each seat that may resign, the player to move's
// first. What follows a resignation (`text`) is each page's to say.
import { askWhich } from './modal';

/**
 * Asks which of the seats named `names` resigns (one: whether it does), `text` saying what follows:
 * the index of the one that does, or null (play on).
 */
export const askWhoResigns = (text: string, names: readonly string[]): Promise<number | null> =>
  askWhich(
    'Resign?',
    text,
    names.map((name) => `Resign as ${name}`),
    'Play on',
  );
