/** The scripts' one reader of command-line options (scripts/args.mjs). */
import {describe, expect, it} from 'vitest';
import {cliArgs} from '../../scripts/args.mjs';

describe('script options', () => {
  it('reads the value after --name, and the fallback when the option is absent', () => {
    const {option} = cliArgs(['--dir', 'out', '--runs', '5']);
    expect(option('dir', 'build')).toBe('out');
    expect(option('runs', 3)).toBe('5');
    expect(option('only', 'home')).toBe('home');
    expect(option('only')).toBeUndefined();
  });

  it('falls back when the option is the last word and has no value', () => {
    expect(cliArgs(['--keep', '--report']).option('report', 'reports/x.json')).toBe('reports/x.json');
  });

  it('collects every value of a repeated option, and tells switches apart', () => {
    const args = cliArgs(['--connect-src', 'https://a.example', '--keep', '--connect-src', 'https://b.example']);
    expect(args.options('connect-src')).toEqual(['https://a.example', 'https://b.example']);
    expect(args.flag('keep')).toBe(true);
    expect(args.flag('misses')).toBe(false);
  });
});
