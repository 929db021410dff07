/** What the build does with broken links, anchors, images and duplicate routes (spec §5). */
export const buildRules = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onBrokenMarkdownImages: 'throw',
} as const;
