// The tables of results a step-by-step page tells the reader to provoke in sandbox (disclosure «7. Provoca cada
// resultado», authentication «Paso 7: prueba cada resultado en sandbox»): each row that the API decides, as the row
// states it, against a fresh simulator. Rows about the reader's own server (a tampered or repeated return) or the
// hosted page's interface (closing it, denying the camera) are not the API's to answer.
import fs from 'node:fs';
import path from 'node:path';
import {beforeEach, describe, expect, it} from 'vitest';
import {createSimulator, type Simulator} from '../../src/lib/simulator';
import type {ApiBody} from './helpers/json';
import {simulatorApi} from './helpers/simulator-api';

let sim: Simulator;
beforeEach(() => {
  sim = createSimulator({seed: 29});
});

const api = simulatorApi<ApiBody>(() => sim);

/** The types of the events the simulator emitted about one object, in order. */
function eventTypesOf(id: unknown): string[] {
  return sim
    .events()
    .filter((e) => (e.data.object as ApiBody).id === id)
    .map((e) => e.type);
}

function page(slug: string): string {
  return fs.readFileSync(path.join(__dirname, '../../docs/integration-guide', `${slug}.mdx`), 'utf8');
}

describe('disclosure quickstart: «Provoca cada resultado»', () => {
  const rows = [
    {
      row: '| `0002` | `failed` | `validation_attempt.failed`, luego `disclosure_request.failed` | `failure_reason: "document_unreadable"` |',
      document: '12345670002',
      expected: {status: 'failed', failure_reason: 'document_unreadable'},
      events: ['disclosure_request.failed'],
    },
    {
      row: '| `0003` | `failed` | `validation_attempt.failed`, luego `disclosure_request.failed` | `failure_reason: "selfie_mismatch"` |',
      document: '12345670003',
      expected: {status: 'failed', failure_reason: 'selfie_mismatch'},
      events: ['disclosure_request.failed'],
    },
    {
      row: '| `0001` | `granted` | `disclosure_request.granted` | `disclosed_data` completo, `identity_id` |',
      document: '12345670001',
      expected: {status: 'granted'},
      events: ['disclosure_request.granted'],
    },
  ];

  it.each(rows)('$document: the row the page shows', async ({row, document, expected, events}) => {
    expect(page('disclosure/quickstart')).toContain(row);
    const template = (await api('GET', '/disclosure-templates?limit=1')).body.data[0].id;
    const request = await api('POST', '/disclosure-requests', {disclosure_template_id: template});
    expect(request.status).toBe(201);
    await api('POST', '/_simulador/persona', {id: request.body.id, document_number: document});
    const done = await api('GET', `/disclosure-requests/${request.body.id}`);
    expect(done.body).toMatchObject(expected);
    // The request's own events after its creation: the ones the row says you receive.
    expect(eventTypesOf(request.body.id).filter((t) => t !== 'disclosure_request.created')).toEqual(events);
    if (expected.status === 'failed') {
      const attempts = await api('GET', `/validation-attempts?disclosure_request_id=${request.body.id}&status=failed`);
      expect(attempts.body.data.map((a) => a.failure_reason)).toContain(expected.failure_reason);
      expect(attempts.body.data.flatMap((a) => eventTypesOf(a.id))).toContain('validation_attempt.failed');
    }
  });

  it('0004: timed_out 60 seconds after the person submits, with no disclosed data', async () => {
    expect(page('disclosure/quickstart')).toContain(
      '| `0004` | `timed_out` a los 60 segundos | `disclosure_request.timed_out` | `disclosed_data: null`, `completed_at` con la hora del vencimiento |',
    );
    const template = (await api('GET', '/disclosure-templates?limit=1')).body.data[0].id;
    const request = await api('POST', '/disclosure-requests', {disclosure_template_id: template});
    await api('POST', '/_simulador/persona', {id: request.body.id, document_number: '12345670004'});
    await sim.clock.advance(61 * 1000);
    const done = await api('GET', `/disclosure-requests/${request.body.id}`);
    expect(done.body).toMatchObject({status: 'timed_out', disclosed_data: null});
    expect(done.body.completed_at).toEqual(expect.any(String));
    expect(eventTypesOf(request.body.id)).toContain('disclosure_request.timed_out');
  });
});

describe('authentication guide: «Paso 7: prueba cada resultado en sandbox»', () => {
  // The guide's return address, in the domains every sandbox allows (its «Requisitos previos»).
  const RETURN = {redirect_url: 'https://app.bancoaustral.example/login/retorno'};
  const FAILING = {...RETURN, email: 'fallo@sandbox.custodia.example', factors: ['email_otp']};
  const ANY = {...RETURN, email: 'camila.rojas@correo.example', factors: ['email_otp']};

  it('the failing e-mail: the attempt fails with credential_rejected and auth_attempt.failed is emitted', async () => {
    expect(page('authentication/authenticate-users')).toContain(
      '| Intento fallido | Crea la solicitud con `"email": "fallo@sandbox.custodia.example"` y `"factors": ["email_otp"]`: el intento falla con `credential_rejected` y recibes `auth_attempt.failed` |',
    );
    const request = await api('POST', '/auth-requests', FAILING);
    expect(request.status).toBe(201);
    const acted = await api('POST', '/_simulador/persona', {id: request.body.id});
    const attempt = acted.body.auth_attempt as ApiBody;
    expect(attempt).toMatchObject({status: 'failed', failure_reason: 'credential_rejected'});
    expect(eventTypesOf(attempt.id)).toContain('auth_attempt.failed');
  });

  it('five failed attempts: the request is expired with attempts_count 5', async () => {
    expect(page('authentication/authenticate-users')).toContain(
      '| Vencimiento por intentos | Repite el intento fallido cinco veces: la solicitud queda `expired` con `attempts_count: 5` |',
    );
    const request = await api('POST', '/auth-requests', FAILING);
    for (let n = 0; n < 5; n++) await api('POST', '/_simulador/persona', {id: request.body.id});
    const done = await api('GET', `/auth-requests/${request.body.id}`);
    expect(done.body).toMatchObject({status: 'expired', attempts_count: 5});
  });

  it('five minutes without completing it: the request reads expired', async () => {
    expect(page('authentication/authenticate-users')).toContain(
      '| Vencimiento por tiempo | Crea la solicitud y espera 5 minutos sin completarla; consulta y verás `expired` |',
    );
    const request = await api('POST', '/auth-requests', ANY);
    await sim.clock.advance(5 * 60 * 1000 + 1000);
    expect((await api('GET', `/auth-requests/${request.body.id}`)).body.status).toBe('expired');
  });

  it('any other e-mail: the person completes the factor and the request is successful', async () => {
    expect(page('authentication/authenticate-users')).toContain(
      '| Éxito | Crea la solicitud con cualquier correo o entidad y completa el factor en la página |',
    );
    const request = await api('POST', '/auth-requests', ANY);
    await api('POST', '/_simulador/persona', {id: request.body.id});
    expect((await api('GET', `/auth-requests/${request.body.id}`)).body.status).toBe('successful');
  });
});
