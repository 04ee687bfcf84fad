// A game record file as the player picks it for Import game record…: its text, or why it holds
// none, said before any record reader sees it and the same on every page: a picture or a save
// (which Load game opens), a file too large, or one that is not text at all (whose bytes are never
// quoted back).
import { failure, type Result } from '../core/result';
import { hasPngSignature } from '../codec/save-file-kind';
import { commandName } from './panels/menu-commands';

const NOT_TEXT = `This file is not a game record: it is not text. A game record is the text file that ${commandName('export-record')} downloads.`;
const A_SAVE = (what: string): string => `This is ${what}, not a game record: open it with ${commandName('load')}.`;

/** The text of a record file of at most `maxBytes`, or why it is no record. */
export async function recordFileText(file: Blob, maxBytes: number): Promise<Result<{ text: string }>> {
  if (file.size > maxBytes) return failure('This file is too large to be a game record.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (hasPngSignature(bytes)) return failure(A_SAVE('a picture (a saved game)'));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return failure(NOT_TEXT);
  }
  // Control characters other than tabs and line ends appear in no text file.
  if (/[\0-\x08\x0e-\x1f\x7f]/.test(text)) return failure(NOT_TEXT);
  // A save's JSON starts with a brace.
  if (/^\ufeff?\s*\{/.test(text)) return failure(A_SAVE('a saved game'));
  return { ok: true, text };
}
