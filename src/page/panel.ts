// The panels beside the board: whose turn it is (or how the game ended), the last message, the
// seats with their captures, the question when several moves fit, the buttons lit as the game
// allows, the move list in the game's notation, and the position in words for a screen reader.
// They touch the DOM only where the text really changed.
import type { GameModule, SeatLook } from '../core/module';
import { $, revealIn, setText } from '../ui/dom';
import { cssColour } from '../ui/pen';
import type { Picker } from './picker';
import type { PlaySession } from './session';
import { Said } from './said';
import { grewFrom } from './played';
import { describeWhy } from '../ui/panels/unlit';
import { placeBeside } from '../ui/panels/beside';
import { PROMPT_LINE } from '../ui/panels/prompt-line';
import { commandName } from '../ui/panels/menu-commands';
import { movesBeforeLine, moveToMake, sentence, sheetRows, type SheetRow } from './turns';

export interface PanelState<G> {
  /** A computer is thinking or the board is otherwise held: Status says so. */
  held: string | null;
  message: string;
  /** Undo, Redo and Hint are offered (a tournament match offers none). */
  helpAllowed: boolean;
  /** The moment a replay shows (its move is marked in the list), or null. */
  replayAt: number | null;
  /** The position on the board (a replay's moment, or the game in play): whose turn the seats mark, what the screen reader reads. */
  shown: G;
  /** Why an online room takes back no move of this page's now (not its seat's move), or null. */
  roomUndo: string | null;
  /** Why nobody here may resign now, or null (a computer thinking stops no one resigning). */
  resignOff: string | null;
  /** Why an online room gives no hint now (not every seated player allows them), or null. */
  hintOff?: string | null;
  /** Take back (the menu's) would go back past the turn's start, where Undo cannot: Undo's reason says so. */
  takeBack?: boolean;
  /** A line per turn the others played since the player to move last played, where the game says them. */
  sinceLastTurn?: readonly string[] | null;
  /** The shown position in other words than the game's (the editor's), for the board's description. */
  describe?: (() => string) | null;
}

export class Panel<G, A> {
  private drawnMoves: string | null = null;
  private drawnStart: G | null = null;
  private walked: { start: G; actions: A[]; game: G; movers: number[]; moves: string[]; said: string[] } | null = null;
  /** The keyboard's question whose first answer took the focus (it takes it once). */
  private choiceFocused: string | null = null;
  /** The position the board's description was last written for. */
  private described: G | null = null;
  /** What a screen reader hears of the message (#said). */
  readonly said = new Said($('said'));
  /** The move list changed: the panel scrolls to what comes next (true: within a begun turn), or null. */
  private toReveal: boolean | null = null;
  /** The replay's moment the list marks (undefined: the list was drawn anew since). */
  private markedAt: number | null | undefined;
  /** A move in the list was chosen: the replay shows the game after it (`through` actions). */
  onJump: (through: number) => void = () => {};

  constructor(
    private module: GameModule<G, A>,
    private session: PlaySession<G, A>,
    private picker: Picker<G, A>,
  ) {
    // Upright, a game's prompt stays in view just under Status as the panel scrolls (page.css): as
    // far down as Status is high, which changes with what it says.
    new ResizeObserver(() => $('side').style.setProperty('--status-height', `${$('status').offsetHeight}px`)).observe(
      $('status'),
    );
    // The list is one Tab stop: the arrows (Home, End) go from move to move in it, Enter replays
    // from the one in focus. While a replay is open its own keys come first (replay-steps.ts).
    $('moves').addEventListener('keydown', (e) => {
      const buttons = [...$('moves').querySelectorAll<HTMLButtonElement>('button.move')];
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const last = buttons.length - 1;
      const to = { ArrowDown: at < 0 ? 0 : at + 1, ArrowUp: at < 0 ? last : at - 1, Home: 0, End: last }[e.key];
      if (to === undefined || last < 0) return;
      e.preventDefault();
      buttons[Math.max(0, Math.min(last, to))]!.focus();
    });
  }

  /** "White to move", or how the game ended. */
  turnLine(): string {
    const { rules, view } = this.module;
    const game = this.session.game;
    const ended = view.ending(game, this.session.actions.at(-1));
    if (ended) return `${ended.title}. ${ended.reason}`;
    const s = rules.status(game);
    const seat = this.session.seats[s.current];
    const who = view.seats[s.current]!.name;
    const player = seat && seat !== 'person' ? ` (computer, ${seat.computer})` : '';
    return moveToMake(s.turn, `${who}${player}`, view.progress?.(game));
  }

