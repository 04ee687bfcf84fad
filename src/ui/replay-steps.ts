// The replay's steps on every game page: its buttons in their order, each one's look and name, its
// keys, and where it leads. A turn is what a player does in one go — several actions in Vacuum and
// Divided Loyalties, one move in the others — so the action steps show only where turns have more,
// and a turn is called as the game calls it (Vacuum's log: turns; the game page's list: moves).

export const REPLAY_STEPS = ['first', 'previousTurn', 'previousAction', 'nextAction', 'nextTurn', 'last'] as const;
export type ReplayStep = (typeof REPLAY_STEPS)[number];

export const isActionStep = (step: ReplayStep): boolean => step === 'previousAction' || step === 'nextAction';
const BACK: ReadonlySet<ReplayStep> = new Set(['first', 'previousTurn', 'previousAction']);

/** Each step's button: its glyph and its name (`turn`: the game's word for a turn), with its keys. */
export function stepLook(step: ReplayStep, turn: 'turn' | 'move'): { text: string; label: string } {
  return {
    first: { text: '|◀', label: 'First position (Home)' },
    previousTurn: { text: '◀◀', label: `Previous ${turn} (↑ or Page Up)` },
    previousAction: { text: '◀', label: 'Previous action (←)' },
    nextAction: { text: '▶', label: 'Next action (→)' },
    nextTurn: { text: '▶▶', label: `Next ${turn} (↓ or Page Down)` },
    last: { text: '▶|', label: 'Last position (End)' },
  }[step];
}

/** The replay's keys (the labels above say them): Escape closes the replay. */
const REPLAY_KEYS: Readonly<Record<string, ReplayStep>> = {
  ArrowLeft: 'previousAction',
  ArrowRight: 'nextAction',
  ArrowUp: 'previousTurn',
  PageUp: 'previousTurn',
  ArrowDown: 'nextTurn',
  PageDown: 'nextTurn',
  Home: 'first',
  End: 'last',
};

/** The step a key asks for, or null. */
export const stepOfKey = (key: string): ReplayStep | null =>
  Object.hasOwn(REPLAY_KEYS, key) ? REPLAY_KEYS[key]! : null;

/** A key pressed while a replay is open: the step it asks for, or Escape closes; true when used. */
export function replayKey(key: string, replay: { step(step: ReplayStep): void; close(): void }): boolean {
  if (key === 'Escape') {
    replay.close();
    return true;
  }
  const step = stepOfKey(key);
  if (step) replay.step(step);
  return step !== null;
}

/** The replay's two ways out. */
export const CONTINUE_HERE = 'Continue from here';
export const CLOSE_REPLAY = 'Close replay';

/**
 * The moment a step leads to from `moment`: `turnEnds` are the moments at which each turn ends, in
 * order, and `end` the game's last moment.
 */
export function stepTarget(step: ReplayStep, moment: number, turnEnds: readonly number[], end: number): number {
  switch (step) {
    case 'first':
      return 0;
    case 'last':
      return end;
    case 'previousAction':
      return Math.max(0, moment - 1);
    case 'nextAction':
      return Math.min(end, moment + 1);
    case 'previousTurn':
      return turnEnds.findLast((e) => e < moment) ?? 0;
    case 'nextTurn':
      return turnEnds.find((e) => e > moment) ?? end;
  }
}

/** Why a step cannot show another moment (its button is unlit), or null when it can. */
export function whyNotStep(step: ReplayStep, moment: number, end: number): string | null {
  if (BACK.has(step)) return moment > 0 ? null : 'This is the first position.';
  return moment < end ? null : 'This is the last position.';
}
