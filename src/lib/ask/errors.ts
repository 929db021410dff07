/** Why an answer could not be produced; the UI turns each kind into a Spanish message and a retry action. */
export type AskErrorKind = 'network' | 'http' | 'timeout' | 'malformed' | 'interrupted' | 'service' | 'aborted';

export class AskError extends Error {
  readonly kind: AskErrorKind;
  readonly status?: number;

  constructor(kind: AskErrorKind, detail: string, {status, cause}: {status?: number; cause?: unknown} = {}) {
    super(detail, {cause});
    this.name = 'AskError';
    this.kind = kind;
    if (status !== undefined) this.status = status;
  }
}

export function isAskError(error: unknown): error is AskError {
  return error instanceof AskError;
}
