/**
 * Custodia-Signature, as docs/api/webhooks.mdx describes it: `t=<seconds>,v1=<hex>[,v1=<hex>]`, the HMAC-SHA256 of
 * `t + "." + raw body` keyed with the whole webhook secret. WebCrypto only, so it runs in the page.
 */
import {hmacSha256Hex} from '../simulator/crypto';

/** The secret the docs' pages sign test events with, shown on screen: it signs nothing outside the page. */
export const TEST_WEBHOOK_SECRET = 'whsec_PruebaEnLaPagina000000000000000000';

/** How far `t` may be from the receiver's clock. */
export const TOLERANCE_SECONDS = 300;

export type VerifyResult =
  | {valid: true}
  | {
      valid: false;
      reason: 'missing_header' | 'malformed_header' | 'timestamp' | 'mismatch' | 'missing_secret';
      age?: number;
    };

export async function signatureHeader(secret: string, body: string, t: number): Promise<string> {
  return `t=${t},v1=${await hmacSha256Hex(secret, `${t}.${body}`)}`;
}

/** Compares without stopping at the first difference, as the guide asks servers to. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Checks a delivery the way the guide's step list does; `now` is the receiver's clock in seconds. */
export async function verifySignature(
  body: string,
  header: string | null | undefined,
  secret: string,
  now: number,
): Promise<VerifyResult> {
  const value = (header ?? '').replace(/^\s*Custodia-Signature\s*:/i, '').trim();
  if (!value) return {valid: false, reason: 'missing_header'};
  if (!secret) return {valid: false, reason: 'missing_secret'};
  let t: number | undefined;
  const signatures: string[] = [];
  for (const part of value.split(',')) {
    const at = part.indexOf('=');
    const key = part.slice(0, at).trim();
    const text = part.slice(at + 1).trim();
    if (at < 0) return {valid: false, reason: 'malformed_header'};
    if (key === 't' && /^\d+$/.test(text)) t = Number(text);
    if (key === 'v1') signatures.push(text.toLowerCase());
  }
  if (t === undefined || signatures.length === 0) return {valid: false, reason: 'malformed_header'};
  const age = now - t;
  if (Math.abs(age) > TOLERANCE_SECONDS) return {valid: false, reason: 'timestamp', age};
  const expected = await hmacSha256Hex(secret, `${t}.${body}`);
  return signatures.some((s) => sameText(s, expected)) ? {valid: true} : {valid: false, reason: 'mismatch'};
}
