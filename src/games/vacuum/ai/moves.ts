// Legal actions and their effects on the search position, implementing the rules of
// docs/rules.md exactly; test/games/vacuum/ai/agreement.test.ts checks them against the
// public rules core action for action. An action is one small integer (see `encode`).
import {
  AREA,
  BARREN,
  BOULDER,
  C,
  CHAIN,
  COMMIT,
  DIRECTIONS,
  dist,
  EMPTY,
  hasPieceOf,
  HOME,
  K,
  kindOf,
  MAX_PEBBLES,
  N,
  NEIGHBOURS,
  NEUTRAL,
  NO_COLOUR,
  O,
  pebblesOf,
  P,
  PEBBLES,
  PEDESTAL,
  PERIMETER,
  pressure,
  S1,
  S2,
  S3,
  SQUARES,
  STONE,
  STRIDE,
  step,
  T,
  winnerOf,
  colOf,
  rowOf,
  type State,
} from './state';
import { ACTION_KINDS, CAST_DISTANCE, type ActionKind } from '../rules/index';

type IndexOf<T extends readonly unknown[], V, Before extends unknown[] = []> = T extends readonly [
  infer First,
  ...infer Rest,
]
  ? First extends V
    ? Before['length']
    : IndexOf<Rest, V, [...Before, First]>
  : never;

/**
 * The engine's code of an action kind is its place in the rules' list of kinds (four bits: see
 * KIND_MASK). The codes are written as numbers so that the search's switches stay jump tables
 * (codes computed at load time made the search half as fast again); their types hold each one to
 * its kind's place, so a code that disagrees with the rules' list does not compile.
 */
type CodeOf<K extends ActionKind> = IndexOf<typeof ACTION_KINDS, K>;

const ENTRENCH: CodeOf<'entrench'> = 0,
  RETREAT: CodeOf<'retreat'> = 1,
  EXTEND: CodeOf<'extend'> = 2,
  CAST: CodeOf<'cast'> = 3,
  BOULDER_MOVE: CodeOf<'boulder'> = 4,
  EXIT_CHAIN: CodeOf<'exitChain'> = 5,
  PEBBLE_ATTACK: CodeOf<'pebbleAttack'> = 6,
  TELEPORT: CodeOf<'teleport'> = 7,
  SUPPLY: CodeOf<'supplyChain'> = 8,
  REDUCE: CodeOf<'reductionAttack'> = 9,
  CREATE: CodeOf<'stoneCreation'> = 10,
  WAR: CodeOf<'pebbleWar'> = 11,
  VACUUM: CodeOf<'vacuumMove'> = 12,
  PERIMETER_MOVE: CodeOf<'perimeterMove'> = 13;
export const COMMIT_TURN: CodeOf<'commit'> = 14,
  RESIGN: CodeOf<'resign'> = 15;

const CODE = new Map<ActionKind, number>(ACTION_KINDS.map((kind, code) => [kind, code]));
export const codeOf = (kind: ActionKind): number => CODE.get(kind)!;

// An action is one integer, its fields side by side from the lowest bit up: kind (4 bits) |
// from or at (8) | to (8) | count (3) | defender or resigning player (2). Written as numbers, not
// computed, for the same reason as the codes above.
const FROM_SHIFT = 4,
  TO_SHIFT = 12,
  COUNT_SHIFT = 20,
  WHO_SHIFT = 23;
const KIND_MASK = 0b1111,
  SQUARE_MASK = 0xff,
  COUNT_MASK = 0b111,
  WHO_MASK = 0b11;

export const encode = (kind: number, from = 0, to = 0, count = 0, who = 0): number =>
  kind | (from << FROM_SHIFT) | (to << TO_SHIFT) | (count << COUNT_SHIFT) | (who << WHO_SHIFT);
