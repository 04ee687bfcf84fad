// Vacuum's action catalogue: every button of the command panel, stated once. The rules core lists
// the action kinds and names them as the manual does (ACTION_KINDS, actionName); this table says how
// the page offers each kind, and the page's own commands beside them. The buttons and their layout,
// the tool tips' headings and anchors, the keyboard commands and the selection modes are all read
// off it (the engine's codes are read off the rules' list of kinds: ai/moves.ts).
import { ACTION_KINDS, actionName, type ActionKind } from '../rules/index';
import { cap } from '../../../ui/dom';

/**
 * How a button acts. `select` picks an action to place on the board; `sticky` too, and it stays
 * picked after a step while another step is possible (the manual's Supply Chain and Pebble War
 * modes), with an Exit button of its own; `exit` leaves a mode or a Boulder Chain; `command` acts at
 * once.
 */
type Use = 'select' | 'sticky' | 'exit' | 'command';

interface Row {
  use: Use;
  /** The heading of docs/rules.md (its GitHub-style anchor) that the tool tip links to. */
  anchor: string;
  /** The keyboard command, pressed anywhere outside a dialog or a text field. */
  key?: string;
}

/** How the page offers each action kind of the rules (in any order: the rules' list gives it). */
const ACTIONS = {
  entrench: { use: 'select', anchor: 'pebble-entrench' },
  retreat: { use: 'select', anchor: 'pebble-retreat' },
  extend: { use: 'select', anchor: 'extend-supply-chain' },
  cast: { use: 'select', anchor: 'cast-stone' },
  boulder: { use: 'select', anchor: 'boulder-move' },
  exitChain: { use: 'exit', anchor: 'boulder-chain' },
  pebbleAttack: { use: 'select', anchor: 'pebble-attack' },
  teleport: { use: 'select', anchor: 'teleport' },
  supplyChain: { use: 'sticky', anchor: 'supply-chain' },
  reductionAttack: { use: 'select', anchor: 'reduction-attack' },
  stoneCreation: { use: 'select', anchor: 'stone-creation' },
  pebbleWar: { use: 'sticky', anchor: 'pebble-war' },
  vacuumMove: { use: 'select', anchor: 'vacuum-move' },
  perimeterMove: { use: 'select', anchor: 'perimeter-move' },
  commit: { use: 'command', anchor: 'commit', key: 'c' },
  resign: { use: 'command', anchor: 'resigning' },
} as const satisfies Record<ActionKind, Row>;

/** The page's own commands: they play no action of the rules. */
const PAGE_COMMANDS = {
  undo: { use: 'command', anchor: 'undo', key: 'u', name: 'Undo' },
  hint: { use: 'command', anchor: 'hint', key: 'h', name: 'Hint' },
} as const satisfies Record<string, Row & { name: string }>;

/** The manual's section on the two modes, which their Exit buttons link to. */
const MODES_ANCHOR = 'supply-chain-and-pebble-war-modes';

type UseOf<K extends ActionKind> = (typeof ACTIONS)[K]['use'];

/** The actions a button selects, to be placed on the board. */
export type Mode = { [K in ActionKind]: UseOf<K> extends 'select' | 'sticky' ? K : never }[ActionKind];
type StickyMode = { [K in ActionKind]: UseOf<K> extends 'sticky' ? K : never }[ActionKind];
/** The Exit button of a sticky mode: 'exitSupplyChain', 'exitPebbleWar'. */
type ModeExit = `exit${Capitalize<StickyMode>}`;
/** The buttons that act at once. */
export type Command =
  | { [K in ActionKind]: UseOf<K> extends 'exit' | 'command' ? K : never }[ActionKind]
  | ModeExit
  | keyof typeof PAGE_COMMANDS;
export type ButtonId = Mode | Command;

export interface Button {
  id: ButtonId;
  use: Use;
  /** The button's label and its tool tip's heading, as the manual says it. */
  name: string;
  anchor: string;
  key?: string;
}

const exitOf = (mode: StickyMode): ModeExit => `exit${cap(mode)}` as ModeExit;

/** Every button: the rules' action kinds (each sticky mode followed by its Exit), then the page's commands. */
export const BUTTONS = Object.fromEntries(
  [
    ...ACTION_KINDS.flatMap((kind): Button[] => {
      const row: Row = ACTIONS[kind];
      const button: Button = { id: kind, name: actionName(kind), ...row };
      if (row.use !== 'sticky') return [button];
      const mode = kind as StickyMode;
      return [button, { id: exitOf(mode), use: 'exit', name: `Exit ${actionName(mode)}`, anchor: MODES_ANCHOR }];
    }),
    ...Object.entries(PAGE_COMMANDS).map(([id, row]): Button => ({ id: id as Command, ...row })),
  ].map((b) => [b.id, b]),
) as Record<ButtonId, Button>;

const ALL = Object.values(BUTTONS);

export const isMode = (id: ButtonId): id is Mode => BUTTONS[id].use === 'select' || BUTTONS[id].use === 'sticky';

/** The modes that stay selected after a step while another step is possible. */
export const isSticky = (mode: Mode): boolean => BUTTONS[mode].use === 'sticky';

/** The keyboard commands: key → button. */
export const KEYS = new Map(ALL.flatMap((b) => (b.key ? [[b.key, b.id as Command] as const] : [])));

interface Group {
  id: string;
  title: string;
  rows: readonly (readonly ButtonId[])[];
}

/** The command panel: Stage 1 | Stage 2 | Controls and Stage 3, also the three columns of the upright tray. */
export const PANEL: readonly Group[] = [
  {
    id: 'stage1',
    title: 'Stage 1',
    rows: [['entrench'], ['retreat'], ['extend'], ['cast'], ['boulder'], ['exitChain'], ['pebbleAttack'], ['teleport']],
  },
  {
    id: 'stage2',
    title: 'Stage 2',
    rows: [
      ['supplyChain'],
      ['exitSupplyChain'],
      ['reductionAttack'],
      ['stoneCreation'],
      ['pebbleWar'],
      ['exitPebbleWar'],
    ],
  },
  {
    id: 'controls',
    title: 'Controls · Stage 3',
    rows: [['undo', 'commit'], ['vacuumMove'], ['perimeterMove'], ['hint'], ['resign']],
  },
];
