/** Public types of the Custodia API simulator, shared by the Node entry point, the local server and the browser. */
import type {SchemaValidator} from './schemaCheck';

export interface SimulatorOptions {
  /** The full-access sandbox key the simulator seeds (default: DEFAULT_SANDBOX_SECRET_KEY). */
  secretKey?: string;
  /** Start of the virtual clock (default: 2025-03-14T15:09:26Z, the instant the description's examples use). */
  now?: Date | string;
  /**
   * The clock the rate limit counts its one-second windows on, in milliseconds (default: the virtual clock, which
   * moves 50 ms per request). `npm run sandbox` and the page pass `Date.now`: a client that waits the `Retry-After`
   * it was given must find the limit cleared, and waiting does not move the virtual clock. Expiries and time-outs
   * stay on the virtual clock. A call that returns undefined counts that request on the virtual clock.
   */
  rateClock?: () => number | undefined;
  /** Seed of the id generator, so two runs with the same seed hand out the same ids. */
  seed?: number;
  /**
   * How bodies, parameters and records are checked against their schemas (default: interpretedValidator, the one
   * the web page can run); the Node entry point passes ajv's (validation.ts).
   */
  validator?: SchemaValidator;
  /**
   * A record a behaviour builds off its schema (or any exception of the simulator's own) throws a SimulatorDefect
   * naming the operation, the field and the value, instead of answering `500 internal_error` (default: false; the
   * Node entry point turns it on under vitest or NODE_ENV=test).
   */
  strict?: boolean;
  /** Where a defect is reported (default: console.error); the request that met it answers `500 internal_error`. */
  onDefect?: (message: string) => void;
  /**
   * The address the file links of responses point at (evidence downloads, disclosed images, signed PDFs), read at
   * each response: `npm run sandbox` passes its own `…/v1/_simulador/archivos`. Default: the description's file host
   * (`links.filesHost` in config/links.ts), which the simulator also answers (files.ts).
   */
  filesUrl?: () => string;
}

export interface SimulatorRequest {
  method: string;
  /** Path relative to /v1 (`/consent-templates?limit=5`); a leading `/v1` is also accepted. */
  path: string;
  headers?: Record<string, string>;
  /** Raw request body, as sent on the wire. */
  body?: string;
}

export interface SimulatorResponse {
  status: number;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** Raw response body (JSON text, a text file such as a PDF, or empty for 204 and binary files). */
  body: string;
  /** A binary file's content (a disclosed document image); `body` is empty then. */
  bytes?: Uint8Array;
}

export interface SimulatorClock {
  now(): Date;
  /** Moves the virtual clock forward and fires every time-out, expiry and webhook retry that falls due. */
  advance(ms: number): Promise<void>;
}

/** An event as `GET /events/{id}` returns it. */
export interface SimulatorEvent {
  id: string;
  object: 'event';
  type: string;
  created_at: string;
  livemode: false;
  api_version: string;
  data: {object: Record<string, unknown>; previous_attributes: Record<string, unknown> | null};
  [key: string]: unknown;
}

/** One signed webhook delivery the simulator made (its body, headers and outcome are also a WebhookTransaction). */
export interface SimulatorDelivery {
  webhook_id: string;
  transaction_id: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  attempt: number;
  at: string;
}

/**
 * Decides what a webhook endpoint answers to a delivery (default: 200). The local server and the tests pass one;
 * the simulator never makes a network call on its own.
 */
export type WebhookReceiver = (delivery: SimulatorDelivery) => number | Promise<number>;

export interface Simulator {
  request(req: SimulatorRequest): Promise<SimulatorResponse>;
  clock: SimulatorClock;
  /** Every event emitted so far, oldest first. */
  events(): SimulatorEvent[];
  /** Every webhook delivery attempted so far, oldest first. */
  deliveries(): SimulatorDelivery[];
  /** Sets the function that answers webhook deliveries. */
  setWebhookReceiver(receiver: WebhookReceiver | null): void;
  /** Back to the seeded state and the initial clock. */
  reset(): Promise<void>;
}
