/**
 * The two remark plugins that shape guides without touching their source: JSON answers titled «Respuesta»
 * (src/plugins/responseLabels) and numbered sections as numbered steps (src/plugins/steps).
 */
import type {Code, Heading, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {describe, expect, it} from 'vitest';
import remarkResponseLabels from '../../src/plugins/responseLabels';
import remarkSteps from '../../src/plugins/steps';

const parse = (source: string) => unified().use(remarkParse).use(remarkMdx).parse(source);

function jsonTitles(source: string): (string | null | undefined)[] {
  const tree = parse(source);
  remarkResponseLabels()(tree);
  return tree.children.filter((n): n is Code => n.type === 'code' && n.lang === 'json').map((n) => n.meta);
}

describe('response labels', () => {
  it('title a JSON block after a code group, a request block or a sentence that introduces the answer', () => {
    const source = [
      '<Tabs groupId="code-language">\n<TabItem value="curl">\n\n```bash\ncurl x\n```\n\n</TabItem>\n</Tabs>',
      '```json\n{"a": 1}\n```',
      '```bash\ncurl y\n```',
      '```json\n{"b": 2}\n```',
      'La respuesta `201` trae la solicitud:',
      '```json\n{"c": 3}\n```',
      'Así responde [`GET /x`](/docs/x):',
      '```json\n{"d": 4}\n```',
    ].join('\n\n');
    expect(jsonTitles(source)).toEqual(Array(4).fill('title="Respuesta"'));
  });

  it('leave request bodies, webhook payloads and blocks with their own meta alone', () => {
    const source = [
      'Tu servidor recibe un `POST` con este cuerpo (extracto):',
      '```json\n{"type": "agreement.created"}\n```',
      'Crea `.cursor/mcp.json` en tu proyecto:',
      '```json\n{"servers": {}}\n```',
      '```bash\ncurl z\n```',
      '```json title="plantilla.json"\n{"e": 5}\n```',
    ].join('\n\n');
    expect(jsonTitles(source)).toEqual([null, null, 'title="plantilla.json"']);
  });
});

describe('numbered steps', () => {
  const source = [
    '## Antes de empezar',
    'Texto.',
    '## 1. Publica un documento',
    'Primero.',
    '```bash\ncurl a\n```',
    '### Detalle',
    '## 2. Crea la plantilla',
    'Segundo.',
    '## Qué sigue',
    'Fin.',
  ].join('\n\n');

  it('wrap the run of numbered sections in Steps, one Step per section up to the next ## heading', () => {
    const tree: Root = parse(source);
    remarkSteps()(tree);
    expect(tree.children.map((n) => (n.type === 'mdxJsxFlowElement' ? n.name : n.type))).toEqual([
      'heading',
      'paragraph',
      'Steps',
      'heading',
      'paragraph',
    ]);
    const steps = tree.children[2] as MdxJsxFlowElement;
    const [first, second] = steps.children as MdxJsxFlowElement[];
    expect(steps.children).toHaveLength(2);
    expect(first.children.map((n) => n.type)).toEqual(['heading', 'paragraph', 'code', 'heading']);
    expect(second.children.map((n) => n.type)).toEqual(['heading', 'paragraph']);
    expect(first.attributes).toMatchObject([{name: 'number', value: {value: '1'}}]);
    expect(second.attributes).toMatchObject([{name: 'number', value: {value: '2'}}]);
  });

  it('move the number from the heading to the step, so it shows once', () => {
    const tree: Root = parse(source);
    remarkSteps()(tree);
    const step = (tree.children[2] as MdxJsxFlowElement).children[0] as MdxJsxFlowElement;
    const heading = step.children[0] as Heading;
    expect(heading.children).toEqual([expect.objectContaining({type: 'text', value: 'Publica un documento'})]);
  });

  it('leave a page without numbered sections as it is', () => {
    const plain = parse('## Uno\n\nTexto.\n\n## Dos\n\nMás.');
    const before = JSON.stringify(plain);
    remarkSteps()(plain);
    expect(JSON.stringify(plain)).toBe(before);
  });
});
