// The Hint: the strongest computer level's suggested turn for the player to move, from the
// position as it stands (mid-turn: the rest of the turn). It is thought out in the computer's Web
// Worker, so the page never waits; one hint at a time; any change to the game withdraws it (a
// request still thinking is cancelled). A hint never moves: it is shown, and playing it is the
// player's job. Plain TypeScript: the board and Status draw what `marks()` and `text()` say.
import { status, type Action, type Game, type Sq } from '../games/vacuum/rules/index';
import { ThinkCancelled, type ThinkClient } from '../session/engine/client';
import { DEFAULT_GAME } from '../session/engine/protocol';
import type { GameId } from '../games/index';
import { LEVELS } from '../games/vacuum/ai/levels';
import { actionLabel } from './happened';
import type { Session } from '../session/session';

/** A hint is the best turn the computer knows: its strongest level (Expert). */
const HINT_LEVEL = LEVELS.at(-1)!;

export type HintState =
  | { kind: 'none' }
  | { kind: 'thinking'; game: Game }
  | { kind: 'shown'; game: Game; actions: Action[] }
  | { kind: 'failed'; message: string };

/** One suggested action on the board: an arrow from → to, or a ring on `to` when `from` is null. */
export interface HintMark {
  from: Sq | null;
  to: Sq;
}

export interface HintDeps {
  session: Session;
  /** The game the page shows, which the computer is asked about (default Vacuum). */
  game?: GameId;
  client: Pick<ThinkClient, 'think' | 'cancel'>;
  /** Why the page refuses a hint now (a computer's turn, a room without everyone's consent), or null. */
  refusal?: () => string | null;
}

export class Hints {
  state: HintState = { kind: 'none' };
  private listeners: ((state: HintState) => void)[] = [];

  constructor(private deps: HintDeps) {
    deps.session.onChange(() => this.clear());
  }

  onChange(listener: (state: HintState) => void): void {
    this.listeners.push(listener);
  }

  /** Why a hint cannot be asked for now, in a sentence, or null when it can. */
  whyNot(): string | null {
    if (status(this.deps.session.game).winner !== null) return 'The game is over.';
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
    (this.deps.client.think(this.deps.game ?? DEFAULT_GAME, game, HINT_LEVEL) as Promise<Action[]>).then(
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

  /** What Status says: "Hint: Pebble War c4→c5 ×2, Commit", or null without a hint. */
  text(): string | null {
    switch (this.state.kind) {
      case 'none':
        return null;
      case 'thinking':
        return 'Hint: the computer is thinking…';
      case 'failed':
        return `No hint: ${this.state.message}.`;
      case 'shown':
        return `Hint: ${this.state.actions.map((a) => actionLabel(a, true)).join(', ')}`;
    }
  }

  /** The suggested actions' squares, in order. */
  marks(): HintMark[] {
    if (this.state.kind !== 'shown') return [];
    return this.state.actions.flatMap((a): HintMark[] =>
      'at' in a ? [{ from: null, to: a.at }] : 'from' in a ? [{ from: a.from, to: a.to }] : [],
    );
  }

  private set(state: HintState): void {
    this.state = state;
    for (const l of this.listeners) l(state);
  }
}
