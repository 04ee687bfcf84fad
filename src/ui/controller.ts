// The board's interaction state: which action is selected, its source, the pebble count, a
// press that may become a drag, and the status line. Plain TypeScript: scenes and panels only
// forward events here and draw what `view()` and `buttons()` say. Legality always comes from the
// rules core's legalActions; nothing here restates a rule.
import {
  canUndo,
  colOf,
  contents,
  COLOUR_NAMES,
  formatAction,
  IllegalActionError,
  legalActions,
  rowOf,
  squareName,
  status,
  whyIllegal,
  type Action,
  type Contents,
  type Game,
  type Player,
  type Sq,
} from '../rules/index';
import type { Change, Session } from './session';
import { outcome } from './outcome';

/** The actions a button selects (Commit, Undo, Resign and the exits are commands, not modes). */
export type Mode =
  | 'entrench'
  | 'retreat'
  | 'extend'
  | 'cast'
  | 'boulder'
  | 'pebbleAttack'
  | 'teleport'
  | 'supplyChain'
  | 'reductionAttack'
  | 'stoneCreation'
  | 'pebbleWar'
  | 'vacuumMove'
  | 'perimeterMove';

export const COMMAND_IDS = ['exitSupplyChain', 'exitPebbleWar', 'exitChain', 'undo', 'commit', 'resign'] as const;
export type Command = (typeof COMMAND_IDS)[number];
export type ButtonId = Mode | Command;

export const MODE_NAMES: Record<Mode, string> = {
  entrench: 'Pebble Entrench',
  retreat: 'Pebble Retreat',
  extend: 'Extend Supply Chain',
  cast: 'Cast Stone',
  boulder: 'Boulder Move',
  pebbleAttack: 'Pebble Attack',
  teleport: 'Teleport',
  supplyChain: 'Supply Chain',
  reductionAttack: 'Reduction Attack',
  stoneCreation: 'Stone Creation',
  pebbleWar: 'Pebble War',
  vacuumMove: 'Vacuum Move',
  perimeterMove: 'Perimeter Move',
};

/** Actions that name one square (`at`): a click on a marked square plays them. */
const SINGLE = new Set<Mode>(['entrench', 'stoneCreation', 'vacuumMove']);
/** Actions whose pebble count is chosen by clicking the selected source again. */
const COUNTED = new Set<Mode>(['supplyChain', 'reductionAttack', 'pebbleAttack']);
/** Modes that stay selected after a step while another step is possible. */
const STICKY = new Set<Mode>(['supplyChain', 'pebbleWar']);

/** Pixels a press must travel before it is a drag, so a tap is always a click. */
export const DRAG_THRESHOLD = 4;

interface Press {
  sq: Sq | null;
  x: number;
  y: number;
  dragging: boolean;
  /** The press landed on the source that was already selected (a click there cycles the count). */
  onSelected: boolean;
  /** The press itself selected its square as the source (its click is then used up). */
  selectedNow: boolean;
}

export interface Target {
  sq: Sq;
  occupied: boolean;
}

/** A target where several opponents could be attacked: the player picks one. */
export interface DefenderChoice {
  at: Sq;
  players: Player[];
}

export interface BoardView {
  mode: Mode | null;
  selected: Sq | null;
  sources: Sq[];
  targets: Target[];
  count: number | null;
  drag: { from: Sq; x: number; y: number } | null;
  hover: Sq | null;
  choosing: DefenderChoice | null;
}

type Sourced = Extract<Action, { from: Sq }>;
type Attack = Extract<Action, { defender: Player }>;
const sourceOf = (a: Action): Sq | null => ('from' in a ? a.from : null);
const targetOf = (a: Action): Sq | null => ('to' in a ? a.to : 'at' in a ? a.at : null);

export class Controller {
  mode: Mode | null = null;
  source: Sq | null = null;
  count: number | null = null;
  hover: Sq | null = null;
  confirmingResign = false;
  message = '';
  /** The actions a click on a target with several possible defenders could mean, until one is picked. */
  private choice: Attack[] | null = null;
  private press: Press | null = null;
  private pointer = { x: 0, y: 0 };
  private listeners: (() => void)[] = [];

