// The whole position in words for a screen reader (platform.md "The board under every hand"): the
// field's name, who is to move (and the stone placed in a turn not yet ended), every stone by its
// cell grouped by colour, every bridge by its ends (R13) grouped by kind with the cut ones marked,
// and the scores. Grouped so that a long game stays readable: each colour and kind is named once.
import { COLOURS, SEATS, field, status, type Game } from '../rules/index';
import { ending, layoutName, scoresOf } from './ending';

/** "blue f6, h8; purple g6", or "none". */
const groups = (entries: [string, string[]][]): string =>
  entries
    .filter(([, items]) => items.length > 0)
    .map(([name, items]) => `${name} ${items.join(', ')}`)
    .join('; ') || 'none';

/** "Kite. Blue to move. Stones: blue f6, h8; purple g6. Bridges: blue f6-h8. Scores: Blue 2, Yellow 0." */
export function describePosition(game: Game): string {
  const s = status(game);
  const cells = field(game).cells; // reading order: row 1 first, left to right
  const stones = groups(COLOURS.map(({ name }) => [name, cells.filter((c) => c.stone === name).map((c) => c.at)]));
  const bridges = groups(
    (['blue', 'yellow', 'red'] as const).map((kind) => [
      kind,
      s.bridges.filter((b) => b.kind === kind).map((b) => `${b.from}-${b.to}${b.cut ? ' (cut)' : ''}`),
    ]),
  );
  const seat = SEATS[s.current];
  const turn =
    s.winner !== null
      ? `Game over: ${ending(game)!.title}`
      : s.placed === null
        ? `${seat} to move`
        : `${seat} to move, stone placed on ${s.placed}: bridges through it may follow, then End turn`;
  return `${layoutName(game)}. ${turn}. Stones: ${stones}. Bridges: ${bridges}. Scores: ${scoresOf(game)}.`;
}
