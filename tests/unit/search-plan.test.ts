import {describe, expect, it} from 'vitest';
import {planQuery} from '../../src/lib/search/plan';
import {Vocabulary} from '../../src/lib/search/vocabulary';

const vocabulary = new Vocabulary({
  words: [
    ['api', 50],
    ['clave', 40],
    ['consentimiento', 40],
    ['crear', 20],
    ['eliminar', 5],
    ['revocar', 7],
    ['webhook', 30],
  ],
  tokens: {
    'post /consent-actions': '/docs/api/resources/create-consent-action',
    idempotency_key_reused: '/docs/api/errors#idempotency_key_reused',
  },
});

describe('what search asks the index', () => {
  it('a word in no page and close to none: no query at all, and the rest as a fallback', () => {
    expect(planQuery('xyzzyplughfrobnitz', vocabulary)).toMatchObject({
      indexQueries: [],
      unknown: ['xyzzyplughfrobnitz'],
    });
    expect(planQuery('revocar zqxjvkwq', vocabulary)).toMatchObject({indexQueries: [], fallback: 'revocar'});
  });

  it('a typo is searched corrected and proposed back', () => {
    expect(planQuery('consentimeinto', vocabulary)).toMatchObject({
      indexQueries: ['consentimiento'],
      correction: 'consentimiento',
    });
  });

  it('English names become the docs’ names, and the task verb finds the operation title', () => {
    const plan = planQuery('crear una API key', vocabulary);
    expect(plan.indexQueries[0]).toBe('crear clave api');
    expect(plan.titleKeys).toContain('crear clave api');
    expect(plan.task).toBe('crear');
    expect(planQuery('eliminar webhook', vocabulary).titleKeys).toContain('borrar webhook');
  });

  it('an exact API token goes to its page, at its anchor', () => {
    expect(planQuery('POST /consent-actions', vocabulary).pinned).toBe('/docs/api/resources/create-consent-action');
    expect(planQuery('idempotency_key_reused', vocabulary).pinned).toBe('/docs/api/errors#idempotency_key_reused');
  });

  it('without a vocabulary the query is only shaped, as before', () => {
    expect(planQuery('xyzzyplughfrobnitz', null)).toMatchObject({indexQueries: ['xyzzyplughfrobnitz'], unknown: []});
  });
});
