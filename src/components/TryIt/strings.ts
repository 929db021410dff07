/**
 * The texts of the «Pruébalo» console, through translate() with literal ids; Spanish is the message. The button's
 * own texts live in index.tsx so the first load does not carry these.
 */
import {translate} from '@docusaurus/Translate';

export const tryStrings = {
  // Same ids and messages as the button's (index.tsx): one translation each.
  loading: () => translate({id: 'tryIt.loading', message: 'Cargando el simulador…'}),
  loadFailed: () =>
    translate({
      id: 'tryIt.loadFailed',
      message: 'No se pudo cargar la consola. Revisa tu conexión y vuelve a intentarlo.',
    }),
  title: () => translate({id: 'tryIt.title', message: 'Prueba esta operación en el simulador'}),
  intro: () =>
    translate({
      id: 'tryIt.intro',
      message:
        'La consola ejecuta la descripción de la API en tu navegador: ninguna solicitud sale de esta página y el estado se guarda solo en esta pestaña.',
    }),
  credential: () => translate({id: 'tryIt.credential', message: 'Clave secreta (sandbox del simulador)'}),
  pathParams: () => translate({id: 'tryIt.pathParams', message: 'Parámetros de ruta'}),
  queryParams: () => translate({id: 'tryIt.queryParams', message: 'Parámetros de consulta'}),
  headers: () => translate({id: 'tryIt.headers', message: 'Encabezados'}),
  body: () => translate({id: 'tryIt.body', message: 'Cuerpo (JSON)'}),
  example: () => translate({id: 'tryIt.example', message: 'Ejemplo'}),
  bodyValid: () => translate({id: 'tryIt.bodyValid', message: 'El cuerpo cumple el esquema de la solicitud.'}),
  bodyInvalidJson: (message: string) =>
    translate({id: 'tryIt.bodyInvalidJson', message: 'No es JSON válido: {message}'}, {message}),
  bodyProblems: () =>
    translate({
      id: 'tryIt.bodyProblems',
      message: 'El cuerpo no cumple el esquema (puedes enviarlo igual para ver el error de la API):',
    }),
  send: () => translate({id: 'tryIt.send', message: 'Enviar'}),
  sending: () => translate({id: 'tryIt.sending', message: 'Enviando…'}),
  simulated: () => translate({id: 'tryIt.simulated', message: 'Respuesta simulada: no se llamó a la API de Custodia'}),
  status: (status: number) => translate({id: 'tryIt.status', message: 'Estado {status}'}, {status: String(status)}),
  responseHeaders: () => translate({id: 'tryIt.responseHeaders', message: 'Encabezados de la respuesta'}),
  responseBody: () => translate({id: 'tryIt.responseBody', message: 'Cuerpo de la respuesta'}),
  noBody: () => translate({id: 'tryIt.noBody', message: 'Sin cuerpo.'}),
  openId: (id: string) => translate({id: 'tryIt.openId', message: 'Abrir {id} en su operación de lectura'}, {id}),
  equivalent: () => translate({id: 'tryIt.equivalent', message: 'La misma llamada contra el sandbox real'}),
  language: () => translate({id: 'tryIt.language', message: 'Lenguaje'}),
  copy: () => translate({id: 'tryIt.copy', message: 'Copiar'}),
  copied: () => translate({id: 'tryIt.copied', message: 'Copiado'}),
  history: () => translate({id: 'tryIt.history', message: 'Historial de esta sesión'}),
  historyEmpty: () => translate({id: 'tryIt.historyEmpty', message: 'Todavía no envías ninguna solicitud.'}),
  events: () => translate({id: 'tryIt.events', message: 'Eventos emitidos:'}),
  reset: () => translate({id: 'tryIt.reset', message: 'Reiniciar simulador'}),
  resetDone: () => translate({id: 'tryIt.resetDone', message: 'El simulador volvió a sus datos iniciales.'}),
  unknownOperation: () =>
    translate({id: 'tryIt.unknownOperation', message: 'Esta operación no está en la descripción del simulador.'}),
};
