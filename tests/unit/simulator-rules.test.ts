/**
 * Rules the description states as data, which the simulator must obey from that one copy: what a consent template
 * accepts in each status (`x-constraints.consent_actions_by_template_status`), conditional requirements (`if`/`then`
 * in the request schemas), the generated identifier format (`x-constraints.identifiers.generated`), the legal
 * deadline (`x-constraints.legal_deadlines`) and scope implication (`x-scope-implies`); and the first-commit rule
 * the consent quickstart promises.
 */
import {beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {createSimulator, DEFAULT_SANDBOX_SECRET_KEY, type Simulator} from '../../src/lib/simulator';
import {loadIndexedDescription} from '../../src/lib/simulator/node';
import type {Constraints} from '../../src/lib/simulator/description';
import {parseJson} from './helpers/json';
import {simulatorApi} from './helpers/simulator-api';

interface Body {
  id: string;
  status: string;
  identifier: string;
  due_at: string;
  current_version: number;
  data_uses: {id: string; required: boolean}[];
  granted_data_uses: string[];
  agreement_id: string;
  error: {code: string; details?: {field: string; issue: string}[]};
  [key: string]: unknown;
}

let sim: Simulator;
let constraints: Constraints;

beforeAll(async () => {
  constraints = (await loadIndexedDescription()).constraints;
});

beforeEach(() => {
  sim = createSimulator();
});

const api = simulatorApi<Body>(() => sim);

const ENTITY = {external_id: 'CLI-REGLAS-1', name: 'Ana Pérez', email: 'ana.perez@correo.example'};

/** A published template with one required and one optional data use. */
async function template(): Promise<Body> {
  const res = await api('POST', '/consent-templates', {
    title: 'Plantilla de prueba',
    body_markdown: 'Texto de prueba.',
    locale: 'es-CL',
    status: 'published',
    data_uses: [
      {
        purpose: 'Contrato',
        description: 'Para el contrato.',
        legal_basis: 'contract',
        data_categories: ['contact'],
        required: true,
      },
      {purpose: 'Ofertas', description: 'Para ofertas.', legal_basis: 'consent', data_categories: ['contact']},
    ],
  });
  expect(res.status).toBe(201);
  return res.body;
}

const action = (tpl: Body, use: number, kind: 'grant' | 'revoke', extra: Record<string, unknown> = {}) =>
  api('POST', '/consent-actions', {
    entity: ENTITY,
    consent_template_id: tpl.id,
    consent_template_version: tpl.current_version,
    data_use_id: tpl.data_uses[use].id,
    action: kind,
    channel: 'web',
    ...extra,
  });

async function commit(tpl: Body, actionIds: string[], entityId: string) {
  return api('POST', '/consent-commits', {
    entity_id: entityId,
    consent_template_id: tpl.id,
    consent_template_version: tpl.current_version,
    consent_action_ids: actionIds,
    channel: 'web',
  });
}

describe('consent templates by status (x-constraints.consent_actions_by_template_status)', () => {
  it('the rule the description states: published accepts grant and revoke, archived only revoke', () => {
    expect(constraints.consent_actions_by_template_status?.statuses).toEqual({
      published: ['grant', 'revoke'],
      archived: ['revoke'],
    });
  });

  it('an archived template still accepts a revoke and its commit, and refuses a grant with 409', async () => {
    const tpl = await template();
    const grants = [await action(tpl, 0, 'grant'), await action(tpl, 1, 'grant')];
    const entityId = String(grants[0].body.entity_id);
    const first = await commit(
      tpl,
      grants.map((g) => g.body.id),
      entityId,
    );
    expect(first.status).toBe(201);
    expect((await api('PATCH', `/consent-templates/${tpl.id}`, {status: 'archived'})).body.status).toBe('archived');

    const grant = await action(tpl, 1, 'grant');
    expect(grant.status).toBe(409);
    expect(grant.body.error.code).toBe('resource_conflict');

    const revoke = await action(tpl, 1, 'revoke');
    expect(revoke.status).toBe(201);
    const confirmed = await commit(tpl, [revoke.body.id], entityId);
    expect(confirmed.status).toBe(201);
    const agreement = await api('GET', `/agreements/${confirmed.body.agreement_id}`);
    expect(agreement.body.granted_data_uses).toEqual([tpl.data_uses[0].id]);
  });

  it('a draft template accepts no action', async () => {
    const tpl = await template();
    const draft = await api('POST', '/consent-templates', {
      title: 'Borrador',
      body_markdown: 'Texto.',
      locale: 'es-CL',
      data_uses: [{purpose: 'Uno', description: 'Uno.', legal_basis: 'consent', data_categories: ['contact']}],
    });
    expect(draft.body.status).toBe('draft');
    const res = await action({...tpl, id: draft.body.id, data_uses: draft.body.data_uses}, 0, 'revoke');
    expect(res.status).toBe(409);
  });
});

describe('what the consent quickstart promises', () => {
  it('a first commit without the grant of a required use answers 422 validation_failed', async () => {
    const tpl = await template();
    const optional = await action(tpl, 1, 'grant');
    const res = await commit(tpl, [optional.body.id], String(optional.body.entity_id));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details?.[0]).toMatchObject({field: 'consent_action_ids', issue: 'required_data_use'});
  });

  it('an action with channel branch and no branch_id answers 422 on branch_id', async () => {
    const tpl = await template();
    const res = await action(tpl, 0, 'grant', {channel: 'branch'});
    expect(res.status).toBe(422);
    expect(res.body.error.details).toContainEqual(expect.objectContaining({field: 'branch_id', issue: 'required'}));
  });
});