  render(state: PanelState<G>): void {
    const { rules, view } = this.module;
    const game = this.session.game;
    const over = rules.status(game).winner !== null;
    setText($('turn'), state.held ?? this.turnLine());
    setText($('message'), state.message);
    this.said.show(state.message);
    // The cursor's square is the board's description: heard as the keyboard brings the focus there.
    setText($('cursor-text'), this.picker.readout());
    this.renderSeats(state.shown);
    this.renderRecent(state.sinceLastTurn ?? []);
    this.renderChoice();
    const button = (id: string, lit: boolean, why: string): void => {
      const el = $<HTMLButtonElement>(id);
      el.setAttribute('aria-disabled', String(!lit));
      el.dataset.why = lit ? '' : why;
      describeWhy(el, el.dataset.why, id); // read out as the focus reaches it
    };
    const free = state.held === null;
    const help = state.helpAllowed;
    const off = 'Not in this mode: you play it out on your own.';
    const noUndo =
      this.session.actions.length === 0
        ? 'There is no move to take back.'
        : state.takeBack
          ? `Nothing to undo in this turn. To take back your last turn, choose ${commandName('take-back')} in the menu.`
          : `${this.module.name}'s rules do not let the last move be taken back.`;
    button(
      'undo',
      free && help && this.session.canUndo() && state.roomUndo === null,
      state.roomUndo ?? (help ? noUndo : off),
    );
    button('redo', free && help && this.session.canRedo(), help ? 'There is nothing to play again.' : off);
    button(
      'hint',
      free && !over && help && !state.hintOff,
      state.hintOff || (help ? 'There is no move to suggest now.' : off),
    );
    button('resign', state.resignOff === null, state.resignOff ?? '');
    this.renderButtons(state.held);
    // After "Look at the board", the end screen (Rematch, Replay, New game) is a button away.
    $('result-button').hidden = !over || state.replayAt !== null;
    this.renderMoves();
    this.markReplayed(state.replayAt);
    // Worked out once per position: the panel renders at every hover and cursor step too.
    if (this.described !== state.shown)
      setText($('position-text'), state.describe ? state.describe() : view.describePosition(state.shown));
    this.described = state.shown;
  }

  /** The seats of the game in play: as many as play it (Vacuum's 2–4), of all the page could seat. */
  private seatLooks(): readonly SeatLook[] {
    return this.module.view.seats.slice(0, this.session.seats.length);
  }

  /** The move list's columns, one for each seat, headed by its name. */
  private renderHead(): void {
    const looks = this.seatLooks();
    const head = $('moves-head');
    if (head.childElementCount === looks.length) return;
    head.replaceChildren(
      ...looks.map((look) => {
        const name = document.createElement('span');
        name.append(seatDot(look), ` ${look.name}`);
        return name;
      }),
    );
    for (const id of ['moves-head', 'moves']) $(id).style.setProperty('--seats', String(looks.length));
  }

  private renderSeats(shown: G): void {
    const { rules } = this.module;
    const s = rules.status(shown);
    const list = $('seats');
    const looks = this.seatLooks();
    const items = looks.map((look, seat) => {
      const player = this.session.seats[seat];
      const kind = player && player !== 'person' ? `computer · ${player.computer}` : 'person';
      const note = this.module.view.seatNote?.(shown, seat) ?? '';
      return `${look.name}|${kind}|${s.current === seat && s.winner === null}|${note}`;
    });
    const key = items.join(';');
    if (list.dataset.key === key) return;
    list.dataset.key = key;
    list.replaceChildren(
      ...looks.map((look, seat) => {
        const [, kind, toMove, note] = items[seat]!.split('|');
        const li = document.createElement('li');
        li.dataset.seat = String(seat);
        li.classList.toggle('to-move', toMove === 'true');
        const dot = seatDot(look);
        const name = document.createElement('strong');
        name.textContent = look.name;
        const who = document.createElement('span');
        who.className = 'seat-kind';
        who.textContent = kind!;
        li.append(dot, name, ' ');
        if (note)
          li.append(Object.assign(document.createElement('span'), { className: 'seat-note', textContent: note }), ' ');
        li.append(who);
        if (toMove === 'true') li.setAttribute('aria-current', 'true');
        return li;
      }),
    );
  }

