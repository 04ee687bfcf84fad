// The information panel: title line, status, diagnostics for the hovered square, tool tips and
// the move log. It only shows what the session and controller say.
import { status, type Game, type Player, type Sq } from '../rules/index';
import type { ButtonId, Controller } from '../page/controller';
import type { TipAsked } from './command-panel';
import { applySeatColours, colourTitle, seatDot } from './seats';
import type { Session } from '../page/session';
import { SCORE_TIP, TOOLTIPS } from './tooltips';
import { progress, scores } from './outcome';
import { sinceLastTurn, turnSummaries } from './happened';
import { $, escapeHtml, revealIn, setText, wholeInView } from '../../../ui/dom';
import { placeBeside } from '../../../ui/panels/beside';
import { forHand } from '../../../ui/hand';
import { describePosition, describeSquare } from './describe';
import { diagnostics } from './diagnostics';
import type { PositionEditor } from './editor';

export class InfoPanel {
  private showingLog = false;
  private playersShown: { game: Game; seats: readonly unknown[] } | null = null;
  /**
   * The tool tip shown, why its button was unlit then (null: lit), and whether it was shown for a
   * tap that acted (its button was lit and did what it does).
   */
  private tipShown: { id: ButtonId | 'score'; why: string | null; acted: boolean } | null = null;
  /** The tip shown is open: the player hovered, focused or touched its button, and has not moved on. */
  private tipOpen = false;
  /** A replay's moment the board shows instead of the game, or null: titles, scores and diagnostics read it. */
  shownGame: () => Game | null = () => null;
  /** The position the board's description was last written for (null: the editor's was). */
  private described: Game | null = null;
  /** The position editor while it is open: the board's description tells of the position edited. */
  editing: () => PositionEditor | null = () => null;
  /** Where a square's centre is on screen (the board tells, once drawn): the hold card goes beside it. */
  squareCentre: (sq: Sq) => { x: number; y: number } | null = () => null;

  constructor(
    private session: Session,
    private controller: Controller,
    version: string,
    private manualUrl: string,
  ) {
    applySeatColours(document.documentElement); // every panel's seat marks read --seat-N
    $('show-info').addEventListener('click', () => this.toggle(false));
    $('show-log').addEventListener('click', () => this.toggle(true));
    $('title').title = `Vacuum ${version}`;
    $('tooltip-text').textContent = controller.touch
      ? 'Touch a button: what it does, or why it is unlit, shows here. Touch the tip to read all of it.'
      : 'Hover or focus a button to read what it does.';
    for (const type of ['pointerenter', 'focus'] as const)
      $('seats').addEventListener(type, () => this.showTip('score'));
    // A tip cut short (a button's tip that a finger's touch acted on) opens whole when touched.
    $('tooltips').addEventListener('click', (e) => {
      if (this.tipShown && !(e.target instanceof Element && e.target.closest('a')))
        this.showTip(this.tipShown.id, true, 'again');
    });
    this.putAwayTipsOnLeaving();
    $('hold-card').addEventListener('click', () => this.controller.unpin());
    $('defender-choice').addEventListener('click', (e) => {
      const b = (e.target as HTMLElement).closest('button');
      if (!b) return;
      if (b.dataset.option !== undefined) this.controller.choose(Number(b.dataset.option));
      else this.controller.chooseDefender(b.value === '' ? null : (Number(b.value) as Player));
    });
  }

  /**
   * An open tip is put away by what the player does next elsewhere: a press outside the panel and the
   * buttons, the mouse leaving them (for the board), the focus on anything but a button, Escape.
   */
  private putAwayTipsOnLeaving(): void {
    const away = (target: EventTarget | null, keep: string): void => {
      if (!(target instanceof Element && target.closest(keep))) this.closeTip();
    };
    document.addEventListener('pointerdown', (e) => away(e.target, '#info, #commands'), true);
    document.addEventListener('focusin', (e) => away(e.target, '#info, #commands button'));
    for (const panel of [$('info'), $('commands')])
      panel.addEventListener(
        'pointerleave',
        (e) => e.pointerType === 'mouse' && away(e.relatedTarget, '#info, #commands'),
      );
    // Escape first of all: a dialog it closes gives the focus back to a button, whose tip shows again.
    window.addEventListener('keydown', (e) => e.key === 'Escape' && this.closeTip(), true);
    window.addEventListener('resize', () => this.closeTip());
  }

