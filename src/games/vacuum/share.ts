// Vacuum's share strings: a position packed as bits inside the share envelope (src/codec/share.ts)
// behind Vacuum's prefix character. The layout is documented in docs/formats.md; keep the two in step.
import { failure, type Result } from '../../core/result';
import {
  fromRecord,
  newGame,
  ownersOn,
  PositionError,
  SQUARES,
  toRecord,
  type Contents,
  type Game,
  type Owner,
  type Player,
  type PositionRecord,
  type Stage,
  type Terrain,
} from './rules/index';
import { BitReader, BitsError, BitWriter, readSubset, writeSubset } from '../../codec/bits';
import { wrapPayload } from '../../codec/share';
import { PREFIXES } from '../../codec/prefix-table';
import { KIND_WORDS, unwrapString } from '../../codec/prefixes';

export type ShareResult = Result<{ game: Game }>;

/** Vacuum's prefix character: links already sent start with it. */
const SHARE_VERSION = PREFIXES.vacuum.position;
const NOUN = KIND_WORDS.position;
/**
 * Packed characters (16 bits each) a share string may decompress to: the fullest board packs to
 * about 200; a longer output is refused while decompressing, before it costs time.
 */
const MAX_PAYLOAD_CHARS = 1_000;
const STAGES: readonly Stage[] = [1, 'chain', 2, 3, 'commit'];

// ---- terrain --------------------------------------------------------------------------------

/** A square's tile: 0 barren, 1 board, 2 pedestal, 3–6 perimeter of colour 0–3. */
type Tile = number;
const BARREN = 0;
const TILES: readonly { terrain: Terrain; colour: Player | null }[] = [
  { terrain: 'barren', colour: null },
  { terrain: 'board', colour: null },
  { terrain: 'pedestal', colour: null },
  ...([0, 1, 2, 3] as const).map((colour) => ({ terrain: 'perimeter' as const, colour })),
];

function tileOf(position: Pick<PositionRecord, 'terrain' | 'colour'>, sq: number): Tile {
  const t = position.terrain[sq]!;
  if (t === 'perimeter') return 3 + position.colour[sq]!;
  return t === 'barren' ? BARREN : t === 'board' ? 1 : 2;
}

const START = toRecord(newGame({ players: 2 }));
const START_TILES: readonly Tile[] = Array.from({ length: SQUARES }, (_, sq) => tileOf(START, sq));

/**
 * Terrain changes are listed in this square order: the outer band of the grid (where Perimeter
 * Move works) first, each column or row walked outwards-in as a pair, so a tile that slid one step
 * outwards is two neighbouring entries; the interior, which games never change, comes last.
 */
const TERRAIN_ORDER: readonly number[] = (() => {
  const order: number[] = [];
  const seen = new Set<number>();
  const add = (...squares: number[]): void => {
    for (const sq of squares) {
      if (!seen.has(sq)) order.push(sq);
      seen.add(sq);
    }
  };
  for (let i = 0; i < 12; i++) add(i, 12 + i); // top: rows 1 and 2
  for (let i = 0; i < 12; i++) add(i * 12 + 11, i * 12 + 10); // right
  for (let i = 11; i >= 0; i--) add(132 + i, 120 + i); // bottom
  for (let i = 11; i >= 0; i--) add(i * 12, i * 12 + 1); // left
  for (let sq = 0; sq < SQUARES; sq++) add(sq);
  return order;
})();

/** A changed tile, coded against what the square held in a new game. */
function writeTile(w: BitWriter, start: Tile, tile: Tile): void {
  if (start === BARREN) {
    // Onto barren space: nearly always a perimeter tile that slid there.
    w.bool(tile < 3);
    if (tile >= 3) w.uint(tile - 3, 2);
    else w.uint(tile - 1, 1);
  } else {
    // Off a playable square: nearly always the barren wake of a Perimeter Move.
    w.bool(tile !== BARREN);
    if (tile !== BARREN) w.uint(otherTiles(start).indexOf(tile), 3);
  }
}

