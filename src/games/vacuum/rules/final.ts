// Final actions (Stage 3): Vacuum Move and Perimeter Move. After either the turn awaits Commit.
import { AREA, DIRECTIONS, SQUARES, step } from './board';
import { addPebbles, derived, isEmpty, isPlayable, holds, known, pebblesOf } from './game';
import { colourName, later, type Problem, type Rule, sqName } from './rule';
import type { Player, Position, Sq } from './types';

/** A 3 × 3 area with a playable centre whose playable squares are all empty (neutral pieces count). */
function isVacuumArea(g: Position, centre: Sq): boolean {
  if (!isPlayable(g, centre)) return false;
  for (const sq of AREA[centre]!) if (isPlayable(g, sq) && !isEmpty(g, sq)) return false;
  return true;
}

// Each square asks about the nine areas around it: a frozen position answers each area once.
const VACUUM_AREAS = derived((g) => {
  const areas: boolean[] = [];
  for (let centre = 0; centre < SQUARES; centre++) areas.push(isVacuumArea(g, centre));
  return areas;
});

/** An empty playable square inside at least one vacuum area. */
function isVacuumSpace(g: Position, at: Sq): boolean {
  if (!isPlayable(g, at) || !isEmpty(g, at)) return false;
  const areas = known(g, VACUUM_AREAS);
  for (const centre of AREA[at]!) if (areas ? areas[centre] : isVacuumArea(g, centre)) return true;
  return false;
}

export const vacuumMove: Rule<'vacuumMove'> = {
  kind: 'vacuumMove',
  name: 'Vacuum Move',
  stages: [1, 2, 3],
  candidates(g) {
    const out: { kind: 'vacuumMove'; at: Sq }[] = [];
    for (let at = 0; at < SQUARES; at++) if (isVacuumSpace(g, at)) out.push({ kind: 'vacuumMove', at });
    return out;
  },
  why: (g, _me, { at }) =>
    isVacuumSpace(g, at) ? null : later((sq) => `${sqName(sq)} is not inside an empty 3 × 3 vacuum area`, at),
  apply(d, me, { at }) {
    addPebbles(d, at, me, 1);
    d.stage = 'commit';
  },
};

const ORTHOGONAL = DIRECTIONS.slice(0, 4);

/** Why `me` may not slide the perimeter tile on `from`, or null when it is eligible. */
function perimeterSourceProblem(g: Position, me: Player, from: Sq): Problem | null {
  if (g.terrain[from] !== 'perimeter') return 'choose a perimeter tile';
  if (holds(g.squares[from]!, 'neutral')) return 'neutral pieces hold that tile in place';
  const colour = g.colour[from]!;
  if (colour === me) return null;
  if (g.active.includes(colour)) return later((p: Player) => `that tile belongs to ${colourName(p)}`, colour);
  return pebblesOf(g, from, me) > 0 ? null : 'an unowned tile moves only with one of your pebbles on it';
}

export const perimeterMove: Rule<'perimeterMove'> = {
  kind: 'perimeterMove',
  name: 'Perimeter Move',
  stages: [1, 2, 3],
  candidates(g, me) {
    const out: { kind: 'perimeterMove'; from: Sq; to: Sq }[] = [];
    for (let from = 0; from < SQUARES; from++) {
      if (perimeterSourceProblem(g, me, from) !== null) continue;
      for (const [dr, dc] of ORTHOGONAL) {
        const to = step(from, dr, dc);
        if (to !== null && !isPlayable(g, to)) out.push({ kind: 'perimeterMove', from, to });
      }
    }
    return out;
  },
  why(g, me, { from, to }) {
    const source = perimeterSourceProblem(g, me, from);
    if (source) return source;
    const touching = ORTHOGONAL.some(([dr, dc]) => step(from, dr, dc) === to);
    if (!touching || isPlayable(g, to)) return 'the tile slides into barren space directly beside it';
    return null;
  },
  apply(d, _me, { from, to }) {
    d.terrain[to] = 'perimeter';
    d.colour[to] = d.colour[from]!;
    d.squares[to] = d.squares[from]!;
    d.terrain[from] = 'barren';
    d.colour[from] = null;
    d.squares[from] = null;
    d.stage = 'commit';
  },
};

/** Does `player` have a legal final action in this position (the turn-start check: docs/rules.md, "No final action")? */
export function hasFinalAction(g: Position, player: Player): boolean {
  return vacuumMove.candidates(g, player).length > 0 || perimeterMove.candidates(g, player).length > 0;
}
