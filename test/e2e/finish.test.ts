// Every game ends: a game with a length played to its last round through the page shows the end
// screen with the scores and the winner, Rematch starts the next game, and a computer that is
// hopelessly behind resigns.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, clickSquare, type VacuumStudio } from './browser';
import { useGamePage } from '../support/page';

const { openGame } = useGamePage();
const statusOf = (page: Page) =>
  page.evaluate(() => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()));

/** Red's turn by mouse: a Vacuum Move (or else a Perimeter Move), then Commit. */
async function humanTurn(page: Page): Promise<void> {
  const squares = await page.evaluate(() => {
    const { legalActions, squareName } = (window.studio as VacuumStudio).rules;
    const legal = legalActions((window.studio as VacuumStudio).game());
    const a = legal.find((x) => x.kind === 'vacuumMove') ?? legal.find((x) => x.kind === 'perimeterMove')!;
    return a.kind === 'vacuumMove'
      ? [squareName(a.at)]
      : a.kind === 'perimeterMove'
        ? [squareName(a.from), squareName(a.to)]
        : [];
  });
  // The action first: a Vacuum Move may go on a tile that a Perimeter Move could also pick up.
  await button(page, squares.length === 2 ? 'perimeterMove' : 'vacuumMove').click();
  for (const sq of squares) await clickSquare(page, sq);
  await button(page, 'commit').click();
}

/** A new 2-player page from the new-game dialog: seats ('person', 'computer:easy'), a length in rounds ('none': no limit). */
async function newPage(seats: [string, string], rounds: string): Promise<Page> {
  const page = await openGame();
  await page.click('#new-game-dialog input[name="players"][value="2"] + span');
  await page.selectOption('select[name="seat-0"]', seats[0]);
  await page.selectOption('select[name="seat-1"]', seats[1]);
  await page.check('#fast-computers');
  if (rounds === 'none') await page.selectOption('#length-choice', 'none');
  else {
    await page.selectOption('#length-choice', 'custom');
    await page.fill('#custom-rounds', rounds);
  }
  await page.click('#start-button');
  return page;
}

/** A Vacuum Move on a free square by mouse, then Commit. */
async function vacuumAndCommit(page: Page, square: string): Promise<void> {
  await clickSquare(page, square);
  await button(page, 'commit').click();
}

describe('the scored finish', () => {
  it('a one-round game: scores in Status, the end screen names the winner, Rematch starts again', async () => {
    const page = await newPage(['person', 'person'], '1');
    expect(await statusOf(page)).toMatchObject({ turn: 0, winner: null });
    expect(await page.locator('#turn').innerText()).toBe('Round 1 of 1 · Red to move');

    await vacuumAndCommit(page, 'e5'); // Red: a pebble on the board, 2 points
    expect(await page.locator('#seats').innerText()).toMatch(/Red\s+2\s[\s\S]*Gold\s+0\s/);
    await vacuumAndCommit(page, 'j10'); // Gold: a pebble on a pedestal, 4 points

    const end = page.locator('#end-dialog');
    await end.waitFor({ state: 'visible' });
    expect(await page.locator('#end-dialog-title').innerText()).toBe('Gold wins');
    expect(await page.locator('#end-reason').innerText()).toMatch(/Scored finish at the turn limit: Gold 4, Red 2/);
    expect(await page.locator('#end-scores tr.winner').innerText()).toMatch(/Gold\s+4/);
    expect(await statusOf(page)).toMatchObject({ turn: 2, winner: 1 });

    // Look at the board: the dialog closes, Status keeps the result and can show it again.
    await page.click('#end-close-button');
    expect(await end.isVisible()).toBe(false);
    expect(await page.locator('#turn').innerText()).toMatch(/^Gold wins\. Scored finish/);
    expect(await page.locator('#controls button[data-action]:not([aria-disabled="true"])').count()).toBe(0); // the game is over
    await page.click('#result-button');
    await end.waitFor({ state: 'visible' });

    // The finished game stays saved: a reload shows it again, as it was.
    await page.reload();
    await page.waitForSelector('html[data-board="drawn"]');
    expect(await statusOf(page)).toMatchObject({ turn: 2, winner: 1 });

    await page.click('#result-button');
    await page.click('#rematch-button');
    expect(await end.isVisible()).toBe(false);
    expect(await statusOf(page)).toMatchObject({ turn: 0, winner: null, current: 0 });
    expect(await page.evaluate(() => (window.studio as VacuumStudio).game().turnLimit)).toBe(2); // the same length
    expect(await page.locator('#turn').innerText()).toBe('Round 1 of 1 · Red to move');
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });

  it('Rematch passes every seat on to the next colour, and tells the person their new one', async () => {
    const page = await newPage(['person', 'computer:easy'], '1');
    await vacuumAndCommit(page, 'e5');
    await page.locator('#end-dialog').waitFor({ state: 'visible', timeout: 15_000 }); // Gold played the last turn
    // Status says how the game ended, and what Gold did in that last turn.
    expect(await page.locator('#turn').innerText()).toMatch(/^(Gold wins|Red wins|Draw)\./);
    expect(await page.locator('#message').innerText()).toMatch(/Commit\.$/);
    await page.click('#rematch-button');
    expect(await page.locator('#seats .seat-kind').allInnerTexts()).toEqual(['computer · easy', 'person']);
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/^Rematch: you are Gold now\./);
    // Red is the computer now: it opens the rematch by itself.
    await page.waitForFunction(
      () => (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game()).current === 1,
      undefined,
      {
        timeout: 15_000,
      },
    );
    await page.context().close();
  });
});

describe('computer resignation', () => {
  it('a computer far behind on score for ten turns resigns at the start of its next turn', async () => {
    const page = await newPage(['person', 'computer:easy'], 'none');
    // Red (the person) leads by 108: a boulder on its pedestal and four on the board.
    await page.evaluate(() => {
      const { formatPosition, newGame } = (window.studio as VacuumStudio).rules;
      const rows = formatPosition(newGame({ players: 2 }))
        .trimEnd()
        .split('\n');
      const grid = rows.slice(11).map((r) => r.trim().split(/\s+/));
      for (const [r, c] of [
        [2, 2],
        [4, 4],
        [4, 7],
        [7, 4],
        [7, 7],
      ] as const)
        grid[r]![c] += 'bR';
      (window.studio as VacuumStudio).load([...rows.slice(0, 11), ...grid.map((r) => r.join(' '))].join('\n'));
    });
    // Red only makes its final action, eleven times.
    for (let i = 0; i < 11; i++) {
      await page.waitForFunction(
        (t) => {
          const s = (window.studio as VacuumStudio).rules.status((window.studio as VacuumStudio).game());
          // …and the board no longer held for the computer (Status: "Gold is thinking…" until its turn is played).
          return s.current === 0 && s.turn === t && !document.getElementById('turn')!.textContent!.includes('thinking');
        },
        2 * i,
        { timeout: 15_000 },
      );
      await humanTurn(page);
    }
    await page.locator('#end-dialog').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.locator('#end-dialog-title').innerText()).toBe('Red wins');
    expect(await page.locator('#end-reason').innerText()).toMatch(/Gold resigned/);
    // The move list ends with Gold's resignation, after Gold's ten turns.
    expect(await page.locator('#moves li.result').innerText()).toBe('Gold resigned');
    const goldTurns = await page
      .locator('#moves li:not(.result)')
      .evaluateAll((lis) => lis.filter((li) => (li as HTMLElement).style.gridColumnStart === '2').length);
    expect(goldTurns).toBe(10);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });
});
