// The manual page (manual.html): docs/rules.md rendered with a table of contents. The game's
// "Open Manual" and the tool tips' "Rules" links open it, often with a #section.
import rules from '../../docs/rules.md?raw';
import { renderManual } from './render';
import './manual.css';

const { html, toc } = renderManual(rules);

const nav = document.getElementById('toc')!;
const list = document.createElement('ol');
for (const entry of toc) {
  const item = document.createElement('li');
  item.className = `toc-depth-${entry.depth}`;
  const link = document.createElement('a');
  link.href = `#${entry.id}`;
  link.textContent = entry.text;
  item.append(link);
  list.append(item);
}
nav.append(list);
document.getElementById('rules')!.innerHTML = html;

// The content is written after the browser looked for the #section, so look again. A malformed
// escape (a hand-typed `#%E0%A4%A`) names no section: the manual opens at the top.
const target = sectionOf(location.hash);
if (target) document.getElementById(target)?.scrollIntoView();

function sectionOf(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}
