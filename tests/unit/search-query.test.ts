import {describe, expect, it} from 'vitest';
import {toIndexQuery} from '../../src/lib/search/query';

describe('what the index is asked for a typed query', () => {
  it('drops Spanish function words, which would match as prefixes everywhere', () => {
    expect(toIndexQuery('consultar acuerdos de una entidad')).toBe('consultar acuerdos entidad');
    expect(toIndexQuery('  prueba de vida ')).toBe('prueba vida');
    expect(toIndexQuery('Plazo de la solicitud de derechos')).toBe('Plazo solicitud derechos');
  });

  it('keeps the query when it is only function words, and exact phrases as typed', () => {
    expect(toIndexQuery('de la')).toBe('de la');
    expect(toIndexQuery('"prueba de vida"')).toBe('"prueba de vida"');
  });

  it('keeps technical terms intact', () => {
    expect(toIndexQuery('data_subject_request.resolved')).toBe('data_subject_request.resolved');
    expect(toIndexQuery('código de error 422')).toBe('código error 422');
  });
});
