// Boots the page: the session (resumed from the autosave when there is one), the controller,
// the DOM panels and the Phaser board, all wired to one controller. The page saves nothing until
// this tab has the game (see ui/tabs.ts) and the player has resumed it or chosen another.
import './page.css';
import { version } from '../../../../package.json';
import * as rules from '../rules/index';
import { Controller } from './controller';
import { askNewGame, askResign, VacuumOptions, type NewGame } from '../view/dialogs';
import { colourTitle, endScreen, outcome } from '../view/outcome';
import { seatDot } from '../view/seats';
import { askAfterGame } from '../../../ui/panels/end-screen';
import { CommandPanel } from '../view/command-panel';
import { InfoPanel } from '../view/info-panel';
import { Layout } from '../../../ui/panels/layout';
import { askPlayHere, showRecovered, showStalled, unsavedNotice } from '../../../ui/panels/notices';
import { FIRST_BOARD_MARK } from '../../../ui/renderer';
import { bootBoard } from '../../../ui/board-game';
import { BoardScene } from './scenes/BoardScene';
import { vacuumPainter } from '../view/painter';
import { vacuumPointer } from '../view/board-pointer';
import { drawEditor } from '../view/editor-picture';
import { marks, outOfTheGame, sinceLastTurn, turnSummaries } from '../view/happened';
import { humanSeats, readAutosave, Session, type Autosave } from './session';
import { browserStore } from '../../../session/storage';
import { gameLabel, vacuumRecent } from '../record/recent';
import { moveOldKeys } from '../../../session/keys';
import { notePlayed } from '../../../session/played';
import { idOfPath, missingGame } from '../../../core/addresses';
import { gameById } from '../../index';
import type { GameStudio } from '../../../core/studio';
import { Recovery, recoveredFileName } from '../../../session/recovery';
import { GameTab } from '../../../session/tabs';
import { download } from '../../../ui/files';
import { installMenu } from '../view/menu';
import type { RoomsUi } from '../../../online/client/commands';
import { Sharing } from './sharing';
import { vacuumFiles } from '../record/files';
import { toaster } from '../../../ui/panels/toast';
import { askRecent, confirmReplace } from '../../../ui/panels/recent-dialog';
import { command } from '../../../ui/panels/menu-commands';
import { installBoardKeys, installShortcuts } from '../../../ui/panels/keyboard';
import { focusBoardOnArrival } from '../../../ui/arrival';
import { KEYS } from '../view/catalogue';
import type { EditorPanel } from '../view/editor-panel';
import { createThinkClient } from '../../../session/engine/client';
import { ComputerPlayers, computerMessage } from '../view/computers';
import { patienceAsked } from '../../../ui/computer';
import { Hints } from '../../../ui/hint';
import { vacuumHint } from '../view/hint';
import { BOARD } from '../view/board';
import type { OnlineRooms } from '../../../online/client/online';
import type { Rooms } from '../../../online/client/commands';
import { roomMenuItems } from '../../../online/client/menu';
import {
  boardRoom,
  forgetRoomOnReplace,
  onLinkPasted,
  refuseDamagedLink,
  roomInAddress,
} from '../../../online/client/address';
import { mayLeaveRoom } from '../../../online/client/leave';
import { $ } from '../../../ui/dom';
import { confirm, showText } from '../../../ui/panels/modal';
import { ReplayView } from './replay-view';
import { vacuumReplayed } from '../view/replayed';
import { ReplayPanel } from './replay-panel';
import { watchForUpdates } from '../../../ui/updates';
import { BoardZoom } from '../../../ui/zoom';
import { pageColours } from '../../../ui/scenes/look';

