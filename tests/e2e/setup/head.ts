/** The `<head>` of a page's server HTML, as search engines and link previews read it (the HTML is minified). */
export interface Head {
  title: string;
  lang: string | null;
  meta: (key: string) => string | null;
  canonical: string | null;
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};
const decodeEntities = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e.toLowerCase()] ?? m;
  });

/** The attributes of one start tag; values may be unquoted. */
function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.replace(/^<\w+|\/?>$/g, '').matchAll(/([^\s=/>]+)(?:=("[^"]*"|'[^']*'|[^\s"'>]+))?/g)) {
    const raw = (m[2] ?? '').replace(/^(["'])([\s\S]*)\1$/, '$2');
    attrs[m[1].toLowerCase()] = decodeEntities(raw);
  }
  return attrs;
}

/** Only `<html>` and the tags of `<head>` are read. */
export function parseHead(html: string): Head {
  const head = html.match(/<head\b[^>]*>[\s\S]*?<\/head>/)?.[0] ?? '';
  const tags = (name: string) =>
    [...head.matchAll(new RegExp(`<${name}\\b(?:[^>"']|"[^"]*"|'[^']*')*>`, 'g'))].map((m) => attributes(m[0]));
  const metas = tags('meta');
  return {
    title: decodeEntities(head.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? ''),
    lang: attributes(html.match(/<html\b[^>]*>/)?.[0] ?? '<html>').lang ?? null,
    meta: (key) => metas.find((m) => m.name === key || m.property === key)?.content ?? null,
    canonical: tags('link').find((l) => l.rel === 'canonical')?.href ?? null,
  };
}
