// The menu's Share commands on every game page, in the house's order, over what the page's sharing
// does (Vacuum's: ../sharing.ts; the game-neutral page's: ../../page/sharing.ts). Each says what went
// wrong in the player's words; nothing is changed by a failure.
import type { MenuItem } from './menu';
import { command } from './menu-commands';
import { askLoadPosition } from './load-position';

/** What a page's sharing does for the Share commands. */
export interface ShareActions {
  saveGame(): Promise<void>;
  loadGame(): Promise<void>;
  saveRecord(): Promise<void>;
  importRecord(): Promise<void>;
  copyLink(): Promise<void>;
  copyGameLink(): Promise<void>;
  copyPosition(): Promise<void>;
  /** Opens what Load position was given (text, a link, a record): why not, or null once it opened. */
  loadPosition(text: string): Promise<string | null>;
}

/** What a game says of its own sharing: the save's tool tip, and Load position's question and tool tip. */
export interface ShareWords {
  save: string;
  loadPosition: { ask: string; help: string };
}

export function shareCommands(share: ShareActions, words: ShareWords, tell: (text: string) => void): MenuItem[] {
  const run = (what: string, act: () => Promise<unknown>) => (): void =>
    void act().catch((e: unknown) => tell(`Could not ${what}: ${e instanceof Error ? e.message : String(e)}`));
  return [
    command(
      'save',
      run('save', () => share.saveGame()),
      { help: words.save },
    ),
    command(
      'load',
      run('load', () => share.loadGame()),
    ),
    command(
      'export-record',
      run('save the record', () => share.saveRecord()),
    ),
    command(
      'import-record',
      run('import', () => share.importRecord()),
    ),
    command(
      'copy-link',
      run('copy the link', () => share.copyLink()),
    ),
    command(
      'copy-game-link',
      run('copy the link', () => share.copyGameLink()),
    ),
    command(
      'copy-position',
      run('copy the position', () => share.copyPosition()),
    ),
    command(
      'load-position',
      run('load the position', () => askLoadPosition(words.loadPosition.ask, (text) => share.loadPosition(text))),
      { help: words.loadPosition.help },
    ),
  ];
}