export const kindOfAction = (a: number): number => a & KIND_MASK;
export const fromOf = (a: number): number => (a >> FROM_SHIFT) & SQUARE_MASK;
export const toOf = (a: number): number => (a >> TO_SHIFT) & SQUARE_MASK;
export const countOf = (a: number): number => (a >> COUNT_SHIFT) & COUNT_MASK;
export const whoOf = (a: number): number => (a >> WHO_SHIFT) & WHO_MASK;

/**
 * A Teleport onto its own pedestal: legal (the pedestal rests, R8) but it moves nothing and only
 * closes Stage 1, so a turn is never better for it. The search leaves it out: players read it as
 * the computer doing nothing ("Teleport from c3 to c3").
 */
export const movesNothing = (a: number): boolean => kindOfAction(a) === TELEPORT && fromOf(a) === toOf(a);

export const isFinal = (a: number): boolean => {
  const k = kindOfAction(a);
  return k === VACUUM || k === PERIMETER_MOVE;
};

const isActive = (s: State, p: number): boolean => s.active.includes(p);
const isOpponent = (s: State, me: number, p: number): boolean => p !== me && s.active.includes(p);
const playable = (s: State, sq: number): boolean => s.cells[sq * STRIDE + T] !== BARREN;
const empty = (s: State, sq: number): boolean => s.cells[sq * STRIDE + K] === EMPTY;
const total = (s: State, sq: number): number => s.cells[sq * STRIDE + N]!;
/** The square holds pebbles and all of them are `p`'s. */
const onlyOwn = (s: State, sq: number, p: number): boolean => {
  const n = total(s, sq);
  return n > 0 && pebblesOf(s, sq, p) === n;
};
const hasNeutral = (s: State, sq: number): boolean => hasPieceOf(s, sq, NEUTRAL);

// ---- generation -----------------------------------------------------------------------------

/**
 * Every legal action of the current player, appended to `out`. Resign is included only when
 * `withResign` (the search never resigns).
 */
export function generate(s: State, out: number[], withResign = false): void {
  if (winnerOf(s) !== -1) return;
  const me = s.current;
  const st = s.stage;
  if (st === COMMIT) out.push(encode(COMMIT_TURN));
  else if (st === CHAIN) {
    chainSteps(s, me, out);
    out.push(encode(EXIT_CHAIN));
  } else {
    if (st === S1) stageOne(s, me, out);
    if (st === S1 || st === S2) stageTwo(s, me, out);
    finals(s, me, out);
  }
  if (withResign) out.push(encode(RESIGN, 0, 0, 0, me));
}

function stageOne(s: State, me: number, out: number[]): void {
  const opponentSquares: number[] = [];
  for (let sq = 0; sq < SQUARES; sq++) {
    for (const p of s.active) {
      if (p !== me && hasPieceOf(s, sq, p)) {
        opponentSquares.push(sq);
        break;
      }
    }
  }
  for (let sq = 0; sq < SQUARES; sq++) {
    const k = kindOf(s, sq);
    if (k === PEBBLES) {
      const unit = pebblesOf(s, sq, me);
      if (unit === 0) continue;
      if (unit === total(s, sq) && unit < MAX_PEBBLES) out.push(encode(ENTRENCH, sq));
      retreats(s, me, sq, unit, opponentSquares, out);
      if (unit === 1 && total(s, sq) === 1) extends_(s, me, sq, out);
      pebbleAttacks(s, me, sq, unit, out);
    } else if (k === STONE && s.cells[sq * STRIDE + O] === me) {
      castLandings(s, me, sq, (to) => out.push(encode(CAST, sq, to)));
    } else if (k === BOULDER && s.cells[sq * STRIDE + O] === me) {
      boulderMoves(s, me, sq, out);
    }
  }
}

