/**
 * Descriptions from the OpenAPI description reach the page safely: Markdown becomes HTML with
 * everything else escaped (no injected tags or javascript: links), and Markdown that goes into the
 * MDX body cannot open JSX or expressions.
 */
import {describe, expect, it} from 'vitest';
import {escapeMdx, markdownToHtml, metaDescription} from '../../src/plugins/openapi/markdown';

describe('descriptions rendered for the components', () => {
  it('renders code, bold, italics, links and lists', () => {
    expect(markdownToHtml('Usa `limit` y **no** *mezcles* [cursores](/docs/api/pagination-and-filters).')).toBe(
      '<p>Usa <code>limit</code> y <strong>no</strong> <em>mezcles</em> <a href="/docs/api/pagination-and-filters">cursores</a>.</p>',
    );
    expect(markdownToHtml('Estados:\n\n- `created`\n- `resolved`')).toBe(
      '<p>Estados:</p><ul><li><code>created</code></li><li><code>resolved</code></li></ul>',
    );
  });

  it('keeps snake_case names intact instead of reading underscores as italics', () => {
    expect(markdownToHtml('Filtra por entity_id o consent_template_id.')).toBe(
      '<p>Filtra por entity_id o consent_template_id.</p>',
    );
  });

  it('escapes HTML and drops links that are not http(s), site-relative or anchors', () => {
    const html = markdownToHtml('<script>alert(1)</script> [x](javascript:alert(1)) `<b>`')!;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('<code>&lt;b&gt;</code>');
  });
});

describe('meta descriptions of generated pages', () => {
  it('are plain text made of whole sentences once they say enough', () => {
    expect(
      metaDescription(
        'Devuelve un `acuerdo` vigente de una entidad por su identificador. Requiere el alcance `consent:read`.',
      ),
    ).toBe('Devuelve un acuerdo vigente de una entidad por su identificador.');
  });

  it('add the next sentence when the first one is too short for a description', () => {
    expect(
      metaDescription('Devuelve una sucursal. La respuesta incluye su código y su dirección. Requiere `company:read`.'),
    ).toBe('Devuelve una sucursal. La respuesta incluye su código y su dirección.');
  });

  it('stay within 160 characters and end cleanly on a clause or a word, never inside an open parenthesis', () => {
    const long =
      'Registra una sucursal o punto de atención. Desde ese momento puedes citar su `id` como `branch_id` al registrar acciones y compromisos de consentimiento en el canal `branch`, y su nombre aparecerá en las evidencias.';
    const d = metaDescription(long);
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d).toBe(
      'Registra una sucursal o punto de atención. Desde ese momento puedes citar su id como branch_id al registrar acciones y compromisos de consentimiento…',
    );
    const paren = metaDescription(
      'Se envía cada vez que falla un intento de validar un dato de identidad dentro de una solicitud de divulgación (documento ilegible, selfie que no coincide, dato que no corresponde a la persona).',
    );
    expect(paren).toBe(
      'Se envía cada vez que falla un intento de validar un dato de identidad dentro de una solicitud de divulgación…',
    );
  });

  it('never end on a word that announces more', () => {
    const d = metaDescription(
      'Se envía cuando una solicitud de divulgación pasa a failed porque la persona agotó los intentos de un requisito de la plantilla o abandonó el flujo antes de terminarlo por completo.',
    );
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d).toMatch(/[^\s,;:](?<!\s(de|la|el|o|y|a|en|con))…$/);
  });

  it('are empty for an empty description, so the page falls back to its summary', () => {
    expect(metaDescription(undefined)).toBe('');
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
