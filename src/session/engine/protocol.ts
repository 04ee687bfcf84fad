// The computer player's message protocol between the page and its Web Worker, as plain
// functions so Node tests can drive it without a worker. One worker serves every game of the house.
//
//   page → worker  { type: 'think', game, id, position, level, seed }   game: a registry id (none:
//                                                  Vacuum); position: that game's position text
//                  { type: 'cancel', id }
//   worker → page  { id, actions }   the whole turn (that game's public Action values)
//                  { id, error }     a bad message, a finished game, or a cancelled (stale) request
//
// Every incoming message is validated; nothing a message holds can crash the worker. A newer
// think request cancels the one still waiting or running, which is answered with an error. The
// engine of the game asked about (its rules and AI doors) is loaded on its first request through
// the registry, so a page downloads only the engine of the game it shows.
import type { AiDoor, RulesDoor } from '../../core/contract';
import { GAMES, gameById, type GameId } from '../../games/index';
import { own } from '../../util/own';

/** The game of a think message that names none: the worker spoke only Vacuum before the house had more games. */
const DEFAULT_GAME: GameId = 'vacuum';

/** What the page asks: the whole turn of the player to move in `position`, a position of `game`. */
interface ThinkQuestion {
  game: GameId;
  position: string;
  level: string;
  seed: number;
}
interface ThinkRequest extends ThinkQuestion {
  type: 'think';
  id: number;
}
interface CancelRequest {
  type: 'cancel';
  id: number;
}
export type Request = ThinkRequest | CancelRequest;
export type Response<A = unknown> = { id: number | null; actions: A[] } | { id: number | null; error: string };

/** What the worker needs of a game: its two doors. */
export interface Engine {
  rules: Pick<RulesDoor, 'parsePosition' | 'status'>;
  ai: AiDoor;
}

/** The engine of a registry game, imported on first use (the module system keeps it afterwards). */
async function loadEngine(id: GameId): Promise<Engine> {
  const entry = gameById(id)!;
  const [rules, ai] = await Promise.all([entry.rules(), entry.ai()]);
  return { rules, ai };
}

const MAX_POSITION_LENGTH = 20_000;

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** The game a message's `game` field names, or why it names none. */
function readGame(game: unknown): GameId | string {
  if (game === undefined) return DEFAULT_GAME;
  const known = typeof game === 'string' ? gameById(game) : undefined;
  if (known) return known.id;
  return `unknown game "${String(game).slice(0, 20)}" (use ${GAMES.map((g) => g.id).join(', ')})`;
}

/** The request a message holds, or why it is not one. The level is checked once its game's engine is loaded. */
function readRequest(data: unknown): Request | string {
  if (typeof data !== 'object' || data === null) return 'a message must be an object';
  // Only the message's own fields: `m.constructor` or `m.toString` must not pass for one.
  const field = (key: string): unknown => own(data as Record<string, unknown>, key);
  const m = {
    type: field('type'),
    id: field('id'),
    game: field('game'),
    position: field('position'),
    level: field('level'),
    seed: field('seed'),
  };
  if (!isId(m.id)) return 'the message needs an id (a whole number ≥ 0)';
  if (m.type === 'cancel') return { type: 'cancel', id: m.id };
  if (m.type !== 'think') return `unknown message type "${String(m.type).slice(0, 20)}" (use think or cancel)`;
  const game = readGame(m.game);
  if (!gameById(game)) return game;
  if (typeof m.position !== 'string' || m.position.length > MAX_POSITION_LENGTH) {
    return 'position must be position text';
  }
  if (typeof m.level !== 'string') return 'level must be the name of a computer level';
  if (!Number.isInteger(m.seed) || (m.seed as number) < 0 || (m.seed as number) > 0xffffffff) {
    return 'seed must be a whole number from 0 to 4294967295';
  }
  return {
    type: 'think',
    id: m.id,
    game: game as GameId,
    position: m.position,
    level: m.level,
    seed: m.seed as number,
  };
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The answer to a think request, from its game's engine; `signal` aborts the search. */
function answer({ rules, ai }: Engine, request: ThinkRequest, signal: AbortSignal): Response {
  if (!ai.LEVELS.includes(request.level)) {
    return { id: request.id, error: `level must be one of ${ai.LEVELS.join(', ')}` };
  }
  const game = rules.parsePosition(request.position);
  if (rules.status(game).winner !== null) throw new Error('the game is over: there is no turn to play');
  return { id: request.id, actions: ai.chooseTurn(game, { level: request.level, seed: request.seed, signal }) };
}

/**
 * A message handler for the worker: call it with every incoming message's data; it answers
 * through `post`. Thinking starts on a later task (`schedule`), so a newer request that is already
 * queued replaces a stale one before any time is spent on it. `load` gives a game's engine.
 */
export function createThinker(
  post: (r: Response) => void,
  schedule: (run: () => Promise<void>) => void = (run) => setTimeout(run, 0),
  load: (game: GameId) => Promise<Engine> = loadEngine,
): (data: unknown) => void {
  let pending: { id: number; controller: AbortController } | null = null;

  const cancelPending = (why: string): void => {
    if (!pending) return;
    pending.controller.abort();
    post({ id: pending.id, error: why });
    pending = null;
  };

  return (data) => {
    const request = readRequest(data);
    if (typeof request === 'string') {
      const id = typeof data === 'object' && data !== null ? own(data as Record<string, unknown>, 'id') : null;
      post({ id: isId(id) ? id : null, error: request });
      return;
    }
    if (request.type === 'cancel') {
      if (pending?.id === request.id) cancelPending('cancelled');
      return;
    }
    cancelPending('cancelled: a newer request replaced it');
    const mine = { id: request.id, controller: new AbortController() };
    pending = mine;
    schedule(async () => {
      if (mine.controller.signal.aborted) return; // already answered as cancelled
      let reply: Response;
      try {
        const engine = await load(request.game);
        if (mine.controller.signal.aborted) return; // replaced while its engine loaded
        reply = answer(engine, request, mine.controller.signal);
      } catch (e) {
        if (mine.controller.signal.aborted) return; // the search stopped: already answered as cancelled
        reply = { id: request.id, error: errorText(e) };
      }
      if (pending === mine) pending = null;
      post(reply);
    });
  };
}
