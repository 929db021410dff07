/**
 * One section of a page's Markdown copy, so an assistant can ask for the part it needs (the MCP server's
 * `obtener_pagina` with `seccion`) instead of a whole page of 60,000 characters.
 */

export interface Heading {
  level: number;
  text: string;
  /** The heading's anchor as the site writes it (`#verificar-la-firma`). */
  slug: string;
  line: number;
}

/** The anchor Docusaurus gives a heading: lower case, punctuation dropped, spaces as hyphens (accents stay). */
export function headingSlug(text: string): string {
  return text
    .replace(/`|\*\*|\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The `##`–`######` headings of a Markdown text, outside code blocks. */
export function headingsOf(markdown: string): Heading[] {
  const headings: Heading[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((line, index) => {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? undefined : marker;
    if (fence || marker) return;
    const match = /^(#{2,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (match) {
      const explicit = /\s*\{#([^}]+)\}$/.exec(match[2]);
      const text = explicit ? match[2].slice(0, explicit.index) : match[2];
      headings.push({level: match[1].length, text, slug: explicit?.[1] ?? headingSlug(text), line: index});
    }
  });
  return headings;
}

/**
 * The page's head (front matter, title, the text before its first section) and the section `wanted` names, by
 * anchor (`verificar-la-firma`, with or without `#`) or by heading text, down to the next heading of its level or
 * higher; undefined when the page has no such section.
 */
export function pageSection(markdown: string, wanted: string): string | undefined {
  const target = wanted.trim().replace(/^#/, '');
  const headings = headingsOf(markdown);
  const found =
    headings.find((h) => h.slug === target) ??
    headings.find((h) => h.slug === headingSlug(target) || h.text.toLowerCase() === target.toLowerCase());
  if (!found) return undefined;
  const lines = markdown.split('\n');
  const next = headings.find((h) => h.line > found.line && h.level <= found.level);
  const head = lines.slice(0, headings[0].line).join('\n').trimEnd();
  const body = lines.slice(found.line, next?.line).join('\n').trimEnd();
  return `${head}\n\n${body}\n`;
}
