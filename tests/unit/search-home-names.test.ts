// A page's `search_names` make it the home of a concept: a query that is one of those names opens it first
// (src/lib/search/engine.ts). Two homes for one name would make the order between them Pagefind's, not the docs'.
import fs from 'node:fs';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {homeKey} from '../../src/lib/search/query';
import {guidePages} from './helpers/guide-pages';

function homeNames(file: string): unknown {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(fs.readFileSync(file, 'utf8'));
  const frontMatter = match ? (yaml.load(match[1]) as Record<string, unknown> | null) : null;
  return frontMatter?.search_names;
}

const declared = guidePages().flatMap((file) => {
  const names = homeNames(file);
  return names === undefined ? [] : [{file, names}];
});

describe('search_names in the front matter of the guides', () => {
  it('are declared on some pages (the concept queries of the relevance tests rely on them)', () => {
    expect(declared.map((d) => d.file)).toContain('docs/integration-guide/rights-management/introduction.mdx');
  });

  it('are lists of names, each with words a query can match', () => {
    for (const {file, names} of declared) {
      expect(Array.isArray(names), `${file}: search_names debe ser una lista`).toBe(true);
      for (const name of names as unknown[]) {
        expect(typeof name === 'string' && homeKey(name) !== '', `${file}: «${String(name)}» no es un nombre`).toBe(
          true,
        );
      }
    }
  });

  it('give every name one home only, however it is inflected («solicitudes de derechos» is «solicitud de derechos»)', () => {
    const homes = new Map<string, string>();
    for (const {file, names} of declared) {
      for (const name of names as string[]) {
        const key = homeKey(name);
        expect(homes.get(key), `«${name}» tiene dos páginas: ${homes.get(key)} y ${file}`).toBeUndefined();
        homes.set(key, file);
      }
    }
  });

  it('reduce a name to the stems its inflections share', () => {
    expect(homeKey('solicitudes de derechos')).toBe(homeKey('solicitud de derechos'));
    expect(homeKey('Límites de uso')).toBe(homeKey('limite de uso'));
  });
});
