/** Types of fragments.mjs: Pagefind's stored pages of a build. */
export interface Fragment {
  hash: string;
  url: string;
  content: string;
  meta?: {title?: string; keywords?: string};
  anchors?: {element: string; id: string; text: string; location: number}[];
}
export function readFragments(pagefindDir: string): Fragment[];
