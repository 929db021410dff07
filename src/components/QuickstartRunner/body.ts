/** A response body as readers read JSON: one field per line, indented two spaces; any other body as it came. */
export function readableBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
