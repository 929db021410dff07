/** «Ejecutar en el simulador» on a step-by-step page: the runner and the simulator load only when opened. */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import LoadOnOpen from '@site/src/components/LoadOnOpen';
import type {QuickstartSlug} from '../../lib/quickstarts/pages';

export default function QuickstartRunner({slug}: {slug: QuickstartSlug}): ReactNode {
  return (
    <LoadOnOpen
      load={() => import('./Runner')}
      props={{slug}}
      label={translate({id: 'quickstartRunner.open', message: 'Ejecutar esta guía en el simulador'})}
      failure={translate({
        id: 'quickstartRunner.loadFailed',
        message: 'No se pudo cargar el simulador. Vuelve a intentarlo.',
      })}
    />
  );
}
