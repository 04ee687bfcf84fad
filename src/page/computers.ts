// The computer seats of the game-neutral page: the house's (ui/computer.ts) over the page's session,
// whose seats say which are computers and of what level, and which resign where the game says
// (GameModule.computerResigns) from the positions their turns ended at.
import type { GameModule } from '../core/module';
import { ComputerSeats, type ComputerDeps } from '../ui/computer';
import type { PlaySession } from './session';

type Deps<G, A> = Pick<ComputerDeps<G, A>, 'client' | 'paused' | 'pace' | 'onState' | 'wait' | 'patience'>;

export class PageComputers<G, A> extends ComputerSeats<G, A> {
  /** Per seat, the positions its computer's turns ended at in this game, oldest first. */
  private ends = new Map<number, G[]>();
  /** The start of the game those turns were played in. */
  private start: G;
  /** Why the last computer that resigned did, for Status. */
  resignedFor = '';

  constructor(
    private module: Pick<GameModule<G, A>, 'id' | 'rules' | 'computerResigns'>,
    private session: PlaySession<G, A>,
    deps: Deps<G, A>,
  ) {
    const { rules } = module;
    super({
      ...deps,
      game: {
        id: module.id as ComputerDeps<G, A>['game']['id'],
        toMove: (game) => {
          const s = rules.status(game);
          return s.winner === null ? s.current : null;
        },
      },
      session,
      levels: () => session.seats.map((seat) => (seat === 'person' ? null : seat.computer)),
    });
    this.start = session.start;
  }

  protected override changed(change: string): void {
    // Another game forgets this one's turns; an undo, or the menu's Take back (the same game from the
    // same start, shortened), only the turns it took back.
    const another = change === 'replace' && this.session.start !== this.start;
    this.start = this.session.start;
    if (another) this.ends.clear();
    else {
      const turn = this.module.rules.status(this.session.game).turn;
      for (const [seat, ends] of this.ends)
        this.ends.set(
          seat,
          ends.filter((end) => this.module.rules.status(end).turn <= turn),
        );
    }
    super.changed(change);
  }

  protected override instead(player: number): A | null {
    const why = this.module.computerResigns?.(player, this.ends.get(player) ?? []) ?? null;
    if (why === null) return null;
    this.resignedFor = why;
    return { kind: 'resign', player } as A; // every game's resignation (core/contract.ts)
  }

  protected override turnEnded(player: number): void {
    this.ends.set(player, [...(this.ends.get(player) ?? []), this.session.game]);
  }
}

export function pageComputers<G, A>(
  module: Pick<GameModule<G, A>, 'id' | 'rules' | 'computerResigns'>,
  session: PlaySession<G, A>,
  deps: Deps<G, A>,
): PageComputers<G, A> {
  return new PageComputers(module, session, deps);
}
