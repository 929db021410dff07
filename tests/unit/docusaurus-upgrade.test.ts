// UPGRADING.md lists every tie to Docusaurus internals for one version: an upgrade must go through it first.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const upgrading = fs.readFileSync(path.join(ROOT, 'UPGRADING.md'), 'utf8');
const checked = /^Lista comprobada con Docusaurus \*\*(\d+\.\d+\.\d+)\*\*\.$/m.exec(upgrading)?.[1];
const installed = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** src/theme components as Docusaurus names them (`CodeBlock/Content`), from their index.tsx. */
function themeComponents(dir = path.join(ROOT, 'src/theme'), prefix = ''): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const name = prefix + entry.name;
    const own = fs.existsSync(path.join(dir, entry.name, 'index.tsx')) ? [name] : [];
    return [...own, ...themeComponents(path.join(dir, entry.name), `${name}/`)];
  });
}

/** Components copied from the theme rather than wrapped: their index.tsx never imports @theme-original. */
const copies = themeComponents().filter(
  (name) => !fs.readFileSync(path.join(ROOT, 'src/theme', name, 'index.tsx'), 'utf8').includes('@theme-original/'),
);

describe('the list of ties to Docusaurus internals (UPGRADING.md)', () => {
  it('was checked against the installed Docusaurus', () => {
    expect(checked, 'UPGRADING.md debe empezar con «Lista comprobada con Docusaurus **x.y.z**.»').toBeDefined();
    expect(
      installed,
      `Docusaurus instalado ${installed}, UPGRADING.md comprobado con ${checked}: recorre UPGRADING.md, revisa cada punto y cambia su versión`,
    ).toBe(checked);
  });

  it('names every component of src/theme', () => {
    expect(themeComponents().length).toBeGreaterThan(10);
    expect(
      themeComponents().filter(
        (name) => !upgrading.includes(`\`${name}\``) && !upgrading.includes(`\`src/theme/${name}\``),
      ),
    ).toEqual([]);
  });

  it('heads every copied component with the Docusaurus version it was copied from', () => {
    // Root, SiteMetadata and the like that import no original are ours; the copies say where they come from.
    const headed = copies.filter((name) =>
      /Docusaurus \d+\.\d+\.\d+/.test(fs.readFileSync(path.join(ROOT, 'src/theme', name, 'index.tsx'), 'utf8')),
    );
    expect(headed).toEqual(expect.arrayContaining(['CodeBlock', 'CodeBlock/Content', 'Tabs', 'Loading']));
    for (const name of headed) {
      const header = fs.readFileSync(path.join(ROOT, 'src/theme', name, 'index.tsx'), 'utf8');
      expect(header.match(/Docusaurus (\d+\.\d+\.\d+)/)?.[1], name).toBe(checked);
      expect(header, name).toMatch(/@docusaurus\/[a-z-]+\/src\/(theme|client)\/\S+/);
    }
  });
});
