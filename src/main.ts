// Boots the page: the session (resumed from the autosave when there is one), the controller,
// the DOM panels and the Phaser board, all wired to one controller.
import './style.css';
import * as Phaser from './ui/phaser';
import { version } from '../package.json';
import * as rules from './rules/index';
import { Controller } from './ui/controller';
import { askAfterGame, askNewGame, askResign, fastComputerMoves, rememberGameLength, type NewGame } from './ui/panels/dialogs';
import { outcome } from './ui/outcome';
import { CommandPanel } from './ui/panels/commands';
import { InfoPanel } from './ui/panels/info';
import { Layout } from './ui/panels/layout';
import { FIRST_BOARD_MARK, rendererKind } from './ui/renderer';
import { BoardScene } from './ui/scenes/BoardScene';
import { Session, type KeyValueStore } from './ui/session';
import { installMenu } from './ui/panels/menuActions';
import { readHashPosition } from './codec/link';
import { createThinkClient } from './ai/client';
import { ComputerPlayers, computerMessage } from './ui/computer';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

/** localStorage, or a memory store where the browser refuses storage (private modes). */
function browserStore(): KeyValueStore {
  try {
    const probe = '__vacuum_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) };
  }
}

const store = browserStore();
const resumed = Session.resume(store);
const session = resumed ?? Session.start(store, 2);
const controller = new Controller(session);

const info = new InfoPanel(session, controller, `v${version}`, './manual.html');
const commands = new CommandPanel($('commands'), controller, (id) => info.showTip(id));

// Panels render at once on every change: they touch the DOM only where text really changed.
function render(): void {
  info.render();
  commands.render();
}
controller.onChange(render);
session.onChange(render);
new Layout($('app'), $('info-handle'), $('commands'), store, render);

let resignOpen = false;
controller.onChange(() => {
  if (!controller.confirmingResign || resignOpen) return;
  resignOpen = true;
  const who = rules.COLOUR_NAMES[rules.status(session.game).current]!;
  void askResign(who[0]!.toUpperCase() + who.slice(1)).then((yes) => {
    resignOpen = false;
    controller.confirmResign(yes);
  });
});

// Computer seats think in a Web Worker (started with the first computer turn) and play their turn
// action by action; meanwhile the board and buttons are held, hovering and the menu still work.
const fast = fastComputerMoves(store);
const computers = new ComputerPlayers({
  session,
  client: createThinkClient(),
  seats: () => session.settings.seats,
  pace: () => (fast() ? 120 : 600),
  onState: (state) => {
    const busy = state.kind === 'thinking' || state.kind === 'playing';
    controller.hold(busy ? computerMessage(state) : null);
    if (state.kind === 'failed' || state.kind === 'resigned') controller.say(computerMessage(state)!);
    $('status').classList.toggle('thinking', state.kind === 'thinking');
  },
});
controller.turnUndo = computers.turnUndo;

function startGame({ players, seats, rounds }: NewGame): void {
  const turnLimit = rounds === null ? undefined : rounds * players;
  session.replace(rules.newGame({ players, turnLimit }), [], { players, seats });
}

rememberGameLength(store);
async function chooseGame(canResume: boolean): Promise<void> {
  const choice = await askNewGame(canResume);
  if (choice !== 'resume') startGame(choice);
}
$('new-game-button').addEventListener('click', () => void chooseGame(true));

// The end-of-game screen opens when a game ends in play, and again from Status' "Show result".
// Rematch keeps the seats' levels and the length, and passes every seat on to the next colour.
async function showResult(): Promise<void> {
  const result = outcome(session.game, session.log.at(-1)?.action.kind ?? null);
  if (!result || document.querySelector('dialog[open]')) return;
  const next = await askAfterGame(result);
  if (next === 'new') return chooseGame(true);
  if (next !== 'rematch') return;
  const { players, seats } = session.settings;
  const limit = session.game.turnLimit;
  startGame({
    players,
    seats: seats.map((_, p) => seats[(p + players - 1) % players]!),
    rounds: limit === null ? null : limit / players,
  });
}
session.onChange((change) => {
  if (change === 'play' && rules.status(session.game).winner !== null) void showResult();
});
$('result-button').addEventListener('click', () => void showResult());

// The board: one Phaser scene that fills #board and relays out on every resize. It is part of the
// game config, so it is created while Phaser boots and draws on the very first frame.
let firstDraw: () => void = () => {};
const firstDrawn = new Promise<void>((resolve) => (firstDraw = resolve));
const scene = new BoardScene({
  session,
  controller,
  onFirstDraw: () => {
    performance.mark(FIRST_BOARD_MARK);
    firstDraw();
  },
});
new Phaser.Game({
  type: rendererKind() === 'webgl' ? Phaser.WEBGL : Phaser.CANVAS,
  parent: 'board',
  backgroundColor: '#101217',
  banner: false,
  scale: { mode: Phaser.RESIZE, width: '100%', height: '100%' },
  input: { activePointers: 1 },
  audio: { noAudio: true }, // the game has no sound; a Web Audio context costs ~70 ms at boot
  scene,
});

// Touch: nothing that starts on the board may scroll, zoom or open a menu.
const boardEl = $('board');
for (const type of ['touchstart', 'touchmove', 'gesturestart', 'dblclick', 'contextmenu'] as const) {
  boardEl.addEventListener(type, (e) => e.preventDefault(), { passive: false });
}
for (const type of ['touchcancel', 'pointercancel'] as const) boardEl.addEventListener(type, () => controller.pointerCancel());
// Escape puts the selected action down (an open dialog takes its own Escape first).
window.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && !document.querySelector('dialog[open]')) controller.cancel();
});

const { sharing } = installMenu({
  session,
  store,
  board: boardEl,
  version: `v${version}`,
  manualUrl: './manual.html',
  newGame: () => void chooseGame(true),
});

render();
// Once the board is drawn: a `#p=` link opens its position (asking before it replaces an
// unfinished game); otherwise the new-game dialog offers to resume or start.
void firstDrawn
  .then(async () => {
    const shared = readHashPosition(location.hash);
    if (shared?.ok) return void (await sharing.openHash(location.hash));
    if (shared && !shared.ok) await sharing.openHash(location.hash); // says why it was refused
    await chooseGame(resumed !== null);
  })
  .then(() => computers.next())
  .catch(() => {});

declare global {
  interface Window {
    vacuum: {
      game(): rules.Game;
      load(positionText: string): void;
      squareCenter(sq: rules.Sq): { x: number; y: number };
      rules: typeof rules;
      controller: Controller;
      session: Session;
      computers: ComputerPlayers;
      ready: Promise<void>;
    };
  }
}

window.vacuum = {
  game: () => session.game,
  load(positionText) {
    session.replace(rules.parsePosition(positionText), []);
  },
  squareCenter: (sq) => scene.viewportCentre(sq),
  rules,
  controller,
  session,
  computers,
  ready: firstDrawn,
};