describe('rights requests', () => {
  const request = (extra: Record<string, unknown> = {}) =>
    api('POST', '/data-subject-requests', {
      type: 'access',
      requester: {name: 'Ana Pérez', email: 'ana.perez@correo.example'},
      ...extra,
    });

  it('a generated identifier has the format x-constraints.identifiers.generated gives', async () => {
    const rule = constraints.identifiers?.generated?.find((r) => r.field === 'identifier');
    const res = await request();
    expect(res.status).toBe(201);
    expect(res.body.identifier).toMatch(new RegExp(String(rule?.pattern)));
  });

  it('channel branch without branch_id, and a denied resolution without notes, answer 422 on the field', async () => {
    const branch = await request({channel: 'branch'});
    expect(branch.status).toBe(422);
    expect(branch.body.error.details).toContainEqual(expect.objectContaining({field: 'branch_id'}));
    const created = await request({identity_verified: true});
    expect(created.body.status).toBe('processing');
    const denied = await api('PATCH', `/data-subject-requests/${created.body.id}`, {
      status: 'resolved',
      resolution: 'denied',
    });
    expect(denied.status).toBe(422);
    expect(denied.body.error.details).toContainEqual(expect.objectContaining({field: 'resolution_notes'}));
    const bare = await api('PATCH', `/data-subject-requests/${created.body.id}`, {status: 'resolved'});
    expect(bare.body.error.details).toContainEqual(expect.objectContaining({field: 'resolution'}));
  });

  // The clock starts on Friday 2025-03-14; Good Friday (2025-04-18) is in the CL calendar of x-constraints.
  it.each([
    ['business', 'CL', 15, '2025-04-04T23:59:59Z'],
    ['business', 'CL', 30, '2025-04-28T23:59:59Z'],
    ['business', 'AR', 30, '2025-04-25T23:59:59Z'],
    ['calendar', 'CL', 30, '2025-04-13T23:59:59Z'],
  ])('due_at counts %s days with the %s calendar: %i days → %s', async (dayType, calendar, days, due) => {
    expect(constraints.legal_deadlines?.holiday_calendars?.CL?.['2025']).toContain('2025-04-18');
    const config = await api('PATCH', '/company/config', {
      data_subject_requests: {legal_deadline_days: days, deadline_day_type: dayType, holiday_calendar: calendar},
    });
    expect(config.status).toBe(200);
    expect((await request()).body.due_at).toBe(due);
  });
});

describe('scope implication (x-scope-implies)', () => {
  it('a write or manage scope also reads its area, and a read scope does not write', async () => {
    const key = async (scopes: string[]) =>
      (await api('POST', '/api-keys', {name: `Clave ${scopes.join(' ')}`, scopes})).body.secret as string;
    const writer = await key(['consent:write', 'company:manage']);
    expect((await api('GET', '/consent-templates', undefined, writer)).status).toBe(200);
    expect((await api('GET', '/company/config', undefined, writer)).status).toBe(200);
    const reader = await key(['consent:read']);
    const refused = await api('POST', '/consent-templates', {title: 'x'}, reader);
    expect(refused.status).toBe(403);
  });
});