function retreats(s: State, me: number, from: number, unit: number, opponents: number[], out: number[]): void {
  for (let dr = -2; dr <= 2; dr++) {
    for (let dc = -2; dc <= 2; dc++) {
      if (Math.max(Math.abs(dr), Math.abs(dc)) !== 2) continue;
      const to = step(from, dr, dc);
      if (to < 0 || !empty(s, to) || !playable(s, to)) continue;
      let open = false;
      for (const mid of NEIGHBOURS[from]!) {
        if (dist(mid, to) !== 1 || !playable(s, mid)) continue;
        if (empty(s, mid) || (onlyOwn(s, mid, me) && total(s, mid) + unit <= MAX_PEBBLES)) {
          open = true;
          break;
        }
      }
      if (!open) continue;
      let nearer = false;
      for (const p of opponents) {
        if (dist(to, p) < dist(from, p)) {
          nearer = true;
          break;
        }
      }
      if (!nearer) out.push(encode(RETREAT, from, to));
    }
  }
}

const isSingle = (s: State, sq: number, me: number): boolean => total(s, sq) === 1 && pebblesOf(s, sq, me) === 1;

function extends_(s: State, me: number, from: number, out: number[]): void {
  for (const partner of NEIGHBOURS[from]!) {
    if (!isSingle(s, partner, me)) continue;
    const dr = rowOf(partner) - rowOf(from);
    const dc = colOf(partner) - colOf(from);
    for (const to of [step(partner, dr, dc), step(from, -dr, -dc)]) {
      if (to >= 0 && playable(s, to) && empty(s, to)) out.push(encode(EXTEND, from, to));
    }
  }
}

function pebbleAttacks(s: State, me: number, from: number, unit: number, out: number[]): void {
  for (const to of NEIGHBOURS[from]!) {
    if (pebblesOf(s, to, me) > 0 || kindOf(s, to) === EMPTY) continue;
    for (const d of s.active) {
      if (d === me || !hasPieceOf(s, to, d)) continue;
      const room = MAX_PEBBLES - (total(s, to) - pebblesOf(s, to, d));
      if (pressure(s, me, to) <= pressure(s, d, to)) continue;
      for (let n = 1; n <= unit && n <= room; n++) out.push(encode(PEBBLE_ATTACK, from, to, n, d));
    }
  }
}

/** Where a stone cast from `from` can end (docs/rules.md, "Cast Stone"): one flight per direction, plus hooks. */
function castLandings(s: State, me: number, from: number, emit: (to: number, boulder: boolean) => void): void {
  for (const [dr, dc] of DIRECTIONS) {
    let at = from;
    let flown = 0;
    let struck = -1;
    while (flown < CAST_DISTANCE) {
      const next = step(at, dr, dc);
      const e = enter(s, next);
      if (e === 0) break;
      if (e === 2) {
        struck = next;
        break;
      }
      at = next;
      flown++;
    }
    if (struck >= 0) emit(struck, true);
    else if (flown > 0) emit(at, false);
    if (flown === CAST_DISTANCE && struck < 0) {
      const home = HOME[me as 0]!;
      const hr = rowOf(home) - rowOf(at);
      const hc = colOf(home) - colOf(at);
      const onLine = (hr !== 0 || hc !== 0) && (hr === 0 || hc === 0 || Math.abs(hr) === Math.abs(hc));
      if (!onLine) continue;
      const tr = Math.sign(hr),
        tc = Math.sign(hc);
      if ((tr === dr && tc === dc) || (tr === -dr && tc === -dc)) continue; // a hook is a turn
      const hook = step(at, tr, tc);
      const e = enter(s, hook);
      if (e !== 0) emit(hook, e === 2);
    }
  }
}

/** A cast stone entering `sq`: 0 blocked, 1 free square, 2 strikes a non-neutral stone. */
function enter(s: State, sq: number): number {
  if (sq < 0 || !playable(s, sq)) return 0;
  const k = kindOf(s, sq);
  if (k === EMPTY) return 1;
  return k === STONE && s.cells[sq * STRIDE + O] !== NEUTRAL ? 2 : 0;
}

