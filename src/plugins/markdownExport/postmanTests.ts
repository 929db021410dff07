/**
 * The contract test of each request of the Postman collection: the status the description documents for the
 * request as the collection sends it (its success status, or the response marked `x-sandbox-answer` when the
 * sandbox always answers that operation with an error) and that response's JSON schema, as `pm.test` scripts.
 * `newman run` on the collection then fails when the API answers anything else.
 */
import type {OperationPage} from '../openapi/model';

type Rec = Record<string, unknown>;
const isRec = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Formats Postman's validator (Ajv) knows; others (`markdown`, `pdf`) are documentation and are left out. */
const KNOWN_FORMATS = new Set(['date-time', 'date', 'email', 'uri']);
/** Keywords that only document a schema: the test does not need them, and they would triple its size. */
const PROSE = new Set(['description', 'example', 'examples', 'title', 'externalDocs', 'deprecated', 'readOnly']);

/** The schema without prose, extensions or formats Postman's validator does not know. */
export function slimSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(slimSchema);
  if (!isRec(schema)) return schema;
  const out: Rec = {};
  for (const [key, value] of Object.entries(schema)) {
    if (PROSE.has(key) || key.startsWith('x-')) continue;
    if (key === 'format' && !KNOWN_FORMATS.has(String(value))) continue;
    // `properties` maps names to schemas: a property may be called `description` or `example`.
    out[key] =
      key === 'properties' && isRec(value)
        ? Object.fromEntries(Object.entries(value).map(([name, s]) => [name, slimSchema(s)]))
        : slimSchema(value);
  }
  return out;
}

export interface Expectation {
  status: number;
  schema?: unknown;
  /** The documented reason when the sandbox always answers this operation with an error. */
  sandboxNote?: string;
}

/** What the request must answer, read from the operation of the loaded (dereferenced) description. */
export function expectationOf(doc: Rec, op: OperationPage): Expectation {
  const paths = isRec(doc.paths) ? doc.paths : {};
  const item = paths[op.path];
  const operation = isRec(item) ? item[op.method] : undefined;
  const responses = isRec(operation) && isRec(operation.responses) ? operation.responses : {};
  const entries = Object.entries(responses).filter((entry): entry is [string, Rec] => isRec(entry[1]));
  const sandbox = entries.find(([, response]) => response['x-sandbox-answer'] === true);
  const chosen = sandbox ?? entries.find(([status]) => /^2\d\d$/.test(status));
  if (!chosen) throw new Error(`${op.id} no documenta una respuesta 2xx`);
  const [status, response] = chosen;
  const content = isRec(response.content) ? response.content : {};
  const media = isRec(content['application/json']) ? content['application/json'] : undefined;
  return {
    status: Number(status),
    ...(media && media.schema !== undefined ? {schema: slimSchema(media.schema)} : {}),
    ...(sandbox && typeof response.description === 'string' ? {sandboxNote: response.description} : {}),
  };
}

/** The request's test script (Postman's `exec` lines). */
export function testScript(op: OperationPage, expected: Expectation): string[] {
  const lines = [
    `// Contrato de ${op.id}, generado desde la descripción OpenAPI: el estado y el esquema documentados.`,
    `pm.test('responde ${expected.status}, como documenta la referencia', function () {`,
    `  pm.response.to.have.status(${expected.status});`,
    `});`,
  ];
  if (expected.schema !== undefined) {
    lines.push(
      `pm.test('el cuerpo cumple el esquema documentado para ${expected.status}', function () {`,
      `  pm.response.to.have.jsonSchema(${JSON.stringify(expected.schema)});`,
      `});`,
    );
  }
  return lines;
}
