// The computer's strengths. A module of its own so the page can name them (seat choices, saves)
// without pulling the search engine into the main bundle: the engine runs in the worker.
export type Level = 'easy' | 'medium' | 'hard' | 'expert';
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard', 'expert'];
