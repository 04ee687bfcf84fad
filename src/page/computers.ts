// The computer seats of the game-neutral page: the house's (ui/computer.ts) over the page's session,
// whose seats say which are computers and of what level.
import type { RulesDoor } from '../core/contract';
import type { GameId } from '../games/index';
import { ComputerSeats, type ComputerDeps } from '../ui/computer';
import type { PlaySession } from './session';

export function pageComputers<G, A>(
  id: GameId,
  rules: RulesDoor<G, A>,
  session: PlaySession<G, A>,
  deps: Pick<ComputerDeps<G, A>, 'client' | 'paused' | 'pace' | 'onState' | 'wait' | 'patience'>,
): ComputerSeats<G, A> {
  return new ComputerSeats<G, A>({
    ...deps,
    game: {
      id,
      toMove: (game) => {
        const s = rules.status(game);
        return s.winner === null ? s.current : null;
      },
    },
    session,
    levels: () => session.seats.map((seat) => (seat === 'person' ? null : seat.computer)),
  });
}
