/**
 * Remark plugin: a page's numbered sections («## 1. Publica un documento», «## 2. …») become numbered steps
 * (<Steps> and <Step> of src/components/Steps). Each step holds its `##` heading and everything up to the next
 * `##`; the number leaves the heading's text for the step's badge, so it shows once. The heading keeps its
 * anchor and its table-of-contents entry: Docusaurus computed both before this plugin runs (user remark plugins
 * come after its own). The Markdown copies and the quickstart steps are read from the source, which is unchanged.
 */
import type {Heading, Root, RootContent, Text} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';

const NUMBERED = /^(\d+)\.\s+/;

/** The step number of a numbered `##` heading, or undefined. */
function stepNumber(node: RootContent): number | undefined {
  if (node.type !== 'heading' || node.depth !== 2) return undefined;
  const first = node.children[0];
  const match = first?.type === 'text' ? NUMBERED.exec(first.value) : null;
  return match ? Number(match[1]) : undefined;
}

function jsx(name: string, children: RootContent[], number?: number): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes:
      number === undefined
        ? []
        : [
            {
              type: 'mdxJsxAttribute',
              name: 'number',
              value: {
                type: 'mdxJsxAttributeValueExpression',
                value: String(number),
                data: {
                  estree: {
                    type: 'Program',
                    sourceType: 'module',
                    body: [
                      {type: 'ExpressionStatement', expression: {type: 'Literal', value: number, raw: String(number)}},
                    ],
                  },
                },
              },
            },
          ],
    children: children as MdxJsxFlowElement['children'],
  };
}

export default function remarkSteps() {
  return (tree: Root): void => {
    const out: RootContent[] = [];
    let steps: MdxJsxFlowElement | undefined;
    let step: MdxJsxFlowElement | undefined;
    for (const node of tree.children) {
      const number = stepNumber(node);
      if (number !== undefined) {
        const heading = node as Heading;
        const first = heading.children[0] as Text;
        first.value = first.value.replace(NUMBERED, '');
        if (!steps) {
          steps = jsx('Steps', []);
          out.push(steps);
        }
        step = jsx('Step', [heading], number);
        steps.children.push(step);
      } else if (node.type === 'heading' && node.depth <= 2) {
        // Another section (or a page title) ends the run of steps.
        steps = undefined;
        step = undefined;
        out.push(node);
      } else if (step) {
        step.children.push(node as MdxJsxFlowElement['children'][number]);
      } else {
        out.push(node);
      }
    }
    tree.children = out;
  };
}
