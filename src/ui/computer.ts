// Computer seats: when the player to move is a computer, ask the think client for its whole turn
// (in a Web Worker) and play it action by action at a pace a person can follow. Any other change
// to the game (undo, load, new game) abandons the turn in progress. A turn not answered within
// `patience` is given up (the worker is stopped) so the page never waits forever. A computer that
// has been hopelessly behind for its last ten turns resigns (docs/rules.md, "Computer players resign").
import { canUndo, COLOUR_NAMES, score, status, type Action, type Game, type Player } from '../games/vacuum/rules/index';
import type { Level } from '../games/vacuum/ai/levels';
import { roundOf } from '../games/vacuum/view/outcome';
import { cap } from './dom';
import { hopelesslyBehind, leadingOpponentScore, shouldResign } from '../games/vacuum/ai/resign';
import { ThinkCancelled, type ThinkClient } from '../session/engine/client';
import { DEFAULT_GAME } from '../session/engine/protocol';
import type { GameId } from '../games/index';
import type { LogEntry, Seat, Session } from '../session/session';

/** What the page is told about the computers. */
export type ComputerState =
  | { kind: 'idle' }
  | { kind: 'thinking' | 'playing'; player: number; level: Level }
  | { kind: 'failed'; player: number; level: Level; message: string }
  | { kind: 'resigned'; player: number; level: Level }
  | { kind: 'stalled'; player: number; level: Level; after: number };

export interface ComputerDeps {
  session: Session;
  /** The game the page shows, which the computer is asked about (default Vacuum). */
  game?: GameId;
  client: ThinkClient;
  seats: () => readonly Seat[];
  /** Milliseconds between two of the computer's actions. */
  pace: () => number;
  onState: (state: ComputerState) => void;
  wait?: (ms: number) => Promise<void>;
  /** Milliseconds the computer may think before the page stops waiting (default 10 s). */
  patience?: number;
}

const PATIENCE_MS = 10_000;

/** The computer did not answer in time. */
class NoAnswer extends Error {}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class ComputerPlayers {
  state: ComputerState = { kind: 'idle' };
  /** Bumped by every change the computer did not make; a running turn stops when it moves on. */
  private generation = 0;
  private playing = false;
  /** Where each people's turn began (the game and log then), for undo across computer turns. */
  private turnStarts: { turn: number; game: Game; log: LogEntry[] }[] = [];
  private restoring = false;
  /** Per seat, for each turn the computer finished in this game: was it hopelessly behind then? */
  private behind = new Map<Player, { turn: number; behind: boolean }[]>();

  constructor(private deps: ComputerDeps) {
    this.noteTurnStart();
    deps.session.onChange((change) => {
      if (change === 'replace' && !this.restoring) {
        this.turnStarts = [];
        this.behind.clear();
      }
      this.noteTurnStart();
      if (this.playing) return;
      this.stop();
      void this.next();
    });
  }

  /** Is the player to move a computer? (The page blocks human input then.) */
  computerToMove(): boolean {
    const s = status(this.deps.session.game);
    return s.winner === null && this.deps.seats()[s.current] !== 'human';
  }

