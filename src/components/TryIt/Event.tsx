/** «Generar evento de prueba» on an event page: the generator and the simulator load only when the reader asks. */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import LoadOnOpen from '@site/src/components/LoadOnOpen';

export default function TryEvent({type}: {type: string}): ReactNode {
  return (
    <LoadOnOpen
      load={() => import('./EventSample')}
      props={{type}}
      label={translate({id: 'tryEvent.open', message: 'Generar evento de prueba'})}
      failure={translate({
        id: 'tryIt.loadFailed',
        message: 'No se pudo cargar la consola. Revisa tu conexión y vuelve a intentarlo.',
      })}
    />
  );
}
