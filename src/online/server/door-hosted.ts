// Any one-move-a-turn game as a hosted game, from its rules door alone: the room's game is its
// start position and the moves played since (stored as the game's save file, src/codec/game-save.ts),
// with the game they lead to; every action is read and checked by the rules. A game on clocks (a door
// with `elapse`) also keeps what each move's player spent, so every page rebuilds the same clocks.
import type { RulesDoor } from '../../core/contract';
import { decodeGameSave, encodeGameSaveTexts } from '../../codec/game-save';
import { Refusal, type HostedGame } from './hosted';

export interface DoorRoomGame<G = unknown> {
  /** The start position's text. */
  readonly start: string;
  /** The moves played since, in the game's notation. */
  readonly moves: readonly string[];
  /** On clocks: the ms charged before each move, and after the last while its clock runs; else null. */
  readonly times: readonly number[] | null;
  readonly game: G;
}

/** Action text longer than this, empty or with control characters is no action of any game. */
const MAX_ACTION_CHARS = 64;

/** Whether the text could be an action's: not empty, not too long, no control characters. */
const actionText = (text: unknown): text is string =>
  typeof text === 'string' && text.trim() !== '' && text.length <= MAX_ACTION_CHARS && !/[\p{Cc}]/u.test(text);

const isResignation = (action: unknown): action is { kind: 'resign'; player: number } =>
  typeof action === 'object' && action !== null && (action as { kind?: unknown }).kind === 'resign';

/**
 * A hosted game over the rules door. `id` tags the stored save (`<id>-save`); `seats` names the
 * seats in the refusals ("It is White's turn"); `rematch` makes a rematch's first position from the
 * room's start and the game that ended, where a new game has options to keep (a clock, a field):
 * `rules.newGame()` otherwise.
 */
export function hostedFromDoor<G, A>(
  rules: RulesDoor<G, A>,
  {
    id,
    seats,
    rematch = () => rules.newGame(),
  }: { id: string; seats: readonly string[]; rematch?: (start: G, ended: G) => G },
): HostedGame<DoorRoomGame<G>> {
  const seat = (n: number): string => seats[n] ?? `Seat ${n + 1}`;
  const errorText = (e: unknown): string => (e instanceof Error ? e.message : 'it cannot be read');
  const { elapse } = rules;
  /** Each move's time, the last one's included: a move the clock did not run for took 0 ms. */
  const timed = (state: DoorRoomGame<G>, moves: number): readonly number[] | null =>
    state.times && [...state.times, 0].slice(0, moves);

  const hosted: HostedGame<DoorRoomGame<G>> = {
    load(text) {
      const read = decodeGameSave(rules, id, text);
      if (!read.ok) throw new Error(read.error);
      const onClocks = elapse !== undefined && rules.status(read.start).clocks != null;
      return {
        start: rules.formatPosition(read.start),
        moves: read.actions.map((a) => rules.formatAction(a)),
        // A game uploaded without its times had its clocks charged nothing.
        times: onClocks ? (read.times ?? read.actions.map(() => 0)) : null,
        game: read.game,
      };
    },

    save: ({ start, moves, times }) => encodeGameSaveTexts(id, { start, moves, times }),

    seatCount: ({ game }) => rules.status(game).players,

    toMove({ game }) {
      const s = rules.status(game);
      return s.winner === null ? s.current : null;
    },

    anyMoment(state, text) {
      if (!actionText(text)) return false;
      try {
        return isResignation(rules.parseAction(state.game, text));
      } catch {
        return false;
      }
    },

    play(state, by, text) {
      if (!actionText(text)) throw new Refusal('malformed', 'That is not the text of an action.');
      const { current, winner } = rules.status(state.game);
      let action: A;
      try {
        action = rules.parseAction(state.game, text);
      } catch (e) {
        // Only a resignation may come from a seat not to move, and it would have been read.
        if (winner === null && by !== current) throw new Refusal('not-your-turn', `It is ${seat(current)}'s turn.`);
        throw new Refusal('illegal', errorText(e));
      }
      if (isResignation(action) ? action.player !== by : by !== current) {
        throw new Refusal(
          'not-your-turn',
          isResignation(action)
            ? `${seat(by)} cannot resign for ${seat(action.player)}.`
            : `It is ${seat(current)}'s turn.`,
        );
      }
      let game: G;
      try {
        game = rules.play(state.game, action);
      } catch (e) {
        throw new Refusal('illegal', errorText(e));
      }
      const moves = [...state.moves, rules.formatAction(action)];
      return { start: state.start, moves, times: timed(state, moves.length), game };
    },

    undo(state, by) {
      if (state.moves.length === 0) throw new Refusal('illegal', 'There is no move to undo.');
      // In a room a finished game stays as it ended, whatever the rules would take back locally
      // (the move that won on the board); a resignation no game takes back.
      if (rules.status(state.game).winner !== null)
        throw new Refusal('illegal', 'The game is over: nothing is taken back once it has ended.');
      let before: G;
      try {
        before = rules.undo(state.game);
      } catch (e) {
        throw new Refusal('illegal', errorText(e));
      }
      const mover = rules.status(before).current;
      if (mover !== by) {
        throw new Refusal(
          'not-your-turn',
          `${seat(by)} can take back only their own move, and only before anyone moves after it: the last move was ${seat(mover)}'s.`,
        );
      }
      const moves = state.moves.slice(0, -1);
      return { start: state.start, moves, times: timed(state, moves.length), game: before };
    },

    rematch(state) {
      const game = rematch(rules.parsePosition(state.start), state.game);
      // A game on clocks starts with no time charged: the room's clocks start with its first move.
      const onClocks = elapse !== undefined && rules.status(game).clocks != null;
      return { start: rules.formatPosition(game), moves: [], times: onClocks ? [] : null, game };
    },
  };
  if (!elapse) return hosted;
  return {
    ...hosted,
    clock: {
      left({ game }) {
        const s = rules.status(game);
        return s.winner === null ? (s.clocks?.[s.current] ?? null) : null;
      },
      charge(state, ms) {
        if (state.times === null) return state;
        // The time of the move to come: it adds up until that move is played.
        const times = [...state.times];
        if (times.length === state.moves.length) times.push(ms);
        else times[times.length - 1]! += ms;
        return { ...state, times, game: elapse(state.game, ms) };
      },
    },
  };
}