  /** "Since your last turn": a line per turn of the others', heard as it changes (#recent is a live region). */
  private renderRecent(lines: readonly string[]): void {
    const list = $('recent');
    const key = lines.join('\n');
    if (list.dataset.key === key) return;
    list.dataset.key = key;
    list.hidden = lines.length === 0;
    list.replaceChildren(...lines.map((line) => Object.assign(document.createElement('li'), { textContent: line })));
  }

  /** The game's commands that stand on no square (End turn, …), lit as they can be played now. */
  private renderButtons(held: string | null): void {
    const box = $('game-buttons');
    const buttons = this.module.view.buttons?.(this.session.game) ?? [];
    const free = held === null;
    const key = buttons
      .map((b) => `${b.label}|${b.key ?? ''}|${free && b.action !== null}|${held ?? b.why ?? ''}|${b.hidden ?? false}`)
      .join(';');
    if (box.dataset.key === key) return;
    box.dataset.key = key;
    // The keyboard stays on the button it was on (Commit, unlit once it acted), made anew.
    const focused = box.contains(document.activeElement) ? document.activeElement!.textContent : null;
    box.replaceChildren(
      ...buttons.map((b) => {
        const el = document.createElement('button');
        el.type = 'button';
        el.textContent = b.label;
        el.title = b.key ? `${b.help} (${b.key.toUpperCase()})` : b.help;
        if (b.key) el.dataset.key = b.key;
        el.hidden = b.hidden ?? false;
        const lit = free && b.action !== null;
        // Unlit, it says why as the page's buttons do: the board is held (a computer plays), or the rules' reason.
        const why = lit ? '' : (held ?? b.why ?? '');
        el.setAttribute('aria-disabled', String(!lit));
        el.dataset.why = why;
        if (b.id) el.id = b.id;
        el.addEventListener('click', () => {
          if (lit) this.onButton(b.action!);
          else this.onRefused(why);
        });
        return el;
      }),
    );
    // Each one's reason, read out as the focus reaches it, beside it in the box.
    box.querySelectorAll<HTMLElement>('button').forEach((el, i) => {
      describeWhy(el, el.dataset.why!, `game-button-${i}`);
      if (el.textContent === focused) el.focus({ preventScroll: true });
    });
  }

  /** Plays a game button's action (the page checks it as it does a move on the board). */
  onButton: (action: A) => void = () => {};
  /** Says why a game button (or its letter) cannot act now. */
  onRefused: (why: string) => void = () => {};
  /** Where a square is on the screen (its centre in viewport pixels), for the question a pointer asked. */
  squareAt: (sq: number) => { x: number; y: number } = () => ({ x: 0, y: 0 });

  private renderChoice(): void {
    const box = $('choice');
    const { choosing: labels, choosingByKeys, choosingAt } = this.picker.state();
    box.hidden = labels === null;
    const key = labels?.join('|') ?? '';
    if (box.dataset.key !== key) {
      box.dataset.key = key;
      const answering = box.contains(document.activeElement);
      box.replaceChildren(
        ...(labels ?? []).map((label, i) => {
          const b = document.createElement('button');
          b.type = 'button';
          b.textContent = label;
          b.addEventListener('click', () => this.picker.choose(i));
          // Escape here puts the question away, and only that (not the chosen stone, as on the board).
          b.addEventListener('keydown', (e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            this.picker.choose(null);
          });
          return b;
        }),
      );
      // Answered or put away, the keyboard goes back to the board (the button it was on is gone).
      if (answering && labels === null) $('board').focus({ preventScroll: true });
    }
    // A pointer's question floats beside the square where the finger lifted (the panel may be
    // a screen away, or scrolled off), clear of the piece's own square; the keyboard's stays in Status.
    box.classList.toggle('beside', choosingAt !== null);
    if (choosingAt === null) box.style.left = box.style.top = '';
    else {
      const { to, from } = choosingAt;
      placeBeside(box, this.squareAt(to), from === null ? [] : [this.squareAt(from)]);
    }
    // The keyboard's question takes the focus to its first answer, once (the player may Tab away).
    if (choosingByKeys && this.choiceFocused !== key) box.querySelector('button')?.focus();
    this.choiceFocused = choosingByKeys ? key : null;
  }

