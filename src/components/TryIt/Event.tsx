/** «Generar evento de prueba» on an event page: the generator and the simulator load only when the reader asks. */
import React, {useState, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

export default function TryEvent({type}: {type: string}): ReactNode {
  const [Sample, setSample] = useState<ComponentType<{type: string}> | null>(null);
  const [failed, setFailed] = useState(false);
  if (Sample) return <Sample type={type} />;
  return (
    <div className="margin-vert--md">
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={() =>
          void import('./EventSample').then(
            (module) => setSample(() => module.default),
            () => setFailed(true),
          )
        }>
        {translate({id: 'tryEvent.open', message: 'Generar evento de prueba'})}
      </button>
      {failed && (
        <p role="alert">
          {translate({
            id: 'tryIt.loadFailed',
            message: 'No se pudo cargar la consola. Revisa tu conexión y vuelve a intentarlo.',
          })}
        </p>
      )}
    </div>
  );
}
