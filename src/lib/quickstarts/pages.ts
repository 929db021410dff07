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
 * Blocks that are whole programs rather than steps, beyond the shell the steps use (loops, tests, jq's full
 * language): the test suite does not run them, and checks they are still beyond it.
 */
export const NOT_RUN: Partial<Record<QuickstartSlug, Record<string, string>>> = {
  sandbox: {
    'valores-mágicos-1':
      'arma un identificador único con «date» para repetir la prueba; muestra un valor mágico, no es un paso',
  },
  'rat/quickstart': {
    '2-ejecuta-el-exportador-1':
      'el exportador es un programa (bucles, condiciones y filtros de jq completos), no un paso',
  },
};

/**
 * What a page asks the reader to do as the person in a hosted flow, in a section that shows no command: the
 * resource (a variable an earlier step set) and what the page says to enter. Runs where the section starts.
 */
export interface PersonAction {
  section: string;
  /** The variable holding the id of the request or attempt whose `url` the reader opens. */
  resource: string;
  /** What the reader enters, as the page says (a sandbox magic value decides the outcome). */
  fields?: Record<string, string>;
  /** The sentence of the page that asks for it. */
  says: string;
}

export const PERSON_ACTIONS: Partial<Record<QuickstartSlug, PersonAction[]>> = {
  'disclosure/quickstart': [
    {
      section: '4. Completa el flujo como la persona',
      resource: 'DREQ_ID',
      fields: {document_number: '12345670001'},
      says: 'Abre la `url` en tu navegador […] ingresa uno que termine en **`0001`**, por ejemplo `12345670001`.',
    },
  ],
  'rights-management/quickstart': [
    {
      section: '3. Valida la identidad como la persona',
      resource: 'DSR_ID',
      fields: {document_number: '12345670001'},
      says: 'Abre el enlace y completa el flujo de documento y selfie […] usa uno que termine en `0001`.',
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
      says: 'Abre la `url` en tu navegador […] Ingrésalo y presiona «Firmar».',
    },
  ],
};
