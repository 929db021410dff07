/** Node-side helpers shared by the tests, the local server and the benchmark: the description's index, once. */
import {indexDescription, type Description} from './description';
import {loadSimulatorDescription} from './index';

let indexed: Promise<Description> | undefined;

export function loadIndexedDescription(): Promise<Description> {
  indexed ??= loadSimulatorDescription().then(indexDescription);
  return indexed;
}

/** The dereferenced description as JSON, for the browser: objects shared through a $ref are written once per use. */
export async function descriptionBundle(): Promise<string> {
  return JSON.stringify(await loadSimulatorDescription());
}
