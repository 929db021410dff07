/**
 * Rehype plugin: the checkbox of a Markdown task list item (`- [ ] …`) is named after the item's
 * text. GFM renders a bare disabled `<input type="checkbox">` beside the text, with no label, so a
 * screen reader announces "checkbox, not checked" without saying what is to be checked (WCAG 4.1.2).
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

type Node = Root | RootContent | ElementContent;

function hasChildren(node: Node): node is Node & {children: Node[]} {
  return Array.isArray((node as {children?: unknown}).children);
}

function isElement(node: Node, tagName?: string): node is Element {
  return node.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

/** The plain text of a node, leaving out nested lists (their items have their own checkboxes). */
export function plainText(node: Node): string {
  if (node.type === 'text') return node.value;
  if (isElement(node, 'ul') || isElement(node, 'ol')) return '';
  return hasChildren(node) ? node.children.map(plainText).join('') : '';
}

function isTaskCheckbox(node: Node): node is Element {
  return isElement(node, 'input') && node.properties?.type === 'checkbox';
}

function label(item: Element): void {
  // The checkbox is the item's first child, or the first child of its first paragraph (loose lists).
  const first = item.children.find((c) => !(c.type === 'text' && c.value.trim() === ''));
  const candidates = first && isElement(first, 'p') ? first.children : [first];
  const checkbox = candidates.find((c): c is Element => c !== undefined && isTaskCheckbox(c));
  if (!checkbox || checkbox.properties.ariaLabel) return;
  const text = plainText(item).replace(/\s+/g, ' ').trim();
  if (text) checkbox.properties.ariaLabel = text;
}

function walk(node: Node): void {
  if (isElement(node, 'li')) label(node);
  if (hasChildren(node)) node.children.forEach(walk);
}

export default function rehypeTaskListLabels() {
  return (tree: Root): void => walk(tree);
}
