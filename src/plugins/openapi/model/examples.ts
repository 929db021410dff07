/** Examples as the description gives them (`example`, `examples`), for pages, parameters and error codes. */
import type {ExampleView} from '../../../components/api/types';
import {isObject} from '../resolve';
import type {Schema} from '../schemaNodes';
import {str} from './context';

export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** The `example`, or the value of the first of `examples`; `found` tells an absent example from a null one. */
export function exampleValue(holder: Schema): {found: boolean; value?: unknown} {
  if ('example' in holder) return {found: true, value: holder.example};
  if (isObject(holder.examples)) {
    const first = Object.values(holder.examples).find((e) => isObject(e) && 'value' in e) as Schema | undefined;
    if (first) return {found: true, value: first.value};
  }
  return {found: false};
}

/**
 * The example a request sent with `credential` should use: the first of `examples` whose `x-credentials` names it
 * (an example without `x-credentials` fits any), else exampleValue's. A body written for an action token (no
 * `entity_id`) is not what a server holding the secret key sends.
 */
export function exampleFor(holder: Schema, credential: string): {found: boolean; value?: unknown} {
  if (!('example' in holder) && isObject(holder.examples)) {
    const fits = Object.values(holder.examples).find(
      (e) =>
        isObject(e) &&
        'value' in e &&
        (!Array.isArray(e['x-credentials']) || e['x-credentials'].includes(credential)),
    ) as Schema | undefined;
    if (fits) return {found: true, value: fits.value};
  }
  return exampleValue(holder);
}

/** Every example of a media type object, as code blocks (JSON pretty-printed). */
export function examplesOf(media: Schema, mediaType: string): ExampleView[] {
  const language = /json/.test(mediaType) ? 'json' : /yaml/.test(mediaType) ? 'yaml' : 'text';
  const render = (value: unknown) => (typeof value === 'string' && language !== 'json' ? value : prettyJson(value));
  if ('example' in media) return [{code: render(media.example), language}];
  if (isObject(media.examples)) {
    return Object.entries(media.examples)
      .filter(([, e]) => isObject(e) && 'value' in e)
      .map(([name, e]) => {
        const example = e as Schema;
        return {title: str(example.summary) ?? name, code: render(example.value), language};
      });
  }
  return [];
}

/** `code` values of error examples (`{error: {code}}`), each linked to the errors page. */
export function errorCodes(value: unknown): string[] {
  if (!isObject(value) || !isObject(value.error)) return [];
  return typeof value.error.code === 'string' ? [value.error.code] : [];
}

/** An example as one line of text (parameters, headers, URLs): lists comma-separated, objects as JSON. */
export function exampleString(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((item) => exampleString(item) ?? '').join(',');
  // Examples are JSON values: a string as it is, anything else as JSON (a number or a boolean reads the same).
  return typeof value === 'string' ? value : JSON.stringify(value);
}