function readTile(r: BitReader, start: Tile): Tile {
  if (start === BARREN) return r.bool() ? 1 + r.uint(1) : 3 + r.uint(2);
  if (!r.bool()) return BARREN;
  const tile = otherTiles(start)[r.uint(3)];
  if (tile === undefined) throw new BitsError('a terrain code is unknown');
  return tile;
}

/** The playable tiles other than `start`, in tile order. */
const otherTiles = (start: Tile): Tile[] => [1, 2, 3, 4, 5, 6].filter((t) => t !== start);

// ---- players and pieces ---------------------------------------------------------------------

function writePlayers(w: BitWriter, list: readonly Player[], countWidth: number): void {
  w.uint(list.length, countWidth);
  for (const p of list) w.uint(p, 2);
}

function readPlayers(r: BitReader, countWidth: number): Player[] {
  const n = r.uint(countWidth);
  return Array.from({ length: n }, () => r.uint(2) as Player);
}

/** The owners a piece may have: the active players, and neutral when any piece is neutral. */
function ownerAlphabet(active: readonly Player[], neutral: boolean): { owners: Owner[]; width: number } {
  const owners: Owner[] = neutral ? [...active, 'neutral'] : [...active];
  return { owners, width: Math.ceil(Math.log2(owners.length)) };
}

// ---- encode ---------------------------------------------------------------------------------

/** The share string of a position (the undo history is not shared). */
export function encodeShare(game: Game): string {
  const w = new BitWriter();
  writePosition(w, game);
  return wrapPayload(w.toChars(), SHARE_VERSION);
}

/** A position's bits (the layout in docs/formats.md); game links carry a first position this way. */
export function writePosition(w: BitWriter, game: Game): void {
  const position = toRecord(game);
  w.uint(position.players - 2, 2);
  w.uint(position.current, 2);
  w.uint(STAGES.indexOf(position.stage), 3);
  if (position.stage === 'chain') w.uint(position.chainAt!, 8);
  w.golomb(position.turn, 3);
  writePlayers(w, position.eliminated, 2);
  writePlayers(w, position.stoneEra, 3);
  w.golomb(position.cooldowns.length);
  for (const sq of position.cooldowns) w.uint(sq, 8);
  w.bool(position.turnLimit !== null);
  if (position.turnLimit !== null) w.golomb(position.turnLimit - 1, 6);

  const changed = TERRAIN_ORDER.map((sq, i) => (tileOf(position, sq) !== START_TILES[sq] ? i : -1)).filter(
    (i) => i >= 0,
  );
  writeSubset(w, changed);
  for (const i of changed) writeTile(w, START_TILES[TERRAIN_ORDER[i]!]!, tileOf(position, TERRAIN_ORDER[i]!));

  const playable = playableSquares(position);
  const occupied = playable.map((sq, i) => (position.squares[sq] !== null ? i : -1)).filter((i) => i >= 0);
  const neutral = occupied.some((i) => ownersOn(position.squares[playable[i]!]!).includes('neutral'));
  w.bool(neutral);
  writeSubset(w, occupied);
  const { owners, width } = ownerAlphabet(position.active, neutral);
  for (const i of occupied) {
    const c = position.squares[playable[i]!]!;
    if ('pebbles' in c) {
      w.bool(false);
      // 1 → 0, 2 → 10, 3 → 110, 4 → 111: single pebbles are by far the most common.
      const n = c.pebbles.length;
      for (let j = 1; j < Math.min(n, 3) + 1; j++) w.bool(j < n);
    } else {
      w.bool(true);
      w.bool('boulder' in c);
    }
    // One owner per piece: each pebble of a stack in stack order.
    for (const o of 'pebbles' in c ? c.pebbles : ownersOn(c)) w.uint(owners.indexOf(o), width);
  }
}

const playableSquares = (position: Pick<PositionRecord, 'terrain'>): number[] =>
  Array.from({ length: SQUARES }, (_, sq) => sq).filter((sq) => position.terrain[sq] !== 'barren');