/** What `me`'s boulder moving next to `to` does there: 0 illegal, or one of the codes below. */
const STEP = 1,
  ENTER_CHAIN = 2,
  ATTACK = 3,
  SACRIFICE = 4;
function boulderMoveType(s: State, me: number, to: number): number {
  if (!playable(s, to)) return 0;
  if (empty(s, to)) return STEP;
  if (onlyOwn(s, to, me)) return ENTER_CHAIN;
  const k = kindOf(s, to);
  let defender: number;
  if (k === PEBBLES) {
    defender = -1;
    for (let o = 0; o <= NEUTRAL; o++) {
      if (pebblesOf(s, to, o) === 0) continue;
      if (defender >= 0) return 0; // more than one owner on the square
      defender = o;
    }
  } else defender = s.cells[to * STRIDE + O]!;
  if (defender === NEUTRAL || !isOpponent(s, me, defender)) return 0;
  if (pressure(s, me, to) > pressure(s, defender, to)) return ATTACK;
  return k === BOULDER ? SACRIFICE : 0;
}

function boulderMoves(s: State, me: number, from: number, out: number[]): void {
  for (const to of NEIGHBOURS[from]!) {
    if (boulderMoveType(s, me, to) !== 0) out.push(encode(BOULDER_MOVE, from, to));
  }
}

function chainSteps(s: State, me: number, out: number[]): void {
  const from = s.chainAt;
  if (kindOf(s, from) !== BOULDER || s.cells[from * STRIDE + O] !== me) return;
  for (const to of NEIGHBOURS[from]!) if (onlyOwn(s, to, me)) out.push(encode(BOULDER_MOVE, from, to));
}

/** The counts a Reduction Attack of `a` pebbles may spend against `d` pebbles. */
const reductionLimit = (a: number, d: number): number => (a < d ? a : a === d ? d : d - 1);

function stageTwo(s: State, me: number, out: number[]): void {
  teleports(s, me, out);
  for (let from = 0; from < SQUARES; from++) {
    const unit = pebblesOf(s, from, me);
    if (unit === 0) continue;
    for (const to of NEIGHBOURS[from]!) {
      if (!playable(s, to)) continue;
      const there = pebblesOf(s, to, me);
      if (there > 0) {
        const room = MAX_PEBBLES - total(s, to);
        for (let n = 1; n <= unit && n <= room; n++) out.push(encode(SUPPLY, from, to, n));
        continue;
      }
      if (empty(s, to)) {
        for (let n = 1; n < unit; n++) out.push(encode(SUPPLY, from, to, n));
        continue;
      }
      if (kindOf(s, to) !== PEBBLES) continue;
      for (const d of s.active) {
        const dCount = pebblesOf(s, to, d);
        if (d === me || dCount === 0) continue;
        const max = reductionLimit(unit, dCount);
        for (let n = 1; n <= max; n++) out.push(encode(REDUCE, from, to, n, d));
        if (total(s, to) - dCount + unit <= MAX_PEBBLES && pressure(s, me, to) > pressure(s, d, to)) {
          out.push(encode(WAR, from, to, 0, d));
        }
      }
    }
  }
  for (let at = 0; at < SQUARES; at++) if (canCreateStone(s, me, at)) out.push(encode(CREATE, at));
}

function isPedestalOpen(s: State, sq: number): boolean {
  return s.cells[sq * STRIDE + T] === PEDESTAL && !s.cooldowns.includes(sq) && !hasNeutral(s, sq);
}

function teleports(s: State, me: number, out: number[]): void {
  for (let from = 0; from < SQUARES; from++) {
    if (!isPedestalOpen(s, from) || !hasPieceOf(s, from, me)) continue;
    for (let to = 0; to < SQUARES; to++) if (isPedestalOpen(s, to)) out.push(encode(TELEPORT, from, to));
  }
}

