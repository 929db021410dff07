/**
 * Turns a page's MDX source into plain Markdown for assistants: the same text the HTML shows, with the
 * site's components rewritten as Markdown (tabs, admonitions, cards) and every link made absolute.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import type {Blockquote, Root, RootContent, Paragraph, PhrasingContent, List} from 'mdast';
import {markdownUrl} from './urls';

/** A card of the site (SectionCards, ProductGrid) as the Markdown list item it becomes. */
export interface Card {
  title: string;
  description: string;
  to: string;
}

export interface MdxContext {
  /** Absolute origin of the site (links.docsSite), without a trailing slash. */
  site: string;
  /** The lists the card components show, by component name. */
  cards: Record<string, Card[]>;
  /** Markdown that stands for a component whose content comes from data (the changelog's list), by component name. */
  blocks?: Record<string, string>;
}

/** The titles Docusaurus shows in Spanish for admonitions without their own title. */
const ADMONITION_TITLES: Record<string, string> = {
  note: 'Nota',
  tip: 'Consejo',
  info: 'Información',
  warning: 'Advertencia',
  caution: 'Precaución',
  danger: 'Peligro',
};

type JsxElement = Extract<RootContent, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;

function attribute(node: JsxElement, name: string): string | undefined {
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxAttribute' && attr.name === name && typeof attr.value === 'string') return attr.value;
  }
  return undefined;
}

function text(value: string): PhrasingContent {
  return {type: 'text', value};
}

function strong(value: string): Paragraph {
  return {type: 'paragraph', children: [{type: 'strong', children: [text(value)]}]};
}

function cardList(cards: Card[], site: string): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: cards.map((card) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            {type: 'link', url: markdownUrl(card.to, site), children: [text(card.title)]},
            text(`: ${card.description}`),
          ],
        },
      ],
    })),
  };
}

/** One tab = its label in bold, then its content (a fenced block per language on the site's pages). */
function tabs(node: JsxElement, ctx: MdxContext): RootContent[] {
  const out: RootContent[] = [];
  for (const child of node.children) {
    if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'TabItem') {
      const label = attribute(child, 'label') ?? attribute(child, 'value');
      if (label) out.push(strong(label));
      out.push(...convertChildren(child.children, ctx));
    } else {
      out.push(...convert(child, ctx));
    }
  }
  return out;
}

function admonition(node: Extract<RootContent, {type: 'containerDirective'}>, ctx: MdxContext): RootContent {
  const [first, ...rest] = node.children;
  const hasLabel =
    first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel === true;
  const kind = ADMONITION_TITLES[node.name] ?? node.name;
  const titleChildren: PhrasingContent[] = hasLabel ? first.children : [text(kind)];
  const body = hasLabel ? rest : node.children;
  return {
    type: 'blockquote',
    children: [
      {type: 'paragraph', children: [{type: 'strong', children: titleChildren}]},
      ...(convertChildren(body, ctx) as Blockquote['children']),
    ],
  };
}

function convertChildren(children: RootContent[], ctx: MdxContext): RootContent[] {
  return children.flatMap((child) => convert(child, ctx));
}

/** The Markdown nodes a node becomes (none for imports, comments and expressions). */
function convert(node: RootContent, ctx: MdxContext): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      if (node.name === 'Tabs') return tabs(node, ctx);
      if (node.name && ctx.cards[node.name]) return [cardList(ctx.cards[node.name], ctx.site)];
      if (node.name && ctx.blocks?.[node.name] !== undefined)
        return markdownParser.parse(ctx.blocks[node.name]).children;
      // Any other element (a <div> wrapper, <details>): its content, without the markup.
      return convertChildren(node.children, ctx);
    }
    case 'containerDirective':
      return [admonition(node, ctx)];
    case 'leafDirective':
    case 'textDirective':
      // `:word` in prose that remark-directive read as a directive: put the text back.
      return [text(`:${node.name}`), ...convertChildren(node.children, ctx)];
    case 'link': {
      const link = node;
      return [
        {
          ...link,
          url: markdownUrl(link.url, ctx.site),
          children: convertChildren(link.children, ctx) as PhrasingContent[],
        },
      ];
    }
    case 'image': {
      const image = node;
      return [{...image, url: /^\//.test(image.url) ? ctx.site + image.url : image.url}];
    }
    case 'heading': {
      const heading = node;
      const children = convertChildren(heading.children, ctx) as PhrasingContent[];
      // `## Título {#id}` names the anchor on the site; plain Markdown has no such syntax.
      const last = children.at(-1);
      if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[^}]+\}\s*$/, '');
      return [{...heading, children}];
    }
    default:
      if ('children' in node && Array.isArray(node.children)) {
        return [{...node, children: convertChildren(node.children, ctx)} as RootContent];
      }
      return [node];
  }
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);
/** Plain Markdown (a block's text is not MDX: braces and angle brackets are text). */
const markdownParser = unified().use(remarkParse).use(remarkGfm);
const stringifier = unified()
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', fence: '`', fences: true, rule: '-', emphasis: '_'});

/** The Markdown of an MDX page body (front matter, imports and components resolved). */
export function mdxToMarkdown(source: string, ctx: MdxContext): string {
  const tree = parser.parse(source);
  const root: Root = {type: 'root', children: convertChildren(tree.children, ctx)};
  return stringify(root);
}

export function stringify(root: Root): string {
  return String(stringifier.stringify(root));
}
