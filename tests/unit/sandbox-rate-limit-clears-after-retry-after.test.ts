/**
 * `npm run sandbox` counts the rate limit in real seconds: a client that gets 429 and waits the `Retry-After` it
 * was given is served again. (On the virtual clock, 50 ms per request, waiting moved nothing and the limit never
 * cleared.)
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DEFAULT_SANDBOX_SECRET_KEY} from '../../src/lib/simulator';
import {startSandbox, type SandboxServer} from '../../scripts/sandbox';

let sandbox: SandboxServer;

beforeAll(async () => {
  sandbox = await startSandbox({port: 0});
});

afterAll(() => sandbox?.close());

const stats = () =>
  fetch(`${sandbox.url}/consent-actions/stats`, {headers: {authorization: `Bearer ${DEFAULT_SANDBOX_SECRET_KEY}`}});

describe('the sandbox rate limit', () => {
  it('answers 429 with Retry-After to a burst, and serves the client that waits that long', async () => {
    // Statistics weigh 5 against 25 per second: a burst reaches the limit within a few calls.
    let limited: Response | undefined;
    for (let i = 0; i < 30 && !limited; i++) {
      const answer = await stats();
      if (answer.status === 429) limited = answer;
      else expect(answer.status).toBe(200);
    }
    expect(limited?.status).toBe(429);
    const retryAfter = Number(limited?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(((await limited?.json()) as {error: {code: string}}).error.code).toBe('rate_limit_exceeded');

    // The client does what the header says: wait, then ask again.
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    const again = await stats();
    expect(again.status).toBe(200);
  });
});