  private renderMoves(): void {
    this.renderHead();
    const { rules, view } = this.module;
    const { start, actions, notes } = this.session;
    const list = $('moves');
    const texts = actions.map((a) => rules.formatAction(a));
    const key = [...texts, ...notes.map((n) => `${n.after}:${n.text}`)].join(' ');
    if (this.drawnMoves === key && this.drawnStart === start) return;
    this.drawnMoves = key;
    this.drawnStart = start;
    const { movers, moves, said } = this.walk(texts);
    // A game from a position under way numbers on from its start's moves, as Status does.
    const before = rules.status(start).turn;
    const rows = sheetRows(actions, (i) => movers[i] ?? 0, view.endsTurn, before);
    const item = (text: string, className = ''): HTMLLIElement =>
      Object.assign(document.createElement('li'), { textContent: text, className });
    // A move is a button: it opens the replay at the position after it. It stands in its player's
    // column, as a chess score sheet has it; its actions wrap between them, never inside one.
    // A resignation ends the sheet as a result does a chess one: the game's sentence ("White
    // resigns") under the resigner, whoever was to move, with no number, for it is no move.
    const move = ({ from, through, column, number }: SheetRow): HTMLLIElement => {
      const b = Object.assign(document.createElement('button'), { type: 'button' });
      const seat = this.module.view.seats[column]!.name;
      if (number === null) {
        b.textContent = said.slice(from, through).join(' ').replace(/\.$/, '');
        // Heard as the end it is, not as a move: the game's sentence says who.
        b.setAttribute('aria-label', `End of the game: ${said.slice(from, through).join(' ')}`);
      } else {
        b.append(
          ...moves.slice(from, through).flatMap((text, i) => {
            const part = Object.assign(document.createElement('span'), { className: 'action', textContent: text });
            return i === 0 ? [part] : [' ', part];
          }),
        );
        // Heard in words, with its number and player (the seats' column heads are not read): the
        // notation shown first, as a player who reads it says it, then the game's sentences.
        const shown = moves.slice(from, through).join(' ');
        b.setAttribute('aria-label', `Move ${number}, ${seat}: ${shown}. ${said.slice(from, through).join(' ')}`);
      }
      b.className = 'move';
      b.dataset.through = String(through);
      b.title = 'Replay the game from here';
      // One tab stop for the list, not one per move: the keyboard steps through the replay's bar and keys.
      b.tabIndex = -1;
      b.addEventListener('click', () => this.onJump(through));
      const li = document.createElement('li');
      if (number === null) li.className = 'result';
      else li.value = number; // the list's number: a game from a position under way numbers on from it
      li.style.gridColumn = String(column + 1);
      li.append(b);
      return li;
    };
    // A note stands after the line of the move it follows (Glyph Grid's "swap" after move 1).
    const noted = (through: number, from: number): HTMLLIElement[] =>
      notes.filter((n) => n.after > from && n.after <= through).map((n) => item(n.text, 'note'));
    list.replaceChildren(
      ...(before > 0 ? [item(movesBeforeLine(before), 'note')] : []),
      ...notes.filter((n) => n.after === 0).map((n) => item(n.text, 'note')),
      ...rows.flatMap((row) => [move(row), ...noted(row.through, row.from)]),
    );
    // A list with no move is no Tab stop: it has nothing to reach (a line above the first move is no move).
    list.tabIndex = rows.length > 0 ? 0 : -1;
    // The newest move in view in the list, and only there: scrolling the panel to it would slide
    // whose turn it is, the prompt and a hint under the board where the panel is below it.
    const newest = list.lastElementChild;
    if (newest instanceof HTMLElement) revealIn(list, newest);
    const last = actions.at(-1);
    this.toReveal = last !== undefined && view.endsTurn !== undefined && !view.endsTurn(last, undefined);
    this.markedAt = undefined;
  }

  /**
   * Scrolls the panel as the last move asks (revealActions), once the game's own controls show the
   * position too: a prompt that grew after the panel worked out its scroll slid them under Status.
   */
  keepInView(): void {
    if (this.toReveal === null) return;
    const turnBegun = this.toReveal;
    this.toReveal = null;
    this.revealActions(turnBegun);
  }

