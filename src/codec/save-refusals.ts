// Why a saved game cannot be opened, in the player's words, built once for every game's save
// readers (game-save.ts, png-text.ts, Vacuum's record/save.ts). Each cause has its own sentence,
// because the cause says what to do: a damaged save is lost, another game's opens on its page, a
// newer site's opens after a reload, and a file that is no save was the wrong file.
import { gameName, gameOfSaveTag, gamePage } from '../core/game-name';
import { isHouseGame } from './prefix-table';

export interface SaveRefusals {
  empty: string;
  notASave: string;
  tooLarge: string;
  /** Its own tag is there, but the text breaks off or was edited. */
  cutShort: string;
  damaged(why: string): string;
  unknownVersion: string;
  /** `reads`: the formats this version reads ("format 1", "formats 1 to 3"). */
  newer(version: number, reads: string): string;
  /**
   * A save tag that is not this game's: another game's save, or one this site does not know; null
   * when `tag` is no save tag at all. `holder` begins the sentence ("This is", "This picture holds").
   */
  ofTag(tag: unknown, holder: string): string | null;
}

export function saveRefusals(id: string): SaveRefusals {
  const name = gameName(id);
  return {
    empty: 'This is empty: it holds no saved game.',
    notASave: `This is not a ${name} save: pick a picture of the board (PNG) that this site saved.`,
    tooLarge: `This file is too large to be a ${name} save.`,
    cutShort: `This ${name} save is damaged: it is cut short, or was changed by hand.`,
    damaged: (why) => `This ${name} save is damaged: ${why}.`,
    unknownVersion: `This ${name} save is damaged: the version of the site that wrote it is unknown.`,
    newer: (version, reads) =>
      `This ${name} save was written by a newer version of the site (format ${version}); this one reads ${reads}. Reload the page to get the newer version.`,
    ofTag(tag, holder) {
      const other = typeof tag === 'string' ? gameOfSaveTag(tag) : null;
      if (other === null) return null;
      if (!isHouseGame(other)) return `${holder} a saved game this site does not know.`;
      return `${holder} a ${gameName(other)} save, not a ${name} save: open it on ${gamePage(other)}.`;
    },
  };
}
