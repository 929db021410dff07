/**
 * The operation a task question leads with (src/plugins/searchIndex/vocabulary.mjs writes one file per operation next
 * to the index): method and path, required scope and body fields, and the code samples of its page.
 */
export interface OperationSample {
  /** Tab value of the code-language group the guides and operation pages share. */
  value: string;
  label: string;
  language: string;
  code: string;
}

export interface OperationSummary {
  slug: string;
  title: string;
  method: string;
  path: string;
  scopes: string[];
  required: string[];
  samples: OperationSample[];
}

/** Pages of operations (not schemas, not events): /docs/api/resources/<slug>. */
const OPERATION_URL = /^\/docs\/api\/resources\/([a-z0-9-]+)$/;

export function operationSlug(url: string): string | undefined {
  return OPERATION_URL.exec(url.split('#')[0])?.[1];
}

export const operationUrl = (slug: string) => `/docs/api/resources/${slug}`;

/** The summary of an operation; undefined when the page is not an operation or the file cannot be read. */
export async function loadOperation(basePath: string, url: string): Promise<OperationSummary | undefined> {
  const slug = operationSlug(url);
  if (!slug) return undefined;
  try {
    const response = await fetch(`${basePath}operations/${slug}.json`);
    if (!response.ok) return undefined;
    return (await response.json()) as OperationSummary;
  } catch (error) {
    console.error('[preguntar] No se pudo leer la operación; la respuesta sigue con los pasajes.', error);
    return undefined;
  }
}

/** The sample in the reader's language (the one they last chose in a code tab), else the first. */
export function sampleFor(operation: OperationSummary, language: string | null): OperationSample | undefined {
  return operation.samples.find((s) => s.value === language) ?? operation.samples[0];
}
