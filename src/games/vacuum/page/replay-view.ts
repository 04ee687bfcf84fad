// Replay mode, without the page: which game is replayed, the moment shown, what each key and
// button does, what Status says, what the board marks, and "Continue from here". The replay
// panel (replay-panel.ts) and the board scene only draw what this says; the live game is never
// touched until the player continues from a moment.
import { humanSeats, type GameInPlay, type LogEntry, type Session, type Settings } from './session';
import { replayKey, stepTarget, whyNotStep, type ReplayStep } from '../../../ui/replay-steps';

type Game = Session['game'];
type Action = LogEntry['action'];
type Player = LogEntry['player'];
/** A whole game: its first position and every action since, each with its turn and player. */
type GameHistory = NonNullable<ReturnType<Session['history']>>;
/** An action as it was played: in which turn and by whom. */
type Played = GameHistory['actions'][number];

/** A square the shown turn's actions reached: the `n`th of them, by `player`. */
interface Mark {
  sq: number;
  player: Player;
  n: number;
}

/** The moments of a game: moment `m` is the position after its first `m` actions (0: the start). */
export interface Moments {
  /** Its turns in order: turn `t`'s actions are moments `t.first + 1` … `t.first + t.actions.length`. */
  readonly turns: readonly { turn: number; player: Player; first: number; actions: readonly Played[] }[];
  /** The last moment: the game as it stands. */
  readonly end: number;
  game(moment: number): Game;
  /** The index in `turns` of the turn a moment shows, or -1 at the start. */
  turnAt(moment: number): number;
  /** The actions of the shown turn played up to the moment: what the board marks. */
  marked(moment: number): Played[];
}

/** What the replay asks of the game: its moments, its words for actions and players, its marks. */
export interface ReplayedGame {
  /** The moments of a whole game, or why it cannot be replayed (the first action that cannot be played). */
  replay(history: GameHistory): Moments | string;
  formatAction(action: Action): string;
  /** An action in a sentence ("Vacuum Move on h8"). */
  describeAction(action: Action): string;
  /** A player's name as a title ("Gold"). */
  seatTitle(player: Player): string;
  /** The squares the actions reached, numbered in order. */
  marks(played: readonly Played[]): Mark[];
  isOver(game: Game): boolean;
  players(game: Game): Settings['players'];
}

/** What the board shows while replaying: the moment's position and the shown turn's actions. */
export interface ShownBoard {
  game: Game;
  /** The squares the shown turn's actions reached, numbered in order, in the player's colour. */
  marks: Mark[];
  /** Those of the actions that move something: from its source to its target. */
  moves: { from: number; to: number }[];
}

/** One line of the move list: a turn (clicked, its end) with its actions (clicked, each one). */
export interface MoveListTurn {
  turn: number;
  player: Player;
  /** The moment at the end of the turn. */
  moment: number;
  actions: { moment: number; text: string; title: string }[];
}

const NO_START =
  'Replay is not available for this game: it was saved without its first position (by an older version of this page).';

export interface ReplayDeps {
  session: Session;
  game: ReplayedGame;
  /** The board's input lock and Status line (the Controller): locked with the replay's line while open. */
  board: { showReplay(line: string | null): void };
  /** Stops (true) or resumes (false) the computer seats: the live game waits while it is replayed. */
  pauseComputers: (paused: boolean) => void;
  /** The code of the online room the page is in, or null. */
  room: () => string | null;
  /** Replaces the live game, keeping the one it replaces in Recent games, and tells the player `what`. */
  replace: (record: GameInPlay, what: string) => void;
}

export class ReplayView {
  private replay: Moments | null = null;
  private list: MoveListTurn[] = [];
  /** The replayed game is the session's own (followed as it goes on), not one opened from elsewhere. */
  private live = false;
  private settings: Settings | null = null;
  private listeners: (() => void)[] = [];
  private at = 0;
  private drawn: { replay: Moments; moment: number; board: ShownBoard } | null = null;

  constructor(private deps: ReplayDeps) {
    deps.session.onChange((change) => {
      if (!this.replay || !this.live) return;
      // Another game took the board's place (a load, a new game): its replay is over.
      if (change === 'replace') return this.close();
      // Moves still reach the live game (an online room's players): the replay grows with it.
      this.open(deps.session.history(), this.moment);
    });
  }

  /** The moment shown: the position after this many of the game's actions. */
  get moment(): number {
    return this.at;
  }