describe("statistics are computed from the simulator's records", () => {
  interface Stats {
    totals: Record<string, number>;
    data: Record<string, unknown>[];
    total: number;
    granted: number;
  }
  const stats = async (path: string) =>
    parseJson<Stats>(
      (await sim.request({method: 'GET', path, headers: {authorization: `Bearer ${DEFAULT_SANDBOX_SECRET_KEY}`}})).body,
    );

  it('a new grant and a new commit show up in the counts of their template, grouped as asked', async () => {
    const tpl = await template();
    const path = `/consent-actions/stats?consent_template_id=${tpl.id}&group_by=data_use_id`;
    expect((await stats(path)).totals).toEqual({total_count: 0, grant_count: 0, revoke_count: 0});
    const grants = [await action(tpl, 0, 'grant'), await action(tpl, 1, 'revoke')];
    const after = await stats(path);
    expect(after.totals).toEqual({total_count: 2, grant_count: 1, revoke_count: 1});
    expect(after.data).toContainEqual({
      data_use_id: tpl.data_uses[0].id,
      total_count: 1,
      grant_count: 1,
      revoke_count: 0,
    });
    await commit(
      tpl,
      grants.map((g) => g.body.id),
      String(grants[0].body.entity_id),
    );
    const commits = await stats(`/consent-commits/stats?consent_template_id=${tpl.id}`);
    expect(commits.totals).toEqual({total_count: 1, new_agreement_count: 1, updated_agreement_count: 0});
  });

  it('a new disclosure request counts as pending in the disclosure statistics', async () => {
    const before = await stats('/disclosure-requests/stats');
    const templates = parseJson<{data: {id: string}[]}>(
      (
        await sim.request({
          method: 'GET',
          path: '/disclosure-templates',
          headers: {authorization: `Bearer ${DEFAULT_SANDBOX_SECRET_KEY}`},
        })
      ).body,
    );
    const created = await api('POST', '/disclosure-requests', {disclosure_template_id: templates.data[0].id});
    expect(created.status).toBe(201);
    const after = await stats('/disclosure-requests/stats');
    expect(after.total).toBe(before.total + 1);
  });
});

describe('the language of an authentication request (create-auth-request `locale`)', () => {
  const authRequest = (extra: Record<string, unknown>) =>
    api('POST', '/auth-requests', {
      factors: ['email_otp'],
      redirect_url: 'https://app.bancoaustral.example/r',
      ...extra,
    });

  // An entity's own locale is not writable through the API, so the entities here have none: the fallback is the
  // configuration's default_locale, not a fixed language.
  it('is the one asked for, else the configuration’s default_locale', async () => {
    const config = await api('PATCH', '/company/config', {default_locale: 'es-MX'});
    expect(config.status).toBe(200);
    const granted = await action(await template(), 0, 'grant');
    expect(granted.status).toBe(201);
    const entityId = String(granted.body.entity_id);
    expect((await authRequest({entity_id: entityId, locale: 'en-US'})).body.locale).toBe('en-US');
    expect((await authRequest({entity_id: entityId})).body.locale).toBe('es-MX');
    expect((await authRequest({email: 'otra.persona@correo.example'})).body.locale).toBe('es-MX');
  });
});

describe('metadata (components.schemas.Metadata)', () => {
  it('a key longer than 40 characters answers 422 on metadata, in the browser interpreter as with ajv', async () => {
    const long = {['k'.repeat(41)]: 'valor'};
    const res = await api('POST', '/branches', {
      name: 'Sucursal Centro',
      code: 'CENTRO-1',
      address: {line1: 'Av. Siempre Viva 123', city: 'Santiago', country: 'CL'},
      metadata: long,
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([expect.objectContaining({field: 'metadata', issue: 'max_length'})]);
    const ok = await api('POST', '/branches', {
      name: 'Sucursal Centro',
      code: 'CENTRO-2',
      address: {line1: 'Av. Siempre Viva 123', city: 'Santiago', country: 'CL'},
      metadata: {['k'.repeat(40)]: 'valor'},
    });
    expect(ok.status).toBe(201);
  });
});
