// Vacuum's computer seats: the house's (ui/computer.ts), with what only Vacuum's computers do. A
// computer that has been hopelessly behind for its last ten turns resigns (docs/rules.md, "Computer
// players resign"), and Take back, in games with computers (Undo stays within the turn), goes back
// to the start of the previous turn a person played, the computers' answers with it.
import { canUndo, COLOUR_NAMES, score, status, type Action, type Game, type Player } from '../rules/index';
import { hopelesslyBehind, leadingOpponentScore, shouldResign } from '../ai/resign';
import { roundOf } from './outcome';
import { cap } from '../../../ui/dom';
import { ComputerSeats, type ComputerDeps, type ComputerState } from '../../../ui/computer';
import type { ThinkClient } from '../../../session/engine/client';
import type { LogEntry, Seat, Session } from '../page/session';

export interface VacuumComputerDeps extends Pick<ComputerDeps<Game, Action>, 'pace' | 'onState' | 'wait' | 'patience'> {
  session: Session;
  client: ThinkClient;
  seats: () => readonly Seat[];
}

export class ComputerPlayers extends ComputerSeats<Game, Action> {
  /** Where each people's turn began (the game and log then), for undo across computer turns. */
  private turnStarts: { turn: number; game: Game; log: LogEntry[] }[] = [];
  private restoring = false;
  /** Per seat, for each turn the computer finished in this game: was it hopelessly behind then? */
  private behind = new Map<number, { turn: number; behind: boolean }[]>();

  constructor(private readonly vacuum: VacuumComputerDeps) {
    super({
      ...vacuum,
      game: {
        id: 'vacuum',
        toMove: (game) => {
          const s = status(game);
          return s.winner === null ? s.current : null;
        },
      },
      levels: () => vacuum.seats().map((s) => (s === 'human' ? null : s)),
    });
    this.noteTurnStart();
  }

  protected override changed(change: string): void {
    if (change === 'replace' && !this.restoring) {
      this.turnStarts = [];
      this.behind.clear();
    }
    this.noteTurnStart();
    super.changed(change);
  }

  /** A computer hopelessly behind for its last ten turns resigns instead of thinking. */
  protected override instead(player: number): Action | null {
    return shouldResign((this.behind.get(player) ?? []).map((t) => t.behind))
      ? { kind: 'resign', player: player as Player }
      : null;
  }

  /** After a computer's turn: remember whether it ended hopelessly behind the leading opponent. */
  protected override turnEnded(player: number, before: Game): void {
    const game = this.vacuum.session.game;
    const scores = ([0, 1, 2, 3] as const).map((p) => score(game, p));
    const entry = {
      turn: status(before).turn,
      behind: hopelesslyBehind(scores[player]!, leadingOpponentScore(scores, status(game).active, player as Player)),
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
      const replies = [...new Set(this.vacuum.session.log.slice(start.log.length).map((e) => e.player))]
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
        this.vacuum.session.replace(start.game, start.log, undefined, this.vacuum.session.start);
      } finally {
        this.restoring = false;
      }
    },
  };

  /** The start of the person's turn Take back goes back to, or null when it is not offered. */
  private takeBackTo(): { turn: number; game: Game; log: LogEntry[] } | null {
    if (this.busy || !this.vacuum.seats().some((s) => s !== 'human')) return null;
    const s = status(this.vacuum.session.game);
    if (s.winner !== null) return null;
    return [...this.turnStarts].reverse().find((t) => t.turn < s.turn) ?? null;
  }

  /** Remembers the game as it stands when a person's turn begins (once per turn). */
  private noteTurnStart(): void {
    const { game, log } = this.vacuum.session;
    const s = status(game);
    if (s.winner !== null || this.vacuum.seats()[s.current] !== 'human') return;
    if (this.turnStarts.at(-1)?.turn === s.turn) return;
    if (canUndo(game)) return; // joined mid-turn (a loaded position): that turn's own undo covers it
    this.turnStarts.push({ turn: s.turn, game, log });
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
