/**
 * Descriptions from the OpenAPI description reach the page safely: Markdown becomes HTML with
 * everything else escaped (no injected tags or javascript: links), and Markdown that goes into the
 * MDX body cannot open JSX or expressions.
 */
import {describe, expect, it} from 'vitest';
import {escapeMdx, firstSentence, markdownToHtml} from '../../src/plugins/openapi/markdown';

describe('descriptions rendered for the components', () => {
  it('renders code, bold, italics, links and lists', () => {
    expect(markdownToHtml('Usa `limit` y **no** *mezcles* [cursores](/docs/api/pagination-and-filters).')).toBe(
      '<p>Usa <code>limit</code> y <strong>no</strong> <em>mezcles</em> <a href="/docs/api/pagination-and-filters">cursores</a>.</p>',
    );
    expect(markdownToHtml('Estados:\n\n- `created`\n- `resolved`')).toBe('<p>Estados:</p><ul><li><code>created</code></li><li><code>resolved</code></li></ul>');
  });

  it('keeps snake_case names intact instead of reading underscores as italics', () => {
    expect(markdownToHtml('Filtra por entity_id o consent_template_id.')).toBe('<p>Filtra por entity_id o consent_template_id.</p>');
  });

  it('escapes HTML and drops links that are not http(s), site-relative or anchors', () => {
    const html = markdownToHtml('<script>alert(1)</script> [x](javascript:alert(1)) `<b>`')!;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('<code>&lt;b&gt;</code>');
  });

  it('takes the first sentence as plain text for the meta description', () => {
    expect(firstSentence('Devuelve un `acuerdo`. Requiere el alcance `consent:read`.')).toBe('Devuelve un acuerdo.');
  });
});

describe('descriptions written into the MDX body', () => {
  it('escapes braces and angle brackets outside code', () => {
    expect(escapeMdx('Usa {id} y <b> aquí')).toBe('Usa \\{id\\} y \\<b> aquí');
  });

  it('leaves code spans and fenced code untouched', () => {
    expect(escapeMdx('Ruta `GET /a/{id}` y {x}')).toBe('Ruta `GET /a/{id}` y \\{x\\}');
    expect(escapeMdx('```json\n{"a": 1}\n```')).toBe('```json\n{"a": 1}\n```');
  });
});
