// The turn: which actions are legal at which stage, playing an action, Commit (with the
// eliminations of docs/rules.md "Winning, losing and elimination"), resignation, undo, and the winner.
import { current, produce, type Draft } from 'immer';
import { excerpt } from '../../../util/excerpt';
import { COLOUR_NAMES, SQUARES } from './board';
import { boulderMoveRule, exitBoulderChain } from './boulders';
import { hasFinalAction, perimeterMove, vacuumMove } from './final';
import { derived, hasPieces, memo, positionOf, sortPebbles } from './game';
import { winnerOf } from './score';
import {
  extendSupplyChain,
  pebbleAttack,
  pebbleEntrench,
  pebbleRetreat,
  pebbleWar,
  reductionAttack,
  supplyChain,
} from './pebbles';
import { teleport } from './pedestals';
import { colourName, type Rule, words } from './rule';
import { castStone, stoneCreation } from './stones';
import { IllegalActionError, type Action, type ActionKind, type Game, type Player, type Position } from './types';

/** Commit ends the turn after a final action and hands the board to the next active player. */
const commitRule: Rule<'commit'> = {
  kind: 'commit',
  name: 'Commit',
  stages: ['commit'],
  candidates: () => [{ kind: 'commit' }],
  why: () => null,
  apply(d, me) {
    d.turn += 1;
    // Stone-era losses, in turn order starting after the committing player, that player last.
    for (const p of turnOrderAfter(d, me)) {
      if (d.active.length === 1) break;
      if (d.active.includes(p) && d.stoneEra.includes(p) && !hasPieces(d as Position, p)) eliminate(d, p);
    }
    beginNextTurn(d, me);
  },
};

/** The list, checked by the compiler to name every kind of the Action union. */
const everyKind = <const T extends readonly ActionKind[]>(
  kinds: T & ([Exclude<ActionKind, T[number]>] extends [never] ? unknown : { missing: Exclude<ActionKind, T[number]> }),
): T => kinds;

/**
 * The rules' one list of action kinds, in the order of the manual's action summary. Everything
 * else that lists the kinds (the tables below, the page's action catalogue, the engine's codes)
 * is keyed by it or derived from it.
 */
export const ACTION_KINDS = everyKind([
  'entrench',
  'retreat',
  'extend',
  'cast',
  'boulder',
  'exitChain',
  'pebbleAttack',
  'teleport',
  'supplyChain',
  'reductionAttack',
  'stoneCreation',
  'pebbleWar',
  'vacuumMove',
  'perimeterMove',
  'commit',
  'resign',
]);

type FieldOf<K extends ActionKind> = Exclude<keyof Extract<Action, { kind: K }>, 'kind'>;

/** The fields each kind of action carries besides its kind. */
export const ACTION_FIELDS = {
  entrench: ['at'],
  retreat: ['from', 'to'],
  extend: ['from', 'to'],
  cast: ['from', 'to'],
  boulder: ['from', 'to'],
  exitChain: [],
  pebbleAttack: ['from', 'to', 'count', 'defender'],
  teleport: ['from', 'to'],
  supplyChain: ['from', 'to', 'count'],
  reductionAttack: ['from', 'to', 'count', 'defender'],
  stoneCreation: ['at'],
  pebbleWar: ['from', 'to', 'defender'],
  vacuumMove: ['at'],
  perimeterMove: ['from', 'to'],
  commit: [],
  resign: ['player'],
} as const satisfies { readonly [K in ActionKind]: readonly FieldOf<K>[] };

/** The kinds a rule plays; a resignation is played by `resign` below, at any moment. */
type RuledKind = Exclude<ActionKind, 'resign'>;

const RULE_OF: { readonly [K in RuledKind]: Rule<K> } = {
  entrench: pebbleEntrench,
  retreat: pebbleRetreat,
  extend: extendSupplyChain,
  cast: castStone,
  boulder: boulderMoveRule,
  exitChain: exitBoulderChain,
  pebbleAttack,
  teleport,
  supplyChain,
  reductionAttack,
  stoneCreation,
  pebbleWar,
  vacuumMove,
  perimeterMove,
  commit: commitRule,
};

/** Every action family, in the order of the manual's action summary. */
const RULES = ACTION_KINDS.filter((k): k is RuledKind => k !== 'resign').map((k) => RULE_OF[k] as Rule<ActionKind>);

