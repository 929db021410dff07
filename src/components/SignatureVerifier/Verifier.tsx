/**
 * Checks a webhook delivery in the page (src/lib/webhooks/signature.ts): raw body, Custodia-Signature header and
 * secret in, valid or invalid and why out. It can also sign a sample event with a test secret to try it with.
 */
import React, {useId, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {
  signatureHeader,
  TEST_WEBHOOK_SECRET as TEST_SECRET,
  TOLERANCE_SECONDS,
  verifySignature,
  type VerifyResult,
} from '../../lib/webhooks/signature';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

const SAMPLE = {
  id: 'evt_1Nq7Tx4Kw9Lm2Rb6Vz8Pc3Hd',
  object: 'event',
  type: 'consent_action.created',
  created_at: '2025-03-14T15:09:19Z',
  livemode: false,
  api_version: '2025-01-15',
  data: {
    object: {id: 'cact_8Hn2Qw5Er7Ty9Ui1Op3As6Df', object: 'consent_action', action: 'grant'},
    previous_attributes: null,
  },
  request: null,
};

function explain(result: VerifyResult): string {
  if (result.valid)
    return translate({
      id: 'verifier.valid',
      message: 'Firma válida: la entrega viene de quien conoce el secreto y el cuerpo no cambió.',
    });
  switch (result.reason) {
    case 'missing_header':
      return translate({
        id: 'verifier.missingHeader',
        message: 'Firma inválida: falta el encabezado Custodia-Signature.',
      });
    case 'missing_secret':
      return translate({
        id: 'verifier.missingSecret',
        message: 'Escribe el secreto del webhook (whsec_…) para verificar.',
      });
    case 'malformed_header':
      return translate({
        id: 'verifier.malformed',
        message: 'Firma inválida: el encabezado no tiene la forma t=<segundos>,v1=<firma>.',
      });
    case 'timestamp':
      return translate(
        {
          id: 'verifier.timestamp',
          message: 'Firma inválida: t se aleja {age} segundos de tu hora actual y la tolerancia es de {tolerance}.',
        },
        {age: String(Math.abs(result.age ?? 0)), tolerance: String(TOLERANCE_SECONDS)},
      );
    default:
      return translate({
        id: 'verifier.mismatch',
        message:
          'Firma inválida: ningún v1 coincide. O el secreto no es el de este webhook, o el cuerpo cambió (un espacio, el orden de las claves o un escape bastan).',
      });
  }
}

export default function Verifier(): ReactNode {
  const id = useId();
  const [body, setBody] = useState('');
  const [header, setHeader] = useState('');
  const [secret, setSecret] = useState('');
  const [result, setResult] = useState<VerifyResult | null>(null);

  const generate = async () => {
    const raw = JSON.stringify(SAMPLE);
    setBody(raw);
    setSecret(TEST_SECRET);
    setHeader(await signatureHeader(TEST_SECRET, raw, Math.floor(Date.now() / 1000)));
    setResult(null);
  };

  return (
    <section className={styles.verifier} aria-labelledby={`${id}-title`} data-testid="signature-verifier">
      <Heading as="h4" id={`${id}-title`}>
        {translate({id: 'verifier.title', message: 'Verificador de firmas'})}
      </Heading>
      <p>
        {translate({
          id: 'verifier.private',
          message:
            'La verificación se calcula en tu navegador con WebCrypto: nada de lo que escribas aquí sale de esta página.',
        })}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void verifySignature(body, header, secret, Math.floor(Date.now() / 1000)).then(setResult);
        }}>
        <label htmlFor={`${id}-body`} className={styles.label}>
          {translate({id: 'verifier.body', message: 'Cuerpo crudo de la entrega'})}
        </label>
        <textarea
          id={`${id}-body`}
          className={styles.input}
          rows={6}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            setResult(null);
          }}
          spellCheck={false}
        />
        <label htmlFor={`${id}-header`} className={styles.label}>
          {translate({id: 'verifier.header', message: 'Encabezado Custodia-Signature'})}
        </label>
        <input
          id={`${id}-header`}
          className={styles.input}
          value={header}
          onChange={(event) => {
            setHeader(event.target.value);
            setResult(null);
          }}
          spellCheck={false}
          autoComplete="off"
        />
        <label htmlFor={`${id}-secret`} className={styles.label}>
          {translate({id: 'verifier.secret', message: 'Secreto del webhook'})}
        </label>
        <input
          id={`${id}-secret`}
          className={styles.input}
          value={secret}
          onChange={(event) => {
            setSecret(event.target.value);
            setResult(null);
          }}
          spellCheck={false}
          autoComplete="off"
        />
        <div className={styles.row}>
          <button type="submit" className="button button--primary">
            {translate({id: 'verifier.verify', message: 'Verificar'})}
          </button>
          <button type="button" className="button button--secondary" onClick={() => void generate()}>
            {translate({id: 'verifier.generate', message: 'Generar evento de prueba'})}
          </button>
        </div>
      </form>
      {secret === TEST_SECRET && (
        <p>
          {translate({id: 'verifier.testSecret', message: 'Secreto de prueba usado para firmar:'})}{' '}
          <code>{TEST_SECRET}</code>
        </p>
      )}
      <p
        aria-live="polite"
        data-testid="verifier-result"
        className={result && !result.valid ? styles.invalid : styles.valid}>
        {result && explain(result)}
      </p>
    </section>
  );
}
