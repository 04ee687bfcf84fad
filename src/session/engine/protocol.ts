// The computer player's message protocol between the page and its Web Worker, as plain
// functions so Node tests can drive it without a worker.
//
//   page → worker  { type: 'think', id, position, level, seed }   position: rules-api position text
//                  { type: 'cancel', id }
//   worker → page  { id, actions }   the whole turn (public Action values), ending with commit
//                  { id, error }     a bad message, a finished game, or a cancelled (stale) request
//
// Every incoming message is validated; nothing a message holds can crash the worker. A newer
// think request cancels the one still waiting or running, which is answered with an error.
import { parsePosition, status, type Action } from '../../games/vacuum/rules/index';
import { own } from '../../util/own';
import { chooseTurn, LEVELS, SearchAborted, type Level } from '../../games/vacuum/ai/index';

interface ThinkRequest {
  type: 'think';
  id: number;
  position: string;
  level: Level;
  seed: number;
}
interface CancelRequest {
  type: 'cancel';
  id: number;
}
export type Request = ThinkRequest | CancelRequest;
export type Response = { id: number | null; actions: Action[] } | { id: number | null; error: string };

const MAX_POSITION_LENGTH = 20_000;

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** The request a message holds, or why it is not one. */
function readRequest(data: unknown): Request | string {
  if (typeof data !== 'object' || data === null) return 'a message must be an object';
  // Only the message's own fields: `m.constructor` or `m.toString` must not pass for one.
  const field = (key: string): unknown => own(data as Record<string, unknown>, key);
  const m = {
    type: field('type'),
    id: field('id'),
    position: field('position'),
    level: field('level'),
    seed: field('seed'),
  };
  if (!isId(m.id)) return 'the message needs an id (a whole number ≥ 0)';
  if (m.type === 'cancel') return { type: 'cancel', id: m.id };
  if (m.type !== 'think') return `unknown message type "${String(m.type).slice(0, 20)}" (use think or cancel)`;
  if (typeof m.position !== 'string' || m.position.length > MAX_POSITION_LENGTH) {
    return 'position must be position text';
  }
  if (!LEVELS.includes(m.level as Level)) return `level must be one of ${LEVELS.join(', ')}`;
  if (!Number.isInteger(m.seed) || (m.seed as number) < 0 || (m.seed as number) > 0xffffffff) {
    return 'seed must be a whole number from 0 to 4294967295';
  }
  return { type: 'think', id: m.id, position: m.position, level: m.level as Level, seed: m.seed as number };
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * A message handler for the worker: call it with every incoming message's data; it answers
 * through `post`. Thinking starts on a later task (`schedule`), so a newer request that is already
 * queued replaces a stale one before any time is spent on it.
 */
export function createThinker(
  post: (r: Response) => void,
  schedule: (run: () => void) => void = (run) => setTimeout(run, 0),
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
    schedule(() => {
      if (mine.controller.signal.aborted) return; // already answered as cancelled
      let answer: Response;
      try {
        const game = parsePosition(request.position);
        if (status(game).winner !== null) throw new Error('the game is over: there is no turn to play');
        answer = {
          id: request.id,
          actions: chooseTurn(game, { level: request.level, seed: request.seed, signal: mine.controller.signal }),
        };
      } catch (e) {
        if (e instanceof SearchAborted) return;
        answer = { id: request.id, error: errorText(e) };
      }
      if (pending === mine) pending = null;
      post(answer);
    });
  };
}
