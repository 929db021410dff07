/**
 * The rules in `x-constraints` are the one copy; the pages that explain them to readers must say the same
 * (retry schedule, idempotency window, rate limits, body size limits, every sandbox magic value), and the
 * description's README points to them instead of repeating them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {constraints as rules, magicValue, magicValues, readme} from './helpers/openapi-facts';

const page = (file: string) => fs.readFileSync(path.join(__dirname, '../../docs', file), 'utf8');

/** `7200` → `2 h`, `300` → `5 min`, as the webhooks page writes durations. */
const duration = (seconds: number) => (seconds >= 3600 ? `${seconds / 3600} h` : `${seconds / 60} min`);
const mb = (bytes: number) => `${bytes / 1048576} MB`;

/** Every way prose writes a number of x-constraints (`5 minutos`, `24 h`, `28 MB`, `25 solicitudes`). */
function statedNumbers(): string[] {
  const seconds = (s: number) => [
    ...(s % 60 === 0 ? [`${s / 60} minutos`, `${s / 60} min`] : [`${s} segundos`, `${s} s`]),
    ...(s % 3600 === 0 ? [`${s / 3600} horas`, `${s / 3600} h`] : []),
    ...(s % 86400 === 0 ? [`${s / 86400} días`] : []),
  ];
  const {webhooks, idempotency, lifetimes, timeouts, size_limits: size, rate_limits: rate} = rules;
  const durations = [
    webhooks.signature_tolerance_seconds,
    webhooks.delivery_timeout_seconds,
    webhooks.disable_after_failing_seconds,
    ...webhooks.retry_delays_seconds,
    idempotency.retention_seconds,
    ...[...Object.values(lifetimes), ...Object.values(timeouts)].flatMap((l) =>
      [l.seconds, l.default_seconds, l.max_seconds].filter((s): s is number => s !== undefined),
    ),
  ];
  const bytes = [
    size.body_bytes,
    ...Object.values(size.operations).flatMap((o) => [o.body_bytes, ...(o.decoded ?? []).map((d) => d.max_bytes)]),
  ];
  return [
    ...new Set([
      ...durations.flatMap(seconds),
      ...bytes.map(mb),
      ...[rate.live_per_second, rate.sandbox_per_second].map((n) => `${n} solicitudes`),
      `cuentan ${rate.stats_operation_weight} veces`,
    ]),
  ];
}

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
    const signature = rules.size_limits.operations['create-signature-attempt'];
    const pdf = signature.decoded?.find((d) => d.field === 'document.content');
    expect(pdf?.encoding).toBe('base64');
    // The body must carry the largest PDF allowed, in base64 (4/3 of the file).
    expect(signature.body_bytes).toBeGreaterThanOrEqual(((pdf?.max_bytes ?? Infinity) * 4) / 3);
    expect(page('api/errors.mdx')).toContain(
      `Cuerpo de más de ${mb(rules.size_limits.body_bytes)} (al crear un intento de firma: cuerpo de más de ${mb(signature.body_bytes)} o PDF de más de ${mb(pdf?.max_bytes ?? 0)})`,
    );
  });

  it('the sandbox guide, the one page that lists them, names every magic value and its outcome', () => {
    const text = page('integration-guide/sandbox.mdx');
    const magic = magicValues();
    expect(magic.length).toBeGreaterThanOrEqual(7);
    for (const rule of magic) {
      const value = magicValue(rule);
      expect(text, value).toContain(`\`${value}\``);
      const outcome = rule.outcome.failure_reason ?? rule.outcome.status;
      expect(text, `${value}: ${outcome}`).toContain(outcome);
      if (rule.outcome.after_seconds !== undefined) {
        const row = text.split('\n').find((l) => l.includes(`\`${value}\``)) ?? '';
        expect(row, `${value}: after`).toContain(`${rule.outcome.after_seconds} segundos`);
      }
    }
  });

  it('the API sandbox page links to the sandbox guide instead of repeating the magic values', () => {
    const text = page('api/sandbox-mode.mdx');
    expect(magicValues().filter((rule) => text.includes(`\`${magicValue(rule)}\``))).toEqual([]);
    expect(text).toContain('/docs/integration-guide/sandbox#valores-mágicos');
  });

  it('the README points to x-constraints instead of repeating its numbers', () => {
    const prose = readme.replace(/```[\s\S]*?```/g, '');
    expect(statedNumbers().filter((n) => new RegExp(`(?<![\\d,.])${n.replace('.', '\\.')}\\b`).test(prose))).toEqual(
      [],
    );
    for (const key of Object.keys(rules)) expect(readme, key).toContain(`\`${key}\``);
  });
});
