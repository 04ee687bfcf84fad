// Vacuum's board under the keyboard and a screen reader: the board hands its keys to the page (a
// screen reader in browse mode would take the arrows and Enter otherwise), describes the position it
// shows, and says so in the words of the way it was reached.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseNewGame, description, focused, load, menu, type VacuumStudio, violations } from './browser';
import { SHARED_3P } from './vacuum-turns';
import { useGamePage } from '../support/page';

const { openGame } = useGamePage();

/** The roles and names of Chromium's accessibility tree, as a screen reader gets them. */
async function axRoles(page: Page): Promise<{ role: string; name: string; id: string }[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string }; backendDOMNodeId?: number }[];
  };
  const out: { role: string; name: string; id: string }[] = [];
  for (const n of nodes) {
    if (n.ignored || !n.role || n.backendDOMNodeId === undefined) continue;
    const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: n.backendDOMNodeId });
    const id = object.objectId
      ? (((
          await cdp.send('Runtime.callFunctionOn', {
            objectId: object.objectId,
            functionDeclaration: 'function () { return this.id ?? ""; }',
            returnByValue: true,
          })
        ).result.value as string | undefined) ?? '')
      : '';
    out.push({ role: n.role.value, name: n.name?.value ?? '', id });
  }
  return out;
}

/** Opens Vacuum and starts the default game with Escape, as a keyboard player does. */
async function startWithEscape(): Promise<Page> {
  const page = await openGame();
  await page.getByRole('dialog', { name: 'New game' }).waitFor();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
  return page;
}

/**
 * Opens Vacuum and starts a game of two people by the keyboard (Start, Enter), the board focused:
 * Escape leaves the first visit's game, a person against the weakest computer (the shared page's
 * default), where Gold would answer at once.
 */
async function startByKeys(): Promise<Page> {
  const page = await openGame();
  await page.selectOption('#new-game-dialog select[name="seat-1"]', 'person');
  await page.locator('#start-button').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
  await page.locator('#board').focus();
  await expect.poll(() => focused(page)).toBe('board');
  return page;
}

/** The player to move resigns by the keyboard: Resign, Tab to "Resign as …", Enter; the end screen shows. */
/** Has the replay the keyboard's focus (a step of its bar)? */
const inReplay = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.activeElement?.closest('#replay-bar') != null);

