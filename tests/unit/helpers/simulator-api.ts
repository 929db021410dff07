/** One way for tests to call the in-process simulator as a client would: JSON in, status, headers and JSON out. */
import {DEFAULT_SANDBOX_SECRET_KEY, type Simulator} from '../../../src/lib/simulator';
import {parseJson} from './json';

/**
 * A request function bound to the simulator `current()` returns (tests create a fresh one before each test), with
 * the sandbox secret key unless the call names another; `B` is the shape the test reads from response bodies.
 */
export function simulatorApi<B>(current: () => Simulator) {
  return async (
    method: string,
    path: string,
    body?: unknown,
    key = DEFAULT_SANDBOX_SECRET_KEY,
    extra: Record<string, string> = {},
  ) => {
    const res = await current().request({
      method,
      path,
      headers: {authorization: `Bearer ${key}`, 'content-type': 'application/json', ...extra},
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {status: res.status, headers: res.headers, body: res.body ? parseJson<B>(res.body) : ({} as B)};
  };
}
