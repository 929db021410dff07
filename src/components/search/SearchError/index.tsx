/** «No se pueden obtener resultados» with «Reintentar», as the modal and the search page show it when the index fails. */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';

export default function SearchError({
  onRetry,
  className,
  titleClassName,
  small = false,
}: {
  onRetry: () => void;
  /** The layout of the surrounding message (centred in the modal, flush on the page). */
  className?: string;
  titleClassName?: string;
  small?: boolean;
}): ReactNode {
  return (
    <div className={className} role="alert" data-search-error="">
      <p className={titleClassName}>
        <Translate id="search.error.title">No se pueden obtener resultados</Translate>
      </p>
      <p>
        <Translate id="search.error.hint">Comprueba tu conexión de red e inténtalo de nuevo.</Translate>
      </p>
      <button type="button" className={clsx('button button--secondary', small && 'button--sm')} onClick={onRetry}>
        <Translate id="search.error.retry">Reintentar</Translate>
      </button>
    </div>
  );
}
