// The manual page's content: docs/rules.md as HTML, every heading with a GitHub-style anchor (the
// links inside rules.md and the tool tips' "Rules" links use those), plus a table of contents.
import { Marked, type Tokens } from 'marked';
import { escapeHtml } from '../ui/dom';

export interface TocEntry {
  depth: number;
  text: string;
  id: string;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function slugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}-${n}`;
  };
}

/** The rules as HTML, and the headings (levels 2 and 3) for the table of contents. */
export function renderManual(markdown: string): { html: string; toc: TocEntry[] } {
  const slug = slugger();
  const toc: TocEntry[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth, text }: Tokens.Heading): string {
        const plain = text.replace(/[`*_]/g, '');
        const id = slug(plain);
        if (depth === 2 || depth === 3) toc.push({ depth, text: plain, id });
        const inner = this.parser.parseInline(tokens);
        // The # is a mouse's way to a section's link; the contents list is every reader's, so a
        // heading is read as its words alone (not "Link to this section" first, at every heading).
        return `<h${depth} id="${id}"><a class="anchor" href="#${id}" aria-hidden="true" tabindex="-1">#</a>${inner}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link): string | false {
        // Other project documents (notation.md …) are not part of the site: keep just the words.
        if (/^[^:#]+\.md(#.*)?$/.test(href)) return this.parser.parseInline(tokens);
        const external = /^[a-z]+:/i.test(href);
        const attrs = external ? ' target="_blank" rel="noopener"' : '';
        const t = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(href)}"${t}${attrs}>${this.parser.parseInline(tokens)}</a>`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, toc };
}
