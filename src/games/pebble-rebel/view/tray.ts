// Pebble Rebel's controls beside the board (R14): the prompt of the player to act, the bag's count
// of each colour and the empty squares, always; on Rebel's turn his hand as a tray of the stones he drew, the chosen one raised
// (the first by default). A stone is chosen by a tap, a click or the keyboard, and placed by a tap
// on the board or by dragging it there from the tray; the board then takes only placements of the
// chosen colour, and its warning marks are that colour's.
import type { PageHost } from '../../../core/module';
import { bagCounts, COLOUR, prompt, status, type Action, type Colour, type Game } from '../rules/index';
import { stoneSvg } from './stone';
import { LIFT_DISTANCE } from '../../../ui/gesture';
import { promptLine } from '../../../ui/panels/prompt-line';

const ICON_PX = 22;
const STONE_PX = 44;

const words = (c: Colour): string => `${COLOUR[c].name} stone (${COLOUR[c].shape})`;

interface Drag {
  colour: Colour;
  x: number;
  y: number;
  ghost: HTMLElement | null;
}

export class Tray {
  private chosen: Colour | null = null;
  private shown: Game | null = null;
  private drag: Drag | null = null;
  private readonly prompt: HTMLElement;
  private readonly bag: HTMLElement;
  private readonly hand: HTMLElement;

  constructor(private host: PageHost<Game, Action>) {
    const controls = host.controls();
    controls.hidden = false;
    this.prompt = document.createElement('p');
    this.prompt.className = 'pr-prompt';
    // Read out as it changes: what Rebel is asked to place, or that the computer is placing.
    this.prompt.setAttribute('aria-live', 'polite');
    this.bag = document.createElement('p');
    this.bag.className = 'pr-bag';
    this.hand = document.createElement('div');
    this.hand.className = 'pr-hand';
    this.hand.setAttribute('role', 'group');
    this.hand.setAttribute('aria-label', "Rebel's hand");
    controls.append(this.prompt, this.bag, this.hand);
    host.onShow((game) => {
      if (game === this.shown) return;
      this.shown = game;
      this.render(game);
    });
    promptLine(host, this.prompt, (game) => prompt(game) ?? '');
  }

  /** Rebel's stones still to place, while the game waits for him. */
  private static handOf(game: Game): readonly Colour[] {
    return status(game).winner === null && game.current === 1 ? game.hand : [];
  }

  /** The stone Rebel places next: the chosen colour while his hand holds it, else his first stone. */
  private choose(colour: Colour | null): void {
    const hand = this.shown === null ? [] : Tray.handOf(this.shown);
    const next = colour !== null && hand.includes(colour) ? colour : (hand[0] ?? null);
    if (next === this.chosen) return;
    this.chosen = next;
    this.host.narrow(next === null ? null : (a) => a.kind !== 'place' || a.colour === next);
  }

  private render(game: Game): void {
    this.choose(this.chosen);
    const counts = bagCounts(game);
    const icons = counts
      .map(
        ({ colour, count }) =>
          `<span class="pr-count" title="${COLOUR[colour].name} stones (${COLOUR[colour].shape}) in the bag">${stoneSvg(colour, ICON_PX)}${count}</span>`,
      )
      .join('');
    const said = counts.map(({ colour, count }) => `${count} ${COLOUR[colour].name}`).join(', ');
    const empty = status(game).empty;
    this.bag.innerHTML =
      `<span class="visually-hidden">In the bag: ${said}; ${empty} empty squares.</span>` +
      `<span aria-hidden="true">Bag ${icons} <span class="pr-empty">${empty} empty</span></span>`;
    const hand = Tray.handOf(game);
    this.hand.hidden = hand.length === 0;
    this.hand.replaceChildren(...hand.map((colour) => this.stone(colour)));
    this.mark();
  }

  /** Raises the stone placed next: the first of the chosen colour in the hand. */
  private mark(): void {
    const stones = [...this.hand.querySelectorAll<HTMLButtonElement>('.pr-stone')];
    const raised = stones.find((b) => b.dataset.colour === this.chosen);
    for (const b of stones) {
      const colour = b.dataset.colour as Colour;
      b.setAttribute('aria-pressed', String(b === raised));
      b.setAttribute('aria-label', `${words(colour)}${b === raised ? ', placed next' : ''}`);
    }
  }

  private stone(colour: Colour): HTMLButtonElement {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'pr-stone';
    b.dataset.colour = colour;
    b.innerHTML = stoneSvg(colour, STONE_PX);
    b.title = `Place this ${COLOUR[colour].name} stone next: tap a square, or drag it there`;
    b.addEventListener('click', () => this.pick(colour));
    b.addEventListener('pointerdown', (e) => {
      b.setPointerCapture(e.pointerId);
      this.drag = { colour, x: e.clientX, y: e.clientY, ghost: null };
    });
    b.addEventListener('pointermove', (e) => this.follow(e));
    b.addEventListener('pointerup', (e) => this.drop(e));
    b.addEventListener('pointercancel', () => this.endDrag());
    return b;
  }

  private pick(colour: Colour): void {
    this.choose(colour);
    this.mark();
  }

  private follow(e: PointerEvent): void {
    const d = this.drag;
    if (d === null) return;
    if (d.ghost === null) {
      if (Math.hypot(e.clientX - d.x, e.clientY - d.y) < LIFT_DISTANCE) return;
      this.pick(d.colour);
      d.ghost = document.createElement('div');
      d.ghost.className = 'pr-ghost';
      d.ghost.innerHTML = stoneSvg(d.colour, STONE_PX * 1.3);
      document.body.append(d.ghost);
    }
    d.ghost.style.left = `${e.clientX}px`;
    d.ghost.style.top = `${e.clientY}px`;
  }

  /** A drag released over the board places the stone there, as a tap on that square would. */
  private drop(e: PointerEvent): void {
    const dragged = this.drag?.ghost != null;
    this.endDrag();
    if (!dragged) return; // a tap: its click chooses the stone
    const sq = this.host.squareAt(e.clientX, e.clientY);
    if (sq !== null) this.host.tap(sq);
  }

  private endDrag(): void {
    this.drag?.ghost?.remove();
    this.drag = null;
  }
}
