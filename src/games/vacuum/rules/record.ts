// The position record: a position as plain data, and the checks that make a Game of one. Position
// text, share strings, the computer players and the editor all build a record and pass it here.
import { freeze } from 'immer';
import { excerpt } from '../../../util/excerpt';
import { COLOUR_NAMES, squareName, SQUARES } from './board';
import { ownersOn, PLAYERS_OF, sortPebbles } from './game';
import { MAX_PEBBLES } from './pebbles';
import {
  PositionError,
  type Contents,
  type Game,
  type Owner,
  type Player,
  type Position,
  type PositionRecord,
  type Sq,
  type Stage,
  type Terrain,
} from './types';

/**
 * What is wrong with a record: the field it lies in and, for a square's terrain or contents, the
 * square, so that position text can name the line.
 */
export class PositionRecordError extends PositionError {
  constructor(
    readonly field: keyof PositionRecord,
    readonly at: Sq | null,
    readonly reason: string,
  ) {
    super(at === null ? reason : `square ${squareName(at)}: ${reason}`);
  }
}

/** The position of a game as a fresh plain record (the undo history is not part of it). */
export function toRecord(game: Game | Position): PositionRecord {
  return {
    players: game.players,
    terrain: [...game.terrain],
    colour: [...game.colour],
    squares: game.squares.map(copyContents),
    current: game.current,
    stage: game.stage,
    chainAt: game.chainAt,
    turn: game.turn,
    active: [...game.active],
    eliminated: [...game.eliminated],
    stoneEra: [...game.stoneEra],
    cooldowns: [...game.cooldowns],
    turnLimit: game.turnLimit,
  };
}

function copyContents(c: Contents): Contents {
  if (c === null) return null;
  if ('pebbles' in c) return { pebbles: [...c.pebbles] };
  return 'stone' in c ? { stone: c.stone } : { boulder: c.boulder };
}

const STAGES: readonly Stage[] = [1, 'chain', 2, 3, 'commit'];
const TERRAINS: readonly Terrain[] = ['barren', 'perimeter', 'board', 'pedestal'];

const colour = (p: Player): string => COLOUR_NAMES[p]!;
/** A seat's name as a player reads it: "Gold". */
const title = (p: Player): string => colour(p).charAt(0).toUpperCase() + colour(p).slice(1);
const isPlayer = (v: unknown): v is Player => v === 0 || v === 1 || v === 2 || v === 3;
const isSquare = (v: unknown): v is Sq => Number.isInteger(v) && (v as number) >= 0 && (v as number) < SQUARES;
const shown = (v: unknown): string => excerpt(typeof v === 'string' ? `"${v}"` : String(JSON.stringify(v)));

/**
 * The game of a record (with no undo history), after checking that the record is a possible
 * position: throws PositionRecordError (a PositionError) saying what is wrong. The record is copied, never
 * kept; pebble stacks come out in colour order and the active players in turn order.
 */