  /**
   * Scrolls the side panel towards its buttons where they are out of view, and never so far that
   * what the player is to do now goes under Status (upright, Status stays at the panel's top and
   * what scrolls goes under it). At a turn's start that is the game's own controls from their top
   * (its prompt, Divided Loyalties' colours): the panel scrolls back to them where the last turn
   * left it further down, and no further than keeps them in view, the buttons a swipe away on a
   * phone. Within a turn of several actions (`turnBegun`: Divided Loyalties' stone is down) End turn
   * is what comes next and the panel scrolls to it; the prompt stays in view over the controls
   * scrolled under it (page.css), or where it does not, the panel scrolls no further than it.
   */
  private revealActions(turnBegun: boolean): void {
    const side = $('side');
    const view = side.getBoundingClientRect();
    const status = $('status');
    const sticky = (el: HTMLElement): boolean => getComputedStyle(el).position === 'sticky';
    const top = sticky(status) ? status.getBoundingClientRect().bottom : view.top;
    const controls = $('controls');
    const actions = $('actions');
    const prompt = controls.querySelector<HTMLElement>(`.${PROMPT_LINE}`);
    const kept = controls.hidden
      ? actions
      : !turnBegun
        ? controls
        : prompt !== null && !sticky(prompt)
          ? prompt
          : actions;
    // How far the panel may scroll down (less than 0: up, to bring what is kept back under Status),
    // and how far it must for the buttons to be whole in view.
    const most = kept.getBoundingClientRect().top - top;
    const least = actions.getBoundingClientRect().bottom - view.bottom;
    const by = most < 0 ? most : Math.max(0, Math.min(least, most));
    if (by !== 0) side.scrollTop += by;
  }

  /**
   * Who played each action, its line in the list (the game's own, where it says what a move drew)
   * and its sentence, from the position it was played in. The walk goes on from where the last one
   * stopped while the game only grew: a move replays one action, not the whole game.
   */
  private walk(texts: readonly string[]): { movers: number[]; moves: string[]; said: string[] } {
    const { rules, view } = this.module;
    const { start, actions } = this.session;
    let w = this.walked;
    if (!grewFrom(w, start, actions)) w = { start, actions: [], game: start, movers: [], moves: [], said: [] };
    for (let i = w.actions.length; i < actions.length; i++) {
      const a = actions[i]!;
      const after = rules.play(w.game, a);
      w.movers.push(rules.status(w.game).current);
      w.moves.push(view.logLine ? view.logLine(w.game, a, after) : texts[i]!);
      w.said.push(sentence(view.describeAction(w.game, a)));
      w.actions.push(a);
      w.game = after;
    }
    this.walked = w;
    return w;
  }

  /** The move a replay shows (the one its moment falls in) is marked in the list. */
  private markReplayed(at: number | null): void {
    if (at === this.markedAt) return; // the panel renders on every hover: the list is looked at only when the moment moves
    this.markedAt = at;
    const buttons = [...$('moves').querySelectorAll<HTMLButtonElement>('button.move')];
    const shown = at === null || at === 0 ? null : buttons.find((b) => Number(b.dataset.through) >= at);
    if (at === 0) $('moves').scrollTop = 0; // the start: the list from its first move
    for (const b of buttons) {
      if (b !== shown) b.removeAttribute('aria-current');
      else if (!b.hasAttribute('aria-current')) {
        b.setAttribute('aria-current', 'step');
        revealIn($('moves'), b); // only the list: the replay's line and bar stay in view above it
      }
    }
  }
}

/** A seat's round mark in its colour with its shape inside (page.css), as the panels show it. */
export function seatDot(look: SeatLook): HTMLElement {
  const dot = document.createElement('span');
  dot.className = 'seat-dot';
  dot.dataset.mark = look.mark;
  dot.style.setProperty('--seat', look.css);
  dot.style.setProperty('--seat-edge', cssColour(look.edge));
  dot.style.setProperty('--seat-ink', inkOn(look.fill));
  return dot;
}

/** The shape's colour: dark on a light fill, white on a dark one, so it reads under any colour vision. */
function inkOn(fill: number): string {
  const [r, g, b] = [fill >> 16, (fill >> 8) & 0xff, fill & 0xff];
  return 0.3 * r + 0.59 * g + 0.11 * b > 140 ? '#1a1a1a' : '#ffffff';
}
