/**
 * What the build does with broken links, anchors, images and duplicate routes: a broken page link or image
 * fails it; anchors, duplicate routes and Markdown links warn (tests/e2e/links.spec.ts crawls every anchor).
 */
export const buildRules = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onBrokenMarkdownImages: 'throw',
} as const;