/** Stone Creation (docs/rules.md, "Stone Creation"): three sides covered, not one straight line, and pebble dominance. */
function canCreateStone(s: State, me: number, at: number): boolean {
  if (!playable(s, at) || !empty(s, at)) return false;
  const r0 = rowOf(at),
    c0 = colOf(at);
  const counting: number[] = [];
  let mine = 0,
    others = 0;
  for (const sq of NEIGHBOURS[at]!) {
    const n = total(s, sq);
    if (n === 0) continue;
    const m = pebblesOf(s, sq, me);
    mine += m;
    others += n - m;
    if (m > 0) counting.push(sq);
  }
  if (counting.length < 3 || mine < others + 3) return false;
  // Maximum matching of counting squares to sides N E S W (Kuhn), each square one side.
  const sides = counting.map((sq) => {
    const dr = rowOf(sq) - r0,
      dc = colOf(sq) - c0;
    const out: number[] = [];
    if (dr === -1) out.push(0);
    if (dc === 1) out.push(1);
    if (dr === 1) out.push(2);
    if (dc === -1) out.push(3);
    return out;
  });
  const holder = [-1, -1, -1, -1];
  const augment = (i: number, seen: boolean[]): boolean => {
    for (const side of sides[i]!) {
      if (seen[side]) continue;
      seen[side] = true;
      if (holder[side]! < 0 || augment(holder[side]!, seen)) {
        holder[side] = i;
        return true;
      }
    }
    return false;
  };
  let covered = 0;
  for (let i = 0; i < counting.length; i++) if (augment(i, [false, false, false, false])) covered++;
  if (covered < 3) return false;
  const a = counting[0]!,
    b = counting[1]!;
  const dr = rowOf(b) - rowOf(a),
    dc = colOf(b) - colOf(a);
  return !counting.every((sq) => (rowOf(sq) - rowOf(a)) * dc - (colOf(sq) - colOf(a)) * dr === 0);
}

/** Squares inside at least one empty 3 × 3 vacuum area (neutral pieces count as pieces). */
function vacuumSpaces(s: State, emit: (sq: number) => void): void {
  const open = new Uint8Array(SQUARES); // centre of a vacuum area
  for (let c = 0; c < SQUARES; c++) {
    if (!playable(s, c)) continue;
    let ok = 1;
    for (const sq of AREA[c]!) {
      if (playable(s, sq) && !empty(s, sq)) {
        ok = 0;
        break;
      }
    }
    open[c] = ok;
  }
  for (let at = 0; at < SQUARES; at++) {
    if (!playable(s, at) || !empty(s, at)) continue;
    for (const c of AREA[at]!) {
      if (open[c]) {
        emit(at);
        break;
      }
    }
  }
}

/** Can `me` slide the perimeter tile on `from`? (Its barren neighbours are the targets.) */
function isPerimeterSource(s: State, me: number, from: number): boolean {
  const b = from * STRIDE;
  if (s.cells[b + T] !== PERIMETER || hasNeutral(s, from)) return false;
  const colour = s.cells[b + C]!;
  if (colour === me) return true;
  if (colour !== NO_COLOUR && isActive(s, colour)) return false;
  return pebblesOf(s, from, me) > 0;
}

function perimeterMoves(s: State, me: number, emit: (from: number, to: number) => void): void {
  for (let from = 0; from < SQUARES; from++) {
    if (!isPerimeterSource(s, me, from)) continue;
    for (let d = 0; d < 4; d++) {
      const to = step(from, DIRECTIONS[d]![0], DIRECTIONS[d]![1]);
      if (to >= 0 && !playable(s, to)) emit(from, to);
    }
  }
}

function finals(s: State, me: number, out: number[]): void {
  vacuumSpaces(s, (at) => out.push(encode(VACUUM, at)));
  perimeterMoves(s, me, (from, to) => out.push(encode(PERIMETER_MOVE, from, to)));
}