async function resignByKeys(page: Page): Promise<void> {
  await page.locator('#resign').focus();
  await page.keyboard.press('Enter');
  await page.locator('#confirm-dialog').waitFor({ state: 'visible' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.locator('#end-dialog').waitFor({ state: 'visible' });
}

async function shared3p(): Promise<Page> {
  const page = await openGame();
  await chooseNewGame(page, '3');
  await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
  await load(page, SHARED_3P);
  return page;
}

/** A 3-player game on SHARED_3P, Pebble Attack chosen by the keyboard and the board focused by it. */
async function attackByKeys(): Promise<Page> {
  const page = await shared3p();
  await page.locator('#controls button[data-action="pebbleWar"]').focus();
  await page.keyboard.press('Enter');
  await page.locator('#board').focus();
  await expect.poll(() => focused(page)).toBe('board');
  return page;
}

describe("Vacuum's board for the keyboard and screen readers", () => {
  it('the focused board is an application (a screen reader passes it the keys), inside the main landmark', async () => {
    const page = await startWithEscape();
    expect(await focused(page)).toBe('board');
    const roles = await axRoles(page);
    const board = roles.find((r) => r.id === 'board');
    expect(board?.role).toBe('application');
    expect(board?.name).toMatch(/^Board: arrow keys move the cursor/);
    expect(roles.filter((r) => r.role === 'main')).toHaveLength(1);
    // The board still fills its cell between the panels.
    const box = await page.locator('#board').boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(300);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it("the board's description is the cursor's square, then the whole position: pieces by player, scores, whose move", async () => {
    const page = await startByKeys();
    // The cursor starts mid-board, on g7 (the shared page's), and goes to e5.
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
    await page.keyboard.press('Enter'); // Vacuum Move on e5
    await page.keyboard.press('c'); // Commit
    await expect
      .poll(() => description(page, '#board'))
      .toMatch(
        /^e5, board ×2: 1 red pebble\. .*Round 1 of 40, Gold to move\. Red: 1 pebble on e5\. Gold: no pieces\. Scores: Red \d+, Gold 0\.$/,
      );
    await page.context().close();
  });

  it('the spoken square follows the position the board shows: after the game ends, and in its replay', async () => {
    const page = await startByKeys();
    const readout = () => page.locator('#cursor-text').textContent();
    await page.keyboard.press('Enter'); // Vacuum Move on g7, where the cursor starts
    await expect.poll(readout).toMatch(/^g7, board ×2: 1 red pebble\. Pressure: red 2, gold 0\./);
    await page.keyboard.press('c'); // Commit: Gold to move
    // Gold resigns by the keyboard; the end screen's Replay opens the replay at the game's start
    // (the shared page's, for every game), and End goes to its end.
    await resignByKeys(page);
    await page.locator('#end-replay-button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => inReplay(page)).toBe(true);
    await expect.poll(readout).toBe('g7, board ×2: empty. Pressure: red 0, gold 0.');
    await page.keyboard.press('End');
    await expect.poll(readout).toBe('g7, board ×2: 1 red pebble. Pressure: red 2.'); // Gold is out
    // Back to the first position: the square the board shows is empty there, and the readout says so.
    await page.keyboard.press('Home');
    await expect.poll(readout).toBe('g7, board ×2: empty. Pressure: red 0, gold 0.');
    await expect.poll(() => description(page, '#board')).toMatch(/Red: no pieces\. Gold: no pieces\./);
    // The shared page's square is the board's description (heard as the focus comes to the board),
    // no live region: the replay's steps say their own line.
    await page.keyboard.press('ArrowRight');
    await expect.poll(readout).toMatch(/^g7, board ×2: 1 red pebble\./);
    await page.locator('#board').focus();
    await page.keyboard.press('ArrowLeft'); // on the board as well, the arrows step the replay
    await expect.poll(readout).toBe('g7, board ×2: empty. Pressure: red 0, gold 0.');
    await page.context().close();
  });

  it("after a resignation, Rematch puts the keyboard on the new game's board", async () => {
    const page = await startByKeys();
    await resignByKeys(page);
    await page.locator('#end-close-button').focus();
    await page.keyboard.press('Enter'); // Look at the board, then Show result again
    await page.getByRole('button', { name: 'Show result' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('#rematch-button').waitFor({ state: 'visible' });
    await page.locator('#rematch-button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#moves button.move').count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('board');
    await page.context().close();
  });

  it('the replay opened by the keyboard shows where the focus is: the ring in the cursor colour', async () => {
    const page = await startByKeys();
    await page.keyboard.press('Enter'); // Vacuum Move on g7
    await page.keyboard.press('c');
    // The move list is the replay's door on the shared page: Enter on a move replays from there.
    await page.locator('#moves button.move').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => inReplay(page)).toBe(true);
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const css = getComputedStyle(el);
      const probe = document.createElement('span');
      probe.style.color = 'var(--cursor)';
      el.append(probe);
      const cursor = getComputedStyle(probe).color;
      probe.remove();
      // Where the ring reaches, against the side panel, which clips what stands outside it.
      const out = Number.parseFloat(css.outlineOffset) + Number.parseFloat(css.outlineWidth);
      const b = el.getBoundingClientRect();
      const side = document.getElementById('side')!.getBoundingClientRect();
      const inside =
        b.left - out >= side.left &&
        b.right + out <= side.right &&
        b.top - out >= side.top &&
        b.bottom + out <= side.bottom;
      return { style: css.outlineStyle, width: css.outlineWidth, colour: css.outlineColor, cursor, inside };
    });
    expect(ring).toMatchObject({ style: 'solid', width: '3px', inside: true });
    expect(ring.colour).toBe(ring.cursor);
    await page.context().close();
  });

  it('Status tells the keyboard player to press Enter, whether the game began with Escape or with Start', async () => {
    const escaped = await startWithEscape();
    expect(await focused(escaped)).toBe('board');
    await expect
      .poll(() => escaped.locator('#controls .prompt-line').textContent())
      .toBe(
        'Red to play, Stage 1: choose an action, drag one of your pieces, or press Enter on a free square for Vacuum Move.',
      );
    await escaped.context().close();
    const started = await openGame();
    await started.locator('#start-button').focus();
    await started.keyboard.press('Enter');
    await expect
      .poll(() => started.locator('#controls .prompt-line').textContent())
      .toBe(
        'Red to play, Stage 1: choose an action, drag one of your pieces, or press Enter on a free square for Vacuum Move.',
      );
    await started.context().close();
  });

  it('whom to attack: the choice takes the focus, its answer plays and gives the focus back to the board', async () => {
    const page = await attackByKeys();
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key); // g7 to e5
    await page.keyboard.press('Enter'); // e5, the source
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter'); // f5, Gold's and Green's
    await expect
      .poll(() => page.locator('#message').textContent())
      .toMatch(/^Which one\? Pebble War.* on Gold, or Pebble War.* on Green\./);
    // The focus is on the first answer, inside the group that asks.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/on Gold$/);
    expect(await page.evaluate(() => document.activeElement?.closest('[role="group"]')?.id)).toBe('choice');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Attack Green
    await expect.poll(() => page.locator('#moves button.move').last().textContent()).toBe('war e5-f5 green');
    await expect.poll(() => focused(page)).toBe('board');
    const prompt = page.locator('#controls .prompt-line');
    expect(await prompt.textContent()).not.toMatch(/click/);
    expect(await prompt.textContent()).toMatch(/press Enter on/);
    await page.context().close();
  });

  it('whom to attack: Escape puts the question away, not the action, and the focus goes back to the board', async () => {
    const page = await attackByKeys();
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/on Gold$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('board');
    expect(await page.locator('#choice').isHidden()).toBe(true);
    expect(await page.locator('#controls button[data-action="pebbleWar"]').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('#moves button.move').count()).toBe(0);
    await page.context().close();
  });

  it("the position editor says each Enter's result, and the board's label and description are the editor's", async () => {
    const page = await startWithEscape();
    await menu(page, 'edit-position');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement).dataset.tool)).toBe('pebble');
    await page.locator('#board').focus();
    const message = () => page.locator('#editor-message').textContent();
    // The tool's help is for every hand: no "tap" for the keyboard.
    expect(await message()).toBe('Select a square to add one pebble of the colour (up to four on a square).');
    // The cursor starts mid-board, on g7: one step left and one up, to f6.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    const heard: string[] = [];
    for (let i = 1; i <= 4; i++) {
      await page.keyboard.press('Enter'); // on f6
      await expect.poll(message).toMatch(new RegExp(`f6: ${i} red pebbles?\\.$`));
      heard.push((await message())!);
    }
    expect(new Set(heard).size).toBe(4); // each press is heard: its words differ from the last
    await page.keyboard.press('Enter');
    await expect.poll(message).toMatch(/5 red pebbles, more than a square holds in a game \(at most 4\)/);
    // The board tells of the editor: its keys, its square and the position edited, not the game under it.
    expect(await page.getAttribute('#board', 'aria-label')).toMatch(/position editor/);
    expect(await page.getAttribute('#board', 'aria-label')).not.toMatch(/U Undo/);
    await expect.poll(() => description(page, '#board')).toMatch(/^f6, board: 5 red pebbles\. Position editor/);
    expect(await description(page, '#board')).toMatch(/Red: 5 pebbles on f6\./);
    // Cancel gives the board back its own label and description.
    await page.locator('#editor-cancel').click();
    await page.locator('#confirm-danger').click(); // Discard edits
    await expect.poll(() => page.getAttribute('#board', 'aria-label')).toMatch(/U Undo, Y Redo, H Hint/);
    await expect.poll(() => description(page, '#board')).toMatch(/Red: no pieces\./);
    await page.context().close();
  });

  it('Status never tells the keyboard player to click: an action chosen from its button, the focus away from the board', async () => {
    const page = await startWithEscape();
    // Red's two pebbles on f6, at the start of Red's turn: Pebble Entrench may be played.
    await page.evaluate(() => {
      const { fromRecord, formatPosition, newGame, toRecord } = (window.studio as VacuumStudio).rules;
      const r = toRecord(newGame({ players: 2 }));
      r.squares[5 * 12 + 5] = { pebbles: [0, 0] };
      (window.studio as VacuumStudio).load(formatPosition(fromRecord(r)));
    });
    // The prompt beside Vacuum's actions, and Status' message (what was played, undone).
    const status = () => page.locator('#controls .prompt-line').textContent();
    const message = () => page.locator('#message').textContent();
    await expect.poll(status).toMatch(/press Enter on a free square/);
    // Tab from the board to Pebble Entrench, as a keyboard player does: the focus is off the board.
    for (let i = 0; i < 20 && (await focused(page)) !== 'entrench'; i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('entrench');
    await expect.poll(status).toMatch(/press Enter on a free square/);
    await page.keyboard.press('Enter');
    await expect.poll(status).toMatch(/^Red: Pebble Entrench — /);
    expect(await status()).not.toMatch(/click/i);
    // Played on the board, then undone from the Undo button: the focus stays on the button.
    await page.keyboard.press('Escape');
    await page.locator('#board').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter'); // Vacuum Move beside the cursor's start
    await expect.poll(message).toMatch(/^Vacuum Move/);
    for (let i = 0; i < 20 && (await focused(page)) !== 'undo'; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(message).toMatch(/^Taken back: Vacuum Move/);
    expect(await focused(page)).not.toBe('board');
    expect(await status()).toMatch(/press Enter on a free square for Vacuum Move/);
    await page.context().close();
  });

  it('leaving the editor by Escape or Cancel says the game is as it was, asking first when edits would be lost', async () => {
    const page = await startWithEscape();
    // Status: what happened, then whose turn it is.
    const status = async () =>
      `${await page.locator('#message').textContent()} ${await page.locator('#turn').textContent()}`;
    // No edits: Escape on the board leaves at once, and says so.
    await menu(page, 'edit-position');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement).dataset.tool)).toBe('pebble');
    await page.locator('#board').focus();
    await page.keyboard.press('Escape');
    await expect.poll(status).toMatch(/^Editor closed: the game is as it was\. .*Red to move/);
    expect(await focused(page)).toBe('board');
    // An edit: Escape asks; Keep editing keeps it, Discard edits throws it away and says so.
    await menu(page, 'edit-position');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement).dataset.tool)).toBe('pebble');
    await page.locator('#board').focus();
    await page.keyboard.press('ArrowLeft'); // from g7, where the cursor starts, to f6
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter'); // a red pebble on f6
    await expect.poll(() => page.locator('#editor-message').textContent()).toMatch(/f6: 1 red pebble/);
    await page.keyboard.press('Escape');
    const ask = page.locator('#confirm-dialog');
    await ask.waitFor({ state: 'visible' });
    expect(await ask.textContent()).toMatch(/Discard your edits\?/);
    await page.keyboard.press('Enter'); // Keep editing, where the focus starts
    await ask.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => (window.studio as VacuumStudio).game().squares[65])).toEqual({ pebbles: [0] });
    await page.locator('#editor-cancel').focus();
    await page.keyboard.press('Enter');
    await ask.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Discard edits
    await expect.poll(status).toMatch(/^Edits discarded: the game is as it was\. .*Red to move/);
    expect(await focused(page)).toBe('board');
    expect(await page.evaluate(() => (window.studio as VacuumStudio).game().squares[65])).toBeNull();
    await page.context().close();
  });
});
