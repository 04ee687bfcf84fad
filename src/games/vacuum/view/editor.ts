// The position editor's state: the record being edited, the chosen tool and colour, what a tap on
// a square does, undo of editor steps, and the verdict of the rules door's check (`fromRecord`)
// after every edit. No DOM: the editor panel and the board scene only forward input and draw it.
import { type Result } from '../../../core/result';
import {
  COLOUR_NAMES,
  SIZE,
  fromRecord,
  legalActions,
  newGame,
  play,
  PositionError,
  status,
  PositionRecordError,
  squareName,
  toRecord,
  type Contents,
  type Game,
  type Owner,
  type Player,
  type PositionRecord,
  type Sq,
  type Stage,
} from '../rules/index';
import { contentsText, describePieces, describePosition } from './describe';
import { arrowStep } from '../../../ui/board-geometry';
import { BOARD } from './board';
import { cap } from '../../../ui/dom';

export type Tool = 'pebble' | 'stone' | 'boulder' | 'removePebble' | 'clear' | 'slideTile' | 'paintTile' | 'cooldown';

/** The stages a position may be set up in (a Boulder Chain chains one of the mover's boulders). */
export type EditorStage = Stage;

/** The record's check: the game it makes, or why it is refused (and the square at fault, if one). */
export type Verdict = Result<{ game: Game }, { at: Sq | null }>;

/** The editor draws a square with more pebbles than a game allows, up to this many. */
const MAX_EDITOR_PEBBLES = 8;
/** The most pebbles a square holds in a game (the rules door refuses more). */
const MAX_GAME_PEBBLES = 4;

const ALL_PLAYERS: readonly Player[] = [0, 1, 2, 3];
const playersOf = (n: 2 | 3 | 4): Player[] => ALL_PLAYERS.slice(0, n);
const ownerName = (o: Owner): string => (o === 'neutral' ? 'neutral' : COLOUR_NAMES[o]!);

function check(record: PositionRecord): Verdict {
  // The rules' own words ("stage chain needs the chained square") in the editor's.
  if (record.stage === 'chain' && record.chainAt === null)
    return { ok: false, error: `a Boulder Chain needs a boulder of ${COLOUR_NAMES[record.current]}'s`, at: null };
  try {
    return { ok: true, game: fromRecord(record) };
  } catch (e) {
    if (!(e instanceof PositionError)) throw e;
    return { ok: false, error: e.message, at: e instanceof PositionRecordError ? e.at : null };
  }
}

export class PositionEditor {
  tool: Tool = 'pebble';
  owner: Owner = 0;
  /** The perimeter tile picked up by Slide tile, waiting for where it goes. */
  selectedTile: Sq | null = null;
  /** The keyboard cursor (arrows move it, Enter or Space taps its square); null until a key is used. */
  cursor: Sq | null = null;
  /** What the last tap did, or why it did nothing. */
  message = '';
  /** Counts what the editor said, so the same words said again are heard again. */
  said = 0;
  /** Counts every change, so the board redraws only when something changed. */
  revision = 0;
  private record: PositionRecord;
  private past: PositionRecord[] = [];
  private checked: Verdict;
  private listeners: (() => void)[] = [];

  constructor(start: Game) {
    this.record = toRecord(start);
    this.checked = check(this.record);
  }

  get position(): Readonly<PositionRecord> {
    return this.record;
  }

  get verdict(): Verdict {
    return this.checked;
  }

