/**
 * Code samples for the operation pages, generated at build time: one small template per
 * language, in the order and with the tab values the guides use (groupId "code-language").
 * Every sample reads its base URL from CUSTODIA_API (the sandbox when unset) and the key from
 * CUSTODIA_SECRET_KEY, as the step-by-step pages do, so it runs against `npm run sandbox` by setting two
 * variables; it sends the request example as JSON, embedded as a raw literal so it stays byte-for-byte valid JSON.
 */
import {links} from '../../../config/links';
import type {JsonValue} from '../../components/api/types';
import type {SampleRequest} from './model';

export interface SampleLanguage {
  /** Tab value, shared with the guides' <Tabs groupId="code-language">. */
  value: string;
  label: string;
  /** Prism language of the code block. */
  language: string;
}

export interface CodeSample extends SampleLanguage {
  code: string;
}

export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = [
  {value: 'curl', label: 'cURL', language: 'bash'},
  {value: 'ruby', label: 'Ruby', language: 'ruby'},
  {value: 'nodejs', label: 'Node.js', language: 'javascript'},
  {value: 'python', label: 'Python', language: 'python'},
  {value: 'csharp', label: 'C#', language: 'csharp'},
  {value: 'java', label: 'Java', language: 'java'},
  {value: 'php', label: 'PHP', language: 'php'},
  {value: 'go', label: 'Go', language: 'go'},
  {value: 'powershell', label: 'PowerShell', language: 'powershell'},
];

export const SECRET_ENV = 'CUSTODIA_SECRET_KEY';
export const API_ENV = 'CUSTODIA_API';
/** What a sample calls when CUSTODIA_API is unset. */
const BASE = links.sandboxApiBaseUrl;

interface Request {
  method: string;
  /** `Post`, `Get`… for APIs that spell methods that way. */
  title: string;
  /** Path and query after the base URL, `/consent-templates?limit=20`. */
  path: string;
  json?: string;
  idempotencyKey: boolean;
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : prefix + line))
    .join('\n');
}

function lines(...parts: (string | false | undefined)[]): string {
  return parts.filter((p): p is string => typeof p === 'string').join('\n');
}

/** A Python literal for a JSON value (None/True/False, trailing commas like Black). */
export function toPython(value: JsonValue, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${pad}${toPython(v, level + 1)},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${toPython(v, level + 1)},`).join('\n')}\n${end}}`;
}

