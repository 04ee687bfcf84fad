// Independent reference for Pebble Rebel: legal actions, their effect and the end of the game,
// written from shared/design/pebble-rebel-rulings.md alone. Actions are handled as their text
// (R12), so the test compares it with our door's formatAction.
import { SIZE, SQUARES, emptyCount, findLine, squareName, type Colour } from './board';
import { drawOne } from './draw';
import { ROLES, type State } from './position';

export { drawOne } from './draw';
export { format, parse, RefPositionError, start, type State } from './position';

type Winner = 0 | 1 | 'draw' | null;
export type Reason = 'line' | 'full' | 'line+full' | 'resign' | null;

// R9: the end, read off the position (a line, a full board, a resignation).
export function outcome(s: State): { winner: Winner; reason: Reason; line: number[] | null } {
  const line = findLine(s.board);
  const full = emptyCount(s.board) === 0;
  if (s.resigned) return { winner: s.resigned === 'pebble' ? 1 : 0, reason: 'resign', line }; // R9: the other wins
  if (line && full) return { winner: 'draw', reason: 'line+full', line }; // R9: both at once → draw
  if (line) return { winner: 0, reason: 'line', line }; // R9: a line wins for Pebble, whoever made it
  if (full) return { winner: 1, reason: 'full', line }; // R9: a full board alone → Rebel wins
  return { winner: null, reason: null, line };
}

const over = (s: State): boolean => outcome(s).winner !== null;

const STEPS = [-SIZE, SIZE, -1, 1];

// R5: the fewest straight orthogonal runs through empty squares from `from` to every square it can
// reach (its start counts as empty once it has left); breadth-first over rook slides.
export function runCosts(s: State, from: number): Map<number, number> {
  const cost = new Map<number, number>([[from, 0]]);
  let frontier = [from];
  for (let runs = 1; frontier.length > 0; runs++) {
    const next: number[] = [];
    for (const sq of frontier) {
      for (const step of STEPS) {
        for (let at = sq + step; ; at += step) {
          if (at < 0 || at >= SQUARES) break;
          if ((step === 1 || step === -1) && Math.floor(at / SIZE) !== Math.floor(sq / SIZE)) break;
          if (at !== from && s.board[at] !== '.') break;
          if (!cost.has(at)) {
            cost.set(at, runs);
            next.push(at);
          }
        }
      }
    }
    frontier = next;
  }
  cost.delete(from); // R5: she cannot end where she began
  return cost;
}

/** Every legal action of the player to act, as text (R12) → how to play it. */
export type Legal = Map<string, (s: State) => State>;
export function legal(s: State): Legal {
  const out = new Map<string, (s: State) => State>();
  if (over(s)) return out; // R9: nothing once the game is over
  if (s.current === 0) {
    // R5: one stone, any colour, to an empty square it can reach.
    for (let from = 0; from < SQUARES; from++) {
      if (s.board[from] === '.') continue;
      for (const [to, cost] of runCosts(s, from))
        out.set(`${squareName(from)}-${squareName(to)}`, (x) => move(x, from, to, cost));
    }
  } else {
    // R7: each distinct colour in the hand × each empty square.
    for (const colour of new Set(s.hand))
      for (let at = 0; at < SQUARES; at++)
        if (s.board[at] === '.') out.set(`${colour}@${squareName(at)}`, (x) => place(x, colour, at));
  }
  // R9: the player to act's resignation is listed.
  out.set(`resign ${ROLES[s.current]!}`, (x) => resign(x, s.current));
  return out;
}

const copy = (s: State): State => ({ ...s, board: [...s.board], bag: [...s.bag], hand: [...s.hand] });

function move(s0: State, from: number, to: number, cost: number): State {
  const s = copy(s0);
  s.board[to] = s.board[from]!;
  s.board[from] = '.';
  s.turn++; // R9: the move commits her turn, winning or not
  s.current = 1;
  if (findLine(s.board)) return s; // R9: a line → Pebble wins, no draw
  // R6: k = min(cost, empty squares) stones, one at a time, from the seeded bag.
  const k = Math.min(cost, emptyCount(s.board));
  for (let i = 0; i < k; i++) s.hand.push(drawOne(s.seed, s.bag));
  return s;
}

function place(s0: State, colour: Colour, at: number): State {
  const s = copy(s0);
  s.hand.splice(s.hand.indexOf(colour), 1); // R7: the first stone of that colour in the hand
  s.board[at] = colour;
  if (s.hand.length === 0) {
    // R7 / R9: the placement that empties the hand commits his turn, ending the game or not.
    s.turn++;
    s.current = 0;
  }
  return s;
}

// R9: a resignation changes neither current nor turn; the other player wins.
function resign(s0: State, player: 0 | 1): State {
  const s = copy(s0);
  s.resigned = ROLES[player]!;
  return s;
}

/** A game with its undo history (R8): the states before each of this Rebel turn's placements. */
export interface RefGame {
  state: State;
  history: State[];
}

export function play(g: RefGame, text: string): RefGame {
  const apply = legal(g.state).get(text);
  if (!apply) throw new Error(`reference: ${text} is not legal`);
  return afterAction(g, text, apply(g.state));
}

export function playResign(g: RefGame, player: 0 | 1): RefGame {
  if (over(g.state)) throw new Error('reference: the game is over');
  return afterAction(g, 'resign', resign(g.state, player));
}

function afterAction(g: RefGame, text: string, next: State): RefGame {
  // R8: only a Rebel placement that leaves Rebel to act in a game still on can be undone;
  // nothing is undone across turns.
  const placement = /@/.test(text);
  if (placement && next.current === 1 && !over(next)) return { state: next, history: [...g.history, g.state] };
  return { state: next, history: [] };
}

// R8: during Rebel's turn, the game on, after at least one placement.
export const canUndo = (g: RefGame): boolean => g.history.length > 0 && g.state.current === 1 && !over(g.state);

export function undo(g: RefGame): RefGame {
  if (!canUndo(g)) throw new Error('reference: nothing to undo');
  return { state: g.history[g.history.length - 1]!, history: g.history.slice(0, -1) };
}
