import type {PrismTheme} from 'prism-react-renderer';

/**
 * Our own code themes. The stock `github` and `vsDark` themes have token colours under WCAG AA
 * (#36acaa on #f6f8fa is 2.58:1); every colour here is 4.5:1 or more against its background and
 * against a highlighted line (tests/unit/prism-theme-contrast.test.ts). No opacity or faded
 * colours: a token's colour is its only styling besides italics for comments.
 */
export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#59636e', fontStyle: 'italic'}},
    {types: ['namespace'], style: {color: '#59636e'}},
    {types: ['string', 'attr-value', 'template-string', 'char'], style: {color: '#0a3069'}},
    {types: ['punctuation', 'operator'], style: {color: '#1f2328'}},
    {types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex'], style: {color: '#0550ae'}},
    {types: ['atrule', 'keyword', 'selector', 'important'], style: {color: '#b31d28'}},
    {types: ['function', 'function-variable', 'class-name', 'maybe-class-name'], style: {color: '#6f42c1'}},
    {types: ['tag', 'inserted'], style: {color: '#116329'}},
    {types: ['attr-name', 'builtin'], style: {color: '#953800'}},
    {types: ['deleted'], style: {color: '#82071e'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#9da7b3', fontStyle: 'italic'}},
    {types: ['namespace'], style: {color: '#9da7b3'}},
    {types: ['string', 'attr-value', 'template-string', 'char'], style: {color: '#a5d6ff'}},
    {types: ['punctuation', 'operator'], style: {color: '#e6edf3'}},
    {types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex'], style: {color: '#79c0ff'}},
    {types: ['atrule', 'keyword', 'selector', 'important'], style: {color: '#ff7b72'}},
    {types: ['function', 'function-variable', 'class-name', 'maybe-class-name'], style: {color: '#d2a8ff'}},
    {types: ['tag', 'inserted'], style: {color: '#7ee787'}},
    {types: ['attr-name', 'builtin'], style: {color: '#ffa657'}},
    {types: ['deleted'], style: {color: '#ffa198'}},
  ],
};

/** Code-block languages beyond prism-react-renderer's defaults (spec §9). */
export const prism = {
  theme: lightCodeTheme,
  darkTheme: darkCodeTheme,
  additionalLanguages: ['ruby', 'csharp', 'java', 'php', 'bash', 'powershell', 'json', 'go'],
};
