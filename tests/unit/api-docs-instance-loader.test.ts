/** The main docs instance's Markdown loader leaves the API reference's nested folder to the API instance's own loader. */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {excludeNestedDocs} from '../../src/plugins/openapi/index';

const site = path.resolve('/site');
const dir = (relative: string) => path.join(site, relative) + path.sep;

describe('API docs instance loader', () => {
  it('excludes the nested folder from the rules of the folders that contain it, and only from those', () => {
    const main = {test: /\.mdx?$/i, include: [dir('docs')], use: ['mdx']};
    const api = {test: /\.mdx?$/i, include: [dir('docs/api')], use: ['mdx']};
    const pages = {test: /\.mdx?$/i, include: [dir('src/pages')], exclude: /draft/, use: ['mdx']};
    const config = {module: {rules: [main, api, pages]}};
    excludeNestedDocs(config, path.join(site, 'docs/api'));
    expect(main).toMatchObject({exclude: [dir('docs/api')]});
    expect(api).not.toHaveProperty('exclude');
    expect(pages.exclude).toEqual(/draft/);
  });

  it('keeps a rule’s own exclusions', () => {
    const main = {include: [dir('docs')], exclude: /\.test\./, use: ['mdx']};
    excludeNestedDocs({module: {rules: [main]}}, path.join(site, 'docs/api'));
    expect(main.exclude).toEqual([/\.test\./, dir('docs/api')]);
  });
});
