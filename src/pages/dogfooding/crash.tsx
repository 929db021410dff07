/**
 * Dogfooding page: a button that makes a component throw while rendering, so the
 * e2e tests can check the crash screen ('Esta página ha fallado.' / 'Intente de nuevo').
 */
import React, {type ReactNode, useState} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';

function Thrower({crash}: {crash: boolean}): ReactNode {
  if (crash) throw new Error('Error provocado para probar la pantalla de fallo');
  return null;
}

/** Lives inside the layout's error boundary, so 'Intente de nuevo' remounts it without the error. */
function CrashDemo(): ReactNode {
  const [crash, setCrash] = useState(false);
  return (
    <main className="container margin-vert--lg" data-pagefind-ignore="all">
      <Heading as="h1">
        <Translate id="dogfooding.crash.title">Prueba de fallo</Translate>
      </Heading>
      <p>
        <Translate id="dogfooding.crash.text">
          Esta página interna provoca un error de renderizado para verificar la pantalla de fallo del sitio.
        </Translate>
      </p>
      <button type="button" className="button button--danger" onClick={() => setCrash(true)}>
        <Translate id="dogfooding.crash.button">Provocar un error</Translate>
      </button>
      <Thrower crash={crash} />
    </main>
  );
}

export default function CrashTestPage(): ReactNode {
  return (
    <Layout title="Prueba de fallo" description="Página interna para probar la pantalla de error del sitio.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <CrashDemo />
    </Layout>
  );
}
