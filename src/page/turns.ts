// A game's moves as the move list shows them and the replay steps through them: a line per move,
// which is one action, or — in a game whose turns are several actions (a stone, its bridges, End)
// — one whole turn, the one in progress last.

/** A line of the move list, and how many actions the game has had by its end (the moment it shows). */
export interface MoveLine {
  text: string;
  through: number;
}

export function moveLines<A>(
  texts: readonly string[],
  actions: readonly A[],
  endsTurn?: (action: A) => boolean,
): MoveLine[] {
  if (!endsTurn) return texts.map((text, i) => ({ text, through: i + 1 }));
  const lines: MoveLine[] = [];
  let turn: string[] = [];
  texts.forEach((text, i) => {
    turn.push(text);
    if (endsTurn(actions[i]!)) {
      lines.push({ text: turn.join(' '), through: i + 1 });
      turn = [];
    }
  });
  return turn.length > 0 ? [...lines, { text: turn.join(' '), through: texts.length }] : lines;
}
