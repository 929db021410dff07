/**
 * The part of jq the quickstarts use to keep or show a value (`jq -r .id`, `.data_uses[0].id`, `.data[]`, `map(.id)`,
 * object construction with `--arg`): a strict subset, so a filter outside it fails instead of silently yielding null.
 */

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type Node =
  | {k: 'identity'}
  | {k: 'field'; of: Node; name: string}
  | {k: 'index'; of: Node; index: number}
  | {k: 'iterate'; of: Node}
  | {k: 'var'; name: string}
  | {k: 'literal'; value: Json}
  | {k: 'object'; entries: [string, Node][]}
  | {k: 'array'; item?: Node}
  | {k: 'map'; f: Node}
  | {k: 'pipe'; left: Node; right: Node}
  | {k: 'alt'; left: Node; right: Node}
  | {k: 'assign'; path: Node; value: Node}
  | {k: 'comma'; left: Node; right: Node}
  | {k: 'format'; name: 'tsv' | 'csv'}
  | {k: 'empty'};

export class JqError extends Error {}

/** A filter names a field that the object it reads does not have (only when checking fields). */
export class MissingField extends JqError {}

class JqParser {
  private i = 0;
  constructor(private readonly src: string) {}

  parse(): Node {
    const node = this.pipe();
    this.space();
    if (this.i < this.src.length) throw new JqError(`filtro de jq fuera del subconjunto: «${this.src.slice(this.i)}»`);
    return node;
  }

  private space(): void {
    while (/\s/.test(this.src[this.i] ?? '')) this.i++;
  }

  private eat(text: string): boolean {
    this.space();
    if (this.src.startsWith(text, this.i)) {
      this.i += text.length;
      return true;
    }
    return false;
  }

  private pipe(): Node {
    let left = this.comma();
    while (this.eat('|')) left = {k: 'pipe', left, right: this.comma()};
    return left;
  }

  private comma(): Node {
    let left = this.assignment();
    while (this.eat(',')) left = {k: 'comma', left, right: this.assignment()};
    return left;
  }

  /** `.a.b = value`: a copy of the input with that path set. */
  private assignment(): Node {
    const path = this.alt();
    this.space();
    if (this.src[this.i] !== '=' || this.src[this.i + 1] === '=') return path;
    this.i++;
    return {k: 'assign', path, value: this.alt()};
  }

  private alt(): Node {
    let left = this.postfix();
    while (this.eat('//')) left = {k: 'alt', left, right: this.postfix()};
    return left;
  }

  private postfix(): Node {
    let node = this.primary();
    for (;;) {
      this.space();
      const field = /^\.([A-Za-z_]\w*)/.exec(this.src.slice(this.i));
      if (field && node.k !== 'identity') {
        this.i += field[0].length;
        node = {k: 'field', of: node, name: field[1]};
      } else if (this.src.startsWith('[]', this.i)) {
        this.i += 2;
        node = {k: 'iterate', of: node};
      } else if (this.src[this.i] === '[') {
        const index = /^\[\s*(-?\d+)\s*\]/.exec(this.src.slice(this.i));
        if (!index) throw new JqError(`índice de jq fuera del subconjunto en «${this.src.slice(this.i)}»`);
        this.i += index[0].length;
        node = {k: 'index', of: node, index: Number(index[1])};
      } else return node;
    }
  }

