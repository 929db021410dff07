/**
 * The simulator keeps the rules of the description: scopes and credentials, idempotency, lifecycles and their
 * events, cursor pagination, time-outs on the virtual clock, sandbox magic values and signed webhook retries.
 */
import crypto from 'node:crypto';
import {beforeEach, describe, expect, it} from 'vitest';
import {createSimulator, DEFAULT_SANDBOX_SECRET_KEY, type Simulator} from '../../src/lib/simulator';
import {createEngine} from '../../src/lib/simulator/engine';
import {descriptionBundle} from '../../src/lib/simulator/node';
import {parseJson, type ApiBody} from './helpers/json';
import {simulatorApi} from './helpers/simulator-api';

let sim: Simulator;

beforeEach(() => {
  sim = createSimulator();
});

const api = simulatorApi<ApiBody>(() => sim);

/** The types of the events the simulator emitted about one object, in order. */
function eventTypesOf(id: unknown): string[] {
  return sim
    .events()
    .filter((e) => (e.data.object as ApiBody).id === id)
    .map((e) => e.type);
}

const DSR = {type: 'access', channel: 'api', requester: {name: 'Persona de Prueba', email: 'qa@tuempresa.example'}};

describe('credentials and scopes', () => {
  it('a key created with POST /api-keys carries exactly its scopes, and stops working when deleted', async () => {
    const created = await api('POST', '/api-keys', {name: 'Solo lectura', scopes: ['consent:read']});
    expect(created.status).toBe(201);
    const key = created.body.secret;
    expect(key).toMatch(/^sk_test_/);
    expect((await api('GET', '/consent-templates', undefined, key)).status).toBe(200);
    const denied = await api('POST', '/consent-templates', {title: 'x', locale: 'es-CL', data_uses: []}, key);
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('permission_denied');
    await api('DELETE', `/api-keys/${created.body.id}`);
    expect((await api('GET', '/consent-templates', undefined, key)).body.error.code).toBe('invalid_api_key');
  });

  it('answers a missing header, a live key and an unknown key as the catalogue says', async () => {
    const none = await sim.request({method: 'GET', path: '/events'});
    expect(parseJson<ApiBody>(none.body).error.code).toBe('authentication_required');
    expect((await api('GET', '/events', undefined, 'sk_live_abc')).body.error.code).toBe('environment_mismatch');
    expect((await api('GET', '/events', undefined, 'sk_test_abc')).body.error.code).toBe('invalid_api_key');
  });

  it('an entity session token reads only its entity and expires after its lifetime', async () => {
    const entities = await api('GET', '/entities?limit=2');
    const [mine, other] = entities.body.data;
    const issued = await api('POST', `/entities/${mine.id}/session-tokens`, {scopes: ['entity:read']});
    expect(issued.status).toBe(201);
    const token = issued.body.token;
    expect((await api('GET', `/entities/${mine.id}`, undefined, token)).status).toBe(200);
    expect((await api('GET', `/entities/${other.id}`, undefined, token)).body.error.code).toBe('token_scope_violation');
    expect((await api('GET', '/consent-templates', undefined, token)).body.error.code).toBe('permission_denied');
    await sim.clock.advance(15 * 60 * 1000);
    expect((await api('GET', `/entities/${mine.id}`, undefined, token)).body.error.code).toBe('token_expired');
  });
});

describe('idempotency', () => {
  it('replays the same answer for the same key and body, and rejects the same key with another body', async () => {
    const headers = {'idempotency-key': '3b9f6c1e-2a7d-4e58-8c0b-71d4e9a2f365'};
    const first = await api('POST', '/data-subject-requests', DSR, undefined, headers);
    const again = await api('POST', '/data-subject-requests', DSR, undefined, headers);
    expect(again.body.id).toBe(first.body.id);
    const other = await api('POST', '/data-subject-requests', {...DSR, type: 'erasure'}, undefined, headers);
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    await sim.clock.advance(24 * 3600 * 1000 + 1000);
    const later = await api('POST', '/data-subject-requests', DSR, undefined, headers);
    expect(later.body.id).not.toBe(first.body.id);
  });
});

