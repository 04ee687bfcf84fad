import { describe, expect, it } from 'vitest';
import { decode, encode } from 'fast-png';
import {
  canUndo,
  formatPosition,
  newGame,
  parseSquare,
  play,
  status,
  undo,
  type Game,
} from '../../../../src/games/vacuum/rules/index';
import { decodeSaveJson, encodeSaveJson, SAVE_VERSION, type Save } from '../../../../src/games/vacuum/record/save';
import { decodeSavePng, encodeSavePng, SAVE_KEYWORD } from '../../../../src/games/vacuum/record/png-save';
import { seededRandom } from '../../../../src/util/random';
import { randomGamePositions } from '../../../codec/positions';
import {
  compressedSavePng,
  deflateBomb,
  hostileSaveJson,
  hostileSavePng,
  ihdr,
  pngChunk,
  pngOf,
  refusedWithMessage,
  tinyPng,
} from '../../../codec/hostile';

const sq = (name: string): number => parseSquare(name)!;

/** The whole game a save restores: position, every undo snapshot, log and settings. */
function describeSave(save: Save): unknown {
  return {
    position: formatPosition(save.game),
    history: save.game.history.map(formatPosition),
    log: save.log,
    settings: save.settings,
  };
}

function saveOf(game: Game): Save {
  return {
    game,
    log: [
      { turn: 1, player: 0, text: 'vacuum e5' },
      { turn: 1, player: 0, text: 'commit' },
    ],
    settings: {
      players: game.players,
      seats: ['human', 'human', 'human', 'human'].slice(0, game.players),
      name: 'Zoë’s game',
    },
  };
}

// Mid-turn positions carry an undo history.
const games = randomGamePositions(3, 120, 100).filter((_, i) => i % 3 === 0);
const midGame = games.find((g) => g.history.length > 1)!;