  private toggle(log: boolean): void {
    this.showingLog = log;
    $('show-info').setAttribute('aria-pressed', String(!log));
    $('show-log').setAttribute('aria-pressed', String(log));
    $('info').classList.toggle('show-log', log);
    $('tooltips').hidden = log;
    $('log').hidden = !log;
    if (log) this.closeTip();
    this.render();
  }

  render(): void {
    const replaying = this.shownGame();
    const game = replaying ?? this.session.game;
    const s = status(game);

    const root = document.documentElement.style;
    const turn = `var(--seat-${s.current})`;
    if (root.getPropertyValue('--player') !== turn) root.setProperty('--player', turn);
    this.renderPlayers(game);
    // The title line: "Round 7 of 40 · Red to move", the manual's words wherever turns are counted.
    setText($('progress'), progress(game));
    setText($('to-move'), s.winner === null ? `${colourTitle(s.current)} to move` : 'game over');
    const told = setText($('status-text'), this.controller.message);
    $('status').classList.toggle('game-over', s.winner !== null);
    const ended = s.winner !== null && replaying === null;
    const shown = setHidden($('result-button'), !ended);
    // Upright, the game over gives Status the shelf's whole width (page.css), and whenever its words
    // change the end's sentence and Show result come into view, however much Status says before them.
    $('info').classList.toggle('over', ended);
    if (ended && (told || shown)) bringFootIntoView($('status'), $('info-body'));
    if (replaying) setHtml($('recent'), '');
    else this.renderRecent();
    this.renderChoice();
    // The readout keeps its square while the board has no focus: emptied and refilled when the
    // focus came back, a screen reader read the square twice (the board's description, then news).
    // It tells of the position the board shows (a replay's moment, the game after it ended), but
    // out loud only while the board has the focus: stepping through a replay says its own line.
    const said = $('board-readout');
    const editor = this.editing();
    if (editor) {
      // The editor's: its cursor's square (said aloud by the editor's own message) and its position.
      said.setAttribute('aria-live', 'off');
      const sq = editor.cursor ?? this.controller.readoutSquare;
      setText(said, sq === null ? '' : editor.squareText(sq));
      setText($('board-position'), editor.describe());
      this.described = null; // the game's description is written again once the editor closes
    } else {
      const sq = this.controller.readoutSquare;
      said.setAttribute('aria-live', this.controller.cursor === null ? 'off' : 'polite');
      setText(said, sq === null ? '' : describeSquare(game, sq) + (replaying ? '' : this.markedAs(sq)));
      // The whole position the board shows (a replay's moment too), after the cursor's square:
      // worked out once per position (the panel renders at every hover and cursor step too).
      if (this.described !== game) setText($('board-position'), describePosition(game));
      this.described = game;
    }
    const { pinned } = this.controller;
    setHtml(
      $('diagnostics-text'),
      diagnostics(game, pinned ?? this.controller.hover, pinned !== null, this.controller.touch),
    );
    this.renderHoldCard(game);
    if (this.showingLog) this.renderLog();
    // The tip shown says why its button is unlit now (a computer's turn over, a seat taken), not
    // when it was shown; but not the tip of a tap that acted: its button is unlit now because it
    // did what it does (Commit passed the turn, Resign ended the game), which was no refusal.
    const tip = this.tipShown;
    if (tip && !tip.acted && this.whyOff(tip.id) !== tip.why) this.fillTip(tip.id);
    if (this.tipOpen) this.fitTip(); // the tip, or what stands above it in the panel, may have grown
  }

  /** What the board marks on the cursor's square, in words: a source to choose, a target to play to. */
  private markedAs(sq: Sq): string {
    const { sources, targets, selected } = this.controller.view();
    if (sq === selected) return ' Chosen.';
    if (targets.some((t) => t.sq === sq)) return ' Marked: Enter plays here.';
    if (sources.includes(sq)) return ' Marked: Enter chooses it.';
    return '';
  }

