// What a board shows (platform.md "Sources pulse, targets show"): the field cell by cell, where a
// chosen colour may go, the bridges through the stone just placed and what each would cut, why End
// waits, each player's score in parts and families, and a sentence for every action.
import { bridgeName, bridgePoints, bridgesThrough, EMPTY, innerCells } from './bridges';
import {
  aColour,
  COLOUR_INDEX,
  COLOURS,
  FAMILIES,
  FAMILIES_OF_PLAYER,
  SEATS,
  type BridgeKind,
  type Colour,
  type Player,
} from './colours';
import { CELL_KIND, cellName, geometryOf, parseCell, rowBetween } from './field';
import { viewOf } from './game';
import { scoringOf } from './score';
import { stoneProblem } from './stones';
import { whyIllegal, winnerOf } from './turn';
import type { Action, Game, Score } from './types';

type Ends = { from: string; to: string };
const ends = (game: Game, cells: readonly number[]): Ends => {
  const [from, to] = bridgeName(geometryOf(game.layout), cells).split('-') as [string, string];
  return { from, to };
};

export interface FieldCell {
  at: string; // `a1` is the top-left cell
  kind: 'void' | 'dot' | 'board';
  region: string | null; // S1, W2, G3… for a board cell
  stone: Colour | null;
}

const KIND_NAME = ['void', 'dot', 'board'] as const;

/** The field, row by row from the top: each cell's name, kind, region and stone. */
export function field(game: Game): { name: string | null; width: number; height: number; cells: FieldCell[] } {
  const g = geometryOf(game.layout);
  const cells = game.stones.map((stone, i) => ({
    at: cellName(g, i),
    kind: KIND_NAME[g.kind[i]!]!,
    region: g.region[i]! < 0 ? null : g.regions[g.region[i]!]!,
    stone: stone === EMPTY ? null : COLOURS[stone]!.name,
  }));
  return { name: game.layout.name, width: g.width, height: g.height, cells };
}

/** The cells that accept a stone of `colour` from the player to move now; a dot needs a bridge
 *  through the stone before the turn can end. Empty in the middle of a turn. */
export function stoneTargets(game: Game, colour: Colour): { at: string; needsBridge: boolean }[] {
  if (game.placed !== null || winnerOf(game) !== null || !Object.hasOwn(COLOUR_INDEX, colour)) return [];
  const view = viewOf(game);
  const g = view.geometry;
  const out: { at: string; needsBridge: boolean }[] = [];
  for (let cell = 0; cell < game.stones.length; cell++) {
    if (g.kind[cell] === CELL_KIND.void || game.stones[cell] !== EMPTY) continue;
    if (stoneProblem(view, game.stock[game.current], game.current, COLOUR_INDEX[colour], cell) === null)
      out.push({ at: cellName(g, cell), needsBridge: g.kind[cell] === CELL_KIND.dot });
  }
  return out;
}

export interface BridgeOption extends Ends {
  cells: string[]; // the row in reading order
  kind: BridgeKind;
  cuts: Ends[]; // the scoring bridges a red bridge would cut
}

/** Every bridge the player to move may build now, all through the stone placed this turn. */
export function bridgeOptions(game: Game): BridgeOption[] {
  if (game.placed === null || winnerOf(game) !== null) return [];
  const g = geometryOf(game.layout);
  return bridgesThrough(viewOf(game), game.placed, game.current).map(({ row, verdict }) => ({
    ...ends(game, row),
    cells: row.map((c) => cellName(g, c)),
    kind: verdict.kind,
    cuts: verdict.cuts.map((i) => ends(game, game.bridges[i]!.cells)),
  }));
}

/** Why End is not legal now (e.g. "the stone on the dot g5 needs a bridge…"), or null when it is. */
export const endTurnProblem = (game: Game): string | null => whyIllegal(game, { kind: 'end' });

