// The rules door against an independent second reading of the rulings (independent/reference.ts,
// written from shared/design/pressure-rulings.md alone): over many seeded random games, at every
// position, the same position text, the same legal actions, the same status, the same undo.
import { describe, expect, it } from 'vitest';
import {
  canUndo,
  formatAction,
  formatPosition,
  IllegalActionError,
  isLegal,
  legalActions,
  newGame,
  parseAction,
  parsePosition,
  play,
  PositionError,
  status,
  undo,
  type Action,
  type Game,
} from '../../../src/games/pressure/rules/index';
import { seededRandom } from '../../../src/util/random';
import { boxedIn, squareName } from './independent/board';
import {
  refCanUndo,
  refFormat,
  refLegal,
  refNewGame,
  refParse,
  refPlay,
  refStatus,
  refUndo,
  type RefGame,
} from './independent/reference';

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const text = (board: string): string => `pressure 1\n${board}\n`;

interface Tally {
  games: number;
  positions: number;
  actions: number;
  undos: number;
  ends: Map<string, number>;
}
const newTally = (): Tally => ({ games: 0, positions: 0, actions: 0, undos: 0, ends: new Map() });

/** Our status, cut to what the rulings define (R7: current, winner, end, captured; R9: turn, quiet). */
function ourStatus(g: Game) {
  const s = status(g);
  return {
    players: s.players,
    current: s.current,
    turn: s.turn,
    quiet: s.quiet,
    winner: s.winner,
    end: s.end,
    captured: s.captured,
  };
}

/** Asserts a equals b; the message (the game so far) is only built when they differ. */
function same(a: unknown, b: unknown, where: () => string): void {
  if (JSON.stringify(a) !== JSON.stringify(b)) expect(a, where()).toEqual(b);
}

/**
 * One position compared: the reference reads our text back to the same text (the text has one
 * spelling per position, R9, so texts are compared as they are), our text is the reference's, the
 * statuses agree, the legal actions agree as sets in the notation of R8, and so does undo.
 */
function compare(ours: Game, ref: RefGame, tally: Tally, where: () => string): void {
  const ourText = formatPosition(ours);
  const at = () => `${where()}\n${ourText}`;
  same(ourText, refFormat(ref), where);
  same(refFormat(refParse(ourText)), ourText, at);
  same(ourStatus(ours), refStatus(ref), at);
  const ourLegal = legalActions(ours).map(formatAction).sort();
  same(ourLegal, refLegal(ref).sort(), at);
  same(canUndo(ours), refCanUndo(ref), at);
  tally.positions++;
  tally.actions += ourLegal.length;
}

interface Style {
  /** How often a player takes back its own last move when it can (steers towards repetition, R7.3). */
  readonly shuffle: number;
  /** How often a move is taken back (R7: undo one move). */
  readonly undo: number;
  /** How often the player to move resigns (R7). */
  readonly resign: number;
}

