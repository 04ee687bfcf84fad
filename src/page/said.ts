// What a screen reader hears of Status's message. The message stays on screen as it is (a turn of
// several actions reads whole: "Yellow places … Yellow builds … Yellow ends the turn."), but what is
// heard is only what is new, once: the message itself is no live region, and each new thing to hear
// replaces the whole text of a live region of its own (#said, visually hidden).
// Why not one live region that grows, its new sentences added as nodes with aria-relevant
// "additions"? Screen readers differ there: VoiceOver ignores aria-relevant and may read the whole
// region again, and a message whose text is replaced (as the panel writes it) is read whole by all of
// them. A small live region whose whole text is replaced is read the same way, once, by NVDA, JAWS,
// VoiceOver and TalkBack.

/** Where the words go: the live region (its text replaced each time). */
interface Region {
  textContent: string | null;
}

export class Said {
  /** The message on screen. */
  private shown = '';
  /** Of a message about to be shown, the part that is new to a listener. */
  private fresh: { shown: string; heard: string } | null = null;

  constructor(private region: Region) {}

  /**
   * When the message becomes `shown`, only `heard` is heard (the action just played, where the
   * message shows the turn so far).
   */
  hear(shown: string, heard: string): void {
    this.fresh = { shown, heard };
  }

  /** The message on screen now: a new one is heard (an empty one says nothing). */
  show(text: string): void {
    const fresh = this.fresh;
    this.fresh = null;
    if (text === this.shown) return;
    this.shown = text;
    const heard = fresh?.shown === text ? fresh.heard : text;
    if (heard !== '') this.speak(heard);
  }

  /** Words heard and not shown in Status: what the panel shows elsewhere (a lesson's text). */
  tell(text: string): void {
    if (text !== '') this.speak(text);
  }

  /** The message on screen, heard again: the player asked again (a refused key pressed once more). */
  again(): void {
    if (this.shown !== '') this.speak(this.shown);
  }

  private speak(text: string): void {
    // The same words again must still change the region, or nothing is read: a no-break space differs.
    this.region.textContent = this.region.textContent === text ? `${text}\u00a0` : text;
  }
}
