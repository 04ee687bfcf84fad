// Search actions (small integers, see moves.ts) to and from the public Action values.
import type { Action, Player } from '../rules/index';
import {
  BOULDER_MOVE,
  CAST,
  COMMIT_TURN,
  countOf,
  CREATE,
  encode,
  ENTRENCH,
  EXIT_CHAIN,
  EXTEND,
  fromOf,
  kindOfAction,
  PEBBLE_ATTACK,
  PERIMETER_MOVE,
  REDUCE,
  RESIGN,
  RETREAT,
  SUPPLY,
  TELEPORT,
  toOf,
  VACUUM,
  WAR,
  whoOf,
} from './moves';

export function toAction(a: number): Action {
  const from = fromOf(a),
    to = toOf(a),
    count = countOf(a),
    who = whoOf(a) as Player;
  switch (kindOfAction(a)) {
    case ENTRENCH:
      return { kind: 'entrench', at: from };
    case RETREAT:
      return { kind: 'retreat', from, to };
    case EXTEND:
      return { kind: 'extend', from, to };
    case CAST:
      return { kind: 'cast', from, to };
    case BOULDER_MOVE:
      return { kind: 'boulder', from, to };
    case EXIT_CHAIN:
      return { kind: 'exitChain' };
    case PEBBLE_ATTACK:
      return { kind: 'pebbleAttack', from, to, count, defender: who };
    case TELEPORT:
      return { kind: 'teleport', from, to };
    case SUPPLY:
      return { kind: 'supplyChain', from, to, count };
    case REDUCE:
      return { kind: 'reductionAttack', from, to, count, defender: who };
    case CREATE:
      return { kind: 'stoneCreation', at: from };
    case WAR:
      return { kind: 'pebbleWar', from, to, defender: who };
    case VACUUM:
      return { kind: 'vacuumMove', at: from };
    case PERIMETER_MOVE:
      return { kind: 'perimeterMove', from, to };
    case COMMIT_TURN:
      return { kind: 'commit' };
    case RESIGN:
      return { kind: 'resign', player: who };
    default:
      throw new RangeError(`not a search action: ${a}`);
  }
}

/** The search encoding of a public action (its fields are trusted to be in range). */
export function fromAction(a: Action): number {
  switch (a.kind) {
    case 'entrench':
      return encode(ENTRENCH, a.at);
    case 'retreat':
      return encode(RETREAT, a.from, a.to);
    case 'extend':
      return encode(EXTEND, a.from, a.to);
    case 'cast':
      return encode(CAST, a.from, a.to);
    case 'boulder':
      return encode(BOULDER_MOVE, a.from, a.to);
    case 'exitChain':
      return encode(EXIT_CHAIN);
    case 'pebbleAttack':
      return encode(PEBBLE_ATTACK, a.from, a.to, a.count, a.defender);
    case 'teleport':
      return encode(TELEPORT, a.from, a.to);
    case 'supplyChain':
      return encode(SUPPLY, a.from, a.to, a.count);
    case 'reductionAttack':
      return encode(REDUCE, a.from, a.to, a.count, a.defender);
    case 'stoneCreation':
      return encode(CREATE, a.at);
    case 'pebbleWar':
      return encode(WAR, a.from, a.to, 0, a.defender);
    case 'vacuumMove':
      return encode(VACUUM, a.at);
    case 'perimeterMove':
      return encode(PERIMETER_MOVE, a.from, a.to);
    case 'commit':
      return encode(COMMIT_TURN);
    case 'resign':
      return encode(RESIGN, 0, 0, 0, a.player);
  }
}