/** Does `p` have a Vacuum Move or a Perimeter Move (the turn-start check: docs/rules.md, "No final action")? */
export function hasFinalAction(s: State, p: number): boolean {
  if (hasVacuumSpace(s)) return true;
  let found = false;
  perimeterMoves(s, p, () => (found = true));
  return found;
}

/**
 * Is there a vacuum space at all? There is exactly when some vacuum area is empty: its centre,
 * playable and empty, is then one. The evaluation asks this of every position searched, so it stops
 * at the first empty area and allocates nothing (vacuumSpaces lists them all).
 */
export function hasVacuumSpace(s: State): boolean {
  for (let c = 0; c < SQUARES; c++) {
    if (!playable(s, c)) continue;
    let open = true;
    for (const sq of AREA[c]!) {
      if (playable(s, sq) && !empty(s, sq)) {
        open = false;
        break;
      }
    }
    if (open) return true;
  }
  return false;
}

// ---- effects --------------------------------------------------------------------------------

function addPebbles(s: State, sq: number, p: number, n: number): void {
  const b = sq * STRIDE;
  s.cells[b + K] = PEBBLES;
  s.cells[b + P + p]! += n;
  s.cells[b + N]! += n;
}

function removePebbles(s: State, sq: number, p: number, n: number): void {
  const b = sq * STRIDE;
  s.cells[b + P + p]! -= n;
  s.cells[b + N]! -= n;
  if (s.cells[b + N] === 0) s.cells[b + K] = EMPTY;
}

function clearSquare(s: State, sq: number): void {
  s.cells.fill(0, sq * STRIDE + K, sq * STRIDE + STRIDE);
}

function putPiece(s: State, sq: number, kind: number, owner: number): void {
  clearSquare(s, sq);
  s.cells[sq * STRIDE + K] = kind;
  s.cells[sq * STRIDE + O] = owner;
}

/** Plays a legal action on `s` in place. */
export function apply(s: State, a: number): void {
  const me = s.current;
  const from = fromOf(a),
    to = toOf(a),
    n = countOf(a),
    who = whoOf(a);
  switch (kindOfAction(a)) {
    case ENTRENCH:
      addPebbles(s, from, me, 1);
      s.stage = S2;
      return;
    case RETREAT: {
      const unit = pebblesOf(s, from, me);
      removePebbles(s, from, me, unit);
      addPebbles(s, to, me, unit);
      s.stage = S2;
      return;
    }
    case EXTEND:
      addPebbles(s, to, me, 1);
      s.stage = S2;
      return;
    case CAST: {
      const boulder = kindOf(s, to) === STONE;
      clearSquare(s, from);
      putPiece(s, to, boulder ? BOULDER : STONE, me);
      s.stage = S2;
      return;
    }
    case BOULDER_MOVE: {
      const type = s.stage === CHAIN ? ENTER_CHAIN : boulderMoveType(s, me, to);
      clearSquare(s, from);
      if (type === SACRIFICE) {
        clearSquare(s, to);
        s.stage = S2;
        return;
      }
      putPiece(s, to, BOULDER, me);
      if (type === ENTER_CHAIN) {
        s.stage = CHAIN;
        s.chainAt = to;
      } else s.stage = S2;
      return;
    }
    case EXIT_CHAIN:
      s.stage = S2;
      s.chainAt = -1;
      return;
    case PEBBLE_ATTACK:
      if (kindOf(s, to) === PEBBLES) removePebbles(s, to, who, pebblesOf(s, to, who));
      else clearSquare(s, to);
      removePebbles(s, from, me, n);
      addPebbles(s, to, me, n);
      s.stage = S2;
      return;
    case TELEPORT: {
      const bf = from * STRIDE,
        bt = to * STRIDE;
      const moving = s.cells.slice(bf + K, bf + STRIDE);
      s.cells.copyWithin(bf + K, bt + K, bt + STRIDE);
      s.cells.set(moving, bt + K);
      if (!s.cooldowns.includes(from)) s.cooldowns.push(from);
      if (!s.cooldowns.includes(to)) s.cooldowns.push(to);
      s.stage = S2;
      return;
    }
    case SUPPLY: {
      const intoEmpty = empty(s, to);
      removePebbles(s, from, me, n);
      addPebbles(s, to, me, n);
      s.stage = intoEmpty ? S3 : S2;
      return;
    }
    case REDUCE:
      removePebbles(s, from, me, n);
      removePebbles(s, to, who, n);
      s.stage = S3;
      return;
    case CREATE:
      for (const sq of NEIGHBOURS[from]!) {
        const m = pebblesOf(s, sq, me);
        if (m > 0) removePebbles(s, sq, me, m);
      }
      putPiece(s, from, STONE, me);
      if (!s.stoneEra.includes(me)) s.stoneEra.push(me);
      s.stage = S2;
      return;
    case WAR: {
      removePebbles(s, to, who, pebblesOf(s, to, who));
      const unit = pebblesOf(s, from, me);
      removePebbles(s, from, me, unit);
      addPebbles(s, to, me, unit);
      s.stage = S2;
      return;
    }
    case VACUUM:
      addPebbles(s, from, me, 1);
      s.stage = COMMIT;
      return;
    case PERIMETER_MOVE: {
      const bf = from * STRIDE,
        bt = to * STRIDE;
      s.cells.copyWithin(bt, bf, bf + STRIDE);
      s.cells.fill(0, bf, bf + STRIDE);
      s.cells[bf + C] = NO_COLOUR;
      s.stage = COMMIT;
      return;
    }
    case COMMIT_TURN:
      commit(s, me);
      return;
    case RESIGN:
      resign(s, who);
      return;
  }
}