  /**
   * A playable position in which the player to move has no final action (no Vacuum Move, no
   * Perimeter Move; in a Boulder Chain, once it ends): at the start of a turn they would be out of
   * the game at once, and mid-turn they could not end it. Null when there is nothing to warn of.
   */
  get warning(): string | null {
    const v = this.checked;
    if (!v.ok) return null;
    const { stage, winner, current } = status(v.game);
    if (stage === 'commit' || winner !== null) return null;
    const game = stage === 'chain' ? play(v.game, { kind: 'exitChain' }) : v.game;
    const final = legalActions(game).some((a) => a.kind === 'vacuumMove' || a.kind === 'perimeterMove');
    if (final) return null;
    const who = cap(COLOUR_NAMES[current]!);
    return `${who} has no final action here (no Vacuum Move, no Perimeter Move): at the start of a turn ${who} would be out of the game, and in the middle of one could not end it.`;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  /** The game length in rounds (committed turns ÷ players), or null for no limit. */
  get rounds(): number | null {
    const { turnLimit, players } = this.record;
    return turnLimit === null ? null : Math.max(1, Math.round(turnLimit / players));
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  chooseTool(tool: Tool): void {
    this.tool = tool;
    this.selectedTile = null;
    this.message = '';
    this.changed();
  }

  chooseOwner(owner: Owner): void {
    this.owner = owner;
    this.message = '';
    this.changed();
  }

  /** Starts over from a game's position (the current game, or a new game's layout); undoable. */
  startFrom(game: Game): void {
    this.edit(() => (this.record = toRecord(game)));
  }

  startNew(players: 2 | 3 | 4): void {
    this.startFrom(newGame({ players }));
  }

  /** What the chosen tool does on a square. A tap that changes nothing says why in `message`. */
  tap(sq: Sq): void {
    const r = this.record;
    const c = r.squares[sq]!;
    const name = squareName(sq);
    const owner = this.owner;
    switch (this.tool) {
      case 'pebble': {
        const pebbles = c !== null && 'pebbles' in c ? c.pebbles : [];
        if (pebbles.length >= MAX_EDITOR_PEBBLES)
          return this.say(`${name} already shows ${pebbles.length} pebbles: no more can be added.`);
        // Each press says what the square holds now; past a game's limit, that it cannot be played so.
        const now = { pebbles: [...pebbles, owner] };
        const over =
          now.pebbles.length > MAX_GAME_PEBBLES
            ? `, more than a square holds in a game (at most ${MAX_GAME_PEBBLES}): the position cannot be played until one goes`
            : '';
        return this.put(sq, now, `Added a ${ownerName(owner)} pebble on ${name}: ${contentsText(now)}${over}.`);
      }
      case 'stone':
        return this.put(sq, { stone: owner }, `Put a ${ownerName(owner)} stone on ${name}.`);
      case 'boulder': {
        // In a Boulder Chain, a tap on another of the mover's boulders chains that one.
        const mover = r.current;
        if (r.stage === 'chain' && c !== null && 'boulder' in c && c.boulder === mover && r.chainAt !== sq)
          return this.edit(() => (r.chainAt = sq), `The boulder on ${name} is the one in the Boulder Chain.`);
        const chains = r.stage === 'chain' && r.chainAt === null && owner === mover;
        return this.edit(
          () => {
            r.squares[sq] = { boulder: owner };
            if (chains) r.chainAt = sq;
          },
          `Put a ${ownerName(owner)} boulder on ${name}${chains ? ': it is the one in the Boulder Chain' : ''}.`,
        );
      }
      case 'removePebble': {
        if (c === null) return this.say(`${name} is empty.`);
        if (!('pebbles' in c)) return this.put(sq, null, `Removed the piece on ${name}.`);
        // One of the chosen colour's pebbles if the stack has one, else its last pebble.
        const i = c.pebbles.lastIndexOf(owner);
        const gone = i >= 0 ? i : c.pebbles.length - 1;
        const rest = c.pebbles.filter((_, j) => j !== gone);
        return this.put(sq, rest.length === 0 ? null : { pebbles: rest }, `Removed a pebble from ${name}.`);
      }
      case 'clear':
        return c === null ? this.say(`${name} is empty.`) : this.put(sq, null, `Cleared ${name}.`);
      case 'paintTile':
        if (r.terrain[sq] !== 'perimeter') return this.say(`${name} is not a perimeter tile.`);
        if (owner === 'neutral') return this.say('A perimeter tile has a colour: choose Red, Gold, Green or White.');
        if (r.colour[sq] === owner) return this.say(`${name} is ${COLOUR_NAMES[owner]} already.`);
        return this.edit(() => (r.colour[sq] = owner), `${name} is now a ${COLOUR_NAMES[owner]} tile.`);
      case 'cooldown': {
        if (r.terrain[sq] !== 'pedestal') return this.say(`${name} is not a pedestal: only a pedestal rests.`);
        const resting = r.cooldowns.includes(sq);
        return this.edit(
          () => (r.cooldowns = resting ? r.cooldowns.filter((x) => x !== sq) : [...r.cooldowns, sq]),
          resting ? `${name} no longer rests.` : `${name} rests after a Teleport (for the player to move).`,
        );
      }
      case 'slideTile':
        return this.slide(sq);
    }
  }

  /**
   * Slide tile: the first tap picks up a perimeter tile; a tap on barren space moves it there with
   * its colour and what stands on it (leaving barren space), a tap on another tile swaps their colours.
   */
  private slide(sq: Sq): void {
    const r = this.record;
    const name = squareName(sq);
    const from = this.selectedTile;
    if (from === null || from === sq) {
      if (from === sq) return this.pick(null, 'Put the tile down.');
      if (r.terrain[sq] !== 'perimeter') return this.say('Select a perimeter tile to pick it up.');
      return this.pick(sq, `Picked up ${name}: select barren space to move it there, or another tile to swap colours.`);
    }
    const fromName = squareName(from);
    if (r.terrain[sq] === 'perimeter') {
      this.selectedTile = null;
      return this.edit(() => {
        [r.colour[from], r.colour[sq]] = [r.colour[sq]!, r.colour[from]!];
      }, `Swapped the colours of ${fromName} and ${name}.`);
    }
    if (r.terrain[sq] !== 'barren') return this.say(`A tile moves onto barren space, and ${name} is not barren.`);
    this.selectedTile = null;
    this.edit(() => {
      r.terrain[sq] = 'perimeter';
      r.colour[sq] = r.colour[from]!;
      r.squares[sq] = r.squares[from]!;
      r.terrain[from] = 'barren';
      r.colour[from] = null;
      r.squares[from] = null;
    }, `Moved the tile from ${fromName} to ${name}.`);
  }

  /** The board's keys: arrows move the cursor and read its square, Enter or Space taps it. False for other keys. */
  key(key: string): boolean {
    const at = this.cursor ?? 5 * SIZE + 5;
    if (key === 'Enter' || key === ' ') {
      this.cursor = at;
      this.tap(at);
      return true;
    }
    const next = arrowStep(BOARD, at, key);
    if (next === null) return false;
    this.cursor = next;
    this.say(this.squareText(next));
    return true;
  }

  /** A square of the position edited, in words: "e6, board: 2 red pebbles." */
  squareText(sq: Sq): string {
    const r = this.record;
    const tile = r.terrain[sq] === 'perimeter' ? `${COLOUR_NAMES[r.colour[sq]!]} perimeter tile` : r.terrain[sq];
    return `${squareName(sq)}, ${tile}: ${contentsText(r.squares[sq]!)}.`;
  }

  /** The whole position edited, for a screen reader: as the board describes a game, or why none is made of it yet. */
  describe(): string {
    const v = this.checked;
    if (v.ok) return `Position editor: ${describePosition(v.game)}`;
    const r = this.record;
    const pieces = describePieces(r.players, r.active, (sq) => r.squares[sq]!);
    return `Position editor, not playable yet (${v.error}): ${cap(COLOUR_NAMES[r.current]!)} to move. ${pieces}`;
  }

  /** 2, 3 or 4 players: colours that no longer play leave the lists; new ones join as active. */
  setPlayers(players: 2 | 3 | 4): void {
    if (players === this.record.players) return;
    const rounds = this.rounds;
    this.edit(() => {
      const r = this.record;
      const inGame = playersOf(players);
      r.players = players;
      r.eliminated = r.eliminated.filter((p) => inGame.includes(p));
      r.active = inGame.filter((p) => !r.eliminated.includes(p));
      r.stoneEra = r.stoneEra.filter((p) => inGame.includes(p));
      if (!inGame.includes(r.current)) r.current = r.active[0] ?? 0;
      r.turnLimit = rounds === null ? null : rounds * players;
    });
  }

  /** In a Boulder Chain, the new player to move chains their first boulder (if they have one). */
  setCurrent(player: Player): void {
    if (player === this.record.current) return;
    this.edit(() => {
      this.record.current = player;
      if (this.record.stage === 'chain') this.record.chainAt = this.firstBoulderOf(player);
    });
  }

  /**
   * A Boulder Chain chains the mover's first boulder (a tap with the Boulder tool picks another);
   * leaving one (a game's position may be in one) lets go of its chained square.
   */
  setStage(stage: EditorStage): void {
    if (stage === this.record.stage) return;
    const chainAt = stage === 'chain' ? this.firstBoulderOf(this.record.current) : null;
    const mover = COLOUR_NAMES[this.record.current]!;
    const message =
      stage !== 'chain'
        ? ''
        : chainAt === null
          ? `A Boulder Chain needs a boulder of ${mover}'s: put one on the board with the Boulder tool.`
          : `The boulder on ${squareName(chainAt)} is the one in the Boulder Chain (select another of ${mover}'s with the Boulder tool to chain it instead).`;
    this.edit(() => Object.assign(this.record, { stage, chainAt }), message);
  }

  private firstBoulderOf(player: Player): Sq | null {
    const i = this.record.squares.findIndex((c) => c !== null && 'boulder' in c && c.boulder === player);
    return i < 0 ? null : i;
  }

  setTurn(turn: number): void {
    if (turn !== this.record.turn) this.edit(() => (this.record.turn = turn));
  }

  /** The game length in rounds, or null for no limit (as the new-game dialog chooses it). */
  setRounds(rounds: number | null): void {
    const limit = rounds === null ? null : rounds * this.record.players;
    if (limit !== this.record.turnLimit) this.edit(() => (this.record.turnLimit = limit));
  }

  /** A player still in the game (active) or out of it (eliminated, listed in the order they left). */
  setInGame(player: Player, on: boolean): void {
    const r = this.record;
    if (r.active.includes(player) === on) return;
    this.edit(() => {
      r.active = on ? [...r.active, player] : r.active.filter((p) => p !== player);
      r.eliminated = on ? r.eliminated.filter((p) => p !== player) : [...r.eliminated, player];
    });
  }

  setStoneEra(player: Player, on: boolean): void {
    const r = this.record;
    if (r.stoneEra.includes(player) === on) return;
    this.edit(() => (r.stoneEra = on ? [...r.stoneEra, player] : r.stoneEra.filter((p) => p !== player)));
  }

  undo(): void {
    const last = this.past.pop();
    if (!last) return;
    this.record = last;
    this.selectedTile = null;
    this.message = 'Undone.';
    this.said++;
    this.checked = check(this.record);
    this.changed();
  }

  private put(sq: Sq, contents: Contents, message: string): void {
    this.edit(() => (this.record.squares[sq] = contents), message);
  }

  /** One editor step: the record before it is kept for Undo, and the result is checked. */
  private edit(change: () => void, message = ''): void {
    this.past.push(structuredClone(this.record));
    change();
    this.message = message;
    if (message) this.said++;
    this.checked = check(this.record);
    this.changed();
  }

  private pick(sq: Sq | null, message: string): void {
    this.selectedTile = sq;
    this.say(message);
  }

  /** Says something in the editor's message line (what a tap did, a link copied). */
  say(message: string): void {
    this.message = message;
    this.said++;
    this.changed();
  }

  private changed(): void {
    this.revision++;
    for (const l of this.listeners) l();
  }
}

/** The verdict in a sentence for the panel beside the board. */
export function verdictText(v: Verdict): string {
  return v.ok ? 'This position can be played.' : `This position cannot be played: ${v.error}.`;
}
