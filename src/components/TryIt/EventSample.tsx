/**
 * A signed test delivery of one event type: the latest such event of the tab's simulator session, or the
 * description's example when the session has none, signed with the test secret shown on screen.
 */
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {signatureHeader, TEST_WEBHOOK_SECRET} from '../../lib/webhooks/signature';
import {eventExample, loadSession} from './session';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

interface Delivery {
  body: string;
  header: string;
  fromSession: boolean;
}

export default function EventSample({type}: {type: string}): ReactNode {
  const id = useId();
  const [delivery, setDelivery] = useState<Delivery | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const session = await loadSession();
        const latest = session
          .events()
          .filter((e) => e.type === type)
          .at(-1);
        const payload = latest ?? eventExample(session.desc, type);
        if (!payload) throw new Error(type);
        const body = JSON.stringify(payload);
        const header = await signatureHeader(TEST_WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000));
        if (live) setDelivery({body, header, fromSession: latest !== undefined});
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
    };
  }, [type]);

  return (
    <section className={styles.console} aria-labelledby={`${id}-title`} data-testid="event-sample">
      <Heading as="h3" id={`${id}-title`}>
        {translate({id: 'tryEvent.title', message: 'Evento de prueba firmado'})}
      </Heading>
      {failed && (
        <p role="alert">{translate({id: 'tryEvent.failed', message: 'No se pudo generar el evento de prueba.'})}</p>
      )}
      {!delivery && !failed && (
        <p role="status">{translate({id: 'tryIt.loading', message: 'Cargando el simulador…'})}</p>
      )}
      {delivery && (
        <div aria-live="polite">
          <p>
            {delivery.fromSession
              ? translate({
                  id: 'tryEvent.fromSession',
                  message: 'Es el último evento de este tipo que emitieron tus llamadas en el simulador.',
                })
              : translate({
                  id: 'tryEvent.fromExample',
                  message:
                    'Tus llamadas en el simulador todavía no emitieron este evento: se usa el ejemplo de la referencia.',
                })}
          </p>
          <p>
            {translate({id: 'verifier.testSecret', message: 'Secreto de prueba usado para firmar:'})}{' '}
            <code data-testid="event-secret">{TEST_WEBHOOK_SECRET}</code>
          </p>
          <p className={styles.label}>Custodia-Signature</p>
          <pre
            className={styles.code}
            data-testid="event-header"
            role="region"
            aria-label="Custodia-Signature"
            tabIndex={0}>
            {delivery.header}
          </pre>
          <p className={styles.label}>{translate({id: 'tryEvent.body', message: 'Cuerpo crudo'})}</p>
          <pre
            className={styles.code}
            data-testid="event-body"
            role="region"
            aria-label={translate({id: 'tryEvent.body', message: 'Cuerpo crudo'})}
            tabIndex={0}>
            {delivery.body}
          </pre>
          <p>
            <Link to="/docs/api/webhooks#prueba-tu-verificación">
              {translate({
                id: 'tryEvent.verify',
                message: 'Verifica esta firma en el verificador de la guía de webhooks',
              })}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
