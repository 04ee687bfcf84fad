// A turn on the board: the cells of the last turn to outline (its stone and its bridges' ends), and
// why a tap does nothing, in the player's words.
import {
  aColour,
  endTurnProblem,
  field,
  legalActions,
  SEATS,
  status,
  whyIllegal,
  type Action,
  type Colour,
  type Game,
} from '../rules/index';
import { cellOf } from './squares';

/** The stone and bridge ends of the turn in progress, or else of the last finished one. */
export function lastTurn(actions: readonly Action[], game: Game): number[] {
  let i = actions.length - 1;
  while (i >= 0 && (actions[i]!.kind === 'end' || actions[i]!.kind === 'resign')) i--;
  const cells: (number | null)[] = [];
  for (; i >= 0; i--) {
    const a = actions[i]!;
    if (a.kind === 'end' || a.kind === 'pass' || a.kind === 'resign') break;
    if (a.kind === 'stone') {
      cells.push(cellOf(game, a.at));
      break;
    }
    cells.push(cellOf(game, a.from), cellOf(game, a.to));
  }
  return [...new Set(cells.filter((c): c is number => c !== null))];
}

/** What the player to move is told when passing is all they can do (R: a pass only then), or null. */
export function mustPass(game: Game): string | null {
  if (!legalActions(game).some((a) => a.kind === 'pass')) return null;
  return `${SEATS[game.current]} has no stone that can go anywhere: Pass.`;
}

export function whyNot(game: Game, _from: number | null, to: number, offered: readonly Action[] = []): string {
  if (status(game).winner !== null) return 'The game is over.';
  const seat = SEATS[game.current];
  const pass = mustPass(game);
  if (pass !== null) return pass;
  const cell = field(game).cells[to];
  if (cell === undefined || cell.kind === 'void') return 'Nothing can go outside the field.';
  if (game.placed !== null) {
    const placed = field(game).cells[game.placed]!.at;
    const bridges = legalActions(game).some((a) => a.kind === 'bridge');
    const end = endTurnProblem(game);
    if (!bridges) return end ?? `No bridge can go through ${placed}: End the turn.`;
    return `A bridge must go through the stone on ${placed}: choose a lit end${end === null ? ', or End the turn' : ''}.`;
  }
  if (cell.stone !== null) return `${cell.at} already holds ${aColour(cell.stone)} stone.`;
  // A stone of the colour chosen (the one the page offers), else of any colour in the stock: the
  // rules' reason for the first one refused.
  const chosen = [...new Set(offered.flatMap((a) => (a.kind === 'stone' ? [a.colour] : [])))];
  const left = chosen.length === 1 ? chosen : (Object.keys(status(game).stock[game.current].left) as Colour[]);
  for (const colour of left) {
    const why = whyIllegal(game, { kind: 'stone', colour, at: cell.at });
    if (why !== null) return `${why[0]!.toUpperCase()}${why.slice(1)}${why.endsWith('.') ? '' : '.'}`;
  }
  return `Choose a colour from ${seat}'s stock first.`;
}
