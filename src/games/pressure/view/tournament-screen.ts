// Pressure's Tournament on the page (R11): the ladder of eleven (portraits, stars, who is beaten),
// a match against the current opponent (colour drawn at random, undo off, the opponent's quips
// beside the board), its own end screen (a win climbs the ladder; a loss offers the same opponent
// again or the lost match's replay), and "Tournament Complete!" after the eleventh. Leaving it
// (beside the board, or from the ladder) brings back the game the player had before it; its last
// match goes to Recent games, as every match it moved on from did.
import type { PageHost } from '../../../core/module';
import { ask, makeDialog } from '../../../ui/panels/modal';
import { SEATS, type Action, type Game, type Seat } from '../rules/index';
import type { Modes } from './modes';
import { portraitSvg, svgDataUrl, TROPHY_SVG } from './portraits';
import {
  afterMatch,
  colourFor,
  currentOpponent,
  isComplete,
  OPPONENTS,
  playerWon,
  PROGRESS_KEY,
  quipAfter,
  readProgress,
  writeProgress,
  type Opponent,
  type PortraitId,
  type TournamentProgress,
} from './tournament';

/** Back to the player's own game, the match kept in Recent games. */
const LEAVE = 'Leave the tournament';
/** An opponent's strength as stars, read as "2 of 4 stars" (not as four star characters). */
const starsHtml = ({ stars }: Opponent): string =>
  `<span class="stars" role="img" aria-label="${stars} of 4 stars">${'★'.repeat(stars)}${'☆'.repeat(4 - stars)}</span>`;
