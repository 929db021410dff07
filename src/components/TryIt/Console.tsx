/**
 * The «Pruébalo» console (loaded on demand): builds a request from the operation's description, runs it on the
 * tab's simulator and shows the simulated answer, the same call against the real sandbox and the session's history.
 */
import React, {useEffect, useId, useMemo, useRef, useState, type ReactNode, type Ref} from 'react';
import Link from '@docusaurus/Link';
import {links} from '../../../config/links';
import {RESOURCES_URL} from '../../../config/openapi';
import {renderCodeSamples, SAMPLE_LANGUAGES} from '../../plugins/openapi/codeSamples';
import type {JsonValue} from '../api/types';
import type {Operation, Parameter} from '../../lib/simulator/description';
import {
  DEFAULT_SANDBOX_SECRET_KEY,
  findOperation,
  loadSession,
  readerOf,
  type HistoryEntry,
  type Session,
} from './session';
import {tryStrings} from './strings';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

export interface ConsoleProps {
  method: string;
  path: string;
  /** An id to put in the operation's only path parameter (a link from another console's response). */
  prefill?: string;
}

const LANGUAGE_KEY = 'docusaurus.tab.code-language';

/** A parameter's example as a form field shows it: path and query examples are scalars. */
const fieldText = (example: unknown): string =>
  typeof example === 'string' || typeof example === 'number' || typeof example === 'boolean' ? String(example) : '';

function initialParams(op: Operation, prefill: string | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const param of op.parameters) {
    if (param.in === 'path')
      values[param.name] = prefill && op.pathParams.length === 1 ? prefill : fieldText(param.example);
    else if (param.in === 'query' && param.required && param.example !== undefined)
      values[param.name] = fieldText(param.example);
  }
  return values;
}

function exampleText(op: Operation, index: number): string {
  const example = op.examples.requests[index];
  return example ? JSON.stringify(example.value, null, 2) : op.body ? '{}' : '';
}

/** The reader's language for code, as the code tabs of the site remember it. */
function savedLanguage(): string {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key === LANGUAGE_KEY || key.startsWith(`${LANGUAGE_KEY}-`)) return localStorage.getItem(key) ?? 'curl';
    }
  } catch {
    // Storage refused: the default language is enough.
  }
  return 'curl';
}

