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
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex'],
      style: {color: '#0550ae'},
    },
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
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex'],
      style: {color: '#79c0ff'},
    },
    {types: ['atrule', 'keyword', 'selector', 'important'], style: {color: '#ff7b72'}},
    {types: ['function', 'function-variable', 'class-name', 'maybe-class-name'], style: {color: '#d2a8ff'}},
    {types: ['tag', 'inserted'], style: {color: '#7ee787'}},
    {types: ['attr-name', 'builtin'], style: {color: '#ffa657'}},
    {types: ['deleted'], style: {color: '#ffa198'}},
  ],
};

/**
 * What prism-react-renderer gets as its theme: no colours at all, so tokens carry only their class
 * names ("token keyword") and the server markup is right in both colour modes. The colours above
 * become CSS rules per mode (codeThemeCss, loaded by src/plugins/prism), which is what lets code
 * blocks keep their server markup through hydration instead of re-rendering (src/theme/CodeBlock).
 */
export const classOnlyCodeTheme: PrismTheme = {plain: {}, styles: []};

/** Code-block languages beyond prism-react-renderer's defaults: the ones the guides and the API samples use. */
export const prism = {
  theme: classOnlyCodeTheme,
  darkTheme: classOnlyCodeTheme,
  additionalLanguages: ['ruby', 'csharp', 'java', 'php', 'bash', 'powershell', 'json', 'go'],
};

/** The colour modes and the themes they use, in the order their CSS rules are written. */
export const codeThemesByMode = [
  {selector: ':root', theme: lightCodeTheme},
  {selector: "[data-theme='dark']", theme: darkCodeTheme},
] as const;

const cssProperty = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const declarations = (style: Record<string, unknown>) =>
  Object.entries(style)
    .filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number')
    .map(([name, value]) => `${cssProperty(name)}: ${value};`)
    .join(' ');

/**
 * The stylesheet of the code themes: the plain colours as the theme's --prism-color and
 * --prism-background-color variables, then one rule per token style. Later rules win over earlier
 * ones for a token with several types, as later styles do in prism-react-renderer.
 */
export function codeThemeCss(themes: readonly {selector: string; theme: PrismTheme}[] = codeThemesByMode): string {
  const rules: string[] = ['/* Generated from config/prism.ts by src/plugins/prism: do not edit. */'];
  for (const {selector, theme} of themes) {
    const plain = theme.plain as {color?: string; backgroundColor?: string};
    rules.push(`${selector} { --prism-color: ${plain.color}; --prism-background-color: ${plain.backgroundColor}; }`);
    for (const {types, style} of theme.styles) {
      const tokenSelectors = types.map((type) => `${selector} .prism-code .token.${type}`).join(', ');
      rules.push(`${tokenSelectors} { ${declarations(style)} }`);
    }
  }
  return `${rules.join('\n')}\n`;
}
