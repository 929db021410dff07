/**
 * The names of things as the glossary (docs/integration-guide/glossary.mdx) defines them: each term, the alias it
 * gives in parentheses («Alcance (scope)», «Registro de actividades de tratamiento (RAT)») and the API resource it
 * names («Recurso: [`ConsentAction`]» → «consentaction», «consent action»). Search and «Preguntar» read them as
 * synonyms (src/lib/search/synonyms.ts) from src/lib/search/synonyms.glossary.mjs, which
 * scripts/gen-search-glossary.mjs writes and tests/unit/search-synonyms.test.ts keeps up to date. Types in
 * glossary.d.mts.
 */

/** «ConsentAction» → «consent action». */
const spaced = (name) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** Every term of the glossary's text with its aliases, lower case, in the order the glossary gives them. */
export function glossaryTerms(mdx) {
  const terms = [];
  for (const [, head, body] of mdx.matchAll(/^\*\*([^*]+?)\.\*\*(.*)$/gm)) {
    const match = /^(.*?)(?:\s*\(([^)]+)\))?$/.exec(head.trim());
    const name = match[1].replace(/`/g, '').trim();
    const aliases = [];
    if (match[2]) aliases.push(match[2]);
    const resource = /Recurso: \[`(\w+)`\]/.exec(body)?.[1];
    if (resource) aliases.push(resource.toLowerCase(), spaced(resource));
    const lower = (text) => text.toLocaleLowerCase('es');
    terms.push({term: lower(name), aliases: [...new Set(aliases.map(lower))].filter((a) => a !== lower(name))});
  }
  return terms;
}
