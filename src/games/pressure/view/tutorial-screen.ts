// Pressure's Tutorial on the page (R11): seven lessons on small positions. The lesson's text is
// shown beside the board; the board accepts only the lesson's move (a wrong try is answered with
// a hint and may be tried again); Black's scripted answer follows where a lesson has one; then
// Next lesson. Undo is off and no end screen interrupts a lesson.
import type { PageHost } from '../../../core/module';
import type { Action, Game } from '../rules/index';
import type { Modes } from './modes';
import { checkTry, TUTORIAL, tutorialPosition, type TutorialStep } from './tutorial';

/** The learner's move has landed before Black answers (ms). */
const REPLY_PAUSE_MS = 600;
/** The lesson on the board (its index), kept while the tutorial runs: a reload carries on there. */
const LESSON_KEY = 'tutorial-lesson';

export class Tutorial {
  private step = 0;
  private done = false;
  private panel: HTMLElement;

  constructor(private modes: Modes) {
    this.panel = modes.host.panel();
  }

  private get host(): PageHost<Game, Action> {
    return this.modes.host;
  }

  /** Starts the tutorial at its first lesson. */
  begin(): void {
    this.run(0);
  }

  /**
   * Carries on with the lesson a reload interrupted (the board holds that lesson, not a game of the
   * player's: their game is in Recent games, and Leave the tutorial brings it back). False when no
   * tutorial was running.
   */
  resume(): boolean {
    const lesson = Number(this.host.store.getItem(LESSON_KEY) ?? NaN);
    if (!Number.isInteger(lesson) || TUTORIAL[lesson] === undefined) return false;
    this.run(lesson, true);
    return true;
  }

  /** Runs the tutorial from a lesson; `onBoard`: the lesson is on the board already (after a reload). */
  private run(lesson: number, onBoard = false): void {
    this.modes.enter(
      // Its lessons are no one's games: Recent games keeps none of them.
      { leave: () => this.leave(), moved: (before, action) => this.moved(before, action), games: 'drop' },
      onBoard,
    );
    this.host.allowHelp(false);
    // A lesson that ends the game has no end screen: its Show result leads to the lesson's next step.
    this.host.endScreen(() => this.panel.querySelector<HTMLButtonElement>('[data-do="next"]')?.focus());
    this.show(lesson);
  }

  private show(index: number): void {
    this.step = index;
    this.done = false;
    this.host.store.setItem(LESSON_KEY, String(index));
    const step: TutorialStep = TUTORIAL[index]!;
    this.modes.start(['person', 'person'], tutorialPosition(step));
    // The lesson's move is checked before it is played; a wrong try is answered with a hint.
    this.host.guard((game, action) => {
      if (this.done) return 'This lesson is done: go on to the next one.';
      const result = checkTry(step, game, action);
      return result.ok ? null : result.hint;
    });
    this.render(step.text, false);
  }

  /** After each move on the board while the lesson runs: the lesson's move shows its note. */
  private moved(before: Game, action: Action): void {
    const step = TUTORIAL[this.step]!;
    if (this.done) return;
    const result = checkTry(step, before, action);
    if (!result.ok) return;
    this.done = true;
    this.render(result.note, true);
    if (result.reply) {
      const reply = result.reply.action;
      setTimeout(() => {
        if (this.host.panel().dataset.mode === 'tutorial' && this.step === step.number - 1) this.host.play(reply);
      }, REPLY_PAUSE_MS);
    }
  }

  private render(text: string, finished: boolean): void {
    const step = TUTORIAL[this.step]!;
    const last = this.step === TUTORIAL.length - 1;
    const p = this.panel;
    p.dataset.mode = 'tutorial';
    p.hidden = false;
    p.innerHTML =
      `<h2>Lesson ${step.number} of ${TUTORIAL.length}: ${step.topic}</h2><p class="lesson-text"></p>` +
      `<div class="dialog-buttons">` +
      `<button type="button" data-do="leave">Leave the tutorial</button>` +
      (finished
        ? `<button type="button" data-do="next" class="primary">${last ? 'Finish' : 'Next lesson'}</button>`
        : `<button type="button" data-do="again">Start the lesson again</button>`) +
      `</div>`;
    const said = finished && last ? `${text} That is the whole game: now play one against the computer!` : text;
    p.querySelector('.lesson-text')!.textContent = said;
    // Heard once, the lesson's words only (the panel is no live region: its buttons would be read too).
    this.host.announce(finished ? said : `Lesson ${step.number} of ${TUTORIAL.length}: ${step.topic}. ${said}`);
    // The keyboard goes where the player acts next: Next lesson, else the board (the button pressed is gone).
    const next = p.querySelector<HTMLButtonElement>('[data-do="next"]');
    if (next) next.focus();
    else this.host.focusBoard();
    p.onclick = (e) => {
      const what = (e.target as HTMLElement).closest('button')?.dataset.do;
      if (what === 'leave') this.modes.back();
      if (what === 'again') this.show(this.step);
      if (what === 'next' && !last) this.show(this.step + 1);
      if (what === 'next' && last) this.modes.newGame();
    };
  }

  private leave(): void {
    this.host.store.removeItem(LESSON_KEY);
    this.host.guard(null);
    this.host.endScreen(null);
    this.host.allowHelp(true);
    this.panel.hidden = true;
    this.panel.replaceChildren();
    delete this.panel.dataset.mode;
  }
}
