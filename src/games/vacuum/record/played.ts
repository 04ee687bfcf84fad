// The turn and player of each action of a game, as Vacuum's move logs, records and links write them,
// worked out by the fast engine's walk (choices.ts): the game-neutral page keeps only the start and
// the actions, and a long game's are written after every move.
import { ChoiceWalk } from '../choices';
import { formatAction, type Action, type Game, type Player } from '../rules/index';
import type { GameHistory } from './replay';

/** The history of the actions from `start`, and the game they lead to (its turn's undo history kept). */
export function playedFrom(start: Game, actions: readonly Action[]): { history: GameHistory; game: Game } {
  const walk = new ChoiceWalk(start);
  const played = actions.map((action) => {
    const player: Player = action.kind === 'resign' ? action.player : walk.current;
    const turn = walk.turn;
    const choice = walk.choiceFor(action);
    // The page's actions were all played through the rules: one the walk refuses is a defect.
    if (choice === null) throw new Error(`Vacuum: ${formatAction(action)} cannot be played in turn ${turn}`);
    walk.play(choice);
    return { turn, player, action };
  });
  return { history: { start, actions: played }, game: walk.game() };
}
