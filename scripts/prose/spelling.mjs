// Spelling of the pages' prose with cspell and its Spanish dictionary (configuration: cspell.config.yaml).
// cspell reads files, so each page's prose (every other character blanked, line breaks kept: positions are
// the page's own) is written to a scratch folder under the same relative path and checked there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import yaml from 'js-yaml';
import {lint} from 'cspell';

/**
 * @typedef {{file: string, line: number, column: number, word: string, suggestions: string[]}} Misspelling
 */

// Spanish joins object pronouns to imperatives, infinitives and gerunds («bórrala», «rotarlo», «dáselo»),
// and the dictionary lists the verb forms without them. Longest first, so «selo» is tried before «lo».
const ENCLITICS = ['selos', 'selas', 'selo', 'sela', 'melo', 'mela', 'telo', 'tela', 'nos', 'los', 'las', 'les'].concat(
  ['me', 'te', 'se', 'lo', 'la', 'le'],
);
const ACUTE = {a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú'};

/** @param {string} word */
function withoutAccents(word) {
  return word
    .normalize('NFD')
    .replace(/[\u0301]/g, '')
    .normalize('NFC');
}

/**
 * The verb forms a word may be, with its enclitic pronouns taken off: «bórrala» → «borra», «mantenlos» →
 * «manten», «mantén». A form the pronoun turns into an esdrújula must carry its accent: «borrala» gives
 * nothing, so it stays a misspelling.
 * @param {string} word
 * @returns {string[]}
 */
export function encliticStems(word) {
  const lower = word.toLowerCase();
  for (const clitic of ENCLITICS) {
    if (!lower.endsWith(clitic) || lower.length - clitic.length < 2) continue;
    const stem = lower.slice(0, -clitic.length);
    const plain = withoutAccents(stem);
    const syllables = plain.match(/[aeiouü]+/g)?.length ?? 0;
    if (plain === stem && /[aeiou]$/.test(stem) && syllables >= 2) return [];
    const last = plain.search(/[aeiou](?=[^aeiou]*$)/);
    const accented = last < 0 ? plain : plain.slice(0, last) + ACUTE[plain[last]] + plain.slice(last + 1);
    return [...new Set([plain, stem, accented])];
  }
  return [];
}

/**
 * Runs cspell over texts written to a scratch folder under their relative paths.
 * @param {{file: string, masked: string}[]} pages
 * @param {{url: URL, settings: Record<string, any>}} config
 * @returns {Promise<Misspelling[]>}
 */
async function lintTexts(pages, config) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-prose-'));
  /** @type {Misspelling[]} */
  const found = [];
  try {
    for (const page of pages) {
      const target = path.join(scratch, page.file);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, page.masked);
    }
    const result = await lint(
      pages.map((page) => page.file),
      {root: scratch, config, gitignore: false, mustFindFiles: true, progress: false, summary: false},
      {
        issue: (issue) => {
          const file = path.relative(scratch, fileURLToPath(issue.uri ?? ''));
          const suggestions = (issue.suggestionsEx ?? []).map((s) => s.word);
          found.push({file, line: issue.row, column: issue.col, word: issue.text, suggestions});
        },
        info: () => {},
        debug: () => {},
        error: (message, error) => {
          throw new Error(`cspell: ${message}: ${error.message}`);
        },
        progress: () => {},
        result: () => {},
      },
    );
    if (result.errors > 0) throw new Error(`cspell no pudo revisar ${result.errors} archivo(s)`);
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
  return found;
}

/**
 * Misspelled words in the given prose.
 * @param {{file: string, masked: string}[]} pages  Paths relative to the repository, and their blanked text.
 * @param {{config: string, words?: string[]}} options
 *   `config`: the cspell configuration file; `words`: more known words (the API's names).
 * @returns {Promise<Misspelling[]>}
 */
export async function misspellings(pages, {config, words = []}) {
  const settings = /** @type {Record<string, any>} */ (yaml.load(fs.readFileSync(config, 'utf8')));
  // The repository's configuration, read from its own place so that its paths resolve there.
  const cspellConfig = {
    url: pathToFileURL(path.resolve(config)),
    settings: {...settings, words: [...(settings.words ?? []), ...words]},
  };
  const unknown = await lintTexts(pages, cspellConfig);
  // Second pass: the verb forms behind words with enclitic pronouns; a word whose form is known is spelt right.
  const stems = [...new Set(unknown.flatMap((m) => encliticStems(m.word)))];
  const unknownStems = new Set(
    stems.length
      ? (await lintTexts([{file: 'stems.txt', masked: stems.join('\n')}], cspellConfig)).map((m) => m.word)
      : [],
  );
  const known = (/** @type {string} */ word) => encliticStems(word).some((stem) => !unknownStems.has(stem));
  return unknown
    .filter((m) => !known(m.word))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