const escape = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export class Tournament {
  /** A match is on the board, finished or not: the tournament is in play. */
  private playing = false;

  constructor(private modes: Modes) {}

  private get host(): PageHost<Game, Action> {
    return this.modes.host;
  }

  private progress(): TournamentProgress {
    const read = readProgress(this.host.store.getItem(PROGRESS_KEY));
    if (read.notice) this.host.say(read.notice);
    return read.progress;
  }

  /** The ladder: challenge the current opponent, or see the trophy once all eleven are beaten. */
  async open(): Promise<void> {
    const progress = this.progress();
    const complete = isComplete(progress);
    const rows = OPPONENTS.map((o, i) => {
      const state = progress.beaten.includes(i) ? 'beaten' : i === progress.current ? 'next' : 'ahead';
      const word = { beaten: 'beaten', next: 'your next opponent', ahead: 'ahead' }[state];
      return (
        `<li class="rung ${state}"><img src="${svgDataUrl(portraitSvg(o.portrait as PortraitId))}" alt="" width="48" height="48">` +
        `<span><strong>${escape(o.name)}</strong><br><small>${escape(o.character)}</small></span>` +
        `${starsHtml(o)}<span class="rung-state">${word}</span></li>`
      );
    }).join('');
    const next = currentOpponent(progress);
    const d = makeDialog('pressure-ladder', '<h2>Tournament</h2><div class="ladder-body"></div>');
    // The ladder scrolls: it is a Tab stop (arrows scroll it) named in a word, not by its whole text.
    // The focus starts on what the player came for: the next match, else Close.
    d.querySelector('.ladder-body')!.innerHTML =
      (complete ? this.trophyHtml() : `<p>Beat each opponent in one game to climb the ladder.</p>`) +
      `<ol class="ladder" tabindex="0" aria-label="Opponents">${rows}</ol>` +
      `<div class="dialog-buttons"><button type="submit" value="close"${next ? '' : ' autofocus'}>Close</button>` +
      (this.playing ? `<button type="submit" value="leave">${LEAVE}</button>` : '') +
      (next
        ? `<button type="submit" value="play" class="primary" autofocus>Challenge ${escape(next.name)}</button>`
        : '') +
      `</div>`;
    const answer = await ask(d, { cancel: 'close' });
    if (answer === 'play' && next) this.play(progress, next);
    if (answer === 'leave') this.modes.back();
  }

  private trophyHtml(): string {
    return (
      `<div class="trophy"><img src="${svgDataUrl(TROPHY_SVG)}" alt="A golden trophy" width="96" height="96">` +
      `<p><strong>Tournament Complete!</strong> You beat all ${OPPONENTS.length} opponents: you are the Pressure Champion.</p></div>`
    );
  }

  /** A match against the current opponent: the player's colour is drawn, undo is off. */
  private play(progress: TournamentProgress, opponent: Opponent): void {
    const you: Seat = colourFor(Date.now() >>> 0);
    const them = (1 - you) as Seat;
    this.modes.enter({
      leave: () => this.leave(),
      moved: (before, _action, after) => {
        const quip = quipAfter(opponent, before, after, them);
        if (quip) this.quip(opponent, quip.text);
      },
      games: 'keep', // a match is the player's game: Recent games keeps it
    });
    this.playing = true;
    this.host.allowHelp(false);
    this.host.endScreen((game) => void this.ended(progress, opponent, you, game));
    const seats =
      you === 0
        ? (['person', { computer: opponent.level }] as const)
        : ([{ computer: opponent.level }, 'person'] as const);
    this.modes.start([...seats]);
    this.quip(opponent, opponent.quips.start, `You play ${SEATS[you]}.`);
  }

  /** The opponent beside the board, saying something. */
  private quip(o: Opponent, text: string, aside = ''): void {
    const p = this.host.panel();
    p.dataset.mode = 'tournament';
    p.hidden = false;
    p.innerHTML =
      `<div class="opponent"><img src="${svgDataUrl(portraitSvg(o.portrait as PortraitId))}" alt="" width="64" height="64">` +
      `<div><strong>${escape(o.name)}</strong> ${starsHtml(o)}` +
      `<p class="quip"></p><p class="aside"></p></div>` +
      `<button type="button" data-do="leave" title="Back to your own game; this match stays in Recent games">${LEAVE}</button></div>`;
    p.querySelector('.quip')!.textContent = `“${text}”`;
    p.querySelector('.aside')!.textContent = aside;
    this.host.announce(`${o.name}: “${text}” ${aside}`.trim());
    p.onclick = (e) => {
      if ((e.target as HTMLElement).closest('button')?.dataset.do === 'leave') this.modes.back();
    };
  }

  private async ended(progress: TournamentProgress, o: Opponent, you: Seat, game: Game): Promise<void> {
    const won = playerWon(game, you);
    const next = afterMatch(progress, won);
    this.host.store.setItem(PROGRESS_KEY, writeProgress(next));
    const d = makeDialog('pressure-match-end', '<h2></h2><div class="match-end-body"></div>');
    d.querySelector('h2')!.textContent = won ? `You beat ${o.name}!` : `${o.name} wins this time`;
    const following = currentOpponent(next);
    d.querySelector('.match-end-body')!.innerHTML =
      `<p class="quip"></p>` +
      (won && isComplete(next) ? this.trophyHtml() : '') +
      `<div class="dialog-buttons"><button type="submit" value="board">Look at the board</button>` +
      (won ? '' : `<button type="submit" value="replay">Replay the match</button>`) +
      `<button type="submit" value="ladder">Ladder</button>` +
      (following
        ? `<button type="submit" value="play" class="primary">${won ? `Challenge ${escape(following.name)}` : 'Try again'}</button>`
        : '') +
      `</div>`;
    d.querySelector('.quip')!.textContent = `“${won ? o.quips.loss : o.quips.win}”`;
    const answer = await ask(d, { cancel: 'board' });
    if (answer === 'play' && following) return this.play(next, following);
    // The ladder leaves the tournament only when asked to: its Close goes back to the match.
    if (answer === 'ladder') return this.open();
    if (answer === 'replay') this.host.replay();
  }

  private leave(): void {
    this.playing = false;
    this.host.allowHelp(true);
    this.host.endScreen(null);
    const p = this.host.panel();
    p.hidden = true;
    p.replaceChildren();
    delete p.dataset.mode;
  }
}
