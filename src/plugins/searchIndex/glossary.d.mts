export interface GlossaryTerm {
  term: string;
  aliases: string[];
}
export function glossaryTerms(mdx: string): GlossaryTerm[];
