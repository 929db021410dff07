/**
 * The page's signature verifier (src/lib/webhooks/signature.ts) accepts what the simulator signs and says why it
 * rejects the rest: no header, a malformed one, a timestamp out of tolerance, a wrong secret or an altered body.
 */
import {describe, expect, it} from 'vitest';
import {createSimulator, DEFAULT_SANDBOX_SECRET_KEY} from '../../src/lib/simulator';
import {signatureHeader, verifySignature} from '../../src/lib/webhooks/signature';

const SECRET = 'whsec_PruebaDeVerificacion0000000000000';
const BODY = '{"id":"evt_1","object":"event","type":"agreement.created"}';
const NOW = 1_741_964_960;

describe('webhook signature verifier', () => {
  it('accepts a delivery the simulator signed, at the simulator clock', async () => {
    const sim = createSimulator();
    const auth = {authorization: `Bearer ${DEFAULT_SANDBOX_SECRET_KEY}`, 'content-type': 'application/json'};
    const created = await sim.request({
      method: 'POST',
      path: '/webhooks',
      headers: auth,
      body: JSON.stringify({url: 'https://hooks.ejemplo.example/c', enabled_events: ['api_key.created']}),
    });
    expect(created.status).toBe(201);
    const {secret} = JSON.parse(created.body) as {secret: string};
    await sim.request({
      method: 'POST',
      path: '/api-keys',
      headers: auth,
      body: JSON.stringify({name: 'k', scopes: ['consent:read']}),
    });
    await sim.clock.advance(1000);
    const [delivery] = sim.deliveries();
    expect(delivery).toBeDefined();
    const now = Math.floor(sim.clock.now().getTime() / 1000);
    await expect(verifySignature(delivery.body, delivery.headers['custodia-signature'], secret, now)).resolves.toEqual({
      valid: true,
    });
  });

  it('accepts either v1 during a secret rotation', async () => {
    const header = await signatureHeader(SECRET, BODY, NOW);
    const rotated = `t=${NOW},v1=${'0'.repeat(64)},${header.split(',')[1]}`;
    await expect(verifySignature(BODY, rotated, SECRET, NOW)).resolves.toEqual({valid: true});
  });

  it('says why it rejects', async () => {
    const header = await signatureHeader(SECRET, BODY, NOW);
    await expect(verifySignature(BODY, '', SECRET, NOW)).resolves.toMatchObject({reason: 'missing_header'});
    await expect(verifySignature(BODY, 'v1=abc', SECRET, NOW)).resolves.toMatchObject({reason: 'malformed_header'});
    await expect(verifySignature(BODY, header, SECRET, NOW + 301)).resolves.toEqual({
      valid: false,
      reason: 'timestamp',
      age: 301,
    });
    await expect(verifySignature(BODY, header, `${SECRET}x`, NOW)).resolves.toMatchObject({reason: 'mismatch'});
    await expect(verifySignature(BODY.replace('created', 'updated'), header, SECRET, NOW)).resolves.toMatchObject({
      reason: 'mismatch',
    });
    await expect(verifySignature(BODY, header, SECRET, NOW + 299)).resolves.toEqual({valid: true});
  });
});