  private primary(): Node {
    this.space();
    const rest = this.src.slice(this.i);
    let m: RegExpExecArray | null;
    if ((m = /^\.([A-Za-z_]\w*)/.exec(rest))) {
      this.i += m[0].length;
      return {k: 'field', of: {k: 'identity'}, name: m[1]};
    }
    if (rest.startsWith('.')) {
      this.i++;
      return {k: 'identity'};
    }
    if ((m = /^\$([A-Za-z_]\w*)/.exec(rest))) {
      this.i += m[0].length;
      return {k: 'var', name: m[1]};
    }
    if ((m = /^"((?:[^"\\]|\\.)*)"/.exec(rest))) {
      if (m[1].includes('\\(')) throw new JqError('interpolación de jq fuera del subconjunto');
      this.i += m[0].length;
      return {k: 'literal', value: JSON.parse(m[0]) as string};
    }
    if ((m = /^-?\d+(\.\d+)?/.exec(rest))) {
      this.i += m[0].length;
      return {k: 'literal', value: Number(m[0])};
    }
    if ((m = /^(true|false|null)\b/.exec(rest))) {
      this.i += m[0].length;
      return {k: 'literal', value: JSON.parse(m[1]) as Json};
    }
    if ((m = /^@(tsv|csv)\b/.exec(rest))) {
      this.i += m[0].length;
      return {k: 'format', name: m[1] as 'tsv' | 'csv'};
    }
    if ((m = /^empty\b/.exec(rest))) {
      this.i += m[0].length;
      return {k: 'empty'};
    }
    if (rest.startsWith('map(')) {
      this.i += 4;
      const f = this.pipe();
      if (!this.eat(')')) throw new JqError('map( sin cerrar');
      return {k: 'map', f};
    }
    if (this.eat('(')) {
      const inner = this.pipe();
      if (!this.eat(')')) throw new JqError('( sin cerrar');
      return inner;
    }
    if (this.eat('[')) {
      if (this.eat(']')) return {k: 'array'};
      const item = this.pipe();
      if (!this.eat(']')) throw new JqError('[ sin cerrar');
      return {k: 'array', item};
    }
    if (this.eat('{')) {
      const entries: [string, Node][] = [];
      if (this.eat('}')) return {k: 'object', entries};
      do {
        this.space();
        const key = /^(?:([A-Za-z_]\w*)|"((?:[^"\\]|\\.)*)")/.exec(this.src.slice(this.i));
        if (!key) throw new JqError(`clave de objeto de jq fuera del subconjunto en «${this.src.slice(this.i)}»`);
        this.i += key[0].length;
        const name = key[1] ?? (JSON.parse(`"${key[2]}"`) as string);
        entries.push([name, this.eat(':') ? this.alt() : {k: 'field', of: {k: 'identity'}, name}]);
      } while (this.eat(','));
      if (!this.eat('}')) throw new JqError('{ sin cerrar');
      return {k: 'object', entries};
    }
    throw new JqError(`filtro de jq fuera del subconjunto: «${rest}»`);
  }
}

/** Every output of `node` for `input`, in order: jq filters produce streams (`.data[]`), `empty` produces none. */
function evaluate(node: Node, input: Json, vars: Record<string, Json>, strict = false): Json[] {
  const each = (of: Node, f: (value: Json) => Json[]) => evaluate(of, input, vars, strict).flatMap(f);
  switch (node.k) {
    case 'identity':
      return [input];
    case 'literal':
      return [node.value];
    case 'empty':
      return [];
    case 'var':
      if (!(node.name in vars)) throw new JqError(`$${node.name} no está definida`);
      return [vars[node.name]];
    case 'field':
      return each(node.of, (of) => {
        if (of === null) return [null];
        if (typeof of !== 'object' || Array.isArray(of))
          throw new JqError(`no se puede leer .${node.name} de ${kind(of)}`);
        if (strict && !(node.name in of)) throw new MissingField(`el campo ${node.name} no existe en la respuesta`);
        return [of[node.name] ?? null];
      });
    case 'index':
      return each(node.of, (of) => {
        if (of === null) return [null];
        if (!Array.isArray(of)) throw new JqError(`no se puede indexar ${kind(of)}`);
        return [of[node.index < 0 ? of.length + node.index : node.index] ?? null];
      });
    case 'iterate':
      return each(node.of, (of) => {
        if (of === null || typeof of !== 'object') throw new JqError(`no se puede recorrer ${kind(of)}`);
        return Array.isArray(of) ? of : Object.values(of);
      });
    case 'map':
      if (!Array.isArray(input)) throw new JqError(`map sobre ${kind(input)}`);
      return [input.flatMap((item) => evaluate(node.f, item, vars, strict))];
    case 'pipe':
      return each(node.left, (left) => evaluate(node.right, left, vars, strict));
    case 'comma':
      return [...evaluate(node.left, input, vars, strict), ...evaluate(node.right, input, vars, strict)];
    case 'format': {
      if (!Array.isArray(input)) throw new JqError(`@${node.name} sobre ${kind(input)}`);
      const cells = input.map((v) => {
        if (v !== null && typeof v === 'object') throw new JqError(`@${node.name} no admite ${kind(v)}`);
        const text = v === null ? '' : String(v);
        if (node.name === 'tsv') return text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');
        return typeof v === 'string' ? `"${v.replace(/"/g, '""')}"` : text;
      });
      return [cells.join(node.name === 'tsv' ? '\t' : ',')];
    }
    case 'alt': {
      // The left side of `//` may name an absent field: that is what the alternative is for.
      const left = evaluate(node.left, input, vars).filter((v) => v !== null && v !== false);
      return left.length ? left : evaluate(node.right, input, vars, strict);
    }
    case 'assign':
      return evaluate(node.value, input, vars, strict).map((value) =>
        setPath(structuredClone(input), node.path, value),
      );
    case 'array':
      return [node.item ? evaluate(node.item, input, vars, strict) : []];
    case 'object': {
      // One object per combination of the entries' outputs, as jq builds them.
      let objects: {[key: string]: Json}[] = [{}];
      for (const [key, value] of node.entries) {
        const values = evaluate(value, input, vars, strict);
        objects = objects.flatMap((o) => values.map((v) => ({...o, [key]: v})));
      }
      return objects;
    }
  }
}

