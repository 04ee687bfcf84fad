// What a hint says and marks on the game-neutral page, from the game's module: its notation and a
// sentence for the turn's first action ("Hint: c4-c3 — White pushes …"), whose squares the board
// marks (where a turn is several actions, a stone and its bridges, the first one) — or the game's
// own words and marks for it, where it has them (GameModule.hint: Vacuum's whole turn).
import type { GameModule } from '../core/module';
import type { GameId } from '../games/index';
import type { HintGame, HintMark } from '../ui/hint';

export function moduleHint<G, A>(id: GameId, { rules, levels, view, hint }: GameModule<G, A>): HintGame<G, A> {
  if (hint) return { id, level: levels.at(-1)!, over: (game) => rules.status(game).winner !== null, ...hint };
  return {
    id,
    level: levels.at(-1)!,
    over: (game) => rules.status(game).winner !== null,
    words: (game, actions) =>
      actions.length === 0
        ? ''
        : `${actions.map((a) => rules.formatAction(a)).join(' ')} — ${view.describeAction(game, actions[0]!).replace(/\.$/, '')}.`,
    marks: (game, [first]): HintMark[] => {
      const at = first === undefined ? null : view.squaresOf(first, game);
      return at ? [{ from: at.from, to: at.to }] : [];
    },
  };
}
