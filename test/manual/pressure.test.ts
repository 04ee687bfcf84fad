// Pressure's manual (docs/manuals/pressure.md): its contents, its links, and every example in it
// checked against the rules, so the page never teaches a move the game refuses.
import { describe, expect, it } from 'vitest';
import {
  formatPosition,
  newGame,
  parseAction,
  parsePosition,
  play,
  START_POSITION,
  status,
  tokenAt,
  parseSquare,
  type Game,
} from '../../src/games/pressure/rules/index';
import { LEVELS } from '../../src/games/pressure/ai/index';
import { OPPONENTS } from '../../src/games/pressure/view/tournament';
import { gameManual } from './game-manual';

const { manual, html, toc, ids, section } = gameManual('pressure');

/** A diagram's rows as a board field: `     a b c d e` then ` 1   . B B . .` lines. */
const boardOf = (diagram: string): string =>
  diagram
    .split('\n')
    .filter((l) => /^\s*\d\s/.test(l))
    .map((l) => l.trim().split(/\s+/).slice(1).join(''))
    .join('/');

const line = (game: Game): string => formatPosition(game).split('\n')[1]!;

describe('Pressure’s manual', () => {
  it('has a contents list of its sections, each one a target on the page', () => {
    const headings = manual.split('\n').filter((l) => /^#{2,3} /.test(l));
    expect(toc.map((e) => e.text)).toEqual(headings.map((l) => l.replace(/^#+ /, '')));
    for (const e of toc) expect(ids.has(e.id), e.id).toBe(true);
    for (const name of ['Moving', 'Pushing a line', 'Resting', 'Capture', 'Winning', 'Notation', 'Your first game'])
      expect(toc.map((e) => e.text)).toContain(name);
    for (const mode of ['A game of your own', 'Tournament', 'Tutorial', 'Settings', 'Controls'])
      expect(toc.map((e) => e.text)).toContain(mode);
  });

  it('links only to sections that exist', () => {
    const links = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(toc.length);
    for (const id of links) expect(ids.has(id), `#${id}`).toBe(true);
  });

  it('draws the start as the rules set it up, a1 at the top left', () => {
    const diagram = section('The board and the start').split('```')[1]!;
    expect(`${boardOf(diagram)} w 0 0`).toBe(START_POSITION.split('\n')[1]);
    expect(manual).toContain('`.BB../B.B../BB.WW/..W.W/..WW. w 0 0`');
  });

  it('shows examples the rules agree with: a push, a capture by four tokens, a capture at the edge', () => {
    // Each example: a before and an after diagram side by side, and the move between them.
    const examples = [
      { heading: 'Pushing a line', rows: '...../...../', after: '/...../.....', move: 'b3-c3' },
      { heading: 'Capture', rows: '...../', after: '/.....', move: 'e3-d3' },
      { heading: 'Capture', rows: '...../...../...../', after: '', move: 'd5-c5' },
    ];
    for (const { heading, rows, after, move } of examples) {
      const text = section(heading);
      const diagram = text.split('```').find((block) => block.includes(`   ${move}   `))!;
      expect(diagram, move).toBeDefined();
      // Each row line holds the row's number and five cells on each side: keep the cells.
      const cells = diagram
        .split('\n')
        .filter((l) => /^\s*\d\s/.test(l))
        .map((l) => l.split(/\s+/).filter((t) => /^[.WBwbXY]$/.test(t)));
      for (const row of cells) expect(row).toHaveLength(10);
      const left = cells.map((row) => row.slice(0, 5).join(''));
      const right = cells.map((row) => row.slice(5).join(''));
      const before = parsePosition(`pressure 1\n${rows}${left.join('/')}${after} w 0 0`);
      const played = play(before, parseAction(before, move));
      expect(line(played).split(' ')[0], move).toBe(`${rows}${right.join('/')}${after}`);
    }
  });

  it('walks through a first game whose every move is legal and does what the page says', () => {
    const moves = [...section('Your first game').matchAll(/^\s*\d+\. `([a-e][1-5]-[a-e][1-5])`/gm)].map((m) => m[1]!);
    expect(moves).toEqual(['d3-c3', 'c2-d2', 'e3-e2', 'b3-c3', 'c4-c3', 'c1-c2', 'e2-d2', 'c3-d3', 'd2-d3']);
    let game = newGame();
    for (const m of moves.slice(0, 8)) game = play(game, parseAction(game, m));
    const diagram = section('Your first game').split('```')[1]!;
    expect(`${boardOf(diagram)}`).toBe(line(game).split(' ')[0]);
    game = play(game, parseAction(game, 'd2-d3'));
    expect(tokenAt(game, parseSquare('d4')!)).toEqual({ owner: 1, state: 'captured' });
    expect(status(game)).toMatchObject({ winner: null, captured: [0, 1] });
  });

  it('states the Tournament’s eleven opponents and the level each plays at', () => {
    const rows = [...section('Modes').matchAll(/^\| (\d+) \| ([^|]+) \| [^|]+ \| (★+) \| (\w+) \|$/gm)];
    expect(rows.map((r) => [Number(r[1]), r[2]!.trim(), r[3]!.length, r[4]!.toLowerCase()])).toEqual(
      OPPONENTS.map((o, i) => [i + 1, o.name, o.stars, o.level]),
    );
    for (const level of LEVELS) expect(section('Modes')).toMatch(new RegExp(`\\*\\*${level}\\*\\*`, 'i'));
  });
});
