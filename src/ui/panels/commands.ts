// The command panel: the stage groups of action buttons plus Undo, Commit, the exits, Hint and Resign.
// Buttons only forward clicks; whether one is lit comes from the controller (i.e. the rules).
import type { ButtonId, Command, Controller, Mode } from '../controller';
import { TOOLTIPS } from '../../games/vacuum/view/tooltips';

interface Group {
  id: string;
  title: string;
  rows: ButtonId[][];
}

/** Stage 1 | Stage 2 | Controls and Stage 3 — also the three columns of the portrait tray. */
const GROUPS: Group[] = [
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

const COMMANDS = new Set<ButtonId>([
  'exitSupplyChain',
  'exitPebbleWar',
  'exitChain',
  'undo',
  'commit',
  'resign',
  'hint',
]);
const CLASS: Partial<Record<ButtonId, string>> = {
  exitSupplyChain: 'exit',
  exitPebbleWar: 'exit',
  exitChain: 'exit',
  commit: 'commit',
  resign: 'resign',
  hint: 'hint',
};

export class CommandPanel {
  private buttons = new Map<ButtonId, HTMLButtonElement>();

  constructor(
    root: HTMLElement,
    private controller: Controller,
    private showTip: (id: ButtonId) => void,
  ) {
    for (const group of GROUPS) {
      const section = document.createElement('section');
      section.className = 'group';
      section.id = `group-${group.id}`;
      section.innerHTML = `<h3>${group.title}</h3>`;
      const column = document.createElement('div');
      column.className = 'buttons';
      for (const row of group.rows) {
        const line = document.createElement('div');
        line.className = 'row';
        for (const id of row) line.append(this.button(id));
        column.append(line);
      }
      section.append(column);
      root.append(section);
    }
    // An unlit button gets no click, but a finger on it still sends pointer events: its tool tip
    // then says why it is unlit (a mouse reads the same line on hover).
    root.addEventListener('pointerup', (e) => {
      const b = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-action]');
      if (b?.disabled) this.showTip(b.dataset.action as ButtonId);
    });
  }

  private button(id: ButtonId): HTMLButtonElement {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.action = id;
    b.textContent = TOOLTIPS[id].title;
    b.className = CLASS[id] ?? '';
    b.addEventListener('pointerenter', () => this.showTip(id));
    b.addEventListener('focus', () => this.showTip(id));
    b.addEventListener('click', () => {
      this.showTip(id);
      if (COMMANDS.has(id)) this.controller.command(id as Command);
      else this.controller.selectAction(id as Mode);
    });
    this.buttons.set(id, b);
    return b;
  }

  render(): void {
    const lit = this.controller.buttons();
    for (const [id, b] of this.buttons) {
      if (b.disabled === lit[id]) b.disabled = !lit[id];
      // An unlit button says why (its tool tip shows the same line).
      const why = this.controller.whyOff(id, lit) ?? '';
      if (b.title !== why) b.title = why;
      const pressed = String(this.controller.mode === id);
      if (!COMMANDS.has(id) && b.getAttribute('aria-pressed') !== pressed) b.setAttribute('aria-pressed', pressed);
    }
  }
}