function requestPath(op: Operation, params: Record<string, string>): string {
  const path = op.template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = new URLSearchParams();
  for (const param of op.parameters)
    if (param.in === 'query' && params[param.name]) query.set(param.name, params[param.name]);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The response body with every id that has a read operation turned into a link to it, prefilled. */
function BodyWithLinks({body, session}: {body: string; session: Session}): ReactNode {
  const parts = body.split(/("[a-z]+_[A-Za-z0-9]{6,}")/);
  return parts.map((part, i) => {
    const id = i % 2 === 1 ? part.slice(1, -1) : undefined;
    const reader = id ? readerOf(session.desc, id) : undefined;
    if (!id || !reader) return part;
    return (
      <Link
        key={i}
        to={`${RESOURCES_URL}/${reader.id}?probar=${encodeURIComponent(id)}`}
        aria-label={tryStrings.openId(id)}>
        {part}
      </Link>
    );
  });
}

function ParamFields({
  params,
  values,
  onChange,
  legend,
}: {
  params: Parameter[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  legend: string;
}): ReactNode {
  const base = useId();
  if (!params.length) return null;
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {params.map((param) => (
        <div key={param.name} className={styles.field}>
          <label htmlFor={`${base}-${param.name}`}>
            <code>{param.name}</code>
          </label>
          <input
            id={`${base}-${param.name}`}
            className={styles.input}
            value={values[param.name] ?? ''}
            required={param.required}
            onChange={(event) => onChange(param.name, event.target.value)}
            spellCheck={false}
            autoComplete="off"
          />
        </div>
      ))}
    </fieldset>
  );
}

function Response({
  entry,
  session,
  statusRef,
}: {
  entry: HistoryEntry;
  session: Session;
  statusRef: Ref<HTMLParagraphElement>;
}): ReactNode {
  const {response} = entry;
  let body = response.body;
  try {
    body = body ? JSON.stringify(JSON.parse(body), null, 2) : '';
  } catch {
    // Not JSON: shown as it came.
  }
  return (
    <>
      {/* Focused when the answer arrives (see Form): a reader who pressed «Enviar» lands on it, not on the page. */}
      <p className={styles.simulated} ref={statusRef} tabIndex={-1}>
        <strong>{tryStrings.simulated()}</strong> ·{' '}
        <span data-testid="try-status">{tryStrings.status(response.status)}</span>
      </p>
      <details className={styles.headers}>
        <summary>{tryStrings.responseHeaders()}</summary>
        <dl>
          {Object.entries(response.headers).map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <p className={styles.label}>{tryStrings.responseBody()}</p>
      {body ? (
        <pre
          className={styles.code}
          data-testid="try-response-body"
          role="region"
          aria-label={tryStrings.responseBody()}
          tabIndex={0}>
          <BodyWithLinks body={body} session={session} />
        </pre>
      ) : (
        <p>{tryStrings.noBody()}</p>
      )}
    </>
  );
}

function Equivalent({op, path, body}: {op: Operation; path: string; body: JsonValue | undefined}): ReactNode {
  const id = useId();
  const [language, setLanguage] = useState(savedLanguage);
  const [copied, setCopied] = useState(false);
  const sample = useMemo(
    () =>
      renderCodeSamples({
        method: op.method,
        url: `${links.sandboxApiBaseUrl}${path}`,
        body,
        idempotencyKey: op.method !== 'GET',
      }).find((s) => s.value === language),
    [op, path, body, language],
  );
  return (
    <section className={styles.group} aria-labelledby={`${id}-title`}>
      <Heading as="h4" id={`${id}-title`}>
        {tryStrings.equivalent()}
      </Heading>
      <div className={styles.row}>
        <label htmlFor={`${id}-language`}>{tryStrings.language()}</label>
        <select id={`${id}-language`} value={language} onChange={(event) => setLanguage(event.target.value)}>
          {SAMPLE_LANGUAGES.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            void navigator.clipboard?.writeText(sample?.code ?? '').then(() => setCopied(true));
          }}>
          {copied ? tryStrings.copied() : tryStrings.copy()}
        </button>
      </div>
      <pre
        className={styles.code}
        data-testid="try-equivalent"
        role="region"
        aria-label={tryStrings.equivalent()}
        tabIndex={0}>
        {sample?.code}
      </pre>
    </section>
  );
}

function History({session}: {session: Session}): ReactNode {
  const [entries, setEntries] = useState(() => session.history());
  useEffect(() => session.subscribe(() => setEntries(session.history())), [session]);
  return (
    <section className={styles.group}>
      <Heading as="h4">{tryStrings.history()}</Heading>
      {entries.length === 0 ? (
        <p>{tryStrings.historyEmpty()}</p>
      ) : (
        <ol className={styles.history} data-testid="try-history">
          {entries.map((entry, i) => (
            <li key={i}>
              <code>
                {entry.request.method} {entry.request.path.split('?')[0]}
              </code>{' '}
              → {entry.response.status}
              {entry.events.length > 0 && (
                <>
                  {' '}
                  · {tryStrings.events()} {entry.events.map((e) => e.type).join(', ')}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Form({op, session, prefill}: {op: Operation; session: Session; prefill?: string}): ReactNode {
  const id = useId();
  const [key, setKey] = useState(DEFAULT_SANDBOX_SECRET_KEY);
  const [params, setParams] = useState(() => initialParams(op, prefill));
  const [idempotencyKey, setIdempotencyKey] = useState<string>(() => crypto.randomUUID());
  const [exampleIndex, setExampleIndex] = useState(0);
  const [bodyText, setBodyText] = useState(() => exampleText(op, 0));
  const [sending, setSending] = useState(false);
  const [last, setLast] = useState<HistoryEntry | null>(null);
  const [notice, setNotice] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const writes = op.method !== 'GET';

  const parsed = useMemo((): {value?: JsonValue; error?: string} => {
    if (!op.body || bodyText.trim() === '') return {};
    try {
      return {value: JSON.parse(bodyText) as JsonValue};
    } catch (error) {
      return {error: (error as Error).message};
    }
  }, [op, bodyText]);
  const problems = useMemo(
    () => (op.body && parsed.value !== undefined ? session.validator.check(op.body.schema, parsed.value) : []),
    [op, parsed, session],
  );
  const path = requestPath(op, params);
  const setParam = (name: string, value: string) => setParams((current) => ({...current, [name]: value}));

  // The answer's status line takes the focus once it is on screen; the live region announces it too.
  useEffect(() => {
    if (last) statusRef.current?.focus();
  }, [last]);

  const send = async () => {
    if (sending) return;
    setSending(true);
    const headers: Record<string, string> = {authorization: `Bearer ${key}`};
    if (writes) headers['idempotency-key'] = idempotencyKey;
    if (op.body && bodyText.trim() !== '') headers['content-type'] = 'application/json';
    const entry = await session.send({
      method: op.method,
      path,
      headers,
      ...(op.body && bodyText.trim() !== '' ? {body: bodyText} : {}),
    });
    setLast(entry);
    setNotice('');
    setIdempotencyKey(crypto.randomUUID());
    setSending(false);
  };

  return (
    <>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}>
        <div className={styles.field}>
          <label htmlFor={`${id}-key`}>{tryStrings.credential()}</label>
          <input
            id={`${id}-key`}
            className={styles.input}
            value={key}
            onChange={(event) => setKey(event.target.value)}
            spellCheck={false}
            autoComplete="off"
          />
        </div>
        <ParamFields
          legend={tryStrings.pathParams()}
          params={op.parameters.filter((p) => p.in === 'path')}
          values={params}
          onChange={setParam}
        />
        <ParamFields
          legend={tryStrings.queryParams()}
          params={op.parameters.filter((p) => p.in === 'query')}
          values={params}
          onChange={setParam}
        />
        {writes && (
          <fieldset className={styles.group}>
            <legend>{tryStrings.headers()}</legend>
            <div className={styles.field}>
              <label htmlFor={`${id}-idempotency`}>
                <code>Idempotency-Key</code>
              </label>
              <input
                id={`${id}-idempotency`}
                className={styles.input}
                value={idempotencyKey}
                onChange={(event) => setIdempotencyKey(event.target.value)}
                spellCheck={false}
                autoComplete="off"
              />
            </div>
          </fieldset>
        )}
        {op.body && (
          <div className={styles.group}>
            {op.examples.requests.length > 1 && (
              <div className={styles.row}>
                <label htmlFor={`${id}-example`}>{tryStrings.example()}</label>
                <select
                  id={`${id}-example`}
                  value={exampleIndex}
                  onChange={(event) => {
                    const index = Number(event.target.value);
                    setExampleIndex(index);
                    setBodyText(exampleText(op, index));
                  }}>
                  {op.examples.requests.map((example, i) => (
                    <option key={example.name} value={i}>
                      {example.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <label htmlFor={`${id}-body`} className={styles.label}>
              {tryStrings.body()}
            </label>
            <textarea
              id={`${id}-body`}
              className={styles.editor}
              value={bodyText}
              onChange={(event) => setBodyText(event.target.value)}
              rows={Math.min(18, Math.max(4, bodyText.split('\n').length + 1))}
              // JSON keeps its indentation: long lines scroll sideways instead of wrapping to the left edge.
              wrap="off"
              spellCheck={false}
              aria-describedby={`${id}-problems`}
              aria-invalid={parsed.error !== undefined || problems.length > 0}
            />
            <div id={`${id}-problems`} className={styles.problems} data-testid="try-problems" aria-live="polite">
              {parsed.error !== undefined ? (
                <p className={styles.invalid}>{tryStrings.bodyInvalidJson(parsed.error)}</p>
              ) : problems.length > 0 ? (
                <>
                  <p className={styles.invalid}>{tryStrings.bodyProblems()}</p>
                  <ul>
                    {problems.map((p) => (
                      <li key={`${p.field} ${p.issue}`}>
                        <code>{p.field}</code>: {p.message}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className={styles.valid}>{tryStrings.bodyValid()}</p>
              )}
            </div>
          </div>
        )}
        <div className={styles.row}>
          {/* aria-disabled, not disabled: a disabled button loses the focus, which would fall to the page body. */}
          <button type="submit" className="button button--primary" aria-disabled={sending}>
            {sending ? tryStrings.sending() : tryStrings.send()}
          </button>
          <button
            type="button"
            className="button button--outline button--secondary"
            onClick={() => {
              session.reset();
              setLast(null);
              setNotice(tryStrings.resetDone());
            }}>
            {tryStrings.reset()}
          </button>
        </div>
      </form>
      <section className={styles.response} aria-live="polite" data-testid="try-response">
        {notice && <p>{notice}</p>}
        {last && <Response entry={last} session={session} statusRef={statusRef} />}
      </section>
      <Equivalent op={op} path={path} body={parsed.value} />
      <History session={session} />
    </>
  );
}

export default function Console({method, path, prefill}: ConsoleProps): ReactNode {
  const id = useId();
  const [session, setSession] = useState<Session | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadSession().then(
      (s) => live && setSession(s),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const op = session ? findOperation(session.desc, method, path) : undefined;
  return (
    <section className={styles.console} aria-labelledby={`${id}-title`} data-testid="try-console">
      <Heading as="h3" id={`${id}-title`}>
        {tryStrings.title()}
      </Heading>
      <p>{tryStrings.intro()}</p>
      {failed ? (
        <p role="alert">{tryStrings.loadFailed()}</p>
      ) : !session ? (
        <p role="status">{tryStrings.loading()}</p>
      ) : !op ? (
        <p>{tryStrings.unknownOperation()}</p>
      ) : (
        <Form op={op} session={session} prefill={prefill} />
      )}
    </section>
  );
}