/** Sets `path` (fields and indexes from `.`) in `target`, creating objects on the way, as jq's `=` does. */
function setPath(target: Json, path: Node, value: Json): Json {
  if (path.k === 'identity') return value;
  if (path.k === 'field') {
    const base = path.of.k === 'identity' ? target : getPath(target, path.of);
    const object = base ?? {};
    if (typeof object !== 'object' || Array.isArray(object))
      throw new JqError(`no se puede asignar .${path.name} en ${kind(object)}`);
    object[path.name] = value;
    return path.of.k === 'identity' ? object : setPath(target, path.of, object);
  }
  if (path.k === 'index') {
    const base = path.of.k === 'identity' ? target : getPath(target, path.of);
    const array = base ?? [];
    if (!Array.isArray(array)) throw new JqError(`no se puede asignar [${path.index}] en ${kind(array)}`);
    array[path.index] = value;
    return path.of.k === 'identity' ? array : setPath(target, path.of, array);
  }
  throw new JqError('solo se asigna a una ruta (.a.b[0])');
}

function getPath(target: Json, path: Node): Json {
  return evaluate(path, target, {})[0] ?? null;
}

function kind(value: Json): string {
  return value === null
    ? 'null'
    : Array.isArray(value)
      ? 'un arreglo'
      : typeof value === 'object'
        ? 'un objeto'
        : `«${String(value)}»`;
}

/** Reads a stream of JSON texts (what `jq -s` receives when responses are concatenated). */
export function parseJsonStream(text: string): Json[] {
  const values: Json[] = [];
  let i = 0;
  const endOfString = (from: number): number => {
    for (let k = from + 1; k < text.length; k++) {
      if (text[k] === '\\') k++;
      else if (text[k] === '"') return k;
    }
    throw new JqError('texto sin cerrar en la entrada de jq');
  };
  while (i < text.length) {
    if (/\s/.test(text[i])) {
      i++;
      continue;
    }
    let end: number;
    if (text[i] === '"') end = endOfString(i);
    else if (text[i] === '{' || text[i] === '[') {
      let depth = 0;
      for (end = i; end < text.length; end++) {
        if (text[end] === '"') end = endOfString(end);
        else if (text[end] === '{' || text[end] === '[') depth++;
        else if ((text[end] === '}' || text[end] === ']') && --depth === 0) break;
      }
    } else {
      end = i;
      while (end + 1 < text.length && !/[\s{["]/.test(text[end + 1])) end++;
    }
    try {
      values.push(JSON.parse(text.slice(i, end + 1)) as Json);
    } catch {
      throw new JqError(`la entrada de jq no es JSON: «${text.slice(i, i + 80)}»`);
    }
    i = end + 1;
  }
  return values;
}

export interface JqOptions {
  raw?: boolean;
  compact?: boolean;
  slurp?: boolean;
  /** `--arg` values are text; names starting with `json:` come from `--argjson`. */
  args?: Record<string, string>;
  /** Fail with MissingField when a field the filter names is absent (not merely null). */
  strict?: boolean;
}

/** Runs `jq [options] filter` on `input` (undefined for `jq -n`) and returns what it prints. */
export function runJq(filter: string, input: string | undefined, options: JqOptions = {}): string {
  const vars: Record<string, Json> = {};
  for (const [name, value] of Object.entries(options.args ?? {})) {
    if (name.startsWith('json:')) vars[name.slice(5)] = JSON.parse(value) as Json;
    else vars[name] = value;
  }
  const node = new JqParser(filter).parse();
  let data: Json;
  if (input === undefined) data = null;
  else {
    const stream = parseJsonStream(input);
    if (options.slurp) data = stream;
    else if (stream.length !== 1) throw new JqError(`jq recibió ${stream.length} valores JSON y esperaba uno`);
    else data = stream[0];
  }
  // Each output on its own line, as jq prints them.
  return evaluate(node, data, vars, options.strict)
    .map((result) => {
      if (options.raw && typeof result === 'string') return result;
      return options.compact ? JSON.stringify(result) : JSON.stringify(result, null, 2);
    })
    .join('\n');
}
