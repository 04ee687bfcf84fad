// Pressure as a hosted game: its rules door behind the game-neutral room game (start, moves, game),
// stored as a `pressure-save`. Registered in src/online/server/games.ts.
import { hostedFromDoor } from '../../online/server/door-hosted';
import * as rules from './rules/index';

export const pressure = hostedFromDoor<rules.Game, rules.Action>(rules, { id: 'pressure', seats: rules.SEATS });