/** The game this page shows (its address, `/vacuum`; game.html alone is Vacuum's). */
const GAME = idOfPath(location.pathname) ?? 'vacuum';
// An address that names no game of the site goes home, which says so.
if (!gameById(GAME)?.playable) location.replace(missingGame(GAME));
/** The game's name, as the registry states it. */
const NAME = gameById(GAME)?.name ?? GAME;
// The board's colours are read while the page's style is still the one its first paint computed:
// read after the panels are made, they would have the browser work out the whole page's style again.
pageColours();
const store = browserStore();
moveOldKeys(store);
const found = readAutosave(store);
// In memory until this tab has the game: a second tab must not overwrite the first one's.
const session = found.kind === 'game' ? Session.of(null, found) : Session.start(null, 2);
const recent = vacuumRecent(store);
const recovery = new Recovery(store, GAME);
// The controller asks the page who resigns, which seat a room gives this page and whether Take back
// is offered through these ports. The computer seats are made below, after the controller they
// hold: until then no turn can be taken back, nor any resignation asked.
let takeBackOffered = (): boolean => false;
/** The online rooms, once loaded (see below). */
let rooms: Rooms | null = null;
// Hints think in a worker of their own (started with the first hint), so asking for one never
// interrupts a computer seat's thinking; in a room, only with every seated player's consent.
const hints = new Hints({
  session,
  game: vacuumHint,
  client: createThinkClient(),
  refusal: () => rooms?.rooms.hintRefusal() ?? null,
});
hints.onChange((state) => $('status').classList.toggle('thinking', state.kind === 'thinking'));
const controller = new Controller(session, {
  askResign: (players, answer) => {
    // The computers wait for the answer (a resignation may end the game or change their turn).
    setAside('resign', true);
    void askResign(players, rules.status(session.game).active).then((player) => {
      answer(player);
      setAside('resign', false);
    });
  },
  roomSeat: () => (rooms?.rooms.code ? rooms.rooms.seat : undefined),
  canTakeBack: () => takeBackOffered(),
  hints,
});

controller.touch = window.matchMedia('(pointer: coarse)').matches; // the prompt then says "tap"
controller.say(controller.prompt());
/** The manual, opened in a tab of its own: its way back closes that tab (manual/main.ts). */
const MANUAL = './manual.html?from=game';
const info = new InfoPanel(session, controller, `v${version}`, MANUAL);
const commands = new CommandPanel($('commands'), controller, (id, whole, why) => info.showTip(id, whole, why));

// Panels render at once on every change: they touch the DOM only where text really changed. They
// first render once the board is drawn, so the board does not wait for their text to be laid out.
let panelsShown = false;
function render(): void {
  if (!panelsShown) return;
  info.render();
  commands.render();
}
controller.onChange(render);
session.onChange(render);
new Layout($('app'), $('info-handle'), $('commands'), store, render);

// Computer seats think in a Web Worker (started with the first computer turn) and play their turn
// action by action; meanwhile the board and buttons are held, hovering and the menu still work.
const options = new VacuumOptions(store);
const fast = options.fastComputers;
const client = createThinkClient();
/** Another tab took the game over: this tab's computers stay quiet until it comes back. */
let away = false;
/** What the board shows instead of the live game (a replay, the editor), or the Resign question: the computers wait. */
const aside = new Set<'replay' | 'editor' | 'resign'>();
const setAside = (what: 'replay' | 'editor' | 'resign', paused: boolean): void => {
  if (paused) {
    aside.add(what);
    computers.stop();
  } else if (aside.delete(what) && aside.size === 0) void computers.next();
};
/** The computers were playing until the state they report now. */
let computersPlayed = false;
/** What the others did since the player to move last played: "Round 2, Gold: Vacuum Move on j10." */
const playedSinceLastTurn = (): string[] =>
  turnSummaries(sinceLastTurn(session.log, session.game.current), session.settings.players).map((t) => t.text);
/**
 * How many players were out when Status last said who went out. The computers' summary says who
 * went since: one a computer put out, one out at the start of a turn, and one the person's own
 * Commit put out (said at once, but the computers' turns took Status over).
 */
