// Every page and section the search evaluation sets name as an answer exists in the build: a case pointing at a
// renamed page or heading would count as a miss for ever, whatever the engine does.
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {fileOfUrl} from '../../src/buildOutput/index.mjs';
import {queryCases, questionCases, type EvalCase} from '../../scripts/search-eval/evaluate';

const buildDir = process.env.SITE_BUILD_DIR ?? 'build';

/** The heading and element ids of a built page, as the minified HTML writes them (quoted or not). */
function idsOf(file: string): Set<string> {
  const html = fs.readFileSync(file, 'utf8');
  return new Set([...html.matchAll(/\sid=(?:"([^"]*)"|([^\s>]+))/g)].map((m) => m[1] ?? m[2]));
}

/** The URLs of a case that do not name a built page, or name a section id that page lacks. */
function brokenUrls(c: EvalCase): string[] {
  const urls = [c.expected, ...(c.also ?? [])].filter((u): u is string => u !== null);
  return urls.filter((url) => {
    const [pathname, anchor] = url.split('#');
    const file = fileOfUrl(buildDir, pathname);
    if (!file) return true;
    return anchor !== undefined && !idsOf(file).has(anchor);
  });
}

describe('search evaluation sets', () => {
  const cases: EvalCase[] = [...queryCases, ...questionCases];

  it('load the held-out files beside the tuning files, with unique ids', () => {
    const ids = cases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(queryCases.some((c) => c.heldOut)).toBe(true);
    expect(questionCases.some((c) => c.heldOut)).toBe(true);
  });

  it('name only built pages and sections', () => {
    const broken = Object.fromEntries(
      cases.map((c) => [c.id, brokenUrls(c)] as const).filter(([, urls]) => urls.length),
    );
    expect(broken).toEqual({});
  });
});
