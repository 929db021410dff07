import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';

/**
 * Builds tiny sites with the real build rules (config/buildRules.ts) and one
 * defect each, and checks which defects stop the build and which only warn.
 */
const run = promisify(execFile);
const work = path.resolve('.tmp/build-rules');
const docusaurusBin = path.resolve('node_modules/.bin/docusaurus');

function writeSite(name: string, docs: Record<string, string>, pages: Record<string, string> = {}): string {
  const dir = path.join(work, name);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(path.join(dir, 'docs'), {recursive: true});
  fs.mkdirSync(path.join(dir, 'static'), {recursive: true});
  fs.writeFileSync(
    path.join(dir, 'docusaurus.config.ts'),
    `import {buildRules} from '${path.resolve('config/buildRules.ts').replace(/\.ts$/, '')}';
export default {
  title: 'Prueba', url: 'https://docs.custodia.example', baseUrl: '/',
  future: {v4: true},
  onBrokenLinks: buildRules.onBrokenLinks,
  onBrokenAnchors: buildRules.onBrokenAnchors,
  onDuplicateRoutes: buildRules.onDuplicateRoutes,
  markdown: {hooks: {onBrokenMarkdownLinks: buildRules.onBrokenMarkdownLinks, onBrokenMarkdownImages: buildRules.onBrokenMarkdownImages}},
  presets: [['classic', {docs: {routeBasePath: '/', sidebarPath: false}, blog: false, theme: {}}]],
};
`,
  );
  fs.writeFileSync(path.join(dir, 'docs', 'index.md'), '---\nslug: /\n---\n# Inicio\n');
  for (const [file, body] of Object.entries(docs)) fs.writeFileSync(path.join(dir, 'docs', file), body);
  if (Object.keys(pages).length) fs.mkdirSync(path.join(dir, 'src/pages'), {recursive: true});
  for (const [file, body] of Object.entries(pages)) fs.writeFileSync(path.join(dir, 'src/pages', file), body);
  return dir;
}

async function build(dir: string): Promise<{ok: boolean; output: string}> {
  try {
    const {stdout, stderr} = await run(docusaurusBin, ['build', '--out-dir', 'out'], {cwd: dir, timeout: 120_000});
    return {ok: true, output: stdout + stderr};
  } catch (error) {
    const e = error as {stdout?: string; stderr?: string};
    return {ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}`};
  }
}

// The five builds are independent: they run at the same time and share the machine.
describe.concurrent('build-time rules', {timeout: 240_000}, () => {
  afterAll(() => fs.rmSync(work, {recursive: true, force: true}));

  it('a broken link stops the build', async () => {
    const dir = writeSite('broken-link', {'a.md': '# A\n\n[roto](/no-existe)\n'});
    const result = await build(dir);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/broken link/i);
  });

  it('a broken markdown image stops the build', async () => {
    const dir = writeSite('broken-image', {'a.md': '# A\n\n![falta](./no-existe.png)\n'});
    const result = await build(dir);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/no-existe\.png/);
  });

  it('broken anchors and duplicate routes only warn', async () => {
    const dir = writeSite('warnings', {
      'a.md': '---\nslug: /dup\n---\n# A\n\n[ancla rota](/b#no-existe)\n',
      'b.md': '# B\n',
      'c.md': '---\nslug: /dup\n---\n# C\n',
    });
    const result = await build(dir);
    expect(result.ok, result.output).toBe(true);
    expect(result.output).toMatch(/broken anchor/i);
    expect(result.output).toMatch(/duplicate route/i);
  });

  it('a markdown link to a missing file is reported as a warning, not an error', async () => {
    // The link stays in the page as a plain link, which the broken-link rule then stops: only the markdown rule's
    // own report is checked here.
    const dir = writeSite('markdown-link', {'a.md': '# A\n\n[enlace md roto](./no-existe.md)\n'});
    const result = await build(dir);
    expect(result.output).toMatch(/\[WARNING\][^\n]*markdown link/i);
    expect(result.output).not.toMatch(/\[ERROR\][^\n]*markdown link/i);
  });

  it('a page component without a default export stops the build', async () => {
    const dir = writeSite('no-default-export', {}, {'sin-default.tsx': 'export const Pagina = () => null;\n'});
    const result = await build(dir);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/default export/i);
  });
});
