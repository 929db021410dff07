/**
 * Simulator-only controls under `/_simulador` (not part of the Custodia API): move the virtual clock, act as the
 * person in a hosted flow (disclosure, authentication, signature, rights request) and start over.
 */
import type {Engine, StoredRecord} from './engine';
import {ApiError} from './errors';
import {confirmIdentity, createEntity, magic, moveRequest, urlFrom} from './behaviours';
import {clone, isObj, list, objects, text, type Rec} from './json';

export const CONTROLS = {
  '/_simulador': 'GET: esta lista.',
  '/_simulador/reloj':
    'GET: la hora del reloj virtual. POST {"segundos": n}: lo adelanta y dispara vencimientos y reintentos.',
  '/_simulador/persona':
    'POST {"id": "dreq_…|areq_…|satt_…|dsr_…", …}: la persona completa el flujo alojado de ese recurso.',
  '/_simulador/reiniciar': 'POST: vuelve a los datos iniciales y a la hora inicial.',
  '/_simulador/archivos/…':
    'GET: los archivos que enlazan las respuestas (certificados de evidencia, imágenes divulgadas, PDF firmados).',
};

export async function controls(
  engine: Engine,
  method: string,
  path: string,
  raw: string,
): Promise<{status: number; body: unknown}> {
  let body: Rec = {};
  if (raw.trim()) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!isObj(parsed)) throw new Error('no es un objeto');
      body = parsed;
    } catch {
      throw new ApiError('invalid_request', 'El cuerpo no es JSON válido.');
    }
  }
  if (path === '/_simulador' && method === 'GET') return {status: 200, body: {object: 'simulator', controls: CONTROLS}};
  if (path === '/_simulador/reloj') {
    if (method === 'POST') {
      const seconds = Number(body.segundos ?? 0);
      if (!Number.isFinite(seconds) || seconds < 0) {
        throw new ApiError('validation_failed', 'El cuerpo de la solicitud tiene campos inválidos.', [
          {field: 'segundos', issue: 'minimum', message: 'Debe ser un número mayor o igual que 0.'},
        ]);
      }
      await engine.advanceTo(engine.now + seconds * 1000);
    } else if (method !== 'GET') {
      throw new ApiError('method_not_allowed', `La ruta ${path} no admite ${method}. Métodos admitidos: GET, POST.`);
    }
    return {status: 200, body: {object: 'simulator_clock', now: engine.nowIso()}};
  }
  if (path === '/_simulador/reiniciar' && method === 'POST') {
    engine.reset();
    return {status: 200, body: {object: 'simulator_reset', now: engine.nowIso()}};
  }
  if (path === '/_simulador/persona' && method === 'POST') return {status: 200, body: person(engine, body)};
  throw new ApiError('resource_not_found', `No existe la ruta ${path}.`);
}

function pending(record: StoredRecord): void {
  if (record.status !== 'pending') {
    throw new ApiError('resource_conflict', `El flujo de ${String(record.id)} ya terminó (${String(record.status)}).`);
  }
}

/** What the person does in the hosted flow of `body.id`; sandbox magic values decide the outcome. */
function person(engine: Engine, body: Rec): Rec {
  const id = text(body.id ?? '');
  const object = engine.desc.prefixes.get(id.split('_')[0]);
  const record = object ? engine.get(object, id) : undefined;
  if (!record) throw new ApiError('resource_not_found', 'No existe un recurso con ese identificador.');
  if (object === 'disclosure_request') return disclose(engine, record, body);
  if (object === 'auth_request') return authenticate(engine, record, body);
  if (object === 'signature_attempt') return sign(engine, record);
  if (object === 'data_subject_request') return validateRequest(engine, record, body);
  throw new ApiError('resource_not_found', 'Ese recurso no tiene un flujo alojado.');
}

/**
 * What the person does from a rights request's link: corrects their data after `data_missmatch`, or validates their
 * identity (through the request's validation disclosure while it is pending, so its magic values apply too).
 */
function validateRequest(engine: Engine, request: StoredRecord, body: Rec): StoredRecord {
  if (request.status === 'data_missmatch') {
    moveRequest(engine, request, 'validating', 'person:data_corrected', null, null, 'requester');
    return request;
  }
  if (request.status !== 'validating') {
    throw new ApiError('invalid_state_transition', `No se puede pasar de ${String(request.status)} a processing.`);
  }
  const disclosure = request.disclosure_request_id
    ? engine.get('disclosure_request', request.disclosure_request_id)
    : undefined;
  if (disclosure?.status === 'pending') disclose(engine, disclosure, body);
  else confirmIdentity(engine, request);
  return request;
}

