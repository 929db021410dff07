/**
 * Markdown helpers for the generator: a small renderer for the short descriptions that
 * components show (fields, parameters, responses), and escaping for descriptions that go
 * straight into the MDX body, where `{`, `}` and `<` would otherwise be read as JSX.
 */

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]);
}

function safeHref(href: string): string | undefined {
  return /^(https?:\/\/|\/|#|mailto:)/.test(href) ? href : undefined;
}

/** Code spans, links, bold and italics (asterisks only: snake_case names must stay intact). */
function renderInline(text: string): string {
  return text
    .split(/(`+)([\s\S]*?[^`])\1(?!`)/)
    .map((part, i) => {
      if (i % 3 === 1) return '';
      if (i % 3 === 2) return `<code>${escapeHtml(part.replace(/^ (.*) $/, '$1'))}</code>`;
      return escapeHtml(part)
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) => {
          const url = safeHref(href.replace(/&amp;/g, '&'));
          return url ? `<a href="${escapeHtml(url)}">${label}</a>` : whole;
        })
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
        .replace(/(^|[^*\w])\*([^*\s][^*]*?)\*(?!\w)/g, '$1<em>$2</em>');
    })
    .join('');
}

/** Renders a description to HTML: paragraphs, bullet and numbered lists, inline markup. */
export function markdownToHtml(markdown: string | undefined): string | undefined {
  if (!markdown || markdown.trim() === '') return undefined;
  const blocks = markdown.trim().split(/\n\s*\n/);
  return blocks
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((l) => /^\s*[-*] /.test(l))) {
        return `<ul>${lines.map((l) => `<li>${renderInline(l.replace(/^\s*[-*] /, ''))}</li>`).join('')}</ul>`;
      }
      if (lines.every((l) => /^\s*\d+\. /.test(l))) {
        return `<ol>${lines.map((l) => `<li>${renderInline(l.replace(/^\s*\d+\. /, ''))}</li>`).join('')}</ol>`;
      }
      return `<p>${renderInline(lines.join(' '))}</p>`;
    })
    .join('');
}

/** Plain text of a description: for front matter and summaries. */
export function markdownToText(markdown: string | undefined): string {
  if (!markdown) return '';
  return markdown
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*?([^*]+)\*\*?/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Cuts `text` to at most `max` characters where a reader can stop: after a clause (`,` `;` `:`)
 * when one ends late enough, else after a word; never inside an open parenthesis and never
 * shorter than `min` when a longer cut exists.
 */
function cutAtClause(text: string, max: number, min: number): string {
  let cut = text.slice(0, max + 1).replace(/\s+\S*$/, '');
  const open = cut.lastIndexOf('(');
  if (open > cut.lastIndexOf(')') && open >= min) cut = cut.slice(0, open);
  const clause = Math.max(...[', ', '; ', ': '].map((sep) => cut.lastIndexOf(sep)));
  if (clause >= Math.max(min, max * 0.6)) cut = cut.slice(0, clause);
  // Nor on a word that announces more ("…con el…"): articles, prepositions, conjunctions.
  let previous;
  do {
    previous = cut;
    cut = cut.replace(/[\s,;:(–—-]+$/, '').replace(DANGLING_WORD, '');
  } while (cut !== previous && cut.length > min);
  return cut.length >= min ? cut : previous;
}

const DANGLING_WORD =
  /\s(?:a|al|ante|o|u|y|e|ni|que|de|del|desde|en|entre|con|sin|para|por|según|sobre|hasta|el|la|los|las|lo|un|una|unos|unas|su|sus|tu|tus|se|si|es|como|cuando|cada|otra|otro|más)$/i;

/**
 * A page's meta description from a Markdown description: plain text, whole sentences until it
 * says enough (`min` characters) and never more than `max` (search engines cut around 160). A
 * sentence that does not fit is cut at a word and ends with "…", never in the middle of a word.
 */
export function metaDescription(markdown: string | undefined, {min = 50, max = 160} = {}): string {
  const text = markdownToText(markdown);
  const sentences = text.split(/(?<=[.!?])\s+(?=\S)/).filter(Boolean);
  let out = '';
  for (const sentence of sentences) {
    if (out.length >= min) break;
    const candidate = out ? `${out} ${sentence}` : sentence;
    if (candidate.length <= max) {
      out = candidate;
      continue;
    }
    out = cutAtClause(candidate, max - 1, Math.max(min, out.length)) + '…';
    break;
  }
  return out;
}

/**
 * Makes Markdown safe for the MDX body: outside code, `{`, `}` and `<` are escaped so MDX
 * shows them as text instead of parsing expressions or JSX.
 */
export function escapeMdx(markdown: string): string {
  const out: string[] = [];
  let inFence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fence = line.match(/^\s*(`{3,}|~{3,})/);
    if (fence) {
      if (inFence === null) inFence = fence[1][0];
      else if (fence[1][0] === inFence) inFence = null;
      out.push(line);
      continue;
    }
    if (inFence !== null) {
      out.push(line);
      continue;
    }
    out.push(
      line
        .split(/(`+[^`]*?`+)/)
        .map((part, i) => (i % 2 === 1 ? part : part.replace(/[{}<]/g, (c) => '\\' + c)))
        .join(''),
    );
  }
  return out.join('\n');
}
