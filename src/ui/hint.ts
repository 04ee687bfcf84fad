// The Hint, on every game's page: the strongest computer level's suggested turn for the player to
// move, from the position as it stands (mid-turn: the rest of the turn). It is thought out in a Web
// Worker, so the page never waits; one hint at a time; any move withdraws it (a request still
// thinking is cancelled). A hint never moves: it is shown, and playing it is the player's job.
// Plain TypeScript: the board and Status draw what `marks()` and `text()` say; the game's own words
// and squares come from its `HintGame`.
import { ThinkCancelled, type ThinkClient } from '../session/engine/client';
import type { GameId } from '../games/index';

export type HintState<G, A> =
  | { kind: 'none' }
  | { kind: 'thinking'; game: G }
  | { kind: 'shown'; game: G; actions: A[] }
  | { kind: 'failed'; message: string };

/** One suggested action on the board: an arrow from → to, or a ring on `to` when `from` is null. */
export interface HintMark {
  from: number | null;
  to: number;
}

/** What a hint needs of the game it is asked about. */
export interface HintGame<G, A> {
  readonly id: GameId;
  /** The level asked: the strongest the game has. */
  readonly level: string;
  over(game: G): boolean;
  /** The suggested turn in the game's words, after "Hint: ". */
  words(game: G, actions: readonly A[]): string;
  /** The squares the board marks for it. */
  marks(game: G, actions: readonly A[]): HintMark[];
}

export interface HintDeps<G, A> {
  /** The game in play; every change but a clock's running down ('adjust': no move) withdraws the hint. */
  session: { readonly game: G; onChange(listener: (change: string) => void): void };
  game: HintGame<G, A>;
  client: Pick<ThinkClient, 'think' | 'cancel'>;
  /** Why the page refuses a hint now (a room without everyone's consent), or null. */
  refusal?: () => string | null;
}

export class Hints<G, A> {
  state: HintState<G, A> = { kind: 'none' };
  private listeners: ((state: HintState<G, A>) => void)[] = [];

  constructor(private deps: HintDeps<G, A>) {
    deps.session.onChange((change) => change !== 'adjust' && this.clear());
  }

  onChange(listener: (state: HintState<G, A>) => void): void {
    this.listeners.push(listener);
  }

  /** Why a hint cannot be asked for now, in a sentence, or null when it can. */
  whyNot(): string | null {
    if (this.deps.game.over(this.deps.session.game)) return 'The game is over.';
    const refused = this.deps.refusal?.() ?? null;
    if (refused !== null) return refused;
    return this.state.kind === 'thinking' ? 'A hint is on its way.' : null;
  }

  /** Asks the worker for a hint; the answer comes through `onChange`. Returns why not, or null. */
  ask(): string | null {
    const why = this.whyNot();
    if (why !== null) return why;
    if (this.state.kind === 'shown') {
      this.set(this.state); // already known for this very position: shown again
      return null;
    }
    const game = this.deps.session.game;
    const mine = (): boolean => this.state.kind === 'thinking' && this.state.game === game;
    this.set({ kind: 'thinking', game });
    const { id, level } = this.deps.game;
    (this.deps.client.think(id, game, level) as Promise<A[]>).then(
      (actions) => {
        if (mine()) this.set({ kind: 'shown', game, actions });
      },
      (e: unknown) => {
        if (mine() && !(e instanceof ThinkCancelled))
          this.set({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
      },
    );
    return null;
  }

  /** Withdraws the hint (cancelling a request still thinking). */
  clear(): void {
    if (this.state.kind === 'thinking') this.deps.client.cancel();
    if (this.state.kind !== 'none') this.set({ kind: 'none' });
  }

  /** The page's permission may have changed (a room's consent): a hint no longer allowed goes. */
  recheck(): void {
    if (this.state.kind !== 'none' && (this.deps.refusal?.() ?? null) !== null) this.clear();
  }

  /** What Status says: "Hint: " and the turn in the game's words, or null without a hint. */
  text(): string | null {
    switch (this.state.kind) {
      case 'none':
        return null;
      case 'thinking':
        return 'Hint: the computer is thinking…';
      case 'failed':
        return `No hint: ${this.state.message}.`;
      case 'shown':
        return `Hint: ${this.deps.game.words(this.state.game, this.state.actions)}`;
    }
  }

  /** The suggested actions' squares, in order. */
  marks(): HintMark[] {
    return this.state.kind === 'shown' ? this.deps.game.marks(this.state.game, this.state.actions) : [];
  }

  private set(state: HintState<G, A>): void {
    this.state = state;
    for (const l of this.listeners) l(state);
  }
}
