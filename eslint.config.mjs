// ESLint configuration (flat): TypeScript, React hooks, accessibility and Docusaurus rules; formatting is Prettier's.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Build output, generated API pages, the Docusaurus cache and test scratch files (.tmp) are never linted;
    // docs/ holds MDX content.
    ignores: [
      'build/**',
      '.docusaurus/**',
      '.docusaurus-*/**',
      '.api-reference-*/**',
      'docs/**',
      'reports/**',
      'test-results/**',
      '.tmp/**',
      'static/**',
      'node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
      globals: {...globals.node},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      // `_name` marks a parameter a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {...jsxA11y.flatConfigs.recommended.languageOptions, globals: {...globals.browser}},
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region that holds no control must take keyboard focus to be scrolled without a mouse
      // (code blocks, wide tables, a named results region): those are the focusable non-controls allowed.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        {tags: ['pre', 'table'], roles: ['tabpanel', 'region'], allowExpressionValues: true},
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...docusaurus.configs.recommended.rules,
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    // Code these scripts hand to the browser (page.evaluate) runs there.
    files: ['scripts/bench-search.mjs'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    // Plain JavaScript scripts have no types to check against.
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
