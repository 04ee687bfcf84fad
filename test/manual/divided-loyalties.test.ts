// Divided Loyalties' manual (docs/manuals/divided-loyalties.md): its contents and links, the colours
// with their marks and families as the rules state them, the sets, and its first game checked
// against the rules, so the page never teaches an action the game refuses or a score it does not give:
// each step's actions, the bridges each stone offers, and each diagram's cells, bridges and scores.
import { describe, expect, it } from 'vitest';
import * as rules from '../../src/games/divided-loyalties/rules/index';
import { LEVELS } from '../../src/games/divided-loyalties/ai/index';
import { dividedLoyalties } from '../../src/games/divided-loyalties/page';
import { gameManual, rowsOf } from './game-manual';

const { manual, html, toc, ids, section } = gameManual('divided-loyalties');

/** The first game's turns, as the steps of "Your first game" teach them. */
const FIRST_GAME = ['Bf6 end', 'Og7 end', 'Pg6 end', 'Yj10 end', 'Bh6 f6-h6 end', 'Rg5 g5-g7 end'] as const;
/** The bridges each stone of the first game offers, as its step says: the only one through it. */
const OFFERED: Record<string, string[]> = { Bh6: ['f6-h6'], Rg5: ['g5-g7'] };
/** The steps after which the first game draws a diagram, in order. */
const DRAWN_AFTER = [5, 6];

/** The diagrams of a section: each one's column letters, rows as rowsOf reads them, and its other lines. */
const diagramsOf = (text: string) =>
  text
    .split('```')
    .filter((_, i) => i % 2 === 1)
    .map((block) => {
      const lines = block.split('\n').filter((l) => l.trim() !== '');
      return {
        columns: lines[0]!.trim().split(/\s+/),
        rows: rowsOf(block),
        numbers: lines.filter((l) => /^\s*\d\s/.test(l)).map((l) => Number(l.trim().split(/\s+/)[0])),
        said: (key: string) => lines.find((l) => l.startsWith(`${key}: `))!.slice(key.length + 2),
      };
    });

/** The cells of `columns` × `numbers` as a diagram draws them: a stone's letter, an empty cell's region, `·` a dot. */
function drawn(game: rules.Game, columns: readonly string[], numbers: readonly number[]): string[] {
  const cells = new Map(rules.field(game).cells.map((c) => [c.at, c]));
  return numbers.map((n) =>
    columns
      .map((col) => {
        const cell = cells.get(`${col}${n}`)!;
        if (cell.stone !== null) return rules.COLOURS.find((c) => c.name === cell.stone)!.letter;
        return cell.kind === 'dot' ? '·' : (cell.region ?? ' ');
      })
      .join(' '),
  );
}

const scoreText = (s: rules.Score): string => `${s.bridges} + ${s.regions} = ${s.total}`;

describe('Divided Loyalties’ manual', () => {
  it('has a contents list of its sections, each one a target on the page, and links only to them', () => {
    const headings = manual.split('\n').filter((l) => /^#{2,3} /.test(l));
    expect(toc.map((e) => e.text)).toEqual(headings.map((l) => l.replace(/^#+ /, '')));
    for (const name of ['A turn', 'Bridges', 'Scores', 'The layout editor', 'Your first game'])
      expect(toc.map((e) => e.text)).toContain(name);
    const links = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(3);
    for (const id of links) expect(ids.has(id), `#${id}`).toBe(true);
  });

  it('gives every colour its mark and families as the rules do, and each side’s set', () => {
    const table = section('Stones and families');
    for (const c of rules.COLOURS) {
      const families = (Object.keys(rules.FAMILIES) as rules.BridgeKind[]).filter((k) =>
        (rules.FAMILIES[k] as readonly string[]).includes(c.name),
      );
      const words = families.map((k) => (k === 'red' ? 'red' : k === 'blue' ? 'Blue' : 'Yellow')).join(' and ');
      expect(table).toContain(`| ${c.name} | ${c.mark} | ${words} |`);
    }
    const stock = section('Stock and sets').replace(/\s+/g, ' ');
    for (const [i, set] of rules.SETS.entries()) {
      const parts = Object.entries(set).map(([colour, n]) => `${n} ${colour}`);
      const said = `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
      expect(stock, rules.SEATS[i]).toContain(said);
    }
    for (const level of LEVELS) expect(manual).toMatch(new RegExp(`\\*\\*${level}\\*\\*`, 'i'));
  });

  it('walks through a first game on Kite whose every action is legal and scores as the page says', () => {
    const steps = section('Your first game')
      .split(/^\d+\. /m)
      .slice(1);
    expect(steps).toHaveLength(FIRST_GAME.length);
    const diagrams = diagramsOf(section('Your first game'));
    expect(diagrams).toHaveLength(DRAWN_AFTER.length);
    let g = rules.newGame({ layout: 'kite' });
    FIRST_GAME.forEach((turn, i) => {
      for (const text of turn.split(' ')) {
        const action = rules.parseAction(g, text);
        if (action.kind === 'stone') expect(steps[i], text).toContain(`choose **${action.colour}**`);
        if (action.kind === 'stone') expect(steps[i], text).toContain(`**${action.at}**`);
        if (action.kind === 'bridge') expect(steps[i], text).toContain(`**${action.from}-${action.to}**`);
        if (text === 'Rg5') expect(rules.endTurnProblem(rules.play(g, action))).not.toBeNull(); // End not lit yet
        g = rules.play(g, action);
        if (action.kind === 'stone') {
          const bridges = rules.legalActions(g).filter((a) => a.kind === 'bridge');
          expect(bridges.map(rules.formatAction), text).toEqual(OFFERED[text] ?? []);
        }
      }
      if (i === 4) expect(rules.status(g).scores[0]).toEqual({ bridges: 1, regions: 1, total: 2 });
      const at = DRAWN_AFTER.indexOf(i + 1);
      if (at < 0) return;
      const d = diagrams[at]!;
      expect(d.rows, `the diagram after step ${i + 1}`).toEqual(drawn(g, d.columns, d.numbers));
      const { bridges, scores } = rules.status(g);
      expect(d.said('bridges')).toBe(
        bridges.map((b) => `${b.from}-${b.to} (${b.kind}${b.cut ? ', cut' : ''})`).join(', '),
      );
      expect(d.said('scores')).toBe(`Blue ${scoreText(scores[0])}, Yellow ${scoreText(scores[1])}`);
    });
    expect(rules.status(g).bridges).toEqual([
      { from: 'f6', to: 'h6', kind: 'blue', cut: true },
      { from: 'g5', to: 'g7', kind: 'red', cut: false },
    ]);
    expect(rules.status(g).scores[0].total).toBe(0);
  });

  it('tells a keyboard player every key the page answers: the colours’ numbers, the cursor, E and P', () => {
    const keyboard = section('Playing on the page')
      .split('\n- ')
      .find((b) => b.startsWith('**Keyboard**'));
    expect(keyboard).toBeDefined();
    const words = keyboard!.replace(/\s+/g, ' ');
    const colours = rules.COLOURS.map((c) => c.name).join(', ');
    expect(words).toContain(`**1** to **${rules.COLOURS.length}** choose a colour (${colours})`);
    for (const key of ['arrow keys', 'Enter', 'Space', 'Escape']) expect(words).toContain(`**${key}**`);
    // The game's own buttons' letters (End turn, Pass), as the page binds them.
    for (const button of dividedLoyalties.view.buttons!(rules.newGame()))
      expect(words).toContain(`**${button.key!.toUpperCase()}**`);
  });
});
