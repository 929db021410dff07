import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

/**
 * The guides must not drift from the OpenAPI description: every API path and
 * every webhook event type they mention must exist there.
 */
const root = yaml.load(fs.readFileSync('openapi/openapi.yaml', 'utf8')) as {paths: Record<string, unknown>};
const common = yaml.load(fs.readFileSync('openapi/components/common.yaml', 'utf8')) as {
  components: {schemas: {EventType: {enum: string[]}}};
};
const eventTypes = new Set(common.components.schemas.EventType.enum);
const templates = Object.keys(root.paths).map((p) => ({
  template: p,
  regex: new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

function pages(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full.includes(`${path.sep}resources`) ? [] : pages(full);
    return /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

const RESOURCE_ROOTS =
  'agreements|api-keys|auth-requests|auth-attempts|branches|company|consent-actions|consent-commits|consent-templates|data-subject-requests|disclosure-requests|disclosure-templates|entities|events|identities|privacy-documents|privacy-center|products|signature-attempts|signed-documents|validation-attempts|webhooks|action-tokens';

/** API paths cited in a page: full URLs under /v1 and `METHOD /path` mentions. */
export function citedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/api\.custodia\.example\/v1(\/[A-Za-z0-9_\-/{}.$]*)/g)) found.add(m[1]);
  for (const m of text.matchAll(/\b(?:GET|POST|PATCH|PUT|DELETE)\s+(\/[A-Za-z0-9_\-/{}]+)/g)) found.add(m[1]);
  return [...found]
    .map((p) => p.replace(/[.,;:)]+$/, '').replace(/\/$/, ''))
    .map((p) => p.split('?')[0])
    .filter((p) => new RegExp(`^/(${RESOURCE_ROOTS})(/|$)`).test(p) || p.startsWith('/'))
    .filter((p) => p.length > 1);
}

/** Event types cited in a page: `resource.action` names of the known resources. */
export function citedEvents(text: string): string[] {
  const resources =
    'agreement|api_key|auth_attempt|auth_request|consent_action|consent_commit|data_subject_request|disclosure_request|signature_attempt|validation_attempt';
  return [...new Set([...text.matchAll(new RegExp(`\\b(?:${resources})\\.[a-z_]+\\b`, 'g'))].map((m) => m[0]))];
}

describe('guides and the OpenAPI description', () => {
  const files = [...pages('docs/integration-guide'), ...pages('docs/api'), ...pages('docs/user-guide')];

  it('finds guide pages to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('every API path the guides use exists in the description', () => {
    const unknown: string[] = [];
    for (const file of files) {
      for (const cited of citedPaths(fs.readFileSync(file, 'utf8'))) {
        const normalised = cited.replace(/\$\{?[A-Za-z_]+\}?|\{[^}]+\}|<[^>]+>/g, 'X').replace(/\$[A-Z_]+/g, 'X');
        if (!templates.some((t) => t.regex.test(normalised))) unknown.push(`${file}: ${cited}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('every webhook event type the guides use exists in the description', () => {
    const unknown: string[] = [];
    for (const file of files) {
      for (const event of citedEvents(fs.readFileSync(file, 'utf8'))) {
        if (!eventTypes.has(event)) unknown.push(`${file}: ${event}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('detects an unknown path and an unknown event (the check can fail)', () => {
    const sample = 'Llama a `POST /consent-revocations` y escucha `agreement.revoked`.';
    const paths = citedPaths(sample);
    expect(paths).toEqual(['/consent-revocations']);
    expect(templates.some((t) => t.regex.test(paths[0]))).toBe(false);
    expect(citedEvents(sample).filter((e) => !eventTypes.has(e))).toEqual(['agreement.revoked']);
  });
});
