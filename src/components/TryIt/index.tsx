/** «Pruébalo» on an operation page: the console and the simulator load only when the reader opens it. */
import React, {useCallback, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import type {ConsoleProps} from './Console';
import {translate} from '@docusaurus/Translate';

/** Query parameter of a link that opens this page's console prefilled with an id (from another console). */
export const PREFILL_PARAM = 'probar';

export default function TryIt({method, path}: {method: string; path: string}): ReactNode {
  const [Console, setConsole] = useState<ComponentType<ConsoleProps> | null>(null);
  const [state, setState] = useState<'closed' | 'loading' | 'open' | 'failed'>('closed');
  const [prefill, setPrefill] = useState<string | undefined>();

  const open = useCallback(() => {
    setState('loading');
    import('./Console').then(
      (module) => {
        setConsole(() => module.default);
        setState('open');
      },
      () => setState('failed'),
    );
  }, []);

  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get(PREFILL_PARAM);
    if (id) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the id comes from the URL, which only the browser has: read during render it would differ from the server HTML
      setPrefill(id);
      open();
    }
  }, [open]);

  return (
    <div className="margin-vert--md">
      <button
        type="button"
        className={state === 'open' ? 'button button--secondary' : 'button button--primary'}
        aria-expanded={state === 'open'}
        onClick={state === 'open' ? () => setState('closed') : open}>
        {state === 'open'
          ? translate({id: 'tryIt.close', message: 'Cerrar la consola'})
          : translate({id: 'tryIt.open', message: 'Pruébalo'})}
      </button>
      {state === 'loading' && (
        <p role="status">{translate({id: 'tryIt.loading', message: 'Cargando el simulador…'})}</p>
      )}
      {state === 'failed' && (
        <p role="alert">
          {translate({
            id: 'tryIt.loadFailed',
            message: 'No se pudo cargar la consola. Revisa tu conexión y vuelve a intentarlo.',
          })}
        </p>
      )}
      {state === 'open' && Console && <Console method={method} path={path} prefill={prefill} />}
    </div>
  );
}