const ruleOf = (kind: string): Rule<ActionKind> | undefined =>
  Object.hasOwn(RULE_OF, kind) ? (RULE_OF[kind as RuledKind] as Rule<ActionKind>) : undefined;

/** The manual's name of an action, e.g. 'Supply Chain' for 'supplyChain'. */
export function actionName(kind: ActionKind): string {
  return kind === 'resign' ? 'Resign' : RULE_OF[kind].name;
}

// ---- turn order and elimination -------------------------------------------------------------

/** The seats around the board, 0–3, whether or not a game fills them all. */
const SEATS = COLOUR_NAMES.length;

/** The players 0–3 after `player` in turn order, ending with `player`, that are still active. */
function turnOrderAfter(g: Position, player: Player): Player[] {
  const order: Player[] = [];
  for (let i = 1; i <= SEATS; i++) {
    const p = ((player + i) % SEATS) as Player;
    if (g.active.includes(p)) order.push(p);
  }
  return order;
}

/** A player leaves the game; their pieces stay on the board as neutral pieces. */
function eliminate(d: Draft<Position>, player: Player): void {
  d.active = d.active.filter((p) => p !== player);
  d.eliminated.push(player);
  d.squares.forEach((c, sq) => {
    if (c === null) return;
    if ('pebbles' in c) {
      if (c.pebbles.includes(player)) {
        d.squares[sq] = { pebbles: sortPebbles(c.pebbles.map((p) => (p === player ? 'neutral' : p))) };
      }
    } else if ('stone' in c && c.stone === player) d.squares[sq] = { stone: 'neutral' };
    else if ('boulder' in c && c.boulder === player) d.squares[sq] = { boulder: 'neutral' };
  });
}

/**
 * The next active player after `after` begins a turn. A player with no legal final action at the
 * start of their turn is eliminated and the next one is checked, until one can play or one is left.
 */
function beginNextTurn(d: Draft<Position>, after: Player): void {
  d.stage = 1;
  d.chainAt = null;
  d.cooldowns = [];
  // At the turn limit the game is over on the scores: the board passes on, but no turn begins, so
  // nobody is checked for a final action (docs/rules.md, "The score and the turn limit").
  const atLimit = d.turnLimit !== null && d.turn >= d.turnLimit;
  for (const next of turnOrderAfter(d, after)) {
    d.current = next;
    if (d.active.length === 1 || atLimit) return;
    // Asked of a plain snapshot: the check reads every square, and reads through the draft cost
    // most of a whole game's replay (a 120-turn link took 0.6 ms a play).
    if (hasFinalAction(current(d) as Position, next)) return;
    eliminate(d, next);
  }
  d.current = d.active[0]!;
}

// ---- legality -------------------------------------------------------------------------------

const STAGE_NAME = (s: Position['stage']): string =>
  s === 'chain' ? 'a Boulder Chain' : s === 'commit' ? 'the commit step' : `Stage ${s}`;

function stageProblem(g: Position, rule: Rule<ActionKind>): string | null {
  if (rule.stages.includes(g.stage)) return null;
  if (g.stage === 'chain') return 'finish the Boulder Chain first: step onto your pebbles or exit the chain';
  if (g.stage === 'commit') return 'the final action is done: commit the turn, or undo';
  // Exit Boulder Chain and Commit belong to no numbered stage.
  if (rule.kind === 'exitChain') return 'there is no Boulder Chain to exit';
  if (rule.kind === 'commit') return 'play the final action (Vacuum Move or Perimeter Move) before you commit';
  const when = rule.stages.filter((s) => s !== 'chain' && s !== 'commit').join(' or ');
  return `it is a Stage ${when} action and the turn is in ${STAGE_NAME(g.stage)}`;
}

const isSq = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) < SQUARES;
const isPlayerValue = (v: unknown): boolean => v === 0 || v === 1 || v === 2 || v === 3;

