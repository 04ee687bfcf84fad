// The end-of-game screen, one for every game: who won and how, each player's score where the game
// keeps one, and what next — look at the board, take back the last move (where allowed), replay,
// a new game, or a rematch.
import './end-screen.css';
import { ask, makeDialog } from './modal';

/** A player's line in the end screen's scores. */
interface ScoreRow {
  /** The seat's name, as the game titles it ("Gold"). */
  name: string;
  /** The seat's mark in its colour, as the game's panels draw it. */
  mark: Node;
  score: number;
  winner: boolean;
  /** Out of the game before its end (resigned, or no final action left). */
  out: boolean;
}

export interface EndScreen {
  /** "Gold wins", "A draw". */
  title: string;
  /** How it ended, in a sentence or two. */
  reason: string;
  scores?: readonly ScoreRow[];
}

export type AfterGame = 'rematch' | 'replay' | 'new' | 'close' | 'undo';

const BUTTONS =
  `<div class="dialog-buttons">` +
  `<button value="close" type="submit" class="quiet" id="end-close-button">Look at the board</button>` +
  `<button value="undo" type="submit" id="end-undo-button">Take back the last move</button>` +
  `<button value="replay" type="submit" id="end-replay-button">Replay</button>` +
  `<button value="new" type="submit" id="end-new-button">New game</button>` +
  `<button value="rematch" type="submit" class="primary" id="rematch-button">Rematch</button></div>`;

const REMATCH = 'Rematch';

/** Gives the end screen's Rematch these words, the screen open or not (a room's offer came or went). */
export function relabelRematch(label = REMATCH): void {
  const button = document.querySelector('#end-dialog #rematch-button');
  if (button && button.textContent !== label) button.textContent = label;
}

const SCORES =
  `<table id="end-scores"><thead><tr><th scope="col">Player</th><th scope="col">Score</th></tr></thead>` +
  `<tbody></tbody></table>`;

function scoreRow(row: ScoreRow): HTMLTableRowElement {
  const tr = document.createElement('tr');
  tr.classList.toggle('winner', row.winner);
  const who = tr.insertCell();
  who.append(row.mark, row.name);
  if (row.out) who.append(' ', Object.assign(document.createElement('em'), { textContent: '(out)' }));
  tr.insertCell().textContent = String(row.score);
  return tr;
}

/**
 * Shows the end screen; `canUndo`: it offers to take back the last move (not after a resignation);
 * `rematch`: the Rematch button's words ("Accept rematch" in a room where another player asks for one).
 */
export async function askAfterGame(end: EndScreen, canUndo: boolean, rematch = REMATCH): Promise<AfterGame> {
  const d = makeDialog('end-dialog', `<h2></h2><p id="end-reason"></p>${SCORES}${BUTTONS}`);
  d.setAttribute('aria-describedby', 'end-reason');
  d.querySelector('h2')!.textContent = end.title;
  d.querySelector('#end-reason')!.textContent = end.reason;
  const table = d.querySelector<HTMLTableElement>('#end-scores')!;
  table.hidden = !end.scores?.length;
  table.tBodies[0]!.replaceChildren(...(end.scores ?? []).map(scoreRow));
  d.querySelector<HTMLButtonElement>('#end-undo-button')!.hidden = !canUndo;
  relabelRematch(rematch);
  const answer = await ask(d, { cancel: 'close' });
  return answer === 'rematch' || answer === 'replay' || answer === 'new' || answer === 'undo' ? answer : 'close';
}

/**
 * Closes the end screen where one is open, as its "Look at the board" would: the game it told of has
 * not ended after all (a room refused the resignation this page showed).
 */
export function closeEndScreen(): void {
  document.querySelector<HTMLButtonElement>('#end-dialog[open] #end-close-button')?.click();
}
