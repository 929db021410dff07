/**
 * A strict reader of the shell the quickstarts' curl tabs use: it turns a code block into operations (types.ts)
 * and refuses anything outside the subset, so a page can never show a command the test suite did not run.
 */
import {links} from '../../../config/links';
import type {Operation, Part, Template} from './types';

/** A command the reader's shell would run that this subset does not cover; names the line. */
export class UnsupportedShell extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`línea ${line}: ${message}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Words and tokens

type WordPart = {lit: string} | {var: string; fallback?: string; required?: string} | {sub: string; line: number};
interface Word {
  parts: WordPart[];
  /** The word had no quotes at all (`{` and `}` only count as braces then). */
  bare: boolean;
  line: number;
}
type Token = {word: Word} | {operator: string; line: number} | {heredoc: Word; line: number};

const OPERATORS = ['<<<', '&&', '||', '>>', '<<', '|', ';', '>', '<', '(', ')', '&', '\n'];

function literal(word: Word): string | undefined {
  let text = '';
  for (const part of word.parts) {
    if (!('lit' in part)) return undefined;
    text += part.lit;
  }
  return text;
}

class Lexer {
  private i = 0;
  private line: number;
  private pendingHeredocs: {delimiter: string; expand: boolean; token: {heredoc: Word; line: number}}[] = [];
  readonly tokens: Token[] = [];

  constructor(
    private readonly src: string,
    firstLine: number,
  ) {
    this.line = firstLine;
  }

  run(): Token[] {
    while (this.i < this.src.length) {
      const c = this.src[this.i];
      if (c === ' ' || c === '\t') {
        this.i++;
      } else if (c === '\\' && this.src[this.i + 1] === '\n') {
        this.i += 2;
        this.line++;
      } else if (c === '#') {
        while (this.i < this.src.length && this.src[this.i] !== '\n') this.i++;
      } else if (c === '\n') {
        this.tokens.push({operator: '\n', line: this.line});
        this.i++;
        this.line++;
        this.readHeredocBodies();
      } else {
        const op = OPERATORS.find((o) => o !== '\n' && this.src.startsWith(o, this.i));
        if (op === '<<') this.heredoc();
        else if (op) {
          this.tokens.push({operator: op, line: this.line});
          this.i += op.length;
        } else this.tokens.push({word: this.word()});
      }
    }
    if (this.pendingHeredocs.length) throw new UnsupportedShell('heredoc sin cerrar', this.line);
    return this.tokens;
  }

  private heredoc(): void {
    const line = this.line;
    this.i += 2;
    while (this.src[this.i] === ' ') this.i++;
    const m = /^(['"]?)([A-Za-z_]\w*)\1/.exec(this.src.slice(this.i));
    if (!m) throw new UnsupportedShell('heredoc sin delimitador', line);
    this.i += m[0].length;
    const token = {heredoc: {parts: [], bare: false, line}, line};
    this.tokens.push(token);
    this.pendingHeredocs.push({delimiter: m[2], expand: !m[1], token});
  }

  private readHeredocBodies(): void {
    for (const pending of this.pendingHeredocs) {
      const startLine = this.line;
      const lines: string[] = [];
      for (;;) {
        if (this.i >= this.src.length)
          throw new UnsupportedShell(`falta ${pending.delimiter} al final del heredoc`, startLine);
        const end = this.src.indexOf('\n', this.i);
        const text = this.src.slice(this.i, end === -1 ? this.src.length : end);
        this.i = end === -1 ? this.src.length : end + 1;
        this.line++;
        if (text === pending.delimiter) break;
        lines.push(text + '\n');
      }
      const body = lines.join('');
      pending.token.heredoc.parts = pending.expand ? expandDoubleQuoted(body, startLine, false) : [{lit: body}];
    }
    this.pendingHeredocs = [];
  }

  private word(): Word {
    const startLine = this.line;
    const parts: WordPart[] = [];
    let bare = true;
    const push = (part: WordPart) => {
      const last = parts[parts.length - 1];
      if ('lit' in part && last && 'lit' in last) last.lit += part.lit;
      else parts.push(part);
    };
    while (this.i < this.src.length) {
      const c = this.src[this.i];
      if (c === ' ' || c === '\t' || c === '\n') break;
      if (OPERATORS.some((o) => o !== '\n' && this.src.startsWith(o, this.i))) break;
      if (c === "'") {
        bare = false;
        const end = this.src.indexOf("'", this.i + 1);
        if (end === -1) throw new UnsupportedShell('comilla simple sin cerrar', this.line);
        const text = this.src.slice(this.i + 1, end);
        this.line += text.split('\n').length - 1;
        push({lit: text});
        this.i = end + 1;
      } else if (c === '"') {
        bare = false;
        const end = findClosingDoubleQuote(this.src, this.i + 1);
        if (end === -1) throw new UnsupportedShell('comilla doble sin cerrar', this.line);
        const text = this.src.slice(this.i + 1, end);
        for (const part of expandDoubleQuoted(text, this.line, true)) push(part);
        this.line += text.split('\n').length - 1;
        this.i = end + 1;
      } else if (c === '\\') {
        push({lit: this.src[this.i + 1] ?? ''});
        this.i += 2;
      } else if (c === '$') {
        const {part, length} = dollar(this.src, this.i, this.line);
        push(part);
        this.i += length;
      } else if (c === '`') {
        throw new UnsupportedShell('comillas invertidas: usa $(…)', this.line);
      } else {
        push({lit: c});
        this.i++;
      }
    }
    return {parts, bare, line: startLine};
  }
}

