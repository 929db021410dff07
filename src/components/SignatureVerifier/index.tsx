/** The webhook signature verifier of the webhooks guide: its form loads only when the reader opens it. */
import React, {useState, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

export default function SignatureVerifier(): ReactNode {
  const [Form, setForm] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  if (Form) return <Form />;
  return (
    <div className="margin-vert--md">
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={() =>
          void import('./Verifier').then(
            (module) => setForm(() => module.default),
            () => setFailed(true),
          )
        }>
        {translate({id: 'verifier.open', message: 'Abrir el verificador de firmas'})}
      </button>
      {failed && (
        <p role="alert">
          {translate({id: 'verifier.loadFailed', message: 'No se pudo cargar el verificador. Vuelve a intentarlo.'})}
        </p>
      )}
    </div>
  );
}