// ---- decode ---------------------------------------------------------------------------------

/**
 * Reads a share string. Never throws: anything that is not a share string of a possible
 * position gives a message a player can read, and no game.
 */
export function decodeShare(input: string): ShareResult {
  const body = unwrapString(input, { prefix: SHARE_VERSION, kind: 'position', maxChars: MAX_PAYLOAD_CHARS });
  if (!body.ok) return body;
  const r = new BitReader(body.chars);
  let game: ShareResult;
  try {
    game = readPosition(r);
    r.finish();
  } catch (e) {
    if (e instanceof BitsError) return failure(`This ${NOUN} is damaged: ${e.message}.`);
    return failure(`This ${NOUN} is damaged.`);
  }
  return game.ok ? game : failure(`This ${NOUN} holds a position that cannot occur: ${game.error}.`);
}

/**
 * A position's bits through fromRecord, the check every position passes: the game, or why it
 * cannot occur. Throws BitsError on bits no writer makes.
 */
export function readPosition(r: BitReader): ShareResult {
  const record = readRecord(r);
  try {
    return { ok: true, game: fromRecord(record) };
  } catch (e) {
    if (e instanceof PositionError) return { ok: false, error: e.message };
    throw e;
  }
}

/** Unpacks the bits into a position record, for fromRecord to check like any other position. */
function readRecord(r: BitReader): PositionRecord {
  const players = (2 + r.uint(2)) as 2 | 3 | 4; // 5 is possible here: fromRecord refuses it
  const current = r.uint(2) as Player;
  const stage = STAGES[r.uint(3)];
  if (stage === undefined) throw new BitsError('the stage is unknown');
  const chainAt = stage === 'chain' ? square(r.uint(8)) : null;
  const turn = r.golomb(3);
  if (turn > 999_999_999) throw new BitsError('the turn number is impossibly large');
  const eliminated = readPlayers(r, 2);
  const stoneEra = readPlayers(r, 3);
  const cooldownCount = r.golomb();
  if (cooldownCount > SQUARES) throw new BitsError('too many cooldowns');
  const cooldowns = Array.from({ length: cooldownCount }, () => square(r.uint(8)));
  const turnLimit = r.bool() ? 1 + r.golomb(6) : null;
  if (turnLimit !== null && turnLimit > 999_999_999) throw new BitsError('the turn limit is impossibly large');
  const inGame = ([0, 1, 2, 3] as const).slice(0, players);
  const active = inGame.filter((p) => !eliminated.includes(p));

  const tiles = [...START_TILES];
  const changed = readSubset(r, SQUARES);
  for (const i of changed) tiles[TERRAIN_ORDER[i]!] = readTile(r, START_TILES[TERRAIN_ORDER[i]!]!);

  const playable = tiles.map((t, sq) => (t !== BARREN ? sq : -1)).filter((sq) => sq >= 0);
  const neutral = r.bool();
  const occupied = readSubset(r, playable.length);
  const { owners, width } = ownerAlphabet(active, neutral);
  const owner = (): Owner => {
    const o = owners[r.uint(width)];
    if (o === undefined) throw new BitsError('a piece has an unknown owner');
    return o;
  };
  const squares = new Array<Contents>(SQUARES).fill(null);
  for (const i of occupied) {
    let c: Contents;
    if (!r.bool()) {
      let n = 1;
      while (n < 4 && r.bool()) n++;
      c = { pebbles: Array.from({ length: n }, owner) };
    } else {
      c = r.bool() ? { boulder: owner() } : { stone: owner() };
    }
    squares[playable[i]!] = c;
  }

  return {
    players,
    terrain: tiles.map((t) => TILES[t]!.terrain),
    colour: tiles.map((t) => TILES[t]!.colour),
    squares,
    current,
    stage,
    chainAt,
    turn,
    active,
    eliminated,
    stoneEra,
    cooldowns,
    turnLimit,
  };
}

function square(sq: number): number {
  if (sq >= SQUARES) throw new BitsError('a square lies off the board');
  return sq;
}
