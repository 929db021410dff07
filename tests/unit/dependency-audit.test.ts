import {describe, expect, it} from 'vitest';
import {classifyAudit} from '../../scripts/audit-prod.mjs';

const report = (vulnerabilities: Record<string, {name: string; severity: string; via: unknown[]; range: string}>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: {info: 0, low: 0, moderate: 1, high: 1, critical: 0, total: 2},
      dependencies: {prod: 900, dev: 800, total: 1700},
    },
  });

describe('npm audit --omit=dev gate', () => {
  it('fails on a high finding and lets a moderate one through at --audit-level=high', () => {
    const result = classifyAudit(
      report({
        a: {name: 'a', severity: 'high', via: [{title: 'Prototype pollution', url: 'https://x'}], range: '<2'},
        b: {name: 'b', severity: 'moderate', via: ['a'], range: '*'},
      }),
      'high',
    );
    expect(result.kind).toBe('findings');
    expect(result.findings?.map((f: {name: string}) => f.name)).toEqual(['a']);
  });

  it('passes a report whose findings are all below the level', () => {
    const result = classifyAudit(report({b: {name: 'b', severity: 'moderate', via: [], range: '*'}}), 'high');
    expect(result.kind).toBe('ok');
  });

  it('tolerates a registry without the advisories endpoint (HTTP 405) and a network error, as "unreachable"', () => {
    const notAllowed = {
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      uri: 'https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    };
    expect(classifyAudit(JSON.stringify(notAllowed)).kind).toBe('unreachable');
    expect(
      classifyAudit(JSON.stringify({error: {code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND registry.example'}}))
        .kind,
    ).toBe('unreachable');
  });

  it('does not mistake any other npm failure for a network problem', () => {
    expect(
      classifyAudit(JSON.stringify({error: {code: 'ENOLOCK', summary: 'This command requires an existing lockfile.'}}))
        .kind,
    ).toBe('error');
    expect(classifyAudit('not json').kind).toBe('error');
  });
});
