// Import game record… reads a text file: a picture or a save is sent to Load game, and a file that
// is not text is refused without its bytes quoted back (src/ui/record-file.ts).
import { describe, expect, it } from 'vitest';
import { recordFileText } from '../../src/ui/record-file';
import { PNG_SIGNATURE } from '../../src/codec/save-file-kind';

const read = async (bytes: Uint8Array<ArrayBuffer> | string, max = 1_000): Promise<string> => {
  const r = await recordFileText(new Blob([bytes]), max);
  return r.ok ? `text: ${r.text}` : r.error;
};

describe('a record file', () => {
  it('gives its text', async () => {
    expect(await read('[Game "Pressure"]\n\n1. e3-e4\n')).toBe('text: [Game "Pressure"]\n\n1. e3-e4\n');
  });

  it('that is a picture or a save is sent to Load game', async () => {
    expect(await read(Uint8Array.from([...PNG_SIGNATURE, 0, 0, 0, 13]))).toBe(
      'This is a picture (a saved game), not a game record: open it with Load game.',
    );
    expect(await read('{"format":"pressure-save","version":1}')).toBe(
      'This is a saved game, not a game record: open it with Load game.',
    );
  });

  it('that is not text is refused without quoting it, and one too large unread', async () => {
    const binary =
      'This file is not a game record: it is not text. A game record is the text file that Save game record (text) downloads.';
    expect(await read(Uint8Array.from([0xff, 0xfe, 0x00, 0x41, 0x80]))).toBe(binary);
    expect(await read('[Game "Pressure"]\u0000\u0001')).toBe(binary);
    expect(await read('x'.repeat(1_001))).toBe('This file is too large to be a game record.');
  });
});
