/** The single error type of the API reference generator: one line that names the cause. */
export const ERROR_PREFIX = 'No se pudo generar la referencia de la API: ';

export class ApiReferenceError extends Error {
  constructor(cause: string, options?: {cause?: unknown}) {
    super(ERROR_PREFIX + oneLine(cause), options);
    this.name = 'ApiReferenceError';
    // An expected failure, fully described by its message: the build log shows that line, not a stack.
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** Collapses whitespace so a message from YAML or the network never spans several lines. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function fail(cause: string, options?: {cause?: unknown}): never {
  throw new ApiReferenceError(cause, options);
}