/** Plays one random game in both implementations from `start`, comparing every position. */
function playOut(start: string | null, style: Style, random: Random, tally: Tally): void {
  let ours = start === null ? newGame() : parsePosition(start);
  let ref = start === null ? refNewGame() : refParse(start);
  const played: string[] = []; // the actions (and undos) so far, for the failure message
  const log = () => `${start === null ? 'new game' : `from ${start.split('\n')[1]}`} ${played.join(' ')}`;
  compare(ours, ref, tally, log);
  /** Undo in both, compared. */
  const takeBack = (): void => {
    ours = undo(ours);
    ref = refUndo(ref);
    tally.undos++;
    played.push('undo');
    compare(ours, ref, tally, log);
  };
  let undosAtEnd = 0;
  for (;;) {
    if (status(ours).winner !== null) {
      // R7: undo takes back the last move of a game won on the board, with its end.
      if (refCanUndo(ref) && undosAtEnd < 2 && random() < 0.5) {
        undosAtEnd++;
        takeBack();
        continue;
      }
      tally.ends.set(status(ours).end as string, (tally.ends.get(status(ours).end as string) ?? 0) + 1);
      break;
    }
    if (canUndo(ours) && random() < style.undo) {
      takeBack();
      continue;
    }
    const moves = legalActions(ours).filter((a) => !('kind' in a));
    let action: Action;
    if (random() < style.resign || moves.length === 0) {
      // R7: either player may resign while the game is on, not only the one to move.
      action = { kind: 'resign', player: random() < 0.5 ? status(ours).current : 1 - status(ours).current } as Action;
    } else {
      action = pick(random, moves);
      // Taking back one's own last move (R7.3's repetition comes of it).
      const last = played.at(-2);
      if (last && random() < style.shuffle) {
        const [from, to] = last.split('-');
        const back = moves.find((a) => formatAction(a) === `${to}-${from}`);
        if (back) action = back;
      }
    }
    const notation = formatAction(action);
    ours = play(ours, action);
    ref = refPlay(ref, notation);
    played.push(notation);
    compare(ours, ref, tally, log);
  }
  tally.games++;
}

/**
 * A random position the rulings allow (R9): up to six tokens a colour in random states, inactive
 * ones only of the side to move, boxed-in ones captured, quiet up to 200 (often close to it, to
 * reach R7.4's limit), turn at least quiet.
 */
function randomPosition(random: Random): string {
  const cells: string[] = Array<string>(25).fill('.');
  const side = random() < 0.5 ? 0 : 1;
  for (const owner of [0, 1]) {
    const count = Math.floor(random() * 7);
    for (let i = 0; i < count; i++) {
      const empty = cells.flatMap((c, sq) => (c === '.' ? [sq] : []));
      const r = random();
      const state = r < 0.15 ? 2 : r < 0.3 && owner === side ? 1 : 0;
      cells[pick(random, empty)] = (owner === 0 ? 'WwX' : 'BbY')[state] as string;
    }
  }
  if (!cells.some((c) => c !== '.')) cells[12] = 'W'; // R9: at least one token
  const occupied = cells.map((c) => (c === '.' ? null : { owner: 0 as const, state: 'active' as const }));
  cells.forEach((c, sq) => {
    if (c !== '.' && boxedIn(occupied, sq)) cells[sq] = 'WwX'.includes(c) ? 'X' : 'Y';
  });
  const r = random();
  const quiet = r < 0.1 ? 200 : r < 0.5 ? 180 + Math.floor(random() * 20) : Math.floor(random() * 200);
  const turn = quiet + Math.floor(random() * 40);
  const rows = [0, 1, 2, 3, 4].map((r) => cells.slice(r * 5, r * 5 + 5).join(''));
  return text(`${rows.join('/')} ${side === 0 ? 'w' : 'b'} ${quiet} ${turn}`);
}

// R13's worked positions and R11's tutorial positions (White to move), to start games from.
const WORKED = [
  '.BB../B.B../BB.WW/..W.W/..WW. w 0 0',
  '.BB../B.B../BB.W./..W.W/..WWX b 0 1',
  '...../...../WBWB./...../..... w 0 0',
  '.W.../WB.../.WB../..B../..W.. w 0 0',
  '...../...../...../.W.../WB.W. w 0 0',
  'Bb..B/.b.W./.Y..W/YW..X/X...W b 10 27',
  '.BY.W/.YW../.b.../.WBWX/Y...X b 9 29',
  '...../...../..W../...../..... w 0 0',
  '...../...../.W.../...../...B. w 0 0',
  '...../...../.WB../...../..... w 0 0',
  '...../..W../.WB.W/..W../..... w 0 0',
].map(text);

