// The guides' code samples look at the HTTP status (or the content type) before they read a response body as JSON:
// a proxy's 502 or 504 is an HTML page, and parsing it first hides the status behind a JSON syntax error.
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {codeBlocks, guidePages} from './helpers/guide-pages';
import {parseBeforeStatusProblems, RULES} from './helpers/status-before-parsing';
import {renderCodeSamples} from '../../src/plugins/openapi/codeSamples';

const pages = guidePages().map((file) => ({file, source: fs.readFileSync(file, 'utf8')}));

describe('code samples check the status before reading the body as JSON', () => {
  for (const lang of Object.keys(RULES)) {
    it(`${lang}: no sample parses a body before checking the status or the content type`, () => {
      const blocks = pages.flatMap(({file, source}) => codeBlocks(source, lang).map((b) => ({file, ...b})));
      expect(blocks.length).toBeGreaterThan(5);
      const problems = blocks.flatMap(({file, line, code}) =>
        parseBeforeStatusProblems(code, lang).map((p) => `${file}:${line}+${p}`),
      );
      expect(problems).toEqual([]);
    });
  }

  it('the check catches, per language, a body parsed first, an error body parsed blindly and a chained parse', () => {
    const bad: Record<string, string[]> = {
      javascript: [
        'const res = await fetch(url);\nconst body = await res.json();\nif (!res.ok) throw new Error(body.error.code);',
        'const res = await fetch(url);\nif (!res.ok) {\n  const {error} = await res.json();\n  throw new Error(error.code);\n}',
        'const res = await fetch(url);\nif (res.ok) return res.json();\nconst {error} = await res.json();',
        'const page = await (await fetch(url)).json();',
      ],
      python: [
        'r = requests.get(url, timeout=10)\nbody = r.json()\nif not r.ok:\n    raise RuntimeError(body)',
        'r = requests.get(url, timeout=10)\nif r.ok:\n    return r.json()\nerror = r.json()["error"]',
        'page = requests.get(url, timeout=10).json()',
        'S = requests.Session()\nr = S.get(url, timeout=10)\ndata = r.json()\nif not r.ok:\n    sys.exit(data)',
      ],
      go: [
        'res, err := http.DefaultClient.Do(req)\njson.NewDecoder(res.Body).Decode(&out)\nif res.StatusCode >= 300 {',
        'res, err := http.DefaultClient.Do(req)\nif res.StatusCode >= 300 {\n\tjson.NewDecoder(res.Body).Decode(&e)\n}',
      ],
      ruby: [
        'res = Net::HTTP.start(uri.host) { |h| h.request(req) }\nbody = JSON.parse(res.body)\nraise "x" unless res.is_a?(Net::HTTPSuccess)',
      ],
      csharp: [
        'using var res = await http.SendAsync(req);\nvar doc = JsonDocument.Parse(await res.Content.ReadAsStringAsync());\nif (!res.IsSuccessStatusCode)',
        'var res = await http.SendAsync(req);\nif (!res.IsSuccessStatusCode)\n{\n    var e = await res.Content.ReadFromJsonAsync<JsonElement>();\n}',
      ],
      php: ['$body = json_decode(curl_exec($ch), true);\n$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);'],
      java: [
        'HttpResponse<String> res = http.send(req, ofString());\nJsonNode body = JSON.readTree(res.body());\nif (res.statusCode() >= 300) {',
      ],
    };
    for (const [lang, samples] of Object.entries(bad)) {
      for (const sample of samples)
        expect(parseBeforeStatusProblems(sample, lang), `${lang}: ${sample}`).toHaveLength(1);
    }
    const good: Record<string, string> = {
      javascript:
        'const res = await fetch(url);\nif (!res.ok) throw new Error(`${res.status} ${await res.text()}`);\nconst body = await res.json();',
      python: 'r = requests.get(url, timeout=10)\nr.raise_for_status()\nbody = r.json()',
      go: 'res, err := http.DefaultClient.Do(req)\nif res.StatusCode >= 300 {\n\tmsg, _ := io.ReadAll(res.Body)\n\tlog.Fatalf("%d %s", res.StatusCode, msg)\n}\njson.NewDecoder(res.Body).Decode(&out)',
      ruby: 'res = Net::HTTP.start(uri.host) { |h| h.request(req) }\nraise "#{res.code} #{res.body}" unless res.is_a?(Net::HTTPSuccess)\nbody = JSON.parse(res.body)',
      csharp:
        'using var res = await http.SendAsync(req);\nif (!res.IsSuccessStatusCode)\n    throw new Exception(await res.Content.ReadAsStringAsync());\nvar doc = JsonDocument.Parse(await res.Content.ReadAsStringAsync());',
      php: '$raw = curl_exec($ch);\n$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);\nif ($status >= 300) throw new RuntimeException("$status $raw");\n$body = json_decode($raw, true);',
      java: 'HttpResponse<String> res = http.send(req, ofString());\nif (res.statusCode() >= 300) throw new RuntimeException(res.body());\nJsonNode body = JSON.readTree(res.body());',
    };
    for (const [lang, sample] of Object.entries(good))
      expect(parseBeforeStatusProblems(sample, lang), lang).toEqual([]);
  });

  it('the API reference samples the generator writes follow the same rule, and PowerShell sends UTF-8 bytes', () => {
    const generated = renderCodeSamples({
      method: 'POST',
      url: 'https://sandbox.api.custodia.example/v1/consent-templates',
      idempotencyKey: true,
      body: {title: 'Uso de tus datos en tu Cuenta Corriente'},
    });
    const asGuide: Record<string, string> = {nodejs: 'javascript'};
    const checked = generated.filter((s) => RULES[asGuide[s.value] ?? s.value]);
    expect(checked.map((s) => s.value)).toEqual(['ruby', 'nodejs', 'python', 'csharp', 'java', 'php', 'go']);
    for (const s of checked)
      expect(parseBeforeStatusProblems(s.code, asGuide[s.value] ?? s.value), s.value).toEqual([]);
    const powershell = generated.find((s) => s.value === 'powershell')!.code;
    expect(powershell).toContain('PowerShell 7');
    expect(powershell).toContain('charset=utf-8');
    expect(powershell).toContain('[Text.Encoding]::UTF8.GetBytes($body)');
  });
});