export interface ScoreBreakdown {
  bridges: (Ends & { points: number; regions: string[] })[]; // uncut scoring bridges, in building order
  regions: string[]; // the regions claimed, each once
  score: Score;
}

/** A player's score in parts (R10): each uncut bridge with its points and the regions of its inner cells. */
export function scoreBreakdown(game: Game, player: Player): ScoreBreakdown {
  const g = geometryOf(game.layout);
  const mine = scoringOf(g, game.bridges, player);
  const bridges = mine.bridges.map((b) => ({
    ...ends(game, b.cells),
    points: bridgePoints(b.cells),
    regions: [...new Set(innerCells(b.cells).flatMap((c) => (g.region[c]! < 0 ? [] : [g.regions[g.region[c]!]!])))],
  }));
  const points = bridges.reduce((n, b) => n + b.points, 0);
  return {
    bridges,
    regions: mine.regions,
    score: { bridges: points, regions: mine.regions.length, total: points + mine.regions.length },
  };
}

/** A player's families: their own (where their bridges score) and red (cuts, scores for nobody). */
export const familiesOf = (player: Player): { kind: BridgeKind; colours: readonly Colour[] }[] =>
  FAMILIES_OF_PLAYER[player].map((kind) => ({ kind, colours: FAMILIES[kind] }));

/** What a legal action would do: the stone it places, the bridge it builds, the bridges it cuts. */
export function actionEffect(
  game: Game,
  action: Action,
): { placed: string | null; builds: (Ends & { kind: BridgeKind }) | null; cuts: Ends[] } {
  if (whyIllegal(game, action) !== null) return { placed: null, builds: null, cuts: [] };
  if (action.kind === 'stone') return { placed: action.at, builds: null, cuts: [] };
  if (action.kind !== 'bridge') return { placed: null, builds: null, cuts: [] };
  const option =
    bridgeOptions(game).find((b) => b.from === action.from && b.to === action.to) ??
    bridgeOptions(game).find((b) => b.from === action.to && b.to === action.from)!;
  return { placed: null, builds: { from: option.from, to: option.to, kind: option.kind }, cuts: option.cuts };
}

/** A sentence for a screen reader describing the action about to be played, in the game's words. */
export function describeAction(game: Game, action: Action): string {
  const g = geometryOf(game.layout);
  const who = SEATS[game.current];
  switch (action.kind) {
    case 'stone': {
      const cell = parseCell(g, action.at);
      const where =
        cell === null
          ? action.at
          : g.kind[cell] === CELL_KIND.dot
            ? `the dot ${action.at}`
            : `${action.at} in ${g.regions[g.region[cell]!] ?? 'no region'}`;
      return `${who} places ${aColour(action.colour)} stone on ${where}.`;
    }
    case 'bridge': {
      const from = parseCell(g, action.from);
      const to = parseCell(g, action.to);
      const row = from === null || to === null ? null : rowBetween(g, from, to);
      if (row === null) return `${who} builds a bridge from ${action.from} to ${action.to}.`;
      const colours = row.map((c) => (game.stones[c] === EMPTY ? 'empty' : COLOURS[game.stones[c]!]!.name)).join(', ');
      const effect = actionEffect(game, action);
      const kind = effect.builds?.kind;
      const cuts = effect.cuts.map((b) => `${b.from}-${b.to}`);
      const scoring =
        kind === 'red'
          ? 'a red bridge, scoring for nobody'
          : `${kind === undefined ? 'a' : aColour(kind)} bridge worth ${bridgePoints(row)}`;
      return `${who} builds ${scoring}, from ${cellName(g, row[0]!)} to ${cellName(g, row[row.length - 1]!)} (${colours})${
        cuts.length > 0 ? `, cutting ${cuts.join(' and ')}` : ''
      }.`;
    }
    case 'end':
      return `${who} ends the turn.`;
    case 'pass':
      return `${who} passes: no stone can be placed.`;
    case 'resign':
      return `${SEATS[action.player]} resigns.`;
  }
}