let outTold = rules.status(session.game).eliminated.length;
session.onChange((change) => {
  if (change === 'replace') outTold = rules.status(session.game).eliminated.length;
});
function outSinceTold(): string[] {
  const out = rules.status(session.game).eliminated;
  const said = outOfTheGame(out.slice(outTold));
  outTold = out.length;
  return said;
}
const computers = new ComputerPlayers({
  session,
  client,
  seats: () => (away || aside.size > 0 ? humanSeats(session.settings.players) : session.settings.seats),
  pace: () => (fast() ? 120 : 600),
  patience: patienceAsked(location.search),
  onState: (state) => {
    const busy = state.kind === 'thinking' || state.kind === 'playing';
    controller.hold(busy ? computerMessage(state) : null, true); // a person may resign while a computer plays
    if (state.kind === 'failed' || state.kind === 'stalled' || state.kind === 'resigned')
      controller.say(computerMessage(state)!);
    // The computers' turns done, Status says who went out meanwhile and what to do now. What they
    // did is the list under it (#recent, read out as it changes; the board's numbered marks show
    // it), which the game's end empties: then Status says their last turn before how it ended.
    else if (state.kind === 'idle' && computersPlayed) {
      const over = rules.status(session.game).winner !== null;
      controller.say([...(over ? playedSinceLastTurn() : []), ...outSinceTold(), controller.prompt()].join(' '));
    }
    computersPlayed = busy;
    $('status').classList.toggle('thinking', state.kind === 'thinking');
    if (state.kind !== 'stalled') return showStalled();
    showStalled(rules.COLOUR_NAMES[state.player]!, {
      takeSeat: () => session.setSeat(state.player as rules.Player, 'human'),
      retry: () => void computers.next(),
    });
  },
});

/** Take back (Undo stays within the turn): against computers only, never online, never once the game is over. */
takeBackOffered = () => !rooms?.rooms.code && computers.takeBack.available();
async function takeBack(): Promise<void> {
  const what = computers.takeBack.what();
  if (!takeBackOffered() || what === null) return;
  const text = `This takes back ${what}: the board goes back to the start of that turn.`;
  if (await confirm('Take back your last turn?', text, 'Take back', 'Keep playing')) computers.takeBack.run();
}

/** The new-game dialog's notice of autosaves that could not be read, with their downloads. */
function offerRecovered(box: HTMLElement): void {
  showRecovered(
    box,
    recovery.list(),
    {
      download: (k) => download(k.text, recoveredFileName(k, GAME), 'application/json'),
      forget: () => {
        recovery.forget();
        offerRecovered(box);
      },
    },
    NAME,
  );
}

/** Starts a game; `what` is said once it has started. */
function startGame({ players, seats, rounds }: NewGame, what = ''): void {
  const turnLimit = rounds === null ? undefined : rounds * players;
  sharing.replace({ game: rules.newGame({ players, turnLimit }), log: [], settings: { players, seats } }, what);
}

async function chooseGame(canResume: boolean): Promise<void> {
  const choice = await askNewGame(options, session.settings, canResume, offerRecovered);
  if (choice !== 'resume' && (await mayLeaveRoom(rooms?.rooms.code ?? null, 'A new game'))) startGame(choice);
}
$('new-game-button').addEventListener('click', () => void chooseGame(true));

// The end-of-game screen opens when a game ends in play, and again from Status' "Show result".
// Rematch keeps the seats' levels and the length, and passes every seat on to the next colour.
async function showResult(): Promise<void> {
  const result = outcome(session.game, session.log.at(-1)?.action.kind ?? null);
  if (!result || document.querySelector('dialog[open]')) return;
  const next = await askAfterGame(endScreen(result), false, rooms?.rooms.rematchLabel());
  // The rematch is played on the board: the keyboard goes there, not back to Resign, which opened
  // the end screen. (Look at the board gives Resign its focus back, its tip saying what it did.)
  if (next === 'rematch') $('board').focus({ preventScroll: true });
  if (next === 'new') return chooseGame(true);
  if (next === 'replay') return replayPanel.open();
  // In a room a player's Rematch asks the room, which plays it there; a watcher's is their own.
  if (next !== 'rematch' || rooms?.rooms.askRematch() || !(await mayLeaveRoom(rooms?.rooms.code ?? null, 'A rematch')))
    return;
  const { players, seats } = session.settings;
  const limit = rules.turnLimit(session.game);
  const rotated = seats.map((_, p) => seats[(p + players - 1) % players]!);
  // One person against computers is told which colour they play now.
  const people = rotated.flatMap((seat, p) => (seat === 'human' ? [p] : []));
  const you = people.length === 1 ? `Rematch: you are ${colourTitle(people[0] as rules.Player)} now.` : '';
  startGame({ players, seats: rotated, rounds: limit === null ? null : limit / players }, you);
}
/** Whether the game on the board was over at the last change. */
let wasOver = rules.status(session.game).winner !== null;
session.onChange((change) => {
  const over = rules.status(session.game).winner !== null;
  // A move that ends the game shows its end; so does a room's game that ended while this page was
  // away (it comes as a replacement of the board's game, not as a move).
  const roomEnded = change === 'replace' && !wasOver && (rooms?.rooms.code ?? null) !== null;
  wasOver = over;
  if (over && (change === 'play' || roomEnded)) void showResult();
});
// The home page lists the games last played (only a game this tab saves, with a move in it, or a
// room's game as it stands from its start: a rematch there has no move yet).
session.onChange(() => {
  if ((session.log.length > 0 || boardRoom(store, GAME) !== null) && !away)
    notePlayed(store, { game: GAME, at: Date.now(), label: gameLabel(session) });
});
$('result-button').addEventListener('click', () => void showResult());

