/** The integration-guide pages that walk through API calls step by step, in the order a reader meets them. */
export const QUICKSTART_PAGES = [
  'sandbox',
  'consent/quickstart',
  'disclosure/quickstart',
  'rights-management/quickstart',
  'signature/quickstart',
  'signature/sign-documents',
  'rat/quickstart',
  'authentication/authenticate-users',
] as const;

export type QuickstartSlug = (typeof QUICKSTART_PAGES)[number];

/**
 * The earlier page whose steps leave in the sandbox what a page starts from, as the page says: the person with
 * `external_id` `CLI-PRUEBA-0001` and its `ENTITY_ID`, which the consent quickstart creates. Read in order (the
 * test suite, a reader going page by page) it has already run; a page run on its own (the in-page runner) runs
 * it first, in the same sandbox and terminal (prepareAfter in run.ts).
 */
export const RUNS_AFTER: Partial<Record<QuickstartSlug, QuickstartSlug>> = {
  'signature/quickstart': 'consent/quickstart',
  'signature/sign-documents': 'consent/quickstart',
  'authentication/authenticate-users': 'consent/quickstart',
};

/**
 * Blocks that are whole programs rather than steps, beyond the shell the steps use (loops, tests, jq's full
 * language): the test suite does not run them, and checks they are still beyond it.
 */
export const NOT_RUN: Partial<Record<QuickstartSlug, Record<string, string>>> = {
  'rat/quickstart': {
    '2-ejecuta-el-exportador-1':
      'el exportador es un programa (bucles, condiciones y filtros de jq completos), no un paso',
  },
};

/**
 * What a page asks the reader to do as the person in a hosted flow, in prose rather than a command: the resource
 * (a variable an earlier step set) and what the page says to enter. Runs where the section starts, or right after
 * the section's `after`-th command block when the page asks for it between two commands.
 */
export interface PersonAction {
  section: string;
  after?: number;
  /** The variable holding the id of the request or attempt whose `url` the reader opens. */
  resource: string;
  /** What the reader enters, as the page says (a sandbox magic value decides the outcome). */
  fields?: Record<string, string>;
  /** The `status` the page says the resource reaches; the run checks it. */
  status?: string;
  /** The sentence of the page that asks for it. */
  says: string;
}

export const PERSON_ACTIONS: Partial<Record<QuickstartSlug, PersonAction[]>> = {
  'disclosure/quickstart': [
    {
      section: '4. Completa el flujo como la persona',
      resource: 'DREQ_ID',
      fields: {document_number: '12345670001'},
      status: 'granted',
      says: 'Abre la `url` en tu navegador […] ingresa uno que termine en **`0001`**, por ejemplo `12345670001`.',
    },
  ],
  'rights-management/quickstart': [
    {
      section: '3. Valida la identidad como la persona',
      resource: 'DSR_ID',
      fields: {document_number: '12345670001'},
      status: 'processing',
      says: 'Abre el enlace y completa el flujo de documento y selfie […] usa uno que termine en `0001`.',
    },
    {
      section: '7. Provoca el caso «los datos no coinciden»',
      after: 1,
      resource: 'DSR_MISMATCH_ID',
      fields: {document_number: '12345670001'},
      status: 'data_missmatch',
      says: 'Completa la validación desde el correo como en el paso 3 […] la solicitud pasa a `data_missmatch`.',
    },
  ],
  'authentication/authenticate-users': [
    {
      section: 'Paso 3: recibe el retorno',
      resource: 'AREQ_ID',
      says: 'Cuando la solicitud termina, Custodia redirige a la persona a tu `redirect_url` […]',
    },
  ],
  'signature/sign-documents': [
    {
      section: '4. Lleva a la persona al flujo de firma',
      resource: 'ATTEMPT_ID',
      says: 'Redirige el navegador de la persona a `url`. Al terminar vuelve a tu `redirect_url`.',
    },
  ],
  'signature/quickstart': [
    {
      section: '4. Firma el documento',
      resource: 'ATTEMPT_ID',
      status: 'successful',
      says: 'Abre la `url` en tu navegador […] Ingrésalo y presiona «Firmar».',
    },
  ],
};
