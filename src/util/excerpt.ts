// User text quoted in a message is cut short: a refusal must stay readable however long the
// input (a pasted 3 MB "stage" word once came back whole in the message).

/** `text` if it has at most `max` characters, else its start and "…". */
export function excerpt(text: string, max = 40): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // Never end on half of a surrogate pair.
  return (/[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut) + '…';
}
