// Boots the game-neutral page (play.html) for the game its address names (start.ts loads the two):
// the game's module from the registry, the session (resumed from its autosave when there is one),
// the picker, the panels, the board canvas and the computer seats, all wired together. The page
// saves nothing until this tab has the game (session/tabs.ts).
import { plural } from '../util/plural';
import { gameById, type GameId } from '../games/index';
import { version } from '../../package.json';
import { aboutCommand } from '../ui/panels/about';
import {
  boardSize,
  freshGameOf,
  type BoardEditor,
  type EditorHost,
  type GameModule,
  type NewGameFields,
  type PageHost,
} from '../core/module';
import { placeOf } from '../core/grid';
import type { GameStudio } from '../core/studio';
import { FIRST_BOARD_MARK } from '../ui/renderer';
import { bootBoard } from '../ui/board-game';
import { $ } from '../ui/dom';
import { browserStore } from '../session/storage';
import { gameStore, moveOldKeys, siteStore } from '../session/keys';
import { notePlayed } from '../session/played';
import { GameTab } from '../session/tabs';
import { whoMayResign } from '../session/resigning';
import { createThinkClient } from '../session/engine/client';
import { Picker } from './picker';
import { installPinch } from './pinch';
import { Panel, seatDot } from './panel';
import { BoardCanvas } from './scene';
import { PlaySession, type SeatPlayer } from './session';
import { pageComputers } from './computers';
import { patienceAsked } from '../ui/computer';
import { askNewGame, askResign } from './dialogs';
import { askAfterGame, closeEndScreen } from '../ui/panels/end-screen';
import { confirm } from '../ui/panels/modal';
import { askPlayHere, showRecovered, showStalled, unsavedNotice } from '../ui/panels/notices';
import { Recovery, recoveredFileName } from '../session/recovery';
import type { Kept } from '../session/shelf';
import { download } from '../ui/files';
import { Autosave } from './autosave';
import { focusBoardOnArrival } from '../ui/arrival';
import { Menu } from '../ui/panels/menu';
import { command } from '../ui/panels/menu-commands';
import { installSharing } from './sharing';
import { Hints } from '../ui/hint';
import { moduleHint } from './hint';
import { gameLabel, pageRecent } from './recent';
import { ModeGames } from './mode-games';
import { askRecent, keepLeft } from '../ui/panels/recent-dialog';
import { Replay } from './replay';
import { PlayedWalk } from './played';
import { takeBackTo, type TakeBackTo } from './take-back';
import { moveEnds, sentencesOf, takenBack } from './turns';
import { installControls } from './controls';
import { PositionEditor } from './editor';
import { installPageRooms, type PageRooms } from './rooms';
import { runClocks } from './clock';
import { SideSize } from './side-size';
import { boardRoom, onLinkPasted, refuseDamagedLink, roomInAddress } from '../online/client/address';
import { mayLeaveRoom } from '../online/client/leave';

/** How often, at most, a change that is no move (a clock's tick) is autosaved, in ms. */
const ADJUST_SAVE_MS = 1_000;

