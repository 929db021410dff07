/** Typed JSON readers for tests: the caller names the shape it expects, and the assertions check it. */

/** Parses JSON text as `T` (no run-time check: the test's assertions are the check). */
export function parseJson<T = unknown>(text: string): T {
  return JSON.parse(text) as T;
}

/** Reads a fetch Response's JSON body as `T`. */
export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** An API error, as the simulator's Error bodies carry it. */
export interface ApiErrorBody {
  code: string;
  message: string;
  status: number;
  request_id: string;
  [key: string]: unknown;
}

/**
 * The fields of a Custodia API JSON body that tests read. Declared present so a test reads them directly; its
 * assertions check each value (a field the answer lacks reads as undefined and fails the assertion).
 */
export interface ApiBody {
  id: string;
  object: string;
  status: string;
  secret: string;
  token: string;
  livemode: boolean;
  next_cursor: string | null;
  prev_cursor: string | null;
  disclosure_request_id: string;
  data: ApiBody[];
  error: ApiErrorBody;
  [key: string]: unknown;
}

/**
 * A scalar from a description (a parameter example) as text, as `String()` writes it; a non-scalar reads as ''
 * (parameter examples in the description are scalars).
 */
export function scalarText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}