  private whyOff(id: ButtonId | 'score'): string | null {
    return id === 'score' ? null : this.controller.whyOff(id);
  }

  /**
   * Shows a button's tip (the scores' for 'score') in the Tool Tips box; `whole`: asked for without
   * acting (a hover, the keyboard's focus, a touch on the scores or the tip), it opens whole. `why`:
   * the tip is asked for (it says why its button is unlit now), or shown for a tap on a lit button
   * that acts next (it says what the button does, and no "Not now" once it has), or the tip shown is
   * asked for again (touched to read it whole, the focus back from a dialog): it stays as it was.
   */
  showTip(id: ButtonId | 'score', whole = true, why: TipAsked = 'asked'): void {
    const acted = why === 'acting' || (why === 'again' && this.tipShown?.id === id && this.tipShown.acted);
    this.closeTip();
    this.fillTip(id, acted);
    if (!whole) return;
    this.tipOpen = true;
    this.fitTip();
  }

  /** Fills the box with a button's tip; `acted`: its button just did what it does (no "Not now"). */
  private fillTip(id: ButtonId | 'score', acted = false): void {
    const why = acted ? null : this.whyOff(id);
    this.tipShown = { id, why, acted };
    const tip = id === 'score' ? SCORE_TIP : TOOLTIPS[id];
    $('tooltip-text').innerHTML =
      `<strong>${tip.title}</strong> <em>(${tip.stage})</em><br>` +
      (why ? `<span class="why-off">Not now: ${escapeHtml(why)}</span><br>` : '') +
      `${escapeHtml(forHand(tip.text, this.controller.touch))} ` +
      `<a href="${this.manualUrl}#${tip.anchor}" target="_blank" rel="noopener">Rules</a>`;
  }

  /**
   * Brings the whole tip into view: the panel scrolls to it, and where even that cannot show it all
   * (upright, the shelf is a few lines high) the shelf drops down over the board, which keeps its
   * size, until the tip is put away.
   */
  private fitTip(): void {
    const box = $('tooltips');
    $('info').classList.remove('tip-open');
    if (box.hidden) return; // the log is shown instead
    revealIn($('info-body'), box); // beside the board the panel scrolls as a whole, upright each column
    revealIn($('info-switch'), box);
    // Where the shelf has no column for tips (upright, the game over) it drops down with one.
    const text = $('tooltip-text');
    if (text.getClientRects().length === 0 || !wholeInView(text)) $('info').classList.add('tip-open');
  }

  private closeTip(): void {
    if (!this.tipOpen) return;
    this.tipOpen = false;
    $('info').classList.remove('tip-open');
  }

  /** Every player's score, and who sits where: "● Red 24 · ● Gold (computer, hard) 18 · ● Green (out) 0". */
  private renderPlayers(game: Game): void {
    // Panels render on every pointer move of a drag: the scores change only with the game.
    const seats = this.session.settings.seats;
    if (this.playersShown?.game === game && this.playersShown.seats === seats) return;
    this.playersShown = { game, seats };
    const current = status(game).current;
    setHtml(
      $('seats'),
      scores(game)
        .map(({ player, score, active }) => {
          const seat = seats[player];
          // The score stays beside the colour: who sits there may wrap, or be cut, on a narrow panel.
          const who =
            seat === undefined || seat === 'human' ? '' : ` <span class="seat-who">(computer, ${seat})</span>`;
          const out = active ? '' : ' (out)';
          const turn = player === current && active ? ' current' : '';
          return (
            `<span class="seat-tag${turn}" data-player="${player}">${seatDot(player)}` +
            `${colourTitle(player)}${out} <b class="score" title="Score">${score}</b>${who}</span>`
          );
        })
        .join(''),
    );
  }

