// A Vacuum game against the computer as a player starts and plays it, for the tests that need
// one (the computer seats, the site offline): the new-game dialog, Red's turn by mouse, the wait
// for the computer's reply.
import type { Page } from 'playwright-core';
import { button, clickSquare, type VacuumStudio } from './browser';

/** Starts a 2-player game from the new-game dialog with the given seats ('human' or a level; fast computer moves). */
export async function start(page: Page, seats: [string, string]): Promise<void> {
  const option = (seat: string): string => (seat === 'human' ? 'person' : `computer:${seat}`);
  await page.click('#new-game-dialog input[name="players"][value="2"] + span');
  await page.selectOption('select[name="seat-0"]', option(seats[0]));
  await page.selectOption('select[name="seat-1"]', option(seats[1]));
  await page.check('#fast-computers');
  await page.click('#start-button');
}

export const turnOf = (page: Page) =>
  page.evaluate(() => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()));
/** Status: whose turn it is (or who is thinking, or how the game ended), then what was said. */
export const statusText = async (page: Page): Promise<string> =>
  `${await page.locator('#turn').innerText()} ${await page.locator('#message').innerText()}`.trim();

/** Red's turn by mouse: a Vacuum Move (or a Perimeter Move), then Commit. */
export async function humanTurn(page: Page): Promise<void> {
  const final = await page.evaluate(() => {
    const { legalActions, squareName } = (window.studio as VacuumStudio).rules;
    const a = legalActions((window.studio as VacuumStudio).game()).find(
      (x) => x.kind === 'vacuumMove' || x.kind === 'perimeterMove',
    )!;
    return { kind: a.kind, at: squareName((a as { at: number }).at) };
  });
  // The action first: a Vacuum Move may go on a tile that a Perimeter Move could also pick up.
  await button(page, final.kind).click();
  await clickSquare(page, final.at);
  await button(page, 'commit').click();
}

/** Waits until it is Red's turn again and no computer is at work (Status no longer says one is thinking). */
export const backToRed = (page: Page, turn: number) =>
  page.waitForFunction(
    (t) => {
      const studio = window.studio as VacuumStudio | undefined;
      if (studio === undefined) return false;
      const s = studio.rules.status(studio.game());
      return s.turn === t && s.current === 0 && !document.getElementById('turn')!.textContent!.includes('thinking');
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
