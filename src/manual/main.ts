// The manual page (manual.html): a game's rules rendered with a table of contents. `/manual/<id>`
// leads to `manual.html?game=<id>` (pages.ts picks the manual); the game's menu item Rules and the
// tool tips' "Rules" links open it, often with a #section. Each manual is fetched only when shown.
import { renderManual } from './render';
import { manualPage, manualsById } from './pages';
import './manual.css';
import { watchForUpdates } from '../ui/updates';

const manuals = {
  ...manualsById(import.meta.glob<string>('../../docs/manuals/*.md', { query: '?raw', import: 'default' })),
  // Vacuum's manual came first and keeps its place.
  vacuum: () => import('../../docs/rules.md?raw').then((m) => m.default),
};

const page = manualPage(location.search, manuals);
document.title = page.title;
document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
const back = document.getElementById('back') as HTMLAnchorElement;
back.href = page.back.href;
back.textContent = page.back.text;
// Opened from a game (its menu or a tool tip's Rules link, in a tab of its own): the way back is
// to close this tab, which shows the game where it was; going to the game's address would open a
// second copy of it. A browser that keeps the tab open follows the link instead.
if (new URLSearchParams(location.search).get('from') === 'game') {
  back.textContent = '← Back to the game';
  back.addEventListener('click', (e) => {
    e.preventDefault();
    window.close();
    setTimeout(() => location.assign(back.href), 300);
  });
}

const contents = document.getElementById('toc-list') as HTMLDetailsElement;
// On a narrow screen the contents are folded away: the manual opens at "How to play".
contents.open = window.matchMedia('(min-width: 52rem)').matches;
const main = document.getElementById('rules')!;

if (page.load === null) showNotice(page.notice!);
else
  page.load().then(
    (markdown) => showManual(markdown),
    () =>
      showNotice({
        heading: 'The manual did not load',
        text: 'The manual could not be fetched. Check your connection and reload the page.',
        link: { href: location.href, text: 'Reload' },
      }),
  );

function showManual(markdown: string): void {
  const { html, toc } = renderManual(markdown);
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
  contents.append(list);
  main.innerHTML = html;

  // The content is written after the browser looked for the #section, so look again. A malformed
  // escape (a hand-typed `#%E0%A4%A`) names no section: the manual opens at the top.
  const target = sectionOf(location.hash);
  if (target) document.getElementById(target)?.scrollIntoView();
}

function showNotice(notice: NonNullable<typeof page.notice>): void {
  contents.remove();
  const heading = document.createElement('h1');
  heading.textContent = notice.heading;
  const text = document.createElement('p');
  text.setAttribute('role', 'alert');
  text.textContent = `${notice.text} `;
  const link = document.createElement('a');
  link.href = notice.link.href;
  link.textContent = notice.link.text;
  text.append(link);
  main.replaceChildren(heading, text);
}

function sectionOf(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

watchForUpdates();
