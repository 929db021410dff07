/** The webhook signature verifier of the webhooks guide: its form loads only when the reader opens it. */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import LoadOnOpen from '@site/src/components/LoadOnOpen';

export default function SignatureVerifier(): ReactNode {
  return (
    <LoadOnOpen
      load={() => import('./Verifier')}
      props={{}}
      label={translate({id: 'verifier.open', message: 'Abrir el verificador de firmas'})}
      failure={translate({
        id: 'verifier.loadFailed',
        message: 'No se pudo cargar el verificador. Vuelve a intentarlo.',
      })}
    />
  );
}
