// Stands in for @docusaurus/theme-classic/lib/prism-include-languages: src/lib/prism/kit.ts registers the
// Prism languages instead (see ./index.ts).
export {};