function findClosingDoubleQuote(src: string, from: number): number {
  for (let i = from; i < src.length; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === '"') return i;
    else if (src[i] === '$' && src[i + 1] === '(') i = matchingParen(src, i + 1) ?? src.length;
  }
  return -1;
}

function matchingParen(src: string, open: number): number | undefined {
  let depth = 0;
  let quote: string | undefined;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return undefined;
}

function dollar(src: string, i: number, line: number): {part: WordPart; length: number} {
  const rest = src.slice(i + 1);
  if (rest.startsWith('((')) throw new UnsupportedShell('aritmética $((…))', line);
  if (rest.startsWith('(')) {
    const close = matchingParen(src, i + 1);
    if (close === undefined) throw new UnsupportedShell('$( sin cerrar', line);
    return {part: {sub: src.slice(i + 2, close), line}, length: close - i + 1};
  }
  const braced = /^\{([A-Za-z_]\w*)\}/.exec(rest);
  if (braced) return {part: {var: braced[1]}, length: braced[0].length + 1};
  // `${NAME:-default}` (a base URL the reader may have exported) and `${NAME:?message}` (a value without which the
  // command must not run: the shell stops it, even inside double quotes). The word is plain text.
  const operand = /^\{([A-Za-z_]\w*):([-?])([^}$`"'\\]*)\}/.exec(rest);
  if (operand) {
    const [whole, name, kind, word] = operand;
    return {part: kind === '-' ? {var: name, fallback: word} : {var: name, required: word}, length: whole.length + 1};
  }
  if (rest.startsWith('{')) throw new UnsupportedShell(`expansión ${rest.slice(0, rest.indexOf('}') + 1)}`, line);
  const name = /^([A-Za-z_]\w*|[0-9])/.exec(rest);
  if (name) return {part: {var: name[1]}, length: name[0].length + 1};
  return {part: {lit: '$'}, length: 1};
}

/** Inside double quotes (or an unquoted heredoc): `$NAME`, `${NAME}`, `$(…)` and the escapes `\" \\ \$`. */
function expandDoubleQuoted(text: string, line: number, quoteEscapes: boolean): WordPart[] {
  const parts: WordPart[] = [];
  let lit = '';
  let current = line;
  for (let i = 0; i < text.length;) {
    const c = text[i];
    if (c === '\\' && (quoteEscapes ? '"\\$`\n' : '\\$`').includes(text[i + 1])) {
      if (text[i + 1] !== '\n') lit += text[i + 1];
      i += 2;
    } else if (c === '$') {
      const {part, length} = dollar(text, i, current);
      if ('lit' in part) lit += part.lit;
      else {
        if (lit) parts.push({lit});
        lit = '';
        parts.push(part);
      }
      i += length;
    } else if (c === '`') {
      throw new UnsupportedShell('comillas invertidas: usa $(…)', current);
    } else {
      if (c === '\n') current++;
      lit += c;
      i++;
    }
  }
  if (lit) parts.push({lit});
  return parts;
}

// ---------------------------------------------------------------------------------------------------------------
// Statements

interface Redirect {
  kind: '>' | '>>' | '<' | '<<<' | '<<';
  target: Word;
}
interface Command {
  assignments: {name: string; value: Word}[];
  words: Word[];
  redirects: Redirect[];
  line: number;
}
type Statement = {pipeline: Command[]; line: number} | {fn: string; body: Statement[]; line: number};

/** `NAME=value` as one word: the name and the value's word. */
function splitAssignment(word: Word): {name: string; value: Word} | undefined {
  const [head, ...tail] = word.parts;
  if (!head || !('lit' in head)) return undefined;
  const m = /^([A-Za-z_]\w*)=/.exec(head.lit);
  if (!m) return undefined;
  const rest = head.lit.slice(m[0].length);
  return {name: m[1], value: {parts: rest ? [{lit: rest}, ...tail] : tail, bare: false, line: word.line}};
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  statements(until?: string): Statement[] {
    const out: Statement[] = [];
    for (;;) {
      this.skipSeparators();
      const t = this.tokens[this.i];
      if (!t) {
        if (until) throw new UnsupportedShell(`falta «${until}»`, this.lastLine());
        return out;
      }
      if (until && 'word' in t && t.word.bare && literal(t.word) === until) {
        this.i++;
        return out;
      }
      out.push(this.statement());
    }
  }

  private lastLine(): number {
    const t = this.tokens[this.tokens.length - 1];
    return t ? ('word' in t ? t.word.line : t.line) : 0;
  }

  private skipSeparators(): void {
    for (;;) {
      const t = this.tokens[this.i];
      if (t && 'operator' in t && (t.operator === '\n' || t.operator === ';')) this.i++;
      else return;
    }
  }

  private statement(): Statement {
    const first = this.tokens[this.i];
    const next = this.tokens[this.i + 1];
    const after = this.tokens[this.i + 2];
    if (
      'word' in first &&
      next &&
      'operator' in next &&
      next.operator === '(' &&
      after &&
      'operator' in after &&
      after.operator === ')'
    ) {
      const name = literal(first.word);
      if (!name || !/^[A-Za-z_]\w*$/.test(name)) throw new UnsupportedShell('nombre de función', first.word.line);
      this.i += 3;
      this.skipNewlines();
      const brace = this.tokens[this.i];
      if (!brace || !('word' in brace) || literal(brace.word) !== '{') {
        throw new UnsupportedShell('una función se escribe name() { …; }', first.word.line);
      }
      this.i++;
      return {fn: name, body: this.statements('}'), line: first.word.line};
    }
    const pipeline: Command[] = [this.command()];
    for (;;) {
      const t = this.tokens[this.i];
      if (t && 'operator' in t && t.operator === '|') {
        this.i++;
        this.skipNewlines();
        pipeline.push(this.command());
      } else break;
    }
    const t = this.tokens[this.i];
    if (t && 'operator' in t && t.operator !== '\n' && t.operator !== ';') {
      throw new UnsupportedShell(`operador «${t.operator}»`, t.line);
    }
    return {pipeline, line: pipeline[0].line};
  }

  private skipNewlines(): void {
    for (;;) {
      const t = this.tokens[this.i];
      if (t && 'operator' in t && t.operator === '\n') this.i++;
      else return;
    }
  }

  private command(): Command {
    const start = this.tokens[this.i];
    const line = start ? ('word' in start ? start.word.line : start.line) : 0;
    const command: Command = {assignments: [], words: [], redirects: [], line};
    for (;;) {
      const t = this.tokens[this.i];
      if (!t) break;
      if ('heredoc' in t) {
        command.redirects.push({kind: '<<', target: t.heredoc});
        this.i++;
      } else if ('operator' in t) {
        if (t.operator === '>' || t.operator === '>>' || t.operator === '<' || t.operator === '<<<') {
          const target = this.tokens[this.i + 1];
          if (!target || !('word' in target)) throw new UnsupportedShell(`«${t.operator}» sin destino`, t.line);
          command.redirects.push({kind: t.operator, target: target.word});
          this.i += 2;
        } else break;
      } else {
        const text = literal(t.word) ?? '';
        if (command.words.length === 0 && t.word.bare && (text === '}' || text === '{')) break;
        const assignment = command.words.length === 0 ? splitAssignment(t.word) : undefined;
        if (assignment) command.assignments.push(assignment);
        else command.words.push(t.word);
        this.i++;
      }
    }
    if (!command.words.length && !command.assignments.length) throw new UnsupportedShell('comando vacío', line);
    return command;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// From statements to operations

/** The sandbox base URL every page calls (its one home is config/links.ts). */
export const SANDBOX_API_BASE = links.sandboxApiBaseUrl;

/** Base URLs the steps may call: the sandbox, and the local simulator (`npm run sandbox`) that stands in for it. */
export const API_BASES = [SANDBOX_API_BASE, 'http://127.0.0.1:4010/v1'];

/**
 * How a step makes an Idempotency-Key: OpenSSL is on macOS, on Linux wherever curl speaks HTTPS (Debian's
 * ca-certificates depends on it), on WSL and in Git for Windows; `uuidgen` is missing from stock Debian. Kept in
 * an assignment, so a missing openssl leaves the variable empty and `${IDEM:?…}` stops the command that uses it.
 */
const RANDOM_KEY = 'IDEM=$(openssl rand -hex 16)';

/** Values the page shows only as a placeholder for the reader's own (`"sk_test_..."`). */
const PLACEHOLDER = /(\.\.\.|…)/;

/** Commands whose only effect is to show something on the reader's screen or disk outside the API. */
const LOCAL_COMMANDS = new Set(['echo', 'printf', 'sha256sum', 'open', 'cat']);

interface Scope {
  functions: Map<string, Statement[]>;
  /** Positional parameters of the function being expanded. */
  positional?: Template[];
}

/**
 * A command as a tool's compiler sees it: its words after the name, the variables in scope, the variable holding
 * what is piped in, and whether a caller uses its output (`$(…)`, a pipe or an assignment).
 */
interface Invocation {
  command: Command;
  args: Word[];
  scope: Scope;
  stdin: string | undefined;
  wanted: boolean;
}

class Compiler {
  readonly ops: Operation[] = [];
  private temp = 0;

  constructor(private readonly functions: Map<string, Statement[]>) {}

  private fresh(): string {
    return `tmp:${++this.temp}`;
  }

  run(statements: Statement[], scope: Scope): void {
    for (const statement of statements) {
      if ('fn' in statement) {
        scope.functions.set(statement.fn, statement.body);
        continue;
      }
      this.pipeline(statement.pipeline, scope, false);
    }
  }

  /** Expands a word to a template, running its command substitutions first. */
  template(word: Word, scope: Scope): Template {
    const out: Template = [];
    for (const part of word.parts) {
      if ('lit' in part) out.push({lit: part.lit});
      else if ('var' in part) {
        if (/^[0-9]$/.test(part.var)) {
          if (!scope.positional) throw new UnsupportedShell(`$${part.var} fuera de una función`, word.line);
          out.push(...(scope.positional[Number(part.var) - 1] ?? []));
        } else out.push(part);
      } else out.push(...this.substitution(part.sub, part.line, scope));
    }
    return merge(out);
  }

  private substitution(script: string, line: number, scope: Scope): Template {
    if (script.trim() === 'uuidgen') {
      // Not on every system the pages address (stock Debian lacks it); curl then drops the empty header silently.
      throw new UnsupportedShell(`uuidgen no viene en todos los sistemas: usa ${RANDOM_KEY}`, line);
    }
    if (script.trim() === 'openssl rand -hex 16') {
      throw new UnsupportedShell(
        `$(openssl rand -hex 16) dentro de otra palabra: guárdalo antes en una variable (${RANDOM_KEY}) ` +
          'y úsala como ${IDEM:?…}, para que sin openssl el paso se detenga',
        line,
      );
    }
    const date = /^date \+(\S+)$/.exec(script.trim());
    if (date) {
      // Only fields whose value does not depend on the reader's locale or time zone name.
      if (/%[^YmdHMS]|%$/.test(date[1]))
        throw new UnsupportedShell(`date +${date[1]}: formato fuera de %Y %m %d %H %M %S`, line);
      return [{date: date[1]}];
    }
    const statements = new Parser(new Lexer(script, line).run()).statements();
    if (statements.length !== 1 || 'fn' in statements[0]) {
      throw new UnsupportedShell('$(…) con más de un comando', line);
    }
    const out = this.pipeline(statements[0].pipeline, scope, true);
    if (!out) throw new UnsupportedShell('$(…) sin salida', line);
    return [{var: out}];
  }

  /** Runs a pipeline; returns the variable holding its output when `capture` is set. */
  pipeline(commands: Command[], scope: Scope, capture: boolean): string | undefined {
    if (commands.length === 1 && !commands[0].words.length) {
      for (const {name, value} of commands[0].assignments) this.assign(name, value, scope, commands[0].line);
      return undefined;
    }
    let stdin: string | undefined;
    for (let n = 0; n < commands.length; n++) {
      const command = commands[n];
      const last = n === commands.length - 1;
      const redirectOut = command.redirects.find((r) => r.kind === '>' || r.kind === '>>');
      const wanted = !last || capture || Boolean(redirectOut);
      if (command.assignments.length) throw new UnsupportedShell('asignación antes de un comando', command.line);
      let out = this.command(command, scope, stdin, wanted);
      if (redirectOut) {
        const file = literal(redirectOut.target);
        if (!file) throw new UnsupportedShell('redirección a un nombre calculado', command.line);
        if (out) {
          if (redirectOut.kind === '>>') throw new UnsupportedShell('«>>» a un archivo', command.line);
          this.ops.push({op: 'set', name: `file:${file}`, value: [{var: out}], line: command.line});
        }
        out = undefined;
      }
      stdin = out;
      if (!out && !last) {
        // What follows reads the output of a command that only shows something: it only shows something too.
        this.local(commands.slice(n + 1), command.line);
        return undefined;
      }
    }
    return stdin;
  }

  private local(commands: Command[], line: number): void {
    for (const c of commands) {
      const name = c.words[0] && literal(c.words[0]);
      if (!name || !(LOCAL_COMMANDS.has(name) || name === 'jq' || name === 'tee')) {
        throw new UnsupportedShell(`«${name ?? '?'}» tras un comando sin salida`, c.line);
      }
    }
    this.ops.push({op: 'local', command: commands.map((c) => c.words.map(show).join(' ')).join(' | '), line});
  }

  private assign(name: string, value: Word, scope: Scope, line: number): void {
    const text = literal(value);
    if (text !== undefined && PLACEHOLDER.test(text)) {
      this.ops.push({op: 'input', name, line});
      return;
    }
    const [only] = value.parts;
    if (value.parts.length === 1 && 'sub' in only && only.sub.trim() === 'openssl rand -hex 16') {
      this.ops.push({op: 'set', name, value: [{random: true}], line});
      return;
    }
    this.ops.push({op: 'set', name, value: this.template(value, scope), line});
  }

  private command(command: Command, scope: Scope, stdin: string | undefined, wanted: boolean): string | undefined {
    const name = literal(command.words[0]);
    if (name === undefined) throw new UnsupportedShell('nombre de comando calculado', command.line);
    const args = command.words.slice(1);
    if (name === 'export' || name === 'local') {
      for (const arg of args) {
        const assignment = splitAssignment(arg);
        if (!assignment) throw new UnsupportedShell(`${name} sin asignación`, command.line);
        this.assign(assignment.name, assignment.value, scope, command.line);
      }
      return undefined;
    }
    if (name === 'set' && args.every((a) => /^-[euxo]+$|^pipefail$/.test(literal(a) ?? ''))) return undefined;
    const fn = scope.functions.get(name);
    if (fn) return this.call(fn, args, scope, command.line, wanted);
    if (name === 'curl') return this.curl({command, args, scope, stdin, wanted});
    if (name === 'jq') return this.jq({command, args, scope, stdin, wanted});
    if (name === 'tee') {
      const file = args.length === 1 ? literal(args[0]) : undefined;
      if (!file || !stdin) throw new UnsupportedShell('tee lleva un archivo y una entrada', command.line);
      this.ops.push({op: 'set', name: `file:${file}`, value: [{var: stdin}], line: command.line});
      return stdin;
    }
    if (name === 'base64') {
      // `base64 < file` or GNU's `base64 -w0 file` (no line wrapping either way).
      const from = command.redirects.find((r) => r.kind === '<');
      const flags = args.map((a) => literal(a));
      const file =
        from && !args.length ? literal(from.target) : flags[0] === '-w0' && flags.length === 2 ? flags[1] : undefined;
      if (!file) throw new UnsupportedShell('base64 se usa como base64 < archivo o base64 -w0 archivo', command.line);
      const out = this.fresh();
      this.ops.push({op: 'base64', input: file, out, line: command.line});
      return out;
    }
    if (name === 'tr') {
      // `tr -d '\n'` after base64: the runner's base64 never wraps lines, so it passes the text through.
      if (args.map((a) => literal(a)).join(' ') !== '-d \\n' || !stdin) {
        throw new UnsupportedShell("solo tr -d '\\n' tras base64", command.line);
      }
      return stdin;
    }
    if (name === 'echo' && wanted) {
      const out = this.fresh();
      const value: Template = [];
      args.forEach((a, k) => value.push(...(k ? [{lit: ' '}] : []), ...this.template(a, scope)));
      this.ops.push({op: 'set', name: out, value: merge(value), line: command.line});
      return out;
    }
    if (name === 'npm' && args.map((a) => literal(a)).join(' ') === 'run sandbox' && !wanted) {
      // Starts the local simulator: the steps that follow call it, and the runner's target already is one.
      this.ops.push({op: 'local', command: 'npm run sandbox', line: command.line});
      return undefined;
    }
    if (LOCAL_COMMANDS.has(name) && !wanted) {
      for (const a of args) this.template(a, scope);
      this.ops.push({op: 'local', command: command.words.map(show).join(' '), line: command.line});
      return undefined;
    }
    throw new UnsupportedShell(`comando «${name}»`, command.line);
  }

  private call(body: Statement[], args: Word[], scope: Scope, line: number, wanted: boolean): string | undefined {
    const inner: Scope = {functions: scope.functions, positional: args.map((a) => this.template(a, scope))};
    let out: string | undefined;
    body.forEach((statement, k) => {
      if ('fn' in statement) throw new UnsupportedShell('función dentro de una función', statement.line);
      const result = this.pipeline(statement.pipeline, inner, wanted && k === body.length - 1);
      if (k === body.length - 1) out = result;
    });
    if (wanted && !out) throw new UnsupportedShell('la función no produce salida', line);
    return out;
  }

  private curl({command, args, scope, stdin, wanted}: Invocation): string | undefined {
    let method: string | undefined;
    let url: Template | undefined;
    let body: Template | undefined;
    let get = false;
    let download: string | undefined;
    const query: Template[] = [];
    const headers: [string, Template][] = [];
    for (let k = 0; k < args.length; k++) {
      const flag = literal(args[k]);
      const value = () => {
        const next = args[++k];
        if (!next) throw new UnsupportedShell(`${flag} sin valor`, command.line);
        return next;
      };
      if (
        flag === '-s' ||
        flag === '--silent' ||
        flag === '-S' ||
        flag === '-sS' ||
        flag === '--fail-with-body' ||
        flag === '-f' ||
        flag === '--fail'
      )
        continue;
      if (flag === '-G' || flag === '--get') get = true;
      else if (flag === '-X' || flag === '--request') method = literal(value());
      else if (flag === '-o' || flag === '--output') download = literal(value());
      else if (flag === '-H' || flag === '--header') {
        const header = this.template(value(), scope);
        const first = header[0];
        const m = first && 'lit' in first ? /^([A-Za-z-]+):\s*/.exec(first.lit) : null;
        if (!m || !('lit' in first)) throw new UnsupportedShell('encabezado sin nombre', command.line);
        const rest = header.slice(1);
        // curl drops a header whose value is empty: a key from a variable goes guarded, so a failed generator stops
        // the command instead of sending it without idempotency. A fixed key (the contract's number) is literal.
        const fixed = !rest.length && first.lit.length > m[0].length;
        const guarded = first.lit === m[0] && rest.length === 1 && isRequired(rest[0]);
        if (/^idempotency-key$/i.test(m[1]) && !fixed && !guarded) {
          throw new UnsupportedShell('Idempotency-Key se envía como "Idempotency-Key: ${IDEM:?…}"', command.line);
        }
        headers.push([m[1], merge([{lit: first.lit.slice(m[0].length)}, ...header.slice(1)])]);
      } else if (flag === '-d' || flag === '--data' || flag === '--data-raw' || flag === '--data-binary') {
        const data = value();
        const text = literal(data);
        if (text === '@-') {
          const heredoc = command.redirects.find((r) => r.kind === '<<' || r.kind === '<<<');
          if (heredoc) body = this.template(heredoc.target, scope);
          else if (stdin) body = [{var: stdin}];
          else throw new UnsupportedShell('-d @- sin entrada', command.line);
        } else if (text?.startsWith('@')) body = [{var: `file:${text.slice(1)}`}];
        else if (get) query.push(this.template(data, scope));
        else body = this.template(data, scope);
      } else if (flag === '--data-urlencode') {
        query.push(encodePair(this.template(value(), scope)));
      } else if (flag?.startsWith('-')) throw new UnsupportedShell(`opción de curl ${flag}`, command.line);
      else if (url) throw new UnsupportedShell('curl con dos URL', command.line);
      else url = this.template(args[k], scope);
    }
    if (!url) throw new UnsupportedShell('curl sin URL', command.line);
    if (download) {
      // A signed file URL outside the API, saved on the reader's disk.
      if (wanted) throw new UnsupportedShell('curl -o no produce salida', command.line);
      this.ops.push({op: 'local', command: command.words.map(show).join(' '), line: command.line});
      return undefined;
    }
    if (get && body) throw new UnsupportedShell('-G con cuerpo', command.line);
    if (query.length) {
      const joined: Template = [];
      query.forEach((q, k) => joined.push({lit: k ? '&' : '?'}, ...q));
      url = merge([...url, ...joined]);
    }
    const out = this.fresh();
    this.ops.push({
      op: 'request',
      method: method ?? (body ? 'POST' : 'GET'),
      url,
      headers,
      ...(body ? {body} : {}),
      out,
      line: command.line,
    });
    return out;
  }

  private jq({command, args, scope, stdin, wanted}: Invocation): string | undefined {
    let raw = false;
    let compact = false;
    let slurp = false;
    let nullInput = false;
    const jqArgs: [string, Template][] = [];
    const positional: Word[] = [];
    for (let k = 0; k < args.length; k++) {
      const flag = literal(args[k]);
      if (flag && /^-[rcsnj]+$/.test(flag)) {
        raw ||= flag.includes('r');
        compact ||= flag.includes('c');
        slurp ||= flag.includes('s');
        nullInput ||= flag.includes('n');
      } else if (flag === '--arg' || flag === '--argjson' || flag === '--rawfile') {
        const name = args[k + 1] && literal(args[k + 1]);
        const value = args[k + 2];
        if (!name || !value) throw new UnsupportedShell(`${flag} sin nombre o valor`, command.line);
        let template: Template;
        if (flag === '--rawfile') {
          const file = literal(value);
          if (!file) throw new UnsupportedShell('--rawfile con nombre calculado', command.line);
          template = [{var: `file:${file}`}];
        } else template = this.template(value, scope);
        jqArgs.push([flag === '--argjson' ? `json:${name}` : name, template]);
        k += 2;
      } else if (flag?.startsWith('-')) throw new UnsupportedShell(`opción de jq ${flag}`, command.line);
      else positional.push(args[k]);
    }
    const filter = positional[0] && literal(positional[0]);
    if (filter === undefined) throw new UnsupportedShell('filtro de jq calculado', command.line);
    let input: Template | undefined;
    const herestring = command.redirects.find((r) => r.kind === '<<<');
    if (positional[1]) {
      const file = literal(positional[1]);
      if (!file || positional.length > 2) throw new UnsupportedShell('jq lee un solo archivo', command.line);
      input = [{var: `file:${file}`}];
    } else if (herestring) input = this.template(herestring.target, scope);
    else if (stdin) input = [{var: stdin}];
    else if (!nullInput) throw new UnsupportedShell('jq sin entrada', command.line);
    if (!wanted) {
      this.ops.push({op: 'show', filter, ...(input ? {input} : {}), args: jqArgs, slurp, line: command.line});
      return undefined;
    }
    const out = this.fresh();
    this.ops.push({
      op: 'jq',
      filter,
      ...(input ? {input} : {}),
      args: jqArgs,
      raw,
      compact,
      slurp,
      out,
      line: command.line,
    });
    return out;
  }
}

function isRequired(part: Part): boolean {
  return 'var' in part && part.required !== undefined;
}

function encodePair(pair: Template): Template {
  // Literal text is URL-encoded as curl --data-urlencode does; variables are encoded when the step runs.
  return pair.map((p) =>
    'lit' in p ? {lit: p.lit.split('=').map(encodeURIComponent).join('=')} : {...p, encode: true},
  );
}

function show(word: Word): string {
  return word.parts
    .map((p) => {
      if ('lit' in p) return p.lit;
      if ('sub' in p) return `$(${p.sub})`;
      if (p.fallback !== undefined) return `\${${p.var}:-${p.fallback}}`;
      if (p.required !== undefined) return `\${${p.var}:?${p.required}}`;
      return `$${p.var}`;
    })
    .join('');
}

function merge(parts: Template): Template {
  const out: Template = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if ('lit' in part && last && 'lit' in last) out[out.length - 1] = {lit: last.lit + part.lit};
    else if (!('lit' in part) || part.lit) out.push(part);
  }
  return out;
}

/**
 * The operations of one code block. `functions` carries the shell functions earlier blocks of the same page
 * defined, as a reader's terminal would keep them.
 */
export function compileShell(
  source: string,
  firstLine: number,
  functions = new Map<string, Statement[]>(),
): Operation[] {
  const statements = new Parser(new Lexer(source, firstLine).run()).statements();
  const compiler = new Compiler(functions);
  compiler.run(statements, {functions});
  return compiler.ops;
}

export type ShellFunctions = Map<string, Statement[]>;
export type {Part};
