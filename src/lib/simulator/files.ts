/**
 * The files the simulator links to: evidence certificates and packages, disclosed document images, signed PDFs and
 * attachments. The description's links point at the file host (`links.filesHost`), which does not
 * exist outside the examples; the simulator answers those links itself, at that address and under its own
 * (`/_simulador/archivos/…`, which `npm run sandbox` writes into the links it hands out), so a reader who follows
 * a link from a response downloads a file. It serves only the files it has linked to.
 */
import {links} from '../../../config/links';
import type {Engine} from './engine';
import {ApiError} from './errors';
import {isObj, text} from './json';
import type {SimulatorResponse} from './types';

export const FILES_HOST = links.filesHost;
/** Where the simulator serves the files it links to, relative to its API base (`…/v1`). */
export const FILES_ROUTE = '/_simulador/archivos';

/** A 1×1 grey JPEG (jpeg-js, quality 50): what a disclosed document image looks like here. */
const JPEG =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAEAAQMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOvqhH//2Q==';

export interface SimulatedFile {
  contentType: string;
  /** Text files (PDF, JSON) as a string; images as bytes. */
  body: string | Uint8Array;
}

/** The file path (`/evidences/evd_….pdf`) and query a request asks for, or undefined when it is not a file link. */
export function fileRequested(raw: string): {path: string; search: string} | undefined {
  let rest: string | undefined;
  if (raw.startsWith(`${FILES_HOST}/`)) rest = raw.slice(FILES_HOST.length);
  else {
    const at = raw.replace(/^https?:\/\/[^/]+/i, '').replace(/^\/v1(?=\/)/, '');
    if (at.startsWith(`${FILES_ROUTE}/`)) rest = at.slice(FILES_ROUTE.length);
  }
  if (rest === undefined) return undefined;
  const q = rest.indexOf('?');
  return q < 0 ? {path: rest, search: ''} : {path: rest.slice(0, q), search: rest.slice(q + 1)};
}

/** A one-page PDF 1.4 with one line per entry (ASCII; anything else is written as '?'), with a correct xref table. */
export function pdf(lines: string[]): string {
  const escape = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&');
  const content = ['BT', '/F1 12 Tf', '56 780 Td', '16 TL', ...lines.map((l) => `(${escape(l)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

/** The certificate (pdf) or package (json) of an evidence: what its download link serves, byte for byte. */
export function evidenceFile(evidence: Record<string, unknown>, format: string): SimulatedFile {
  if (format === 'json') return {contentType: 'application/json', body: JSON.stringify(evidence, null, 2) + '\n'};
  return {
    contentType: 'application/pdf',
    body: pdf([
      'Custodia - certificado de evidencia (simulador, sin valor legal)',
      `Evidencia: ${text(evidence.id)}`,
      `Acuerdo: ${text(evidence.agreement_id ?? '')}`,
      `Huella del registro (SHA-256): ${text(evidence.hash ?? '')}`,
      `Sellado: ${text(isObj(evidence.timestamp) ? (evidence.timestamp.stamped_at ?? '') : '')}`,
    ]),
  };
}

function decodeBase64(text: string): Uint8Array {
  const raw = atob(text);
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** What a file path serves: an evidence from the store, any other PDF or image as a stand-in named after it. */
function fileAt(engine: Engine, path: string): SimulatedFile {
  const evidence = /^\/evidences\/(evd_[A-Za-z0-9]+)\.(pdf|json)$/.exec(path);
  if (evidence) {
    const record = engine.get('evidence', evidence[1]);
    if (!record) throw new ApiError('resource_not_found', `No existe el archivo ${path}.`);
    return evidenceFile(record, evidence[2]);
  }
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1].toLowerCase();
  if (extension === 'jpg' || extension === 'jpeg') return {contentType: 'image/jpeg', body: decodeBase64(JPEG)};
  if (extension === 'pdf') {
    return {
      contentType: 'application/pdf',
      body: pdf(['Custodia - archivo del simulador (sin valor legal)', `Archivo: ${decodeURIComponent(path)}`]),
    };
  }
  throw new ApiError('resource_not_found', `No existe el archivo ${path}.`);
}

/**
 * Answers a file link: 404 for a file the simulator never linked to, 410 `evidence_expired` for an evidence link
 * past its `expires` (on the virtual clock, as `expires_at` says), the file otherwise. No credentials: the link is
 * the credential, as the description says.
 */
export function serveFile(
  engine: Engine,
  request: {path: string; search: string},
  linked: ReadonlySet<string>,
): SimulatorResponse {
  if (!linked.has(request.path)) throw new ApiError('resource_not_found', `No existe el archivo ${request.path}.`);
  const expires = Number(new URLSearchParams(request.search).get('expires'));
  if (request.path.startsWith('/evidences/') && expires && engine.now / 1000 > expires) {
    throw new ApiError('evidence_expired', 'El enlace de descarga venció: pide uno nuevo.');
  }
  const file = fileAt(engine, request.path);
  const name = request.path.split('/').pop() ?? 'archivo';
  const headers = {'content-type': file.contentType, 'content-disposition': `attachment; filename="${name}"`};
  return typeof file.body === 'string'
    ? {status: 200, headers, body: file.body}
    : {status: 200, headers, body: '', bytes: file.body};
}

/** Every file path (`/evidences/evd_….pdf`) a response body links to. */
export function linkedFiles(body: string): string[] {
  return [...body.matchAll(/https:\/\/files\.custodia\.example(\/[^"?\s]*)/g)].map((m) => m[1]);
}
