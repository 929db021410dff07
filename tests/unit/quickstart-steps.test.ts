// The step reader runs what a curl tab shows, refuses what it cannot run, and names the page, step and error body.
import {describe, expect, test} from 'vitest';
import {extractQuickstart, QuickstartExtractError} from '../../src/lib/quickstarts/extract';
import {runJq} from '../../src/lib/quickstarts/jq';
import {runQuickstart, StepFailure, type StepRequest, type StepResponse} from '../../src/lib/quickstarts/run';

/** A page source with one section per block. */
function page(...blocks: string[]): string {
  return [
    '---',
    'title: Prueba',
    '---',
    ...blocks.flatMap((b, i) => [`## ${i + 1}. Paso`, '', '```bash', b, '```', '']),
  ].join('\n');
}

/** An API that records each request and answers with the next canned response. */
function fakeApi(...responses: StepResponse[]) {
  const requests: StepRequest[] = [];
  return {
    requests,
    request(req: StepRequest): Promise<StepResponse> {
      requests.push(req);
      return Promise.resolve(responses.shift() ?? {status: 200, body: '{}'});
    },
  };
}

const KEY = new Map([['CUSTODIA_SECRET_KEY', 'sk_test_abc']]);

describe('curl tabs become steps', () => {
  test('a value captured with jq reaches the next call, in the URL and inside a heredoc body', async () => {
    const source = page(
      `IDEM=$(openssl rand -hex 16)
export PDOC_ID=$(curl -s $API/privacy-documents \\
  -H "Authorization: Bearer $CUSTODIA_SECRET_KEY" \\
  -H "Idempotency-Key: \${IDEM:?falta openssl}" \\
  -d '{"kind": "privacy_policy"}' | jq -r .id)`,
      `curl -s $API/consent-templates -H "Authorization: Bearer $CUSTODIA_SECRET_KEY" -d @- > t.json <<EOF
{"privacy_document_id": "$PDOC_ID", "n": 1}
EOF
export USE=$(jq -r '.data_uses[1].id' t.json)
curl -s "$API/data-uses/$USE?expand=a%20b" -H "Authorization: Bearer $CUSTODIA_SECRET_KEY"`,
    );
    const api = fakeApi(
      {status: 201, body: '{"id": "pdoc_1"}'},
      {status: 201, body: '{"id": "ctpl_1", "data_uses": [{"id": "use_a"}, {"id": "use_b"}]}'},
    );
    const env = new Map([...KEY, ['API', 'https://sandbox.api.custodia.example/v1']]);
    await runQuickstart(extractQuickstart('prueba', source), env, api);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /privacy-documents',
      'POST /consent-templates',
      'GET /data-uses/use_b?expand=a%20b',
    ]);
    expect(api.requests[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(api.requests[1].body).toBe('{"privacy_document_id": "pdoc_1", "n": 1}\n');
    expect(env.get('USE')).toBe('use_b');
  });

  test('a shell function runs once per call, with its own arguments and a fresh Idempotency-Key each time', async () => {
    const source = page(`accion() {
  local IDEM=$(openssl rand -hex 16)
  curl -s https://sandbox.api.custodia.example/v1/consent-actions \\
    -H "Idempotency-Key: \${IDEM:?falta openssl}" \\
    -d "{ $2, \\"data_use_id\\": \\"$1\\" }"
}
A1=$(accion use_a '"entity": {"external_id": "X"}')
A2=$(accion use_b "\\"entity_id\\": \\"$(echo "$A1" | jq -r .entity_id)\\"")
export IDS=$(jq -sc 'map(.id)' <<< "$A1$A2")`);
    const api = fakeApi(
      {status: 201, body: '{"id": "cact_1", "entity_id": "ent_9"}'},
      {status: 201, body: '{"id": "cact_2"}'},
    );
    const env = new Map(KEY);
    await runQuickstart(extractQuickstart('prueba', source), env, api);
    expect(api.requests.map((r) => r.body)).toEqual([
      '{ "entity": {"external_id": "X"}, "data_use_id": "use_a" }',
      '{ "entity_id": "ent_9", "data_use_id": "use_b" }',
    ]);
    expect(api.requests[0].headers['Idempotency-Key']).not.toBe(api.requests[1].headers['Idempotency-Key']);
    expect(env.get('IDS')).toBe('["cact_1","cact_2"]');
  });

  test('only the cURL tab and blocks outside tabs are steps; a placeholder value is left to the prerequisites', () => {
    const source = [
      '## Antes de empezar',
      '- Una clave con los alcances `dsr:read` y `dsr:write`.',
      '```bash',
      'export CUSTODIA_SECRET_KEY="sk_test_..."',
      '```',
      '## 1. Crea',
      '<Tabs>',
      '<TabItem value="curl" label="cURL">',
      '```bash',
      'curl https://sandbox.api.custodia.example/v1/webhooks -H "Authorization: Bearer $CUSTODIA_SECRET_KEY"',
      '```',
      '</TabItem>',
      '<TabItem value="powershell" label="PowerShell">',
      '```bash',
      'Invoke-RestMethod -Uri x',
      '```',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    const parsed = extractQuickstart('prueba', source);
    expect(parsed.prerequisites).toEqual({scopes: ['dsr:read', 'dsr:write']});
    expect(parsed.steps.map((s) => s.operations.map((o) => o.op))).toEqual([['input'], ['request']]);
  });

  test('`$(date +%Y%m%d%H%M%S)` reads the clock of the API the steps call; other formats are refused', async () => {
    const source = page(
      `curl -s https://sandbox.api.custodia.example/v1/data-subject-requests -d '{"identifier": "QA-'"$(date +%Y%m%d%H%M%S)"'-mismatch"}'`,
    );
    const api = {...fakeApi(), clock: {now: () => new Date('2025-03-14T15:09:26Z')}};
    await runQuickstart(extractQuickstart('prueba', source), new Map(), api);
    expect(api.requests[0].body).toBe('{"identifier": "QA-20250314150926-mismatch"}');
    expect(() => extractQuickstart('prueba', page('echo "$(date +%s)"'))).toThrow(/formato fuera de/);
  });

  test('the person acts after the block the page names, and must reach the status the page states', async () => {
    const source = page(
      "export DREQ_ID=$(curl -s https://sandbox.api.custodia.example/v1/disclosure-requests -d '{}' | jq -r .id)\n" +
        'echo listo',
      'curl -s https://sandbox.api.custodia.example/v1/disclosure-requests/$DREQ_ID',
    );
    const action = {section: '1. Paso', after: 1, resource: 'DREQ_ID', status: 'granted', says: 'Completa el flujo.'};
    const parsed = extractQuickstart('prueba', source, {}, [action]);
    expect(parsed.steps.map((s) => s.id)).toEqual(['1-paso-1', '1-paso-persona-1', '2-paso-1']);
    const created = {status: 201, body: '{"id": "dreq_1"}'};
    const ok = fakeApi(created, {status: 200, body: '{"status": "granted"}'});
    await runQuickstart(parsed, new Map(), ok);
    expect(ok.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /disclosure-requests',
      'POST /_simulador/persona',
      'GET /disclosure-requests/dreq_1',
    ]);
    const failed = fakeApi(created, {status: 200, body: '{"status": "failed"}'});
    await expect(runQuickstart(parsed, new Map(), failed)).rejects.toThrow(/dreq_1 pasa a granted y quedó en failed/);
    expect(() => extractQuickstart('prueba', source, {}, [{...action, after: 2}])).toThrow(/no hay un bloque 2/);
  });

  test('a command outside the supported shell fails the extraction with the page, section and line', () => {
    expect(() => extractQuickstart('prueba', page('for ID in a b; do echo $ID; done'))).toThrow(QuickstartExtractError);
    expect(() => extractQuickstart('prueba', page('curl -s https://x.example -k'))).toThrow(
      /prueba › 1\. Paso.*línea 7: opción de curl -k/,
    );
    expect(() => extractQuickstart('prueba', page('echo $((1 + 2))'))).toThrow(/aritmética/);
  });

  test('a block listed as not run must still be beyond the supported shell', () => {
    const script = page('while :; do break; done');
    const parsed = extractQuickstart('prueba', script, {'1-paso-1': 'un programa'});
    expect(parsed.steps[0]).toMatchObject({
      id: '1-paso-1',
      operations: [],
      notRun: expect.stringMatching(/^un programa/) as string,
    });
    expect(() =>
      extractQuickstart('prueba', page('curl -s https://sandbox.api.custodia.example/v1/webhooks'), {'1-paso-1': 'x'}),
    ).toThrow(/ya se puede ejecutar/);
  });

  test('a failing call names the page, the step and the error body', async () => {
    const source = page(
      'curl -s https://sandbox.api.custodia.example/v1/webhooks -H "Authorization: Bearer $CUSTODIA_SECRET_KEY" -d \'{}\'',
    );
    const denied = {status: 403, body: '{"error": {"code": "permission_denied"}}'};
    const run = runQuickstart(extractQuickstart('consent/quickstart', source), new Map(KEY), fakeApi(denied));
    await expect(run).rejects.toThrow(StepFailure);
    await expect(run).rejects.toThrow(
      /consent\/quickstart › «1\. Paso».*POST \/webhooks.*falló\n403 \{"error": \{"code": "permission_denied"\}\}/s,
    );
  });

  test('a jq filter that only prints must name fields the answer has (null is fine, absent is not)', async () => {
    const source = page("curl -s https://sandbox.api.custodia.example/v1/agreements/agr_1 | jq '{status, expires_at}'");
    const answer = (body: string) => fakeApi({status: 200, body});
    await expect(
      runQuickstart(extractQuickstart('prueba', source), new Map(), answer('{"status": "active", "expires_at": null}')),
    ).resolves.toHaveLength(1);
    await expect(
      runQuickstart(extractQuickstart('prueba', source), new Map(), answer('{"status": "active"}')),
    ).rejects.toThrow(/el campo expires_at no existe en la respuesta/);
  });

  test('${CUSTODIA_API:-…} is the exported base URL, or the default when the reader exported none', async () => {
    const source = page(
      'export CUSTODIA_API="${CUSTODIA_API:-https://sandbox.api.custodia.example/v1}"\n' +
        'curl -s "$CUSTODIA_API/webhooks" -H "Authorization: Bearer $CUSTODIA_SECRET_KEY"',
    );
    const steps = extractQuickstart('prueba', source);
    const unset = fakeApi();
    const env = new Map(KEY);
    await runQuickstart(steps, env, unset);
    expect(env.get('CUSTODIA_API')).toBe('https://sandbox.api.custodia.example/v1');
    expect(unset.requests[0].path).toBe('/webhooks');
    const local = fakeApi();
    const exported = new Map([...KEY, ['CUSTODIA_API', 'http://127.0.0.1:4010/v1']]);
    await runQuickstart(steps, exported, local);
    expect(exported.get('CUSTODIA_API')).toBe('http://127.0.0.1:4010/v1');
    expect(local.requests[0].path).toBe('/webhooks');
  });

  test('an Idempotency-Key comes from openssl in an assignment and is sent guarded, so a missing tool stops', async () => {
    const guarded = page(
      'IDEM=$(openssl rand -hex 16)\n' +
        'curl -s https://sandbox.api.custodia.example/v1/webhooks -H "Idempotency-Key: ${IDEM:?falta openssl}" -d \'{}\'',
    );
    const api = fakeApi();
    await runQuickstart(extractQuickstart('prueba', guarded), new Map(), api);
    expect(api.requests[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    // What the reader's shell does when openssl is missing: the variable is empty and the command does not run.
    const empty = page(
      'IDEM=""\ncurl -s https://sandbox.api.custodia.example/v1/webhooks -H "Idempotency-Key: ${IDEM:?falta openssl}"',
    );
    const none = fakeApi();
    await expect(runQuickstart(extractQuickstart('prueba', empty), new Map(), none)).rejects.toThrow(
      /\$IDEM está vacía: falta openssl/,
    );
    expect(none.requests).toHaveLength(0);
    const curl = 'curl -s https://sandbox.api.custodia.example/v1/webhooks';
    expect(() => extractQuickstart('prueba', page(`${curl} -H "Idempotency-Key: $(uuidgen)"`))).toThrow(
      /uuidgen no viene en todos los sistemas/,
    );
    expect(() => extractQuickstart('prueba', page(`${curl} -H "Idempotency-Key: $(openssl rand -hex 16)"`))).toThrow(
      /dentro de otra palabra/,
    );
    // A fixed key (a contract's number) cannot come out empty.
    expect(() => extractQuickstart('prueba', page(`${curl} -H "Idempotency-Key: contrato-1"`))).not.toThrow();
    expect(() => extractQuickstart('prueba', page(`IDEM=x\n${curl} -H "Idempotency-Key: $IDEM"`))).toThrow(
      /Idempotency-Key se envía como/,
    );
  });

  test('a variable no earlier step set is an error, not an empty string', async () => {
    const source = page('curl -s "$API/webhooks" -H "Authorization: Bearer $CUSTODIA_SECRET_KEY"');
    await expect(runQuickstart(extractQuickstart('prueba', source), new Map(KEY), fakeApi())).rejects.toThrow(
      /\$API no está definida/,
    );
  });

  test('a step the page documents as an error passes only with that status and code', async () => {
    const source = `## 8. Provoca un error\n\n\`\`\`bash\ncurl -X PATCH https://sandbox.api.custodia.example/v1/data-subject-requests/dsr_1 -d '{}'\n\`\`\`\n\nLa respuesta:\n\n\`\`\`json\n{"error": {"code": "invalid_state_transition", "status": 422}}\n\`\`\`\n`;
    const parsed = extractQuickstart('prueba', source);
    expect(parsed.steps[0].expectError).toEqual({status: 422, code: 'invalid_state_transition'});
    const expected = {status: 422, body: '{"error": {"code": "invalid_state_transition"}}'};
    await expect(runQuickstart(parsed, new Map(), fakeApi(expected))).resolves.toHaveLength(1);
    await expect(runQuickstart(parsed, new Map(), fakeApi({status: 200, body: '{}'}))).rejects.toThrow(
      /la API lo aceptó/,
    );
    await expect(
      runQuickstart(parsed, new Map(), fakeApi({status: 409, body: '{"error": {"code": "resource_conflict"}}'})),
    ).rejects.toThrow(/documenta 422 invalid_state_transition/);
  });
});

describe('the jq subset', () => {
  test('paths, map, alternatives and object construction with --arg', () => {
    expect(runJq('.data[0].id', '{"data": [{"id": "a"}]}', {raw: true})).toBe('a');
    expect(runJq('.missing // "x"', '{}', {raw: true})).toBe('x');
    expect(runJq('.data[] | [.id, .n, .t] | @tsv', '{"data": [{"id": "a", "n": 1, "t": "x\\ty"}]}', {raw: true})).toBe(
      'a\t1\tx\\ty',
    );
    expect(runJq('.data[] | {id}', '{"data": [{"id": "a"}, {"id": "b"}]}', {compact: true})).toBe(
      '{"id":"a"}\n{"id":"b"}',
    );
    expect(() => runJq('[.data[] | {id, purpose}]', '{"data": [{"id": "a"}]}', {strict: true})).toThrow(
      /purpose no existe/,
    );
    expect(runJq('.document.name = "b.pdf"', '{"document": {"name": "a.pdf", "n": 1}}', {compact: true})).toBe(
      '{"document":{"name":"b.pdf","n":1}}',
    );
    expect(
      runJq('{entity_id: $e, document: {name: "c.pdf"}, expires_in: 3600}', undefined, {
        compact: true,
        args: {e: 'ent_1'},
      }),
    ).toBe('{"entity_id":"ent_1","document":{"name":"c.pdf"},"expires_in":3600}');
  });

  test('a filter outside the subset is refused rather than read as null', () => {
    expect(() => runJq('.data[] | select(.x)', '{}')).toThrow(/fuera del subconjunto/);
    expect(() => runJq('.data[] | @base64d', '{}')).toThrow(/fuera del subconjunto/);
  });
});
