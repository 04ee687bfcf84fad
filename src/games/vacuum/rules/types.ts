// The rules core's public types (shared/design/rules-api.md). Keep names and shapes exactly.

export type Player = 0 | 1 | 2 | 3; // 0 Red, 1 Gold, 2 Green, 3 White; turn order 0→1→2→3
export type Owner = Player | 'neutral';
export type Sq = number; // row * 12 + col, 0..143
export type Terrain = 'barren' | 'perimeter' | 'board' | 'pedestal';
export type Stage = 1 | 'chain' | 2 | 3 | 'commit';

export type Contents =
  | null // empty
  | { pebbles: Owner[] } // 1..4 pebbles, one entry per pebble
  | { stone: Owner }
  | { boulder: Owner };

export type Action =
  | { kind: 'entrench'; at: Sq }
  | { kind: 'retreat'; from: Sq; to: Sq }
  | { kind: 'extend'; from: Sq; to: Sq }
  | { kind: 'cast'; from: Sq; to: Sq } // to: where the stone ends, or the struck stone's square
  | { kind: 'boulder'; from: Sq; to: Sq } // move, attack, sacrifice, chain entry or chain step
  | { kind: 'exitChain' }
  | { kind: 'pebbleAttack'; from: Sq; to: Sq; count: number; defender: Player }
  | { kind: 'teleport'; from: Sq; to: Sq }
  | { kind: 'supplyChain'; from: Sq; to: Sq; count: number }
  | { kind: 'reductionAttack'; from: Sq; to: Sq; count: number; defender: Player }
  | { kind: 'stoneCreation'; at: Sq }
  | { kind: 'pebbleWar'; from: Sq; to: Sq; defender: Player }
  | { kind: 'vacuumMove'; at: Sq }
  | { kind: 'perimeterMove'; from: Sq; to: Sq }
  | { kind: 'commit' }
  | { kind: 'resign'; player: Player };

export type ActionKind = Action['kind'];

export interface Status {
  players: 2 | 3 | 4;
  current: Player;
  stage: Stage;
  chainAt: Sq | null; // the chained boulder's square while stage is 'chain'
  turn: number; // committed turns so far
  move: number; // undo snapshots in the current turn
  active: Player[]; // in turn order
  eliminated: Player[]; // in the order they left
  stoneEra: Player[];
  cooldowns: Sq[]; // pedestals on teleport cooldown for the current player
  winner: Player | 'draw' | null;
}

/**
 * A position as plain data (JSON-able), without the undo history: what `toRecord` gives and
 * `fromRecord` checks and turns into a Game. Squares are numbered row * 12 + col.
 */
export interface PositionRecord {
  players: 2 | 3 | 4;
  terrain: Terrain[]; // per square
  colour: (Player | null)[]; // perimeter tile colour per square, null elsewhere
  squares: Contents[]; // per square; a stack may mix several owners' pebbles
  current: Player;
  stage: Stage;
  chainAt: Sq | null; // the chained boulder's square while stage is 'chain'
  turn: number; // committed turns so far
  active: Player[]; // in turn order
  eliminated: Player[]; // in the order they left (lost every piece or resigned)
  stoneEra: Player[];
  cooldowns: Sq[]; // pedestals on teleport cooldown for the current player
  turnLimit: number | null; // committed turns until the game ends on points
}

/** Everything a position is, without the undo history: a record that never changes. */
export type Position = { readonly [K in keyof PositionRecord]: Readonly<PositionRecord[K]> };

/** An immutable game: the position plus the undo snapshots of the current turn (oldest first). */
export interface Game extends Position {
  readonly history: readonly Position[];
}

// The house's two rules errors, one class each for every game (src/core/errors.ts).
export { IllegalActionError, PositionError } from '../../../core/errors';
