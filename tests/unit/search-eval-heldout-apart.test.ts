import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {foldedWords, jaccard, nearTwins, type EvalText} from '../../scripts/search-eval/nearTwins';

const dir = 'tests/fixtures/search-eval';
const read = (file: string): EvalText[] =>
  (JSON.parse(fs.readFileSync(`${dir}/${file}`, 'utf8')) as {id: string; query?: string; question?: string}[]).map(
    (item) => ({id: item.id, text: item.query ?? item.question ?? ''}),
  );

describe('the held-out evaluation sets measure unseen readers', () => {
  it('no held-out query or question is a near-twin of a tuning item (folded words, Jaccard ≥ 0.5)', () => {
    const tuning = [...read('queries.json'), ...read('questions.json')];
    const heldOut = [...read('heldout-queries.json'), ...read('heldout-questions.json')];
    expect(nearTwins(heldOut, tuning).map((pair) => `${pair.heldOut} ~ ${pair.tuning}`)).toEqual([]);
  });

  it('the held-out sets are as large as the issue asks: 60 queries, 40 questions, 8 of them unanswerable', () => {
    const queries = read('heldout-queries.json');
    const questions = JSON.parse(fs.readFileSync(`${dir}/heldout-questions.json`, 'utf8')) as {expected: unknown}[];
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(questions.length).toBeGreaterThanOrEqual(40);
    expect(questions.filter((q) => q.expected === null).length).toBeGreaterThanOrEqual(8);
  });

  it('folding ignores case, accents and punctuation, so a reworded copy is caught', () => {
    expect([...foldedWords('¿Cómo REVOCO el consentimiento?')]).toEqual(['como', 'revoco', 'el', 'consentimiento']);
    expect(jaccard(foldedWords('revocar consentimiento'), foldedWords('Revocar el consentimiento'))).toBeCloseTo(2 / 3);
    expect(nearTwins([{id: 'h', text: 'firma webhook'}], [{id: 't', text: 'Webhook: firma'}])).toHaveLength(1);
    expect(nearTwins([{id: 'h', text: 'límite de solicitudes'}], [{id: 't', text: 'borrar una plantilla'}])).toEqual(
      [],
    );
  });
});
