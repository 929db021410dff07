/** The step format shared by the test suite and the browser: what a quickstart's curl tab does, as data. */

/**
 * A piece of a value: literal text, a variable read when the step runs (URL-encoded with `encode`, as
 * `curl --data-urlencode` does; `${NAME:-default}` falls back to `fallback` when unset or empty, `${NAME:?message}`
 * stops the step with `required` as the shell would), a fresh `openssl rand -hex 16`, or `date +FORMAT`
 * (`%Y%m%d%H%M%S` and their like) read from the clock of the API the steps call, so a run against the simulator
 * gets its virtual time.
 */
export type Part =
  | {lit: string}
  | {var: string; encode?: true; fallback?: string; required?: string}
  | {random: true; encode?: true}
  | {date: string; encode?: true};

/** A value assembled from parts when the step runs (a URL, a header, a body). */
export type Template = Part[];

/**
 * One operation of a step. Variables hold text, as in the shell; a file the reader writes (`> plantilla.json`)
 * is the variable `file:plantilla.json`.
 */
export type Operation =
  /** `NAME=value` or `export NAME=value`. */
  | {op: 'set'; name: string; value: Template; line: number}
  /** `NAME="sk_test_..."`: a value the page asks the reader to fill in (a prerequisite). */
  | {op: 'input'; name: string; line: number}
  /** A call to the API. `out` receives the response body. */
  | {
      op: 'request';
      method: string;
      url: Template;
      headers: [string, Template][];
      body?: Template;
      out: string;
      line: number;
    }
  /** A `jq` filter from the supported subset, evaluated on `input` (`slurp` reads a stream of values). */
  | {
      op: 'jq';
      filter: string;
      input?: Template;
      args: [string, Template][];
      raw: boolean;
      compact: boolean;
      slurp: boolean;
      out: string;
      line: number;
    }
  /**
   * A `jq` filter that only prints: not kept, but every field it names must exist in what it reads (a filter
   * outside the subset is shown and not checked).
   */
  | {op: 'show'; filter: string; input?: Template; args: [string, Template][]; slurp: boolean; line: number}
  /** `base64 < file`: `out` receives the base64 text of the reader's file `input`. */
  | {op: 'base64'; input: string; out: string; line: number}
  /**
   * What the reader does as the person in a hosted flow (opens the `url`, enters a document number or a code).
   * The simulator plays it with its control `POST /_simulador/persona` (not part of the Custodia API); `status`
   * is the state the page says the resource reaches.
   */
  | {op: 'person'; id: Template; fields: Record<string, string>; status?: string; line: number}
  /**
   * Something the reader does on their machine and the API never sees: printing a result, downloading a signed
   * file URL, checking a checksum. Kept so the browser can show the command; the runner does not run it.
   */
  | {op: 'local'; command: string; line: number};

/** One code block of a page that the reader runs, with the section it belongs to. */
export interface QuickstartStep {
  /** Stable id within the page: the section's anchor and the block's order in it. */
  id: string;
  /** The section heading, as the page shows it. */
  section: string;
  /** Line of the code block in the page's source. */
  line: number;
  /** The command as the page shows it. */
  source: string;
  operations: Operation[];
  /** Why this block is not run (a script beyond the supported shell); its operations are then empty. */
  notRun?: string;
  /** When the page says this step is meant to fail: the status and error code it documents. */
  expectError?: {status: number; code: string};
}

/** What the reader must have before the first step, as the page's «Antes de empezar» states it. */
export interface QuickstartPrerequisites {
  /** Scopes of the secret key; absent means a full-access sandbox key. */
  scopes?: string[];
  /** Domains the page says must be in `allowed_redirect_domains` of the company's configuration. */
  redirectDomains?: string[];
  /** Variables the page says the reader already has (`ENTITY_ID`), left by an earlier page. */
  variables?: string[];
  /** Files the page asks the reader to have in the working folder (name → a description of what it is). */
  files?: Record<string, string>;
}

export interface QuickstartPage {
  /** Document id under docs/integration-guide (`consent/quickstart`). */
  slug: string;
  title: string;
  prerequisites: QuickstartPrerequisites;
  steps: QuickstartStep[];
}