/** The active players after `p` in turn order, ending with `p` if still active. */
function turnOrderAfter(s: State, p: number): number[] {
  const order: number[] = [];
  for (let i = 1; i <= 4; i++) {
    const q = (p + i) % 4;
    if (isActive(s, q)) order.push(q);
  }
  return order;
}

function hasPieces(s: State, p: number): boolean {
  for (let sq = 0; sq < SQUARES; sq++) if (hasPieceOf(s, sq, p)) return true;
  return false;
}

/** A player leaves; their pieces stay as neutral pieces. */
function eliminate(s: State, p: number): void {
  s.active = s.active.filter((q) => q !== p);
  s.eliminated.push(p);
  for (let sq = 0; sq < SQUARES; sq++) {
    const b = sq * STRIDE;
    const k = s.cells[b + K]!;
    if (k === PEBBLES) {
      s.cells[b + P + NEUTRAL]! += s.cells[b + P + p]!;
      s.cells[b + P + p] = 0;
    } else if (k !== EMPTY && s.cells[b + O] === p) s.cells[b + O] = NEUTRAL;
  }
}

function beginNextTurn(s: State, after: number): void {
  s.stage = S1;
  s.chainAt = -1;
  s.cooldowns = [];
  const atLimit = s.turnLimit >= 0 && s.turn >= s.turnLimit; // over on the scores: nobody is checked
  for (const next of turnOrderAfter(s, after)) {
    s.current = next;
    if (s.active.length === 1 || atLimit) return;
    if (hasFinalAction(s, next)) return;
    eliminate(s, next);
  }
  s.current = s.active[0]!;
}

function commit(s: State, me: number): void {
  s.turn += 1;
  for (const p of turnOrderAfter(s, me)) {
    if (s.active.length === 1) break;
    if (isActive(s, p) && s.stoneEra.includes(p) && !hasPieces(s, p)) eliminate(s, p);
  }
  beginNextTurn(s, me);
}

function resign(s: State, p: number): void {
  eliminate(s, p);
  if (s.active.length === 1) s.current = s.active[0]!;
  else if (p === s.current) beginNextTurn(s, p);
}
