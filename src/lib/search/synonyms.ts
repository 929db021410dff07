/**
 * The one list of names readers use for the same thing, English and Spanish: a query in either finds the
 * pages written in Spanish. Each group starts with the name the docs use. tests/unit/search-synonyms.test.ts
 * checks it against the glossary (docs/integration-guide/glossary.mdx): every term with a resource or an
 * alias there has its group here.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['clave de API', 'API key', 'apikey', 'api-key', 'secret key', 'clave secreta'],
  ['clave de idempotencia', 'idempotency key', 'idempotency-key'],
  ['idempotencia', 'idempotency'],
  ['consentimiento', 'consent', 'consents'],
  ['acción de consentimiento', 'consent action', 'consentaction'],
  ['compromiso de consentimiento', 'consent commit', 'consentcommit', 'commit'],
  ['plantilla de consentimiento', 'consent template', 'consenttemplate'],
  ['acuerdo', 'agreement', 'agreements'],
  ['llave de acceso', 'passkey', 'passkeys', 'llaves de acceso'],
  ['solicitud de derechos', 'data subject request', 'datasubjectrequest', 'dsr', 'solicitud ARCO'],
  ['solicitud de divulgación', 'disclosure request', 'disclosurerequest'],
  ['plantilla de divulgación', 'disclosure template', 'disclosuretemplate'],
  ['divulgación', 'disclosure'],
  ['firma electrónica', 'electronic signature', 'e-signature', 'esignature'],
  ['intento de firma', 'signature attempt', 'signatureattempt'],
  ['documento firmado', 'signed document', 'signeddocument'],
  ['firma', 'signature'],
  ['intento de validación', 'validation attempt', 'validationattempt'],
  ['intento de autenticación', 'auth attempt', 'authattempt', 'authentication attempt'],
  ['solicitud de autenticación', 'auth request', 'authrequest', 'authentication request'],
  ['autenticación', 'authentication', 'auth', 'login'],
  ['transacción de webhook', 'webhook transaction', 'webhooktransaction', 'webhook delivery'],
  ['webhook', 'webhooks', 'web hook'],
  ['evento', 'event', 'events'],
  ['entidad', 'entity', 'entities'],
  ['identidad', 'identity', 'identities'],
  ['evidencia', 'evidence'],
  ['sucursal', 'branch', 'branches'],
  ['producto', 'product', 'products'],
  ['documento de privacidad', 'privacy document', 'privacydocument', 'privacy policy', 'política de privacidad'],
  ['uso de datos', 'data use', 'datause'],
  ['requisito de datos', 'data requirement', 'datarequirement'],
  ['estado de cumplimiento', 'compliance status', 'compliancestatus'],
  ['alcance', 'scope', 'scopes', 'permiso de la clave'],
  ['autoridad de sellado de tiempo', 'TSA', 'timestamp authority'],
  ['sello de tiempo', 'timestamp', 'time stamp'],
  ['código de un solo uso', 'OTP', 'one-time password', 'one time password'],
  ['delegado de protección de datos', 'DPO', 'data protection officer', 'encarregado'],
  ['huella', 'hash'],
  ['JSON Canonicalization Scheme', 'JCS'],
  ['prueba de vida', 'liveness', 'liveness check'],
  ['comparación facial', 'face match', 'face_match'],
  ['registro de actividades de tratamiento', 'RAT', 'ROPA', 'record of processing activities'],
  ['centro de privacidad', 'privacy center', 'privacy centre'],
  ['token de acción', 'action token'],
  ['entorno', 'environment'],
  ['paginación', 'pagination'],
  ['límite de uso', 'rate limit', 'rate limiting'],
  ['inicio rápido', 'quickstart', 'quick start', 'getting started'],
  ['titular', 'data subject'],
  ['responsable del tratamiento', 'data controller', 'controller'],
  ['encargado del tratamiento', 'data processor', 'processor'],
  ['base de licitud', 'legal basis', 'base legal'],
  ['transferencia internacional', 'international transfer'],
];

/** What a name is compared as: lower case, no accents, single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('es')
    .replace(/\s+/g, ' ')
    .trim();
}

interface SynonymEntry {
  words: string[];
  /** The docs' name, lower case with its accents (the index is searched with it as written). */
  canonical: string[];
}

/** Every name as folded words, longest first, so «consent action» wins over «consent». */
const ENTRIES: SynonymEntry[] = SYNONYM_GROUPS.flatMap((group) =>
  group.map((name) => ({words: foldText(name).split(' '), canonical: group[0].toLocaleLowerCase('es').split(' ')})),
).sort((a, b) => b.words.length - a.words.length);

/**
 * The query (lower-case words) with every known name replaced by the name the docs use, and whether anything
 * changed. Words of a name count as known: «key» alone means nothing in Spanish docs.
 */
export function canonicalWords(words: string[]): {words: string[]; replaced: boolean; known: Set<number>} {
  const folded = words.map(foldText);
  const out: string[] = [];
  const known = new Set<number>();
  let replaced = false;
  for (let i = 0; i < words.length;) {
    const entry = ENTRIES.find((e) => e.words.every((w, k) => folded[i + k] === w));
    if (!entry) {
      out.push(words[i]);
      i++;
      continue;
    }
    const canonical = entry.canonical;
    if (foldText(canonical.join(' ')) !== entry.words.join(' ')) replaced = true;
    for (const w of canonical) {
      known.add(out.length);
      out.push(w);
    }
    i += entry.words.length;
  }
  return {words: out, replaced, known};
}

/**
 * Task words: the verbs readers use, reduced to the one that starts the title of the operation page
 * («Crear una clave de API», «Listar acuerdos», «Borrar un webhook»).
 */
const TASK_VERBS: Record<string, string> = Object.fromEntries(
  (
    [
      [
        'crear',
        'crear creo crea creas creamos genero generar generas agregar agrego añadir anadir nueva nuevo registrar registro registra create',
      ],
      ['listar', 'listar listo lista listas listado listame list'],
      ['obtener', 'obtener obtengo obtiene consultar consulto consulta leer leo get retrieve show'],
      ['actualizar', 'actualizar actualizo actualiza modificar modifico editar edito cambiar cambio update'],
      [
        'borrar',
        'borrar borro borra eliminar elimino elimina suprimir remover quitar revocar revoco revoca delete remove destroy revoke',
      ],
      ['publicar', 'publicar publico publish'],
      ['descargar', 'descargar descargo download'],
      ['reenviar', 'reenviar reenvio resend'],
    ] as const
  ).flatMap(([verb, forms]) => forms.split(' ').map((form) => [form, verb])),
);

export function taskVerb(word: string): string | undefined {
  return TASK_VERBS[word];
}
