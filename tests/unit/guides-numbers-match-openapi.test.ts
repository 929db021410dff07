// Claims the guides repeat from the API description (numbers, record fields, final states, one source, one rule).
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {codeBlocks, guidePages, type ProseLine, proseLines, sentences, where} from './helpers/guide-pages';
import {
  authRequestExpiryMinutes,
  disclosureExpiresIn,
  emailOtpStatedMinutes,
  fieldPaths,
  finalStatuses,
  finalStatusesInProse,
  idempotencyHours,
  numberIn,
  numericRanges,
  rateLimits,
  retentionDays,
  schema,
  securitySchemeMinutes,
  signatureAttempt,
  signatureAttemptBody,
  sizeLimitsMB,
  tokenLifetimesMinutes,
  webhookRetries,
} from './helpers/openapi-facts';

/**
 * The statements the guides repeat from the API description (retry schedule, lifetimes, expiries, size and rate
 * limits, record fields, final states) must say what the description says, on every page.
 */
const files = guidePages();
const lines = files.flatMap((f) => proseLines(f));

const retries = webhookRetries();
const tokens = tokenLifetimesMinutes();
const sizes = sizeLimitsMB();
const rates = rateLimits();

const WORD_NUMBERS: Record<string, number> = {dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8};
const toNumber = (s: string) => WORD_NUMBERS[s.toLowerCase()] ?? Number(s.replace(',', '.'));
const NUM = '(\\d+(?:,\\d+)?|dos|tres|cuatro|cinco|seis|siete|ocho)';

function units(l: ProseLine): string[] {
  // A table row is one statement: its cells only make sense together.
  return l.text.trim().startsWith('|') ? [l.text] : sentences(l.text);
}

function formatMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0';
}

export function retryProblems(ls: ProseLine[]): string[] {
  const out: string[] = [];
  for (const l of ls) {
    for (const u of units(l)) {
      const aboutRetries = /reintent/i.test(u) && /webhook|entrega|transacci|tu servidor/i.test(u);
      if (aboutRetries) {
        for (const m of u.matchAll(new RegExp(`${NUM} días`, 'gi'))) {
          if (!/desactiv/i.test(u)) out.push(`${where(l)}: webhook retries stated in days («${m[0]}»)`);
          else if (toNumber(m[1]) !== retries.disableAfterDays) out.push(`${where(l)}: disabling after «${m[0]}»`);
        }
        for (const m of u.matchAll(/unas? (\d+) horas/gi)) {
          if (Number(m[1]) !== retries.aboutHours) out.push(`${where(l)}: retries last «${m[0]}»`);
        }
        for (const m of u.matchAll(new RegExp(`${NUM} intentos`, 'gi'))) {
          if (toNumber(m[1]) !== retries.attempts) out.push(`${where(l)}: «${m[0]}» of webhook delivery`);
        }
      }
      for (const m of u.matchAll(/\b(\d+ (?:min|h)(?:(?:, | y )\d+ (?:min|h)){3,})/g)) {
        const waits = [...m[1].matchAll(/(\d+) (min|h)/g)].map((w) => Number(w[1]) * (w[2] === 'h' ? 60 : 1));
        if (waits.join() !== retries.waitsMinutes.join()) out.push(`${where(l)}: retry waits «${m[1]}»`);
      }
      // Timeline table of the webhooks page: | attempt | wait | since the first attempt |
      const row = u.match(/^\|\s*(\d)\s*\|\s*(—|[\d hmin]+?)\s*\|\s*([\d hmin]+?)\s*\|$/);
      if (row && l.file.endsWith('webhooks.mdx')) {
        const n = Number(row[1]);
        const wait = n === 1 ? '—' : formatMinutes(retries.waitsMinutes[n - 2]);
        const since = formatMinutes(retries.waitsMinutes.slice(0, n - 1).reduce((a, b) => a + b, 0));
        if (row[2] !== wait || row[3] !== since) out.push(`${where(l)}: attempt ${n} should be ${wait} / ${since}`);
      }
    }
  }
  return out;
}

