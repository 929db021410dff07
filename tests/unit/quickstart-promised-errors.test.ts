// Every row of the consent quickstart's «Errores que puedes provocar a propósito», as the page states it: the request
// the row describes answers the status and code the row promises.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {commit, consentSandbox} from './helpers/consent-quickstart-errors';

const PAGE = path.join(__dirname, '../../docs/integration-guide/consent/quickstart.mdx');

/** The table's rows: the test and the `status code` it promises. */
function promisedRows(): [string, string][] {
  const source = fs.readFileSync(PAGE, 'utf8');
  const section = source.split('## Errores que puedes provocar a propósito')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| (.+?) \| `(\d{3} [a-z_]+)` \|$/gm)].map((m) => [m[1], m[2]]);
}

describe('consent quickstart: the errors you can provoke', () => {
  it('the page still promises the rows these tests and the pending ones cover, and no other', () => {
    expect(promisedRows()).toEqual([
      ['Confirmar el primer compromiso sin el `grant` del uso obligatorio', '422 validation_failed'],
      ['Crear una acción con `consent_template_version` distinta de la vigente', '422 template_version_mismatch'],
      ['Reutilizar en un compromiso una acción ya confirmada', '409 resource_conflict'],
      ['Usar `channel: "branch"` sin `branch_id`', '422 validation_failed'],
      ['Llamar con una clave `sk_test_` al host de producción', '401 environment_mismatch'],
    ]);
  });

  it('an action on a consent_template_version other than the current one answers 422 template_version_mismatch', async () => {
    const sandbox = await consentSandbox();
    const res = await sandbox.action(sandbox.optionalUse, 'grant', {consent_template_version: sandbox.version + 1});
    expect([res.status, res.body.error?.code]).toEqual([422, 'template_version_mismatch']);
  });

  it('a commit that reuses an action already committed answers 409 resource_conflict', async () => {
    const sandbox = await consentSandbox();
    const required = await sandbox.action(sandbox.requiredUse, 'grant');
    const ids = [sandbox.firstActionId, String(required.body.id)];
    expect((await commit(sandbox, ids)).status).toBe(201);
    const again = await commit(sandbox, ids);
    expect([again.status, again.body.error?.code]).toEqual([409, 'resource_conflict']);
  });

  it('a key of the other environment answers 401 environment_mismatch', async () => {
    // The simulator stands for the sandbox host only: the row's mirror (a live key against the sandbox) is the one
    // it can answer; the row as written (a test key against the production host) needs that host.
    const sandbox = await consentSandbox();
    const res = await sandbox.api('GET', '/consent-templates', undefined, 'sk_live_OtraCuenta000000000000000000');
    expect([res.status, res.body.error?.code]).toEqual([401, 'environment_mismatch']);
  });

  it('the first commit of a person without the grant of a required use answers 422 validation_failed', async () => {
    const sandbox = await consentSandbox();
    // The person's only action is the grant of the optional use: nothing grants the required one.
    const res = await commit(sandbox, [sandbox.firstActionId]);
    expect([res.status, res.body.error?.code]).toEqual([422, 'validation_failed']);
  });

  it('an action with channel: "branch" and no branch_id answers 422 validation_failed', async () => {
    const sandbox = await consentSandbox();
    const res = await sandbox.action(sandbox.optionalUse, 'grant', {channel: 'branch'});
    expect([res.status, res.body.error?.code]).toEqual([422, 'validation_failed']);
  });
});
