// What a screen reader hears of Status's message (src/page/said.ts): a turn of several actions is
// shown whole and heard an action at a time, each once; a refusal asked again is heard again.
import { describe, expect, it } from 'vitest';
import { Said } from '../../src/page/said';

function setUp() {
  const heard: string[] = [];
  // A live region as a screen reader hears it: each change of its text is read.
  const region = {
    text: '',
    get textContent(): string {
      return this.text;
    },
    set textContent(t: string | null) {
      if (t !== this.text) heard.push(t!.trim());
      this.text = t ?? '';
    },
  };
  return { said: new Said(region), heard };
}

describe('what a screen reader hears of the message', () => {
  it('hears each action of a turn once while the message shows the turn so far', () => {
    const { said, heard } = setUp();
    const turn = ['Yellow places a red stone on g5.', 'Yellow builds a red bridge.', 'Yellow ends the turn.'];
    for (let i = 0; i < turn.length; i++) {
      const shown = turn.slice(0, i + 1).join(' ');
      said.hear(shown, turn[i]!);
      said.show(shown);
      said.show(shown); // redrawn (a hover, a clock's tick): nothing new to hear
    }
    expect(heard).toEqual(turn);
  });

  it('hears any other message whole, once, and nothing of an emptied one', () => {
    const { said, heard } = setUp();
    said.show('c3: empty.');
    said.show('c3: empty.');
    said.show('');
    said.show('Taken back: White c4 steps up to c3');
    expect(heard).toEqual(['c3: empty.', 'Taken back: White c4 steps up to c3']);
  });

  it('hears what `hear` said only when the message it was for is shown', () => {
    const { said, heard } = setUp();
    said.hear('Blue places a blue stone on h6. Blue builds a bridge.', 'Blue builds a bridge.');
    said.show('Not in this mode: you play it out on your own.'); // a mode said something else first
    said.show('Blue places a blue stone on h6. Blue builds a bridge.');
    expect(heard).toEqual([
      'Not in this mode: you play it out on your own.',
      'Blue places a blue stone on h6. Blue builds a bridge.',
    ]);
  });

  it('hears a refusal again when the key is pressed again', () => {
    const { said, heard } = setUp();
    const why = 'Blue has a stone to place: only a player who cannot place one passes';
    said.show(why);
    said.again();
    said.again();
    expect(heard).toEqual([why, why, why]);
  });
});
