// Pressure's Tournament on the page (R11): the ladder of eleven (portraits, stars, who is beaten),
// a match against the current opponent (colour drawn at random, undo off, the opponent's quips
// beside the board), its own end screen (a win climbs the ladder; a loss offers the same opponent
// again or the lost match's replay), and "Tournament Complete!" after the eleventh.
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

/** An opponent's strength as stars, read as "2 of 4 stars" (not as four star characters). */
const starsHtml = ({ stars }: Opponent): string =>
  `<span class="stars" role="img" aria-label="${stars} of 4 stars">${'★'.repeat(stars)}${'☆'.repeat(4 - stars)}</span>`;
const escape = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export class Tournament {
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
      (next
        ? `<button type="submit" value="play" class="primary" autofocus>Challenge ${escape(next.name)}</button>`
        : '') +
      `</div>`;
    if ((await ask(d, { cancel: 'close' })) === 'play' && next) this.play(progress, next);
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
    });
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
      `<p class="quip"></p><p class="aside"></p></div></div>`;
    p.querySelector('.quip')!.textContent = `“${text}”`;
    p.querySelector('.aside')!.textContent = aside;
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
    if (answer === 'ladder') {
      this.modes.leave();
      return this.open();
    }
    if (answer === 'replay') this.host.replay();
  }

  private leave(): void {
    this.host.allowHelp(true);
    this.host.endScreen(null);
    const p = this.host.panel();
    p.hidden = true;
    p.replaceChildren();
    delete p.dataset.mode;
  }
}
