// The Tournament as a player meets it (R11): eleven opponents in order, a win moves on, a loss
// replays the same opponent, progress survives a reload and broken storage starts over politely.
import { gameKey } from '../../../../src/session/keys';
import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../../../src/games/pressure/ai/index';
import { parseAction, play, type Game } from '../../../../src/games/pressure/rules/index';
import {
  afterMatch,
  colourFor,
  currentOpponent,
  isComplete,
  LEVEL_OF_STARS,
  OPPONENTS,
  playerWon,
  PROGRESS_KEY,
  quipAfter,
  readProgress,
  startProgress,
  writeProgress,
  type TournamentProgress,
} from '../../../../src/games/pressure/view/tournament';
import { at } from '../helpers';

/** What the page does between two visits: write the progress, read it back. */
const reload = (p: TournamentProgress): TournamentProgress => {
  const { progress, notice } = readProgress(writeProgress(p));
  expect(notice).toBeUndefined();
  return progress;
};

describe('the eleven opponents (R11)', () => {
  it('are the ladder of R11, in order, with their stars', () => {
    expect(OPPONENTS.map((o) => [o.name, o.character, o.stars])).toEqual([
      ['Captain Thumper', 'rabbit pirate', 1],
      ['Sheriff Chomps', 'dinosaur policeman', 1],
      ['Chef Tentaklus', 'octopus chef', 1],
      ['Marshal Bones', 'cowboy skeleton', 1],
      ['Taxman Zorg', 'alien accountant', 2],
      ['Count Snoozula', 'vampire sloth', 2],
      ['Funky Tusk', 'disco walrus', 2],
      ['Detective Whiskers', 'cat detective', 3],
      ['Don Bamboo', 'tropical gangster bear', 3],
      ['Chrono Tail', 'time-travelling raccoon', 3],
      ['Koala6502', 'koala hacker', 4],
    ]);
  });

  it('play at our levels, one star the weakest and four stars the strongest', () => {
    expect(LEVEL_OF_STARS).toEqual({ 1: 'easy', 2: 'medium', 3: 'hard', 4: 'expert' });
    for (const o of OPPONENTS) expect(o.level).toBe(LEVELS[o.stars - 1]);
    expect(LEVELS.indexOf(OPPONENTS[10].level)).toBeGreaterThan(LEVELS.indexOf(OPPONENTS[0].level));
  });

  it('each have a portrait of their own and five short quips of their own', () => {
    expect(new Set(OPPONENTS.map((o) => o.portrait)).size).toBe(11);
    const all = OPPONENTS.flatMap((o) => Object.values(o.quips));
    expect(all).toHaveLength(55);
    expect(new Set(all).size).toBe(55);
    for (const q of all) {
      expect(q.trim()).toBe(q);
      expect(q.length).toBeGreaterThan(5);
      expect(q.length).toBeLessThanOrEqual(60);
    }
  });
});

describe('progress up the ladder', () => {
  it('starts at the first opponent with nobody beaten', () => {
    const p = startProgress();
    expect(p).toEqual({ current: 0, beaten: [], version: 1 });
    expect(currentOpponent(p)?.name).toBe('Captain Thumper');
    expect(isComplete(p)).toBe(false);
  });

  it('a whole tournament: losses replay the same opponent, wins move on, the eleventh win completes it', () => {
    let p = startProgress();
    const met: string[] = [];
    for (let i = 0; i < 11; i++) {
      met.push(currentOpponent(p)!.name);
      // Lose to every third opponent once (twice to the last) before beating them.
      for (let losses = i % 3 === 0 ? (i === 10 ? 2 : 1) : 0; losses > 0; losses--) {
        p = reload(afterMatch(p, false));
        expect(p.current).toBe(i);
        expect(currentOpponent(p)!.name).toBe(met[i]);
      }
      p = reload(afterMatch(p, true));
      expect(p.beaten).toEqual([...Array(i + 1).keys()]);
    }
    expect(met).toEqual(OPPONENTS.map((o) => o.name));
    expect(isComplete(p)).toBe(true);
    expect(currentOpponent(p)).toBeNull();
    // Nothing more to play: another match changes nothing.
    expect(afterMatch(p, true)).toEqual(p);
    expect(afterMatch(p, false)).toEqual(p);
  });

  it('never changes the progress it is given', () => {
    const p = startProgress();
    const before = JSON.stringify(p);
    afterMatch(p, true);
    afterMatch(p, false);
    expect(JSON.stringify(p)).toBe(before);
  });

  it('counts only a win as a win: a draw or a loss replays the opponent', () => {
    const won = at('...../...../.WbWb/...../..... b 1 1'); // R13.3: Black has no move, White won
    expect(playerWon(won, 0)).toBe(true);
    expect(playerWon(won, 1)).toBe(false);
  });

  it('is kept under the game’s own storage key', () => {
    // The page's store puts it under the game's id: where progress has always been kept.
    expect(gameKey('pressure', PROGRESS_KEY)).toBe('pressure.tournament');
  });
});

