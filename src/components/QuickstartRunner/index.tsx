/** «Ejecutar en el simulador» on a step-by-step page: the runner and the simulator load only when opened. */
import React, {useState, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {QuickstartSlug} from '../../lib/quickstarts/pages';

export default function QuickstartRunner({slug}: {slug: QuickstartSlug}): ReactNode {
  const [Runner, setRunner] = useState<ComponentType<{slug: QuickstartSlug}> | null>(null);
  const [failed, setFailed] = useState(false);
  if (Runner) return <Runner slug={slug} />;
  return (
    <div className="margin-vert--md">
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={() =>
          void import('./Runner').then(
            (module) => setRunner(() => module.default),
            () => setFailed(true),
          )
        }>
        {translate({id: 'quickstartRunner.open', message: 'Ejecutar esta guía en el simulador'})}
      </button>
      {failed && (
        <p role="alert">
          {translate({
            id: 'quickstartRunner.loadFailed',
            message: 'No se pudo cargar el simulador. Vuelve a intentarlo.',
          })}
        </p>
      )}
    </div>
  );
}
