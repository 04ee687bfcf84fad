// Who played each action of the game in play, and in which turn, for a game that says what the
// others did since a player's last turn (GameView.sinceLastTurn). Worked out as the game grows:
// a move walks one action, not the whole game again.
import type { RulesDoor } from '../core/contract';
import type { PlayedAction } from '../core/module';

/**
 * Whether a walk through a game (`walked`, from its start over its actions) can go on to `actions`
 * from `start`: the same game, only grown since. Else it starts again.
 */
export function grewFrom<G, A>(
  walked: { start: G; actions: readonly A[] } | null,
  start: G,
  actions: readonly A[],
): walked is { start: G; actions: readonly A[] } {
  return (
    walked !== null &&
    walked.start === start &&
    walked.actions.length <= actions.length &&
    walked.actions.every((a, i) => a === actions[i])
  );
}

export class PlayedWalk<G, A> {
  private walked: { start: G; actions: A[]; game: G; played: PlayedAction<A>[] } | null = null;

  constructor(private rules: Pick<RulesDoor<G, A>, 'play' | 'status'>) {}

  /** The actions from `start`, each with its seat and turn. */
  of(start: G, actions: readonly A[]): readonly PlayedAction<A>[] {
    let w = this.walked;
    if (!grewFrom(w, start, actions)) w = { start, actions: [], game: start, played: [] };
    for (let i = w.actions.length; i < actions.length; i++) {
      const action = actions[i]!;
      const { current, turn } = this.rules.status(w.game);
      w.played.push({ action, seat: current, turn });
      w.game = this.rules.play(w.game, action);
      w.actions.push(action);
    }
    this.walked = w;
    return w.played;
  }
}
