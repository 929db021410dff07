/**
 * The Markdown copies an assistant reads (and the MCP server serves) stay small: an operation prints the error
 * shape once and each error status its own codes, and a page can be read one section at a time.
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {ApiMarkdown} from '../../src/plugins/markdownExport/api';
import {mdxToMarkdown} from '../../src/plugins/markdownExport/mdx';
import {headingsOf, pageSection} from '../../src/plugins/markdownExport/sections';
import {loadDescription} from '../../src/plugins/openapi/load';
import {buildModel, type OperationPage} from '../../src/plugins/openapi/model';

const SITE = 'https://docs.custodia.example';
let operation: OperationPage;

beforeAll(async () => {
  const model = buildModel(await loadDescription());
  operation = model.tags.flatMap((t) => t.operations).find((op) => op.id === 'create-consent-template')!;
});

describe('an operation copy', () => {
  it('lists the 23 error codes of the Error shape once, and under each error status the codes it answers', () => {
    const markdown = new ApiMarkdown(SITE).operation(operation);
    expect(markdown.match(/service_unavailable/g)).toHaveLength(1);
    expect(markdown.match(/^### Forma de los errores$/gm)).toHaveLength(1);
    const statuses = operation.responses.filter((r) => Number(r.status) >= 400).map((r) => r.status);
    expect(statuses.length).toBeGreaterThan(5);
    for (const status of statuses) {
      const section = markdown.split(`### ${status}\n`)[1].split(/^### /m)[0];
      expect(section, status).toMatch(/Códigos de error: \[`[a-z_]+`\]/);
    }
    expect(markdown.length).toBeLessThan(40_000);
  });
});

describe('a page copy read by section', () => {
  const webhooks = mdxToMarkdown(fs.readFileSync(path.join(__dirname, '../../docs/api/webhooks.mdx'), 'utf8'), {
    site: SITE,
    cards: {},
  });

  it('returns the head and one section, by anchor or by heading text, down to the next heading of its level', () => {
    const byAnchor = pageSection(webhooks, '#verificar-la-firma')!;
    expect(byAnchor).toBe(pageSection(webhooks, 'Verificar la firma'));
    expect(byAnchor).toMatch(/^## Verificar la firma$/m);
    expect(byAnchor).toMatch(/^### Rotar el secreto$/m);
    expect(byAnchor).not.toMatch(/^## Procesar eventos de forma idempotente$/m);
    expect(byAnchor.length).toBeLessThan(webhooks.length / 2);
    const sub = pageSection(webhooks, 'rotar-el-secreto')!;
    expect(sub).toMatch(/^### Rotar el secreto$/m);
    expect(sub).not.toMatch(/^### Prueba tu verificación$/m);
  });

  it('answers undefined for a section the page does not have, and lists the ones it has', () => {
    expect(pageSection(webhooks, 'no-existe')).toBeUndefined();
    expect(headingsOf(webhooks).map((h) => h.slug)).toContain('reintentos-y-desactivación');
  });
});
