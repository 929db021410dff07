/**
 * Shown while a route chunk loads, and when it fails. A full replacement of the core fallback,
 * @docusaurus/core/src/client/theme-fallback/Loading/index.tsx (Docusaurus 3.10.2), not a copy: ours is
 * translated, themed and announces its state to assistive technology. Not a wrapper either: each of the
 * three states (nothing, spinner, error) replaces the original's English, inline-styled one, so wrapping
 * would only add the original's code to the bundle. What to check when upgrading: UPGRADING.md.
 */
import React, {type ReactNode, useEffect} from 'react';
import Translate from '@docusaurus/Translate';
import type {LoadingComponentProps} from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  // The reader gets a sentence; the error itself (chunk number, URL) is for whoever opens the console.
  useEffect(() => {
    if (error) console.error('[carga] No se pudo cargar el código de la página.', error);
  }, [error]);
  if (error) {
    return (
      <div className={styles.error} role="alert" data-testid="chunk-error">
        <p className={styles.title}>
          <Translate id="custodia.loading.error" description="Shown when a page chunk fails to load">
            No se pudo cargar esta página.
          </Translate>
        </p>
        <p className={styles.detail}>
          <Translate id="custodia.loading.errorDetail" description="Explanation under the chunk load failure title">
            Puede que se haya cortado la conexión o que se haya publicado una versión nueva del sitio mientras leías.
            Revisa tu conexión y vuelve a intentarlo.
          </Translate>
        </p>
        <button type="button" className="button button--primary" onClick={retry}>
          <Translate id="custodia.loading.retry" description="Retry button after a chunk load failure">
            Reintentar
          </Translate>
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loading} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="sr-only">
          <Translate id="custodia.loading.label" description="Accessible label of the page spinner">
            Cargando la página…
          </Translate>
        </span>
      </div>
    );
  }
  return null;
}
