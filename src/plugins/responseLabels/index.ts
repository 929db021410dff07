/**
 * Remark plugin: a JSON block that shows what the API answered gets the title «Respuesta», which the code block
 * shows as its label (src/theme/CodeBlock/Layout). The guides write these blocks as plain ```json fences, right
 * after the request or after a sentence that introduces the answer, so the rule reads the block's place:
 *
 * - right after a code group (<Tabs>) or a code block that is not JSON: the request's answer;
 * - right after a paragraph ending in «:» that names the answer («La respuesta `201` trae…», «Respuesta:»,
 *   «Así responde…», «Cada acción vuelve…»).
 *
 * A block with its own meta (a title, highlighted lines) keeps it. Request bodies, configuration files and
 * webhook payloads are introduced by other sentences and stay unlabelled. Only the rendered page changes: the
 * Markdown copies are made from the source (src/plugins/markdownExport).
 */
import type {Code, Paragraph, Parent, Root, RootContent} from 'mdast';

export const RESPONSE_TITLE = 'Respuesta';

/** Words of a sentence that introduces what the API answered. */
const NAMES_THE_ANSWER = /\b(respuestas?|responde|responden|devuelve|devuelven|vuelve|vuelven)\b/i;

function textOf(node: RootContent | Paragraph): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(textOf).join('');
  return '';
}

function isJson(node: RootContent): node is Code {
  return node.type === 'code' && node.lang === 'json' && !node.meta;
}

function isRequest(node: RootContent | undefined): boolean {
  if (!node) return false;
  if (node.type === 'mdxJsxFlowElement') return node.name === 'Tabs';
  return node.type === 'code' && node.lang !== 'json';
}

function introducesAnswer(node: RootContent | undefined): boolean {
  if (node?.type !== 'paragraph') return false;
  const text = textOf(node).trim();
  return text.endsWith(':') && NAMES_THE_ANSWER.test(text);
}

function label(parent: Parent): void {
  parent.children.forEach((node, i) => {
    const previous = parent.children[i - 1];
    if (isJson(node) && (isRequest(previous) || introducesAnswer(previous))) {
      node.meta = `title="${RESPONSE_TITLE}"`;
    }
    if ('children' in node) label(node);
  });
}

export default function remarkResponseLabels() {
  return (tree: Root): void => label(tree);
}
