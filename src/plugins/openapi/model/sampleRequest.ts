/** The request the code samples make: sandbox URL with example values, body, idempotency key (codeSamples.ts renders it). */
import type {JsonValue} from '../../../components/api/types';
import {isObject} from '../resolve';
import {sampleFromSchema, type Schema} from '../schemaNodes';
import type {ModelContext} from './context';
import {exampleFor, exampleString, exampleValue} from './examples';
import type {SampleRequest} from './types';

/** Query parameters of list operations; a sample shows `limit` and one real filter, not these. */
const PAGINATION_PARAMS = new Set(['limit', 'starting_after', 'ending_before', 'sort', 'created_after', 'created_before', 'updated_after']);

export function sampleOf(ctx: ModelContext, method: string, path: string, params: Schema[], requestBody: Schema | undefined): SampleRequest {
  let url = ctx.sandboxBase + path;
  for (const p of params.filter((p) => p.in === 'path')) {
    const schema = isObject(p.schema) ? p.schema : {};
    const example = exampleValue(p);
    let value = exampleString(example.found ? example.value : exampleValue(schema).value);
    if (value === undefined && typeof schema.pattern === 'string') {
      const prefix = schema.pattern.match(/^\^([a-z]+_)/);
      if (prefix) value = prefix[1] + '8Kq2mZrT4vXw9NbLc3Yd7HsF';
    }
    if (value === undefined) value = schema.type === 'integer' ? '1' : String(p.name);
    url = url.replace(`{${String(p.name)}}`, encodeURIComponent(value));
  }
  const query = params.filter((p) => p.in === 'query');
  const chosen = query.filter((p) => p.required === true || p.name === 'limit');
  const filter = query.find((p) => !PAGINATION_PARAMS.has(String(p.name)) && p.required !== true && exampleValue(p).found);
  if (filter && chosen.some((p) => p.name === 'limit')) chosen.push(filter);
  const pairs = chosen
    .map((p) => [String(p.name), exampleString(exampleValue(p).value ?? exampleValue(isObject(p.schema) ? p.schema : {}).value)] as const)
    .filter((pair): pair is readonly [string, string] => pair[1] !== undefined);
  if (pairs.length > 0) {
    url += '?' + pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replace(/%2C/g, ',')}`).join('&');
  }
  const sample: SampleRequest = {
    method: method.toUpperCase(),
    url,
    idempotencyKey: params.some((p) => p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key'),
  };
  if (requestBody && isObject(requestBody.content)) {
    const media = Object.values(requestBody.content)[0];
    if (isObject(media)) {
      // The samples send the secret key (codeSamples.ts), so they send the example written for it.
      const example = exampleFor(media, 'secretKey');
      sample.body = (example.found ? example.value : sampleFromSchema(media.schema, ctx.schemaContext)) as JsonValue;
    }
  }
  return sample;
}
