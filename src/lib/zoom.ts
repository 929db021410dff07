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
  makeKeyboardOperable(zoom);
  return zoom;
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
