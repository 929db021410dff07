/**
 * When the first page's code chunks fail to load (network cut, stale deploy),
 * Docusaurus never renders and the page stays inert. This shows the error and a
 * Retry button instead. Later failures are handled by React: navigation reloads
 * the page, and a chunk failing inside a rendered page shows @theme/Loading.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';
import {isChunkLoadError} from '../lib/chunkErrors';

const BOX_ID = 'custodia-chunk-error';

function showChunkError(): void {
  if (document.getElementById(BOX_ID)) return;
  const box = document.createElement('div');
  box.id = BOX_ID;
  box.setAttribute('role', 'alert');
  box.className = 'custodia-chunk-error';
  const title = document.createElement('p');
  title.className = 'custodia-chunk-error__title';
  title.textContent = translate({id: 'custodia.loading.error', message: 'No se pudo cargar esta página.'});
  const detail = document.createElement('p');
  detail.className = 'custodia-chunk-error__detail';
  // The error itself is in the console (below): the reader gets a sentence, not a chunk number and a URL.
  detail.textContent = translate({
    id: 'custodia.loading.errorDetail',
    message:
      'Puede que se haya cortado la conexión o que se haya publicado una versión nueva del sitio mientras leías. Revisa tu conexión y vuelve a intentarlo.',
  });
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.textContent = translate({id: 'custodia.loading.retry', message: 'Reintentar'});
  retry.addEventListener('click', () => window.location.reload());
  box.append(title, detail, retry);
  document.body.prepend(box);
  retry.focus();
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    const rendered = Boolean((window as unknown as {docusaurusRoot?: unknown}).docusaurusRoot);
    if (!rendered && isChunkLoadError(event.reason)) {
      console.error('[carga] No se pudo cargar el código de la página.', event.reason);
      showChunkError();
    }
  });
}
