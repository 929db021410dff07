/** Image zoom for markdown images, on top of medium-zoom, with the spec's constants. */
import mediumZoom, {type Zoom, type ZoomSelector} from 'medium-zoom';
import {zoomConfig} from '../../config/zoom';

export type ColorMode = 'light' | 'dark';

export function zoomBackground(mode: ColorMode): string {
  return mode === 'dark' ? zoomConfig.background.dark : zoomConfig.background.light;
}

function currentMode(): ColorMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/**
 * Attaches zoom to the images matched by `selector`. medium-zoom throws a
 * TypeError ("Expects a CSS selector, a Node element, a NodeList or an array")
 * for an invalid selector; we let it propagate so the mistake is visible.
 */
export function attachZoom(selector: ZoomSelector = zoomConfig.selector): Zoom {
  const zoom = mediumZoom(selector, {
    margin: zoomConfig.margin,
    background: zoomBackground(currentMode()),
    // Scroll closing is ours (below): medium-zoom would close at once, the spec waits 150 ms.
    scrollOffset: Number.MAX_SAFE_INTEGER,
  });
  let openScroll = 0;
  let closeTimer: number | undefined;
  const onScroll = () => {
    if (Math.abs(window.scrollY - openScroll) <= zoomConfig.scrollOffset) return;
    window.clearTimeout(closeTimer);
    closeTimer = window.setTimeout(() => void zoom.close(), zoomConfig.closeDelayMs);
  };
  zoom.on('open', () => {
    zoom.update({background: zoomBackground(currentMode())});
    openScroll = window.scrollY;
    document.addEventListener('scroll', onScroll, {passive: true});
  });
  zoom.on('close', () => {
    window.clearTimeout(closeTimer);
    document.removeEventListener('scroll', onScroll);
  });
  return zoom;
}