  /** Starts the computer's turn if it is a computer's turn; safe to call at any time. */
  async next(): Promise<void> {
    if (this.busy || !this.computerToMove()) return;
    const generation = this.generation;
    const game = this.deps.session.game;
    const player = status(game).current;
    const level = this.deps.seats()[player] as Level;
    if (shouldResign((this.behind.get(player) ?? []).map((t) => t.behind))) {
      this.playing = true;
      try {
        this.deps.session.play({ kind: 'resign', player });
      } finally {
        this.playing = false;
      }
      this.setState({ kind: 'resigned', player, level });
      return void this.next(); // the next seat may be a computer too
    }
    this.setState({ kind: 'thinking', player, level });
    const patience = this.deps.patience ?? PATIENCE_MS;
    let actions: Action[];
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const noAnswer = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new NoAnswer()), patience)));
      const thought = this.deps.client.think(this.deps.game ?? DEFAULT_GAME, game, level) as Promise<Action[]>;
      actions = await Promise.race([thought, noAnswer]);
    } catch (e) {
      if (generation !== this.generation || e instanceof ThinkCancelled) return; // a later change starts again
      if (e instanceof NoAnswer) {
        this.deps.client.dispose(); // a worker stuck in its search cannot hear a cancel; the next turn starts a new one
        return this.setState({ kind: 'stalled', player, level, after: patience });
      }
      // The seat is handed to the people at the board rather than leaving the game stuck.
      this.setState({ kind: 'failed', player, level, message: e instanceof Error ? e.message : String(e) });
      return;
    } finally {
      clearTimeout(timer);
    }
    this.setState({ kind: 'playing', player, level });
    const wait = this.deps.wait ?? sleep;
    for (const action of actions) {
      await wait(this.deps.pace());
      if (generation !== this.generation) return;
      this.playing = true;
      try {
        this.deps.session.play(action);
      } catch (e) {
        this.setState({ kind: 'failed', player, level, message: e instanceof Error ? e.message : String(e) });
        return;
      } finally {
        this.playing = false;
      }
    }
    this.noteTurnEnd(player, status(game).turn);
    this.setState({ kind: 'idle' });
    void this.next(); // the next seat may be a computer too
  }

  /** Abandons the turn in progress, if any (the board shows a replay); `next` starts it again. */
  stop(): void {
    this.generation++;
    this.deps.client.cancel();
    if (this.state.kind !== 'idle') this.setState({ kind: 'idle' });
  }

  /** After a computer's turn: remember whether it ended hopelessly behind the leading opponent. */
  private noteTurnEnd(player: Player, turn: number): void {
    const game = this.deps.session.game;
    const scores = ([0, 1, 2, 3] as const).map((p) => score(game, p));
    const entry = {
      turn,
      behind: hopelesslyBehind(scores[player]!, leadingOpponentScore(scores, status(game).active, player)),
    };
    this.behind.set(player, [...(this.behind.get(player) ?? []), entry]);
  }

  /**
   * Take back, for games with computers (Undo stays within the turn): back to the start of the
   * previous turn a person played, the person's own last turn and the computers' answers to it.
   * Never once the game is over.
   */
  readonly takeBack = {
    available: (): boolean => this.takeBackTo() !== null,
    /** What it takes back, for the question before it: "Red's turn (round 3) and Gold's reply". */
    what: (): string | null => {
      const start = this.takeBackTo();
      if (!start) return null;
      const { players, current } = status(start.game);
      const replies = [...new Set(this.deps.session.log.slice(start.log.length).map((e) => e.player))]
        .filter((p) => p !== current)
        .map((p) => cap(COLOUR_NAMES[p]!));
      const mine = `${cap(COLOUR_NAMES[current]!)}'s turn of round ${roundOf(start.turn, players)}`;
      return replies.length === 0
        ? mine
        : `${mine} and ${replies.join(' and ')}'s ${replies.length > 1 ? 'replies' : 'reply'}`;
    },
    run: (): void => {
      const start = this.takeBackTo();
      if (!start) return;
      while (this.turnStarts.at(-1) !== start) this.turnStarts.pop();
      for (const [p, turns] of this.behind)
        this.behind.set(
          p,
          turns.filter((t) => t.turn < start.turn),
        );
      this.restoring = true;
      try {
        this.deps.session.replace(start.game, start.log, undefined, this.deps.session.start);
      } finally {
        this.restoring = false;
      }
    },
  };

  /** The start of the person's turn Take back goes back to, or null when it is not offered. */
  private takeBackTo(): { turn: number; game: Game; log: LogEntry[] } | null {
    if (this.busy || !this.deps.seats().some((s) => s !== 'human')) return null;
    const s = status(this.deps.session.game);
    if (s.winner !== null) return null;
    return [...this.turnStarts].reverse().find((t) => t.turn < s.turn) ?? null;
  }

  /** Remembers the game as it stands when a person's turn begins (once per turn). */
  private noteTurnStart(): void {
    const { game, log } = this.deps.session;
    const s = status(game);
    if (s.winner !== null || this.deps.seats()[s.current] !== 'human') return;
    if (this.turnStarts.at(-1)?.turn === s.turn) return;
    if (canUndo(game)) return; // joined mid-turn (a loaded position): that turn's own undo covers it
    this.turnStarts.push({ turn: s.turn, game, log });
  }

  get busy(): boolean {
    return this.state.kind === 'thinking' || this.state.kind === 'playing';
  }

  private setState(state: ComputerState): void {
    this.state = state;
    this.deps.onState(state);
  }
}

/** What Status says about a computer seat, or null when no computer is at work. */
export function computerMessage(state: ComputerState): string | null {
  if (state.kind === 'idle') return null;
  const who = `${cap(COLOUR_NAMES[state.player]!)} (computer, ${state.level})`;
  if (state.kind === 'failed')
    return `${who} could not move: ${state.message}. Play its turn on the board, or start a new game.`;
  if (state.kind === 'resigned') return `${who} resigns: it has been far behind on score for its last ten turns.`;
  if (state.kind === 'stalled')
    return `${who} has not answered in ${state.after >= 1000 ? `${Math.round(state.after / 1000)} s` : `${state.after} ms`}. Let a person play its seat, or let it try again.`;
  return state.kind === 'thinking' ? `${who} is thinking…` : `${who} is playing its turn…`;
}
