/** Typed JSON readers for tests: the caller names the shape it expects, and the assertions check it. */

/** Parses JSON text as `T` (no run-time check: the test's assertions are the check). */
export function parseJson<T = unknown>(text: string): T {
  return JSON.parse(text) as T;
}

/** Reads a fetch Response's JSON body as `T`. */
export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
