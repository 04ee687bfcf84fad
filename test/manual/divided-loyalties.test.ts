// Divided Loyalties' manual (docs/manuals/divided-loyalties.md): its contents and links, the colours
// with their marks and families as the rules state them, the sets, and its first game checked
// against the rules, so the page never teaches an action the game refuses or a score it does not give.
import { describe, expect, it } from 'vitest';
import * as rules from '../../src/games/divided-loyalties/rules/index';
import { LEVELS } from '../../src/games/divided-loyalties/ai/index';
import { gameManual } from './game-manual';

const { manual, html, toc, ids, section } = gameManual('divided-loyalties');

/** The first game's turns, as the steps of "Your first game" teach them. */
const FIRST_GAME = ['Bf6 end', 'Og7 end', 'Pg6 end', 'Yj10 end', 'Bh6 f6-h6 end', 'Rg5 g5-g7 end'] as const;

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
    let g = rules.newGame({ layout: 'kite' });
    FIRST_GAME.forEach((turn, i) => {
      for (const text of turn.split(' ')) {
        const action = rules.parseAction(g, text);
        if (action.kind === 'stone') expect(steps[i], text).toContain(`choose **${action.colour}**`);
        if (action.kind === 'stone') expect(steps[i], text).toContain(`**${action.at}**`);
        if (action.kind === 'bridge') expect(steps[i], text).toContain(`**${action.from}-${action.to}**`);
        if (text === 'Rg5') expect(rules.endTurnProblem(rules.play(g, action))).not.toBeNull(); // End not lit yet
        g = rules.play(g, action);
      }
      if (i === 4) expect(rules.status(g).scores[0]).toEqual({ bridges: 1, regions: 1, total: 2 });
    });
    expect(rules.status(g).bridges).toEqual([
      { from: 'f6', to: 'h6', kind: 'blue', cut: true },
      { from: 'g5', to: 'g7', kind: 'red', cut: false },
    ]);
    expect(rules.status(g).scores[0].total).toBe(0);
  });
});
