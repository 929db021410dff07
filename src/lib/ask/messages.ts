/** What the reader sees when an answer fails: a Spanish message per cause and a retry action. */
import {translate} from '@docusaurus/Translate';
import {isAskError} from './errors';

export interface AskErrorDescription {
  message: string;
  retryLabel: string;
  /** Whether trying again can help (not for a cancelled question). */
  retryable: boolean;
}

export function describeAskError(error: unknown): AskErrorDescription {
  const retryLabel = translate({id: 'search.ask.retry', message: 'Reintentar'});
  const kind = isAskError(error) ? error.kind : 'network';
  const status = isAskError(error) ? error.status : undefined;
  switch (kind) {
    case 'http':
      return {
        message: translate(
          {
            id: 'search.ask.error.http',
            message: 'El servicio de respuestas devolvió un error (HTTP {status}). Inténtalo de nuevo en unos minutos.',
          },
          {status: String(status ?? '?')},
        ),
        retryLabel,
        retryable: true,
      };
    case 'timeout':
      return {
        message: translate({
          id: 'search.ask.error.timeout',
          message: 'El servicio de respuestas tardó demasiado en contestar. Inténtalo de nuevo.',
        }),
        retryLabel,
        retryable: true,
      };
    case 'malformed':
      return {
        message: translate({
          id: 'search.ask.error.malformed',
          message: 'El servicio de respuestas envió una respuesta que no se pudo leer. Inténtalo de nuevo.',
        }),
        retryLabel,
        retryable: true,
      };
    case 'interrupted':
      return {
        message: translate({
          id: 'search.ask.error.interrupted',
          message: 'La respuesta se interrumpió antes de terminar. Inténtalo de nuevo.',
        }),
        retryLabel,
        retryable: true,
      };
    case 'service':
      return {
        message: translate({
          id: 'search.ask.error.service',
          message: 'El servicio de respuestas no pudo contestar esta pregunta. Inténtalo de nuevo.',
        }),
        retryLabel,
        retryable: true,
      };
    case 'aborted':
      return {
        message: translate({id: 'search.ask.error.aborted', message: 'Pregunta cancelada.'}),
        retryLabel,
        retryable: false,
      };
    default:
      return {
        message: translate({
          id: 'search.ask.error.network',
          message:
            'No se pudo conectar con el servicio de respuestas. Comprueba tu conexión de red e inténtalo de nuevo.',
        }),
        retryLabel,
        retryable: true,
      };
  }
}
