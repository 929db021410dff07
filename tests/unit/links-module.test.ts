import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {brand, links} from '../../config/links';

/** Source files that must not hard-code platform hosts (they import config/links.ts). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

describe('brand and links module', () => {
  it('names the brand Custodia', () => {
    expect(brand.name).toBe('Custodia');
  });

  it('puts every platform host under the reserved custodia.example domain', () => {
    for (const [name, url] of Object.entries(links)) {
      if (name === 'supportEmail') {
        expect(url).toMatch(/@custodia\.example$/);
        continue;
      }
      const host = new URL(url).hostname;
      if (name === 'linkedin' || name === 'github') continue;
      expect(host, name).toMatch(/(^|\.)custodia\.example$/);
    }
  });

  it('is the only source file that spells out the site hosts', () => {
    const offenders = [...sourceFiles('src'), ...sourceFiles('config'), 'docusaurus.config.ts']
      .filter((file) => !file.endsWith(path.join('config', 'links.ts')))
      .filter((file) => /https?:\/\/[a-z.]*custodia\.example/.test(fs.readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
