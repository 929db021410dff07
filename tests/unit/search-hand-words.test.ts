import {describe, expect, it} from 'vitest';
import {countHandWords, HAND_WORD_BUDGET} from '../../scripts/count-hand-words.mjs';

describe('hand-entered words of the search engine', () => {
  it('stay within the budget of issue 30 (packaged stop words and glossary synonyms apart)', () => {
    const {total, perFile} = countHandWords();
    expect(Object.keys(perFile).length).toBeGreaterThan(10);
    expect(total, JSON.stringify(perFile, null, 2)).toBeLessThanOrEqual(HAND_WORD_BUDGET);
  });
});