const templates: Record<string, (r: Request) => string> = {
  ruby: (r) =>
    lines(
      'require "net/http"',
      r.idempotencyKey && 'require "securerandom"',
      '',
      `uri = URI("#{ENV.fetch("${API_ENV}", "${BASE}")}${r.path}")`,
      `request = Net::HTTP::${r.title}.new(uri)`,
      `request["Authorization"] = "Bearer #{ENV.fetch("${SECRET_ENV}")}"`,
      r.idempotencyKey && 'request["Idempotency-Key"] = SecureRandom.uuid',
      r.json !== undefined && 'request["Content-Type"] = "application/json"',
      r.json !== undefined && `request.body = <<~'JSON'\n${indent(r.json, '  ')}\nJSON`,
      '',
      'response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|',
      '  http.request(request)',
      'end',
      'puts response.code',
      'puts response.body',
    ),

  nodejs: (r) =>
    lines(
      `const response = await fetch(\`\${process.env.${API_ENV} ?? "${BASE}"}${r.path}\`, {`,
      `  method: "${r.method}",`,
      '  headers: {',
      `    Authorization: \`Bearer \${process.env.${SECRET_ENV}}\`,`,
      r.idempotencyKey && '    "Idempotency-Key": crypto.randomUUID(),',
      r.json !== undefined && '    "Content-Type": "application/json",',
      '  },',
      r.json !== undefined && `  body: JSON.stringify(${indent(r.json, '  ').trimStart()}),`,
      '});',
      '',
      'console.log(response.status, await response.text());',
    ),

  python: (r) =>
    lines(
      'import os',
      r.idempotencyKey && 'import uuid',
      '',
      'import requests',
      '',
      `response = requests.${r.method.toLowerCase()}(`,
      // An f-string: braces of the path are doubled to stay literal.
      `    f"{os.environ.get('${API_ENV}', '${BASE}')}${r.path.replace(/[{}]/g, '$&$&')}",`,
      '    headers={',
      `        "Authorization": f"Bearer {os.environ['${SECRET_ENV}']}",`,
      r.idempotencyKey && '        "Idempotency-Key": str(uuid.uuid4()),',
      '    },',
      r.json !== undefined && `    json=${toPython(JSON.parse(r.json) as JsonValue, 1)},`,
      '    timeout=30,',
      ')',
      'print(response.status_code, response.text)',
    ),

  // The quickstarts' convention: the key from OpenSSL, which macOS, Linux and WSL ship (uuidgen is not everywhere),
  // and a guard that stops the command when it is missing instead of sending an empty key.
  curl: (r) =>
    lines(
      r.idempotencyKey && 'IDEM=$(openssl rand -hex 16)',
      `curl -X ${r.method} "\${${API_ENV}:-${BASE}}${r.path}" \\`,
      `  -H "Authorization: Bearer $${SECRET_ENV}"` + (r.idempotencyKey || r.json !== undefined ? ' \\' : ''),
      r.idempotencyKey && '  -H "Idempotency-Key: ${IDEM:?instala openssl}"' + (r.json !== undefined ? ' \\' : ''),
      r.json !== undefined && `  -H "Content-Type: application/json" \\\n  --data-binary @- <<'JSON'\n${r.json}\nJSON`,
    ),

  csharp: (r) =>
    lines(
      'using System.Net.Http.Headers;',
      r.json !== undefined && 'using System.Text;',
      '',
      'using var client = new HttpClient();',
      `using var request = new HttpRequestMessage(`,
      `    HttpMethod.${r.title},`,
      `    $"{Environment.GetEnvironmentVariable("${API_ENV}") ?? "${BASE}"}${r.path.replace(/[{}]/g, '$&$&')}");`,
      'request.Headers.Authorization = new AuthenticationHeaderValue(',
      `    "Bearer", Environment.GetEnvironmentVariable("${SECRET_ENV}"));`,
      r.idempotencyKey && 'request.Headers.Add("Idempotency-Key", Guid.NewGuid().ToString());',
      r.json !== undefined &&
        `request.Content = new StringContent(\n    """\n${indent(r.json, '    ')}\n    """,\n    Encoding.UTF8,\n    "application/json");`,
      '',
      'using var response = await client.SendAsync(request);',
      'Console.WriteLine((int)response.StatusCode);',
      'Console.WriteLine(await response.Content.ReadAsStringAsync());',
    ),

  java: (r) =>
    lines(
      'import kong.unirest.HttpResponse;',
      'import kong.unirest.Unirest;',
      r.idempotencyKey && 'import java.util.UUID;',
      '',
      `HttpResponse<String> response = Unirest.${r.method.toLowerCase()}(`,
      `        System.getenv().getOrDefault("${API_ENV}", "${BASE}") + "${r.path}")`,
      `    .header("Authorization", "Bearer " + System.getenv("${SECRET_ENV}"))`,
      r.idempotencyKey && '    .header("Idempotency-Key", UUID.randomUUID().toString())',
      r.json !== undefined && '    .header("Content-Type", "application/json")',
      // Text blocks process escapes: double the backslashes so the JSON arrives unchanged.
      r.json !== undefined && `    .body("""\n${indent(r.json.replace(/\\/g, '\\\\'), '        ')}\n        """)`,
      '    .asString();',
      '',
      'System.out.println(response.getStatus());',
      'System.out.println(response.getBody());',
    ),

  php: (r) =>
    lines(
      '<?php',
      '',
      `$ch = curl_init((getenv('${API_ENV}') ?: '${BASE}') . '${r.path}');`,
      'curl_setopt_array($ch, [',
      `    CURLOPT_CUSTOMREQUEST => '${r.method}',`,
      '    CURLOPT_RETURNTRANSFER => true,',
      '    CURLOPT_HTTPHEADER => [',
      `        'Authorization: Bearer ' . getenv('${SECRET_ENV}'),`,
      r.idempotencyKey && "        'Idempotency-Key: ' . bin2hex(random_bytes(16)),",
      r.json !== undefined && "        'Content-Type: application/json',",
      '    ],',
      r.json !== undefined && `    CURLOPT_POSTFIELDS => <<<'JSON'\n${indent(r.json, '        ')}\n        JSON,`,
      ']);',
      '',
      '$response = curl_exec($ch);',
      'echo curl_getinfo($ch, CURLINFO_HTTP_CODE), PHP_EOL, $response, PHP_EOL;',
      'curl_close($ch);',
    ),

  go: (r) => {
    const imports = ['cmp', 'fmt', 'io', 'net/http', 'os'];
    if (r.idempotencyKey) imports.push('crypto/rand');
    if (r.json !== undefined) imports.push('strings');
    imports.sort();
    // Raw strings cannot hold a backquote: close, concatenate one, reopen.
    const raw = r.json === undefined ? '' : '`' + r.json.replace(/`/g, '` + "`" + `') + '`';
    return lines(
      'package main',
      '',
      'import (',
      ...imports.map((name) => `\t"${name}"`),
      ')',
      '',
      'func main() {',
      r.json !== undefined && `\tbody := strings.NewReader(${raw})\n`,
      `\turl := cmp.Or(os.Getenv("${API_ENV}"), "${BASE}") + "${r.path}"`,
      `\treq, err := http.NewRequest(http.Method${r.title}, url, ${r.json !== undefined ? 'body' : 'nil'})`,
      '\tif err != nil {',
      '\t\tpanic(err)',
      '\t}',
      `\treq.Header.Set("Authorization", "Bearer "+os.Getenv("${SECRET_ENV}"))`,
      r.idempotencyKey && '\treq.Header.Set("Idempotency-Key", rand.Text())',
      r.json !== undefined && '\treq.Header.Set("Content-Type", "application/json")',
      '',
      '\tres, err := http.DefaultClient.Do(req)',
      '\tif err != nil {',
      '\t\tpanic(err)',
      '\t}',
      '\tdefer res.Body.Close()',
      '',
      '\tout, _ := io.ReadAll(res.Body)',
      '\tfmt.Println(res.StatusCode, string(out))',
      '}',
    );
  },

  // The guides' rule for PowerShell: name the version (Windows PowerShell 5.1 reads a response without a charset as
  // ISO-8859-1) and send the body as UTF-8 bytes, whatever the version does with a string.
  powershell: (r) =>
    lines(
      '# PowerShell 7 o posterior',
      '$headers = @{',
      `    Authorization = "Bearer $env:${SECRET_ENV}"`,
      r.idempotencyKey && '    "Idempotency-Key" = [guid]::NewGuid().ToString()',
      '}',
      r.json !== undefined && `$body = @'\n${r.json}\n'@`,
      '',
      `$uri = "$($env:${API_ENV} ?? '${BASE}')${r.path}"`,
      `$response = Invoke-RestMethod -Method ${r.title} -Uri $uri -Headers $headers` +
        (r.json !== undefined
          ? ' `\n    -ContentType "application/json; charset=utf-8" -Body ([Text.Encoding]::UTF8.GetBytes($body))'
          : ''),
      '$response | ConvertTo-Json -Depth 10',
    ),
};

export function renderCodeSamples(sample: SampleRequest): CodeSample[] {
  const method = sample.method.toUpperCase();
  // Samples are written against the sandbox's URL; the base is swapped for the variable that overrides it.
  if (!sample.url.startsWith(BASE)) throw new Error(`El ejemplo de ${method} ${sample.url} no parte de ${BASE}`);
  const request: Request = {
    method,
    title: method[0] + method.slice(1).toLowerCase(),
    path: sample.url.slice(BASE.length),
    json: sample.body === undefined ? undefined : JSON.stringify(sample.body, null, 2),
    idempotencyKey: sample.idempotencyKey,
  };
  return SAMPLE_LANGUAGES.map((language) => ({...language, code: templates[language.value](request)}));
}
