/**
 * Keyboard shortcuts that open search: Ctrl+K and Cmd+K anywhere (they are not typing),
 * and '/' only when the reader is not typing in a field.
 */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
}

export interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function isTypingTarget(target: TargetLike | null | undefined): boolean {
  if (!target) return false;
  return Boolean(target.isContentEditable) || TYPING_TAGS.has((target.tagName ?? '').toUpperCase());
}

export function isSearchShortcut(event: KeyLike, target: TargetLike | null | undefined): boolean {
  if (event.altKey) return false;
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(target);
}
