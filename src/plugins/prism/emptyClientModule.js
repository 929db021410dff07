// Stands in for @docusaurus/theme-classic/lib/prism-include-languages: src/theme/CodeBlock registers the
// Prism languages instead (see ./index.ts).
export {};
