/** Reads the text of a description file, local or remote, and parses it as YAML or JSON. */
import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import {fail, oneLine} from './errors';

export const DEFAULT_TIMEOUT_MS = 15_000;

export function isUrl(location: string): boolean {
  return /^https?:\/\//i.test(location);
}

/** How a location is named in messages: the URL, or the path relative to the working directory. */
export function describeLocation(location: string, label?: string): string {
  if (label) return label;
  return isUrl(location) ? location : path.relative(process.cwd(), location) || location;
}

function networkCause(error: unknown): string {
  const cause = (error as {cause?: {code?: string; message?: string}}).cause;
  return oneLine(cause?.code ?? cause?.message ?? (error as Error).message ?? String(error));
}

async function fetchText(url: string, timeoutMs: number, label: string): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      headers: {accept: 'application/yaml, application/json;q=0.9, text/plain;q=0.8, */*;q=0.5'},
    });
    if (!response.ok) {
      // Drain the body so the connection is released, but never wait past the timeout for it.
      await response.body?.cancel().catch(() => undefined);
      fail(`${label} respondió HTTP ${response.status}${response.statusText ? ' ' + response.statusText : ''}`);
    }
    return await response.text();
  } catch (error) {
    if (error instanceof Error && error.name === 'ApiReferenceError') throw error;
    if (controller.signal.aborted) fail(`${label} no respondió en ${timeoutMs} ms`);
    fail(`${label} no es accesible (${networkCause(error)})`);
  } finally {
    clearTimeout(timer);
  }
}

async function readLocalFile(file: string, label: string): Promise<string> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    fail(code === 'ENOENT' ? `no existe el archivo ${label}` : `no se pudo leer ${label} (${code ?? String(error)})`);
  }
}

export async function readText(location: string, timeoutMs: number, label?: string): Promise<string> {
  const name = describeLocation(location, label);
  return isUrl(location) ? fetchText(location, timeoutMs, name) : readLocalFile(location, name);
}

/** Parses YAML (a superset of JSON); the message names the file and the line of the problem. */
export function parseDocument(text: string, location: string, label?: string): unknown {
  const name = describeLocation(location, label);
  if (text.trim() === '') fail(`${name} está vacío`);
  try {
    return yaml.load(text, {filename: name, json: true});
  } catch (error) {
    const e = error as {reason?: string; mark?: {line: number; column: number}; message: string};
    const where = e.mark ? ` (línea ${e.mark.line + 1}, columna ${e.mark.column + 1})` : '';
    fail(`${name} no es YAML válido: ${e.reason ?? e.message}${where}`);
  }
}