describe('lifecycles', () => {
  it('a rights request follows its x-lifecycle, forbids other transitions and logs each change as an event', async () => {
    const created = await api('POST', '/data-subject-requests', DSR);
    expect(created.body.status).toBe('validating');
    const id = created.body.id;
    const skip = await api('PATCH', `/data-subject-requests/${id}`, {status: 'resolved', resolution: 'approved'});
    expect(skip.status).toBe(422);
    expect(skip.body.error).toMatchObject({
      code: 'invalid_state_transition',
      message: 'No se puede pasar de validating a resolved.',
    });
    expect((await api('PATCH', `/data-subject-requests/${id}`, {status: 'processing'})).body.status).toBe('processing');
    const resolved = await api('PATCH', `/data-subject-requests/${id}`, {status: 'resolved', resolution: 'approved'});
    expect(resolved.body).toMatchObject({status: 'resolved', resolution: 'approved'});
    expect((await api('PATCH', `/data-subject-requests/${id}`, {note: 'Otra nota'})).body.error.code).toBe(
      'invalid_state_transition',
    );
    expect(eventTypesOf(id)).toEqual([
      'data_subject_request.created',
      'data_subject_request.validating',
      'data_subject_request.updated',
      'data_subject_request.processing',
      'data_subject_request.updated',
      'data_subject_request.resolved',
    ]);
    const listed = await api('GET', `/events?type=data_subject_request.resolved&resource_id=${id}`);
    expect(listed.body.data).toHaveLength(1);
  });

  it('a repeated identifier is a conflict, and the -mismatch suffix ends in data_missmatch when the person validates', async () => {
    const first = await api('POST', '/data-subject-requests', {...DSR, identifier: 'QA-2025-0042-mismatch'});
    expect(first.body.status).toBe('validating');
    const again = await api('POST', '/data-subject-requests', {...DSR, identifier: 'QA-2025-0042-mismatch'});
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('resource_conflict');
    // The person validates through the request's validation disclosure: its magic values apply as well.
    const id = first.body.id;
    const disclosure = first.body.disclosure_request_id;
    await api('POST', '/_simulador/persona', {id, document_number: '12345670001'});
    expect((await api('GET', `/disclosure-requests/${disclosure}`)).body.status).toBe('granted');
    expect((await api('GET', `/data-subject-requests/${id}`)).body.status).toBe('data_missmatch');
    expect(eventTypesOf(id)).toEqual([
      'data_subject_request.created',
      'data_subject_request.validating',
      'data_subject_request.data_missmatch',
    ]);
    // The person corrects their data from the tracking link: back to validating.
    expect((await api('POST', '/_simulador/persona', {id})).body.status).toBe('validating');
    // Any other identifier goes on to processing; a failed validation leaves the request in validating.
    const plain = await api('POST', '/data-subject-requests', {...DSR, identifier: 'QA-2025-0042-plain'});
    await api('POST', '/_simulador/persona', {id: plain.body.id, document_number: '12345670002'});
    expect((await api('GET', `/data-subject-requests/${plain.body.id}`)).body.status).toBe('validating');
    const other = await api('POST', '/data-subject-requests', {...DSR, identifier: 'QA-2025-0042-ok'});
    await api('POST', '/_simulador/persona', {id: other.body.id, document_number: '12345670001'});
    expect((await api('GET', `/data-subject-requests/${other.body.id}`)).body.status).toBe('processing');
  });

  it('a disclosure request times out on the virtual clock, and a magic document number decides the outcome', async () => {
    const templates = await api('GET', '/disclosure-templates?limit=1');
    const template = templates.body.data[0].id;
    const waiting = await api('POST', '/disclosure-requests', {disclosure_template_id: template, expires_in: 120});
    await sim.clock.advance(121 * 1000);
    expect((await api('GET', `/disclosure-requests/${waiting.body.id}`)).body.status).toBe('timed_out');
    const failing = await api('POST', '/disclosure-requests', {disclosure_template_id: template});
    await api('POST', '/_simulador/persona', {id: failing.body.id, document_number: '99990002'});
    const failed = await api('GET', `/disclosure-requests/${failing.body.id}`);
    expect(failed.body).toMatchObject({status: 'failed', failure_reason: 'document_unreadable'});
    expect(sim.events().map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'disclosure_request.timed_out',
        'validation_attempt.failed',
        'disclosure_request.failed',
      ]),
    );
  });
});

describe('lists', () => {
  it('pages with cursors and rejects two cursors at once', async () => {
    const first = await api('GET', '/consent-templates?limit=1');
    expect(first.body).toMatchObject({object: 'list', has_more: true});
    const second = await api('GET', `/consent-templates?limit=1&starting_after=${first.body.next_cursor}`);
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
    expect(second.body.prev_cursor).toBe(second.body.data[0].id);
    const both = await api('GET', '/consent-templates?starting_after=a&ending_before=b');
    expect(both.body.error.code).toBe('invalid_pagination');
    const unknown = await api('GET', '/consent-templates?color=azul');
    expect(unknown.body.error.code).toBe('invalid_filter');
  });
});

