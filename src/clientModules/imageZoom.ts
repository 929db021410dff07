/**
 * Attaches image zoom 1000 ms after the first load and after every route change. medium-zoom (and
 * src/lib/zoom) is a separate chunk, fetched the first time a page has a zoomable image: most pages
 * have none, so it stays out of the JavaScript every page loads.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {Zoom} from 'medium-zoom';
import {zoomConfig} from '../../config/zoom';

let zoom: Zoom | undefined;
let timer: number | undefined;
let generation = 0;

function scheduleAttach(): void {
  window.clearTimeout(timer);
  const current = ++generation;
  timer = window.setTimeout(() => {
    zoom?.detach();
    zoom = undefined;
    if (!document.querySelector(zoomConfig.selector)) return;
    import('../lib/zoom').then(
      ({attachZoom}) => {
        // A later navigation owns the images now.
        if (current === generation) zoom = attachZoom();
      },
      (error: unknown) => console.error('[zoom] No se pudo cargar la ampliación de imágenes.', error),
    );
  }, zoomConfig.attachDelayMs);
}

export function onRouteDidUpdate(): void {
  if (ExecutionEnvironment.canUseDOM) scheduleAttach();
}