describe('reading stored progress', () => {
  it('nothing stored: a fresh start and nothing to say', () => {
    expect(readProgress(null)).toEqual({ progress: startProgress() });
  });

  it('reads back what was written, mid-ladder and complete', () => {
    const mid = { current: 4, beaten: [0, 1, 2, 3], version: 1 } as const;
    expect(readProgress(writeProgress(mid))).toEqual({ progress: mid });
    const done = { current: 11, beaten: [...Array(11).keys()], version: 1 } as const;
    expect(isComplete(readProgress(writeProgress(done)).progress)).toBe(true);
  });

  it.each([
    ['not JSON', '{"current": 3'],
    ['empty text', ''],
    ['JSON null', 'null'],
    ['a list', '[1,2,3]'],
    ['a number', '7'],
    ['no version', '{"current":1,"beaten":[0]}'],
    ['a version in words', '{"version":"1","current":1,"beaten":[0]}'],
    ['a fractional opponent', '{"version":1,"current":1.5,"beaten":[0]}'],
    ['a negative opponent', '{"version":1,"current":-1,"beaten":[]}'],
    ['past the last opponent', '{"version":1,"current":12,"beaten":[0,1,2,3,4,5,6,7,8,9,10,11]}'],
    ['beaten list not matching', '{"version":1,"current":3,"beaten":[0,2]}'],
    ['beaten list out of order', '{"version":1,"current":2,"beaten":[1,0]}'],
    ['beaten not a list', '{"version":1,"current":1,"beaten":"0"}'],
  ])('%s: a fresh start, and the player is told', (_, text) => {
    const { progress, notice } = readProgress(text);
    expect(progress).toEqual(startProgress());
    expect(notice).toBe(
      'Your saved tournament could not be read, so the tournament starts again with the first opponent.',
    );
  });

  it('a newer or an older version: a fresh start that says why', () => {
    const newer = readProgress('{"version":2,"current":5,"beaten":[0,1,2,3,4],"stars":9}');
    expect(newer.progress).toEqual(startProgress());
    expect(newer.notice).toMatch(/newer version of Pressure/);
    const older = readProgress('{"version":0,"opponent":3}');
    expect(older.progress).toEqual(startProgress());
    expect(older.notice).toMatch(/older version of Pressure/);
  });

  it('never throws, whatever is stored', () => {
    const samples = ['{', '}', '"', '\u0000', 'undefined', 'NaN', '{"version":1e400}', '{"__proto__":{"version":1}}'];
    for (let i = 0; i < 200; i++)
      samples.push(String.fromCharCode(...Array.from({ length: i % 17 }, (_, j) => (i * 31 + j * 7) % 128)));
    for (const s of samples) expect(() => readProgress(s)).not.toThrow();
  });
});

describe('the player’s colour', () => {
  it('is drawn from the seed: the same seed gives the same colour, and both colours come up', () => {
    const colours = Array.from({ length: 200 }, (_, seed) => colourFor(seed));
    expect(colours).toEqual(Array.from({ length: 200 }, (_, seed) => colourFor(seed)));
    const white = colours.filter((c) => c === 0).length;
    expect(white).toBeGreaterThan(70);
    expect(white).toBeLessThan(130);
    expect(colours.every((c) => c === 0 || c === 1)).toBe(true);
  });
});

describe('what the opponent says after a move', () => {
  const thumper = OPPONENTS[0];
  const after = (game: Game, move: string): Game => play(game, parseAction(game, move));

  it('nothing after a quiet move', () => {
    const g = at('...../...../.WB../...../..... w 0 0');
    expect(quipAfter(thumper, g, after(g, 'b3-b2'), 1)).toBeNull();
  });

  it('its losing line when one of its tokens is captured, its taking line when it captures one of yours', () => {
    const g = at('B..../..W../.WB.W/..W../..... w 0 0');
    const next = after(g, 'e3-d3'); // c3 (Black) is walled in
    expect(quipAfter(thumper, g, next, 1)).toEqual({ kind: 'losesToken', text: thumper.quips.losesToken });
    // The same capture seen from the other side of the board.
    expect(quipAfter(thumper, g, next, 0)).toEqual({ kind: 'takesToken', text: thumper.quips.takesToken });
  });

  it('its winning or losing line when the move ends the game', () => {
    const g = at('...../...../WBWB./...../..... w 0 0');
    const won = after(g, 'a3-b3'); // both Black tokens rest: Black has no move (R13.3)
    expect(quipAfter(thumper, g, won, 1)?.kind).toBe('loss');
    expect(quipAfter(thumper, g, won, 0)).toEqual({ kind: 'win', text: thumper.quips.win });
    const resigned = play(g, { kind: 'resign', player: 0 });
    expect(quipAfter(thumper, g, resigned, 1)?.kind).toBe('win');
  });
});
