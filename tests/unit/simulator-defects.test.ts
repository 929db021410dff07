/**
 * A behaviour that builds a record off its schema is a defect of the simulator, never repaired into plausible data:
 * a strict simulator (the tests) throws it naming the operation, the field and the value; the page and
 * `npm run sandbox` answer the documented `500 internal_error` and report the fault.
 */
import {describe, expect, it} from 'vitest';
import {loadSimulatorDescription} from '../../src/lib/simulator';
import {createEngine, DEFAULT_SANDBOX_SECRET_KEY, SimulatorDefect} from '../../src/lib/simulator/engine';
import {Validator} from '../../src/lib/simulator/validation';
import {parseJson, type ApiBody} from './helpers/json';

/** The description with one more required field on Branch, which the create-branch behaviour does not fill. */
async function brokenDescription(): Promise<Record<string, unknown>> {
  const doc = structuredClone(await loadSimulatorDescription());
  const schemas = (doc.components as {schemas: Record<string, {required: string[]}>}).schemas;
  schemas.Branch.required.push('codigo_interno');
  return doc;
}

const createBranch = {
  method: 'POST',
  path: '/branches',
  headers: {authorization: `Bearer ${DEFAULT_SANDBOX_SECRET_KEY}`, 'content-type': 'application/json'},
  body: JSON.stringify({
    name: 'Sucursal de prueba',
    code: 'PRUEBA-01',
    address: {line1: 'Calle 1', city: 'Concepción', country: 'CL'},
  }),
};

describe('a record off its schema', () => {
  it('makes a strict simulator throw, naming the operation, the field and the value', async () => {
    const sim = createEngine(await brokenDescription(), {validator: new Validator(), strict: true, onDefect: () => {}});
    const thrown = await sim.request(createBranch).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(SimulatorDefect);
    expect(String((thrown as Error).message)).toMatch(/^create-branch \(POST \/branches\): branch br_\S+ no cumple/);
    expect(String((thrown as Error).message)).toContain('codigo_interno = undefined (required');
  });

  it('answers 500 internal_error elsewhere, reports the fault and keeps no half-made record', async () => {
    const faults: string[] = [];
    const sim = createEngine(await brokenDescription(), {onDefect: (message) => faults.push(message)});
    const res = await sim.request(createBranch);
    expect(res.status).toBe(500);
    expect(parseJson<ApiBody>(res.body).error).toMatchObject({code: 'internal_error', status: 500});
    expect(faults).toHaveLength(1);
    expect(faults[0]).toContain('create-branch');
    expect(faults[0]).toContain('codigo_interno');
    const list = await sim.request({...createBranch, method: 'GET', path: '/branches?limit=100', body: undefined});
    const names = parseJson<{data: {name: string}[]}>(list.body).data.map((b) => b.name);
    expect(names).not.toContain('Sucursal de prueba');
  });
});
