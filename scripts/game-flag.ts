// The `--game <id>` flag of the arena, the benchmarks and the fuzzer: which game of the registry
// they work on (default Vacuum). An id the registry does not know stops the tool with the list.
import { GAMES, gameById, type GameEntry } from '../src/games/index';

export const DEFAULT_GAME_ID = 'vacuum';

/** The game `--game` names in `args` (and `args` without the flag), or the message why not. */
export function takeGameFlag(args: readonly string[]): { game: GameEntry; rest: string[] } | string {
  const at = args.findIndex((a) => a === '--game' || a.startsWith('--game='));
  if (at === -1) return { game: gameById(DEFAULT_GAME_ID)!, rest: [...args] };
  const inline = args[at]!.startsWith('--game=');
  const id = inline ? args[at]!.slice('--game='.length) : args[at + 1];
  const game = id === undefined ? undefined : gameById(id);
  if (!game) return `unknown game "${id ?? ''}" (use ${GAMES.map((g) => g.id).join(', ')})`;
  return { game, rest: args.filter((_, i) => i !== at && (inline || i !== at + 1)) };
}
