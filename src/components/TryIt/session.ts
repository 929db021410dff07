/**
 * The page's simulator session: one simulator per tab, shared by every «Pruébalo» console. Its state survives
 * navigation and reloads by replaying the tab's calls (sessionStorage) on a fresh simulator: the engine is
 * deterministic for a seed, so the replay hands out the same ids.
 */
import {unpackDescription} from '../../lib/simulator/bundle';
import {indexDescription, type Description, type Operation} from '../../lib/simulator/description';
import {createEngine, DEFAULT_SANDBOX_SECRET_KEY} from '../../lib/simulator/engine';
import {interpretedValidator, type SchemaValidator} from '../../lib/simulator/schemaCheck';
import type {Simulator, SimulatorEvent, SimulatorRequest, SimulatorResponse} from '../../lib/simulator/types';

export {DEFAULT_SANDBOX_SECRET_KEY};

export const HISTORY_KEY = 'custodia.simulator.history';

export interface HistoryEntry {
  request: SimulatorRequest;
  response: SimulatorResponse;
  /** Types and ids of the events this call emitted. */
  events: Pick<SimulatorEvent, 'id' | 'type'>[];
}

export interface Session {
  desc: Description;
  validator: SchemaValidator;
  send(request: SimulatorRequest): Promise<HistoryEntry>;
  history(): HistoryEntry[];
  /** Every event the session's calls emitted, oldest first. */
  events(): SimulatorEvent[];
  reset(): void;
  /** Called after every change of the history; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** sessionStorage, or null when the browser refuses it (private modes, disabled storage, quota). */
function storage(): Storage | null {
  try {
    const store = window.sessionStorage;
    const probe = `${HISTORY_KEY}.probe`;
    store.setItem(probe, '1');
    store.removeItem(probe);
    return store;
  } catch (error) {
    console.warn('Simulador: sessionStorage no está disponible; el estado se guarda solo en memoria.', error);
    return null;
  }
}

function savedRequests(store: Storage | null): SimulatorRequest[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as SimulatorRequest[]) : [];
  } catch {
    return [];
  }
}

async function open(): Promise<Session> {
  const {default: packed} = await import('@simulator-description/description.json');
  const doc = unpackDescription(packed);
  const desc = indexDescription(doc);
  const store = storage();
  // The rate limit counts real seconds, so waiting the Retry-After the page shows clears it; replaying the saved
  // history rebuilds the state and counts on the virtual clock, or a long history would end in 429s.
  let replaying = true;
  const options = {rateClock: () => (replaying ? undefined : Date.now())};
  let simulator: Simulator = createEngine(doc, options);
  let entries: HistoryEntry[] = [];
  const listeners = new Set<() => void>();

  const run = async (request: SimulatorRequest): Promise<HistoryEntry> => {
    const before = simulator.events().length;
    const response = await simulator.request(request);
    const events = simulator
      .events()
      .slice(before)
      .map(({id, type}) => ({id, type}));
    const entry = {request, response, events};
    entries = [...entries, entry];
    return entry;
  };
  const save = () => {
    try {
      store?.setItem(HISTORY_KEY, JSON.stringify(entries.map((e) => e.request)));
    } catch (error) {
      console.warn('Simulador: no se pudo guardar el estado en sessionStorage; sigue en memoria.', error);
    }
    for (const listener of listeners) listener();
  };

  for (const request of savedRequests(store)) await run(request);
  replaying = false;

  return {
    desc,
    validator: interpretedValidator,
    async send(request) {
      const entry = await run(request);
      save();
      return entry;
    },
    history: () => entries,
    events: () => simulator.events(),
    reset() {
      simulator = createEngine(doc, options);
      entries = [];
      save();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let session: Promise<Session> | undefined;

/** The tab's session, opened on first use. */
export function loadSession(): Promise<Session> {
  session ??= open();
  return session;
}

/** The operation a console is for, by method and path template. */
export function findOperation(desc: Description, method: string, path: string): Operation | undefined {
  return desc.operations.find((op) => op.method === method.toUpperCase() && op.template === path);
}

/** The operation that reads a resource by id (`GET /things/{id}`), from the id's prefix. */
export function readerOf(desc: Description, id: string): Operation | undefined {
  const object = desc.prefixes.get(id.split('_')[0]);
  if (!object) return undefined;
  return desc.operations.find(
    (op) =>
      op.method === 'GET' &&
      op.object === object &&
      !op.isList &&
      op.pathParams.length === 1 &&
      op.template.endsWith('}'),
  );
}

/** The description's example payload of an event type (its webhook's request example). */
export function eventExample(desc: Description, type: string): Record<string, unknown> | undefined {
  const webhooks = (desc.doc.webhooks ?? {}) as Record<
    string,
    {
      post?: {
        requestBody?: {content?: Record<string, {example?: unknown; examples?: Record<string, {value?: unknown}>}>};
      };
    }
  >;
  for (const hook of Object.values(webhooks)) {
    const media = hook.post?.requestBody?.content?.['application/json'];
    const example = media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
    if (example && typeof example === 'object' && (example as {type?: unknown}).type === type)
      return example as Record<string, unknown>;
  }
  return undefined;
}
