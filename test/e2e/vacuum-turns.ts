// A Vacuum game against the computer as a player starts and plays it, for the tests that need
// one (the computer seats, the site offline): the new-game dialog, Red's turn by mouse, the wait
// for the computer's reply.
import type { Page } from 'playwright-core';
import { button, clickSquare } from './browser';

/** Starts a 2-player game from the new-game dialog with the given seats (fast computer moves). */
export async function start(page: Page, seats: [string, string]): Promise<void> {
  await page.click('#new-game-dialog input[name="players"][value="2"] + span');
  await page.selectOption('select[name="seat-0"]', seats[0]);
  await page.selectOption('select[name="seat-1"]', seats[1]);
  await page.check('#fast-computers');
  await page.click('#start-button');
}

export const turnOf = (page: Page) => page.evaluate(() => window.vacuum.rules.status(window.vacuum.game()));
export const statusText = (page: Page): Promise<string> => page.locator('#status-text').innerText();

/** Red's turn by mouse: a Vacuum Move on a free square (or a Perimeter Move), then Commit. */
export async function humanTurn(page: Page): Promise<void> {
  const final = await page.evaluate(() => {
    const { legalActions, squareName } = window.vacuum.rules;
    const a = legalActions(window.vacuum.game()).find((x) => x.kind === 'vacuumMove' || x.kind === 'perimeterMove')!;
    return { kind: a.kind, at: squareName((a as { at: number }).at) };
  });
  if (final.kind === 'perimeterMove') await button(page, 'perimeterMove').click();
  await clickSquare(page, final.at);
  await button(page, 'commit').click();
}

/** Waits until it is Red's turn again and no computer is at work. */
export const backToRed = (page: Page, turn: number) =>
  page.waitForFunction(
    (t) => {
      const s = window.vacuum.rules.status(window.vacuum.game());
      return s.turn === t && s.current === 0 && !window.vacuum.computers.busy;
    },
    turn,
    { timeout: 15_000 },
  );

/** Three players: Red's three pebbles on e5, next to f5, which Gold and Green share. */
export const SHARED_3P = `vacuum 1
players 3
current red
stage 1
chain -
turn 0
active red gold green
eliminated -
stone-era -
cooldown -
limit -
# # # # # # # # # # # #
# # r r r r w w w w # #
# r * . . . . . . * w #
# r . . . . . . . . w #
# r . . .RRR .YG . . . . w #
# r . . . . . . . . w #
# y . . . . . . . . g #
# y . . . . . . . . g #
# y . . . . . . . . g #
# y * . . . . . . * g #
# # y y y y g g g g # #
# # # # # # # # # # # #
`;
