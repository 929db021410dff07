/**
 * The rules that stay code in the simulator (src/lib/simulator/README.md, «Reglas en código»): each test is named
 * in that table beside the sentence of the description it holds the simulator to.
 */
import {createHash} from 'node:crypto';
import {beforeEach, describe, expect, it} from 'vitest';
import {createSimulator, type Simulator} from '../../src/lib/simulator';
import {simulatorApi} from './helpers/simulator-api';

type Body = Record<string, unknown> & {
  id: string;
  status: string;
  current_version: number;
  data_uses: {id: string}[];
  data: Body[];
  error: {code: string; details?: {field: string; issue: string}[]};
};

let sim: Simulator;

beforeEach(() => {
  sim = createSimulator();
});

const api = simulatorApi<Body>(() => sim);

const use = (purpose: string, extra: Record<string, unknown> = {}) => ({
  purpose,
  description: `Para ${purpose}.`,
  legal_basis: 'consent',
  data_categories: ['contact'],
  ...extra,
});

async function publishedTemplate(extra: Record<string, unknown> = {}) {
  const res = await api('POST', '/consent-templates', {
    title: 'Plantilla',
    body_markdown: 'Texto.',
    locale: 'es-CL',
    status: 'published',
    data_uses: [use('contrato', {required: true})],
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** `data.previous_attributes` of the newest event of a type about a resource, as `GET /events/{id}` returns it. */
async function previousAttributes(type: string, resourceId: string): Promise<Record<string, unknown>> {
  const newest = (await api('GET', `/events?type=${type}&resource_id=${resourceId}`)).body.data[0];
  const event = (await api('GET', `/events/${newest.id}`)).body as unknown as {
    data: {previous_attributes: Record<string, unknown>};
  };
  return event.data.previous_attributes;
}

async function consent(template: Body, externalId: string) {
  const action = await api('POST', '/consent-actions', {
    entity: {external_id: externalId},
    consent_template_id: template.id,
    consent_template_version: template.current_version,
    data_use_id: template.data_uses[0].id,
    action: 'grant',
    channel: 'web',
  });
  const commit = await api('POST', '/consent-commits', {
    entity_id: action.body.entity_id,
    consent_template_id: template.id,
    consent_template_version: template.current_version,
    consent_action_ids: [action.body.id],
    channel: 'web',
  });
  expect(commit.status).toBe(201);
  return {entityId: String(action.body.entity_id), agreementId: String(commit.body.agreement_id)};
}

describe('rules that stay code', () => {
  it('a content change of a published template makes the next version, and its product lists it', async () => {
    const product = await api('POST', '/products', {code: 'producto-prueba', name: 'Producto de prueba'});
    const template = await publishedTemplate({product_id: product.body.id});
    expect((await api('GET', `/products/${product.body.id}`)).body.consent_template_ids).toEqual([template.id]);
    const changed = await api('PATCH', `/consent-templates/${template.id}`, {title: 'Plantilla, versión 2'});
    expect(changed.body.current_version).toBe(2);
  });

  it('a repeated product code publishes a new version of that product', async () => {
    const first = await api('POST', '/products', {code: 'producto-repetido', name: 'Uno'});
    const second = await api('POST', '/products', {code: 'producto-repetido', name: 'Dos'});
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.current_version).toBe(2);
  });

  it('compliance: compliant after the commit, outdated_version after a new template version', async () => {
    const template = await publishedTemplate();
    const {entityId} = await consent(template, 'CLI-CUMPLE-1');
    const status = async () =>
      (await api('GET', `/entities/${entityId}/compliance-statuses?consent_template_id=${template.id}`)).body.data[0]
        ?.status;
    expect(await status()).toBe('compliant');
    await api('PATCH', `/consent-templates/${template.id}`, {title: 'Otra versión'});
    expect(await status()).toBe('outdated_version');
  });

  it('a granted use expires retention_days after it was granted, and with no use left the agreement too', async () => {
    const template = await publishedTemplate({data_uses: [use('contrato', {required: true, retention_days: 1})]});
    const {agreementId} = await consent(template, 'CLI-VENCE-1');
    expect((await api('GET', `/agreements/${agreementId}`)).body.status).toBe('active');
    await sim.clock.advance(86400 * 1000 + 1000);
    const agreement = (await api('GET', `/agreements/${agreementId}`)).body;
    expect(agreement.status).toBe('data_permissions_expired');
    expect(agreement.granted_data_uses).toEqual([]);
  });

  it('an expired use keeps granted: true, leaves granted_data_uses, and the entity is data_permissions_expired', async () => {
    const template = await publishedTemplate({
      data_uses: [use('contrato', {required: true}), use('ofertas', {retention_days: 1})],
    });
    const [contract, offers] = template.data_uses.map((u) => u.id);
    const {entityId, agreementId} = await consent(template, 'CLI-VENCE-2');
    const grant = await api('POST', '/consent-actions', {
      entity_id: entityId,
      consent_template_id: template.id,
      consent_template_version: template.current_version,
      data_use_id: offers,
      action: 'grant',
      channel: 'web',
    });
    await api('POST', '/consent-commits', {
      entity_id: entityId,
      consent_template_id: template.id,
      consent_template_version: template.current_version,
      consent_action_ids: [grant.body.id],
      channel: 'web',
    });
    const updated = await previousAttributes('agreement.updated', agreementId);
    expect(updated).not.toHaveProperty('status');
    expect(updated.granted_data_uses).toEqual([contract]);

    await sim.clock.advance(86400 * 1000 + 1000);
    const agreement = (await api('GET', `/agreements/${agreementId}`)).body as unknown as {
      status: string;
      granted_data_uses: string[];
      expires_at: string | null;
      data_uses: {data_use_id: string; granted: boolean}[];
    };
    expect(agreement.status).toBe('active');
    expect(agreement.granted_data_uses).toEqual([contract]);
    expect(agreement.expires_at).toBeNull();
    expect(agreement.data_uses.find((u) => u.data_use_id === offers)?.granted).toBe(true);
    const compliance = await api('GET', `/entities/${entityId}/compliance-statuses?consent_template_id=${template.id}`);
    expect(compliance.body.data[0]?.status).toBe('data_permissions_expired');
    const expired = await previousAttributes('agreement.data_permissions_expired', agreementId);
    expect(Object.keys(expired).sort()).toEqual(['expires_at', 'granted_data_uses', 'updated_at']);
    expect(expired.granted_data_uses).toEqual([contract, offers]);
  });

  it('a deleted API key is revoked first, and no key revokes or deletes itself: 409 resource_conflict', async () => {
    const created = await api('POST', '/api-keys', {name: 'Clave que se borra', scopes: ['keys:manage']});
    expect(created.status).toBe(201);
    const secret = String(created.body.secret);
    expect((await api('PATCH', `/api-keys/${created.body.id}`, {status: 'revoked'}, secret)).status).toBe(409);
    const own = await api('DELETE', `/api-keys/${created.body.id}`, undefined, secret);
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('resource_conflict');
    expect((await api('DELETE', `/api-keys/${created.body.id}`)).status).toBe(200);
    const destroyed = (await api('GET', `/events?type=api_key.destroyed&resource_id=${created.body.id}`)).body.data[0];
    const event = (await api('GET', `/events/${destroyed.id}`)).body as unknown as {
      data: {object: {status: string; revoked_at: string | null}};
    };
    expect(event.data.object.status).toBe('revoked');
    expect(event.data.object.revoked_at).not.toBeNull();
  });

  it('previous_attributes is null in events that are neither *.updated nor agreement.data_permissions_expired', async () => {
    const template = await publishedTemplate();
    const {agreementId} = await consent(template, 'CLI-EVENTOS-1');
    const created = (await api('GET', `/events?type=agreement.created&resource_id=${agreementId}`)).body.data[0];
    const event = (await api('GET', `/events/${created.id}`)).body as unknown as {data: Record<string, unknown>};
    expect(event.data).toHaveProperty('previous_attributes', null);
    const request = await api('POST', '/data-subject-requests', {
      type: 'access',
      requester: {name: 'Ana Pérez', email: 'ana.perez@correo.example'},
      identity_verified: true,
    });
    const processing = (await api('GET', `/events?type=data_subject_request.processing&resource_id=${request.body.id}`))
      .body.data[0];
    const moved = (await api('GET', `/events/${processing.id}`)).body as unknown as {data: Record<string, unknown>};
    expect(moved.data).toHaveProperty('previous_attributes', null);
  });

  it('a broadcast to a disabled or unsubscribed webhook answers 422, and with no webhook to take it 409', async () => {
    const template = await publishedTemplate();
    const {agreementId} = await consent(template, 'CLI-REENVIO-1');
    const created = (await api('GET', `/events?type=agreement.created&resource_id=${agreementId}`)).body.data[0];
    const webhooks = (await api('GET', '/webhooks')).body.data;
    for (const webhook of webhooks) await api('PATCH', `/webhooks/${webhook.id}`, {enabled: false});
    expect((await api('POST', `/events/${created.id}/broadcast`, {})).status).toBe(409);
    const other = await api('POST', '/webhooks', {
      url: 'https://integraciones.bancoaustral.example/otro',
      enabled_events: ['consent_action.created'],
    });
    expect(other.status).toBe(201);
    const res = await api('POST', `/events/${created.id}/broadcast`, {webhook_ids: [other.body.id]});
    expect(res.status).toBe(422);
    expect(res.body.error.details?.[0]).toMatchObject({field: 'webhook_ids.0', issue: 'not_subscribed'});
  });

  it('a data use with health, biometric or genetic data is sensitive even when the body says otherwise', async () => {
    const template = await publishedTemplate({
      data_uses: [
        use('contrato', {required: true}),
        use('seguro de salud', {data_categories: ['health'], sensitive: false}),
      ],
    });
    expect((template.data_uses as unknown as {sensitive: boolean}[]).map((u) => u.sensitive)).toEqual([false, true]);
  });

  it('a sensitive data use takes only the consent or vital_interest legal basis: another answers 422', async () => {
    const health = (legal_basis: string) => ({
      title: 'Salud',
      body_markdown: 'Texto.',
      locale: 'es-CL',
      data_uses: [use('contrato', {required: true}), use('ficha clínica', {data_categories: ['health'], legal_basis})],
    });
    const contract = await api('POST', '/consent-templates', health('contract'));
    expect(contract.status).toBe(422);
    expect(contract.body.error.details?.[0]).toMatchObject({field: 'data_uses.1.legal_basis', issue: 'not_allowed'});
    const marked = await api('POST', '/consent-templates', {
      ...health('consent'),
      data_uses: [use('afiliación sindical', {sensitive: true, legal_basis: 'legitimate_interest'})],
    });
    expect(marked.status).toBe(422);
    expect((await api('POST', '/consent-templates', health('vital_interest'))).status).toBe(201);
  });

  it('a disclosure request reuses an identity only if its template allows reuse', async () => {
    const requirements = (await api('GET', '/disclosure-templates')).body.data[0].data_requirements;
    const template = await api('POST', '/disclosure-templates', {
      name: 'Sin reutilización',
      data_requirements: requirements,
      allow_identity_reuse: false,
    });
    const request = await api('POST', '/disclosure-requests', {
      disclosure_template_id: template.body.id,
      reuse_identity: true,
    });
    expect(request.status).toBe(201);
    expect(request.body.reuse_identity).toBe(false);
  });

  it('an evidence hash is the SHA-256 of its canonical_record serialized with JCS (RFC 8785)', async () => {
    const template = await publishedTemplate();
    const {agreementId} = await consent(template, 'CLI-JCS-1');
    const evidence = (await api('GET', `/agreements/${agreementId}/versions/1/evidence`)).body as unknown as {
      canonical_record: Record<string, unknown>;
      hash: string;
    };
    // RFC 8785 for this record: keys sorted at every level, no whitespace.
    const jcs = (v: unknown): string =>
      Array.isArray(v)
        ? `[${v.map(jcs).join(',')}]`
        : v && typeof v === 'object'
          ? `{${Object.keys(v)
              .sort()
              .map((k) => `${JSON.stringify(k)}:${jcs((v as Record<string, unknown>)[k])}`)
              .join(',')}}`
          : JSON.stringify(v);
    expect(evidence.hash).toBe(createHash('sha256').update(jcs(evidence.canonical_record)).digest('hex'));
  });

  it('a key grants only scopes it has itself: beyond them, 403 permission_denied', async () => {
    const limited = await api('POST', '/api-keys', {name: 'Solo claves', scopes: ['keys:manage']});
    const secret = String(limited.body.secret);
    const wider = await api('POST', '/api-keys', {name: 'Más amplia', scopes: ['consent:write']}, secret);
    expect(wider.status).toBe(403);
    expect(wider.body.error.code).toBe('permission_denied');
    const same = await api('POST', '/api-keys', {name: 'Igual', scopes: ['keys:manage']}, secret);
    expect(same.status).toBe(201);
    expect((await api('PATCH', `/api-keys/${same.body.id}`, {scopes: ['*']}, secret)).status).toBe(403);
  });

  it('an identity whose entity has a pending disclosure request cannot be deleted: 409 resource_conflict', async () => {
    const identity = (await api('GET', '/identities')).body.data[0];
    const template = (await api('GET', '/disclosure-templates')).body.data[0];
    const pending = await api('POST', '/disclosure-requests', {
      disclosure_template_id: template.id,
      entity_id: identity.entity_id,
    });
    expect(pending.status).toBe(201);
    const res = await api('DELETE', `/identities/${identity.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('resource_conflict');
  });

  it('data_subject_request.updated names every changed field but updates in previous_attributes', async () => {
    const request = await api('POST', '/data-subject-requests', {
      type: 'access',
      requester: {name: 'Ana Pérez', email: 'ana.perez@correo.example'},
      identity_verified: true,
    });
    await sim.clock.advance(60 * 1000);
    await api('PATCH', `/data-subject-requests/${request.body.id}`, {status: 'resolved', resolution: 'approved'});
    const updated = await previousAttributes('data_subject_request.updated', request.body.id);
    expect(Object.keys(updated).sort()).toEqual(['resolution', 'resolved_at', 'status', 'updated_at']);
  });

  it('a redirect_url outside allowed_redirect_domains answers 422 domain_not_allowed', async () => {
    const template = (await api('GET', '/disclosure-templates')).body.data[0];
    const res = await api('POST', '/disclosure-requests', {
      disclosure_template_id: template.id,
      redirect_url: 'https://otro-dominio.example/vuelta',
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details?.[0]).toMatchObject({field: 'redirect_url', issue: 'domain_not_allowed'});
  });

  it('a disclosure template with a pending request cannot be deleted: 409 template_in_use', async () => {
    const template = await api('POST', '/disclosure-templates', {
      name: 'Plantilla para borrar',
      data_requirements: (await api('GET', '/disclosure-templates')).body.data[0].data_requirements,
    });
    expect(template.status).toBe(201);
    await api('POST', '/disclosure-requests', {disclosure_template_id: template.body.id});
    const res = await api('DELETE', `/disclosure-templates/${template.body.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('template_in_use');
  });

  it('company data changes only with a live key: a sandbox key gets 403', async () => {
    const res = await api('PATCH', '/company/info', {legal_name: 'Otra S.A.'});
    expect(res.status).toBe(403);
  });

  it('a recovery e-mail names its recipient masked, and a resolution comes only with resolved', async () => {
    const request = await api('POST', '/data-subject-requests', {
      type: 'access',
      requester: {name: 'Ana Pérez', email: 'ana.perez@correo.example'},
      identity_verified: true,
    });
    const mail = await api('POST', `/data-subject-requests/${request.body.id}/recovery-email`);
    expect(mail.body.recipient).toBe('a***@correo.example');
    const early = await api('PATCH', `/data-subject-requests/${request.body.id}`, {resolution: 'approved'});
    expect(early.status).toBe(422);
    expect(early.body.error.details?.[0]).toMatchObject({field: 'resolution', issue: 'not_allowed'});
  });

  it("with an action token a consent action is taken only on web or mobile, and its ip and user agent are not the body's", async () => {
    const template = await publishedTemplate();
    const token = async () =>
      (
        await api('POST', '/action-tokens', {
          entity: {external_id: 'persona-canal'},
          consent_template_id: template.id,
          data_use_id: template.data_uses[0].id,
        })
      ).body.token as string;
    const action = (channel: string) => ({
      consent_template_id: template.id,
      consent_template_version: template.current_version,
      data_use_id: template.data_uses[0].id,
      action: 'grant',
      channel,
      ip: '203.0.113.7',
      user_agent: 'Curl',
    });
    const atBranch = await api('POST', '/consent-actions', {...action('call_center')}, await token());
    expect(atBranch.status).toBe(422);
    expect(atBranch.body.error.details?.[0]).toMatchObject({field: 'channel', issue: 'not_allowed'});
    const onPhone = await api('POST', '/consent-actions', action('mobile'), await token());
    expect(onPhone.status).toBe(201);
    expect(onPhone.body).toMatchObject({
      channel: 'mobile',
      ip: null,
      user_agent: null,
      credential_type: 'action_token',
    });
    // The commit that confirms it, with the person's session token, follows the same rule.
    const session = await api('POST', `/entities/${String(onPhone.body.entity_id)}/session-tokens`, {
      scopes: ['consent_commits:write'],
    });
    const commit = (channel: string) => ({
      consent_template_id: template.id,
      consent_template_version: template.current_version,
      consent_action_ids: [onPhone.body.id],
      channel,
    });
    const byPhone = String(session.body.token);
    const commitAtBranch = await api('POST', '/consent-commits', commit('api'), byPhone);
    expect(commitAtBranch.status).toBe(422);
    expect(commitAtBranch.body.error.details?.[0]).toMatchObject({field: 'channel', issue: 'not_allowed'});
    expect((await api('POST', '/consent-commits', commit('mobile'), byPhone)).status).toBe(201);
    // With the secret key every channel is accepted, and the ip and user agent are the ones sent.
    const bySecret = await api('POST', '/consent-actions', {
      ...action('call_center'),
      entity: {external_id: 'persona-canal'},
    });
    expect(bySecret.status).toBe(201);
    expect(bySecret.body).toMatchObject({ip: '203.0.113.7', user_agent: 'Curl'});
  });

  it("an auth request with identity_validation needs a current validated identity, and its e-mail must be the entity's", async () => {
    // The seeded person whose entity is linked to her current identity (Identity's example: Catalina, until 2029).
    const identity = (await api('GET', '/identities/idn_wNBikqkXcV3kB4aZNAJwhrvF')).body;
    const entity = (await api('GET', `/entities/${String(identity.entity_id)}`)).body;
    expect(entity.identity_id).toBe(identity.id);
    const request = (extra: Record<string, unknown>) =>
      api('POST', '/auth-requests', {redirect_url: 'https://app.bancoaustral.example/volver', ...extra});
    expect((await request({entity_id: entity.id, factors: ['identity_validation']})).status).toBe(201);
    const other = await request({email: entity.email, entity_id: entity.id, factors: ['passkey']});
    expect(other.status).toBe(201);
    const mismatch = await request({entity_id: entity.id, email: 'otra.persona@correo.example', factors: ['passkey']});
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error.details?.[0]).toMatchObject({field: 'email', issue: 'mismatch'});
    // A person who gave consent but never validated her identity.
    const newcomer = await consent(await publishedTemplate(), 'sin-identidad');

    const unvalidated = await request({entity_id: newcomer.entityId, factors: ['email_otp', 'identity_validation']});
    expect(unvalidated.status).toBe(422);
    expect(unvalidated.body.error.details?.[0]).toMatchObject({field: 'factors', issue: 'not_allowed'});
    expect((await request({entity_id: newcomer.entityId, factors: ['email_otp']})).status).toBe(201);
    // An e-mail no entity has names no identity either.
    const stranger = await request({email: 'desconocida@correo.example', factors: ['identity_validation']});
    expect(stranger.status).toBe(422);
  });
});
