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
    ['evento', 12],
    ['idempotency', 3],
    ['key', 3],
    ['reused', 2],
    ['revocar', 7],
    ['schema', 9],
    ['webhook', 30],
  ],
  tokens: {
    'post /consent-actions': '/docs/api/resources/create-consent-action',
    idempotency_key_reused: '/docs/api/errors#idempotency_key_reused',
    'agreement.updated': '/docs/api/resources/agreement-updated',
    'consent_commit.created': '/docs/api/resources/consent-commit-created',
    'consent:read': '/docs/api/authentication#alcances',
  },
  tasks: ['borrar', 'crear', 'listar'],
});

describe('what search asks the index', () => {
  it('only words in no page and close to none: no query at all', () => {
    expect(planQuery('xyzzyplughfrobnitz', vocabulary)).toMatchObject({
      indexQueries: [],
      unknown: ['xyzzyplughfrobnitz'],
    });
    expect(planQuery('zqxjvkwq de la', vocabulary)).toMatchObject({indexQueries: [], unknown: ['zqxjvkwq']});
    expect(planQuery('zqxjvkwq de la', vocabulary).fallback).toBeUndefined();
  });

  it('a word in no page beside words in pages: the others are searched, and it is named', () => {
    expect(planQuery('revocar zqxjvkwq', vocabulary)).toMatchObject({
      indexQueries: ['revocar'],
      unknown: ['zqxjvkwq'],
      fallback: 'revocar',
    });
    expect(planQuery('checklist de webhook', vocabulary)).toMatchObject({
      indexQueries: ['webhook'],
      titleKeys: ['webhook'],
      unknown: ['checklist'],
    });
  });

  it('a word wrapped in a path or a number is known by its letters («/webhook», «sha-256»)', () => {
    const known = new Vocabulary({
      words: [
        ['huella', 3],
        ['sha', 4],
        ['webhook', 30],
      ],
      tokens: {},
    });
    expect(planQuery('GET /webhook', known).unknown).toEqual(['get']);
    expect(planQuery('huella sha-256', known)).toMatchObject({indexQueries: ['huella sha-256'], unknown: []});
  });

  it('a typo is searched corrected and proposed back', () => {
    expect(planQuery('consentimeinto', vocabulary)).toMatchObject({
      indexQueries: ['consentimiento'],
      correction: 'consentimiento',
    });
  });

  it('a word near a name of the examples is not corrected to it: the name stays findable, the word stays unknown', () => {
    // A negative count: the docs write «Valentina» only capitalized (a person of the examples).
    const named = new Vocabulary({
      words: [
        ['receta', 2],
        ['valentina', -9],
      ],
      tokens: {},
    });
    expect(named.correct('valenciana')).toBeUndefined();
    expect(planQuery('paella valenciana', named).unknown).toEqual(['paella', 'valenciana']);
    expect(named.knows('valentina')).toBe(true);
    expect(new Vocabulary({words: [['valentina', 9]], tokens: {}}).correct('valenciana')).toBe('valentina');
  });

  it('English names become the docs’ names, and the task verb finds the operation title', () => {
    const plan = planQuery('crear una API key', vocabulary);
    expect(plan.indexQueries[0]).toBe('crear clave api');
    expect(plan.titleKeys).toContain('crear clave api');
    expect(plan.task).toBe('crear');
    expect(planQuery('eliminar webhook', vocabulary).titleKeys).toContain('borrar webhook');
    // Another form of a verb operation titles start with is that verb; a verb no title starts with is no task.
    expect(planQuery('creo webhook', vocabulary)).toMatchObject({
      task: 'crear',
      titleKeys: ['creo webhook', 'crear webhook'],
    });
    expect(planQuery('revocar clave', vocabulary).task).toBeUndefined();
  });

  it('an exact API token goes to its page, at its anchor', () => {
    expect(planQuery('POST /consent-actions', vocabulary).pinned).toBe('/docs/api/resources/create-consent-action');
    expect(planQuery('idempotency_key_reused', vocabulary).pinned).toBe('/docs/api/errors#idempotency_key_reused');
    // Spaces around slashes, a trailing slash or lower case are still the token; its words are never «unknown».
    expect(planQuery(' post / consent-actions/ ', vocabulary)).toMatchObject({
      pinned: '/docs/api/resources/create-consent-action',
      unknown: [],
    });
  });

  it('the one API token of a longer query goes to its page; two tokens are not guessed between', () => {
    expect(planQuery('payload del evento agreement.updated', vocabulary).pinned).toBe(
      '/docs/api/resources/agreement-updated',
    );
    expect(planQuery('agreement.updated antes que consent_commit.created', vocabulary).pinned).toBeUndefined();
  });

  it('a token with a typo in one of its words is corrected, proposed back and goes to its page', () => {
    expect(planQuery('idempotency_key_reussed', vocabulary)).toMatchObject({
      correction: 'idempotency_key_reused',
      pinned: '/docs/api/errors#idempotency_key_reused',
      unknown: [],
    });
  });

  it('an API name with a kind word («ConsentCommit schema») looks up the page titled or slugged by the name alone', () => {
    const keys = planQuery('ConsentCommit schema', vocabulary).titleKeys;
    // The reader's spelling is the slug of its reference page (…/schemas/consentcommit); the synonym is its title.
    expect(keys).toContain('consentcommit');
    expect(keys).toContain('compromiso consentimiento');
    expect(planQuery('schema', vocabulary).titleKeys).toEqual(['schema']);
  });

  it('a scope, alone or after the word «alcances», goes to the table of scopes', () => {
    expect(planQuery('consent:read', vocabulary).pinned).toBe('/docs/api/authentication#alcances');
    expect(planQuery('alcances consent:read', vocabulary).pinned).toBe('/docs/api/authentication#alcances');
  });

  it('a query typed as a question is searched by its other words; a question word alone is still searched', () => {
    expect(planQuery('¿cada cuánto reintenta un webhook que falla?', null).indexQueries).toEqual([
      'reintenta webhook falla',
    ]);
    expect(planQuery('cómo', null).indexQueries).toEqual(['cómo']);
  });

  it('a question word that is a form of an operation verb names the task, and stays', () => {
    const vocabulary = new Vocabulary({
      words: [
        ['crear', 3],
        ['webhook', 4],
      ],
      tokens: {},
      tasks: ['crear'],
    });
    expect(planQuery('¿cómo creo un webhook?', vocabulary)).toMatchObject({
      indexQueries: ['creo webhook'],
      task: 'crear',
    });
    expect(planQuery('creo que falla el webhook', null).indexQueries).toEqual(['falla webhook']);
  });

  it('a packaged stop word the glossary names (código de un solo uso) or that a question needs stays a word', () => {
    expect(planQuery('límite de uso', null).indexQueries).toEqual(['límite uso']);
    expect(planQuery('evento que todavía no llega', null).indexQueries).toEqual(['evento todavía no llega']);
  });

  it('without a vocabulary the query is only shaped, as before', () => {
    expect(planQuery('xyzzyplughfrobnitz', null)).toMatchObject({indexQueries: ['xyzzyplughfrobnitz'], unknown: []});
  });
});
