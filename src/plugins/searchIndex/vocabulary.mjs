// The search vocabulary of a build, written next to the Pagefind index (<dir>/pagefind/vocabulary.json) by
// scripts/build-search-index.mjs. The site's search reads it (src/lib/search/vocabulary.ts) to tell a word the
// docs contain from one they do not (no match, or a typo to correct), and to send exact API tokens (method and
// path, error code) straight to their page.
import fs from 'node:fs';
import path from 'node:path';
import {fileOfUrl} from '../../buildOutput/index.mjs';
import {foldWord, SPANISH_FUNCTION_WORDS} from '../../lib/search/spanish.mjs';
import {readFragments} from './fragments.mjs';

/**
 * Words of the indexed text, from Pagefind's own fragments (exactly what it indexed), with their counts. A word the
 * docs never write in lower case is a name (the people and companies of the examples, «Valentina», «Austral»),
 * which a reader's word is not corrected to («valenciana» is not a typo of «Valentina»): its count is written
 * negative, one character instead of a list of 1 300 names (6 KB gzip) in a file every first query downloads.
 */
function indexedWords(fragments) {
  const counts = new Map();
  const forms = new Map();
  const lowerCase = new Set();
  for (const {content, meta} of fragments) {
    for (const written of `${meta?.title ?? ''} ${content}`.split(/[^\p{L}\p{M}]+/u)) {
      const surface = written.toLocaleLowerCase('es');
      const word = foldWord(surface);
      if (word.length < 2) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
      if (written === surface) lowerCase.add(word);
      // The accented form is kept: a correction is proposed, and searched, as the docs write it.
      if (surface !== word) forms.set(word, surface);
    }
  }
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([word, count]) => {
      const signed = lowerCase.has(word) ? count : -count;
      return forms.has(word) ? [word, signed, forms.get(word)] : [word, signed];
    });
}

/**
 * Words of page addresses that no page says («quickstart» in …/signature/quickstart): each stands for the words every
 * page it names has in its title («Inicio rápido de firma electrónica», «Inicio rápido del RAT» → «inicio rápido»).
 * Readers type the address's word for the page; the index only has the title's.
 */
export function slugAliases(fragments, words) {
  const known = new Set(words.map(([word]) => word));
  const titles = new Map();
  for (const {url, meta} of fragments) {
    const slug = foldWord(url.replace(/\/$/, '').split('/').pop() ?? '');
    const title = meta?.title
      ?.toLocaleLowerCase('es')
      .split(/[^\p{L}\p{M}]+/u)
      .filter(Boolean);
    if (!/^\p{L}+$/u.test(slug) || known.has(slug) || !title?.length) continue;
    titles.set(slug, [...(titles.get(slug) ?? []), title]);
  }
  const aliases = {};
  for (const [slug, [first, ...others]] of titles) {
    const shared = first.filter((word) => others.every((title) => title.includes(word)));
    if (shared.some((word) => !SPANISH_FUNCTION_WORDS.has(foldWord(word)))) aliases[slug] = shared.join(' ');
  }
  return aliases;
}

/** `POST /consent-actions` → the operation's page, from the data the API reference was generated with. */
export function operationTokens(dataDir) {
  const tokens = {};
  if (!fs.existsSync(dataDir)) return tokens;
  for (const file of fs.readdirSync(dataDir).filter((f) => f.endsWith('.json'))) {
    const {endpoint} = JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8'));
    if (!endpoint?.method || !endpoint?.path) continue;
    const url = `/docs/api/resources/${file.replace(/\.json$/, '')}`;
    // Webhook events carry their name as path: the name alone is the token.
    tokens[foldWord(endpoint.method === 'event' ? endpoint.path : `${endpoint.method} ${endpoint.path}`)] = url;
  }
  return tokens;
}

/** Each error code of the errors page (its h3 anchors) → the page at that anchor. */
function errorCodeTokens(siteDir) {
  const file = fileOfUrl(siteDir, '/docs/api/errors');
  const tokens = {};
  if (!fs.existsSync(file)) return tokens;
  const html = fs.readFileSync(file, 'utf8');
  for (const [, id] of html.matchAll(/<h3[^>]*\bid="?([a-z]+(?:_[a-z]+)+)[" >]/g))
    tokens[id] = `/docs/api/errors#${id}`;
  return tokens;
}

/**
 * Each API key scope (`consent:read`) → the section of the authentication page whose table defines them: a scope is
 * written the same in every page that mentions it, so full text alone cannot tell the definition from a mention.
 */
export function scopeTokens(siteDir) {
  const file = fileOfUrl(siteDir, '/docs/api/authentication');
  const tokens = {};
  if (!fs.existsSync(file)) return tokens;
  const html = fs.readFileSync(file, 'utf8');
  const start = html.search(/<h[23][^>]*\bid="?alcances[" >]/);
  if (start < 0) return tokens;
  const next = html.slice(start + 1).search(/<h[23][\s>]/);
  const section = next < 0 ? html.slice(start) : html.slice(start, start + 1 + next);
  for (const [, scope] of section.matchAll(/<code>([a-z_]+:[a-z_]+)<\/code>/g))
    tokens[scope] = '/docs/api/authentication#alcances';
  return tokens;
}

