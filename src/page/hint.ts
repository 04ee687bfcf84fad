// Hint: the strongest computer level's move for the player to move, thought in a worker of its own
// (so a computer seat's thinking is never interrupted), drawn as an arrow and said in Status. Any
// change of the game withdraws it; in an online room it waits for every seated player's permission.
import type { GameModule } from '../core/module';
import type { GameId } from '../games/index';
import { createThinkClient, ThinkCancelled, type ThinkClient } from '../session/engine/client';
import type { PlaySession } from './session';

export class Hint<G, A> {
  private client: ThinkClient | null = null;
  private shown: A | null = null;
  private asking = false;
  private listeners: ((text: string) => void)[] = [];
  /** Why a hint may not be given now (in an online room, until every seated player allows it), or null. */
  refusal: () => string | null = () => null;

  constructor(
    private id: GameId,
    private module: GameModule<G, A>,
    private session: PlaySession<G, A>,
  ) {}

  /** `listener` hears the hint's sentence, or '' when it is withdrawn. */
  onChange(listener: (text: string) => void): void {
    this.listeners.push(listener);
  }

  private tell(text: string): void {
    for (const l of this.listeners) l(text);
  }

  /** The hint's squares: a move's from and to, or a placement's one square. */
  squares(): number[] {
    const at = this.shown === null ? null : this.module.view.squaresOf(this.shown, this.session.game);
    return at ? (at.from === null ? [at.to] : [at.from, at.to]) : [];
  }

  async ask(): Promise<void> {
    const { rules, levels, view } = this.module;
    const game = this.session.game;
    if (this.asking || rules.status(game).winner !== null) return;
    const refused = this.refusal();
    if (refused !== null) return this.tell(refused);
    this.asking = true;
    this.tell('Looking for a good move…');
    this.client ??= createThinkClient();
    try {
      // The whole turn where a turn is several actions (a stone and its bridges): the board marks its first.
      const turn = (await this.client.think(this.id, game, levels.at(-1)!)) as A[];
      const action = turn[0];
      if (this.session.game !== game || action === undefined) return;
      this.shown = action;
      const said = view.describeAction(game, action).replace(/\.$/, '');
      this.tell(`Hint: ${turn.map((a) => rules.formatAction(a)).join(' ')} — ${said}.`);
    } catch (e) {
      if (!(e instanceof ThinkCancelled)) this.tell('No hint could be found this time.');
    } finally {
      this.asking = false;
    }
  }

  /** The game changed: the hint no longer applies. */
  clear(): void {
    this.client?.cancel();
    this.asking = false;
    if (this.shown === null) return;
    this.shown = null;
    this.tell('');
  }
}
