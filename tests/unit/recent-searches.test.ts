import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  MAX_RECENT_SEARCHES,
  readRecentSearches,
  rememberSearch,
  RECENT_SEARCHES_KEY,
} from '../../src/lib/search/recentSearches';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('recent searches', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the latest searches first, without duplicates, up to the limit', () => {
    const storage = memoryStorage();
    for (const q of ['webhook', 'passkey', 'Webhook ', 'firma', 'cursor', 'sandbox', '422']) rememberSearch(q, storage);
    expect(readRecentSearches(storage)).toEqual(
      ['422', 'sandbox', 'cursor', 'firma', 'Webhook'].slice(0, MAX_RECENT_SEARCHES),
    );
  });

  it('ignores blank queries and corrupted storage', () => {
    const storage = memoryStorage();
    expect(rememberSearch('   ', storage)).toEqual([]);
    storage.data.set(RECENT_SEARCHES_KEY, '{not json');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readRecentSearches(storage)).toEqual([]);
    expect(error).toHaveBeenCalled();
  });

  it('logs storage errors and keeps working when storage throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readRecentSearches(broken)).toEqual([]);
    expect(rememberSearch('firma electrónica', broken)).toEqual(['firma electrónica']);
    expect(error).toHaveBeenCalledTimes(3);
    expect(String(error.mock.calls[0][0])).toMatch(/búsquedas recientes/);
  });
});
