/**
 * The consent quickstart's «Errores que puedes provocar a propósito», one request each against a fresh simulator,
 * set up as the page's steps leave the sandbox: a published template with a required contractual use and an
 * optional consent use, and a person with pending actions. Shared by the rows the simulator honours
 * (quickstart-promised-errors.test.ts) and those still pending (quickstart-promised-errors.pending.ts).
 */
import {createSimulator, DEFAULT_SANDBOX_SECRET_KEY, type Simulator} from '../../../src/lib/simulator';
import {parseJson, type ApiBody} from './json';

export interface Answer {
  status: number;
  body: ApiBody;
}

export interface ConsentSandbox {
  sim: Simulator;
  api(method: string, path: string, body?: unknown, key?: string): Promise<Answer>;
  templateId: string;
  version: number;
  requiredUse: string;
  optionalUse: string;
  entityId: string;
  /** The person's first action, still pending: the `grant` of the optional use (none of the required one). */
  firstActionId: string;
  /** A pending action of the person (the first `grant` of the optional use). */
  action(use: string, action: 'grant' | 'revoke', extra?: Record<string, unknown>): Promise<Answer>;
}

/** The page's steps 1 to 3, on a fresh simulator. */
export async function consentSandbox(): Promise<ConsentSandbox> {
  const sim = createSimulator({seed: 29});
  let n = 0;
  const api = async (method: string, path: string, body?: unknown, key = DEFAULT_SANDBOX_SECRET_KEY) => {
    const res = await sim.request({
      method,
      path,
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        ...(method === 'POST' ? {'idempotency-key': `errores-${++n}`} : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {status: res.status, body: res.body ? parseJson<ApiBody>(res.body) : ({} as ApiBody)};
  };
  const pdoc = await api('POST', '/privacy-documents', {
    kind: 'privacy_policy',
    title: 'Política de privacidad (prueba)',
    slug: 'politica-de-privacidad-errores',
    locale: 'es-CL',
    content: '# Política de privacidad\n\n...',
    content_format: 'markdown',
  });
  const tpl = await api('POST', '/consent-templates', {
    title: 'Uso de tus datos en tu Cuenta Corriente',
    locale: 'es-CL',
    privacy_document_id: pdoc.body.id,
    status: 'published',
    data_uses: [
      {
        purpose: 'Apertura y administración de tu cuenta',
        description: 'Para abrir tu cuenta y cumplir el contrato.',
        legal_basis: 'contract',
        data_categories: ['identification', 'contact'],
        required: true,
      },
      {
        purpose: 'Ofertas comerciales por correo y SMS',
        description: 'Para enviarte ofertas.',
        legal_basis: 'consent',
        data_categories: ['contact'],
        retention_days: 730,
      },
    ],
  });
  if (tpl.status !== 201) throw new Error(`la plantilla no se creó: ${tpl.status} ${JSON.stringify(tpl.body)}`);
  const templateId = String(tpl.body.id);
  const version = Number(tpl.body.current_version);
  const uses = tpl.body.data_uses as {id: string}[];
  const common = {consent_template_id: templateId, consent_template_version: version, channel: 'web'};
  const first = await api('POST', '/consent-actions', {
    ...common,
    data_use_id: uses[1].id,
    action: 'grant',
    entity: {external_id: 'CLI-PRUEBA-0001', name: 'Camila Andrea Rojas Fuentes'},
  });
  if (first.status !== 201) throw new Error(`la acción no se creó: ${first.status} ${JSON.stringify(first.body)}`);
  const entityId = String(first.body.entity_id);
  return {
    sim,
    api,
    templateId,
    version,
    requiredUse: uses[0].id,
    optionalUse: uses[1].id,
    entityId,
    firstActionId: String(first.body.id),
    action: (use, action, extra = {}) =>
      api('POST', '/consent-actions', {...common, entity_id: entityId, data_use_id: use, action, ...extra}),
  };
}

/** `POST /consent-commits` for the person with `actionIds`, as step 4 sends it. */
export function commit(sandbox: ConsentSandbox, actionIds: string[]): Promise<Answer> {
  return sandbox.api('POST', '/consent-commits', {
    entity_id: sandbox.entityId,
    consent_template_id: sandbox.templateId,
    consent_template_version: sandbox.version,
    consent_action_ids: actionIds,
    channel: 'web',
  });
}
