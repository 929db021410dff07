import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import BaseUrlBanner from '@site/src/components/BaseUrlBanner';
import HomeHero from '@site/src/components/HomeHero';
import ProductGrid from '@site/src/components/ProductGrid';
import SectionCards from '@site/src/components/SectionCards';
import {regulations} from '@site/src/data/products';
import {links} from '@site/config/links';
import styles from './index.module.css';

const steps = [
  {
    id: 'sandbox',
    title: translate({id: 'home.steps.sandbox.title', message: '1. Prueba en sandbox'}),
    text: translate({
      id: 'home.steps.sandbox.text',
      message:
        'Crea una clave sk_test_ y recorre cada flujo con valores de prueba que simulan éxitos, rechazos y vencimientos.',
    }),
    to: '/docs/integration-guide/sandbox',
  },
  {
    id: 'integrate',
    title: translate({id: 'home.steps.integrate.title', message: '2. Integra y escucha eventos'}),
    text: translate({
      id: 'home.steps.integrate.text',
      message: 'Llama a la API desde tu servidor y reacciona a los webhooks firmados en vez de consultar el estado.',
    }),
    to: '/docs/api/webhooks',
  },
  {
    id: 'production',
    title: translate({id: 'home.steps.production.title', message: '3. Pasa a producción'}),
    text: translate({
      id: 'home.steps.production.text',
      message: 'Cambia a una clave sk_live_, revisa la lista de verificación y guarda la evidencia de cada operación.',
    }),
    to: '/docs/integration-guide/production',
  },
];

export default function Home(): ReactNode {
  return (
    <Layout
      description={translate({
        id: 'home.meta.description',
        message:
          'Documentación para desarrolladores de Custodia: API REST y guías para autenticación sin contraseña, consentimiento, validación de identidad, firma electrónica y derechos de los titulares.',
      })}>
      <BaseUrlBanner />
      <main>
        <HomeHero />
        <section className={styles.section}>
          <div className="container">
            <Heading as="h2">
              <Translate id="home.sections.title">Elige por dónde empezar</Translate>
            </Heading>
            <SectionCards />
          </div>
        </section>
        <section className={`${styles.section} ${styles.alt}`}>
          <div className="container">
            <Heading as="h2">
              <Translate id="home.products.title">Productos de la plataforma</Translate>
            </Heading>
            <p className={styles.intro}>
              <Translate id="home.products.intro">
                Cada producto se integra por separado y comparte las mismas entidades, eventos y evidencia.
              </Translate>
            </p>
            <ProductGrid />
          </div>
        </section>
        <section className={styles.section}>
          <div className="container">
            <Heading as="h2">
              <Translate id="home.steps.title">De la primera llamada a producción</Translate>
            </Heading>
            <ol className={styles.steps}>
              {steps.map((step) => (
                <li key={step.id}>
                  <Heading as="h3">{step.title}</Heading>
                  <p>{step.text}</p>
                  <Link to={step.to}>
                    <Translate id="home.steps.more">Leer la guía</Translate>
                    <span className="sr-only">: {step.title}</span>
                  </Link>
                </li>
              ))}
            </ol>
          </div>
        </section>
        <section className={`${styles.section} ${styles.alt}`}>
          <div className={`container ${styles.compliance}`}>
            <div>
              <Heading as="h2">
                <Translate id="home.compliance.title">Pensada para la regulación latinoamericana</Translate>
              </Heading>
              <p>
                <Translate id="home.compliance.text">
                  Plazos legales, bases de licitud y evidencia trazable según las leyes de protección de datos de la
                  región. La documentación describe cómo la plataforma apoya su cumplimiento; no es asesoría legal.
                </Translate>
              </p>
            </div>
            <ul className={styles.regulations}>
              {regulations.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        </section>
        <section className={styles.cta}>
          <div className="container">
            <Heading as="h2">
              <Translate id="home.cta.title">¿Listo para integrar Custodia?</Translate>
            </Heading>
            <p>
              <Translate id="home.cta.text">
                Solicita una cuenta para tu empresa: con ella obtienes tus claves de sandbox.
              </Translate>
            </p>
            <Link className="button button--primary button--lg" href={links.accountRequest}>
              <Translate id="home.cta.button">Solicita una cuenta</Translate>
            </Link>
          </div>
        </section>
      </main>
    </Layout>
  );
}
