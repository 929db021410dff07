/**
 * The cards the home page and /docs show (src/data/products.ts), read in Node for their Markdown copies.
 * That module calls translate() from the client's i18n runtime, which Node cannot load; with the site's
 * one locale, translate() returns its message, so the module runs here with exactly that stand-in.
 */
import fs from 'node:fs';
import vm from 'node:vm';
import ts from 'typescript';
import type {Card} from './mdx';

export interface SiteCards {
  products: Card[];
  sections: Card[];
  regulations: string[];
}

export function loadCards(file: string): SiteCards {
  const source = fs.readFileSync(file, 'utf8');
  const {outputText} = ts.transpileModule(source, {
    compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022},
  });
  const module = {exports: {} as Record<string, unknown>};
  const translate = ({message}: {message: string}) => message;
  const require = (name: string) => {
    if (name === '@docusaurus/Translate') return {translate, default: translate};
    throw new Error(`${file}: importa ${name}, que la copia en Markdown no sabe leer`);
  };
  vm.runInNewContext(outputText, {module, exports: module.exports, require});
  const cards = (value: unknown): Card[] =>
    (Array.isArray(value) ? value : []).map((c: Card) => ({title: c.title, description: c.description, to: c.to}));
  return {
    products: cards(module.exports.products),
    sections: cards(module.exports.sections),
    regulations: Array.isArray(module.exports.regulations) ? module.exports.regulations.map(String) : [],
  };
}
