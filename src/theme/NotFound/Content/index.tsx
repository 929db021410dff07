/**
 * The 404 content, for the site's 404 page and for unknown paths under /docs (which the docs plugin renders
 * inside its own layout, without a title): the page title, the theme's text, and the two ways on that the
 * text promises, a link home and a search box. A full replacement rather than a wrapper, so the links stay
 * inside the page's <main> and its column.
 */
import React, {type ReactNode, useId, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): ReactNode {
  const title = translate({
    id: 'theme.NotFound.title',
    message: 'Página No Encontrada',
    description: 'The title of the 404 page',
  });
  const searchPath = useBaseUrl('/search');
  const history = useHistory();
  const inputId = useId();
  const [query, setQuery] = useState('');
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={title} />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            {title}
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              No encontramos la página que buscabas.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Si llegaste aquí desde un enlace, avísale a quien lo publicó que el enlace está roto. También puedes
              volver al inicio o usar el buscador.
            </Translate>
          </p>
          {/* A real GET form: it works before the page's JavaScript has loaded, and the query travels as text. */}
          <form
            role="search"
            action={searchPath}
            method="get"
            className={styles.search}
            onSubmit={(event) => {
              event.preventDefault();
              const q = query.trim();
              history.push(q ? `${searchPath}?q=${encodeURIComponent(q)}` : searchPath);
            }}>
            <label htmlFor={inputId} className={styles.label}>
              <Translate id="custodia.notFound.searchLabel" description="Label of the search box on the 404 page">
                Buscar en la documentación
              </Translate>
            </label>
            <div className={styles.row}>
              <input
                id={inputId}
                type="search"
                name="q"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                className={styles.input}
                autoComplete="off"
              />
              <button type="submit" className="button button--primary">
                <Translate
                  id="custodia.notFound.searchButton"
                  description="Submit button of the search box on the 404 page">
                  Buscar
                </Translate>
              </button>
            </div>
          </form>
          <nav
            className={styles.links}
            aria-label={translate({
              id: 'custodia.notFound.linksLabel',
              message: 'Seguir navegando',
              description: 'Label of the links on the 404 page',
            })}>
            <Link to="/" className="button button--secondary">
              <Translate id="custodia.notFound.home" description="Link home on the 404 page">
                Ir al inicio
              </Translate>
            </Link>
            <Link to="/search" className="button button--secondary">
              <Translate id="custodia.notFound.searchPage" description="Link to the search page on the 404 page">
                Abrir la búsqueda
              </Translate>
            </Link>
          </nav>
        </div>
      </div>
    </main>
  );
}
