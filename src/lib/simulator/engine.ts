/** The simulator's core: no Node-only imports, so the same code runs in the tests, the local server and the browser. */
import type {Simulator, SimulatorOptions} from './types';

/** Full-access sandbox key every simulator accepts unless told otherwise (not a real credential). */
export const DEFAULT_SANDBOX_SECRET_KEY = 'sk_test_SimuladorLocal0000000000000000';

export function createEngine(description: Promise<Record<string, unknown>>, options: SimulatorOptions = {}): Simulator {
  void description;
  void options;
  throw new Error('not implemented');
}
