// The hint on the game-neutral page: the game's notation and a sentence for the turn's first action,
// its squares marked; a clock running down keeps it (no move was made), a move withdraws it.
import { describe, expect, it } from 'vitest';
import { Hints } from '../../src/ui/hint';
import { moduleHint } from '../../src/page/hint';
import { PlaySession } from '../../src/page/session';
import { glyphGrid } from '../../src/games/glyph-grid/page';
import type { ThinkClient } from '../../src/session/engine/client';
import * as rules from '../../src/games/glyph-grid/rules/index';

type Game = rules.Game;
type Action = rules.Action;

function set_up() {
  const session = new PlaySession<Game, Action>(rules, {
    start: rules.newGame(),
    actions: [],
    seats: ['person', 'person'],
  });
  const asked: { level: string; answer: (actions: Action[]) => void }[] = [];
  const client: ThinkClient = {
    think: (_id, _game, level) => new Promise((resolve) => asked.push({ level, answer: resolve })),
    cancel: () => {},
    dispose: () => {},
  };
  const hints = new Hints<Game, Action>({ session, game: moduleHint('glyph-grid', glyphGrid), client });
  return { session, hints, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the hint on a game-neutral page', () => {
  it("asks the strongest level, says the move in the game's notation and words, and marks its squares", async () => {
    const { session, hints, asked } = set_up();
    expect(hints.ask()).toBeNull();
    expect(hints.text()).toBe('Hint: the computer is thinking…');
    expect(hints.ask()).toBe('A hint is on its way.'); // said, not asked twice
    expect(asked.map((a) => a.level)).toEqual([glyphGrid.levels.at(-1)]);
    const move = rules.legalActions(session.game).find((a) => glyphGrid.view.squaresOf(a, session.game)?.from != null)!;
    asked[0]!.answer([move]);
    await settle();
    const said = glyphGrid.view.describeAction(session.game, move).replace(/\.$/, '');
    expect(hints.text()).toBe(`Hint: ${rules.formatAction(move)} — ${said}.`);
    const at = glyphGrid.view.squaresOf(move, session.game)!;
    expect(hints.marks()).toEqual([{ from: at.from, to: at.to }]);
  });

  it('stays while a clock runs down, and goes with the next move', async () => {
    const { session, hints, asked } = set_up();
    hints.ask();
    const move = rules.legalActions(session.game).find((a) => a.kind !== 'resign')!;
    asked[0]!.answer([move]);
    await settle();
    session.elapse(1000); // the clock of the player to move runs down: no move
    expect(hints.marks()).not.toEqual([]);
    session.play(move);
    expect(hints.text()).toBeNull();
    expect(hints.marks()).toEqual([]);
  });
});