// The position editor (menu: Edit Position…) takes the panels' place and the board's taps while
// open. It loads on first use, not with the page.
let editorPanel: EditorPanel | null = null;
async function openEditor(): Promise<void> {
  editorPanel ??= new (await import('../view/editor-panel')).EditorPanel($('app'), {
    game: () => session.game,
    play: (game) => {
      // The seats stay who they were (a computer keeps playing its colour) while the players do.
      const { players } = rules.status(game);
      const same = players === session.settings.players;
      const settings = same ? session.settings : { players, seats: humanSeats(players) };
      sharing.replace({ game, log: [], settings }, 'The edited position is in play.');
    },
    copyLink: (game) => void sharing.copyLink(game),
    pauseComputers: (paused) => setAside('editor', paused),
    changed: render, // the board's description tells of the position edited
    cancelled: (said) => controller.say(`${said} ${controller.prompt()}`),
  });
  controller.unpin(); // the board's taps are the editor's now: a readout pinned there would hide its squares
  editorPanel.open();
}

// The board: one Phaser scene that fills #board and relays out on every resize. It is part of the
// game config, so it is created while Phaser boots and draws on the very first frame.

// On a narrow screen the Zoom button shows the board twice as large around the square tapped next.
const zoom = new BoardZoom(BOARD);
const zoomButton = $('zoom-button');
zoomButton.addEventListener('click', () => zoom.toggle());
zoom.onChange(() => {
  zoomButton.setAttribute('aria-pressed', String(zoom.state.kind !== 'off'));
  zoomButton.textContent = zoom.state.kind === 'on' ? 'Zoom out' : 'Zoom';
  controller.say(zoom.line() ?? controller.prompt());
});

let firstDraw: () => void = () => {};
const firstDrawn = new Promise<void>((resolve) => (firstDraw = resolve));
const editorOpen = () => editorPanel?.editor ?? null;
const scene = new BoardScene({
  session,
  controller,
  painter: vacuumPainter,
  pointer: vacuumPointer(controller, editorOpen, zoom),
  recent: (game) => marks(sinceLastTurn(session.log, game.current)),
  shown: () => replay.shown(),
  editor: editorOpen,
  drawEditor,
  zoom,
  onFirstDraw: () => {
    performance.mark(FIRST_BOARD_MARK);
    // A task later, once this frame is on the screen, the panels follow, and the page is ready.
    setTimeout(() => {
      panelsShown = true;
      render();
      firstDraw();
    });
  },
});
const boardEl = $('board');
bootBoard(boardEl, scene);
for (const type of ['touchcancel', 'pointercancel'] as const)
  boardEl.addEventListener(type, () => controller.pointerCancel());
installBoardKeys(boardEl, {
  // Escape is the page's: it puts the selected action down wherever the focus is.
  key: (key) => {
    const editing = editorPanel?.editor;
    if (editing && key === 'Escape') {
      void editorPanel!.cancel(); // leaves the editor, as its Cancel does
      return true;
    }
    return editing ? editing.key(key) : key !== 'Escape' && controller.key(key);
  },
  focus: () => controller.focusBoard(true),
  blur: () => controller.focusBoard(false),
});
installShortcuts({
  openMenu: () => menu.open(),
  newGame: () => void chooseGame(true),
  // The action catalogue's keyboard commands (U Undo, C Commit, H Hint, …).
  keys: {
    ...Object.fromEntries([...KEYS].map(([key, id]) => [key, () => controller.command(id)])),
    escape: () => controller.cancel(),
  },
  on: () => !editorPanel?.editor,
});

