// The page's words for the player's hand: a mouse clicks and hovers, a finger taps and touches
// and holds. Texts are written for the mouse; on a touch screen they are read through `forHand`.

const FINGER_WORDS: [RegExp, string][] = [
  [/\bClick\b/g, 'Tap'],
  [/\bclick\b/g, 'tap'],
  [/\bHover\b/g, 'Touch and hold'],
  [/\bhover\b/g, 'touch and hold'],
];

/** `text` as it reads for the player's hand (`touch`: a finger). */
export function forHand(text: string, touch: boolean): string {
  return touch ? FINGER_WORDS.reduce((t, [mouse, finger]) => t.replace(mouse, finger), text) : text;
}