  constructor(private session: Session) {
    session.onChange((change) => this.sync(change));
    this.sync('replace');
  }

  get game(): Game {
    return this.session.game;
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  // ---- buttons -----------------------------------------------------------------------------

  /**
   * While set, a computer is playing: the board and buttons take no input (hovering still shows
   * diagnostics), and the status shows this text.
   */
  held: string | null = null;
  /** Undo across committed computer turns, back to the start of the human's own turn. */
  turnUndo: { available(): boolean; run(): void } | null = null;

  hold(reason: string | null): void {
    this.held = reason;
    if (reason !== null) {
      this.clearSelection();
      this.press = null;
      this.choice = null;
      this.confirmingResign = false;
    }
    this.say(this.prompt());
  }

  /** Which buttons are lit: exactly the actions the rules core lists now (none while held). */
  buttons(): Record<ButtonId, boolean> {
    if (this.held !== null) {
      return Object.fromEntries([...Object.keys(MODE_NAMES), ...COMMAND_IDS].map((id) => [id, false])) as Record<ButtonId, boolean>;
    }
    const kinds = new Set(legalActions(this.game).map((a) => a.kind));
    const over = status(this.game).winner !== null;
    const lit = {} as Record<ButtonId, boolean>;
    for (const m of Object.keys(MODE_NAMES) as Mode[]) lit[m] = kinds.has(m);
    lit.exitSupplyChain = this.mode === 'supplyChain';
    lit.exitPebbleWar = this.mode === 'pebbleWar';
    lit.exitChain = kinds.has('exitChain');
    lit.undo = canUndo(this.game) || (this.turnUndo?.available() ?? false);
    lit.commit = kinds.has('commit');
    lit.resign = !over;
    return lit;
  }

  selectAction(mode: Mode): void {
    if (this.held !== null) return;
    if (!this.buttons()[mode]) {
      this.say(`${MODE_NAMES[mode]} has no legal use right now.`);
      return;
    }
    if (status(this.game).stage === 'chain') return; // only the chained boulder moves
    if (this.mode === mode) return this.cancel(); // a second press on the lit button puts it down
    this.mode = mode;
    this.source = null;
    this.count = null;
    this.choice = null;
    this.confirmingResign = false;
    this.say(this.prompt());
  }

  /** Puts the selected action down (Escape, or its button pressed again). A Boulder Chain stays. */
  cancel(): void {
    if (status(this.game).stage !== 'chain') this.clearSelection();
    this.choice = null;
    this.say(this.prompt());
  }

  /** Answer to "whom to attack" on a target with several opponents; null puts the question away. */
  chooseDefender(player: Player | null): void {
    if (this.held !== null) return;
    const action = this.choice?.find((a) => a.defender === player);
    this.choice = null;
    if (action) return this.tryPlay(action);
    this.say(this.prompt());
  }

  command(id: Command): void {
    if (this.held !== null) return;
    switch (id) {
      case 'exitSupplyChain':
      case 'exitPebbleWar':
        this.clearSelection();
        this.say(this.prompt());
        return;
      case 'exitChain':
        return this.tryPlay({ kind: 'exitChain' });
      case 'commit':
        return this.tryPlay({ kind: 'commit' });
      case 'undo':
        this.clearSelection();
        if (canUndo(this.game)) this.session.undo();
        else if (this.turnUndo?.available()) this.turnUndo.run();
        else return this.say('Nothing to undo in this turn.');
        this.say(`Undone. ${this.prompt()}`);
        return;
      case 'resign':
        this.confirmingResign = true;
        this.say(`Resign ${colourOf(this.game)}? Confirm or cancel.`);
        return;
    }
  }

  /** Answer to the resignation question. */
  confirmResign(yes: boolean): void {
    if (this.held !== null) return;
    const player = status(this.game).current;
    this.confirmingResign = false;
    if (yes) this.tryPlay({ kind: 'resign', player });
    else this.say(this.prompt());
  }

  // ---- pointer -----------------------------------------------------------------------------

  pointerDown(sq: Sq | null, x: number, y: number): void {
    this.pointer = { x, y };
    this.hover = sq; // a touch has no hover: the pressed square is the one Diagnostics reads
    if (this.held !== null) return this.changed();
    this.choice = null;
    const onSelected = sq !== null && sq === this.source;
    this.press = { sq, x, y, dragging: false, onSelected, selectedNow: false };
    // Pressing on a valid source selects it at once, so a drag can start from it. (A square that
    // is a target of the current source is a target, not a new source.)
    const asTarget = sq !== null && this.source !== null && this.targets().has(sq);
    if (sq !== null && !onSelected && !asTarget && this.mode && !SINGLE.has(this.mode) && this.sources().includes(sq)) {
      this.selectSource(sq);
      this.press.selectedNow = true;
    }
    this.changed();
  }

  pointerMove(sq: Sq | null, x: number, y: number): void {
    this.pointer = { x, y };
    const p = this.press;
    if (p && !p.dragging && p.sq !== null && p.sq === this.source) {
      if (Math.hypot(x - p.x, y - p.y) > DRAG_THRESHOLD) p.dragging = true;
    }
    if (sq !== this.hover || p?.dragging) {
      this.hover = sq;
      this.changed();
    }
  }

  pointerUp(sq: Sq | null, x: number, y: number): void {
    this.pointer = { x, y };
    const p = this.press;
    this.press = null;
    if (!p) return;
    if (p.dragging) {
      if (sq !== null && sq !== this.source) this.chooseTarget(sq);
      else this.changed();
      return;
    }
    if (p.selectedNow && sq === p.sq) return this.changed(); // the press itself selected the source
    this.click(sq, p.onSelected && sq === p.sq);
  }

  /** The browser took the pointer away (touchcancel, pointercancel): forget the press. */
  pointerCancel(): void {
    this.press = null;
    this.changed();
  }

  pointerLeave(): void {
    this.hover = null;
    this.changed();
  }

  // ---- view --------------------------------------------------------------------------------

  view(): BoardView {
    const drag =
      this.press?.dragging && this.source !== null ? { from: this.source, x: this.pointer.x, y: this.pointer.y } : null;
    return {
      mode: this.mode,
      selected: this.source,
      sources: this.mode && !SINGLE.has(this.mode) && this.source === null ? this.sources() : [],
      targets: [...this.targets().keys()].map((sq) => ({ sq, occupied: contents(this.game, sq) !== null })),
      count: this.mode && COUNTED.has(this.mode) ? this.count : null,
      drag,
      hover: this.hover,
      choosing: this.choice ? { at: this.choice[0]!.to, players: this.choice.map((a) => a.defender) } : null,
    };
  }

  /** The legal actions of the selected mode. */
  private modeActions(): Action[] {
    return this.mode ? legalActions(this.game).filter((a) => a.kind === this.mode) : [];
  }

  /** Squares that can be the source of the selected action. */
  sources(): Sq[] {
    return [...new Set(this.modeActions().map(sourceOf).filter((s): s is Sq => s !== null))];
  }

  /** The pebble counts the selected source offers, largest first. */
  private counts(): number[] {
    const counts = this.modeActions()
      .filter((a) => sourceOf(a) === this.source && 'count' in a)
      .map((a) => (a as { count: number }).count);
    return [...new Set(counts)].sort((a, b) => b - a);
  }

  /**
   * The one query behind highlighting and validation: each target square of the selected action
   * from the selected source (at the selected count), with the legal actions a click there may
   * mean. That is one action, except where several opponents share the target square.
   */
  targets(): Map<Sq, Action[]> {
    const out = new Map<Sq, Action[]>();
    if (!this.mode) return out;
    for (const a of this.modeActions()) {
      if (!SINGLE.has(this.mode) && (this.source === null || sourceOf(a) !== this.source)) continue;
      if ('count' in a && a.count !== this.count) continue;
      const t = targetOf(a);
      if (t !== null) out.set(t, [...(out.get(t) ?? []), a]);
    }
    return out;
  }

  // ---- internals ---------------------------------------------------------------------------

  private click(sq: Sq | null, onSelectedSource: boolean): void {
    if (sq === null) return this.changed();
    if (status(this.game).winner !== null) return this.say(this.prompt());
    if (!this.mode) return this.clickWithoutAction(sq);
    if (SINGLE.has(this.mode)) return this.chooseTarget(sq);
    if (onSelectedSource) {
      // Clicking the selected source again cycles the count; for Teleport the source is also a
      // target (a pedestal may swap with itself), so the second click plays that.
      if (COUNTED.has(this.mode)) return this.cycleCount();
      return this.targets().has(sq) ? this.chooseTarget(sq) : this.say(this.prompt());
    }
    if (this.source === null || (this.sources().includes(sq) && !this.targets().has(sq))) {
      if (this.sources().includes(sq)) return this.selectSource(sq);
      return this.say(`${MODE_NAMES[this.mode]}: ${squareName(sq)} is not one of the marked sources.`);
    }
    this.chooseTarget(sq);
  }

  /** With no action selected, a legal Vacuum Move square plays Vacuum Move. */
  private clickWithoutAction(sq: Sq): void {
    const vacuum: Action = { kind: 'vacuumMove', at: sq };
    if (legalActions(this.game).some((a) => a.kind === 'vacuumMove' && a.at === sq)) return this.tryPlay(vacuum);
    this.say(`Choose an action first: the lit buttons show what ${colourOf(this.game)} can do.`);
  }

  private selectSource(sq: Sq): void {
    this.source = sq;
    const counts = this.counts();
    this.count = counts.length > 0 ? counts[0]! : null;
    this.say(this.prompt());
  }

  private cycleCount(): void {
    const counts = this.counts();
    if (counts.length < 2 || this.count === null) return this.say(this.prompt());
    this.count = counts[(counts.indexOf(this.count) + 1) % counts.length]!;
    this.say(this.prompt());
  }

  private chooseTarget(sq: Sq): void {
    const actions = this.targets().get(sq) ?? this.castInDirection(sq);
    if (actions && actions.length > 1) return this.askDefender(actions as Attack[]);
    if (actions) return this.tryPlay(actions[0]!);
    const guess = this.guessAction(sq);
    const why = guess ? whyIllegal(this.game, guess) : null;
    this.say(why ?? `${MODE_NAMES[this.mode!]}: ${squareName(sq)} is not a legal target.`);
  }

  /** Several opponents share the target square: the player says whom to attack. */
  private askDefender(actions: Attack[]): void {
    this.choice = actions;
    const names = actions.map((a) => cap(COLOUR_NAMES[a.defender]!)).join(' or ');
    this.say(`${MODE_NAMES[this.mode!]} on ${squareName(actions[0]!.to)}: attack ${names}?`);
  }

  /**
   * Cast Stone: the player chooses a direction. A click on a marked square casts there exactly
   * (so the hook square picks the hook); a click anywhere else along a line from the stone casts
   * that way without the hook, since a hook square never lies on the line of its own cast.
   */
  private castInDirection(sq: Sq): Action[] | undefined {
    if (this.mode !== 'cast' || this.source === null) return undefined;
    const from = this.source;
    const dir = (s: Sq): [number, number] => [Math.sign(rowOf(s) - rowOf(from)), Math.sign(colOf(s) - colOf(from))];
    const [dr, dc] = dir(sq);
    const aligned = (s: Sq): boolean => {
      const r = rowOf(s) - rowOf(from);
      const c = colOf(s) - colOf(from);
      return r === 0 || c === 0 || Math.abs(r) === Math.abs(c);
    };
    if (!aligned(sq)) return undefined;
    const cast = [...this.targets().values()].flat().find((a) => {
      const t = targetOf(a)!;
      const [tr, tc] = dir(t);
      return aligned(t) && tr === dr && tc === dc;
    });
    return cast ? [cast] : undefined;
  }

  /** The action a click on `sq` would have meant, to ask the rules why it is illegal. */
  private guessAction(sq: Sq): Action | null {
    const m = this.mode;
    if (!m) return null;
    if (SINGLE.has(m)) return { kind: m, at: sq } as Action;
    if (this.source === null) return null;
    // The opponent the click most likely meant: one who has a piece on the square.
    const { active, current } = status(this.game);
    const there = ownersOn(contents(this.game, sq));
    const defender = active.find((p) => p !== current && there.includes(p)) ?? active.find((p) => p !== current) ?? 0;
    return { kind: m, from: this.source, to: sq, count: this.count ?? 1, defender } as Sourced;
  }

  private tryPlay(action: Action): void {
    const mode = this.mode;
    const before = status(this.game).eliminated.length;
    try {
      this.session.play(action);
    } catch (e) {
      if (e instanceof IllegalActionError) return this.say(e.message);
      throw e;
    }
    this.afterPlay(action, mode, status(this.game).eliminated.slice(before));
  }

  /** Supply Chain and Pebble War carry on from the square just reached while a step remains. */
  private afterPlay(action: Action, mode: Mode | null, out: readonly number[]): void {
    const left = out.map((p) => `${cap(COLOUR_NAMES[p]!)} is out of the game.`).join(' ');
    const done = `${formatAction(action)}.${left ? ` ${left}` : ''}`;
    if (mode && STICKY.has(mode) && this.modeActions().length > 0) {
      this.mode = mode;
      const next = targetOf(action);
      if (next !== null && this.sources().includes(next)) this.selectSource(next);
      else this.source = null;
    } else if (status(this.game).stage !== 'chain') {
      this.clearSelection();
    }
    // Once the game is over, Status says who went out and how it ended, not the last action.
    this.say(status(this.game).winner !== null ? `${left ? `${left} ` : ''}${this.prompt()}` : `${done} ${this.prompt()}`);
  }

  private clearSelection(): void {
    this.mode = null;
    this.source = null;
    this.count = null;
  }

  /** Keeps the selection consistent with a game that changed (play, undo, load). */
  private sync(change: Change): void {
    const s = status(this.game);
    this.choice = null;
    if (change === 'replace') {
      this.clearSelection();
      this.confirmingResign = false;
      this.message = '';
    }
    if (s.stage === 'chain') {
      this.mode = 'boulder';
      this.source = s.chainAt;
    } else if (this.mode && this.modeActions().length === 0) {
      this.clearSelection();
    } else if (this.source !== null && !this.sources().includes(this.source)) {
      this.source = null;
      this.count = null;
    }
    if (this.source !== null && this.count !== null && !this.counts().includes(this.count)) {
      this.count = this.counts()[0] ?? null;
    }
    if (!this.message) this.message = this.prompt();
    this.changed();
  }

  /** What the player is expected to do next. */
  prompt(): string {
    if (this.held !== null) return this.held;
    const s = status(this.game);
    const who = colourOf(this.game);
    const over = outcome(this.game, this.session.log.at(-1)?.action.kind ?? null);
    if (over) return `${over.title}! ${over.how}`;
    if (s.stage === 'chain') {
      return `Boulder Chain: move the boulder on ${squareName(s.chainAt!)} onto your pebbles, or Exit Boulder Chain.`;
    }
    if (s.stage === 'commit') return `${cap(who)}: the final action is done. Commit to pass the turn, or Undo.`;
    if (!this.mode) {
      return `${cap(who)} to play (Stage ${s.stage}): choose an action, or click a free square for Vacuum Move.`;
    }
    const name = MODE_NAMES[this.mode];
    if (SINGLE.has(this.mode)) return `${name}: click one of the marked squares.`;
    if (this.source === null) return `${name}: choose a source (marked squares).`;
    const count = this.count !== null ? ` with ${this.count}` : '';
    const cycle = this.counts().length > 1 ? ` Click ${squareName(this.source)} again to change the count.` : '';
    return `${name} from ${squareName(this.source)}${count}: choose a target.${cycle}`;
  }

  /** Shows a message in Status until the next change. */
  say(message: string): void {
    this.message = message;
    this.changed();
  }

  private changed(): void {
    for (const l of this.listeners) l();
  }
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const ownersOn = (c: Contents): Player[] => {
  if (c === null) return [];
  const owners = 'pebbles' in c ? c.pebbles : 'stone' in c ? [c.stone] : [c.boulder];
  return owners.filter((o): o is Player => o !== 'neutral');
};
const colourOf = (g: Game): string => COLOUR_NAMES[status(g).current]!;
