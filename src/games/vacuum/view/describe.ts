// A square's contents in words, for screen readers: the game's cursor readout and the editor's; and
// the whole position, the board's description.
import {
  contents,
  pressure,
  SQUARES,
  squareName,
  status,
  terrain,
  type Contents,
  type Game,
  type Owner,
  type Sq,
} from '../rules/index';
import { progress, scores } from './outcome';
import { colourName, colourTitle } from './seats';

/** A square's terrain and its multiplier, as the diagnostics panel titles it. */
export const MULTIPLIER_TEXT = {
  barren: 'Barren ×0',
  perimeter: 'Perimeter ×1',
  board: 'Board ×2',
  pedestal: 'Pedestal ×4',
};

/** "empty", "2 red pebbles and 1 gold pebble", "a gold stone", "a neutral boulder". */
export function contentsText(c: Contents): string {
  if (c === null) return 'empty';
  if ('stone' in c) return `a ${colourName(c.stone)} stone`;
  if ('boulder' in c) return `a ${colourName(c.boulder)} boulder`;
  const byOwner = new Map<string, number>();
  for (const o of c.pebbles) byOwner.set(colourName(o), (byOwner.get(colourName(o)) ?? 0) + 1);
  return [...byOwner].map(([o, n]) => `${n} ${o} pebble${n > 1 ? 's' : ''}`).join(' and ');
}

/**
 * The cursor's square for a screen reader: "e5, board ×2: 2 red pebbles. Pressure: red 4, gold 1."
 * A pedestal resting after a Teleport says so (docs/rules.md, Teleport), in the words of the rules'
 * refusal ("on teleport cooldown"): the board marks it only with a clock face.
 */
export function describeSquare(game: Game, sq: Sq): string {
  const what = contentsText(contents(game, sq));
  const s = status(game);
  const resting = s.cooldowns.includes(sq) ? ', resting (on teleport cooldown)' : '';
  const pressures = s.active.map((p) => `${colourName(p)} ${pressure(game, p, sq)}`).join(', ');
  return `${squareName(sq)}, ${MULTIPLIER_TEXT[terrain(game, sq)].toLowerCase()}${resting}: ${what}. Pressure: ${pressures}.`;
}

/** One owner's pieces: the squares of its stones and boulders, and of its pebbles by how many stand there. */
interface Pieces {
  pebbles: Map<number, string[]>;
  stones: string[];
  boulders: string[];
}

/**
 * The whole position for a screen reader, each owner's pieces grouped by kind, then the scores:
 * "Round 3 of 40, Red to move. Red: 1 pebble each on e5 and f6; 2 pebbles on g7; a stone on c1.
 * Gold: a boulder on h8. Neutral: 1 pebble on d4. Scores: Red 6, Gold 4."
 */
export function describePosition(game: Game): string {
  const s = status(game);
  const whose =
    s.winner === null
      ? `${colourTitle(s.current)} to move`
      : s.winner === 'draw'
        ? 'game over: a draw'
        : `game over: ${colourTitle(s.winner)} wins`;
  const said = describePieces(s.players, s.active, (sq) => contents(game, sq));
  const scored = scores(game)
    .map((x) => `${colourTitle(x.player)} ${x.active ? x.score : 'out'}`)
    .join(', ');
  return `${progress(game)}, ${whose}. ${said} Scores: ${scored}.`;
}

/**
 * Each owner's pieces, grouped by kind: "Red: 1 pebble each on e5 and f6; a stone on c1. Gold (out):
 * no pieces." Of a game, or of a position being edited that no game may be made of yet.
 */
export function describePieces(players: number, active: readonly Owner[], at: (sq: number) => Contents): string {
  const owners: Owner[] = [...Array.from({ length: players }, (_, p) => p as Owner), 'neutral'];
  const pieces = new Map<Owner, Pieces>(owners.map((o) => [o, { pebbles: new Map(), stones: [], boulders: [] }]));
  for (let sq = 0; sq < SQUARES; sq++) {
    const c = at(sq);
    const name = squareName(sq);
    if (c === null) continue;
    if ('stone' in c) pieces.get(c.stone)?.stones.push(name);
    else if ('boulder' in c) pieces.get(c.boulder)?.boulders.push(name);
    else
      for (const o of new Set(c.pebbles)) {
        const n = c.pebbles.filter((p) => p === o).length;
        const byCount = pieces.get(o)?.pebbles;
        byCount?.set(n, [...(byCount.get(n) ?? []), name]);
      }
  }
  return owners
    .flatMap((o) => {
      const p = pieces.get(o)!;
      const parts = [
        ...[...p.pebbles]
          .sort(([a], [b]) => a - b)
          .map(([n, at]) => `${n} pebble${n > 1 ? 's' : ''}${at.length > 1 ? ' each' : ''} on ${list(at)}`),
        ...kind('stone', p.stones),
        ...kind('boulder', p.boulders),
      ];
      if (o === 'neutral' && parts.length === 0) return [];
      const out = o !== 'neutral' && !active.includes(o) ? ' (out)' : '';
      return [`${colourTitle(o)}${out}: ${parts.length > 0 ? parts.join('; ') : 'no pieces'}.`];
    })
    .join(' ');
}

/** "a stone on c1", "stones on c1 and d2", nothing for none. */
const kind = (name: string, at: string[]): string[] =>
  at.length === 0 ? [] : [`${at.length === 1 ? `a ${name}` : `${name}s`} on ${list(at)}`];

const list = (names: string[]): string =>
  names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
