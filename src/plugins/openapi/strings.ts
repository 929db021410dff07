/**
 * Spanish text the generator writes into the MDX pages (headings and fixed sentences).
 * Text inside the components goes through translate() instead; headings stay in the MDX
 * so they appear in the table of contents. Ids are explicit so anchors never change.
 */
export const headings = {
  authentication: {text: 'Autenticación', id: 'autenticacion'},
  request: {text: 'Solicitud', id: 'solicitud'},
  path: {text: 'Parámetros de ruta', id: 'parametros-de-ruta'},
  query: {text: 'Parámetros de consulta', id: 'parametros-de-consulta'},
  header: {text: 'Encabezados', id: 'encabezados'},
  cookie: {text: 'Cookies', id: 'cookies'},
  requestBody: {text: 'Cuerpo de la solicitud', id: 'cuerpo-de-la-solicitud'},
  responses: {text: 'Respuestas', id: 'respuestas'},
  codeSamples: {text: 'Ejemplos de código', id: 'ejemplos-de-codigo'},
  eventHeaders: {text: 'Encabezados', id: 'encabezados'},
  payload: {text: 'Carga del evento', id: 'carga-del-evento'},
  expectedResponse: {text: 'Respuesta esperada', id: 'respuesta-esperada'},
  fields: {text: 'Campos', id: 'campos'},
  example: {text: 'Ejemplo', id: 'ejemplo'},
  usedBy: {text: 'Usado en', id: 'usado-en'},
} as const;

export const schemaPageTitle = (title: string): string => `El objeto ${title}`;

export const signatureNote =
  'Cada entrega lleva el encabezado `Custodia-Signature`. Verifica la firma antes de procesar el evento, como se explica en [Webhooks](/docs/api/webhooks).';

export const codeSamplesNote =
  'Los ejemplos llaman al entorno sandbox y leen tu clave secreta de la variable de entorno `CUSTODIA_SECRET_KEY`.';

export const generatedComment = 'Generado desde openapi/ por src/plugins/openapi/generate.ts. No lo edites: se reescribe en cada compilación.';

/** Title of the example response in the pane of an operation page: «Respuesta 201», with the example's name if it has one. */
export const responseExampleTitle = (status: string, title?: string): string =>
  title ? `Respuesta ${status}: ${title}` : `Respuesta ${status}`;

/** Title of an event's example payload in the pane. */
export const exampleTitle = (title?: string): string => (title ? `Ejemplo: ${title}` : 'Ejemplo');
