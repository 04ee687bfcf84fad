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

/** Everything a position is, without the undo history. */
export interface Position {
  readonly players: 2 | 3 | 4;
  readonly terrain: readonly Terrain[]; // per square
  readonly colour: readonly (Player | null)[]; // perimeter colour per square, null elsewhere
  readonly squares: readonly Contents[];
  readonly current: Player;
  readonly stage: Stage;
  readonly chainAt: Sq | null;
  readonly turn: number;
  readonly active: readonly Player[];
  readonly eliminated: readonly Player[];
  readonly stoneEra: readonly Player[];
  readonly cooldowns: readonly Sq[];
  readonly turnLimit: number | null;
}

/** An immutable game: the position plus the undo snapshots of the current turn (oldest first). */
export interface Game extends Position {
  readonly history: readonly Position[];
}

export class IllegalActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IllegalActionError';
  }
}

export class PositionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PositionError';
  }
}
