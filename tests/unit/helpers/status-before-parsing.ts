// Finds code samples that read a response body as JSON before looking at the HTTP status or the content type.

/**
 * A proxy or load balancer in front of the API answers a 502 or 504 with an HTML page: a sample that parses the body
 * first fails with a JSON syntax error and hides the status. So, in every sample, a body is read as JSON only after
 * the status was checked; an error body (inside a failure branch, or after `if ok return`) only after the content
 * type says it is JSON.
 */
export type Rules = {
  /** A line that obtains a response; group 1 names it. */
  request: RegExp;
  /** Reading a body as JSON (the response's, or text read from it). */
  parse: (v: string) => RegExp;
  /** Request and parse in one expression: the status is never looked at. */
  chained: RegExp;
  status: (v: string) => RegExp;
  failure: (v: string) => RegExp;
  success: (v: string) => RegExp;
  contentType: (v: string) => RegExp;
};

const esc = (s: string) => s.replace(/[$.]/g, '\\$&');

export const RULES: Record<string, Rules> = {
  javascript: {
    request: /\b(\w+) = await fetch\(/,
    parse: (v) => new RegExp(`\\b${v}\\.json\\(\\)|\\bJSON\\.parse\\(`),
    chained: /\)\)\.json\(\)|\.then\(\(?(\w+)\)? => \1\.json\(\)\)/,
    status: (v) => new RegExp(`\\b${v}\\.(ok|status)\\b`),
    failure: (v) => new RegExp(`!\\s*${v}\\.ok\\b|${v}\\.status >= [34]00`),
    success: (v) => new RegExp(`\\(\\s*${v}\\.ok\\s*\\)`),
    contentType: (v) => new RegExp(`${v}\\.headers\\.get\\(["']content-type["']\\)`, 'i'),
  },
  python: {
    request: /\b(\w+) = (?:requests|\w*[Ss]ession|[A-Z]|self\.\w+)\.(?:get|post|patch|put|delete|request)\(/,
    parse: (v) => new RegExp(`\\b${v}\\.json\\(\\)|json\\.loads\\(${v}\\.(text|content)`),
    chained: /\)\.json\(\)/,
    status: (v) => new RegExp(`\\b${v}\\.(ok|status_code|raise_for_status)\\b`),
    failure: (v) => new RegExp(`not ${v}\\.ok\\b|${v}\\.status_code >= [34]00`),
    success: (v) => new RegExp(`if ${v}\\.ok:`),
    contentType: (v) => new RegExp(`${v}\\.headers(\\.get\\(|\\[)["']content-type["']`, 'i'),
  },
  go: {
    request: /\b(\w+), err :?= .*\.(?:Do|Get|Post)\(/,
    parse: (v) => new RegExp(`json\\.NewDecoder\\(${v}\\.Body\\)|json\\.Unmarshal\\(`),
    chained: /(?!)/,
    status: (v) => new RegExp(`\\b${v}\\.StatusCode\\b`),
    failure: (v) => new RegExp(`${v}\\.StatusCode (>=|>) [23]\\d\\d|${v}\\.StatusCode != (200|http\\.StatusOK)`),
    success: (v) => new RegExp(`${v}\\.StatusCode < 300|${v}\\.StatusCode == (200|http\\.StatusOK)`),
    contentType: (v) => new RegExp(`${v}\\.Header\\.Get\\("Content-Type"\\)`),
  },
  ruby: {
    request: /\b(\w+) = (?:Net::HTTP\.(?:start|get_response|post)|\w+\.request)\(/,
    parse: (v) => new RegExp(`JSON\\.parse\\(${v}\\.body`),
    chained: /JSON\.parse\(Net::HTTP/,
    status: (v) => new RegExp(`\\b${v}\\.(is_a\\?|kind_of\\?|code)\\b`),
    failure: (v) => new RegExp(`unless ${v}\\.is_a\\?|!${v}\\.is_a\\?`),
    success: (v) => new RegExp(`if ${v}\\.is_a\\?\\(Net::HTTPSuccess\\)`),
    contentType: (v) => new RegExp(`${v}\\[["']Content-Type["']\\]|${v}\\.content_type`),
  },
  csharp: {
    request: /\b(\w+) = await \w+\.(?:SendAsync|GetAsync|PostAsync|PostAsJsonAsync|PatchAsync|DeleteAsync)\(/,
    parse: (v) =>
      new RegExp(`${v}\\.Content\\.ReadFromJsonAsync|(JsonDocument|JsonNode)\\.Parse\\(|JsonSerializer\\.Deserialize`),
    chained: /(?!)/,
    status: (v) => new RegExp(`\\b${v}\\.(IsSuccessStatusCode|StatusCode|EnsureSuccessStatusCode)\\b`),
    failure: (v) => new RegExp(`!${v}\\.IsSuccessStatusCode`),
    success: (v) => new RegExp(`\\(${v}\\.IsSuccessStatusCode\\)`),
    contentType: (v) => new RegExp(`${v}\\.Content\\.Headers\\.ContentType`),
  },
  php: {
    // curl_exec returns the body: the status comes after, from curl_getinfo.
    request: /(\$\w+) = curl_exec\(|curl_exec\((\$\w+)\)/,
    parse: () => /json_decode\(/,
    chained: /json_decode\(curl_exec\(/,
    status: () => /CURLINFO_(RESPONSE|HTTP)_CODE|\$status\b/,
    failure: () => /\$status >= [34]00|CURLINFO_\w+_CODE\) >= [34]00/,
    success: () => /\$status < 300/,
    contentType: () => /CURLINFO_CONTENT_TYPE/,
  },
  java: {
    request: /HttpResponse<\w+> (\w+) =/,
    parse: (v) => new RegExp(`(readTree|readValue)\\(${v}\\.body\\(\\)`),
    chained: /(?!)/,
    status: (v) => new RegExp(`\\b${v}\\.statusCode\\(\\)`),
    failure: (v) => new RegExp(`${v}\\.statusCode\\(\\) >= [34]00`),
    success: (v) => new RegExp(`${v}\\.statusCode\\(\\) < 300`),
    contentType: (v) => new RegExp(`${v}\\.headers\\(\\)\\.firstValue\\("Content-Type"\\)`, 'i'),
  },
};

const EXIT = /\b(throw|return|raise|abort|halt|exit|die|panic|log\.Fatal\w*|sys\.exit|Results\.Problem)\b/;
const indentOf = (line: string) => line.length - line.trimStart().length;
const isBraceOnly = (line: string) => /^\s*[{}]\s*$/.test(line);

/** The problems of one code sample, as «line: what» (line counted from the opening fence). */
export function parseBeforeStatusProblems(code: string, lang: string): string[] {
  const r = RULES[lang];
  const lines = code.split('\n');
  const out: string[] = [];
  let v: string | null = null;
  let checked = false;
  let typed = false;
  // Indentation of a failure branch being read (lines deeper than it are inside), and of the code that runs only
  // when an `if ok return` did not return (lines as deep or deeper).
  let failureBranch: number | null = null;
  let afterSuccessExit: {indent: number; from: number} | null = null;

  lines.forEach((line, i) => {
    if (!line.trim()) return;
    const ind = indentOf(line);
    if (failureBranch !== null && ind <= failureBranch && !isBraceOnly(line)) failureBranch = null;
    if (afterSuccessExit !== null && i >= afterSuccessExit.from && ind < afterSuccessExit.indent)
      afterSuccessExit = null;

    const req = r.request.exec(line);
    if (req) {
      v = esc(req[1] ?? req[2]);
      checked = false;
      typed = false;
      failureBranch = null;
      afterSuccessExit = null;
    }
    if (r.chained.test(line)) out.push(`${i + 1}: reads the body as JSON in the same expression as the request`);
    if (v === null) return;

    const status = r.status(v).exec(line);
    if (r.contentType(v).test(line)) typed = true;
    const parse = r.parse(v).exec(line);
    if (parse && !r.chained.test(line)) {
      const failure = r.failure(v).exec(line);
      const statusBefore = checked || (status !== null && status.index < parse.index);
      const inFailure =
        (failureBranch !== null && ind > failureBranch) ||
        (afterSuccessExit !== null && i >= afterSuccessExit.from && ind >= afterSuccessExit.indent) ||
        (failure !== null && failure.index < parse.index);
      if (!statusBefore && !typed) out.push(`${i + 1}: reads the body as JSON before checking the status`);
      else if (inFailure && !typed) out.push(`${i + 1}: reads an error body as JSON without checking its content type`);
    }
    if (status) checked = true;

    if (r.failure(v).test(line) && !EXIT.test(line)) failureBranch = ind;
    if (r.success(v).test(line)) {
      // `if ok return …` on one line, or a block whose last line returns: what follows is the failure path.
      if (EXIT.test(line)) afterSuccessExit = {indent: ind, from: i + 1};
      else {
        let j = i + 1;
        let last = '';
        while (j < lines.length && (!lines[j].trim() || indentOf(lines[j]) > ind || isBraceOnly(lines[j]))) {
          if (lines[j].trim() && !isBraceOnly(lines[j])) last = lines[j];
          j++;
        }
        if (EXIT.test(last)) afterSuccessExit = {indent: ind, from: j};
      }
    }
  });
  return out;
}
