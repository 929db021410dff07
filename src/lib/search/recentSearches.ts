/**
 * The last searches, kept in the browser's local storage. Storage can be missing or
 * throw (private mode, quota, blocked cookies): the error is logged and search goes on
 * without history.
 */
export const RECENT_SEARCHES_KEY = 'custodia.search.recent';
export const MAX_RECENT_SEARCHES = 5;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function logStorageError(action: string, error: unknown): void {
  console.error(`[búsqueda] No se pudo ${action} las búsquedas recientes; la búsqueda sigue sin historial.`, error);
}

function browserStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch (error) {
    logStorageError('acceder a', error);
    return undefined;
  }
}

export function readRecentSearches(storage: StorageLike | undefined = browserStorage()): string[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch (error) {
    logStorageError('leer', error);
    return [];
  }
}

/** Puts `query` first (without duplicates) and returns the new list, even when it cannot be saved. */
export function rememberSearch(query: string, storage: StorageLike | undefined = browserStorage()): string[] {
  const trimmed = query.trim();
  const current = readRecentSearches(storage);
  if (!trimmed) return current;
  const next = [trimmed, ...current.filter((q) => q.toLocaleLowerCase('es') !== trimmed.toLocaleLowerCase('es'))].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
  if (storage) {
    try {
      storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
    } catch (error) {
      logStorageError('guardar', error);
    }
  }
  return next;
}

export function clearRecentSearches(storage: StorageLike | undefined = browserStorage()): void {
  try {
    storage?.removeItem(RECENT_SEARCHES_KEY);
  } catch (error) {
    logStorageError('borrar', error);
  }
}
