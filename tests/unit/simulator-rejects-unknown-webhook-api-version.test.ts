/**
 * A webhook's `api_version` must be a published version, as create-webhook and update-webhook describe it: any other
 * date answers the error `x-constraints.versioning.unknown_webhook_version_error` names, with `details` on
 * `api_version`; the published version (the description's `info.version`) is accepted.
 */
import {beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {createSimulator, loadSimulatorDescription, type Simulator} from '../../src/lib/simulator';
import {simulatorApi} from './helpers/simulator-api';

type Body = {id?: string; api_version?: string; error?: {code: string; details?: {field: string}[]}};
let sim: Simulator;
let published: string;
let rule: string;

beforeAll(async () => {
  const doc = (await loadSimulatorDescription()) as {
    info: {version: string};
    'x-constraints': {versioning: {unknown_webhook_version_error: string}};
  };
  published = doc.info.version;
  rule = doc['x-constraints'].versioning.unknown_webhook_version_error;
});

beforeEach(() => {
  sim = createSimulator();
});

const api = simulatorApi<Body>(() => sim);
const WEBHOOK = {url: 'https://integraciones.bancoaustral.example/webhooks', enabled_events: ['agreement.created']};

describe('webhook api_version', () => {
  it('the description names the answer and says it where the field is documented', async () => {
    expect(rule).toBe('validation_failed');
    const doc = JSON.stringify(await loadSimulatorDescription());
    expect(doc.match(/otra fecha responde `422 validation_failed` con `details` en `api_version`/g)).toHaveLength(2);
  });

  it('create-webhook rejects an unknown version and accepts the published one', async () => {
    const unknown = await api('POST', '/webhooks', {...WEBHOOK, api_version: '2019-01-01'});
    expect(unknown.status).toBe(422);
    expect(unknown.body.error?.code).toBe(rule);
    expect(unknown.body.error?.details?.map((d) => d.field)).toEqual(['api_version']);
    const known = await api('POST', '/webhooks', {...WEBHOOK, api_version: published});
    expect(known.status).toBe(201);
    expect(known.body.api_version).toBe(published);
  });

  it('update-webhook rejects an unknown version and leaves the webhook as it was', async () => {
    const created = await api('POST', '/webhooks', WEBHOOK);
    const id = String(created.body.id);
    const unknown = await api('PATCH', `/webhooks/${id}`, {api_version: '2030-12-31'});
    expect(unknown.status).toBe(422);
    expect(unknown.body.error?.code).toBe(rule);
    expect((await api('GET', `/webhooks/${id}`)).body.api_version).toBe(published);
  });
});
