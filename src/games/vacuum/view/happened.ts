// What happened since a player's last turn: the actions to mark on the board (numbered, in their
// player's colour) and one plain sentence per turn for Status and the log.
import { actionName, COLOUR_NAMES, squareName, type Action, type Player, type Sq } from '../rules/index';
import { cap } from '../../../ui/dom';
import { colourTitle, roundOf } from './outcome';

/** An action as it was played: by whom, in which turn (counted from 1). */
interface LogEntry {
  turn: number;
  player: Player;
  action: Action;
}

/** What Status says of each player who went out (R9): "Green is out of the game." */
export const outOfTheGame = (players: readonly Player[]): string[] =>
  players.map((p) => `${cap(COLOUR_NAMES[p]!)} is out of the game.`);

/** An action in plain words: "Supply Chain from e5 to f5 with 2 pebbles", "Vacuum Move on h8". */
export function describeAction(a: Action): string {
  switch (a.kind) {
    case 'commit':
      return 'Commit';
    case 'resign':
      return `${colourTitle(a.player)} resigned`;
    case 'exitChain':
      return 'Exit Boulder Chain';
  }
  const name = actionName(a.kind);
  if ('at' in a) return `${name} on ${squareName(a.at)}`;
  // Nothing moves: a new pebble grows at the end of the line (the manual's words).
  if (a.kind === 'extend') return `${name} from ${squareName(a.from)}, growing a new pebble on ${squareName(a.to)}`;
  const count = 'count' in a ? ` with ${a.count} pebble${a.count > 1 ? 's' : ''}` : '';
  const against = 'defender' in a ? ` against ${colourTitle(a.defender)}` : '';
  return `${name} from ${squareName(a.from)} to ${squareName(a.to)}${count}${against}`;
}

/** An action in a few words, for the "which one?" chooser's lines: "Supply Chain ×2", "Pebble War on Gold". */
export function actionLabel(a: Action): string {
  const count = 'count' in a ? ` ×${a.count}` : '';
  const whom = 'defender' in a ? ` on ${colourTitle(a.defender)}` : '';
  return `${actionName(a.kind)}${count}${whom}`;
}

/** The log entries since `viewer` last committed (all of them if they never did). */
export function sinceLastTurn<E extends LogEntry>(log: readonly E[], viewer: Player): E[] {
  let start = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i]!.player === viewer && log[i]!.action.kind === 'commit') {
      start = i + 1;
      break;
    }
  }
  return log.slice(start);
}

/** A square to mark: the action's number (1 = the earliest) and its player. */
export interface Mark {
  sq: Sq;
  player: Player;
  n: number;
}

/** The squares the actions reached (a move's target, a placed piece's square), numbered in order. */
export function marks(entries: readonly Pick<LogEntry, 'player' | 'action'>[]): Mark[] {
  const out: Mark[] = [];
  let n = 0;
  for (const e of entries) {
    const a = e.action;
    const sq = 'to' in a ? a.to : 'at' in a ? a.at : null;
    if (sq === null) continue;
    n += 1;
    out.push({ sq, player: e.player, n });
  }
  return out;
}

/**
 * One line per turn, counted in rounds as Status counts them: "Round 2, Gold: Supply Chain from e5
 * to f5 with 2 pebbles, then Vacuum Move on h8."
 */
export function turnSummaries(entries: readonly LogEntry[], players: number): { player: Player; text: string }[] {
  const turns: LogEntry[][] = [];
  for (const e of entries) {
    const last = turns.at(-1);
    if (last && last[0]!.turn === e.turn && last[0]!.player === e.player) last.push(e);
    else turns.push([e]);
  }
  return turns.map((t) => {
    const parts = t.filter((e) => e.action.kind !== 'commit').map((e) => describeAction(e.action));
    const ended = t.some((e) => e.action.kind === 'commit' || e.action.kind === 'resign');
    const player = t[0]!.player;
    const round = roundOf(t[0]!.turn - 1, players); // a log entry's turn counts from 1
    const text = `Round ${round}, ${colourTitle(player)}: ${parts.length > 0 ? parts.join(', then ') : 'no action'}${ended ? '' : ' (turn under way)'}.`;
    return { player, text };
  });
}

/**
 * What the others did since the player to move last played (the shared page's
 * GameView.sinceLastTurn): their actions numbered on the board, one line per turn, the game's
 * last turns too (the computers' after a person's last turn, above how the game ended, as the old
 * page's Status said them). The player's own turn under way is theirs to see.
 */
export function othersSinceLastTurn(
  played: readonly { action: Action; seat: number; turn: number }[],
  game: { current: Player; players: number; winner: Player | 'draw' | null },
): { marks: { sq: number; seat: number; n: number }[]; lines: string[] } {
  const log = played.map((p) => ({ action: p.action, player: p.seat as Player, turn: p.turn + 1 }));
  const others = sinceLastTurn(log, game.current).filter((e) => e.player !== game.current);
  return {
    marks: marks(others).map((m) => ({ sq: m.sq, seat: m.player, n: m.n })),
    lines: turnSummaries(others, game.players).map((t) => t.text),
  };
}
