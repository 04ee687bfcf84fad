// The contest on the page (R11): two games with the roles swapped on one seed. Its panel beside the
// board says which game it is, who plays which side and the score; its end screens give the score
// after game 1 and start game 2, and after game 2 say who won the contest and the turns each
// Pebble needed. It keeps itself in storage, so a reload finds it; any game it did not start (a
// new single game, a link, a load) ends it.
import type { PageHost, SeatPlayer } from '../../../core/module';
import { ask, makeDialog } from '../../../ui/panels/modal';
import { SEATS, status, type Action, type Game } from '../rules/index';
import { ending } from './ending';
import {
  CONTEST_KEY,
  contestantNames,
  gameNumber,
  pebbleLines,
  readContest,
  resultOf,
  scoreLine,
  secondBegun,
  seatsOf,
  startOf,
  verdict,
  withFirst,
  withSecond,
  type ContestRecord,
} from './contest-record';
import { freshSeed } from './seed';

const escape = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export class Contest {
  private record: ContestRecord | null = null;
  /** What a screen reader last heard of the contest's head. */
  private heard = '';
  /** A game the contest starts itself is no reason to leave it. */
  private starting = false;

  constructor(private host: PageHost<Game, Action>) {
    host.onReplace(() => {
      if (!this.starting) this.leave();
    });
    host.onMove((_before, _action, after) => this.moved(after));
    const stored = readContest(host.store.getItem(CONTEST_KEY));
    // The game in play after a reload is the contest's when it draws from the contest's seed.
    if (stored !== null && host.game().seed === stored.seed) this.enter(stored);
    else host.store.removeItem(CONTEST_KEY);
  }

  /** A new contest between the players of these seats (the first plays Pebble in game 1). */
  begin(seed: number, seats: SeatPlayer[]): void {
    this.enter({ seed, players: [seats[0]!, seats[1]!], first: null });
    this.play(0);
  }

  private enter(record: ContestRecord): void {
    this.record = record;
    this.host.store.setItem(CONTEST_KEY, JSON.stringify(record));
    this.host.endScreen((game) => void this.showEnd(game));
    this.render();
  }

  /** Ends the contest: the game in play goes on as a single game. */
  leave(): void {
    if (this.record === null) return;
    this.record = null;
    this.host.store.removeItem(CONTEST_KEY);
    this.host.endScreen(null);
    this.render();
  }

  private play(game: number): void {
    if (game === 1) this.enter(withSecond(this.record!));
    const record = this.record!;
    this.starting = true;
    try {
      this.host.startGame(seatsOf(record, game), startOf(record));
    } finally {
      this.starting = false;
    }
    this.render();
  }

  /** Game 1 ended: the record keeps it. */
  private moved(after: Game): void {
    const record = this.record;
    if (record === null || status(after).winner === null) return;
    if (record.first === null) this.enter(withFirst(record, after));
    else this.render();
  }

  /** Game 1 is over and game 2 not begun: the board still shows game 1's end. */
  private secondDue(): boolean {
    const record = this.record;
    return record !== null && record.first !== null && !secondBegun(record, this.host.game());
  }

  private render(): void {
    const panel = this.host.panel();
    const record = this.record;
    panel.hidden = record === null;
    if (record === null) return panel.replaceChildren();
    const names = contestantNames(record);
    const game = this.host.game();
    const number = this.secondDue() ? 0 : gameNumber(record);
    const seats = seatsOf(record, number);
    const who = seats.map((_, seat) => `${SEATS[seat as 0 | 1].name}: ${names[(seat + number) % 2]!}`);
    const result = resultOf(record, game);
    const over = verdict(result, names);
    panel.innerHTML =
      `<div class="contest-head"><h2>Contest, game ${number + 1} of 2</h2>` +
      `<button type="button" data-do="leave" title="Play on this game alone">Leave the contest</button></div>` +
      `<p>${escape(who.join('; '))} · seed ${record.seed}. <span class="contest-score">${escape(scoreLine(result, names))}</span></p>` +
      (over ? `<p><strong>${escape(over)}</strong></p>` : '') +
      (this.secondDue() ? `<button type="button" class="primary" data-do="second">Play game 2</button>` : '');
    // Heard when it changes (the panel is no live region: its buttons would be read too).
    const heard = `Contest, game ${number + 1} of 2. ${who.join('; ')}. ${scoreLine(result, names)}${over ? ` ${over}` : ''}`;
    if (heard !== this.heard) this.host.announce((this.heard = heard));
    panel.querySelector('[data-do="second"]')?.addEventListener('click', () => this.play(1));
    panel.querySelector('[data-do="leave"]')?.addEventListener('click', () => this.leave());
  }

  private async showEnd(game: Game): Promise<void> {
    const record = this.record;
    const ended = ending(game);
    if (record === null || ended === null) return;
    const names = contestantNames(record);
    const result = resultOf(record, game);
    const over = verdict(result, names);
    const d = makeDialog(
      'contest-end-dialog',
      `<h2></h2><div class="contest-end"></div><div class="dialog-buttons">` +
        `<button value="close" type="submit" class="quiet">Look at the board</button>` +
        `<button value="replay" type="submit">Replay this game</button>` +
        `<button value="next" type="submit" class="primary"></button></div>`,
    );
    const second = over === null;
    d.querySelector('h2')!.textContent = second ? `Game 1 of 2: ${ended.title}` : over;
    const lines = second
      ? [
          ended.reason,
          scoreLine(result, names),
          `In game 2 the roles swap: ${names[1]} plays Pebble, with the same stones.`,
        ]
      : [`Game 2: ${ended.title}. ${ended.reason}`, scoreLine(result, names), ...pebbleLines(result, names)];
    d.querySelector('.contest-end')!.innerHTML = lines.map((l) => `<p>${escape(l)}</p>`).join('');
    d.querySelector('button[value="next"]')!.textContent = second ? 'Play game 2' : 'Another contest';
    const answer = await ask(d, { cancel: 'close' });
    if (answer === 'replay') return this.host.replay();
    if (answer !== 'next') return;
    if (second) this.play(1);
    else this.begin(freshSeed(), [...record.players]);
  }
}