// What happened is told in the page's notice; links, saves and records go through Vacuum's sharing.
const toast = toaster();
const ui: RoomsUi = { tell: toast, showText };
const sharing = new Sharing({
  game: { id: GAME, name: NAME, ...vacuumFiles },
  session,
  recent,
  confirmReplace,
  tell: ui.tell,
  showText,
});
async function showRecent(): Promise<void> {
  const games = recent.list();
  const chosen = await askRecent(games.map((g) => g.label));
  if (chosen !== null) sharing.openRecent(games[chosen]!);
}
const menu = installMenu({
  share: sharing,
  showRecent: () => void showRecent(),
  board: boardEl,
  version: `v${version}`,
  manualUrl: MANUAL,
  newGame: () => void chooseGame(true),
  tell: ui.tell,
});

// Replay mode: the board shows a moment of the game read-only over the live game, which waits
// (a computer to move thinks again once the replay closes).
const replay = new ReplayView({
  session,
  game: vacuumReplayed,
  board: controller,
  pauseComputers: (paused) => setAside('replay', paused),
  room: () => rooms?.rooms.code ?? null,
  replace: (record, what) => sharing.replace(record, what),
});
const replayPanel = new ReplayPanel({
  view: replay,
  commands: $('commands'),
  board: boardEl,
  tell: ui.tell,
  seat: (player) => ({ title: colourTitle(player), dot: seatDot(player) }),
});
info.shownGame = () => replay.shown()?.game ?? null;
info.editing = () => editorPanel?.editor ?? null;
info.squareCentre = (sq) => scene.viewportCentre(sq);
replay.onChange(render);
session.onChange(() => replayPanel.render()); // the Replay button's tool tip follows the game
menu.add(command('replay', () => replayPanel.open()));
// A whole game that was loaded (a #g= link, an imported record) opens at its first position, to be
// stepped through; Close replay plays on from where it ends.
sharing.onWholeGame(() => replayPanel.open(undefined, 0));

const unsaved = unsavedNotice(() => void sharing.saveGame());
session.onSaveFailed(unsaved);

/**
 * This tab has the game: an unreadable autosave is kept aside first (if even that fails, this tab
 * saves nothing, so the autosave keeps the only copy). Then a `#p=` or `#g=` link opens its position or game
 * (asking before it replaces an unfinished game), and/or the new-game dialog offers to resume
 * or start.
 */
async function begin(saved: Autosave, damaged: string | null = null): Promise<void> {
  if (saved.kind !== 'unreadable' || recovery.keep(saved.text, saved.error)) session.autosaveTo(store);
  else unsaved();
  if (saved.kind === 'game' && saved.notice) ui.tell(`Your game resumed. ${saved.notice}`);
  // A damaged room link is said, and the game is left as it was (no new-game dialog over it).
  if (damaged !== null) return ui.tell(damaged);
  const shared = await sharing.openHash(location.hash); // or says why it was refused
  // A saved game resumes as it was (the manual opens the dialog only when none is saved); the
  // dialog also says when the autosave could not be read, even if a link opened a position.
  if (saved.kind === 'unreadable') await chooseGame(shared === true);
  else if (saved.kind === 'none' && shared !== true) await chooseGame(false);
}

/**
 * Another tab has the game: wait for the player to bring it here, then play on where it was. A
 * `#p=` or `#g=` link this tab was opened with opens then, over the game taken over (which is
 * asked about first and kept in Recent games).
 */
async function playHere(lost: boolean): Promise<void> {
  await askPlayHere(NAME, lost);
  await tab.takeOver();
  away = false;
  const saved = readAutosave(store);
  if (saved.kind !== 'game') return begin(saved);
  session.replace(saved.game, saved.log, saved.settings, saved.start);
  session.autosaveTo(store);
  await sharing.openHash(location.hash);
}

