// A game's moves as the move list shows them and the replay steps through them: a line per move,
// which is one action, or — in a game whose turns are several actions (a stone, its bridges, End)
// — one whole turn, the one in progress last.

/** Where a game on the move stands, as Status and the lists of games say it: "Move 15 · Black to move". */
/** "Move 4 · White to move"; `progress`: the game's own words for where it stands ("Round 2 of 40"). */
export const moveToMake = (turn: number, who: string, progress?: string): string =>
  `${progress ?? `Move ${turn + 1}`} · ${who} to move`;

/** How many actions the game has had at the end of each move, in order. */
export function moveEnds<A>(actions: readonly A[], endsTurn?: (action: A, next: A | undefined) => boolean): number[] {
  const ends = actions.flatMap((a, i) => (!endsTurn || endsTurn(a, actions[i + 1]) ? [i + 1] : []));
  return ends.at(-1) === actions.length || actions.length === 0 ? ends : [...ends, actions.length];
}

/**
 * Who resigns in `action`, or null for any other action: in every game resigning is
 * `{ kind: 'resign', player }` (contract.ts).
 */
function resignerOf(action: unknown): number | null {
  if (typeof action !== 'object' || action === null) return null;
  const { kind, player } = action as { kind?: unknown; player?: unknown };
  return kind === 'resign' && typeof player === 'number' ? player : null;
}

/**
 * A move as the move list and the replay count them: the actions `from` to `through`, numbered
 * `number` — or, for a resignation, no number (it is the game's end, not a move) and its `resigner`.
 */
export interface MoveRow {
  from: number;
  through: number;
  number: number | null;
  resigner: number | null;
}

/**
 * The game's moves: one per move as moveEnds counts them, and a resignation a row of its own after
 * them, split off the turn it came in (a Divided Loyalties stone placed, then Resign). `before`: the
 * moves played before the start (its `status().turn`), so that a game from a position under way
 * numbers on from there, as Status does.
 */
export function moveRows<A>(
  actions: readonly A[],
  endsTurn?: (action: A, next: A | undefined) => boolean,
  before = 0,
): MoveRow[] {
  const rows: MoveRow[] = [];
  let from = 0;
  let number = before;
  for (const through of moveEnds(actions, endsTurn)) {
    const resigner = resignerOf(actions[through - 1]);
    const movesEnd = resigner === null ? through : through - 1;
    if (movesEnd > from) rows.push({ from, through: movesEnd, number: ++number, resigner: null });
    if (resigner !== null) rows.push({ from: through - 1, through, number: null, resigner });
    from = through;
  }
  return rows;
}

/** A row of the move list as a score sheet lays it out: a move in the column of the seat `column`. */
export interface SheetRow {
  from: number;
  through: number;
  column: number;
  number: number | null;
}

/**
 * The move list's rows: each move in the column of the seat that played it (`moverAt`: who was to
 * move before an action), a resignation in the resigner's column, whoever was to move.
 */
export const sheetRows = <A>(
  actions: readonly A[],
  moverAt: (index: number) => number,
  endsTurn?: (action: A, next: A | undefined) => boolean,
  before = 0,
): SheetRow[] =>
  moveRows(actions, endsTurn, before).map(({ from, through, number, resigner }) => ({
    from,
    through,
    number,
    column: resigner ?? moverAt(from),
  }));

/**
 * Where a replay after `moment` actions stands, as its line says it: "move 2 of 5", or at a
 * resignation "after move 5 of 5" (a resignation is no move); and where that move began and ends.
 * `before`: the moves before the start, as moveRows counts them; `word`: the game's word for a move.
 */
export function replayPlace(
  rows: readonly MoveRow[],
  moment: number,
  before = 0,
  word: 'move' | 'turn' = 'move',
): { place: string; from: number; through: number } {
  const total = before + rows.filter((r) => r.number !== null).length;
  const row = moment <= 0 ? undefined : rows.find((r) => r.through >= moment);
  if (row === undefined) return { place: `${word} ${before} of ${total}`, from: 0, through: 0 };
  return {
    place: row.number === null ? `after ${word} ${total} of ${total}` : `${word} ${row.number} of ${total}`,
    from: row.from,
    through: row.through,
  };
}

/** What the move list says above its first move when the game's start came after some moves. */
export const movesBeforeLine = (before: number): string =>
  before === 1
    ? 'Move 1 was played before this record starts.'
    : `Moves 1 to ${before} were played before this record starts.`;

/** What `actions` played from `game` did, in the game's sentences, one after another. */
export function sentencesOf<G, A>(
  { describe, play }: { describe: (game: G, action: A) => string; play: (game: G, action: A) => G },
  game: G,
  actions: readonly A[],
): string {
  const said: string[] = [];
  for (const a of actions) {
    said.push(sentence(describe(game, a)));
    game = play(game, a);
  }
  return said.join(' ');
}

/**
 * What a take-back says on Status: what went, in the game's sentence for it; `by`, the seat that
 * took it back where that was another page's doing (in a room).
 */
export function takenBack(sentence: string, by?: string): string {
  return by === undefined ? `Taken back: ${sentence}` : `${by} took back: ${sentence}`;
}

/** A game's sentence ended with a full stop, whether or not the game wrote one. */
export const sentence = (text: string): string => text.replace(/\.?$/, '.');
