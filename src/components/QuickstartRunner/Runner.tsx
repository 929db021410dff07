/**
 * Runs a step-by-step page in the browser, one step at a time, with the same step definitions the test suite
 * executes (src/lib/quickstarts) on the tab's simulator session, carrying the values each step returns.
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {loadQuickstartSteps} from '../../lib/quickstarts/load';
import {RUNS_AFTER, type QuickstartSlug} from '../../lib/quickstarts/pages';
import {prepareAfter, runStep, type StepCall, type StepEnvironment, type StepTarget} from '../../lib/quickstarts/run';
import type {QuickstartPage} from '../../lib/quickstarts/types';
import {DEFAULT_SANDBOX_SECRET_KEY, loadSession} from '../TryIt/session';
import styles from './styles.module.css';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {readableBody} from './body';

interface Outcome {
  calls: StepCall[];
  error?: string;
}

export default function Runner({slug}: {slug: QuickstartSlug}): ReactNode {
  const id = useId();
  const [page, setPage] = useState<QuickstartPage | null>(null);
  const [earlier, setEarlier] = useState<{title: string; calls: number} | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [running, setRunning] = useState(false);
  const target = useRef<StepTarget | null>(null);
  const env = useRef<StepEnvironment>(new Map());

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const before = RUNS_AFTER[slug];
        const [session, steps, first] = await Promise.all([
          loadSession(),
          loadQuickstartSteps(slug),
          before && loadQuickstartSteps(before),
        ]);
        const through: StepTarget = {request: async (req) => (await session.send(req)).response};
        const calls = await prepareAfter(steps, first, through, DEFAULT_SANDBOX_SECRET_KEY, env.current);
        target.current = through;
        if (!live) return;
        if (first) setEarlier({title: first.title, calls: calls.length});
        setPage(steps);
      } catch (e) {
        if (live) setError((e as Error).message);
      }
    })();
    return () => {
      live = false;
    };
  }, [slug]);

  const next = outcomes.length;
  const run = async () => {
    if (!page || !target.current) return;
    setRunning(true);
    const step = page.steps[next];
    let outcome: Outcome;
    try {
      outcome = {calls: step.notRun ? [] : await runStep(page.slug, step, env.current, target.current)};
    } catch (e) {
      outcome = {calls: [], error: (e as Error).message};
    }
    setOutcomes((done) => [...done, outcome]);
    setRunning(false);
  };

  return (
    <section className={styles.runner} aria-labelledby={`${id}-title`} data-testid="quickstart-runner">
      <Heading as="h3" id={`${id}-title`}>
        {translate({id: 'quickstartRunner.title', message: 'Esta guía, paso a paso, en el simulador'})}
      </Heading>
      <p>
        {translate({
          id: 'quickstartRunner.intro',
          message:
            'Cada paso ejecuta el mismo comando cURL de la página contra el simulador de tu navegador, con los valores que devolvieron los pasos anteriores. Ninguna solicitud sale de esta página.',
        })}
      </p>
      {earlier && (
        <p data-testid="quickstart-earlier">
          {translate(
            {
              id: 'quickstartRunner.earlier',
              message:
                'Esta guía parte de la persona que crea «{title}»: antes de tu primer paso, el simulador ejecutó los pasos de esa guía ({calls} llamadas).',
            },
            {title: earlier.title, calls: earlier.calls},
          )}
        </p>
      )}
      {error && <p role="alert">{error}</p>}
      {!page && !error && (
        <p role="status">{translate({id: 'quickstartRunner.loading', message: 'Preparando el simulador…'})}</p>
      )}
      {page && (
        <ol className={styles.steps}>
          {page.steps.map((step, i) => {
            const outcome = outcomes[i];
            const last = outcome?.calls.at(-1);
            // The page's sections carry their own numbers («1. Publica…»): the list adds none, and a section
            // with several commands is named once, above its first.
            const firstOfSection = i === 0 || page.steps[i - 1].section !== step.section;
            return (
              <li key={step.id} data-testid="quickstart-step">
                {firstOfSection && <p className={styles.section}>{step.section}</p>}
                {step.operations.some((op) => op.op === 'person') ? (
                  // What the reader does as the person in the hosted flow: prose, not a command.
                  <p>{step.source}</p>
                ) : (
                  <div className={styles.code}>
                    <CodeBlock language="bash">{step.source}</CodeBlock>
                  </div>
                )}
                {step.notRun && (
                  <p>
                    {translate({id: 'quickstartRunner.notRun', message: 'Este bloque no se ejecuta aquí:'})}{' '}
                    {step.notRun}
                  </p>
                )}
                {i === next && (
                  <button
                    type="button"
                    className="button button--primary button--sm"
                    disabled={running}
                    onClick={() => void run()}>
                    {translate({id: 'quickstartRunner.run', message: 'Ejecutar este paso'})}
                  </button>
                )}
                <div aria-live="polite">
                  {outcome?.error && (
                    <p className={styles.failed} role="alert">
                      {outcome.error}
                    </p>
                  )}
                  {last && (
                    <>
                      <p className={styles.simulated}>
                        <strong>
                          {translate({
                            id: 'tryIt.simulated',
                            message: 'Respuesta simulada: no se llamó a la API de Custodia',
                          })}
                        </strong>{' '}
                        · {last.request.method} {last.request.path.split('?')[0]} →{' '}
                        <span data-testid="quickstart-status">{last.response.status}</span>
                      </p>
                      <div className={styles.code} data-testid="quickstart-response">
                        <CodeBlock language="json" title={translate({id: 'codeGroup.response', message: 'Respuesta'})}>
                          {readableBody(last.response.body)}
                        </CodeBlock>
                      </div>
                    </>
                  )}
                  {outcome && !outcome.error && !last && (
                    <p>{translate({id: 'quickstartRunner.noCall', message: 'Paso hecho (no llama a la API).'})}</p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {page && next === page.steps.length && (
        <p role="status" data-testid="quickstart-done">
          {translate({id: 'quickstartRunner.done', message: 'Completaste la guía en el simulador.'})}
        </p>
      )}
    </section>
  );
}
