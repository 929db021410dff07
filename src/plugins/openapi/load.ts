/**
 * Loads the OpenAPI description at build time: the local multi-file description by default,
 * or the remote file named by OPENAPI_URL (timeout OPENAPI_TIMEOUT_MS, default 15000 ms).
 */
import path from 'node:path';
import {openApiOptions} from '../../../config/openapi';
import {fail} from './errors';
import {resolveDescription, type Resolved} from './resolve';
import {DEFAULT_TIMEOUT_MS, describeLocation} from './source';
import {assertOpenApi31} from './validate';

/** The description that ships with the repository. */
export const DEFAULT_DESCRIPTION = path.join(__dirname, '../../..', openApiOptions.source);

export interface LoadOptions {
  /** A remote YAML or JSON file; when absent, `file` (or the repository's description) is read. */
  url?: string;
  file?: string;
  timeoutMs?: number;
}

export interface LoadedDescription extends Resolved {
  /** Human name of the source, for messages and summaries. */
  source: string;
}

/** OPENAPI_URL and OPENAPI_TIMEOUT_MS, as load options. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): LoadOptions {
  const options: LoadOptions = {};
  if (env.OPENAPI_URL?.trim()) options.url = env.OPENAPI_URL.trim();
  if (env.OPENAPI_TIMEOUT_MS?.trim()) {
    const ms = Number(env.OPENAPI_TIMEOUT_MS);
    if (!Number.isInteger(ms) || ms <= 0) {
      fail(`OPENAPI_TIMEOUT_MS debe ser un número entero de milisegundos mayor que 0 (vale "${env.OPENAPI_TIMEOUT_MS}")`);
    }
    options.timeoutMs = ms;
  }
  return options;
}

export async function loadDescription(options: LoadOptions = {}): Promise<LoadedDescription> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let location: string;
  let label: string;
  if (options.url) {
    try {
      const url = new URL(options.url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(url.protocol);
    } catch {
      fail(`OPENAPI_URL "${options.url}" no es una URL http(s) válida`);
    }
    location = options.url;
    label = `OPENAPI_URL ${options.url}`;
  } else {
    location = path.resolve(options.file ?? DEFAULT_DESCRIPTION);
    label = describeLocation(location);
  }
  const resolved = await resolveDescription(location, {timeoutMs, rootLabel: label});
  assertOpenApi31(resolved.doc, label);
  return {...resolved, source: label};
}