  /** A held square's pressures, in a card beside it (ui/panels/beside.ts). */
  private renderHoldCard(game: Game): void {
    const card = $('hold-card');
    const held = this.controller.reading();
    const at = held === null ? null : this.squareCentre(held);
    card.hidden = at === null;
    // Pinned (the finger has let go), a tap on the card puts it away and plays nothing under it.
    const pinned = held !== null && held === this.controller.pinned;
    card.classList.toggle('pinned', pinned);
    if (held === null || at === null) return;
    // Pinned, it says how it goes: a tap on it (the next press on the board, or the board showing
    // something else, takes it away as well).
    const away = pinned
      ? `<div class="unpin">${forHand('Click here to put it away.', this.controller.touch)}</div>`
      : '';
    setHtml(card, diagnostics(game, held, true) + away);
    placeBeside(card, at);
  }

  /**
   * "Attack Gold / Attack Green / Cancel" while the controller asks whom to attack, or one button
   * per action ("Supply Chain ×2") when a dragged piece could mean several.
   */
  private renderChoice(): void {
    const choosing = this.controller.view().choosing;
    const box = $('defender-choice');
    const opening = choosing !== null && box.hidden;
    // The focus in the choice (its answer was pressed, or Escape put it away) goes back to the board.
    const answered = choosing === null && !box.hidden && box.contains(document.activeElement);
    box.hidden = choosing === null;
    box.setAttribute('aria-label', choosing?.labels ? 'Which action' : 'Whom to attack');
    const options =
      choosing === null
        ? []
        : choosing.labels
          ? choosing.labels.map((label, i) => `<button type="button" data-option="${i}">${escapeHtml(label)}</button>`)
          : choosing.players.map(
              (p) => `<button type="button" value="${p}">${seatDot(p)}Attack ${colourTitle(p)}</button>`,
            );
    setHtml(box, choosing === null ? '' : [...options, '<button type="button" value="">Cancel</button>'].join(''));
    // Asked at the keyboard's press on the board, the choice takes the focus: its first answer.
    const board = $('board');
    if (opening && this.controller.byKeyboard && document.activeElement === board) box.querySelector('button')?.focus();
    else if (answered) board.focus();
    // It floats beside the square asked about, where the finger lifted or the cursor is, and off
    // the piece's own square (the source), so the player sees the move being asked about.
    const at = choosing === null ? null : this.squareCentre(choosing.at);
    const source = this.controller.view().selected;
    const clear = source === null ? [] : [this.squareCentre(source)].filter((p) => p !== null);
    if (at) placeBeside(box, at, clear);
  }

  /** One line per turn the others played since the player to move last played. */
  private renderRecent(): void {
    const { current, winner, players } = status(this.session.game);
    const others = sinceLastTurn(this.session.log, current).filter((e) => e.player !== current);
    const lines = winner === null ? turnSummaries(others, players) : [];
    setHtml($('recent'), lines.map((l) => `<li>${escapeHtml(l.text)}</li>`).join(''));
  }

  /** The whole game, one line per turn in plain words. */
  private renderLog(): void {
    const list = $('log-list');
    const before = list.innerHTML.length;
    setHtml(
      list,
      turnSummaries(this.session.log, status(this.session.game).players)
        .map((l) => `<li>${seatDot(l.player)} ${escapeHtml(l.text)}</li>`)
        .join(''),
    );
    if (list.innerHTML.length !== before) list.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }
}

// Panels re-render on every pointer move during a drag; touching the DOM only when the text really
// changed keeps style, layout and paint out of those frames.
const lastHtml = new WeakMap<HTMLElement, string>();
function setHtml(el: HTMLElement, html: string): void {
  if (lastHtml.get(el) === html) return;
  lastHtml.set(el, html);
  el.innerHTML = html;
}
/** Hides or shows `el`; true when it was hidden and shows now. */
function setHidden(el: HTMLElement, hidden: boolean): boolean {
  const shows = el.hidden && !hidden;
  el.hidden = hidden;
  return shows;
}

/**
 * Scrolls `el` to its end, and every panel around it up to `outer` so that its foot is in view: its
 * last words (where Status ends with how the game ended, then Show result).
 */
function bringFootIntoView(el: HTMLElement, outer: HTMLElement): void {
  el.scrollTop = el.scrollHeight;
  for (let box = el.parentElement; box; box = box.parentElement) {
    const foot = el.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom;
    if (foot > 0) box.scrollTop += foot;
    if (box === outer) return;
  }
}