const TOKEN_MARKERS: [RegExp, number, string][] = [
  [/`pcst_|token (de sesión )?del centro de privacidad/i, tokens.privacyCenterSession, 'pcst_'],
  [/`est_|token de sesión de (la )?entidad/i, tokens.entitySession, 'est_'],
  [/`act_|token de acción/i, tokens.action, 'act_'],
];

export function tokenProblems(ls: ProseLine[]): string[] {
  const out: string[] = [];
  for (const l of ls) {
    for (const u of units(l)) {
      if (!/minutos/.test(u)) continue;
      const isRow = u.trim().startsWith('|');
      for (const m of u.matchAll(/(\d+) minutos/g)) {
        const before = u.slice(0, m.index);
        // Which token the number belongs to: the row's subject in a table, the closest one named before it in prose.
        const candidates = TOKEN_MARKERS.map(([re, minutes, name]) => {
          const hits = [...(isRow ? u : before).matchAll(new RegExp(re.source, 'gi'))];
          const at = hits.length ? hits[isRow ? 0 : hits.length - 1].index : -1;
          return {at, minutes, name};
        }).filter((c) => c.at >= 0 && (isRow || before.length - c.at < 120));
        if (!candidates.length) continue;
        const owner = isRow
          ? candidates.reduce((a, b) => (a.at <= b.at ? a : b))
          : candidates.reduce((a, b) => (a.at >= b.at ? a : b));
        // «N minutos o menos» and ranges below the lifetime describe a shorter token you may ask for.
        if (Number(m[1]) !== owner.minutes && !/o menos/.test(u.slice(m.index))) {
          out.push(`${where(l)}: ${owner.name} token «${m[0]}» (description: ${owner.minutes} minutos)`);
        }
      }
    }
  }
  return out;
}

const OTP_LIFETIME =
  /(?:código|`email_otp`)[^.|]{0,100}?(?:válido|vale|venc|dura)[^.|]{0,20}?(\d+) minutos|`email_otp`[^|]*\|\s*(\d+) minutos/gi;

export function otpProblems(ls: ProseLine[]): string[] {
  const limit = authRequestExpiryMinutes();
  const out: string[] = [];
  for (const l of ls) {
    for (const u of units(l)) {
      // The lifetime a sentence gives a code: «código … válido N minutos», «`email_otp` | N minutos».
      for (const m of u.matchAll(OTP_LIFETIME)) {
        const minutes = Number(m[1] ?? m[2]);
        if (minutes > limit) {
          out.push(`${where(l)}: a one-time code valid «${minutes} minutos» outlives its ${limit}-minute request`);
        }
      }
    }
  }
  return out;
}

export function sizeProblems(ls: ProseLine[]): string[] {
  const logoUrl = schema('Configuration').properties?.branding?.properties?.logo_url?.description ?? '';
  const logo = numberIn(logoUrl, /máx\. (\d+) MB/, 'the logo limit');
  const practicalAttachments = (sizes.body * 3) / 4;
  // 26,7 MB is what a 20 MB PDF takes in base64, said where the 28 MB body limit is explained.
  const base64Pdf = Math.round(((sizes.signaturePdf * 4) / 3) * 10) / 10;
  const allowed = new Set([
    sizes.body,
    sizes.signatureBody,
    sizes.signaturePdf,
    sizes.attachment,
    logo,
    practicalAttachments,
    base64Pdf,
  ]);
  const out: string[] = [];
  for (const l of ls) {
    for (const u of units(l)) {
      const mbs = [...u.matchAll(/(\d+(?:,\d+)?) ?MB\b/g)].map((m) => toNumber(m[1]));
      for (const mb of mbs) {
        if (!allowed.has(mb)) out.push(`${where(l)}: «${mb} MB» is not a limit of the description`);
      }
      if (/adjunt/i.test(u) && mbs.length && !mbs.includes(sizes.attachment) && !mbs.includes(sizes.body))
        out.push(`${where(l)}: attachments limit without ${sizes.attachment} MB`);
      const pdfLimit = mbs.includes(sizes.signaturePdf);
      if (/cuerpo/i.test(u) && /firm/i.test(u) && pdfLimit && !mbs.includes(sizes.signatureBody)) {
        out.push(
          `${where(l)}: gives the ${sizes.signaturePdf} MB PDF limit as a body limit (${sizes.signatureBody} MB)`,
        );
      }
      if (/\bPDF\b/.test(u) && /base64/i.test(u) && pdfLimit && !/decodific|28 MB|el archivo/.test(u))
        out.push(`${where(l)}: says ${sizes.signaturePdf} MB next to base64 without saying it is the decoded file`);
    }
  }
  return out;
}

export function rateProblems(ls: ProseLine[]): string[] {
  const out: string[] = [];
  for (const l of ls) {
    for (const u of units(l)) {
      for (const m of u.matchAll(/(\d+) solicitudes por segundo/g)) {
        if (![rates.production, rates.sandbox].includes(Number(m[1]))) out.push(`${where(l)}: rate limit «${m[0]}»`);
      }
      if (/estad[ií]stica|stats/.test(u)) {
        for (const m of u.matchAll(/cuentan? (?:como )?(\d+)(?! días)/g)) {
          if (Number(m[1]) !== rates.statsWeight) out.push(`${where(l)}: stats count as «${m[1]}»`);
        }
      }
    }
  }
  return out;
}

export function timingProblems(ls: ProseLine[]): string[] {
  const out: string[] = [];
  const events = retentionDays().events;
  const idempotency = idempotencyHours();
  for (const l of ls) {
    for (const u of units(l)) {
      const aboutEvents = /\beventos?\b/i.test(u) && !/evidencia|solicitudes e intentos/i.test(u);
      if (aboutEvents && /conserva|más de \d+ días|últimos \d+ días/i.test(u)) {
        for (const m of u.matchAll(/(\d+) días/g)) {
          if (Number(m[1]) !== events) out.push(`${where(l)}: events kept «${m[0]}»`);
        }
      }
      if (/Idempotency-Key|idempoten/i.test(u)) {
        for (const m of u.matchAll(/(\d+) horas/g)) {
          if (Number(m[1]) !== idempotency) out.push(`${where(l)}: idempotency «${m[0]}»`);
        }
      }
      if (/2xx/.test(u) && /responde|respuesta|espera/i.test(u)) {
        for (const m of u.matchAll(/(\d+) segundos/g)) {
          if (Number(m[1]) !== retries.timeoutSeconds) out.push(`${where(l)}: delivery timeout «${m[0]}»`);
        }
      }
      if (/tolerancia/i.test(u)) {
        for (const m of u.matchAll(/(\d+) minutos/g)) {
          if (Number(m[1]) !== retries.toleranceMinutes) out.push(`${where(l)}: signature tolerance «${m[0]}»`);
        }
      }
    }
  }
  return out;
}

const evidenceFields = new Set(fieldPaths(schema('Evidence')));
const signedDocumentFields = new Set(fieldPaths(schema('SignedDocument')));

export function evidenceFieldProblems(ls: ProseLine[]): string[] {
  const out: string[] = [];
  for (const l of ls) {
    for (const m of l.text.matchAll(/`((?:signature|timestamp|canonical_record|evidence)\.[a-z_.]+)`/g)) {
      const field = m[1];
      if (!evidenceFields.has(field) && !signedDocumentFields.has(field)) {
        out.push(`${where(l)}: \`${field}\` is not a field of the record`);
      }
    }
  }
  return out;
}

