/**
 * In-page anchor links (table of contents, `#idempotencia`) animate like the back-to-top button: each frame
 * covers 15% of the remaining distance. Only where the browser would jump (no native smooth scrolling, or
 * `scroll-behavior` not smooth, as on this site) and never with prefers-reduced-motion. The browser still
 * does the navigation (history entry, :target, the router's location); this scrolls back to where the
 * reader was before the frame is painted and animates to where the browser put the target.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Share of the remaining distance covered per frame: the theme's back-to-top polyfill uses the same. */
export const ANCHOR_SCROLL_STEP = 0.15;

function nativeSmooth(): boolean {
  const root = document.documentElement;
  return 'scrollBehavior' in root.style && getComputedStyle(root).scrollBehavior === 'smooth';
}

function sameDocumentAnchor(event: MouseEvent): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return false;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && url.pathname === window.location.pathname && url.hash.length > 1;
}

let frame = 0;

function animateTo(from: number, to: number): void {
  cancelAnimationFrame(frame);
  let current = from;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  // The reader takes over the moment they scroll or press a key.
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, {passive: true});
  const step = () => {
    const remaining = to - current;
    if (Math.abs(remaining) < 1) {
      window.scrollTo(0, to);
      stop();
      return;
    }
    current += remaining * ANCHOR_SCROLL_STEP;
    window.scrollTo(0, current);
    frame = requestAnimationFrame(step);
  };
  window.scrollTo(0, from);
  frame = requestAnimationFrame(step);
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', (event) => {
    if (!sameDocumentAnchor(event) || nativeSmooth() || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const from = window.scrollY;
    // The browser scrolls to the target when it follows the link, after this handler; the next frame
    // callback runs after that and before anything is painted.
    requestAnimationFrame(() => {
      const to = window.scrollY;
      if (Math.abs(to - from) >= 1) animateTo(from, to);
    });
  });
}
