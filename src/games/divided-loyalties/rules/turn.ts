// A turn (R5): one stone, bridges through it, End; Pass when no stone is possible; resignation,
// the end of the game (R11) and undo (R12).
import { produce, type Draft } from 'immer';
import { withArticle } from '../../../util/plural';
import { bridgeName, judgeRow, bridgesThrough, type Bridge } from './bridges';
import { COLOUR_INDEX, COLOURS, SEATS, type Player } from './colours';
import { CELL_KIND, cellName, geometryOf, parseCell, rowBetween } from './field';
import { viewOf } from './game';
import { scoreOf } from './score';
import { afterTurn, hasLegalStone, legalStones, stoneProblem } from './stones';
import { IllegalActionError, type Action, type Game, type Position, type Stock } from './types';

const other = (p: Player): Player => (p === 0 ? 1 : 0);

// Derived values of a frozen position, remembered: the shell and the tests ask them many times.
function remembered<T>(compute: (p: Position) => T): (p: Position) => T {
  const known = new WeakMap<Position, T>();
  return (p) => {
    if (known.has(p)) return known.get(p)!;
    const value = compute(p);
    known.set(p, value);
    return value;
  };
}

/** R11: over when a player resigned, or when at the start of a turn neither player has a legal stone. */
const isOver = remembered(
  (p) =>
    p.resigned !== null ||
    (p.placed === null && !hasLegalStone(viewOf(p), p.stock[0], 0) && !hasLegalStone(viewOf(p), p.stock[1], 1)),
);

/** The winner once the game is over: the higher total, or 'draw' on equal totals (R11). */
export function winnerOf(p: Position): Player | 'draw' | null {
  if (p.resigned !== null) return other(p.resigned);
  if (!isOver(p)) return null;
  const g = geometryOf(p.layout);
  const [blue, yellow] = [scoreOf(g, p.bridges, 0).total, scoreOf(g, p.bridges, 1).total];
  return blue > yellow ? 0 : yellow > blue ? 1 : 'draw';
}

/** R5: why End is not legal now, or null when it is. */
function endProblem(p: Position): string | null {
  if (p.placed === null) return 'place a stone first';
  const onBridge = p.bridges.some((b) => b.cells.includes(p.placed!));
  if (geometryOf(p.layout).kind[p.placed] === CELL_KIND.dot && !onBridge)
    return `the stone on the dot ${cellName(geometryOf(p.layout), p.placed)} needs a bridge through it before the turn can end`;
  return null;
}

const FIELDS = { stone: ['colour', 'at'], bridge: ['from', 'to'], end: [], pass: [], resign: ['player'] } as const;

/** Is the value an action of a known kind with exactly its fields? The reason when not. */
function shapeProblem(a: unknown): string | null {
  if (typeof a !== 'object' || a === null || typeof (a as { kind?: unknown }).kind !== 'string')
    return 'That is not an action';
  const kind = (a as { kind: string }).kind;
  if (!Object.hasOwn(FIELDS, kind)) return `There is no action called "${kind.slice(0, 20)}"`;
  const fields: readonly string[] = FIELDS[kind as keyof typeof FIELDS];
  const keys = Object.keys(a).filter((k) => k !== 'kind');
  if (keys.length !== fields.length || !fields.every((f) => keys.includes(f)))
    return `${withArticle(kind).replace(/^a/, 'A')} action has ${fields.join(' and ') || 'nothing but its kind'}`;
  return null;
}