const finals = finalStatuses();
const finalUnion = new Set([...finals.values()].flatMap((s) => [...s]));
const allStatuses = new Set(
  [...finals.keys()].flatMap((name) =>
    (schema(name).properties?.status?.enum ?? []).filter((v): v is string => typeof v === 'string'),
  ),
);

export function finalStateProblems(ls: ProseLine[]): string[] {
  const out: string[] = [];
  for (const l of ls) {
    for (const u of units(l)) {
      if (!/\b(es|son) finale?s?\b|\bestados? finale?s?\b|\bFinal\.$/.test(u)) continue;
      for (const m of u.matchAll(/`([a-z_]+)`/g)) {
        if (allStatuses.has(m[1]) && !finalUnion.has(m[1])) out.push(`${where(l)}: \`${m[1]}\` called final`);
      }
    }
  }
  return out;
}

const ranges = numericRanges();

export function rangeProblems(ls: ProseLine[]): string[] {
  const out: string[] = [];
  const NUMBERS = new RegExp(
    [
      '(?:entre|de) (\\d+) (?:y|a) (\\d+)(?! (?:días|minutos|horas|MB))',
      '\\((\\d+) a (\\d+)\\b',
      'por defecto,? (\\d+)\\b(?! (?:días|minutos|horas|segundos))',
    ].join('|'),
    'g',
  );
  for (const l of ls) {
    for (const u of units(l)) {
      for (const m of u.matchAll(NUMBERS)) {
        // The field a range or default belongs to: the last one named just before it.
        const before = u.slice(Math.max(0, (m.index ?? 0) - 60), m.index);
        const fields = [...before.matchAll(/`([a-z_.]+)`/g)].map((f) => f[1].split('.').pop() ?? '');
        const field = fields[fields.length - 1];
        const insideCode = (before.match(/`/g) ?? []).length % 2 === 1;
        if (!field || !ranges.has(field) || insideCode) continue;
        const bounds = ranges.get(field) ?? [];
        if (m[5] !== undefined) {
          const defaults = bounds.map((b) => b.default).filter((d) => d !== undefined);
          if (defaults.length && !defaults.includes(Number(m[5]))) {
            out.push(`${where(l)}: \`${field}\` defaults to ${m[5]} (description: ${defaults.map(String).join(', ')})`);
          }
          continue;
        }
        const [min, max] = [Number(m[1] ?? m[3]), Number(m[2] ?? m[4])];
        if (!bounds.some((b) => b.min === min && b.max === max)) {
          out.push(`${where(l)}: \`${field}\` from ${min} to ${max} (description: ${JSON.stringify(bounds)})`);
        }
      }
    }
  }
  return out;
}