describe('JSON saves', () => {
  it('restore position, undo history, log and settings exactly', () => {
    expect(games.some((g) => g.history.length > 1)).toBe(true);
    for (const game of games) {
      const result = decodeSaveJson(encodeSaveJson(saveOf(game)));
      expect(result.ok && describeSave(result.save)).toEqual(describeSave(saveOf(game)));
    }
  });

  it('are ASCII, so they fit a PNG text chunk', () => {
    expect(encodeSaveJson(saveOf(newGame({ players: 2 })))).toMatch(/^[\x20-\x7e]*$/);
  });

  it('keep undo working after loading', () => {
    const start = newGame({ players: 2 });
    const g = play(play(start, { kind: 'vacuumMove', at: sq('e5') }), { kind: 'commit' });
    const mid = play(g, { kind: 'vacuumMove', at: sq('h8') });
    const result = decodeSaveJson(encodeSaveJson(saveOf(mid)));
    if (!result.ok) throw new Error(result.error);
    expect(canUndo(result.save.game)).toBe(true);
    expect(formatPosition(undo(result.save.game))).toBe(formatPosition(g));
  });

  it('say a newer site wrote a save of a later format, and call an unknown one damaged', () => {
    const json = encodeSaveJson(saveOf(newGame({ players: 2 })));
    const versioned = (v: string) => decodeSaveJson(json.replace(`"version":${SAVE_VERSION}`, `"version":${v}`));
    expect(versioned('4')).toEqual({
      ok: false,
      error:
        'This Vacuum save was written by a newer version of the site (format 4); this one reads formats 1 to 3. Reload the page to get the newer version.',
    });
    for (const v of ['0', '"2"', '1.5'])
      expect(versioned(v)).toEqual({
        ok: false,
        error: 'This Vacuum save is damaged: the version of the site that wrote it is unknown.',
      });
  });

  it('tell a save cut short from a file that is no save, another game’s save and an empty file', () => {
    const json = encodeSaveJson(saveOf(newGame({ players: 2 })));
    expect(decodeSaveJson(json.slice(0, 60))).toEqual({
      ok: false,
      error: 'This Vacuum save is damaged: it is cut short, or was changed by hand.',
    });
    expect(decodeSaveJson('{}')).toEqual({
      ok: false,
      error: expect.stringMatching(/^This is not a Vacuum save: pick/),
    });
    expect(decodeSaveJson('\u0089PNG\u0000\u00ff')).toEqual({
      ok: false,
      error: expect.stringMatching(/^This is not a Vacuum save/),
    });
    expect(decodeSaveJson('')).toEqual({ ok: false, error: 'This is empty: it holds no saved game.' });
    expect(decodeSaveJson('{"format":"pebble-rebel-save","version":1}')).toEqual({
      ok: false,
      error: 'This is a Pebble Rebel save, not a Vacuum save: open it on the Pebble Rebel page.',
    });
  });

  // Red's second turn, with two actions played: a Pebble Entrench and a Vacuum Move.
  const moves = [
    { kind: 'vacuumMove', at: sq('e5') },
    { kind: 'commit' },
    { kind: 'vacuumMove', at: sq('h8') },
    { kind: 'commit' },
  ] as const;
  const turnStart = moves.reduce((g: Game, a) => play(g, a), newGame({ players: 2 }));
  const midTurn = play(play(turnStart, { kind: 'entrench', at: sq('e5') }), { kind: 'vacuumMove', at: sq('c8') });
  const json = (game: Game, log = saveOf(game).log): Record<string, unknown> =>
    JSON.parse(encodeSaveJson({ ...saveOf(game), log })) as Record<string, unknown>;

  it('carry the undo history as the turn-start position and the actions of the turn', () => {
    const written = json(midTurn);
    expect(written).toMatchObject({
      version: SAVE_VERSION,
      turnStart: formatPosition(turnStart),
      turnActions: ['entrench e5', 'vacuum c8'],
    });
    expect(written).not.toHaveProperty('history');
    expect(json(turnStart)).not.toHaveProperty('turnStart');
  });

  it('refuse an undo history that does not lead to the position (a forged board of the same turn)', () => {
    const other = formatPosition(play(turnStart, { kind: 'vacuumMove', at: sq('f9') })).replace(
      'stage commit',
      'stage 1',
    );
    for (const [change, why] of [
      [{ turnStart: other }, /undo step|does not lead/],
      [{ turnActions: ['entrench e5', 'vacuum f9'] }, /does not lead/],
      [{ turnActions: ['vacuum c8', 'entrench e5'] }, /undo step 2 cannot be played/],
      [{ turnActions: ['entrench e5', 'vacuum c8', 'commit'] }, /does not lead/],
      [{ turnActions: Array.from({ length: 121 }, () => 'exit-chain') }, /121 actions \(a turn has at most 120\)/],
      [{ turnStart: formatPosition(newGame({ players: 2 })) }, /undo step|does not lead/],
      [{ turnActions: undefined }, /needs both/],
    ] as const) {
      expect(decodeSaveJson(JSON.stringify({ ...json(midTurn), ...change }))).toEqual({
        ok: false,
        error: expect.stringMatching(why),
      });
    }
  });

  it('read format 1 saves: an undo history the log replays is kept, any other is left out with a notice', () => {
    const v1 = (history: Game[], log: string[]): string =>
      JSON.stringify({
        version: 1,
        position: formatPosition(midTurn),
        history: history.map(formatPosition),
        log: log.map((text) => ({ turn: 2, player: 0, text })),
        settings: {},
      });
    const kept = decodeSaveJson(
      v1([...midTurn.history] as Game[], ['vacuum e5', 'commit', 'vacuum h8', 'commit', 'entrench e5', 'vacuum c8']),
    );
    expect(kept.ok && kept.save.game.history.map(formatPosition)).toEqual(midTurn.history.map(formatPosition));
    expect(kept.ok && kept.notice).toBe(undefined);
    // Any board of the same turn passed the old check; Undo would have jumped to it.
    const unrelated = play(turnStart, { kind: 'vacuumMove', at: sq('f9') });
    const forged = decodeSaveJson(v1([turnStart, { ...unrelated, stage: 2 } as Game], ['entrench e5', 'vacuum c8']));
    expect(forged).toMatchObject({ ok: true, notice: expect.stringMatching(/undo history could not be checked/) });
    expect(forged.ok && canUndo(forged.save.game)).toBe(false);
    expect(forged.ok && formatPosition(forged.save.game)).toBe(formatPosition(midTurn));
  });

  it('quote at most a short excerpt of a damaged field, however long', () => {
    const good = JSON.parse(encodeSaveJson(saveOf(newGame({ players: 2 })))) as Record<string, unknown>;
    const long = 'x'.repeat(100_000) + 'END';
    for (const change of [
      { version: long },
      { position: String(good.position).replace('stage 1', `stage ${long}`) },
      { settings: { players: long } },
    ]) {
      const result = decodeSaveJson(JSON.stringify({ ...good, ...change }));
      if (result.ok) throw new Error('accepted');
      expect(result.error.length, result.error.slice(0, 200)).toBeLessThan(220);
      expect(result.error).not.toContain('END');
    }
  });

  it('refuse a position naming what every object inherits (`stage __proto__`, `toString`)', () => {
    for (const word of ['__proto__', 'toString']) {
      const json = encodeSaveJson(saveOf(newGame({ players: 2 }))).replace('stage 1', `stage ${word}`);
      expect(decodeSaveJson(json)).toEqual({ ok: false, error: expect.stringMatching(/unknown stage/) });
      const png = encode({ width: 1, height: 1, data: new Uint8Array(4), channels: 4, text: { [SAVE_KEYWORD]: json } });
      expect(decodeSavePng(png)).toEqual({ ok: false, error: expect.stringMatching(/unknown stage/) });
    }
    expect(Object.isFrozen(Object.prototype)).toBe(false);
  });

  it('refuse every generated damaged file with a message and never throw', () => {
    for (const { category, input } of hostileSaveJson(seededRandom(11), 150)) {
      const result = decodeSaveJson(input);
      expect(refusedWithMessage(result), `${category}: ${input.slice(0, 120)}`).toBe(true);
      if (!result.ok) expect(result.error).toMatch(/save|file/i);
    }
  });
});

