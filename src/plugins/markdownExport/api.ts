/**
 * The generated API pages (operations, webhook events, schemas) as Markdown, written from the same API
 * model as their HTML, so an assistant reads every parameter, field, constraint, response and sample.
 */
import type {
  BodyView,
  HeaderView,
  JsonValue,
  ParamView,
  PropertyNode,
  ResponseView,
  SchemaNode,
  SecurityView,
} from '../../components/api/types';
import {renderCodeSamples} from '../openapi/codeSamples';
import type {EventPage, OperationPage, SchemaPage} from '../openapi/model';
import {codeSamplesNote, headings, signatureNote} from '../openapi/strings';
import {markdownUrl} from './urls';

/** Labels the components show through translate(); the exporter runs in Node, outside the client's i18n. */
const LABELS = {
  required: 'obligatorio',
  optional: 'opcional',
  deprecated: 'obsoleto',
  readOnly: 'solo lectura',
  writeOnly: 'solo escritura',
  allowedValues: 'Valores permitidos',
  example: 'Ejemplo',
  anyValue: 'cualquier valor',
  noBody: 'Sin cuerpo de respuesta.',
  errorCodes: 'Códigos de error',
  servers: 'Servidores',
  mediaType: 'Tipo de contenido',
  headers: 'Encabezados',
  eachItem: 'Cada elemento',
  mapValues: 'Valores del mapa',
  oneOf: 'Una de estas opciones',
  anyOf: 'Una o más de estas opciones',
  circular: 'Se repite la estructura de',
  eventDelivery: 'Custodia envía este evento con un POST a la URL de cada webhook suscrito.',
  noCredential: 'No requiere credenciales.',
  errorShape: 'Forma de los errores',
  errorBody:
    'Cuerpo (`application/json`): el objeto de error, cuyos campos están en «Forma de los errores», al final de las respuestas.',
  downloads: 'Descargar OpenAPI',
} as const;

/** «obligatorio si `channel` es `branch`», or «opcional» when the field has no condition. */
function requiredIf(conditions: PropertyNode['requiredIf']): string {
  if (!conditions?.length) return LABELS.optional;
  const one = (c: NonNullable<PropertyNode['requiredIf']>[number]) =>
    `${code(c.field)} es ${c.values.map((v) => code(typeof v === 'string' ? v : JSON.stringify(v))).join(' o ')}`;
  return `${LABELS.required} si ${conditions.map(one).join(' o ')}`;
}

const CONSTRAINTS: Record<string, string> = {
  const: 'Siempre',
  default: 'Por defecto',
  minLength: 'Longitud mínima',
  maxLength: 'Longitud máxima',
  pattern: 'Patrón',
  minimum: 'Mínimo',
  maximum: 'Máximo',
  exclusiveMinimum: 'Mayor que',
  exclusiveMaximum: 'Menor que',
  multipleOf: 'Múltiplo de',
  minItems: 'Mínimo de elementos',
  maxItems: 'Máximo de elementos',
  uniqueItems: 'Sin elementos repetidos',
  minProperties: 'Mínimo de claves',
  maxProperties: 'Máximo de claves',
};

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};

/**
 * The model's descriptions are HTML from the generator's small renderer (paragraphs, lists, code,
 * links, bold, italics): this reads exactly that back into Markdown.
 */
export function htmlToMarkdown(html: string | undefined, site: string): string {
  if (!html) return '';
  const inline = (s: string) =>
    s
      .replace(/<code>([\s\S]*?)<\/code>/g, (_m, code: string) => {
        const raw = code.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);
        return raw.includes('`') ? `\`\` ${raw} \`\`` : `\`${raw}\``;
      })
      .replace(
        /<a href="([^"]*)">([\s\S]*?)<\/a>/g,
        (_m, href: string, label: string) => `[${label}](${markdownUrl(href.replace(/&amp;/g, '&'), site)})`,
      )
      .replace(/<\/?strong>/g, '**')
      .replace(/<\/?em>/g, '*')
      .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);
  const blocks: string[] = [];
  const re = /<(p|ul|ol)>([\s\S]*?)<\/\1>/g;
  let match;
  while ((match = re.exec(html))) {
    const [, tag, body] = match;
    if (tag === 'p') blocks.push(inline(body));
    else {
      const items = [...body.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]);
      blocks.push(items.map((item, i) => `${tag === 'ol' ? `${i + 1}.` : '-'} ${inline(item)}`).join('\n'));
    }
  }
  return blocks.length ? blocks.join('\n\n') : inline(html);
}

