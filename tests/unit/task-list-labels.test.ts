/** Task list checkboxes (`- [ ] …`) are named after their item, so screen readers say what to check. */
import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeTaskListLabels from '../../src/plugins/taskListLabels';

const text = (value: string) => ({type: 'text' as const, value});
const el = (tagName: string, properties: Element['properties'], children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const checkbox = () => el('input', {type: 'checkbox', disabled: true});

function run(tree: Root): Root {
  rehypeTaskListLabels()(tree);
  return tree;
}

describe('task list checkboxes', () => {
  it('take the text of their item, inline code included, as their accessible name', () => {
    const box = checkbox();
    run({
      type: 'root',
      children: [
        el('ul', {className: ['contains-task-list']}, [
          el('li', {className: ['task-list-item']}, [
            box,
            text(' Una clave '),
            el('code', {}, [text('sk_live_')]),
            text(' por servicio.'),
          ]),
        ]),
      ],
    });
    expect(box.properties.ariaLabel).toBe('Una clave sk_live_ por servicio.');
  });

  it('leave out the text of nested lists, whose items have their own checkboxes', () => {
    const [outer, inner] = [checkbox(), checkbox()];
    run({
      type: 'root',
      children: [el('li', {}, [outer, text(' Producción'), el('ul', {}, [el('li', {}, [inner, text(' Claves')])])])],
    });
    expect(outer.properties.ariaLabel).toBe('Producción');
    expect(inner.properties.ariaLabel).toBe('Claves');
  });

  it('also find the checkbox inside the paragraph of a loose list item', () => {
    const box = checkbox();
    run({type: 'root', children: [el('li', {}, [text('\n'), el('p', {}, [box, text(' Webhook verificado')])])]});
    expect(box.properties.ariaLabel).toBe('Webhook verificado');
  });

  it('leave other inputs and an existing label alone', () => {
    const other = el('input', {type: 'text'});
    const named = el('input', {type: 'checkbox', ariaLabel: 'propio'});
    run({type: 'root', children: [el('li', {}, [other, text(' a')]), el('li', {}, [named, text(' b')])]});
    expect(other.properties.ariaLabel).toBeUndefined();
    expect(named.properties.ariaLabel).toBe('propio');
  });
});