describe('PNG saves', () => {
  it('restore position, undo history, log and settings exactly, and keep the picture', () => {
    const picture = tinyPng(5, 4);
    for (const game of games.slice(0, 20)) {
      const png = encodeSavePng(picture, saveOf(game));
      const result = decodeSavePng(png);
      expect(result.ok && describeSave(result.save)).toEqual(describeSave(saveOf(game)));
      const image = decode(png);
      expect([image.width, image.height, [...image.data]]).toEqual([5, 4, [...decode(picture).data]]);
    }
  });

  it('store the save as a tEXt chunk any PNG reader can list', () => {
    const png = encodeSavePng(tinyPng(), saveOf(newGame({ players: 3 })));
    expect(JSON.parse(decode(png).text[SAVE_KEYWORD]!)).toMatchObject({
      version: SAVE_VERSION,
      position: expect.any(String),
    });
  });

  it("keep the picture's own text chunks", () => {
    const picture = encode({ width: 1, height: 1, data: new Uint8Array(4), channels: 4, text: { Software: 'canvas' } });
    expect(decode(encodeSavePng(picture, saveOf(newGame({ players: 2 })))).text.Software).toBe('canvas');
  });

  it('explain why a file is refused', () => {
    expect(decodeSavePng(new TextEncoder().encode('{"version":1}'))).toEqual({
      ok: false,
      error: 'This file is not a PNG picture.',
    });
    expect(decodeSavePng(tinyPng())).toEqual({
      ok: false,
      error: 'This picture holds no saved game: pick a picture of the board that this site saved.',
    });
    const damaged = encodeSavePng(tinyPng(), saveOf(newGame({ players: 2 })));
    damaged[damaged.length - 40]! ^= 1;
    expect(decodeSavePng(damaged)).toEqual({
      ok: false,
      error: 'This picture is damaged: part of it was changed.',
    });
  });

  it('read a save stored compressed (zTXt or iTXt), as other PNG tools may rewrite it', () => {
    const json = encodeSaveJson(saveOf(midGame));
    for (const type of ['zTXt', 'iTXt'] as const) {
      const result = decodeSavePng(compressedSavePng(type, json));
      expect(result.ok && describeSave(result.save)).toEqual(describeSave(saveOf(midGame)));
    }
  });

  it('refuse a deflate bomb in the save text without inflating it', () => {
    for (const type of ['zTXt', 'iTXt'] as const) {
      expect(decodeSavePng(compressedSavePng(type, deflateBomb()))).toEqual({
        ok: false,
        error: 'The saved game in this picture is too large to be a Vacuum save.',
      });
    }
  });

  it('refuse a picture with a second image header or huge dimensions, however valid its save', () => {
    const text = pngChunk('tEXt', `${SAVE_KEYWORD}\0${encodeSaveJson(saveOf(midGame))}`);
    const end = pngChunk('IEND', '');
    expect(decodeSavePng(pngOf([ihdr(1, 1), text, end])).ok).toBe(true);
    expect(decodeSavePng(pngOf([ihdr(1, 1), ihdr(60_000, 60_000), text, end]))).toEqual({
      ok: false,
      error: 'This picture is damaged: it holds a second picture.',
    });
    expect(decodeSavePng(pngOf([ihdr(60_000, 60_000), text, end]))).toEqual({
      ok: false,
      error: expect.stringMatching(/picture is too large/),
    });
    expect(decodeSavePng(pngOf([text, ihdr(1, 1), end]))).toEqual({
      ok: false,
      error: expect.stringMatching(/does not start as a picture does/),
    });
    expect(decodeSavePng(pngOf([ihdr(1, 1), text, text, end]))).toEqual({
      ok: false,
      error: expect.stringMatching(/two Vacuum saves/),
    });
    expect(
      decodeSavePng(
        pngOf([ihdr(1, 1), ...Array.from({ length: 1_001 }, () => pngChunk('tIME', '1234567')), text, end]),
      ),
    ).toEqual({
      ok: false,
      error: expect.stringMatching(/far more parts/),
    });
  });

  it('never decode the picture of a file it is handed', () => {
    // Pixel data that no decoder could read: only a full decode would notice.
    const text = pngChunk('tEXt', `${SAVE_KEYWORD}\0${encodeSaveJson(saveOf(midGame))}`);
    const result = decodeSavePng(
      pngOf([ihdr(4000, 4000), pngChunk('IDAT', 'not deflate data'), text, pngChunk('IEND', '')]),
    );
    expect(result.ok).toBe(true);
  });

  it('refuse every generated damaged file with a message and never throw', () => {
    for (const { category, input } of hostileSavePng(seededRandom(12), 300)) {
      expect(refusedWithMessage(decodeSavePng(input)), category).toBe(true);
    }
  });

  it('of a finished game load as finished', () => {
    const over = play(newGame({ players: 2 }), { kind: 'resign', player: 1 });
    expect(status(over).winner).toBe(0);
    const result = decodeSavePng(encodeSavePng(tinyPng(), saveOf(over)));
    expect(result.ok && status(result.save.game)).toEqual(status(over));
  });
});
