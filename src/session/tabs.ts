// One tab at a time plays a game and autosaves it: the one holding the Web Lock "<id>.game".
// A second tab of the page finds the lock taken and asks the player; "Play here" asks the first
// tab (over a BroadcastChannel) to stop saving and let go of the lock, and steals the lock if it
// does not answer in time. Browsers without Web Locks behave as before: every tab saves.

import { gameKey } from './keys';

const TAKE_OVER = 'take-over';
/** How long the other tab has to let go before its lock is taken from it. */
const LET_GO_MS = 3000;

export class GameTab {
  private release: (() => void) | null = null;
  private readonly lock: string;
  private channel: BroadcastChannel | null;
  private locks: LockManager | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks;

  /** `onLost` runs when another tab takes the game over, before this tab lets go of it. */
  constructor(
    private onLost: () => void,
    game = 'vacuum',
  ) {
    this.lock = gameKey(game, 'game');
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(this.lock) : null;
    this.channel?.addEventListener('message', (e) => {
      if (e.data === TAKE_OVER) this.letGo();
    });
  }

  /** Takes the game if no other tab has it; false when another tab does. */
  claim(): Promise<boolean> {
    return this.locks ? this.hold({ ifAvailable: true }) : Promise.resolve(true);
  }

  /** Takes the game from the tab that has it; resolves once this tab has it. */
  async takeOver(): Promise<void> {
    if (!this.locks) return;
    this.channel?.postMessage(TAKE_OVER);
    try {
      await this.hold({ signal: AbortSignal.timeout(LET_GO_MS) });
    } catch {
      await this.hold({ steal: true }); // the other tab did not answer (frozen, or too old to know how)
    }
  }

  /** Requests the lock and keeps it until `letGo`; a lock stolen by another tab counts as lost. */
  private hold(options: LockOptions): Promise<boolean> {
    let granted = false;
    return new Promise((resolve, reject) => {
      this.locks!.request(this.lock, options, (lock) => {
        if (!lock) return resolve(false);
        granted = true;
        resolve(true);
        return new Promise<void>((done) => (this.release = done));
      }).catch((e: unknown) => (granted ? this.letGo() : reject(e)));
    });
  }

  private letGo(): void {
    const release = this.release;
    if (!release) return;
    this.release = null;
    this.onLost(); // stops the autosave before the other tab reads it
    release();
  }
}