/** Why the action may not be played now, in a player's words; null when it is legal. */
export function whyIllegal(game: Position, action: Action): string | null {
  const shape = shapeProblem(action);
  if (shape !== null) return shape;
  if (isOver(game)) return 'The game is over';
  const me = game.current;
  const view = viewOf(game);
  const g = view.geometry;
  switch (action.kind) {
    case 'resign':
      return action.player === 0 || action.player === 1 ? null : 'Only Blue (0) or Yellow (1) can resign';
    case 'stone': {
      if (game.placed !== null)
        return `${SEATS[me]} has placed a stone this turn already: build bridges through it or end the turn`;
      if (typeof action.colour !== 'string' || !Object.hasOwn(COLOUR_INDEX, action.colour))
        return `There is no stone colour "${String(action.colour).slice(0, 20)}"`;
      const at = typeof action.at === 'string' ? parseCell(g, action.at) : null;
      if (at === null) return `${String(action.at).slice(0, 20)} is not a cell of the field`;
      const why = stoneProblem(view, game.stock[me], me, COLOUR_INDEX[action.colour], at);
      return why === null ? null : `No ${action.colour} stone on ${action.at}: ${why}`;
    }
    case 'bridge': {
      const from = typeof action.from === 'string' ? parseCell(g, action.from) : null;
      const to = typeof action.to === 'string' ? parseCell(g, action.to) : null;
      if (from === null || to === null)
        return `${String(from === null ? action.from : action.to).slice(0, 20)} is not a cell of the field`;
      const row = rowBetween(g, from, to);
      const name = `${action.from}-${action.to}`;
      if (row === null) return `${name} is not a straight row of 3 or 4 cells`;
      if (game.placed === null) return `No bridge ${name}: place a stone first, a bridge must pass through it`;
      if (!row.includes(game.placed))
        return `No bridge ${name}: a bridge must pass through the stone placed this turn, ${cellName(g, game.placed)}`;
      const verdict = judgeRow(view, row, me);
      return typeof verdict === 'string' ? `No bridge ${name}: ${verdict}` : null;
    }
    case 'end': {
      if (game.placed === null && !hasLegalStone(view, game.stock[me], me))
        return `${SEATS[me]} has no stone to place: pass`;
      const why = endProblem(game);
      return why === null ? null : `The turn cannot end yet: ${why}`;
    }
    case 'pass':
      if (game.placed !== null) return 'A stone is placed this turn: end the turn instead';
      return hasLegalStone(view, game.stock[me], me)
        ? `${SEATS[me]} has a stone to place: only a player who cannot place one passes`
        : null;
  }
}

export const isLegal = (game: Game, action: Action): boolean => whyIllegal(game, action) === null;

const LEGAL = remembered((p): readonly Action[] => {
  if (isOver(p)) return [];
  const me = p.current;
  const view = viewOf(p);
  const g = view.geometry;
  const out: Action[] = [];
  if (p.placed === null) {
    for (const [cell, colour] of legalStones(view, p.stock[me], me))
      out.push({ kind: 'stone', colour: COLOURS[colour]!.name, at: cellName(g, cell) });
    if (out.length === 0) out.push({ kind: 'pass' });
  } else {
    for (const { row } of bridgesThrough(view, p.placed, me)) {
      const [from, to] = bridgeName(g, row).split('-') as [string, string];
      out.push({ kind: 'bridge', from, to });
    }
    if (endProblem(p) === null) out.push({ kind: 'end' });
  }
  out.push({ kind: 'resign', player: me });
  return Object.freeze(out.map((a) => Object.freeze(a)));
});

/** Every legal action of the player to move, once each: stones (or pass), then bridges, End, and
 *  the resignation of the player to move. Nothing once the game is over. */
export const legalActions = (game: Game): Action[] => LEGAL(game).slice();

function endTurn(d: Draft<Position>): void {
  const me = d.current;
  d.stock[me] = afterTurn(d.stock[me], me, d.layout.sets) as Draft<Stock>;
  d.placed = null;
  d.turn += 1;
  d.current = other(me);
}

export function play(game: Game, action: Action): Game {
  const why = whyIllegal(game, action);
  if (why !== null) throw new IllegalActionError(why);
  const g = geometryOf(game.layout);
  return produce(game, (d) => {
    d.previous = game as Draft<Game>;
    switch (action.kind) {
      case 'stone': {
        const cell = parseCell(g, action.at)!;
        const colour = COLOUR_INDEX[action.colour];
        d.stones[cell] = colour;
        d.stock[d.current].left[colour]! -= 1;
        d.placed = cell;
        break;
      }
      case 'bridge': {
        const row = rowBetween(g, parseCell(g, action.from)!, parseCell(g, action.to)!)!;
        const verdict = judgeRow(viewOf(game), row, game.current);
        if (typeof verdict === 'string') throw new Error(verdict); // whyIllegal said it was legal
        for (const i of verdict.cuts) d.bridges[i]!.cut = true;
        d.bridges.push({ cells: row, kind: verdict.kind, cut: false } satisfies Bridge);
        break;
      }
      case 'end':
      case 'pass':
        endTurn(d);
        break;
      case 'resign':
        // A resignation ends the game for good: no undo takes it back (platform.md, as in every game).
        d.resigned = action.player;
        d.previous = null;
        break;
    }
  });
}

export const canUndo = (game: Game): boolean => game.previous !== null;

/** R12: the game before the last action (stone, bridge, end or pass; never a resignation). */
export function undo(game: Game): Game {
  if (game.previous === null)
    throw new IllegalActionError(
      game.resigned !== null ? 'A resignation cannot be undone' : 'There is nothing to undo',
    );
  return game.previous;
}
