/**
 * Node entry point of the Custodia API simulator: loads the repository's OpenAPI description once per process
 * and builds simulators on it. The engine itself (./engine) has no Node-only imports and also runs in the browser.
 */
import {loadDescription} from '../../plugins/openapi/load';
import {createEngine, DEFAULT_SANDBOX_SECRET_KEY} from './engine';
import type {Simulator, SimulatorOptions} from './types';
import {Validator} from './validation';

export {DEFAULT_SANDBOX_SECRET_KEY};
export type * from './types';

let description: Promise<Record<string, unknown>> | undefined;
/** One ajv instance for every simulator of the process, so each schema compiles once. */
let validator: Validator | undefined;

/** The dereferenced description, loaded once (the loader needs Node, so only this entry point imports it). */
export function loadSimulatorDescription(): Promise<Record<string, unknown>> {
  description ??= loadDescription().then((loaded) => loaded.doc);
  return description;
}

/**
 * A fresh simulator with its seed data. The description loads on the first request, so creating one is instant;
 * every simulator is independent (its own store, clock and events).
 */
export function createSimulator(options: SimulatorOptions = {}): Simulator {
  validator ??= new Validator();
  // Under test a behaviour bug fails the test that met it, naming the operation, the field and the value.
  const strict = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';
  return createEngine(loadSimulatorDescription(), {validator, strict, ...options});
}
