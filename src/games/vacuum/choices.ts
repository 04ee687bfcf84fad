// The choices of each position along a whole game, in a game link's order (docs/formats.md): the
// legal actions but resignations, sorted by their text, then a resignation for each active player
// in turn order. They are listed and played by the search's fast engine, which the agreement test
// holds to the rules core action for action: a 120-turn game's link or record is read in a few
// milliseconds, where listing and playing every position through the rules core took hundreds.
import { formatAction, play, type Action, type Game, type Player } from './rules/index';
import { fromAction, toAction } from './ai/actions';
import { apply, generate } from './ai/moves';
import { clone, fromGame, toGame, winnerOf, type State } from './ai/state';

export interface Choice {
  action: Action;
  text: string;
  /** The fast engine's code of the action. */
  code: number;
}

const byText = (x: Choice, y: Choice): number => (x.text < y.text ? -1 : x.text > y.text ? 1 : 0);

/** Each engine code's action and text, made once: the same moves come up in position after position. */
const CHOICE_OF = new Map<number, Choice>();
function choiceOf(code: number): Choice {
  let c = CHOICE_OF.get(code);
  if (c === undefined) {
    const action = Object.freeze(toAction(code));
    CHOICE_OF.set(code, (c = Object.freeze({ action, text: formatAction(action), code })));
  }
  return c;
}

/** A game walked forward one chosen action at a time. */
export class ChoiceWalk {
  private state: State;
  /** Where the current turn began (its undo history is rebuilt from there), and its actions since. */
  private turnStart: { state: State | null; game: Game };
  private sinceTurnStart: Action[] = [];

  constructor(private start: Game) {
    this.state = fromGame(start);
    this.turnStart = { state: null, game: start };
  }

  /** The turn (from 1) and player of an action played now, as a move log writes them. */
  get turn(): number {
    return this.state.turn + 1;
  }

  get current(): Player {
    return this.state.current as Player;
  }

  /** This position's choices, in link order; none once the game has a winner. */
  choices(): Choice[] {
    if (winnerOf(this.state) !== -1) return [];
    const codes: number[] = [];
    generate(this.state, codes);
    const listed = codes.map(choiceOf).sort(byText);
    const resignations = this.state.active.map((player) =>
      choiceOf(fromAction({ kind: 'resign', player: player as Player })),
    );
    return [...listed, ...resignations];
  }

  /** The choice that plays `action` now, or null when it is not legal (a record's line checked). */
  choiceFor(action: Action): Choice | null {
    if (winnerOf(this.state) !== -1) return null;
    const code = fromAction(action);
    // The code packs each field into a few bits: an out-of-range field would pack into another
    // action's code, so the choice must also read back as the very same action.
    const same = (c: Choice): Choice | null => (c.text === formatAction(action) ? c : null);
    if (action.kind === 'resign') return this.state.active.includes(action.player) ? same(choiceOf(code)) : null;
    const codes: number[] = [];
    generate(this.state, codes);
    return codes.includes(code) ? same(choiceOf(code)) : null;
  }

  /** Plays one of this position's choices. */
  play(choice: Choice): void {
    apply(this.state, choice.code);
    // A commit ends the turn and a resignation clears its undo history: a new turn starts here.
    if (choice.action.kind === 'commit' || choice.action.kind === 'resign') {
      this.turnStart = { state: clone(this.state), game: this.start };
      this.sinceTurnStart = [];
    } else this.sinceTurnStart.push(choice.action);
  }

  /** The game now, through the rules core: the turn's start, then its actions (so Undo works in it). */
  game(): Game {
    const base = this.turnStart.state ? toGame(clone(this.turnStart.state)) : this.turnStart.game;
    return this.sinceTurnStart.reduce((g, a) => play(g, a), base);
  }
}