export function fromRecord(record: PositionRecord): Game {
  if (typeof record !== 'object' || record === null) throw new PositionError('a position record must be an object');
  const fail = (field: keyof PositionRecord, reason: string, at: Sq | null = null): never => {
    throw new PositionRecordError(field, at, reason);
  };

  const players = record.players;
  if (players !== 2 && players !== 3 && players !== 4) fail('players', 'players must be 2, 3 or 4');
  const inGame: readonly Player[] = PLAYERS_OF[players];
  const player = (field: keyof PositionRecord, v: unknown): Player => {
    if (!isPlayer(v)) return fail(field, `${shown(v)} is not a player (0 red, 1 gold, 2 green, 3 white)`);
    if (!inGame.includes(v)) fail(field, `${colour(v)} does not play in a ${players}-player game`);
    return v;
  };
  const list = <T extends number>(
    field: keyof PositionRecord,
    item: (v: unknown) => T,
    name: (x: T) => string,
  ): T[] => {
    const v: unknown = record[field];
    if (!Array.isArray(v)) return fail(field, `${field} must be a list`);
    const out = Array.from(v, item);
    const twice = out.find((x, i) => out.indexOf(x) !== i);
    if (twice !== undefined) fail(field, `${name(twice)} is listed twice`);
    return out;
  };
  const whole = (field: keyof PositionRecord, v: unknown): number =>
    Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : fail(field, `${shown(v)} is not a whole number`);

  const current = player('current', record.current);
  const stage = STAGES.includes(record.stage)
    ? record.stage
    : fail('stage', `unknown stage ${shown(record.stage)} (use 1, chain, 2, 3 or commit)`);
  const chainAt =
    record.chainAt === null
      ? null
      : isSquare(record.chainAt)
        ? record.chainAt
        : fail('chainAt', `${shown(record.chainAt)} is not a square (0 to ${SQUARES - 1})`);
  const turn = whole('turn', record.turn);
  const active = list('active', (v) => player('active', v), colour).sort((a, b) => a - b);
  const eliminated = list('eliminated', (v) => player('eliminated', v), colour);
  const stoneEra = list('stoneEra', (v) => player('stoneEra', v), colour);
  const cooldowns = list(
    'cooldowns',
    (v) => (isSquare(v) ? v : fail('cooldowns', `${shown(v)} is not a square (0 to ${SQUARES - 1})`)),
    squareName,
  );
  const turnLimit = record.turnLimit === null ? null : whole('turnLimit', record.turnLimit);
  if (turnLimit === 0) fail('turnLimit', 'the turn limit must be at least 1');

  if (active.length === 0) fail('active', 'every player is out of the game');
  for (const p of inGame) {
    const inActive = active.includes(p);
    if (inActive === eliminated.includes(p)) {
      fail(inActive ? 'eliminated' : 'active', `${colour(p)} must be either active or eliminated`);
    }
  }
  if (!active.includes(current))
    fail('current', `it is ${title(current)}'s turn, but ${title(current)} is out of the game`);
  if ((stage === 'chain') !== (chainAt !== null)) {
    fail('chainAt', stage === 'chain' ? 'stage chain needs the chained square' : 'a chain square needs stage chain');
  }

  const perSquare = <T>(field: 'terrain' | 'colour' | 'squares', read: (v: unknown, sq: Sq) => T): T[] => {
    const v: unknown = record[field];
    if (!Array.isArray(v) || v.length !== SQUARES) return fail(field, `${field} must list all ${SQUARES} squares`);
    return Array.from(v, read);
  };
  const terrain = perSquare('terrain', (t, sq) =>
    TERRAINS.includes(t as Terrain) ? (t as Terrain) : fail('terrain', `unknown terrain ${shown(t)}`, sq),
  );
  const colourTable = perSquare('colour', (c, sq) => {
    if (terrain[sq] !== 'perimeter')
      return c === null ? null : fail('colour', 'only a perimeter tile has a colour', sq);
    return isPlayer(c) ? c : fail('colour', `a perimeter tile's colour must be 0 to 3, not ${shown(c)}`, sq);
  });
  const squares = perSquare('squares', (c, sq) => {
    const contents = readContents(c, (reason) => fail('squares', reason, sq));
    if (contents === null) return null;
    if (terrain[sq] === 'barren') fail('squares', 'a piece cannot stand on barren space', sq);
    for (const o of ownersOn(contents)) {
      if (o !== 'neutral' && !active.includes(o)) {
        fail('squares', `${title(o)} is out of the game (the pieces of a player who is out are neutral)`, sq);
      }
    }
    return contents;
  });

  if (chainAt !== null) {
    const c = squares[chainAt]!;
    if (c === null || !('boulder' in c) || c.boulder !== current) {
      fail('chainAt', `the chain square ${squareName(chainAt)} must hold ${colour(current)}'s boulder`);
    }
  }
  for (const sq of cooldowns) {
    if (terrain[sq] !== 'pedestal') fail('cooldowns', `${squareName(sq)} is not a pedestal`);
  }

  return freeze(
    {
      players,
      terrain,
      colour: colourTable,
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
      history: [],
    },
    true,
  );
}

const isOwner = (v: unknown): v is Owner => v === 'neutral' || isPlayer(v);

/** A square's contents, copied, or a call to `fail` saying what is wrong with them. */
function readContents(v: unknown, fail: (reason: string) => never): Contents {
  if (v === null) return null;
  const shape = 'a square holds null, { pebbles: [owners] }, { stone: owner } or { boulder: owner }';
  if (typeof v !== 'object' || Array.isArray(v) || Object.keys(v).length !== 1) return fail(shape);
  const owner = (o: unknown): Owner =>
    isOwner(o) ? o : fail(`${shown(o)} is not an owner (0 red, 1 gold, 2 green, 3 white, or "neutral")`);
  if (Object.hasOwn(v, 'stone')) return { stone: owner((v as { stone: unknown }).stone) };
  if (Object.hasOwn(v, 'boulder')) return { boulder: owner((v as { boulder: unknown }).boulder) };
  if (!Object.hasOwn(v, 'pebbles')) return fail(shape);
  const pebbles: unknown = (v as { pebbles: unknown }).pebbles;
  if (!Array.isArray(pebbles) || pebbles.length === 0) return fail('a stack holds a list of 1 to 4 pebbles');
  if (pebbles.length > MAX_PEBBLES) return fail(`${pebbles.length} pebbles on one square (at most ${MAX_PEBBLES})`);
  return { pebbles: sortPebbles(Array.from(pebbles, owner)) };
}
