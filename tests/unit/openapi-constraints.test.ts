/**
 * The rules in `x-constraints` are the one copy; the pages that explain them to readers must say the same:
 * retry schedule, idempotency window, rate limits, body size limits and every sandbox magic value.
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadDescription} from '../../src/plugins/openapi/load';

/** The description's rules, loosely typed: each assertion names the fields it reads. */
type Rules = Record<string, any>;

let rules: Rules;
const page = (file: string) => fs.readFileSync(path.join(__dirname, '../../docs', file), 'utf8');

beforeAll(async () => {
  rules = (await loadDescription()).doc['x-constraints'] as Rules;
});

/** `7200` → `2 h`, `300` → `5 min`, as the webhooks page writes durations. */
const duration = (seconds: number) => (seconds >= 3600 ? `${seconds / 3600} h` : `${seconds / 60} min`);

describe('x-constraints and the pages', () => {
  it('the webhooks page states the retry schedule of the data', () => {
    const delays: number[] = rules.webhooks.retry_delays_seconds;
    const listed = delays.map(duration);
    const sentence = `espera ${listed.slice(0, -1).join(', ')} y ${listed.at(-1)} entre intentos, hasta un total de ${delays.length + 1}`;
    expect(page('api/webhooks.mdx')).toContain(sentence);
  });

  it('the idempotency window, the rate limits and the size limits match', () => {
    expect(rules.idempotency.retention_seconds / 3600).toBe(24);
    expect(page('api/intro.mdx')).toContain(`guarda la clave ${rules.idempotency.retention_seconds / 3600} horas`);
    const limits = `${rules.rate_limits.sandbox_per_second} solicitudes por segundo por clave | ${rules.rate_limits.live_per_second} solicitudes por segundo por clave`;
    expect(page('integration-guide/sandbox.mdx')).toContain(limits);
    const mb = (bytes: number) => `${bytes / 1048576} MB`;
    expect(page('api/errors.mdx')).toContain(
      `Cuerpo de más de ${mb(rules.size_limits.body_bytes)} (documentos a firmar: ${mb(rules.size_limits.signature_document_body_bytes)})`,
    );
  });

  it('both sandbox pages name every magic value and its outcome', () => {
    for (const file of ['integration-guide/sandbox.mdx', 'api/sandbox-mode.mdx']) {
      const text = page(file);
      for (const rule of rules.sandbox.magic_values as Rules[]) {
        if (rule.otherwise) continue;
        const value = rule.suffix ?? rule.equals ?? rule.contains;
        expect(text, `${file}: ${value}`).toContain(`\`${value}\``);
        const outcome = rule.outcome.failure_reason ?? rule.outcome.status;
        expect(text, `${file}: ${outcome}`).toContain(outcome);
      }
    }
  });
});
