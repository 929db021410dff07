// The hand-written documentation pages (generated API pages excluded), split into prose lines for claim checks.
import fs from 'node:fs';
import path from 'node:path';

export function guidePages(dir = 'docs'): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full === path.join('docs', 'api', 'resources') ? [] : guidePages(full);
    return /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

export type ProseLine = {file: string; line: number; text: string};

/** Lines outside fenced code blocks and front matter: what a reader takes as a statement. */
export function proseLines(file: string, source = fs.readFileSync(file, 'utf8')): ProseLine[] {
  const out: ProseLine[] = [];
  let inFence = false;
  let inFrontMatter = false;
  source.split('\n').forEach((text, i) => {
    if (i === 0 && text === '---') {
      inFrontMatter = true;
      return;
    }
    if (inFrontMatter) {
      if (text === '---') inFrontMatter = false;
      return;
    }
    if (/^\s*(```|~~~)/.test(text)) {
      inFence = !inFence;
      return;
    }
    if (!inFence) out.push({file, line: i + 1, text});
  });
  return out;
}

/** Sentences of a prose line (a table row counts as one sentence per cell). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.;:])\s+(?=[A-ZÁÉÍÓÚÑ¿(`*\d])|\s\|\s/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Fenced code blocks of one language, with the line where each starts. */
export function codeBlocks(source: string, lang: string): {line: number; code: string}[] {
  const blocks: {line: number; code: string}[] = [];
  const re = new RegExp('^```' + lang + '\\n([\\s\\S]*?)^```', 'gm');
  for (const m of source.matchAll(re)) {
    blocks.push({line: source.slice(0, m.index).split('\n').length, code: m[1]});
  }
  return blocks;
}

export const where = (l: ProseLine) => `${l.file}:${l.line}`;
