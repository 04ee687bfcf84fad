// A game's moves as the move list shows them and the replay steps through them: a line per move,
// which is one action, or — in a game whose turns are several actions (a stone, its bridges, End)
// — one whole turn, the one in progress last.

/** A line of the move list, and how many actions the game has had by its end (the moment it shows). */
export interface MoveLine {
  text: string;
  through: number;
}

/** Where a game on the move stands, as Status and the lists of games say it: "Move 15 · Black to move". */
export const moveToMake = (turn: number, who: string): string => `Move ${turn + 1} · ${who} to move`;

/** How many actions the game has had at the end of each move, in order. */
export function moveEnds<A>(actions: readonly A[], endsTurn?: (action: A, next: A | undefined) => boolean): number[] {
  const ends = actions.flatMap((a, i) => (!endsTurn || endsTurn(a, actions[i + 1]) ? [i + 1] : []));
  return ends.at(-1) === actions.length || actions.length === 0 ? ends : [...ends, actions.length];
}

/** The move list's lines: each move's actions written one after another. */
export function moveLines<A>(
  texts: readonly string[],
  actions: readonly A[],
  endsTurn?: (action: A, next: A | undefined) => boolean,
): MoveLine[] {
  return moveEnds(actions, endsTurn).map((through, i, ends) => ({
    text: texts.slice(ends[i - 1] ?? 0, through).join(' '),
    through,
  }));
}

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