function show(value: JsonValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function code(value: string): string {
  return value.includes('`') ? `\`\` ${value} \`\`` : `\`${value}\``;
}

function fence(body: string, language: string): string {
  const longest = Math.max(2, ...(body.match(/`+/g) ?? []).map((m) => m.length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${language}\n${body}\n${ticks}`;
}

function cell(text: string): string {
  return text.replace(/\n+/g, ' ').replace(/\|/g, '\\|');
}

export class ApiMarkdown {
  constructor(private readonly site: string) {}

  private link(label: string, href: string): string {
    return `[${label}](${markdownUrl(href, this.site)})`;
  }

  private description(html: string | undefined): string {
    return htmlToMarkdown(html, this.site);
  }

  /** `string (date-time)`, `DataUse[]`, `string | null`, with named schemas linked to their copy. */
  typeLabel(schema: SchemaNode): string {
    const nullable = schema.types.includes('null');
    const types = schema.types.filter((t) => t !== 'null');
    let main: string;
    if (schema.ref) main = schema.ref.href ? this.link(schema.ref.name, schema.ref.href) : schema.ref.name;
    else if (types.length === 1 && types[0] === 'array' && schema.items) {
      main = `${this.typeLabel({...schema.items, types: schema.items.types.filter((t) => t !== 'null')})}[]`;
    } else if (types.length > 0) main = types.join(' | ');
    else if (schema.oneOf || schema.anyOf) main = 'oneOf';
    else main = LABELS.anyValue;
    return `${main}${schema.format ? ` (${schema.format})` : ''}${nullable ? ' | null' : ''}`;
  }

  /** Flags, allowed values and constraints, in one line. */
  facts(schema: SchemaNode): string {
    const parts: string[] = [];
    const flags = [
      schema.deprecated && LABELS.deprecated,
      schema.readOnly && LABELS.readOnly,
      schema.writeOnly && LABELS.writeOnly,
    ].filter(Boolean);
    if (flags.length) parts.push(flags.join(', '));
    if (schema.enum) parts.push(`${LABELS.allowedValues}: ${schema.enum.map((v) => code(show(v))).join(', ')}`);
    for (const [kind, value] of schema.constraints ?? []) {
      parts.push(kind === 'uniqueItems' ? CONSTRAINTS[kind] : `${CONSTRAINTS[kind] ?? kind}: ${code(show(value))}`);
    }
    return parts.join('. ');
  }

  /** A schema's fields as a nested list: name, type, required, description, constraints. */
  fields(schema: SchemaNode, depth = 0): string[] {
    const pad = '  '.repeat(depth);
    const out: string[] = [];
    if (schema.circular && schema.ref) {
      out.push(`${pad}- ${LABELS.circular} ${this.typeLabel(schema)}.`);
      return out;
    }
    for (const prop of schema.properties ?? []) {
      const node = prop.schema;
      const head = `${pad}- ${code(prop.name)} (${this.typeLabel(node)}, ${prop.required ? LABELS.required : requiredIf(prop.requiredIf)})`;
      const description = this.description(node.description).replace(/\n\n/g, ' ').replace(/\n/g, ' ');
      const facts = this.facts(node);
      out.push([head, description && `: ${description}`, facts && ` ${facts}.`].filter(Boolean).join(''));
      out.push(...this.children(node, depth + 1));
    }
    if (!schema.properties) out.push(...this.children(schema, depth));
    return out;
  }

  private children(node: SchemaNode, depth: number): string[] {
    const pad = '  '.repeat(depth);
    if (node.circular) return [`${pad}- ${LABELS.circular} ${this.typeLabel(node)}.`];
    if (node.properties?.length && depth > 0) return this.fields({...node, description: undefined}, depth);
    if (node.items && (node.items.properties?.length || node.items.oneOf || node.items.anyOf)) {
      return [`${pad}- ${LABELS.eachItem}:`, ...this.fields(node.items, depth + 1)];
    }
    if (node.values && (node.values.properties?.length || node.values.oneOf)) {
      return [`${pad}- ${LABELS.mapValues} (${this.typeLabel(node.values)}):`, ...this.fields(node.values, depth + 1)];
    }
    const options = node.oneOf ?? node.anyOf;
    if (options) {
      const out = [`${pad}- ${node.oneOf ? LABELS.oneOf : LABELS.anyOf}:`];
      options.forEach((option, i) => {
        const facts = this.facts(option);
        out.push(
          `${pad}  - ${option.title ?? `Opción ${i + 1}`} (${this.typeLabel(option)})${facts ? `: ${facts}.` : ''}`,
        );
        out.push(...this.fields(option, depth + 2));
      });
      return out;
    }
    return [];
  }

  private params(params: ParamView[]): string {
    const rows = params.map((p) => {
      const facts = this.facts(p.schema);
      const description = [
        this.description(p.description),
        facts && `${facts}.`,
        p.example !== undefined && `${LABELS.example}: ${code(p.example)}`,
      ]
        .filter(Boolean)
        .join(' ');
      return `| ${code(p.name)} | ${cell(this.typeLabel(p.schema))} | ${p.required ? 'sí' : 'no'}${p.deprecated ? ` (${LABELS.deprecated})` : ''} | ${cell(description)} |`;
    });
    return ['| Nombre | Tipo | Obligatorio | Descripción |', '| --- | --- | --- | --- |', ...rows].join('\n');
  }

  private headers(list: HeaderView[]): string {
    return list
      .map((h) => {
        const parts = [
          `- ${code(h.name)}`,
          h.schema && ` (${this.typeLabel(h.schema)})`,
          h.required && `, ${LABELS.required}`,
        ];
        const description = this.description(h.description).replace(/\n+/g, ' ');
        return `${parts.filter(Boolean).join('')}${description ? `: ${description}` : ''}${h.example !== undefined ? ` ${LABELS.example}: ${code(h.example)}.` : ''}`;
      })
      .join('\n');
  }

  private body(body: BodyView): string[] {
    const out = [`${LABELS.mediaType}: ${code(body.mediaType)}${body.required ? ` (${LABELS.required})` : ''}`];
    if (body.description) out.push(this.description(body.description));
    if (body.schema) {
      const type = this.typeLabel(body.schema);
      const fields = this.fields(body.schema);
      if (!body.schema.properties?.length) out.push(`Tipo: ${type}`);
      else if (body.schema.ref) out.push(`Esquema: ${type}`);
      if (fields.length) out.push(fields.join('\n'));
    }
    for (const example of body.examples ?? []) {
      out.push(`${LABELS.example}${example.title ? `: ${example.title}` : ''}`, fence(example.code, example.language));
    }
    return out;
  }

  /**
   * The responses, with the shape shared by every error (`Error`, its 23-code enum) written once after them: each
   * error status keeps its description, headers, example and codes, and points to that shape. Written per status,
   * the shape was about half of an operation's copy.
   */
  private responses(responses: ResponseView[]): string[] {
    // The error shape has no page of its own (no x-tags, so no ref): it is the body schema the error statuses share.
    const keyOf = (r: ResponseView) => (r.body?.schema && Number(r.status) >= 400 ? JSON.stringify(r.body.schema) : '');
    const counts = new Map<string, number>();
    for (const key of responses.map(keyOf).filter(Boolean)) counts.set(key, (counts.get(key) ?? 0) + 1);
    const shared = [...counts].sort((a, b) => b[1] - a[1])[0];
    const shapeKey = shared && shared[1] > 1 ? shared[0] : undefined;
    const isError = (r: ResponseView) => shapeKey !== undefined && keyOf(r) === shapeKey;
    const shape = responses.find(isError)?.body?.schema;
    const out = responses.flatMap((r) => {
      const out = [`### ${r.status}`];
      if (r.description) out.push(this.description(r.description));
      if (r.headers?.length) out.push(`${LABELS.headers}:`, this.headers(r.headers));
      if (r.body && isError(r)) out.push(LABELS.errorBody, ...this.errorExamples(r.body));
      else if (r.body) out.push(...this.body(r.body));
      else out.push(LABELS.noBody);
      if (r.errorCodes?.length) {
        out.push(
          `${LABELS.errorCodes}: ${r.errorCodes.map((c) => this.link(code(c), `/docs/api/errors#${c}`)).join(', ')}`,
        );
      }
      return out;
    });
    if (shape) out.push(`### ${LABELS.errorShape}`, `Esquema: ${this.typeLabel(shape)}`, this.fields(shape).join('\n'));
    return out;
  }

  /** An error example as its code and message: the rest of its body is the shared shape. */
  private errorExamples(body: BodyView): string[] {
    return (body.examples ?? []).map((example) => {
      let error: {code?: unknown; message?: unknown} | undefined;
      try {
        error = (JSON.parse(example.code) as {error?: {code?: unknown; message?: unknown}}).error;
      } catch {
        error = undefined;
      }
      if (typeof error?.code !== 'string') return `${LABELS.example}\n\n${fence(example.code, example.language)}`;
      const message = typeof error.message === 'string' ? `: «${error.message}»` : '';
      return `${LABELS.example}${example.title ? ` (${example.title})` : ''}: ${code(error.code)}${message}`;
    });
  }

  private security(list: SecurityView[]): string {
    if (list.length === 0) return LABELS.noCredential;
    return list
      .map((s) => {
        const description = this.description(s.description).replace(/\n\n/g, ' ');
        return `- ${code(s.name)}: ${code(s.usage)}${s.bearerFormat ? ` (${s.bearerFormat})` : ''}${description ? `. ${description}` : ''}`;
      })
      .join('\n');
  }

  /** Links to the description and the collection, as on the operation's HTML page. */
  downloads(): string {
    return `${LABELS.downloads}: [YAML](${this.site}/openapi.yaml) · [JSON](${this.site}/openapi.json) · [Colección de Postman](${this.site}/custodia.postman_collection.json)`;
  }

  operation(op: OperationPage): string {
    const servers = op.servers.map((s) => `- ${code(s.url + op.path)}${s.description ? `: ${s.description}` : ''}`);
    const paramGroups = (['path', 'query', 'header', 'cookie'] as const).filter((where) => op.params[where].length > 0);
    const samples = renderCodeSamples(op.sample);
    const parts: (string | false | undefined)[] = [
      `${code(`${op.method.toUpperCase()} ${op.path}`)}${op.deprecated ? ` (${LABELS.deprecated})` : ''}`,
      `${LABELS.servers}:\n\n${servers.join('\n')}`,
      op.description && this.rewriteLinks(op.description),
      this.downloads(),
      `## ${headings.authentication.text}`,
      this.security(op.security),
      (paramGroups.length > 0 || op.requestBody) && `## ${headings.request.text}`,
      ...paramGroups.flatMap((where) => [`### ${headings[where].text}`, this.params(op.params[where])]),
      op.requestBody && `### ${headings.requestBody.text}`,
      ...(op.requestBody ? this.body(op.requestBody) : []),
      `## ${headings.responses.text}`,
      ...this.responses(op.responses),
      `## ${headings.codeSamples.text}`,
      this.rewriteLinks(codeSamplesNote),
      ...samples.flatMap((s) => [`**${s.label}**`, fence(s.code, s.language)]),
    ];
    return join(parts);
  }

  event(event: EventPage): string {
    return join([
      `${code(`EVENTO ${event.eventType ?? event.id}`)}`,
      LABELS.eventDelivery,
      event.description && this.rewriteLinks(event.description),
      `## ${headings.eventHeaders.text}`,
      this.rewriteLinks(signatureNote),
      event.headers.length > 0 && this.headers(event.headers),
      event.payload && `## ${headings.payload.text}`,
      ...(event.payload ? this.body(event.payload) : []),
      event.responses.length > 0 && `## ${headings.expectedResponse.text}`,
      ...this.responses(event.responses),
    ]);
  }

  schema(schema: SchemaPage): string {
    return join([
      schema.description && this.rewriteLinks(schema.description),
      `## ${headings.fields.text}`,
      this.fields(schema.node).join('\n'),
      schema.example && `## ${headings.example.text}`,
      schema.example && fence(schema.example.code, schema.example.language),
      schema.usedBy.length > 0 && `## ${headings.usedBy.text}`,
      schema.usedBy.length > 0 &&
        schema.usedBy
          .map(
            (u) =>
              `- ${this.link(u.label, u.href)}: ${code(`${u.kind === 'event' ? 'EVENTO' : u.method.toUpperCase()} ${u.detail}`)}`,
          )
          .join('\n'),
    ]);
  }

  /** Links in a Markdown description, made absolute and pointed at the Markdown copies. */
  private rewriteLinks(markdown: string): string {
    return markdown.replace(/\]\(([^)\s]+)\)/g, (_m, href: string) => `](${markdownUrl(href, this.site)})`);
  }
}

function join(parts: (string | false | undefined)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p !== '').join('\n\n') + '\n';
}
