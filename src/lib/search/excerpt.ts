/**
 * Pagefind excerpts are HTML: the page text with `<` and `>` escaped and the matched
 * words wrapped in `<mark>`. They are turned into plain segments here and rendered
 * by React as text, so nothing from the index or the query is ever parsed as markup.
 */
export interface TextSegment {
  text: string;
  highlighted: boolean;
}

const MARK_TAG = /(<mark>|<\/mark>)/;

/** Pagefind escapes exactly these two characters (see `raw_content` in pagefind.js). */
function unescapePagefind(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

export function parseExcerpt(excerpt: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let highlighted = false;
  for (const part of excerpt.split(MARK_TAG)) {
    if (part === '<mark>') highlighted = true;
    else if (part === '</mark>') highlighted = false;
    else if (part) {
      const text = unescapePagefind(part);
      const last = segments.at(-1);
      if (last && last.highlighted === highlighted) last.text += text;
      else segments.push({text, highlighted});
    }
  }
  return segments;
}

export function segmentsToText(segments: TextSegment[]): string {
  return segments.map((s) => s.text).join('');
}
