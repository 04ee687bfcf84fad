// Glyph Grid as a hosted game: its rules door behind the game-neutral room game (start, moves, game),
// stored as a `glyph-grid-save`. Registered in src/online/server/games.ts. Online games are untimed:
// the room keeps no clock yet (a page cannot charge time to a room game: it only sends moves).
import { hostedFromDoor } from '../../online/server/door-hosted';
import * as rules from './rules/index';

export const glyphGrid = hostedFromDoor<rules.Game, rules.Action>(rules, { id: 'glyph-grid', seats: rules.SEAT_NAMES });
