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

/** The first sentence, for a page's meta description. */
export function firstSentence(markdown: string | undefined, max = 200): string {
  const text = markdownToText(markdown);
  const match = text.match(/^.*?[.!?](?=\s|$)/);
  const sentence = match ? match[0] : text;
  return sentence.length > max ? sentence.slice(0, max - 1).trimEnd() + '…' : sentence;
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
