import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {brand, links} from '@site/config/links';
import styles from './styles.module.css';

// The convention of every code sample on the site: the base URL from CUSTODIA_API (the sandbox when unset), the key
// from CUSTODIA_SECRET_KEY and the Idempotency-Key from OpenSSL, so the command runs against `npm run sandbox` too.
// The base URL goes in its own line, which fits the card at 1280 px: the full default inside the URL did not.
const SAMPLE_API = `API=\${CUSTODIA_API:-${links.sandboxApiBaseUrl}}`;

/** The home page hero: the tagline, two calls to action and a first API call. */
export default function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>
            <Translate id="home.hero.eyebrow">Documentación para desarrolladores</Translate>
          </p>
          <Heading as="h1" className={styles.title}>
            {brand.headline}
          </Heading>
          <p className={styles.subtitle}>{brand.subheadline}</p>
          <p className={styles.lead}>
            <Translate id="home.hero.lead">
              Autentica personas sin contraseña, captura consentimientos con evidencia, valida identidades, firma
              documentos y responde solicitudes de derechos desde una sola API REST, en sandbox desde el primer minuto.
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary" to="/docs/integration-guide/intro">
              <Translate id="home.hero.start">Empieza a integrar</Translate>
            </Link>
            <Link className="button button--secondary" to="/docs/api/intro">
              <Translate id="home.hero.api">Referencia de la API</Translate>
            </Link>
          </div>
          {/* A plain link to the results page: reachable without the search modal, and by crawlers and link checks. */}
          <p className={styles.searchHint}>
            <Translate id="home.hero.searchHint">¿Buscas algo concreto?</Translate>{' '}
            <Link to="/search">
              <Translate id="home.hero.searchLink">Busca en la documentación</Translate>
            </Link>
          </p>
        </div>
        <figure className={styles.sample} aria-labelledby="hero-sample-caption">
          <figcaption id="hero-sample-caption" className={styles.sampleCaption}>
            <Translate id="home.hero.sampleCaption">Pide a una persona que valide su identidad</Translate>
          </figcaption>
          <pre className={styles.code} tabIndex={0}>
            <code>
              {SAMPLE_API}
              {'\n'}
              IDEM=$(<span className={styles.cmd}>openssl</span> rand -hex 16){'\n'}
              <span className={styles.cmd}>curl</span> -X POST{' '}
              <span className={styles.str}>"$API/disclosure-requests"</span> \{'\n'}
              {'  '}-H <span className={styles.str}>"Authorization: Bearer $CUSTODIA_SECRET_KEY"</span> \{'\n'}
              {'  '}-H <span className={styles.str}>"Idempotency-Key: $IDEM"</span> \{'\n'}
              {'  '}-H <span className={styles.str}>"Content-Type: application/json"</span> \{'\n'}
              {'  '}-d <span className={styles.str}>{`'{"disclosure_template_id": "dtpl_…",`}</span>
              {'\n'}
              {'       '}
              <span className={styles.str}>{`"entity_id": "ent_…"}'`}</span>
            </code>
          </pre>
        </figure>
      </div>
    </header>
  );
}