describe('webhooks', () => {
  it('signs each delivery with Custodia-Signature and retries on the documented schedule until it fails', async () => {
    const attempts: {signature: string; body: string}[] = [];
    sim.setWebhookReceiver((delivery) => {
      attempts.push({signature: delivery.headers['custodia-signature'], body: delivery.body});
      return 500;
    });
    const hook = await api('POST', '/webhooks', {
      url: 'https://integraciones.bancoaustral.example/webhooks',
      enabled_events: ['*'],
    });
    const secret = hook.body.secret;
    await api('POST', '/data-subject-requests', DSR);
    const first = attempts[0];
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(first.signature) ?? [];
    expect(v1).toBe(crypto.createHmac('sha256', secret).update(`${t}.${first.body}`).digest('hex'));
    await sim.clock.advance(44 * 3600 * 1000);
    expect(attempts.filter((a) => a.body === first.body)).toHaveLength(7);
    await sim.clock.advance(3600 * 1000);
    expect(attempts.filter((a) => a.body === first.body)).toHaveLength(8);
    const eventId = parseJson<ApiBody>(first.body).id;
    const transactions = await api('GET', `/webhooks/${hook.body.id}/transactions`);
    const tx = transactions.body.data.find((t) => t.event_id === eventId);
    expect(tx).toMatchObject({status: 'failed', attempt: 8, next_retry_at: null});
  });
});

describe('the JSON bundle the browser loads', () => {
  it('builds a simulator that answers like the Node one', async () => {
    const browser = createEngine(JSON.parse(await descriptionBundle()) as Record<string, unknown>);
    const request = {
      method: 'GET',
      path: '/consent-templates?limit=3',
      headers: {authorization: `Bearer ${DEFAULT_SANDBOX_SECRET_KEY}`},
    };
    const [a, b] = [await browser.request(request), await sim.request(request)];
    expect(a.status).toBe(200);
    expect(a.body).toBe(b.body);
  });
});

describe('rate limits', () => {
  it('counts a stats operation five times against the sandbox limit and answers 429 with Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await api('GET', '/consent-actions/stats'));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5].status).toBe(429);
    expect(answers[5].body.error.code).toBe('rate_limit_exceeded');
    expect(answers[5].headers['retry-after']).toBe('1');
    await sim.clock.advance(1000);
    expect((await api('GET', '/consent-actions/stats')).status).toBe(200);
  });
});

describe('size limits', () => {
  it('takes them from x-constraints: 10 MB bodies, and up to 28 MB to carry a PDF of at most 20 MB in base64', async () => {
    const MB = 1048576;
    const tooBig = await api('POST', '/data-subject-requests', {...DSR, identifier: 'x'.repeat(10 * MB)});
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toMatchObject({
      code: 'payload_too_large',
      message: 'El cuerpo supera el máximo de 10 MB.',
    });
    /** The base64 of a file of `bytes` bytes (a multiple of 3, so without padding). */
    const base64Of = (bytes: number) => 'JVBE'.repeat(bytes / 3);
    const attempt = (content: string) => ({
      entity: {external_id: 'CLI-PRUEBA-0001'},
      document: {name: 'Contrato.pdf', content},
      signer: {name: 'Persona de Prueba', email: 'qa@tuempresa.example'},
      auth_method: 'email_otp',
    });
    // A 20 MB PDF takes about 26,7 MB in base64: over the usual limit, within this operation's.
    const largest = await api('POST', '/signature-attempts', attempt(base64Of(20 * MB - 2)));
    expect(largest.status).toBe(201);
    // A 20,5 MB PDF fits the 28 MB body but not the PDF limit.
    const over = await api('POST', '/signature-attempts', attempt(base64Of(20.5 * MB - 1)));
    expect(over.status).toBe(413);
    expect(over.body.error.message).toBe('El documento a firmar supera el máximo de 20 MB.');
    const body = await api('POST', '/signature-attempts', attempt(base64Of(21 * MB)));
    expect(body.body.error).toMatchObject({
      code: 'payload_too_large',
      message: 'El cuerpo supera el máximo de 28 MB.',
    });
  });
});