const tab = new GameTab(() => {
  session.autosaveTo(null);
  away = true;
  client.cancel();
  void playHere(true);
});

// Online rooms (src/online/client), loaded on first use: the room's game plays in the session; the board
// is held unless this page holds the seat to move. A `?room=` address joins that room.
let roomsLoading: Promise<Rooms> | null = null;
const loadRooms = (): Promise<Rooms> =>
  (roomsLoading ??= Promise.all([import('../../../online/client/commands'), import('../room-table')])
    .then(
      ([{ installRooms }, { vacuumTable }]) =>
        (rooms = installRooms({
          table: vacuumTable(session, recent, toast),
          board: controller,
          store,
          ui,
          address: {
            href: () => location.href,
            replace: (href) => history.replaceState(history.state, '', href),
            open: (href) => location.assign(href),
          },
          panelAfter: $('status'),
        })),
    )
    .then((loaded) => {
      // A seated player who stops allowing hints withdraws the one shown; the Hint button follows.
      loaded.rooms.onChange(() => {
        hints.recheck();
        render();
      });
      return loaded;
    }));
menu.add(...roomMenuItems(loadRooms, () => (rooms?.rooms.code ?? null) !== null));
forgetRoomOnReplace(
  store,
  GAME,
  (l) => session.onChange(l),
  () => (rooms?.rooms.code ?? null) !== null,
);
menu.add(
  command('edit-position', () => void openEditor()),
  command('take-back', () => void takeBack(), { when: () => takeBackOffered() }),
  command('hint', () => controller.command('hint')),
);

onLinkPasted({
  room: (code) => void loadRooms().then(({ rooms }) => rooms.join(code)),
  share: (hash) => void sharing.openHash(hash),
  inRoom: () => rooms?.rooms.code ?? null,
  refuse: ui.tell,
});

void firstDrawn
  .then(async () => {
    const room = roomInAddress(location.href);
    if (room) return void (await (await loadRooms()).rooms.join(room));
    const damaged = refuseDamagedLink(null);
    // Opened without a link while the board shows a room's game: back into that room.
    const back = location.hash === '' ? boardRoom(store, GAME) : null;
    if (back) return void (await loadRooms()).rooms.rejoin(back);
    return (await tab.claim()) ? begin(found, damaged) : playHere(false);
  })
  .then(() => {
    focusBoardOnArrival(boardEl);
    return computers.next();
  })
  .catch(() => {});

declare global {
  interface Window {
    vacuum: {
      game(): rules.Game;
      load(positionText: string): void;
      squareCenter(sq: rules.Sq): { x: number; y: number };
      rules: typeof rules;
      controller: Controller;
      /** Replay mode: the moment shown (`replay.shown()?.game`), stepping, Continue from here. */
      replay: ReplayView;
      /** Opens the replay of a game (this game by default) at a moment (its end by default). */
      openReplay: ReplayPanel['open'];
      session: Session;
      computers: ComputerPlayers;
      hints: Hints<rules.Game, rules.Action>;
      /** Opens the position editor (loading it the first time). */
      openEditor: () => Promise<void>;
      /** The position editor's panel, once it has been opened. */
      readonly editor: EditorPanel | null;
      /** The online rooms, once loaded (the first room command, or a `?room=` address). */
      readonly rooms: OnlineRooms | null;
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
  replay,
  openReplay: (history, moment, settings) => replayPanel.open(history, moment, settings),
  session,
  computers,
  hints,
  openEditor,
  get editor() {
    return editorPanel;
  },
  get rooms() {
    return rooms?.rooms ?? null;
  },
  ready: firstDrawn,
};
window.studio = {
  id: GAME,
  // The position on screen (platform.md): the replay's while one is open.
  game: () => replay.shown()?.game ?? session.game,
  load: (text) => window.vacuum.load(text),
  squareCenter(square) {
    const sq = rules.parseSquare(square);
    if (sq === null) throw new Error(`"${square}" is not a square of this board (a1 to l12).`);
    return scene.viewportCentre(sq);
  },
  rules,
} satisfies GameStudio<rules.Game, typeof rules>;

watchForUpdates();
