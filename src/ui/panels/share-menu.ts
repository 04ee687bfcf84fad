// The menu's Share commands on every game page, in the house's order, over what the page's sharing
// does (Vacuum's: ../sharing.ts; the game-neutral page's: ../../page/sharing.ts). Each says what went
// wrong in the player's words; nothing is changed by a failure.
import type { MenuItem } from './menu';
import { command, type CommandId } from './menu-commands';
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
  const { ask, help } = words.loadPosition;
  // Each command: what a failure of it is called, what it does, and its tool tip where it has its own.
  const commands: [CommandId, string, () => Promise<unknown>, string?][] = [
    ['save', 'save', () => share.saveGame(), words.save],
    ['load', 'load', () => share.loadGame()],
    ['export-record', 'save the record', () => share.saveRecord()],
    ['import-record', 'import', () => share.importRecord()],
    ['copy-link', 'copy the link', () => share.copyLink()],
    ['copy-game-link', 'copy the link', () => share.copyGameLink()],
    ['copy-position', 'copy the position', () => share.copyPosition()],
    ['load-position', 'load the position', () => askLoadPosition(ask, (text) => share.loadPosition(text)), help],
  ];
  return commands.map(([id, what, act, tip]) =>
    command(
      id,
      () => void act().catch((e: unknown) => tell(`Could not ${what}: ${e instanceof Error ? e.message : String(e)}`)),
      { help: tip },
    ),
  );
}
