// The commands of the house's menus, each named once, in the order every menu lists them: its words,
// the group it stands in, and its tool tip where it says the same on every page. A page offers those it has; a sentence that
// names a command ("Load game reads it back") takes the name from here too.
import type { MenuGroup, MenuItem } from './menu';

const MENU_COMMANDS = {
  new: { label: 'New game', group: 'Game', key: 'n' },
  recent: { label: 'Recent games…', group: 'Game', help: 'Play on a game that a new game or a load replaced' },
  replay: { label: 'Replay', group: 'Game', help: 'Step through this game from its start' },
  'edit-position': {
    label: 'Edit position…',
    group: 'Game',
    help: 'Set up a position of your own to play or share',
  },
  'take-back': { label: 'Take back turn…', group: 'Game', help: 'Take back your last turn and the replies to it' },
  hint: { label: 'Hint', group: 'Game', help: 'Show a good move' },
  save: { label: 'Save game', group: 'Share' },
  load: { label: 'Load game…', group: 'Share', help: 'Open a game saved to a file' },
  'export-record': { label: 'Save game record (text)', group: 'Share', help: 'The whole game as text, like a PGN' },
  'import-record': { label: 'Import game record…', group: 'Share', help: 'Open a game record saved as text' },
  'copy-link': { label: 'Copy position link', group: 'Share', help: 'A link that opens this position' },
  'copy-game-link': { label: 'Copy game link', group: 'Share', help: 'A link that replays this whole game' },
  'copy-position': { label: 'Copy position text', group: 'Share', help: 'The position in the game’s own text form' },
  'load-position': { label: 'Load position…', group: 'Share' },
  'create-room': {
    label: 'Create online room…',
    group: 'Rooms',
    help: 'Play this game or a new one with friends, each on their own device',
  },
  'join-room': {
    label: 'Join online room…',
    group: 'Rooms',
    help: 'Take a seat in a room, or watch it, by its code or link',
  },
  'copy-room-link': { label: 'Copy room link', group: 'Rooms', help: 'The link that brings others into this room' },
  'leave-room': { label: 'Leave room', group: 'Rooms', help: 'Give up your seat; the board is yours to play locally' },
  'back-to-my-game': {
    label: 'Back to my game',
    group: 'Rooms',
    help: 'Play on the game you had before you entered a room',
  },
  manual: { label: 'Rules', group: 'Help' },
  about: { label: 'About', group: 'Help' },
} as const satisfies Record<string, { label: string; group: MenuGroup; help?: string; key?: string }>;

export type CommandId = keyof typeof MENU_COMMANDS;
const ORDER = Object.fromEntries(Object.keys(MENU_COMMANDS).map((id, i) => [id, i])) as Record<CommandId, number>;

/** The menu item of command `id`, running `run`; `more` gives what differs on this page (a tool tip, when it applies). */
export function command(id: CommandId, run: () => void, more: Pick<MenuItem, 'help' | 'when'> = {}): MenuItem {
  const c: { label: string; group: MenuGroup; help?: string } = MENU_COMMANDS[id];
  return { id, label: c.label, group: c.group, help: more.help ?? c.help, when: more.when, run, order: ORDER[id] };
}

/** The key that runs a command anywhere on a game page (outside a dialog or a text field), where it has one. */
export const commandKey = (id: CommandId): string | undefined => (MENU_COMMANDS[id] as { key?: string }).key;

/** A command's name inside a sentence: its words without the dots that say it asks for more. */
export const commandName = (id: CommandId): string => MENU_COMMANDS[id].label.replace(/…$/, '');