/** Fields every action of a kind must carry, checked before any rule looks at it. */
function shapeProblem(a: Action): string | null {
  const r = a as unknown as Record<string, unknown>;
  const has = (key: string): boolean => Object.hasOwn(r, key);
  const fields: readonly string[] = ACTION_FIELDS[a.kind];
  for (const key of fields) if (!has(key)) return `the action needs "${key}"`;
  // An action is its fields: one with more would compare unequal to the same listed action.
  const extra = Object.keys(r).find((key) => key !== 'kind' && !fields.includes(key));
  if (extra !== undefined) return `the action does not take "${excerpt(extra, 20)}"`;
  for (const key of ['at', 'from', 'to'] as const) if (has(key) && !isSq(r[key])) return `${key} is not a square`;
  if (has('count') && !Number.isInteger(r.count)) return 'the count must be a whole number';
  for (const key of ['defender', 'player'] as const)
    if (has(key) && !isPlayerValue(r[key])) return `${key} is not a player`;
  return null;
}

/** Why the action may not be played now, in a player's words; null when it is legal. */
export function whyIllegal(game: Game, action: Action): string | null {
  if (
    typeof action !== 'object' ||
    action === null ||
    !Object.hasOwn(action, 'kind') ||
    typeof action.kind !== 'string'
  ) {
    return 'that is not an action';
  }
  const rule = ruleOf(action.kind);
  if (!rule && action.kind !== 'resign') return `there is no action called "${excerpt(action.kind)}"`;
  const shape = shapeProblem(action);
  if (shape) return `${rule?.name ?? 'Resign'}: ${shape}`;
  if (winnerOf(game) !== null) return 'the game is over';
  if (action.kind === 'resign') {
    return game.active.includes(action.player) ? null : `Resign: ${colourName(action.player)} is not in the game`;
  }
  const problem = stageProblem(game, rule!) ?? rule!.why(game, game.current, action as never);
  return problem === null ? null : `${rule!.name}: ${words(problem)}`;
}

export const isLegal = (game: Game, action: Action): boolean => whyIllegal(game, action) === null;

// The legal actions of a frozen position, remembered like its other derived values. Frozen
// actions, so a caller that changes one cannot corrupt a later answer.
const LEGAL = derived((g) => {
  const out: Action[] = [];
  if (winnerOf(g) === null) {
    const me = g.current;
    for (const rule of RULES) {
      if (!rule.stages.includes(g.stage)) continue;
      for (const a of rule.candidates(g, me)) if (rule.why(g, me, a as never) === null) out.push(Object.freeze(a));
    }
    out.push(Object.freeze({ kind: 'resign', player: me }));
  }
  return out;
});

export const legalActions = (game: Game): Action[] => memo(game, LEGAL).slice();

// ---- playing --------------------------------------------------------------------------------

export function play(game: Game, action: Action): Game {
  const problem = whyIllegal(game, action);
  if (problem !== null) throw new IllegalActionError(problem);
  if (action.kind === 'resign') return resign(game, action.player);
  const rule = RULE_OF[action.kind] as Rule<ActionKind>;
  const before = positionOf(game);
  return produce(game, (d) => {
    rule.apply(d as Draft<Position>, game.current, action as never);
    if (action.kind === 'commit') d.history = [];
    else d.history.push(before as Draft<Position>);
  });
}

/**
 * A resignation (docs/rules.md, "Resigning"): the player leaves and their pieces turn neutral. If it was their
 * turn the next player begins; otherwise the current turn goes on without its undo history.
 */
function resign(game: Game, player: Player): Game {
  return produce(game, (d) => {
    eliminate(d as Draft<Position>, player);
    d.history = [];
    if (d.active.length === 1) d.current = d.active[0]!;
    else if (player === game.current) beginNextTurn(d as Draft<Position>, player);
  });
}

export const canUndo = (game: Game): boolean => game.history.length > 0;

export function undo(game: Game): Game {
  const previous = game.history[game.history.length - 1];
  if (!previous) throw new IllegalActionError('Undo: there is nothing to undo in this turn');
  return Object.freeze({ ...previous, history: game.history.slice(0, -1) });
}

// One game per snapshot, so that a snapshot asked for twice is the same value (callers may key
// what they learn about it by identity).
const SNAPSHOT_GAMES = new WeakMap<Position, Game>();

/** The undo snapshots of the current turn, oldest first, each a game without undo history. */
export function undoSnapshots(game: Game): Game[] {
  return game.history.map((p) => {
    let g = SNAPSHOT_GAMES.get(p);
    if (g === undefined) SNAPSHOT_GAMES.set(p, (g = Object.freeze({ ...p, history: Object.freeze([]) })));
    return g;
  });
}