export function boot<G, A>(gameId: GameId, module: GameModule<G, A>): void {
  const { rules, view } = module;
  document.title = `${module.name} — the Vacuum family`;
  $('title').textContent = module.name;
  document.documentElement.dataset.game = gameId;
  const store = browserStore();
  // Settings Vacuum's own page kept under its name before there was a site (the computers' pace) are the site's.
  moveOldKeys(store);
  new SideSize({ app: $('app'), handle: $('side-handle'), store: siteStore(store) });
  const recovery = new Recovery(store, gameId);
  const autosave = new Autosave<G, A>(store, module, recovery);
  const found = autosave.read();
  /** An unreadable autosave that storage could not keep aside stays the only copy: nothing is written over it. */
  const saving = found.kind !== 'unreadable' || found.kept;
  /** A new game as the page starts one: fresh chance where the game has any. */
  const freshGame = (like?: G, players?: number): G => freshGameOf(module, like, players);
  /** R11 of Pressure, and the house's default: a person against the weakest computer(s). */
  const defaultSeats = (start: G): SeatPlayer[] =>
    Array.from({ length: rules.status(start).players }, (_, i) =>
      i === 0 ? 'person' : { computer: module.levels[0]! },
    );
  /** The first visit's game: the standard one, with the default seats. */
  const firstGame = (start = freshGame()) => ({ start, actions: [], seats: defaultSeats(start) });
  const session = new PlaySession<G, A>(rules, found.kind === 'game' ? found.game : firstGame());
  if (found.kind === 'game' && found.now) session.adjust(found.now);
  let message = found.kind === 'unreadable' ? found.error : '';
  let held: string | null = null;
  /** What the board shows instead of the live game (a replay, the editor): the computers wait for it. */
  const replay = new Replay<G, A>(module, session, (why) => refuse(why));
  const editorHost: EditorHost<G> = {
    game: () => session.game,
    play: (game) => {
      // Who sits where stays, where as many play (a computer keeps its seat), as Load position keeps it.
      const players = rules.status(game).players;
      const seats = players === session.seats.length ? session.seats : Array<SeatPlayer>(players).fill('person');
      session.replace({ start: game, actions: [], seats });
      tell('The edited position is in play.');
    },
    copyLink: (game) => sharing.copyPositionLink(game),
    changed: () => {
      const open = editor?.open ?? false;
      if (editor && !editor.panel.isConnected) $('side').prepend(editor.panel);
      if (editor) editor.panel.hidden = !open;
      // Its panel takes the side panel's place (page.css).
      $('side').classList.toggle('editing', open);
      picker.divert = open ? editor : null;
      picker.putDown();
      if (!open) void computers.next();
      else computers.stop();
      render();
    },
    say,
  };
  let editor: BoardEditor<G> | null = view.editing ? new PositionEditor<G, A>(module, view.editing, editorHost) : null;
  /** Opens the position editor on the game in play (a game's own editor loads first). */
  async function openEditor(): Promise<void> {
    if (editor === null && view.ownEditor) editor = (await view.ownEditor())(editorHost);
    editor?.start(session.game);
  }

  const picker = new Picker<G, A>(view, {
    game: () => session.game,
    shown: () => shown(),
    legal: () => (replay.open ? [] : offered()),
    play: (action) => playMove(action),
    say,
    now: () => performance.now(),
  });
  let lastDropped: number | null = null;
  // What the game's own modes may change (src/core/module.ts, PageHost).
  let guard: ((game: G, action: A) => string | null) | null = null;
  let endScreen: ((game: G) => void) | null = null;
  let motion = (): number => 180;
  let narrow: ((action: A) => boolean) | null = null;
  /**
   * The legal actions the board offers in the game in play (as narrowed), asked of the rules once
   * per position and narrowing: the picker and the board's description ask many times per hover.
   */
  let offers: { game: G; narrow: ((action: A) => boolean) | null; actions: readonly A[] } | null = null;
  function offered(): readonly A[] {
    const game = session.game;
    const keep = narrow;
    if (offers === null || offers.game !== game || offers.narrow !== keep)
      offers = { game, narrow: keep, actions: rules.legalActions(game).filter((a) => keep?.(a) ?? true) };
    return offers.actions;
  }
  let gameFields: NewGameFields<G> | null = null;
  let computerPace: (() => number) | null = null;
  const moveListeners: ((before: G, action: A, after: G) => void)[] = [];
  const replaceListeners: (() => void)[] = [];
  const showListeners: ((game: G) => void)[] = [];
  // A hint thinks in a worker of its own (started with the first hint): a computer seat's thinking goes on.
  const hint: Hints<G, A> = new Hints<G, A>({
    session,
    game: moduleHint(gameId, module),
    client: createThinkClient(),
    refusal: (): string | null => rooms.hintRefusal(),
  });
  // Recent games: a game that a new game or a load takes off the board stays resumable from the
  // menu; where storage refuses it, it is downloaded as a save file instead. The change says where.
  const recent = pageRecent(store, gameId, module);
  // The player's game a mode (a tutorial, a tournament) began over, to come back when it is left.
  const modeGames = new ModeGames(store, gameId, session, recent);
  let leftNote = '';
  let shownNote = '';
  session.onLeave((left) => (leftNote = keepLeft(recent, left, `${gameId}-left-${left.actions.length}.json`)));
  const panel = new Panel(module, session, picker);
  panel.onButton = (action) => playMove(action);
  panel.onRefused = (why) => refuse(why);
  panel.squareAt = (sq) => scene.viewportCentre(sq);
  panel.onJump = (through) => (replay.open ? replay.go(through) : replay.show(through));

  /** A person's move, from the board or a game button: a mode's guard may refuse it first. */
  /** Plays a person's move, or says why a mode refuses it (false). */
  function playMove(action: A): boolean {
    const refused = guard?.(session.game, action) ?? null;
    if (refused !== null) {
      message = refused;
      render();
      return false;
    }
    lastDropped = picker.drag?.from ?? null;
    if (!rooms.sendFirst(action)) session.play(action);
    return true;
  }
  /**
   * Says why a button or its key cannot act now: it stays until something else is said, and is
   * heard again when the key is pressed again.
   */
  function refuse(why: string): void {
    if (why === message) return panel.said.again();
    say(why);
  }
  /** Shows a sentence in Status (a screen reader hears it, once). */
  function say(text: string): void {
    message = text;
    render();
  }
  /** Undo, redo and hint are off where a mode says so (the tournament). */
  let helpAllowed = true;

  // What the others did since the player to move last played, worked out once per position, for
  // the game in play only (a replay's moment, the editor's sketch: none).
  const played = new PlayedWalk(rules);
  let sinceOf: { game: G; said: ReturnType<NonNullable<typeof view.sinceLastTurn>> } | null = null;
  function since(): ReturnType<NonNullable<typeof view.sinceLastTurn>> | null {
    if (!view.sinceLastTurn || replay.open || editor?.open) return null;
    if (sinceOf?.game !== session.game)
      sinceOf = {
        game: session.game,
        said: view.sinceLastTurn(played.of(session.start, session.actions), session.game),
      };
    return sinceOf.said;
  }

  /** The position the board shows: the editor's sketch, a replay's moment or the game in play. */
  const shown = (): G => (editor?.open ? editor.sketch() : (replay.game() ?? session.game));

  /** The board's shape sets the side panel's width (page.css): told when it changes only. */
  function fitSideTo(game: G): void {
    const { cols, rows } = boardSize(view, game);
    if ($('app').style.getPropertyValue('--board-aspect') !== String(cols / rows))
      $('app').style.setProperty('--board-aspect', String(cols / rows));
  }

  function render(): void {
    const game = shown();
    fitSideTo(game);
    panel.render({
      held: replay.open ? replay.line() : held,
      message,
      helpAllowed,
      replayAt: replay.open ? replay.moment : null,
      shown: game,
      roomUndo: rooms.undoRefusal(),
      resignOff: whyNoResign(),
      hintOff: rooms.hintRefusal(),
      takeBack: takeBackNow() !== null,
      sinceLastTurn: since()?.lines ?? null,
      describe: editor?.open && editor.describe ? editor.describe.bind(editor) : null,
    });
    scene.redraw();
    // The editor's sketch is for drawing only: the game's own controls (hidden then) hear positions of play.
    if (!editor?.open) for (const l of showListeners) l(game);
    panel.keepInView(); // once the game's own controls show the position too
  }

  /** Status while the seat to move is a computer's. */
  const thinking = (): string => `${view.seats[rules.status(session.game).current]!.name} is thinking…`;
  const client = createThinkClient();
  let away = false;
  /** The Resign question is open: the computers wait for its answer. */
  let resigning = false;
  const computers = pageComputers(module, session, {
    client,
    paused: () => away || resigning || replay.open || (editor?.open ?? false),
    pace: () => (new URLSearchParams(location.search).has('fast') ? 0 : (computerPace?.() ?? 350)),
    patience: patienceAsked(location.search),
    onState: (state) => {
      // The board is held from the computer's thinking to its turn's last action.
      held = state.kind === 'thinking' || state.kind === 'playing' ? thinking() : null;
      if (state.kind === 'failed') message = `The computer could not move: ${state.message}`;
      if (state.kind === 'resigned')
        message = `${view.seats[state.player]!.name} (computer, ${state.level}) resigns: ${computers.resignedFor}`;
      if (state.kind === 'stalled')
        message = `The computer could not move: it did not answer within ${state.after / 1000} s`;
      // It does not answer: a person may take its seat, or it tries again.
      if (state.kind !== 'stalled') showStalled();
      else
        showStalled(view.seats[state.player]!.name, {
          takeSeat: () => {
            showStalled();
            session.setSeats(session.seats.map((s, i) => (i === state.player ? 'person' : s)));
          },
          retry: () => {
            showStalled();
            void computers.next();
          },
        });
      picker.lock(held);
      $('status').classList.toggle('thinking', state.kind === 'thinking');
      render();
    },
  });

  /** When a change that is no move was last saved (ms since the epoch), and whether one is not saved yet. */
  let adjustSaved = 0;
  let adjustUnsaved = false;
  // Leaving the page (a reload, a closed tab) saves the clock's last ticks; nothing else is unsaved.
  // Where storage refuses the autosave, the player is told once and offered the game as a file.
  const unsaved = unsavedNotice(() => void sharing.saveFile());
  const keep = (): void => void ((saving && autosave.write(session)) || unsaved());
  addEventListener('pagehide', () => {
    if (!away && adjustUnsaved) keep();
  });
  session.onChange((change) => {
    // A clock running down is no move: the message, the hint and the selection stay. It may end the game.
    if (change === 'adjust') {
      const over = rules.status(session.game).winner !== null;
      if (over) {
        picker.sync();
        void showEnd();
      }
      // A clock ticks ten times a second: its time is saved once a second, and at once when it ends the game.
      adjustUnsaved = true;
      if (!away && (over || Date.now() - adjustSaved >= ADJUST_SAVE_MS)) {
        keep();
        adjustSaved = Date.now();
        adjustUnsaved = false;
      }
      return render();
    }
    const said = message;
    [message, shownNote, leftNote] = [leftNote, leftNote, ''];
    picker.sync();
    if (change === 'play') {
      const action = session.actions.at(-1)!;
      const before = session.before!;
      // The pieces slide from where they stood; a piece dropped by hand is there already.
      const slides = view.motion(before, action).map((m) => (m.from === lastDropped ? { ...m, from: m.to } : m));
      scene.animate(slides);
      lastDropped = null;
      announce(before, action, said);
      for (const l of moveListeners) l(before, action, session.game);
      if (rules.status(session.game).winner !== null) void showEnd();
    } else if (change === 'replace') for (const l of replaceListeners) l();
    if (!away) {
      keep();
      adjustUnsaved = false;
    }
    // A room's game is listed as it stands from its start: a rematch there has no move yet.
    if ((session.actions.length > 0 || boardRoom(store, gameId) !== null) && !away)
      notePlayed(store, { game: gameId, at: Date.now(), label: gameLabel(module, session) });
    render();
  });

  /**
   * What the action just played did, in the game's sentences. In a turn of several actions it says
   * the turn so far: a computer's stone, its bridges and End, not only "Yellow ends the turn.".
   */
  function saidOfLast(before: G, action: A): string {
    const { actions } = session;
    const from = moveEnds(actions, view.endsTurn).at(-2) ?? 0;
    if (actions.length - from < 2) return view.describeAction(before, action);
    const turnStart = actions.slice(0, from).reduce((g, a) => rules.play(g, a), session.start);
    return sentencesOf({ describe: view.describeAction, play: rules.play }, turnStart, actions.slice(from));
  }

  /**
   * Tells what the action just played did: Status shows the turn so far; a screen reader hears a
   * person's action, once, and a computer's turn of several actions whole, once it ends (its
   * actions come a moment apart: each heard alone, the next would cut the one before short).
   */
  function announce(before: G, action: A, said = message): void {
    const computers = session.seats[rules.status(before).current] !== 'person';
    // A computer's turn, where the game lists the others' turns under Status (#recent, a live region
    // of its own), is said there as it is played: the message `said` before it stays (a rematch's
    // "you are Gold now").
    if (computers && view.sinceLastTurn && rules.status(session.game).winner === null) {
      message = said;
      return;
    }
    message = saidOfLast(before, action);
    const turnGoesOn = view.endsTurn !== undefined && !view.endsTurn(action, undefined);
    panel.said.hear(message, !computers ? view.describeAction(before, action) : turnGoesOn ? '' : message);
  }

  /** The new-game dialog's notice of autosaves that could not be read, each to download. */
  function offerRecovered(box: HTMLElement): void {
    const actions = {
      download: (k: Kept) => download(k.text, recoveredFileName(k, gameId), 'application/json'),
      forget: () => {
        recovery.forget();
        offerRecovered(box);
      },
    };
    showRecovered(box, recovery.list(), actions, module.name);
  }

  async function newGame(): Promise<void> {
    const over = rules.status(session.game).winner !== null;
    const own = gameFields ? { fields: gameFields, game: session.game } : undefined;
    const chosen = await askNewGame(
      view.seats,
      module.levels,
      session.seats,
      !over && session.actions.length > 0,
      own,
      offerRecovered,
      module.playerCounts,
    );
    if (chosen === null || chosen === 'resume') return;
    if (!(await mayLeaveRoom(rooms.code(), 'A new game'))) return;
    if (gameFields) gameFields.start(chosen.fields, chosen.seats);
    else session.replace({ start: freshGame(undefined, chosen.seats.length), actions: [], seats: chosen.seats });
  }

  $('result-button').addEventListener('click', () => void showEnd());
  async function showEnd(): Promise<void> {
    const ended = view.ending(session.game, session.actions.at(-1));
    if (!ended || document.querySelector('dialog[open]')) return;
    if (endScreen) return endScreen(session.game);
    const scores = ended.scores?.map(({ seat, score, winner, out }) => {
      const look = view.seats[seat]!;
      return { name: look.name, mark: seatDot(look), score, winner, out: out ?? false };
    });
    // Taking back the last move is offered to a person at the board (two computers would only play it
    // again); in a room only where the room would take it back (never: a finished game stays finished).
    const canTakeBack =
      helpAllowed && session.canUndo() && session.seats.includes('person') && rooms.undoRefusal() === null;
    const next = await askAfterGame({ ...ended, scores }, canTakeBack, rooms.rematchLabel());
    // Looking at the board, the keyboard is there too (not on Resign, unlit once the game is over).
    if (next === 'close') return board.focus({ preventScroll: true });
    if (next === 'undo') return session.undo();
    if (next === 'new') return newGame();
    if (next === 'replay') return replay.show(0);
    if (next === 'rematch') {
      // The next game is played on the board: the keyboard goes there, not back to what opened the
      // end screen (Resign, or Show result, hidden once the game is on again).
      board.focus({ preventScroll: true });
      // A room's player asks the room, which plays the rematch there; a watcher's is their own.
      if (rooms.rematch() || !(await mayLeaveRoom(rooms.code(), 'A rematch'))) return;
      // Seats rotate: each player takes the next side.
      const seats = session.seats.map((_, i) => session.seats[(i + session.seats.length - 1) % session.seats.length]!);
      session.replace({ start: freshGame(session.start), actions: [], seats });
      // A person playing computers is told the side they take now (with where the last game went).
      const mine = seats.flatMap((p, seat) => (p === 'person' ? [seat] : []));
      if (mine.length === 1)
        say(`Rematch: you are ${view.seats[mine[0]!]!.name} now.${message === '' ? '' : ` ${message}`}`);
    }
  }

  /** Who may resign here, as on Vacuum's page (session/resigning.ts), or why nobody may. */
  function resigners(): ReturnType<typeof whoMayResign> {
    const s = rules.status(session.game);
    return whoMayResign({
      current: s.current,
      persons: session.seats.map((p) => p === 'person'),
      // Every seat is in the game until it is over, but where the game lets a player leave before.
      inGame: s.winner === null ? (view.inGame?.(session.game) ?? session.seats.map((_, seat) => seat)) : [],
      roomSeat: rooms.seat(),
    });
  }

  /** Why Resign cannot act now, or null: a computer thinking holds the board, but not a resignation. */
  function whyNoResign(): string | null {
    if (replay.open) return replay.line();
    if (held !== null && !computers.busy) return held;
    const who = resigners();
    return who.ok ? null : who.error;
  }

  async function resign(): Promise<void> {
    const who = resigners();
    if (!who.ok || whyNoResign() !== null) return;
    resigning = true;
    computers.stop();
    const chosen = await askResign(
      who.seats.map((seat) => view.seats[seat]!.name),
      view.resignQuestion?.(session.game, who.seats),
    );
    resigning = false;
    if (chosen !== null) {
      const action = { kind: 'resign', player: who.seats[chosen] } as A;
      if (rules.isLegal(session.game, action)) return session.play(action); // the computers hear the change
    }
    void computers.next(); // nobody resigned: a computer to move thinks again
  }

  // ---- the board ---------------------------------------------------------------------------------
  let firstDraw: () => void = () => {};
  const firstDrawn = new Promise<void>((resolve) => (firstDraw = resolve));
  const scene = new BoardCanvas<G, A>({
    view,
    picker,
    game: shown,
    last: () => {
      if (editor?.open) return [];
      const played = replay.open ? session.actions.slice(0, replay.moment) : session.actions;
      if (view.lastTurn) return view.lastTurn(played, session.game);
      const a = played.at(-1);
      const at = a === undefined ? null : view.squaresOf(a, session.game);
      return at ? [...(at.from === null ? [] : [at.from]), at.to] : [];
    },
    hint: () => hint.marks(),
    numbers: () => since()?.marks ?? [],
    motionMs: () => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : motion()),
    covered: () => document.querySelector('dialog:modal') !== null,
    onFirstDraw: () => {
      performance.mark(FIRST_BOARD_MARK);
      document.documentElement.dataset.board = 'drawn'; // for tests: the page is up
      firstDraw();
    },
  });
  const board = $('board');
  // The panel's width before the first board, which the first render comes after.
  fitSideTo(shown());
  bootBoard(board, scene);
  // A dialog opening or closing over the board stops or starts its pulse ('toggle' does not bubble).
  document.addEventListener('toggle', (e) => e.target instanceof HTMLDialogElement && scene.redraw(), true);
  installPinch(board, scene, picker);

  picker.onChange(render);
  hint.onChange(() => {
    message = hint.text() ?? '';
    render();
  });
  let replaying = false;
  replay.onChange(() => {
    // What was said about the game in play (a refused tap) is not about the replay that opens, nor,
    // once it moves, what was said about the replay itself (already at its last position). A hint
    // goes as the replay opens: it was a move for the live game.
    if (replay.open) message = '';
    if (replay.open && !replaying) hint.clear();
    // Closed, its bar hides: a keyboard player's focus on it goes back to the board, not to nowhere.
    const active = document.activeElement;
    if (!replay.open && replaying && (active === document.body || active?.closest('#replay-bar')))
      board.focus({ preventScroll: true });
    replaying = replay.open;
    // The game's own panel shows the moment's (its scores, its bag), for looking only.
    $('controls').inert = replay.open;
    // While it is open its bar takes the place of Undo, Redo, Hint and Resign, as on Vacuum's page.
    $('side').classList.toggle('replaying', replay.open);
    picker.lock(replay.open ? replay.line() : held);
    // The live game waits behind the replay: a computer's turn under way starts again once it closes.
    if (replay.open) computers.stop();
    else void computers.next();
    render();
  });

  // As on Vacuum's page: a right-click anywhere opens the menu where it was clicked.
  const menu = new Menu($<HTMLButtonElement>('menu-button'), { rightClick: { board } });
  installControls({
    board,
    boardKeys: view.boardKeys,
    picker,
    undo: () => {
      const why = rooms.undoRefusal();
      if (why !== null) return refuse(why);
      if (!helpAllowed || held !== null || !session.canUndo()) return;
      const [played, last] = [session.actions.length, session.actions.at(-1)!];
      session.undo();
      // Said, as a move is: what went, in words (one move), or how far back it went.
      const taken = played - session.actions.length;
      message =
        taken === 1
          ? takenBack(view.describeAction(session.game, last))
          : `Taken back: ${plural(taken, 'move')}, to your last turn.`;
      render();
    },
    redo: () => {
      if (!helpAllowed || held !== null) return;
      const [before, played] = [session.game, session.actions.length];
      session.redo();
      // Said as Undo is: what was played again, in the moves' own sentences.
      const again = session.actions.slice(played);
      if (again.length === 0) return;
      message = `Played again: ${sentencesOf({ describe: view.describeAction, play: rules.play }, before, again)}`;
      render();
    },
    hint: () => {
      if (!helpAllowed) return;
      const why = hint.ask(); // else its answer comes through onChange
      if (why !== null) refuse(why);
    },
    resign: () => void resign(),
    newGame: () => void newGame(),
    refuse,
    menu,
  });
  replay.attach($('controls')); // under Status, before the game's own panel (which shows the moment's)
  // What a load says, with where the game it replaced went.
  const tell = (text: string): void => {
    message = shownNote !== '' && message === shownNote ? `${text} ${shownNote}` : text;
    shownNote = '';
    render();
  };
  const sharing = installSharing({ module, session, menu, replay, tell });
  menu.add(command('recent', () => void openRecent()));
  async function openRecent(): Promise<void> {
    const games = recent.list();
    const chosen = await askRecent(games.map((g) => g.label));
    if (chosen === null) return;
    const record = recent.take(games[chosen]!);
    if (record === null) return tell('That game is no longer in Recent games.');
    modeGames.taken(games[chosen]!.text);
    session.replace(record);
    tell('Recent game resumed.');
  }
  menu.add(command('replay', () => replay.show(0)));
  menu.add(command('take-back', () => void takeBack(), { when: () => takeBackNow() !== null }));

  /**
   * Where Take back would go now (src/page/take-back.ts): in a game that takes back whole turns
   * (GameView.takeBackTurns), against computers, never in a room, nor while a computer plays or
   * once the game is over; or null.
   */
  function takeBackNow(): TakeBackTo | null {
    const { actions } = session;
    if (!view.takeBackTurns || !view.endsTurn || !helpAllowed || computers.busy || rooms.code() !== null) return null;
    if (!session.seats.some((p) => p !== 'person')) return null;
    if (rules.status(session.game).winner !== null) return null;
    const endsTurn = view.endsTurn;
    const startsTurn = (i: number): boolean => i === 0 || endsTurn(actions[i - 1]!, actions[i]);
    // The position the turn now being played began at: Undo may reach back past it, or not.
    let turnStart = session.game;
    for (let i = actions.length; i > 0 && !startsTurn(i); i--) turnStart = rules.undo(turnStart);
    const person = (seat: number): boolean => session.seats[seat] === 'person';
    return takeBackTo(played.of(session.start, actions), startsTurn, person, rules.canUndo(turnStart));
  }

  /** Takes back to the start of the person's last turn, asked first: it says which turns go. */
  async function takeBack(): Promise<void> {
    const to = takeBackNow();
    if (to === null) return;
    const name = (seat: number): string => view.seats[seat]!.name;
    const at = played.of(session.start, session.actions)[to.keep]!;
    const before = session.actions.slice(0, to.keep).reduce((g, a) => rules.play(g, a), session.start);
    const when = view.progress?.(before) ?? `move ${at.turn + 1}`;
    const replies =
      to.replies.length === 0
        ? ''
        : ` and ${to.replies.map(name).join(' and ')}'s ${to.replies.length > 1 ? 'replies' : 'reply'}`;
    const text = `This takes back ${name(to.seat)}'s turn (${when})${replies}: the board goes back to the start of that turn.`;
    if (!(await confirm('Take back your last turn?', text, 'Take back', 'Keep playing'))) return;
    if (takeBackNow()?.keep !== to.keep) return; // the game moved on while the question was open
    const { start, seats, notes, times } = session.gameInPlay();
    session.replace(
      {
        start,
        actions: session.actions.slice(0, to.keep),
        seats,
        notes: notes?.filter((n) => n.after <= to.keep),
        times: times?.slice(0, to.keep),
      },
      before,
      false,
    );
    say(`Taken back to the start of ${name(to.seat)}'s turn (${when}).`);
  }
  if (view.editing || view.ownEditor) menu.add(command('edit-position', () => void openEditor()));
  // As on Vacuum's menu: New game, and Hint (its button says why it cannot help now).
  menu.add(
    command('new', () => void newGame()),
    command('hint', () => $('hint').click()),
  );
  // The rules open in a tab of their own, as on Vacuum's page: the game stays as it is, and the
  // manual's way back closes that tab.
  const manual = `/manual.html?game=${encodeURIComponent(gameId)}&from=game`;
  menu.add(command('manual', () => window.open(manual, '_blank', 'noopener'), { help: `How to play ${module.name}` }));
  menu.add(aboutCommand(gameById(gameId)!, version));

  // ---- the game's own modes ------------------------------------------------------------------------
  const host: PageHost<G, A> = {
    store: gameStore(store, gameId, module.storedAtTop),
    siteStore: siteStore(store),
    addCommand: (label, help, run) => void menu.add({ label, help, group: 'Game', run }),
    game: () => session.game,
    seats: () => [...session.seats],
    setSeats: (players, note) => session.setSeats(players, note),
    notes: () => session.notes,
    startGame: (seats, start, left = 'resume') =>
      modeGames.start({ start: start ?? freshGame(), actions: [], seats }, left),
    resumeLeft: (shown = 'drop') => modeGames.resume(shown),
    play: (action) => session.play(action),
    onMove: (listener) => void moveListeners.push(listener),
    onReplace: (listener) => void replaceListeners.push(listener),
    allowHelp: (allowed) => {
      helpAllowed = allowed;
      render();
    },
    guard: (check) => void (guard = check),
    endScreen: (show) => void (endScreen = show),
    panel: () => $('mode'),
    announce: (text) => panel.said.tell(text),
    focusBoard: () => board.focus({ preventScroll: true }),
    controls: () => $('controls'),
    narrow: (keep) => {
      narrow = keep;
      picker.sync();
    },
    say,
    motion: (ms) => void (motion = ms),
    replay: () => replay.show(0),
    confirm,
    newGameFields: (fields) => void (gameFields = fields),
    squareAt: (x, y) => scene.squareAtViewport(x, y),
    squareCentre: (sq) => scene.viewportCentre(sq),
    tap: (sq) => picker.tap(sq),
    select: (sq) => (sq === null ? picker.putDown() : picker.select(sq)),
    pointed: () =>
      picker.hover !== null
        ? { sq: picker.hover, held: false }
        : picker.held !== null
          ? { sq: picker.held, held: true }
          : null,
    onShow: (listener) => void showListeners.push(listener),
    clockRuns: () => clockRuns(),
    waiting: () => {
      // A replay's moment is for looking: the prompt asks nothing of the live game then.
      if (replay.open) return { text: '', quiet: true };
      const why = picker.locked ?? (session.computerToMove() !== null ? thinking() : null);
      // What holds the board here (a computer thinking) Status says already (#turn): heard there once.
      return why === null ? null : { text: why, quiet: why === held };
    },
    computerPace: (ms) => void (computerPace = ms),
  };
  // The first new-game dialog waits for the modes: they may add its fields. Their controls (a tray,
  // a stock, a glyph bar) are drawn at once, for the position on the board: the page's first render
  // came before they listened, and a resumed game (a reload, Resume) has no dialog or move to draw
  // them, so they stayed empty until the first touch.
  // The game's own controls come once the board is drawn: the board first, then its tray (less
  // JavaScript before the first board, which the player waits for).
  const modesInstalled = firstDrawn.then(async () => {
    const modes = await module.modes?.();
    if (!modes) return;
    modes.install(host);
    render();
  });

  // ---- tabs and the first position ------------------------------------------------------------
  const tab = new GameTab(() => {
    away = true;
    computers.stop();
    void playHere(true);
  }, gameId);

  /** Another tab has the game (`lost`: this tab had it and gave it up): the player may bring it here. */
  async function playHere(lost: boolean): Promise<void> {
    held = 'This game is open in another tab.';
    picker.lock(held);
    render();
    await askPlayHere(module.name, lost);
    await tab.takeOver();
    away = false;
    held = null;
    picker.lock(null);
    const saved = autosave.read();
    if (saved.kind === 'game') {
      session.replace(saved.game, undefined, false); // this game, from the tab that had it
      if (saved.now) session.adjust(saved.now);
    }
    await begin(false);
  }

  async function begin(first: boolean): Promise<void> {
    await modesInstalled;
    const opened = (await sharing.openHash(location.hash)) || linkPasted;
    const asking = first && found.kind !== 'game' && !opened ? newGame() : null;
    // For tests and benches: the page has begun, its first question (the new-game dialog) up if it asks one.
    document.documentElement.dataset.begun = 'true';
    if (asking) await asking;
    // A link opened in place of the new-game dialog, which would have said it: the autosave that
    // could not be read is said after what the link did.
    else if (first && opened && found.kind === 'unreadable') say(`${message} ${found.error}`.trim());
    void computers.next();
  }

  // ---- online rooms ---------------------------------------------------------------------------
  // The room client (src/page/rooms.ts) holds the board unless this page holds the seat to move and
  // sends moves and Undo to the room. A `#r=CODE` address joins its room: the page plays the room's
  // game, autosaving it only when no other tab has this game (it never asks to take it over).
  const rooms: PageRooms<A> = installPageRooms({
    module,
    session,
    store,
    picker,
    hint,
    menu,
    say,
    changed: () => render(),
    heard: {
      moved: (before, action) => {
        announce(before, action);
        render();
      },
      ended: () => void showEnd(),
      unended: closeEndScreen,
      said: say,
    },
  });

  const clockRuns = runClocks(rules, session, rooms.clockRuns);

  /** A position or game link came while the page was starting: it opens, and no new-game dialog covers it. */
  let linkPasted = false;
  onLinkPasted({
    room: (code) => void rooms.join(code),
    share: (hash) => {
      linkPasted ||= /^#[pg]=/.test(hash);
      void sharing.openHash(hash);
    },
    inRoom: rooms.code,
    refuse,
  });

  void firstDrawn.then(render);
  // The service worker's update notice waits for the board too.
  void firstDrawn.then(() => import('../ui/updates')).then((updates) => updates.watchForUpdates());
  void firstDrawn.then(async () => {
    const room = roomInAddress(location.href);
    // A damaged room link is said, and the game is left as it was (no new-game dialog over it).
    const damaged = refuseDamagedLink(null);
    if (damaged !== null) refuse(damaged);
    // Opened without a link while the board shows a room's game: back into that room.
    const back = room === null && location.hash === '' ? boardRoom(store, gameId) : null;
    if (room || back) {
      away = !(await tab.claim());
      await (room ? rooms.join(room) : rooms.rejoin(back!));
    } else if (await tab.claim()) await begin(damaged === null);
    else await playHere(false);
    focusBoardOnArrival(board);
  });

  const studio: GameStudio<G, typeof rules> = {
    id: gameId,
    // The position on screen (platform.md): the replay's while one is open, the editor's while it is.
    game: shown,
    load: (text) => session.replace({ start: rules.parsePosition(text), actions: [], seats: session.seats }),
    squareCenter(square) {
      const sq = squareOf(square);
      if (sq === null) throw new Error(`"${square}" is not a square of this board.`);
      return scene.viewportCentre(sq);
    },
    rules,
  };
  window.studio = studio;
  // A game's older door (Vacuum's window.vacuum, rules-api.md) is kept: squares by their numbers.
  if (module.olderDoor)
    Object.assign(window, {
      [module.olderDoor]: {
        game: shown,
        load: studio.load,
        squareCenter: (sq: number) => scene.viewportCentre(sq),
        rules,
      },
    });
  /** The square of a name ('a1' top-left), on this game's board. */
  function squareOf(name: string): number | null {
    const { cols, rows } = boardSize(view, session.game);
    const at = placeOf(name, cols, rows);
    return at && at.row * cols + at.col;
  }
}