describe('the rules door agrees with an independent reading of the rulings', () => {
  it('R13: the worked positions give the counts and results the rulings print, in both', () => {
    const worked: [string, number, string?, string?][] = [
      ['.BB../B.B../BB.WW/..W.W/..WW. w 0 0', 18, 'e3-e4', '.BB../B.B../BB.W./..W.W/..WWX b 0 1'],
      ['.BB../B.B../BB.W./..W.W/..WWX b 0 1', 18],
      ['...../...../WBWB./...../..... w 0 0', 6, 'a3-b3', '...../...../.WbWb/...../..... b 1 1'],
      ['.W.../WB.../.WB../..B../..W.. w 0 0', 12, 'c5-c4', '.W.../WYb../.Wb../..W../..... b 0 1'],
      ['...../...../...../.W.../WB.W. w 0 0', 8, 'd5-c5', '...../...../...../.W.../WYW.. b 0 1'],
      ['Bb..B/.b.W./.Y..W/YW..X/X...W b 10 27', 4, 'a1-a2', '.B..B/BB.W./.Y..W/YW..X/X...W w 11 28'],
      ['.BY.W/.YW../.b.../.WBWX/Y...X b 9 29', 6, 'b1-b2', '..Y.W/.BW../.Y.../.BBWX/Yw..X w 10 30'],
      ['.BY.W/.YW../.b.../.WBWX/Y...X b 9 29', 6, 'c4-b4', '.BY.W/.YW../.B.../wB.WX/Y...X w 10 30'],
    ];
    const tally = newTally();
    for (const [position, count, move, after] of worked) {
      const ref = refParse(text(position));
      const ours = parsePosition(text(position));
      compare(ours, ref, tally, () => position);
      expect(refLegal(ref).length - 1, position).toBe(count); // less the resignation
      if (!move || !after) continue;
      const refAfter = refPlay(ref, move);
      expect(refFormat(refAfter)).toBe(text(after));
      compare(play(ours, parseAction(ours, move)), refAfter, tally, () => `${position} ${move}`);
    }
  });

  it('R7, R9: repetition, the move limit, resignation and ends read from a text, by hand, in both', () => {
    const tally = newTally();
    /** Plays `moves` from `start` (null: the start position) in both; returns the reference's status. */
    const run = (start: string | null, moves: string[]) => {
      let ours = start === null ? newGame() : parsePosition(text(start));
      let ref = start === null ? refNewGame() : refParse(text(start));
      compare(ours, ref, tally, () => `${start}`);
      for (const move of moves) {
        ours = move.startsWith('resign')
          ? play(ours, { kind: 'resign', player: move === 'resign white' ? 0 : 1 } as Action)
          : play(ours, parseAction(ours, move));
        ref = refPlay(ref, move);
        compare(ours, ref, tally, () => `${start} ${moves.join(' ')}`);
      }
      return refStatus(ref);
    };
    const cycle = ['d5-e5', 'b1-a1', 'e5-d5', 'a1-b1'];
    // R7.3: the start counts once; its third occurrence ends the game, a draw at 0 captures each.
    expect(run(null, [...cycle, ...cycle.slice(0, 3)])).toMatchObject({ winner: null, turn: 7 });
    expect(run(null, [...cycle, ...cycle])).toMatchObject({ winner: 'draw', end: 'repetition', turn: 8 });
    // R7.3, R7.5: the same with White a token down: Black wins the scored finish.
    const down = 'X..../...../..W../...../...B. w 0 0';
    const shuffle = ['c3-c2', 'd5-e5', 'c2-c3', 'e5-d5'];
    expect(run(down, [...shuffle, ...shuffle])).toMatchObject({ winner: 1, end: 'repetition', captured: [1, 0] });
    // R7.4: the 200th quiet move ends the game; a text with quiet 200 is read as ended (R9).
    expect(run('...../...../..W../...../...B. w 199 199', [])).toMatchObject({ winner: null, quiet: 199 });
    expect(run('...../...../..W../...../...B. w 199 199', ['c3-c2'])).toMatchObject({ end: 'move-limit', quiet: 200 });
    expect(run('...../...../..W../...../...B. w 200 200', [])).toMatchObject({ winner: 'draw', end: 'move-limit' });
    expect(run('X..../...../..W../...../...B. b 200 250', [])).toMatchObject({ winner: 1, end: 'move-limit' });
    // R9: the side not to move is taken as the last mover.
    expect(run('...../...../..W../...../..... b 0 0', [])).toMatchObject({ winner: 0, end: 'no-move' });
    expect(run('Y..../...../..W../...../..... b 0 0', [])).toMatchObject({ winner: 0, end: 'captured' });
    expect(run('...../...../..W../...../..... w 0 0', [])).toMatchObject({ winner: null });
    // R9: a colour with no tokens only loses by having no legal move, here after White's first move.
    expect(run('...../...../..W../...../..... w 0 0', ['c3-c2'])).toMatchObject({ winner: 0, end: 'no-move' });
    // R7: resigning leaves the position as it was and cannot be undone; either player may resign.
    expect(run(null, ['e3-e4', 'resign white'])).toMatchObject({ winner: 1, end: 'resigned', turn: 1 });
    expect(run(null, ['resign black'])).toMatchObject({ winner: 0, end: 'resigned', turn: 0 });
    const on = newGame();
    for (const player of [0, 1]) expect(isLegal(on, { kind: 'resign', player } as Action)).toBe(true);
    const over = play(on, { kind: 'resign', player: 0 } as Action);
    for (const player of [0, 1]) {
      expect(isLegal(over, { kind: 'resign', player } as Action)).toBe(false);
      expect(() => play(over, { kind: 'resign', player } as Action)).toThrow(IllegalActionError);
    }
  });

  it('random games from the start, from worked and tutorial positions and from random positions', () => {
    const random = seededRandom(20240917);
    const tally = newTally();
    const styles: Style[] = [
      { shuffle: 0, undo: 0.03, resign: 0.002 },
      { shuffle: 0.5, undo: 0.03, resign: 0.002 },
      { shuffle: 0.9, undo: 0, resign: 0 },
    ];
    for (let i = 0; i < 120; i++) playOut(null, styles[i % 3] as Style, random, tally);
    for (let i = 0; i < 44; i++) playOut(WORKED[i % WORKED.length] as string, styles[i % 3] as Style, random, tally);
    for (let i = 0; i < 120; i++) playOut(randomPosition(random), styles[i % 3] as Style, random, tally);
    // Every way a game ends (R7) came up, several times.
    for (const end of ['captured', 'no-move', 'repetition', 'move-limit', 'resigned']) {
      expect(tally.ends.get(end) ?? 0, end).toBeGreaterThanOrEqual(3);
    }
    console.log(
      `independent: ${tally.games} games, ${tally.positions} positions, ${tally.actions} legal actions, ` +
        `${tally.undos} undos; ends ${JSON.stringify([...tally.ends])}`,
    );
  });

  it('R8: parseAction and isLegal name exactly the legal moves, whatever the case and spaces', () => {
    const random = seededRandom(77);
    const positions = [...WORKED];
    for (let i = 0; i < 30; i++) positions.push(randomPosition(random));
    let g = newGame();
    for (let i = 0; i < 40 && status(g).winner === null; i++) {
      positions.push(formatPosition(g));
      g = play(
        g,
        pick(
          random,
          legalActions(g).filter((a) => !('kind' in a)),
        ),
      );
    }
    for (const position of positions) {
      const ours = parsePosition(position);
      const legal = new Set(refLegal(refParse(position)));
      for (let from = 0; from < 25; from++) {
        for (let to = 0; to < 25; to++) {
          const notation = `${squareName(from)}-${squareName(to)}`;
          const where = () => `${position} ${notation}`;
          same(isLegal(ours, { from, to } as Action), legal.has(notation), where);
          if (random() > 0.1) continue; // parseAction: one pair in ten, in a random spelling
          const spelled = ` ${random() < 0.5 ? notation.toUpperCase() : notation}\t`;
          if (legal.has(notation)) {
            same(formatAction(parseAction(ours, spelled)), notation, where);
          } else {
            expect(() => parseAction(ours, spelled), where()).toThrow(IllegalActionError);
            expect(() => play(ours, { from, to } as Action), where()).toThrow(IllegalActionError);
            same(formatPosition(ours), position.endsWith('\n') ? position : `${position}\n`, where); // changes nothing
          }
        }
      }
    }
  });

  it('R9: a position text is refused by ours exactly when the reference refuses it', () => {
    const random = seededRandom(9);
    const cellLetters = ['.', 'W', 'w', 'X', 'B', 'b', 'Y'];
    const alphabet = [...cellLetters, ' ', '/', '0', '1', '2', '9', 'q', '-', '\n'];
    const seeds = [...WORKED];
    for (let i = 0; i < 40; i++) seeds.push(randomPosition(random));
    let refused = 0;
    let read = 0;
    const endsRead = new Map<string, number>(); // R9: R7's end checks applied to the text read
    for (let i = 0; i < 1500; i++) {
      const chars = [...pick(random, seeds)];
      // One to three characters of the second line changed: mostly a cell for another, sometimes
      // anything for anything.
      const edits = 1 + Math.floor(random() * 3);
      for (let e = 0; e < edits; e++) {
        const at = 11 + Math.floor(random() * (chars.length - 12));
        const cell = cellLetters.includes(chars[at] as string) && random() < 0.85;
        chars[at] = pick(random, cell ? cellLetters : alphabet);
      }
      const mutated = chars.join('');
      let ref: RefGame | null = null;
      try {
        ref = refParse(mutated);
      } catch {
        ref = null;
      }
      if (ref === null) {
        refused++;
        expect(() => parsePosition(mutated), JSON.stringify(mutated)).toThrow(PositionError);
      } else {
        read++;
        const end = refStatus(ref).end ?? 'on';
        endsRead.set(end, (endsRead.get(end) ?? 0) + 1);
        compare(parsePosition(mutated), ref, newTally(), () => JSON.stringify(mutated));
      }
    }
    expect(refused).toBeGreaterThan(300);
    expect(read).toBeGreaterThan(300);
    for (const end of ['on', 'captured', 'no-move', 'move-limit'])
      expect(endsRead.get(end) ?? 0, end).toBeGreaterThan(3);
    for (const bad of ['vacuum 1\n..... w 0 0\n', 'pressure 1\n.BB../B.B../BB.WW/..W.W/..WW. w 0 0\n\n']) {
      expect(() => refParse(bad)).toThrow();
      expect(() => parsePosition(bad)).toThrow(PositionError);
    }
  });
});

// Where the house reads position text beyond R9's grammar, on purpose, and the reference with it:
// any line ending a paste brings (R9 says only "newline"), and a turn of at most nine digits (R9 sets
// no bound; the house refuses numbers a hostile text could blow up).
describe('the house’s readings beyond R9', () => {
  it('a text with CR LF or CR line endings reads as the same position', () => {
    const lf = 'pressure 1\n.BB../B.B../BB.WW/..W.W/..WW. w 0 0\n';
    for (const text of [lf.replaceAll('\n', '\r\n'), lf.replaceAll('\n', '\r')]) {
      expect(refFormat(refParse(text))).toBe(lf);
      expect(formatPosition(parsePosition(text))).toBe(lf);
    }
  });

  it('a turn of ten digits is refused by both; nine digits is read by both', () => {
    const late = (turn: string) => `pressure 1\n.BB../B.B../BB.WW/..W.W/..WW. w 0 ${turn}\n`;
    expect(() => refParse(late('1000000000'))).toThrow();
    expect(() => parsePosition(late('1000000000'))).toThrow(PositionError);
    expect(refFormat(refParse(late('999999999')))).toBe(late('999999999'));
    expect(formatPosition(parsePosition(late('999999999')))).toBe(late('999999999'));
  });
});
