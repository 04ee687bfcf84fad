// The Online Room Seats panel: the game's seats (Red, Gold, Green and White in Vacuum), who sits
// where, who is connected, whose turn it is, who allows hints, who asks for a rematch; take a free
// seat or leave your own, allow hints for your own, and once the game is over ask for a rematch or
// accept one. Shown only while the page is in a room.
import './rooms.css';
import type { OnlineRooms } from './online';
import type { RoomTable } from './table';
import { confirm } from '../../ui/panels/modal';
import { setText } from '../../ui/dom';

export class SeatsPanel {
  private root = document.createElement('section');
  private title = document.createElement('code');
  private link = document.createElement('p');
  private list = document.createElement('ul');
  /** Where a rematch stands once the game is over, and the button to ask for one or accept it. */
  private rematch = document.createElement('p');
  private rematchText = document.createElement('span');
  private rematchButton = document.createElement('button');

  constructor(
    private rooms: OnlineRooms,
    private table: RoomTable,
    after: HTMLElement,
  ) {
    this.root.id = 'room-seats';
    this.root.setAttribute('aria-label', 'Online Room Seats');
    const h2 = document.createElement('h2');
    h2.append('Online Room ', this.title);
    this.link.className = 'room-link';
    this.link.setAttribute('aria-live', 'polite');
    this.rematch.className = 'room-rematch';
    this.rematchButton.type = 'button';
    this.rematchButton.dataset.do = 'rematch';
    this.rematchButton.title = 'Play the same game again in this room, each player on the next side';
    this.rematchButton.addEventListener('click', () => rooms.askRematch());
    // Not a live region: the page's notice says it as it comes.
    this.rematch.append(this.rematchText, ' ', this.rematchButton);
    this.root.append(h2, this.link, this.list, this.rematch);
    after.after(this.root);
    this.list.addEventListener('click', (e) => {
      const button = (e.target as HTMLElement).closest('button');
      if (!button) return;
      if (button.dataset.do === 'leave') void this.askLeave();
      else rooms.claim(Number(button.closest('li')!.dataset.seat));
    });
    this.list.addEventListener('change', (e) => {
      const box = e.target as HTMLInputElement;
      if (box.dataset.do === 'hints') rooms.allowHints(box.checked);
    });
    rooms.onChange(() => this.render());
    table.onChange(() => this.render()); // whose turn it is
    this.render();
  }

  /** Leaving a seat asks first (its focus on staying): someone else may take it meanwhile. */
  private async askLeave(): Promise<void> {
    const seat = this.rooms.seat;
    if (seat === null) return;
    const name = this.table.seatName(seat);
    const text = `You stop playing ${name} and watch; anyone in the room may take the seat.`;
    if (await confirm(`Leave ${name}'s seat?`, text, 'Leave seat', 'Stay seated')) this.rooms.leaveSeat();
  }

  render(): void {
    const { rooms } = this;
    this.root.hidden = rooms.code === null;
    if (rooms.code === null) return;
    this.title.textContent = rooms.code;
    // A live region: written only when its words change, or each redraw (every move) says them again.
    setText(this.link, rooms.linkLine());
    this.link.classList.toggle('waiting', rooms.link !== 'open');
    const s = this.table.turn();
    const rows = rooms.seats.slice(0, this.table.maxSeats).map((seat) => {
      const li = document.createElement('li');
      li.dataset.seat = String(seat.seat);
      li.classList.toggle('absent', !seat.inGame);
      const turn = seat.inGame && !s.over && s.current === seat.seat;
      li.classList.toggle('turn', turn);
      const dot = document.createElement('span');
      dot.className = 'dot';
      dot.dataset.seat = String(seat.seat);
      const css = this.table.seatCss?.(seat.seat);
      if (css !== undefined) dot.style.background = css;
      const name = document.createElement('span');
      name.className = 'seat-colour';
      name.textContent = this.table.seatName(seat.seat);
      const state = document.createElement('span');
      state.className = 'seat-state';
      const mine = rooms.seat === seat.seat;
      const who = !seat.inGame
        ? 'not in this game'
        : mine
          ? 'you'
          : seat.taken
            ? seat.connected
              ? 'taken'
              : 'taken, away'
            : 'free';
      const hints = seat.taken && seat.hints && !mine ? ' · allows hints' : '';
      const rematch = seat.taken && seat.rematch ? ` · ${mine ? 'asked' : 'asks'} for a rematch` : '';
      state.textContent = `${who}${hints}${turn ? ' · to play' : ''}${rematch}`;
      const online = document.createElement('span');
      online.className = `online${seat.connected ? ' on' : ''}`;
      online.title = seat.connected ? 'connected' : 'not connected';
      li.append(dot, name, state, online);
      if (mine || (seat.inGame && !seat.taken && rooms.seat === null)) {
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.do = mine ? 'leave' : 'claim';
        b.textContent = mine ? 'Leave seat' : 'Take seat';
        li.append(b);
      }
      if (mine) li.append(hintsBox(seat.hints));
      return li;
    });
    this.list.replaceChildren(...rows);
    const line = rooms.rematchLine();
    const may = rooms.mayAskRematch();
    this.rematch.hidden = line === null && !may;
    this.rematchText.textContent = line ?? '';
    this.rematchButton.hidden = !may;
    this.rematchButton.textContent = rooms.rematchLabel();
  }
}

/** "Allow hints" for the page's own seat: the Hint command works when every seated player allows it. */
function hintsBox(allowed: boolean): HTMLLabelElement {
  const label = document.createElement('label');
  label.className = 'allow-hints';
  label.title = 'The Hint command works in this room only when every seated player allows it.';
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.dataset.do = 'hints';
  box.checked = allowed;
  label.append(box, 'Allow hints');
  return label;
}