describe('numbers the guides repeat from the description', () => {
  it('finds the facts in the description', () => {
    expect(retries.waitsMinutes).toHaveLength(retries.attempts - 1);
    expect(lines.length).toBeGreaterThan(1000);
  });

  it('the description is coherent with itself', () => {
    const totalHours = retries.waitsMinutes.reduce((a, b) => a + b, 0) / 60;
    expect(Math.abs(totalHours - retries.aboutHours)).toBeLessThan(1);
    expect(retries.disableAfterDays * 24).toBeGreaterThan(totalHours);
    expect(schema('Webhook').description).toContain(`${retries.disableAfterDays} días seguidos`);
    // The reference shows each security scheme's and schema's prose: it must say what x-constraints holds.
    expect(securitySchemeMinutes('entitySessionToken')).toBe(tokens.entitySession);
    expect(securitySchemeMinutes('privacyCenterSessionToken')).toBe(tokens.privacyCenterSession);
    expect(securitySchemeMinutes('actionToken')).toBe(tokens.action);
    const expiresAt = schema('AuthRequest').properties?.expires_at?.description ?? '';
    expect(numberIn(expiresAt, /(\d+) minutos/, 'the auth request expiry')).toBe(authRequestExpiryMinutes());
    // A one-time code cannot be valid longer than the request that carries it.
    const otp = emailOtpStatedMinutes();
    expect(otp === null || otp <= authRequestExpiryMinutes()).toBe(true);
    // The body that carries a base64 PDF must fit the largest PDF allowed.
    expect(sizes.signatureBody).toBeGreaterThanOrEqual((sizes.signaturePdf * 4) / 3);
    const content = JSON.stringify(signatureAttemptBody());
    expect(content).toContain(`hasta ${sizes.signaturePdf} MB una vez decodificado`);
    expect(signatureAttempt().description).toContain(`cuerpos de hasta ${sizes.signatureBody} MB`);
    expect(sizes.attachment).toBeLessThanOrEqual((sizes.body * 3) / 4);
    const d = disclosureExpiresIn();
    expect(d.defaultSeconds).toBeGreaterThanOrEqual(d.min ?? 0);
    expect(d.defaultSeconds).toBeLessThanOrEqual(d.max ?? 0);
    const expiresIn = schema('DisclosureTemplate').properties?.expires_in ?? {};
    expect({min: expiresIn.minimum, max: expiresIn.maximum}).toEqual({min: d.min, max: d.max});
    expect(numberIn(expiresIn.description ?? '', /\((\d+), es decir/, 'the default')).toBe(d.defaultSeconds);
    // What a status description calls final is final in its x-lifecycle.
    for (const [name, said] of finalStatusesInProse()) {
      for (const status of said) expect(finals.get(name), `${name}: ${status}`).toContain(status);
    }
  });

  it('webhook retries: 8 attempts in about 45 hours, disabled after 3 days, on every page', () => {
    expect(retryProblems(lines)).toEqual([]);
  });

  it('token lifetimes match the security schemes', () => {
    expect(tokenProblems(lines)).toEqual([]);
  });

  it('no one-time code outlives its authentication request', () => {
    expect(otpProblems(lines)).toEqual([]);
  });

  it('size limits are the description’s, raw vs base64 said where it matters', () => {
    expect(sizeProblems(lines)).toEqual([]);
  });

  it('rate limits and the weight of statistics operations', () => {
    expect(rateProblems(lines)).toEqual([]);
  });

  it('retention, idempotency window, delivery timeout and signature tolerance', () => {
    expect(timingProblems(lines)).toEqual([]);
  });

  it('bounds and defaults of numeric fields are the schema’s', () => {
    expect(rangeProblems(lines)).toEqual([]);
  });

  it('every evidence field the guides name exists in the schema', () => {
    expect(evidenceFieldProblems(lines)).toEqual([]);
  });

  it('every state the guides call final is final in the description', () => {
    // x-lifecycle also makes a revoked key and a delivered webhook transaction final (no status prose said so).
    const union = ['successful', 'expired', 'resolved', 'granted', 'failed', 'timed_out', 'revoked', 'delivered'];
    expect(finalUnion).toEqual(new Set(union));
    expect(finalStateProblems(lines)).toEqual([]);
  });

  it('each check catches the errors it exists for', () => {
    const sample = (text: string): ProseLine[] => [{file: 'docs/sample.mdx', line: 1, text}];
    expect(retryProblems(sample('Custodia reintenta la entrega del webhook durante unos 3 días.'))).toHaveLength(1);
    const shortRetries = 'Si tu servidor no responde, Custodia reintenta 5 intentos en unas 30 horas.';
    expect(retryProblems(sample(shortRetries))).toHaveLength(2);
    expect(retryProblems(sample('Espera 1 min, 5 min, 30 min, 2 h, 6 h y 12 h entre intentos.'))).toHaveLength(1);
    expect(tokenProblems(sample('El token (`est_…`) vale 30 minutos.'))).toHaveLength(1);
    expect(tokenProblems(sample('| Token de acción | `act_` | 15 minutos |'))).toHaveLength(1);
    expect(otpProblems(sample('Custodia envía un código a su correo, válido 10 minutos.'))).toHaveLength(1);
    expect(sizeProblems(sample('Los adjuntos pueden pesar 8 MB.'))).toHaveLength(2);
    expect(sizeProblems(sample('Envía el PDF en base64, hasta 20 MB.'))).toHaveLength(1);
    expect(sizeProblems(sample('| 413 | Cuerpo de más de 10 MB (documentos a firmar: 20 MB) |'))).toHaveLength(1);
    const wrongRates = 'El límite es de 50 solicitudes por segundo; las estadísticas cuentan como 3.';
    expect(rateProblems(sample(wrongRates))).toHaveLength(2);
    expect(timingProblems(sample('Los eventos se conservan 90 días.'))).toHaveLength(1);
    expect(evidenceFieldProblems(sample('Lee `signature.algorithm` de la evidencia.'))).toHaveLength(1);
    expect(finalStateProblems(sample('`pending` es final.'))).toHaveLength(1);
    expect(rangeProblems(sample('`max_attempts` admite de 1 a 20 intentos (por defecto 5).'))).toHaveLength(2);
  });
});

describe('one source and one rule', () => {
  it('every page that talks about web views points to the one rule for hosted pages in apps', () => {
    const rule = '/docs/integration-guide/general-concepts#páginas-alojadas-en-una-app-móvil';
    const missing = files.filter((f) => {
      const text = fs.readFileSync(f, 'utf8');
      const mentionsWebViews = /WKWebView|\bWebView\b|vista web/.test(text);
      return mentionsWebViews && !text.includes(rule) && !f.endsWith('general-concepts.mdx');
    });
    expect(missing).toEqual([]);
    const concepts = fs.readFileSync('docs/integration-guide/general-concepts.mdx', 'utf8');
    expect(concepts).toContain('### Páginas alojadas en una app móvil');
  });
});

describe('code samples that run on Windows and survive a proxy', () => {
  it('PowerShell samples name their version, send UTF-8 bytes and read error.code only from JSON', () => {
    const problems: string[] = [];
    for (const f of files) {
      for (const {line, code} of codeBlocks(fs.readFileSync(f, 'utf8'), 'powershell')) {
        if (!code.includes('PowerShell 7')) problems.push(`${f}:${line}: no PowerShell version`);
        if (/-Body |\.Body = /.test(code) && !(code.includes('UTF8.GetBytes') && code.includes('charset=utf-8')))
          problems.push(`${f}:${line}: body not sent as UTF-8`);
        if (code.includes('ErrorDetails.Message | ConvertFrom-Json') && !code.includes("-notmatch '^\\s*\\{'"))
          problems.push(`${f}:${line}: assumes every error body is JSON`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the retry clients retry proxy 502/504 and check the content type before reading error.code', () => {
    const section = (file: string, from: string, to: string) => {
      const text = fs.readFileSync(file, 'utf8');
      return text.slice(text.indexOf(from), text.indexOf(to));
    };
    const clients = [
      section('docs/api/errors.mdx', '## Reintentos', '## Catálogo de códigos'),
      section('docs/integration-guide/production.mdx', '## Reintentos', '## Monitoreo'),
      section(
        'docs/integration-guide/disclosure/disclosure-error-handling.mdx',
        '### Reintentar las llamadas de forma segura',
        '## Lista de verificación',
      ),
    ].join('\n');
    const blocks = ['javascript', 'python', 'ruby', 'go', 'csharp'].flatMap((lang) => codeBlocks(clients, lang));
    expect(blocks).toHaveLength(11);
    for (const {code} of blocks) {
      expect(code).toMatch(/502/);
      expect(code).toMatch(/504/);
      expect(code).toMatch(/application\/json/);
    }
  });
});
