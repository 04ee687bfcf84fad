// Glyph Grid's rules core against an independent second implementation written from the rulings
// alone (test/games/glyph-grid/independent/): at every position of many seeded random games the
// reference reads our position text, and both must list the same legal actions (in R13's notation),
// reach the same position text after each action (R14) and report the same status (R10).
// R12's swap is a seat change made by the session, not a rules action: nothing in the rules core or
// the position text changes, so the only check here is that neither side lists a swap action.
// R9.3's immobile Core cannot arise (R9.3 itself says why); the reference has the step, no game reaches it.
import { describe, expect, it } from 'vitest';
import * as door from '../../../src/games/glyph-grid/rules/index';
import { seededRandom } from '../../../src/util/random';
import { apply, elapse, legalMoves, newState, refStatus, type RefMove, type State } from './independent/reference';
import { moveText, readPosition, writePosition } from './independent/text';

type Game = door.Game;
type Action = door.Action;

/** The status fields R10 defines, from our door. */
function ourStatus(game: Game): unknown {
  const s = door.status(game);
  return {
    current: s.current,
    turn: s.turn,
    winner: s.winner,
    reason: s.reason,
    marks: [...s.marks],
    clocks: s.clocks && [...s.clocks],
    rest: [...s.rest],
    quiet: s.quiet,
  };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Differences between our game and the reference's state, as readable lines (none when they agree):
 * the position text (compared exactly: R14's example writes one space between tokens and both sides
 * write that one spelling), the status and, unless `legal` is false, the legal actions in R13's notation.
 */
function compare(game: Game, ref: State, where: string, legal = true): string[] {
  const problems: string[] = [];
  const ours = door.formatPosition(game);
  const theirs = writePosition(ref);
  if (ours !== theirs) problems.push(`${where}: position text\nours:\n${ours}reference:\n${theirs}`);
  if (!same(ourStatus(game), refStatus(ref))) {
    problems.push(
      `${where}: status on\n${ours}ours: ${JSON.stringify(ourStatus(game))}\nreference: ${JSON.stringify(refStatus(ref))}`,
    );
  }
  if (!legal) return problems;
  const ourLegal = door.legalActions(game).map(door.formatAction).sort();
  const refLegal = legalMoves(ref).map(moveText).sort();
  if (new Set(ourLegal).size !== ourLegal.length) problems.push(`${where}: ours lists an action twice on\n${ours}`);
  if (ourLegal.join('|') !== refLegal.join('|')) {
    const only = (a: string[], b: string[]): string => a.filter((x) => !b.includes(x)).join(', ') || '-';
    problems.push(
      `${where}: legal actions on\n${ours}only ours: ${only(ourLegal, refLegal)}\nonly reference: ${only(refLegal, ourLegal)}`,
    );
  }
  return problems;
}

/** Plays `text` in both, from our position text read by both sides; returns both results and any differences. */
function step(game: Game, text: string): { game: Game; ref: State; problems: string[] } {
  const ref = readPosition(door.formatPosition(game));
  const move = legalMoves(ref).find((m) => moveText(m) === text);
  const action = door.legalActions(game).find((a) => door.formatAction(a) === text);
  if (!move || !action) throw new Error(`${text} not legal: ours ${!!action}, reference ${!!move}`);
  const next = door.play(game, action);
  const after = apply(ref, move);
  return { game: next, ref: after, problems: compare(next, after, `after ${text}`) };
}

// ---------------------------------------------------------------------------------------------
// Random games

const GAMES = 160;

const GLYPHS = ['vector', 'lance', 'arc', 'pulse', 'anchor'] as const;

/**
 * A few near-miss actions (any glyph, from one of the mover's pieces, to a square up to two away):
 * our isLegal must say yes exactly when the reference lists the action, and our play must refuse
 * the others with IllegalActionError.
 */
function probeLegality(game: Game, ref: State, random: () => number, count: { probes: number }): string[] {
  const problems: string[] = [];
  const listed = new Set(legalMoves(ref).map(moveText));
  const own = ref.cells.flatMap((c, sq) => (c.piece?.side === ref.current ? [sq] : []));
  for (let i = 0; i < 2; i++) {
    const from = own[Math.floor(random() * own.length)]!;
    const row = Math.floor(from / 7) + Math.floor(random() * 5) - 2;
    const col = (from % 7) + Math.floor(random() * 5) - 2;
    if (row < 0 || row > 6 || col < 0 || col > 6) continue;
    const to = row * 7 + col;
    const glyph = GLYPHS[Math.floor(random() * GLYPHS.length)]!;
    const name = moveText({ glyph, from, to });
    const action = { kind: glyph, from, to } as Action;
    count.probes++;
    if (door.isLegal(game, action) !== listed.has(name)) {
      problems.push(`isLegal(${name}) is ${!listed.has(name)} on\n${door.formatPosition(game)}`);
    }
    if (!listed.has(name)) {
      try {
        door.play(game, action);
        problems.push(`play accepts ${name} on\n${door.formatPosition(game)}`);
      } catch (e) {
        if (!(e instanceof door.IllegalActionError)) problems.push(`play throws ${String(e)} for ${name}`);
      }
    }
  }
  return problems;
}

/** R11's clock options: the default, the default named, untimed, and short clocks that run out. */
function options(g: number): { clock?: number | null } | undefined {
  switch (g % 4) {
    case 0:
      return undefined;
    case 1:
      return { clock: 300_000 };
    case 2:
      return { clock: null };
    default:
      return { clock: 4_000 + (g % 7) * 3_000 };
  }
}

/**
 * The action a random game plays: uniform in some games; in others anchors and single steps are
 * preferred (so that marks pile up side by side and seals and Dominion come up) or captures and pushes (so that Cores fall).
 */
function choose(actions: Action[], style: number, random: () => number): Action {
  const moves = actions.filter((a) => a.kind !== 'resign');
  const pick = (list: Action[]): Action => list[Math.floor(random() * list.length)]!;
  if (random() < 0.002 || moves.length === 0) return actions.find((a) => a.kind === 'resign')!;
  if (style === 1) {
    const anchors = moves.filter((a) => a.kind === 'anchor');
    if (anchors.length > 0 && random() < 0.85) return pick(anchors);
    // In a rest turn mostly a single step, so that the next marks land next to the last ones.
    const steps = moves.filter((a) => a.kind === 'vector');
    if (steps.length > 0 && random() < 0.8) return pick(steps);
  }
  if (style === 2) {
    const sharp = moves.filter((a) => a.kind === 'pulse' || a.kind === 'arc' || a.kind === 'lance');
    if (sharp.length > 0 && random() < 0.5) return pick(sharp);
  }
  return pick(moves);
}

/** Some games start late (turn 290) or after a long quiet spell (quiet 50), so R11's draws come up. */
function start(g: number): { game: Game; ref: State; problems: string[] } {
  const opts = options(g);
  let game = door.newGame(opts);
  let ref = newState(opts?.clock);
  const problems = compare(game, ref, `game ${g} start`);
  const late = g % 5 === 3 ? 'turn 290' : null;
  const quiet = g % 5 === 4 ? 'quiet 50' : null;
  if (late || quiet) {
    let text = door.formatPosition(game);
    if (late) text = text.replace(/^turn 0$/m, late);
    if (quiet) text = text.replace(/^quiet 0$/m, quiet);
    game = door.parsePosition(text);
    ref = readPosition(text);
  }
  return { game, ref, problems };
}

describe('Glyph Grid against an independent reference written from the rulings', () => {
  it(`agrees over ${GAMES} seeded random games: legal actions, positions, statuses, clocks, ends`, () => {
    const random = seededRandom(2024);
    const probes = seededRandom(4202);
    const count = { probes: 0 };
    const problems: string[] = [];
    const ends = new Map<string, number>();
    let positions = 0;
    let actions = 0;
    let elapses = 0;
    for (let g = 0; g < GAMES && problems.length < 5; g++) {
      const begun = start(g);
      let game = begun.game;
      problems.push(...begun.problems);
      const style = Math.floor(g / 4) % 3;
      while (door.status(game).winner === null) {
        positions++;
        const text = door.formatPosition(game);
        // The reference reads our text (R14) and judges from there.
        const ref = readPosition(text);
        const here = compare(game, ref, `game ${g} turn ${ref.turn}`);
        // R14: parsePosition(formatPosition(g)) gives the same game.
        if (door.formatPosition(door.parsePosition(text)) !== text) here.push(`round trip fails on\n${text}`);
        // R15: no undo, ever.
        if (door.canUndo(game)) here.push(`canUndo true on\n${text}`);
        here.push(...probeLegality(game, ref, probes, count));
        if (here.length > 0) {
          problems.push(...here);
          break;
        }
        // R11: the session charges the player to move; a short clock runs out.
        if (ref.clocks && random() < 0.3) {
          const ms = Math.floor(random() * 2_500);
          const ours = door.elapse(game, ms);
          const theirs = elapse(ref, ms);
          elapses++;
          const after = compare(ours, theirs, `game ${g}: elapse ${ms} on\n${text}`, false);
          if (after.length > 0) {
            problems.push(...after);
            break;
          }
          game = ours;
          continue;
        }
        // R10: either player may resign at any time; now and then the one not to move does.
        if (random() < 0.002) {
          const player = ref.current === 0 ? 1 : 0;
          const resign = { kind: 'resign', player } as Action;
          const move: RefMove = { glyph: 'resign', player };
          if (!door.isLegal(game, resign)) problems.push(`resignation of the player not to move refused on\n${text}`);
          game = door.play(game, resign);
          problems.push(...compare(game, apply(ref, move), `game ${g}: resign ${player} on\n${text}`));
          actions++;
          break;
        }
        const action = choose(door.legalActions(game), style, random);
        const name = door.formatAction(action);
        const move = legalMoves(ref).find((m) => moveText(m) === name)!;
        // R13: the notation reads back to the same action.
        if (door.formatAction(door.parseAction(game, ` ${name.toUpperCase().replace('-', ' - ')} `)) !== name) {
          problems.push(`parseAction does not read back ${name} on\n${text}`);
        }
        game = door.play(game, action);
        actions++;
        // The legal actions of the position reached are compared at the top of the loop.
        const after = compare(game, apply(ref, move), `game ${g}: after ${name} on\n${text}`, false);
        if (after.length > 0) {
          problems.push(...after);
          break;
        }
      }
      // R10: no legal action once the game is over.
      const final = door.formatPosition(game);
      problems.push(...compare(game, readPosition(final), `game ${g} end`));
      const reason = door.status(game).reason ?? 'unfinished';
      ends.set(reason, (ends.get(reason) ?? 0) + 1);
      // R11: a finished game comes back unchanged from elapse.
      if (door.formatPosition(door.elapse(game, 1000)) !== door.formatPosition(game)) {
        problems.push(`elapse changed a finished game:\n${door.formatPosition(game)}`);
      }
    }
    expect(problems.slice(0, 3)).toEqual([]);
    // The random games reach every end they can reach (surround and immobile: hand-made below).
    for (const reason of ['capture', 'line', 'square', 'dominion', 'time', 'resign', 'quiet', 'limit']) {
      expect(ends.get(reason) ?? 0, `games ending by ${reason}`).toBeGreaterThan(0);
    }
    expect(positions).toBeGreaterThan(5_000);
    console.log(
      `independent: ${GAMES} games, ${positions} positions, ${actions} actions, ${elapses} elapses, ${count.probes} legality probes; ends ${JSON.stringify(Object.fromEntries(ends))}`,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Hand-made positions: the special cases the rulings name, each played in both and compared

const COLUMNS = 'abcdefg';

/** R14 text: the squares named (token: piece letter then mark letter) on an otherwise empty board. */
function position(
  squares: Record<string, string>,
  head: { current?: 'white' | 'black'; turn?: number; rest?: string; quiet?: number; clocks?: string } = {},
): string {
  const current = head.current ?? 'white';
  const rows = Array.from({ length: 7 }, (_, r) =>
    Array.from({ length: 7 }, (_, c) => squares[`${COLUMNS[c]}${r + 1}`] ?? '..').join(' '),
  );
  return [
    'glyph-grid 1',
    `current ${current}`,
    `turn ${head.turn ?? (current === 'white' ? 0 : 1)}`,
    `rest ${head.rest ?? '-'}`,
    `quiet ${head.quiet ?? 0}`,
    `clocks ${head.clocks ?? '-'}`,
    'result -',
    ...rows,
    '',
  ].join('\n');
}

/** Both sides read `text`, agree on it, play `action` and agree on what follows; our game after it. */
function playBoth(text: string, action: string): Game {
  const game = door.parsePosition(text);
  expect(door.formatPosition(game)).toBe(text);
  expect(compare(game, readPosition(text), 'before')).toEqual([]);
  const after = step(game, action);
  expect(after.problems).toEqual([]);
  // The legal actions of the position reached too (none once over).
  expect(compare(after.game, readPosition(door.formatPosition(after.game)), 'after')).toEqual([]);
  return after.game;
}

/** Our legal actions in R13's notation, which the reference's equal (checked in playBoth). */
const legalText = (text: string): string[] => door.legalActions(door.parsePosition(text)).map(door.formatAction);

/** A square's R14 token in our position text. */
function token(game: Game, square: string): string {
  const rows = door.formatPosition(game).trim().split('\n').slice(7);
  return rows[Number(square[1]) - 1]!.trim().split(/ +/)[COLUMNS.indexOf(square[0]!)]!;
}

const outcome = (game: Game): string => {
  const s = door.status(game);
  return `${s.winner ?? '-'} ${s.reason ?? '-'} current ${s.current} turn ${s.turn}`;
};

// Six White marks with no line or square among them (R10), for the Dominion cases.
const SIX = { a7: '.w', c7: '.w', e7: '.w', g7: '.w', a5: '.w', g5: '.w' };

describe('the rulings’ special cases, in both implementations', () => {
  it('R3: the start position and every clock option of newGame (R11)', () => {
    for (const opts of [undefined, {}, { clock: 300_000 }, { clock: null }, { clock: 1 }, { clock: 90_000 }]) {
      expect(compare(door.newGame(opts), newState(opts?.clock), JSON.stringify(opts))).toEqual([]);
    }
    for (const clock of [0, -1, 1.5, NaN, Infinity]) {
      expect(() => door.newGame({ clock })).toThrow(RangeError);
      expect(() => newState(clock)).toThrow(RangeError);
    }
  });

  it('R6 PULSE: the pushed piece moves on, or is captured off the board or against a piece (R13’s pulse c4-c3)', () => {
    const on = playBoth(position({ c4: 'C.', c3: 's.', g1: 'c.' }), 'pulse c4-c3');
    expect([token(on, 'c3'), token(on, 'c2'), door.status(on).quiet]).toEqual(['C.', 's.', 1]);
    const into = playBoth(position({ c4: 'C.', c3: 's.', c2: 'S.', g1: 'c.' }), 'pulse c4-c3');
    expect([token(into, 'c3'), token(into, 'c2'), door.status(into).quiet]).toEqual(['C.', 'S.', 0]);
    const off = playBoth(position({ c2: 'C.', c1: 's.', g1: 'c.' }), 'pulse c2-c1');
    expect([token(off, 'c1'), door.status(off).quiet]).toEqual(['C.', 0]);
  });

  it('R6 PULSE: not against a piece on its own mark, allowed on the pusher’s mark; no Shard against the Core', () => {
    expect(legalText(position({ c4: 'C.', c3: 'sb', g1: 'c.' }))).not.toContain('pulse c4-c3');
    playBoth(position({ c4: 'C.', c3: 'sw', g1: 'c.' }), 'pulse c4-c3');
    const shard = position({ c4: 'S.', c3: 'c.', g7: 'C.' });
    expect(legalText(shard)).not.toContain('pulse c4-c3');
    expect(outcome(playBoth(shard, 'vector c4-c3'))).toBe('0 capture current 1 turn 1'); // R5
  });

  it('R6/R10: a Core pushing the enemy Core off the board captures it and wins', () => {
    expect(outcome(playBoth(position({ a2: 'C.', a1: 'c.' }), 'pulse a2-a1'))).toBe('0 capture current 1 turn 1');
  });

  it('R8: a piece pushed onto one of the pusher’s marks flips it at the start of its owner’s turn', () => {
    const game = playBoth(position({ c4: 'C.', c3: 's.', c2: '.w', g1: 'c.' }), 'pulse c4-c3');
    expect([token(game, 'c2'), door.status(game).quiet]).toEqual(['sb', 0]);
  });

  it('R9.2: four enemy pieces around the Core win; a Core on the edge cannot be surrounded', () => {
    const around = { d4: 'c.', d3: 'S.', c4: 'S.', e4: 'S.', e5: 'S.', d7: 'C.' };
    expect(outcome(playBoth(position(around), 'vector e5-d5'))).toBe('0 surround current 1 turn 1');
    const edge = { a4: 'c.', a3: 'S.', b4: 'S.', b5: 'S.', d7: 'C.' };
    expect(outcome(playBoth(position(edge), 'vector b5-a5'))).toBe('- - current 1 turn 1');
  });

  it('R9.1/R10 Dominion: six marks win only if still held at the start of the owner’s next turn', () => {
    const held = position({ ...SIX, d1: 'c.', b7: 's.', d4: 'C.' }, { current: 'black' });
    expect(outcome(playBoth(held, 'vector d1-d2'))).toBe('0 dominion current 0 turn 2');
    const claimed = playBoth(held, 'anchor b7-a7');
    expect([outcome(claimed), door.status(claimed).marks]).toEqual(['- - current 0 turn 2', [5, 1]]);
    // R9 order: Dominion (step 1) before the surround (step 2).
    const both = position({ ...SIX, d4: 'C.', c4: 's.', e4: 's.', d3: 's.', e5: 'c.' }, { current: 'black' });
    expect(outcome(playBoth(both, 'vector e5-d5'))).toBe('0 dominion current 0 turn 2');
  });

  it('R9.1: six marks reached by the inversion do not win at once', () => {
    const five = { a7: '.w', c7: '.w', e7: '.w', g7: '.w', a5: '.w', b1: 'Sb', d4: 'C.', g1: 'c.' };
    const game = playBoth(position(five, { current: 'black' }), 'vector g1-g2');
    expect([outcome(game), door.status(game).marks, door.status(game).quiet]).toEqual([
      '- - current 0 turn 2',
      [6, 0],
      0,
    ]);
  });

  it('R9.5: a seal made by the inversion wins for the player to move', () => {
    const game = playBoth(
      position({ a7: '.w', b7: '.w', c7: '.w', d7: 'Sb', g4: 'C.', g1: 'c.' }, { current: 'black' }),
      'vector g1-g2',
    );
    expect(outcome(game)).toBe('0 line current 0 turn 2');
    // A line and a square by one inversion: line, as for one ANCHOR (R10).
    const both = { a7: '.w', b7: '.w', c7: '.w', c6: '.w', d6: '.w', d7: 'Sb', g4: 'C.', g1: 'c.' };
    expect(outcome(playBoth(position(both, { current: 'black' }), 'vector g1-g2'))).toBe('0 line current 0 turn 2');
  });

  it('R10 seals: a line (R16’s c7–f4), a 2 × 2 square, and line when one ANCHOR makes both', () => {
    const diagonal = { c7: '.w', d6: '.w', e5: '.w', f4: 'S.', a1: 'C.', g1: 'c.' };
    expect(outcome(playBoth(position(diagonal), 'anchor f4'))).toBe('0 line current 1 turn 1');
    const square = { c5: '.w', d5: '.w', c6: '.w', d6: 'S.', a1: 'C.', g1: 'c.' };
    expect(outcome(playBoth(position(square), 'anchor d6'))).toBe('0 square current 1 turn 1');
    const both = { b5: '.w', c5: '.w', d5: '.w', d6: '.w', e6: '.w', e5: 'C.', g1: 'c.' };
    expect(outcome(playBoth(position(both), 'anchor e5'))).toBe('0 line current 1 turn 1');
  });

  it('R10/R9: a win by the action comes before the start-of-turn steps; the steps before the turn limit', () => {
    // The claim onto d5 both seals a5–d5 and surrounds Black's Core on d4: the seal, checked after the action.
    const sealAndSurround = { a5: '.w', b5: '.w', c5: '.w', d5: '.b', d6: 'S.', c4: 'S.', e4: 'S.', d3: 'S.' };
    const game = playBoth(position({ ...sealAndSurround, d4: 'c.', g7: 'C.' }), 'anchor d6-d5');
    expect(outcome(game)).toBe('0 line current 1 turn 1');
    // Turn 300 reached, but Dominion (R9.1) and the inversion's seal (R9.5) come before the limit (R9.6).
    const late = { current: 'black', turn: 299 } as const;
    expect(outcome(playBoth(position({ ...SIX, d4: 'C.', g1: 'c.' }, late), 'vector g1-g2'))).toBe(
      '0 dominion current 0 turn 300',
    );
    const seal = { a7: '.w', b7: '.w', c7: '.w', d7: 'Sb', g4: 'C.', g1: 'c.' };
    expect(outcome(playBoth(position(seal, late), 'vector g1-g2'))).toBe('0 line current 0 turn 300');
  });

  it('R12.1/R14: ANCHOR rests for the player’s next turn, listed until that turn ends', () => {
    let game = playBoth(door.formatPosition(door.newGame({ clock: null })), 'anchor b6');
    expect(door.status(game).rest).toEqual([true, false]);
    game = playBoth(door.formatPosition(game), 'anchor b2');
    expect(door.status(game).rest).toEqual([true, true]);
    expect(door.legalActions(game).some((a) => a.kind === 'anchor')).toBe(false);
    game = playBoth(door.formatPosition(game), 'vector b6-b5');
    expect(door.status(game).rest).toEqual([false, true]);
  });

  it('R11: the quiet draw at 60, reset by an inversion; the turn limit at 300, after the quiet counter', () => {
    const start = door.formatPosition(door.newGame({ clock: null }));
    const quiet = start.replace('quiet 0', 'quiet 59');
    expect(outcome(playBoth(quiet, 'vector d7-d6'))).toBe('draw quiet current 1 turn 1');
    const flip = position({ a4: 'Sb', d7: 'C.', d1: 'c.' }, { current: 'black', quiet: 59 });
    const flipped = playBoth(flip, 'vector d1-d2');
    expect([outcome(flipped), door.status(flipped).quiet]).toEqual(['- - current 0 turn 2', 0]);
    const last = position({ d7: 'C.', d1: 'c.', d2: 'S.' }, { current: 'black', turn: 299 });
    expect(outcome(playBoth(last, 'vector d1-c1'))).toBe('draw limit current 0 turn 300');
    expect(outcome(playBoth(last.replace('quiet 0', 'quiet 59'), 'vector d1-c1'))).toBe(
      'draw quiet current 0 turn 300',
    );
    const take = position({ d2: 'C.', d1: 'c.' }, { current: 'black', turn: 299 });
    expect(outcome(playBoth(take, 'vector d1-d2'))).toBe('1 capture current 0 turn 300'); // a win before the limit
  });

  it('R11 clocks: elapse charges the player to move, stops at 0 and loses; whole ms ≥ 0 only', () => {
    let game = door.newGame({ clock: 1000 });
    let ref = newState(1000);
    for (const ms of [0, 400, 599]) {
      game = door.elapse(game, ms);
      ref = elapse(ref, ms);
      expect(compare(game, ref, `elapse ${ms}`)).toEqual([]);
    }
    game = playBoth(door.formatPosition(game), 'vector d7-d6');
    ref = readPosition(door.formatPosition(game));
    game = door.elapse(game, 5000);
    ref = elapse(ref, 5000);
    expect(compare(game, ref, 'elapse 5000')).toEqual([]);
    expect([outcome(game), door.status(game).clocks]).toEqual(['0 time current 1 turn 1', [1, 0]]);
    for (const ms of [-1, 0.5, NaN]) {
      expect(() => door.elapse(door.newGame(), ms)).toThrow(RangeError);
      expect(() => elapse(newState(), ms)).toThrow(RangeError);
    }
  });

  it('R10: either player may resign at any time; the turn and the player to move stay', () => {
    const game = door.newGame();
    expect(door.legalActions(game).filter((a) => a.kind === 'resign')).toEqual([{ kind: 'resign', player: 0 }]);
    const resigned = door.play(game, { kind: 'resign', player: 1 });
    expect(compare(resigned, apply(newState(), { glyph: 'resign', player: 1 }), 'resign black')).toEqual([]);
    expect(outcome(resigned)).toBe('0 resign current 0 turn 0');
  });

  it('R13: our parseAction reads the notation loosely, anchor c6-c6 as anchor c6, and not the x decoration', () => {
    const game = door.play(door.newGame(), door.parseAction(door.newGame(), 'anchor b6'));
    expect(door.formatAction(door.parseAction(game, '  ANCHOR  b2 -  b2 '))).toBe('anchor b2');
    expect(() => door.parseAction(game, 'vector d1xd2')).toThrow(door.IllegalActionError);
    expect(() => door.parseAction(game, 'anchor b2-b3')).toThrow(door.IllegalActionError); // no enemy mark there
    const over = door.play(game, { kind: 'resign', player: 0 });
    expect(door.isLegal(over, { kind: 'resign', player: 1 })).toBe(false); // R10: only while the game is on
  });

  it('R15: no undo', () => {
    const game = door.play(door.newGame(), door.legalActions(door.newGame())[0]!);
    expect(door.canUndo(game)).toBe(false);
    expect(() => door.undo(game)).toThrow(door.IllegalActionError);
  });
});

// ---------------------------------------------------------------------------------------------
// Where the house settles what the rulings leave open: a clock is at most MAX_CLOCK (R11 sets no
// bound, but R14's text must read back and reads nine digits), and a pasted text may bring CR LF
// line ends and tabs (R14 names spaces and newlines only). The reference reads the same.
describe('the house’s bounds beyond R11 and R14', () => {
  it('R11 + R14: the longest clock’s text reads back; a longer clock is refused when the game is made', () => {
    const longest = door.newGame({ clock: 999_999_999 });
    const text = door.formatPosition(longest);
    expect(writePosition(readPosition(text))).toBe(text);
    expect(door.formatPosition(door.parsePosition(text))).toBe(text);
    expect(() => door.newGame({ clock: 1_000_000_000 })).toThrow(RangeError);
  });

  it('R14: a text with tabs or CR LF line ends reads as the same position in both', () => {
    const start = door.formatPosition(door.newGame());
    for (const text of [start.replace('turn 0', 'turn\t0'), start.replace(/\n/g, '\r\n')]) {
      expect(writePosition(readPosition(text))).toBe(start);
      expect(door.formatPosition(door.parsePosition(text))).toBe(start);
    }
  });
});
