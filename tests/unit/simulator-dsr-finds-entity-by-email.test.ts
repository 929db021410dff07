/**
 * create-data-subject-request without a session token or `entity_id`: «Custodia busca una entidad con el mismo
 * correo» (the description of `entity_id`). The simulator links the request to the entity whose email is the
 * requester's (case aside), and leaves `entity_id` null when no entity has it.
 */
import {beforeEach, describe, expect, it} from 'vitest';
import {createSimulator, type Simulator} from '../../src/lib/simulator';
import {simulatorApi} from './helpers/simulator-api';

type Body = {data?: {id: string; email: string | null}[]; entity_id?: string | null; status?: string};
let sim: Simulator;
beforeEach(() => {
  sim = createSimulator();
});
const api = simulatorApi<Body>(() => sim);

const request = (email: string) => ({type: 'access', channel: 'api', requester: {name: 'Persona de Prueba', email}});

describe('a rights request created with the secret key and no entity_id', () => {
  it('belongs to the entity with the same email', async () => {
    const entity = (await api('GET', '/entities?limit=50')).body.data?.find((e) => e.email);
    expect(entity).toBeDefined();
    const created = await api('POST', '/data-subject-requests', request(entity!.email!.toUpperCase()));
    expect(created.status).toBe(201);
    // Seeded entities may share an email; the request belongs to one that has it.
    const linked = await api('GET', `/entities/${String(created.body.entity_id)}`);
    expect(linked.status).toBe(200);
    expect((linked.body as {email?: string}).email).toBe(entity!.email);
  });

  it('has no entity when no entity has that email', async () => {
    const created = await api('POST', '/data-subject-requests', request('nadie.registrado@correo.example'));
    expect(created.status).toBe(201);
    expect(created.body.entity_id).toBeNull();
  });
});
