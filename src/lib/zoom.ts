/** Image zoom for markdown images, on top of medium-zoom, with the constants of config/zoom.ts. */
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
    // Scroll closing is ours (below): medium-zoom would close at once; ours closes closeDelayMs after a
    // scroll of more than scrollOffset pixels.
    scrollOffset: Number.MAX_SAFE_INTEGER,
  });
  takeOverHighResolution(zoom);
  let openScroll = 0;
  let closeTimer: number | undefined;
  const onScroll = () => {
    if (Math.abs(window.scrollY - openScroll) <= zoomConfig.scrollOffset) return;
    window.clearTimeout(closeTimer);
    closeTimer = window.setTimeout(() => void zoom.close(), zoomConfig.closeDelayMs);
  };
  zoom.on('open', (event) => {
    const original = event.target as HTMLImageElement;
    // medium-zoom has appended the enlarged copy by the time the opening click or key handler returns.
    queueMicrotask(() => {
      const copy = document.querySelector<HTMLImageElement>('body > img.medium-zoom-image--opened');
      if (!copy) return;
      copy.style.transform = fitTransform(original.getBoundingClientRect(), zoomConfig.margin);
      const hd = original.dataset.zoomHd;
      if (hd) loadHighResolution(copy, hd);
    });
    zoom.update({background: zoomBackground(currentMode())});
    openScroll = window.scrollY;
    document.addEventListener('scroll', onScroll, {passive: true});
  });
  zoom.on('close', () => {
    window.clearTimeout(closeTimer);
    document.removeEventListener('scroll', onScroll);
  });
  makeKeyboardOperable(zoom);
  return zoom;
}

/**
 * medium-zoom 1.1.0 treats an unreachable `data-zoom-src` as loaded (a broken image is appended over the
 * overlay and left in <body> after closing). The attribute is moved to `data-zoom-hd`, which medium-zoom
 * does not read, and the enlarged copy switches to the high-resolution file only once it has loaded.
 */
function takeOverHighResolution(zoom: Zoom): void {
  for (const image of zoom.getImages()) {
    const hd = image.getAttribute('data-zoom-src');
    if (hd === null) continue;
    image.dataset.zoomHd = hd;
    image.removeAttribute('data-zoom-src');
  }
}

function loadHighResolution(copy: HTMLImageElement, src: string): void {
  const probe = new Image();
  probe.onload = () => {
    if (!copy.isConnected) return;
    copy.removeAttribute('srcset');
    copy.src = src;
  };
  probe.onerror = () =>
    console.warn(`[zoom] No se pudo cargar la versión ampliada ${src}; se muestra la imagen normal.`);
  probe.src = src;
}

/**
 * The transform that enlarges (or reduces) an image with this on-screen box to fill the viewport within
 * `margin`, centred. medium-zoom stops at the file's natural size, so a small SVG (inlined as a data: URL,
 * which it does not recognise as SVG) would only be centred, not enlarged.
 */
export function fitTransform(
  box: {top: number; left: number; width: number; height: number},
  margin: number,
  viewport = {width: document.documentElement.clientWidth, height: document.documentElement.clientHeight},
): string {
  const width = viewport.width - margin * 2;
  const height = viewport.height - margin * 2;
  const scale = Math.min(width / box.width, height / box.height);
  const x = (-box.left + (width - box.width) / 2 + margin) / scale;
  const y = (-box.top + (height - box.height) / 2 + margin) / scale;
  return `scale(${scale}) translate3d(${x}px, ${y}px, 0)`;
}

/** The accessible name of a zoomable image: its alt text and what activating it does. */
export function zoomLabel(alt: string | null): string {
  const text = (alt ?? '').trim();
  return text ? `${text} (ampliar)` : 'Imagen (ampliar)';
}

const KEYBOARD_ATTRIBUTES = ['tabindex', 'role', 'aria-label'] as const;

/**
 * medium-zoom only reacts to clicks: each zoomable image becomes a focusable button
 * (Enter or Space opens it; medium-zoom closes on Escape) and focus comes back to the
 * image when the zoom closes. Detaching an image restores its attributes.
 */
function makeKeyboardOperable(zoom: Zoom): void {
  for (const image of zoom.getImages()) {
    // An image inside a link or a button is already operable; a button inside it would nest controls.
    if (image.closest('a, button')) continue;
    const previous = KEYBOARD_ATTRIBUTES.map((name) => [name, image.getAttribute(name)] as const);
    image.setAttribute('tabindex', '0');
    image.setAttribute('role', 'button');
    image.setAttribute('aria-label', zoomLabel(image.getAttribute('alt')));
    let fromKeyboard = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      fromKeyboard = true;
      void zoom.open({target: image});
    };
    const onClosed = () => {
      if (fromKeyboard) image.focus();
      fromKeyboard = false;
    };
    const onDetach = () => {
      image.removeEventListener('keydown', onKeyDown);
      image.removeEventListener('medium-zoom:closed', onClosed);
      image.removeEventListener('medium-zoom:detach', onDetach);
      for (const [name, value] of previous) {
        if (value === null) image.removeAttribute(name);
        else image.setAttribute(name, value);
      }
    };
    image.addEventListener('keydown', onKeyDown);
    image.addEventListener('medium-zoom:closed', onClosed);
    image.addEventListener('medium-zoom:detach', onDetach);
  }
}
