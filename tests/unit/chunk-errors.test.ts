import {describe, expect, it} from 'vitest';
import {isChunkLoadError} from '../../src/lib/chunkErrors';

describe('chunk load error detection', () => {
  it('recognises webpack/rspack chunk failures', () => {
    const e = new Error('Loading chunk 8121 failed.\n(missing: http://x/assets/js/a.js)');
    e.name = 'ChunkLoadError';
    expect(isChunkLoadError(e)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
  });

  it('ignores other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