function disclose(engine: Engine, request: StoredRecord, body: Rec): StoredRecord {
  pending(request);
  const documentNumber = text(body.document_number ?? '12345678');
  const outcome = magic(engine, 'disclosure', documentNumber) ?? {status: 'granted'};
  if (outcome.status === 'timed_out') {
    const at = engine.now + Number(outcome.after_seconds ?? 60) * 1000;
    engine.schedule(at, () => {
      if (request.status !== 'pending') return;
      request.completed_at = engine.nowIso();
      engine.transition(request, 'timed_out', 'timeout:disclosure_request_expiry', null);
    });
    return request;
  }
  const failed = outcome.status === 'failed';
  const attempt = engine.insert(
    engine.build('validation_attempt', {
      disclosure_request_id: request.id,
      entity_id: request.entity_id ?? null,
      kind: outcome.failure_reason === 'selfie_mismatch' ? 'selfie' : 'document',
      status: failed ? 'failed' : 'successful',
      data_requirement_keys: objects(request.data_requirements).map((r) => r.key),
      attempt_number: list(request.validation_attempt_ids).length + 1,
      failure_reason: failed ? outcome.failure_reason : null,
    }),
  );
  engine.created(attempt, null);
  request.validation_attempt_ids = [...list(request.validation_attempt_ids), attempt.id];
  request.completed_at = engine.nowIso();
  if (failed) {
    request.failure_reason = outcome.failure_reason;
    engine.transition(request, 'failed', 'person:disclosure_failed', null);
    return request;
  }
  const entity = request.entity_id
    ? engine.get('entity', request.entity_id)
    : createEntity(engine, {name: body.name ?? null, email: body.email ?? null});
  if (entity) {
    let identity = entity.identity_id ? engine.get('identity', entity.identity_id) : undefined;
    if (!identity) {
      const template = clone(engine.resource('identity')?.example) ?? {};
      identity = engine.insert(
        engine.build('identity', {
          entity_id: entity.id,
          document: isObj(template.document) ? {...template.document, number: documentNumber} : null,
          last_disclosure_request_id: request.id,
          validated_at: engine.nowIso(),
          expires_at: null,
        }),
      );
      entity.identity_id = identity.id;
    }
    request.entity_id = entity.id;
    request.identity_id = identity.id;
    attempt.entity_id = entity.id;
  }
  const example = engine.resource('disclosure_request')?.example;
  request.disclosed_data = clone(example?.disclosed_data) ?? null;
  engine.changed(request);
  engine.transition(request, 'granted', 'person:disclosure_completed', null);
  for (const dsr of engine.table('data_subject_request').values()) {
    if (dsr.disclosure_request_id === request.id && dsr.status === 'validating') {
      if (!dsr.entity_id) dsr.entity_id = request.entity_id;
      confirmIdentity(engine, dsr);
    }
  }
  return request;
}

function authenticate(engine: Engine, request: StoredRecord, body: Rec): Rec {
  pending(request);
  const email = text(body.email ?? request.email ?? '');
  const factor = text(body.factor ?? list(request.factors)[0] ?? 'email_otp');
  let outcome = magic(engine, 'authentication', email) ?? {status: 'successful'};
  if (outcome.status === 'successful' && factor === 'email_otp' && body.otp_code !== undefined) {
    const otp = magic(engine, 'email_otp', text(body.otp_code));
    if (!otp) outcome = {status: 'failed', failure_reason: 'otp_invalid'};
  }
  const ok = outcome.status === 'successful';
  let entity = request.entity_id ? engine.get('entity', request.entity_id) : undefined;
  if (!entity && ok) {
    entity = [...engine.table('entity').values()].find((e) => e.email === email) ?? createEntity(engine, {email});
  }
  const attempts = Number(request.attempts_count ?? 0) + 1;
  request.attempts_count = attempts;
  const attempt = engine.insert(
    engine.build('auth_attempt', {
      auth_request_id: request.id,
      entity_id: entity?.id ?? null,
      factor,
      status: ok ? 'successful' : 'failed',
      failure_reason: ok ? null : outcome.failure_reason,
      attempt_number: request.attempts_count,
      validation_attempt_id: null,
    }),
  );
  engine.created(attempt, null);
  if (ok) {
    request.entity_id = entity?.id ?? null;
    request.successful_auth_attempt_id = attempt.id;
    request.completed_at = engine.nowIso();
    engine.transition(request, 'successful', 'person:auth_attempt_successful', null);
  } else if (attempts >= Number(request.max_attempts ?? 5)) {
    request.completed_at = engine.nowIso();
    engine.transition(request, 'expired', 'person:auth_attempts_exhausted', null);
  } else {
    request.updated_at = engine.nowIso();
  }
  return {auth_request: request, auth_attempt: attempt};
}

function sign(engine: Engine, attempt: StoredRecord): StoredRecord {
  pending(attempt);
  const document = isObj(attempt.document) ? attempt.document : {};
  const outcome = magic(engine, 'signature', text(document.name ?? '')) ?? {status: 'successful'};
  attempt.completed_at = engine.nowIso();
  if (outcome.status === 'failed') {
    attempt.failure_reason = outcome.failure_reason;
    engine.transition(attempt, 'failed', 'person:signer_declined', null);
    return attempt;
  }
  const template = clone(engine.resource('signed_document')?.example) ?? {};
  const signed = engine.insert(
    engine.build('signed_document', {
      signature_attempt_id: attempt.id,
      entity_id: attempt.entity_id,
      name: document.name ?? template.name,
      signed_at: engine.nowIso(),
      download_url: urlFrom(engine, 'signed_document', 'download_url', {
        '=sdoc_tYh5Xj8TPQxjq4i9DoV8gz4F': engine.randomString(24),
      }),
      download_url_expires_at: engine.nowIso(15 * 60 * 1000),
      metadata: attempt.metadata ?? {},
    }),
  );
  attempt.signed_document_id = signed.id;
  engine.transition(attempt, 'successful', 'person:document_signed', null);
  return attempt;
}