/**
 * Every snake_case value of an `enum` in the data the API reference was generated with (`otp_expired`, `email_otp`),
 * so the spec the site was built from, wherever it was read, that is not also the name of a field or parameter
 * somewhere (an enum of sort or filter fields lists `consent_template_id`): what a value means is defined once, a
 * field is described wherever it appears.
 */
function enumValues(dataDir) {
  const values = new Set();
  const fields = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === 'enum' && Array.isArray(value))
          for (const v of value) if (typeof v === 'string' && /^[a-z]+(?:_[a-z]+)+$/.test(v)) values.add(v);
        if (key === 'name' && typeof value === 'string') fields.add(value);
        visit(value);
      }
  };
  if (fs.existsSync(dataDir))
    for (const file of fs.readdirSync(dataDir).filter((f) => f.endsWith('.json')))
      visit(JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')));
  return new Set([...values].filter((v) => !fields.has(v)));
}

/**
 * Each enum value that one guide defines, in the first cell of a table row (`otp_expired` in «Motivos de fallo y qué
 * hacer») → that section. The reference pages list the value too, and repeat it more, but the guide says what it
 * means and what to do; a value defined in two guides stays with full text.
 */
export function definedTokens(siteDir, fragments, apiDataDir) {
  const values = enumValues(apiDataDir);
  const defined = new Map();
  for (const {url} of fragments) {
    const page = url.replace(/\/$/, '');
    if (page.startsWith('/docs/api/resources/') || page === '/docs/api/errors') continue;
    const file = fileOfUrl(siteDir, page);
    if (!file || !fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    const headings = [...html.matchAll(/<h[23][^>]*\bid="?([^" >]+)/g)].map((m) => ({at: m.index, id: m[1]}));
    for (const match of html.matchAll(/<tr[^>]*><td[^>]*><code>([a-z]+(?:_[a-z]+)+)<\/code>/g)) {
      if (!values.has(match[1])) continue;
      const id = headings.filter((h) => h.at < match.index).at(-1)?.id;
      const places = defined.get(match[1]) ?? new Set();
      places.add(id ? `${page}#${id}` : page);
      defined.set(match[1], places);
    }
  }
  const tokens = {};
  for (const [value, places] of defined) if (places.size === 1) tokens[value] = [...places][0];
  return tokens;
}

/**
 * What «Preguntar» shows first when a question is a task the API does: method and path, required scope,
 * required body fields and the code samples (read from the generated operation page, one file per operation,
 * fetched only for the operation a question leads with).
 */
function writeOperations(dataDir, outputDir) {
  const tasks = new Set();
  if (!fs.existsSync(dataDir)) return {count: 0, tasks};
  fs.mkdirSync(outputDir, {recursive: true});
  let count = 0;
  for (const file of fs.readdirSync(dataDir).filter((f) => f.endsWith('.json'))) {
    const slug = file.replace(/\.json$/, '');
    const data = JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8'));
    const page = path.join(dataDir, '..', `${slug}.mdx`);
    if (!data.endpoint?.method || data.endpoint.method === 'event' || !fs.existsSync(page)) continue;
    const mdx = fs.readFileSync(page, 'utf8');
    const samples = [
      ...mdx.matchAll(/<TabItem value="([\w-]+)" label="([^"]+)">\s*```(\w+)\n([\s\S]*?)\n```\s*<\/TabItem>/g),
    ].map(([, value, label, language, code]) => ({value, label, language, code}));
    const scopes = [
      ...(mdx.match(/requiere el alcance `[^`]+`(?: (?:o|y) `[^`]+`)*/i)?.[0].matchAll(/`([^`]+)`/g) ?? []),
    ].map((m) => m[1]);
    const required = (data.requestBody?.schema?.properties ?? []).filter((p) => p.required).map((p) => p.name);
    const title = /^title: "(.*)"$/m.exec(mdx)?.[1] ?? slug;
    const operation = {
      slug,
      title,
      method: data.endpoint.method.toUpperCase(),
      path: data.endpoint.path,
      scopes,
      required,
      samples,
    };
    fs.writeFileSync(path.join(outputDir, `${slug}.json`), JSON.stringify(operation));
    // A title that starts with an infinitive («Crear una clave de API») names the task: its verb is one a query can
    // start with.
    const verb = foldWord(title.split(' ')[0]);
    if (/(ar|er|ir)$/.test(verb)) tasks.add(verb);
    count++;
  }
  return {count, tasks};
}

export function writeSearchVocabulary({
  siteDir,
  pagefindDir,
  apiDataDir = 'docs/api/resources/_data',
  fragments = readFragments(pagefindDir),
}) {
  const words = indexedWords(fragments);
  const operations = writeOperations(apiDataDir, path.join(pagefindDir, 'operations'));
  const vocabulary = {
    words,
    tasks: [...operations.tasks].sort(),
    aliases: slugAliases(fragments, words),
    tokens: {
      ...definedTokens(siteDir, fragments, apiDataDir),
      ...operationTokens(apiDataDir),
      ...errorCodeTokens(siteDir),
      ...scopeTokens(siteDir),
    },
  };
  const file = path.join(pagefindDir, 'vocabulary.json');
  fs.writeFileSync(file, JSON.stringify(vocabulary));
  return {
    file,
    words: vocabulary.words.length,
    tokens: Object.keys(vocabulary.tokens).length,
    operations: operations.count,
  };
}