  get isOpen(): boolean {
    return this.replay !== null;
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /**
   * Opens the replay of a game at a moment (its end by default): the session's own game when no
   * history is given. Answers why it cannot be replayed, or null once it is open.
   */
  open(history?: GameHistory | null, moment?: number, settings?: Settings): string | null {
    const session = this.deps.session;
    const own = history === undefined;
    const h = own ? session.history() : history;
    if (!h) return NO_START;
    const replay = this.deps.game.replay(h);
    if (typeof replay === 'string') return `Replay is not available for this game. ${replay}`;
    this.live = own || (h.start === session.start && h.actions === session.log);
    this.settings = settings ?? (this.live ? session.settings : null);
    if (!this.replay) this.deps.pauseComputers(true);
    this.replay = replay;
    this.list = replay.turns.map((t) => ({
      turn: t.turn,
      player: t.player,
      moment: t.first + t.actions.length,
      actions: t.actions.map((p, i) => ({
        moment: t.first + i + 1,
        text: this.deps.game.formatAction(p.action),
        title: this.deps.game.describeAction(p.action),
      })),
    }));
    this.go(moment ?? replay.end);
    return null;
  }

  /** Why the session's own game cannot be replayed, or null when it can. */
  whyNot(): string | null {
    return this.deps.session.history() ? null : NO_START;
  }

  close(): void {
    if (!this.replay) return;
    this.replay = null;
    this.list = [];
    this.changed();
    this.deps.pauseComputers(false);
  }

  /** Shows a moment (kept within the game). */
  go(moment: number): void {
    if (!this.replay) return;
    this.at = Math.max(0, Math.min(this.replay.end, Math.trunc(moment) || 0));
    this.changed();
  }

  step(step: ReplayStep): void {
    const r = this.replay;
    if (r) this.go(stepTarget(step, this.moment, this.turnEnds, r.end));
  }

  /** Why a step would not show another moment (its button is unlit), or null when it would. */
  whyNotStep(step: ReplayStep): string | null {
    return this.replay ? whyNotStep(step, this.moment, this.replay.end) : 'No replay is open.';
  }

  /** A key pressed in replay mode; true when the replay used it (Escape closes it). */
  key(key: string): boolean {
    return this.replay !== null && replayKey(key, this);
  }

  /** The moments at which each turn ends. */
  private get turnEnds(): number[] {
    return this.list.map((t) => t.moment);
  }

  /** The move list: one entry per turn, each with its actions. */
  turns(): readonly MoveListTurn[] {
    return this.list;
  }

  /** The index in `turns()` of the turn shown, or -1 at the first position. */
  turnShown(): number {
    return this.replay ? this.replay.turnAt(this.moment) : -1;
  }

  /** What the board shows, or null when no replay is open (the board shows the game). */
  shown(): ShownBoard | null {
    const r = this.replay;
    if (!r) return null;
    // The board asks every frame; the answer changes only with the replay or the moment.
    if (this.drawn?.replay === r && this.drawn.moment === this.moment) return this.drawn.board;
    const played = r.marked(this.moment);
    const board = {
      game: r.game(this.moment),
      marks: this.deps.game.marks(played),
      moves: played.flatMap(({ action: a }) => ('from' in a && 'to' in a ? [{ from: a.from, to: a.to }] : [])),
    };
    this.drawn = { replay: r, moment: this.moment, board };
    return board;
  }

  /**
   * Status' line: "Replay: turn 12 of 40, Gold — action 3 of 5: Vacuum Move on h8.", or at a turn's end
   * "Replay: turn 12 of 40, Gold — the whole turn: Vacuum Move on h8; Commit."
   */
  line(): string {
    const r = this.replay;
    if (!r) return '';
    const last = r.turns.at(-1);
    if (!last) return 'Replay: the game has no moves yet.';
    const t = r.turns[r.turnAt(this.moment)];
    if (!t) return `Replay: the first position, before turn ${r.turns[0]!.turn} of ${last.turn}.`;
    const n = this.moment - t.first;
    const { describeAction, seatTitle } = this.deps.game;
    const where = `Replay: turn ${t.turn} of ${last.turn}, ${seatTitle(t.player)}`;
    // Stepping by turn lands on its last action (a Commit): the line then says the whole turn.
    if (n === t.actions.length && n > 1)
      return `${where} — the whole turn: ${t.actions.map((a) => describeAction(a.action)).join('; ')}.`;
    return `${where} — action ${n} of ${t.actions.length}: ${describeAction(t.actions[n - 1]!.action)}.`;
  }

  /** Where the moment shown is, for a sentence: "turn 12, action 3 of 5" or "the first position". */
  private place(r: Moments): string {
    const t = r.turns[r.turnAt(this.moment)];
    return t ? `turn ${t.turn}, action ${this.moment - t.first} of ${t.actions.length}` : 'the first position';
  }

  /** Why "Continue from here" cannot start a game from the moment shown, or null when it can. */
  whyNotContinue(): string | null {
    const r = this.replay;
    if (!r) return 'No replay is open.';
    const room = this.deps.room();
    if (room !== null)
      return `In online room ${room} a replay is for looking only: leave the room to continue from a moment of its game.`;
    if (this.deps.game.isOver(r.game(this.moment))) return 'The game is over at this moment.';
    if (this.live && this.moment === r.end) return 'This is where the game stands: close the replay to play on.';
    return null;
  }

  /**
   * Starts a new game from the moment shown: its position, the actions up to it and the same first
   * position (so the new game can be replayed too), with the same seats. The game it replaces is
   * kept in Recent games. Answers why not, or null once the new game is on the board.
   */
  continueHere(): string | null {
    const why = this.whyNotContinue();
    const r = this.replay;
    if (why !== null || !r) return why;
    const game = r.game(this.moment);
    const log = r.turns
      .flatMap((t) => t.actions)
      .slice(0, this.moment)
      .map((p) => ({ turn: p.turn, player: p.player, action: p.action, text: this.deps.game.formatAction(p.action) }));
    const players = this.deps.game.players(game);
    const settings = this.settings?.players === players ? this.settings : { players, seats: humanSeats(players) };
    const where = this.place(r);
    // Replaced first, closed after: the computers wake up to the new game, not the one it replaces.
    this.deps.replace(
      { game, log, settings, start: r.game(0) },
      `A new game goes on from ${where} of the replayed game.`,
    );
    this.close();
    return null;
  }

  private changed(): void {
    this.deps.board.showReplay(this.replay ? this.line() : null);
    for (const l of this.listeners) l();
  }
}
