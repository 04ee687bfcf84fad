// Static evaluation of a search position from one player's point of view: the score (material
// with terrain multipliers, which decides the scored finish), pieces an enemy can take next turn
// (pressure), pressure control of the board, how close each stone-era player is to losing its
// last piece, and final-move safety.
import { hasFinalAction } from './moves';
import {
  AREA,
  baseValue,
  BOULDER,
  EMPTY,
  K,
  MULT,
  NEIGHBOURS,
  O,
  P,
  PEBBLES,
  SQUARES,
  STRIDE,
  T,
  winnerOf,
  type State,
} from './state';

export interface Weights {
  /** Share of my material an enemy can take next turn that counts as lost already. */
  threat: number;
  /** Share of enemy material I threaten that counts as won. */
  attack: number;
  /** Value of each square where my pressure is the highest. */
  control: number;
  /** Penalty for a stone-era player with no piece out of reach (elimination is near); less for
   *  each piece that is safe, so the search works towards eliminations the rules allow. */
  eraRisk: number;
}

const WIN = 1_000_000;

const NO_FINAL_PENALTY = 400;
/** Rounds before the turn limit over which board control fades out of the evaluation. */
const FADE_ROUNDS = 4;

// Scratch buffers: evaluation runs millions of times, so it allocates nothing.
const press = new Int32Array(4 * SQUARES);
const material = new Float64Array(4);
const threatened = new Float64Array(4);
const safe = new Int32Array(4);

function addPressure(sq: number, p: number, v: number): void {
  material[p]! += v;
  for (const a of AREA[sq]!) press[p * SQUARES + a]! += v;
}

export function evaluate(s: State, me: number, w: Weights): number {
  const winner = winnerOf(s);
  if (winner === me) return WIN - s.turn;
  if ((winner >= 0 && winner !== me) || !s.active.includes(me)) return -WIN + s.turn;
  const c = s.cells;
  press.fill(0);
  material.fill(0);
  threatened.fill(0);
  safe.fill(0);

  // Material and the pressure map: each piece adds its value × multiplier to its 3 × 3 area. (A
  // square holds pebbles of any players, or one owner's stone or boulder: only those are read.)
  for (let sq = 0; sq < SQUARES; sq++) {
    const b = sq * STRIDE;
    const k = c[b + K]!;
    if (k === EMPTY) continue;
    const mult = MULT[c[b + T]! as 0];
    if (k === PEBBLES) {
      for (let p = 0; p < 4; p++) if (c[b + P + p]! > 0) addPressure(sq, p, baseValue(s, sq, p) * mult);
    } else {
      addPressure(sq, c[b + O]!, baseValue(s, sq, c[b + O]!) * mult);
    }
  }

  // Threats: a piece is exposed when an adjacent enemy pebble or boulder has more pressure on it.
  for (let sq = 0; sq < SQUARES; sq++) {
    const b = sq * STRIDE;
    const k = c[b + K]!;
    if (k === EMPTY) continue;
    const owner = k === PEBBLES ? -1 : c[b + O]!;
    for (const p of s.active) {
      if (owner >= 0 ? p !== owner : c[b + P + p] === 0) continue;
      const base = baseValue(s, sq, p);
      if (base === 0) continue;
      let exposed = false;
      for (const o of s.active) {
        if (o === p || (k === PEBBLES && c[b + P + o]! > 0)) continue;
        if (press[o * SQUARES + sq]! <= press[p * SQUARES + sq]!) continue;
        for (const n of NEIGHBOURS[sq]!) {
          const nb = n * STRIDE;
          const nk = c[nb + K]!;
          if ((nk === PEBBLES && c[nb + P + o]! > 0) || (nk === BOULDER && c[nb + O] === o)) {
            exposed = true;
            break;
          }
        }
        if (exposed) break;
      }
      if (exposed) threatened[p]! += base * MULT[c[b + T]! as 0];
      else safe[p]!++;
    }
  }

  const opponents = s.active.filter((p) => p !== me);
  let score = material[me]! - w.threat * threatened[me]!;
  for (const o of opponents) {
    score -= (material[o]! - w.attack * threatened[o]!) / opponents.length;
  }

  // Control is a long-term asset: it fades over the last rounds before a turn limit, where only
  // the score counts.
  const roundsLeft = s.turnLimit < 0 ? Infinity : (s.turnLimit - s.turn) / s.active.length;
  const controlWeight = w.control * Math.min(1, roundsLeft / FADE_ROUNDS);
  if (controlWeight !== 0) {
    let control = 0;
    for (let sq = 0; sq < SQUARES; sq++) {
      if (c[sq * STRIDE + T] === 0) continue;
      const mine = press[me * SQUARES + sq]!;
      let best = 0;
      for (const o of opponents) best = Math.max(best, press[o * SQUARES + sq]!);
      if (mine > best) control++;
      else if (best > mine) control--;
    }
    score += controlWeight * control;
  }

  // Stone era: once a player has created a stone, losing every piece eliminates them. The risk
  // halves with every piece out of reach, so taking an opponent's last safe pieces pays step by step.
  for (const p of s.stoneEra) {
    if (!s.active.includes(p)) continue;
    const risk = w.eraRisk / 2 ** safe[p]!;
    score += p === me ? -risk : risk / opponents.length;
  }

  if (!hasFinalAction(s, me)) score -= NO_FINAL_PENALTY;
  return score;
}
