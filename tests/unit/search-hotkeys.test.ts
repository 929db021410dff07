import {describe, expect, it} from 'vitest';
import {isSearchShortcut} from '../../src/lib/search/hotkeys';

const key = (k: string, mods: Partial<{ctrlKey: boolean; metaKey: boolean; altKey: boolean}> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('search shortcuts', () => {
  const body = {tagName: 'BODY'};

  it('open search with Ctrl+K, Cmd+K and /', () => {
    expect(isSearchShortcut(key('k', {ctrlKey: true}), body)).toBe(true);
    expect(isSearchShortcut(key('K', {metaKey: true}), body)).toBe(true);
    expect(isSearchShortcut(key('/'), body)).toBe(true);
  });

  it('leave "/" to fields where the reader is typing', () => {
    for (const target of [
      {tagName: 'INPUT'},
      {tagName: 'textarea'},
      {tagName: 'SELECT'},
      {tagName: 'DIV', isContentEditable: true},
    ]) {
      expect(isSearchShortcut(key('/'), target)).toBe(false);
    }
  });

  it('ignore other keys and combinations', () => {
    expect(isSearchShortcut(key('k'), body)).toBe(false);
    expect(isSearchShortcut(key('k', {ctrlKey: true, altKey: true}), body)).toBe(false);
    expect(isSearchShortcut(key('/', {ctrlKey: true}), body)).toBe(false);
    expect(isSearchShortcut(key('f', {ctrlKey: true}), body)).toBe(false);
  });
});
