// The prose of a documentation page: the text a reader reads as sentences, with its place in the file.
// Both prose checks (spelling and terminology) read pages through here, so code never counts as prose:
// fenced and inline code, JSX/MDX components and their props, imports and expressions, URLs, heading
// anchors (`{#id}`) and every front-matter field except the page's own words (title, description,
// sidebar label). `keywords` and `search_names` hold the terms readers type, English ones included, so
// they are never checked.
// The page is parsed the way Docusaurus parses it (MDX, GFM, admonition directives, front matter), as
// scripts/check-mdx.mjs does.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';

/** Front-matter fields whose values are prose shown to readers. */
export const PROSE_FRONT_MATTER = ['title', 'description', 'sidebar_label'];

// Inside prose text, pieces that are still not words of the language: an explicit heading anchor
// (`\{#invalid_request}`), a bare URL, an e-mail address, a host name, a site path (`/docs/api/errors`)
// and a file name (`llms.txt`).
const NOT_PROSE_IN_TEXT = new RegExp(
  [
    String.raw`\\?\{#[^}\n]*\}`,
    String.raw`\bhttps?:\/\/[^\s)>\]]+`,
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
    String.raw`\b(?:[\w-]+\.)+(?:example|com|org|net|io|dev)\b`,
    String.raw`(?<![\w/])\/(?:[\w.{}-]+\/)*[\w.{}-]+\/?`,
    String.raw`\b[\w-]+\.(?:txt|md|mdx|json|ya?ml|pdf|png|jpe?g|csv|html|js|mjs|ts|py|zip)\b`,
  ].join('|'),
  'g',
);

/**
 * @typedef {{start: number, end: number}} Range  Offsets into the page source, end exclusive.
 */

/** @param {string} file */
function parser(file) {
  const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);
  if (!file.endsWith('.md')) processor.use(remarkMdx);
  return processor.use(remarkGfm).use(remarkDirective);
}

/**
 * The prose ranges of one front-matter block: the values of PROSE_FRONT_MATTER keys, without quotes.
 * @param {string} source
 * @param {{start: number, end: number}} block  Offsets of the whole `---` … `---` block.
 * @returns {Range[]}
 */
function frontMatterRanges(source, block) {
  const ranges = [];
  const line = /^([A-Za-z_]+):[ \t]*(.*)$/gm;
  const text = source.slice(block.start, block.end);
  for (let m = line.exec(text); m; m = line.exec(text)) {
    if (!PROSE_FRONT_MATTER.includes(m[1]) || m[2] === '') continue;
    let start = block.start + m.index + m[0].length - m[2].length;
    let end = block.start + m.index + m[0].length;
    const quote = source[start];
    if ((quote === '"' || quote === "'") && source[end - 1] === quote) {
      start += 1;
      end -= 1;
    }
    ranges.push({start, end});
  }
  return ranges;
}

/**
 * Splits a text range around the pieces of NOT_PROSE_IN_TEXT.
 * @param {string} source
 * @param {Range} range
 * @returns {Range[]}
 */
function withoutNonWords(source, range) {
  const out = [];
  const text = source.slice(range.start, range.end);
  let at = 0;
  for (const m of text.matchAll(NOT_PROSE_IN_TEXT)) {
    if (m.index > at) out.push({start: range.start + at, end: range.start + m.index});
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({start: range.start + at, end: range.end});
  return out;
}

/**
 * Walks the tree and collects the ranges of text nodes; code, JSX attributes, expressions and ESM are
 * leaves without text children, so they never reach the collector.
 * @param {any} node
 * @param {string} source
 * @param {Range[]} out
 */
function collect(node, source, out) {
  if (node.type === 'yaml' && node.position) {
    const block = {start: node.position.start.offset, end: node.position.end.offset};
    out.push(...frontMatterRanges(source, block).flatMap((range) => withoutNonWords(source, range)));
    return;
  }
  if (node.type === 'text' && node.position) {
    out.push(...withoutNonWords(source, {start: node.position.start.offset, end: node.position.end.offset}));
    return;
  }
  if (node.type === 'image' && node.alt && node.position) {
    // `![alt](url)`: the alternative text is read aloud to people who do not see the image.
    const start = node.position.start.offset + 2;
    out.push({start, end: start + node.alt.length});
    return;
  }
  // An autolink (`<https://…>` or a bare URL that GFM turns into a link) shows its address as its text.
  if (node.type === 'link' && node.children.length === 1 && node.children[0].value === node.url) return;
  for (const child of node.children ?? []) collect(child, source, out);
}

/**
 * The prose of a page.
 * @param {string} source  The page's text.
 * @param {string} file  Its path: `.md` pages are parsed as CommonMark, anything else as MDX.
 * @returns {{ranges: Range[], masked: string}}  The prose ranges, in order, and the page with every
 *   character outside them blanked (line breaks kept), so a position in one is the same in the other.
 */
export function prose(source, file) {
  const tree = parser(file).parse(source);
  /** @type {Range[]} */
  const ranges = [];
  collect(tree, source, ranges);
  ranges.sort((a, b) => a.start - b.start);
  const chars = source.replace(/[^\n]/g, ' ').split('');
  for (const {start, end} of ranges) for (let i = start; i < end; i++) chars[i] = source[i];
  return {ranges, masked: chars.join('')};
}

/**
 * 1-based line and column of an offset.
 * @param {string} source
 * @param {number} offset
 */
export function lineColumn(source, offset) {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return {line, column: offset - before.lastIndexOf('\n')};
}
