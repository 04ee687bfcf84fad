// Pressure's Tutorial (pressure-rulings.md, R11): seven lessons on small positions. White is the
// learner; each lesson accepts only its expected move (a wrong try gets a hint and may be retried),
// and moves on after it whatever R7 says of the position. Black, the computer, answers where a
// lesson needs it. Pure: the page shows the position, asks checkTry about each try and animates.
import {
  formatAction,
  parseAction,
  parsePosition,
  play,
  squareName,
  whyIllegal,
  type Action,
  type Game,
  type Move,
} from '../rules/index';

export interface TutorialStep {
  /** 1–7. */
  readonly number: number;
  readonly topic: string;
  /** The R9 board field of the lesson's position; White is to move. */
  readonly board: string;
  /** What the lesson teaches, shown before the learner moves. */
  readonly text: string;
  /** The moves the lesson accepts, in notation (R8). */
  readonly expected: readonly string[];
  /** Black's answer after the learner's move, in notation, where the lesson has one. */
  readonly reply: string | null;
  /** Shown after a wrong try. */
  readonly hint: string;
  /** Shown after the expected move. */
  readonly note: string;
}

export const TUTORIAL: readonly TutorialStep[] = [
  {
    number: 1,
    topic: 'Basic movement',
    board: '...../...../..W../...../.....',
    text:
      'You play White. On your turn you move one of your tokens one square up, down, left or right — ' +
      'never diagonally. Pick up the token on c3 (click or tap it, drag it, or press Enter on it) and put it on a square next to it.',
    expected: ['c3-b3', 'c3-d3', 'c3-c2', 'c3-c4'],
    reply: null,
    hint: 'Move the White token on c3 one square: onto b3, d3, c2 or c4.',
    note: 'That is a step: the token moved into an empty square next to it.',
  },
  {
    number: 2,
    topic: 'Taking turns',
    board: '...../...../.W.../...../...B.',
    text:
      'White and Black take turns, one move each; nobody may pass. Move your token on b3 anywhere you like, ' +
      'then watch Black answer.',
    expected: ['b3-a3', 'b3-c3', 'b3-b2', 'b3-b4'],
    reply: 'd5-d4',
    hint: 'Move your token on b3 one square: onto a3, c3, b2 or b4.',
    note: 'Black answered by moving d5 up to d4. Now it would be your turn again.',
  },
  {
    number: 3,
    topic: 'Basic pushing',
    board: '...../...../.WB../...../.....',
    text:
      'A token may move into a square that is taken if the square beyond is empty: it pushes. ' +
      'Move b3 onto c3 to shove the Black token one square along.',
    expected: ['b3-c3'],
    reply: null,
    hint: 'Push the Black token: move b3 onto c3.',
    note:
      'The Black token slid to d3 and now has a red mark: it is resting. A token you push may not move ' +
      'on its owner’s next turn (it can still be pushed).',
  },
  {
    number: 4,
    topic: 'Pushing a line',
    board: '...../...../WBWB./...../.....',
    text:
      'A push moves the whole unbroken line in front of you, whoever owns its tokens, as long as there is an ' +
      'empty square at its far end. Push the whole row from the left edge.',
    expected: ['a3-b3'],
    reply: null,
    hint: 'Push the whole row from the left: move a3 onto b3, so the line slides right up to e3.',
    note:
      'The line moved one square, up to e3. Both Black tokens were pushed, so both rest: Black has no move ' +
      'at all, and a player with no move loses.',
  },
  {
    number: 5,
    topic: 'Capture',
    board: '...../..W../.WB.W/..W../.....',
    text:
      'A token with a token on all four sides is captured: it turns blue and never moves by itself again. ' +
      'The Black token on c3 is blocked on three sides. Close the fourth.',
    expected: ['e3-d3'],
    reply: null,
    hint: 'Close the last open side of c3: move e3 onto d3.',
    note: 'c3 now has a token on every side: captured. Capture every Black token and you win.',
  },
  {
    number: 6,
    topic: 'Capture at the edge',
    board: '...../...../...../.W.../WB.W.',
    text:
      'The edge of the board counts as a blocked side, so a token on the edge needs only three neighbours ' +
      'to be captured, and one in a corner only two. Trap the Black token on b5 against the bottom edge.',
    expected: ['d5-c5'],
    reply: null,
    hint: 'b5 is open only on its right: move d5 onto c5.',
    note: 'a5, b4, c5 and the bottom edge close all four sides of b5: captured.',
  },
  {
    number: 7,
    topic: 'Surrounding with the opponent’s own tokens',
    board: '.W.../WB.../.WB../..B../..W..',
    text:
      'Any token closes a side, Black’s own included, and a push can bring one there. The Black token on b2 ' +
      'is open only towards c2. Push the column of Black tokens up from below.',
    expected: ['c5-c4'],
    reply: null,
    hint: 'Push up from the bottom: move c5 onto c4, so the Black tokens rise to c3 and c2.',
    note:
      'The Black token pushed onto c2 closed b2’s last side: Black captured its own token. Both pushed ' +
      'Black tokens rest, so Black has no move left.',
  },
];

/** The lesson's position: its board with White to move, no moves played. */
export const tutorialPosition = (step: TutorialStep): Game => parsePosition(`pressure 1\n${step.board} w 0 0`);

export type TryResult =
  | {
      readonly ok: true;
      /** The position after the learner's move. */
      readonly after: Game;
      readonly note: string;
      /** Black's answer and the position after it, where the lesson has one. */
      readonly reply?: { readonly action: Move; readonly after: Game };
    }
  | { readonly ok: false; readonly hint: string };

const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1) + '.';

/** Whether the learner's try is the lesson's move on `game` (the lesson's position), and what follows. */
export function checkTry(step: TutorialStep, game: Game, action: Action): TryResult {
  if ('kind' in action) return { ok: false, hint: `No resigning in a lesson! ${step.hint}` };
  const token = game.board[action.from];
  if (token != null && token.owner !== game.current && token.state !== 'captured')
    return { ok: false, hint: `That is a Black token: you play White. ${step.hint}` };
  const why = whyIllegal(game, action);
  if (why !== null) return { ok: false, hint: `${sentence(why)} ${step.hint}` };
  if (!step.expected.includes(formatAction(action))) {
    const rightToken = step.expected.some((m) => m.startsWith(`${squareName(action.from)}-`));
    const lead = rightToken
      ? 'Right token, but not that way.'
      : 'A fine move in a game, but not the one this lesson asks for.';
    return { ok: false, hint: `${lead} ${step.hint}` };
  }
  const after = play(game, action);
  if (step.reply === null) return { ok: true, after, note: step.note };
  const reply = parseAction(after, step.reply) as Move;
  return { ok: true, after, note: step.note, reply: { action: reply, after: play(after, reply) } };
}
