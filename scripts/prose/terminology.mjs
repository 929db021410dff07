// Discouraged terms in the pages' prose (anglicisms, regionalisms, a second word for one concept), from the
// table in config/prose/terminology.yaml. cspell's `flagWords` checks single words and says nothing of the
// replacement; this check matches phrases too («consent actions») and names what to write instead.
import fs from 'node:fs';
import yaml from 'js-yaml';

/**
 * @typedef {{term: string, forms?: string[], except?: string[], use: string, reason: string}} TermEntry
 * @typedef {{file: string, line: number, column: number, found: string, term: string, use: string, reason: string}} TermFinding
 */

/** Lower case, without accents: «Librería» and «libreria» are the same term. */
function fold(/** @type {string} */ text) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** fold(), one character at a time and keeping the length, so an offset in the result is one in the text. */
function foldInPlace(/** @type {string} */ text) {
  return text.replace(/[^]/g, (c) => {
    const folded = fold(c);
    return folded.length === 1 ? folded : c;
  });
}

/**
 * A matcher for one form: words separated by any white space (a phrase may wrap), whole words only; a
 * trailing `*` also matches any ending («setea*»: «setear», «seteas»).
 * @param {string} form
 */
function formPattern(form) {
  const prefix = form.endsWith('*');
  const words = fold(prefix ? form.slice(0, -1) : form)
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `${words.join('\\s+')}${prefix ? '\\p{L}*' : ''}`;
}

/**
 * Reads the table.
 * @param {string} file
 * @returns {TermEntry[]}
 */
export function loadTerminology(file) {
  const entries = /** @type {TermEntry[]} */ (yaml.load(fs.readFileSync(file, 'utf8')));
  for (const entry of entries) {
    if (!entry.term || !entry.use || !entry.reason) {
      throw new Error(`${file}: cada término necesita term, use y reason: ${JSON.stringify(entry)}`);
    }
  }
  return entries;
}

/**
 * Discouraged terms in a page's prose.
 * @param {string} file
 * @param {string} source  The page.
 * @param {{start: number, end: number}[]} ranges  Its prose (see extract.mjs).
 * @param {TermEntry[]} entries
 * @returns {TermFinding[]}
 */
export function discouragedTerms(file, source, ranges, entries) {
  const whole = (/** @type {string[]} */ forms) =>
    new RegExp(`(?<![\\p{L}\\p{N}_])(?:${forms.map(formPattern).join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  const matchers = entries.map((entry) => ({
    entry,
    pattern: whole([entry.term, ...(entry.forms ?? [])]),
    // Names that contain the term and are right as they are (Android's «App Link»).
    exceptions: entry.except?.length ? whole(entry.except) : undefined,
  }));
  /** @type {TermFinding[]} */
  const found = [];
  for (const range of ranges) {
    const original = source.slice(range.start, range.end);
    const text = foldInPlace(original);
    for (const {entry, pattern, exceptions} of matchers) {
      const excepted = [...(exceptions ? text.matchAll(exceptions) : [])].map((e) => [e.index, e.index + e[0].length]);
      for (const m of text.matchAll(pattern)) {
        if (excepted.some(([start, end]) => m.index >= start && m.index < end)) continue;
        const offset = range.start + m.index;
        const before = source.slice(0, offset);
        found.push({
          file,
          line: before.split('\n').length,
          column: offset - before.lastIndexOf('\n'),
          found: original.slice(m.index, m.index + m[0].length),
          term: entry.term,
          use: entry.use,
          reason: entry.reason,
        });
      }
    }
  }
  return found.sort((a, b) => a.line - b.line || a.column - b.column);
}
