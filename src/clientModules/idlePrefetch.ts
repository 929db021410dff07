/**
 * Prefetching of visible links waits until the page is loaded and idle, and skips links the reader
 * cannot see.
 *
 * Docusaurus prefetches the code of every page a visible link points to, as soon as the link is
 * seen: during hydration, that is a few hundred route lookups and <link rel=prefetch> elements in
 * the page's longest task, and on a phone the links of the closed menu count as "seen" while it
 * slides into place (Lighthouse: about 190 prefetch elements and 275 ms of a 4× throttled main thread
 * on an API page). Here a visibility prefetch is queued, run once the load event has passed, one
 * link per idle period, and only if a link to that page is still visible. Hover and touch keep
 * their immediate prefetch, and Docusaurus's own rules (Save-Data, slow-2g, already fetched) apply
 * as before, since every call ends in its prefetch.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type DocusaurusGlobal = {
  prefetch: (path: string) => false | Promise<unknown>;
  preload: (path: string) => false | Promise<unknown>;
};

/** A prefetch asked for by the reader's pointer, not by a link scrolling into view. */
const INTENT_EVENTS = new Set([
  'mouseenter',
  'mouseover',
  'pointerenter',
  'pointerover',
  'touchstart',
  'focus',
  'focusin',
]);

/** Whether some link to `path` is on screen and not hidden (the closed mobile menu is hidden). */
export function hasVisibleLink(path: string, doc: Document = document): boolean {
  const viewportHeight = doc.defaultView?.innerHeight ?? 0;
  const viewportWidth = doc.defaultView?.innerWidth ?? 0;
  return [...doc.querySelectorAll<HTMLAnchorElement>('a[href]')].some((a) => {
    if (a.getAttribute('href') !== path) return false;
    if (a.checkVisibility && !a.checkVisibility({opacityProperty: true, visibilityProperty: true})) return false;
    const rect = a.getBoundingClientRect();
    return (
      rect.width > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < viewportHeight && rect.left < viewportWidth
    );
  });
}

export function deferVisibilityPrefetch(original: DocusaurusGlobal, win: Window = window): DocusaurusGlobal {
  const queue = new Set<string>();
  let started = false;
  const idle = (run: () => void) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, {timeout: 2000});
    else setTimeout(run, 200);
  };

  const drain = () => {
    const [path] = queue;
    if (path === undefined) return;
    queue.delete(path);
    if (hasVisibleLink(path, win.document)) void original.prefetch(path);
    idle(drain);
  };
  const start = () => {
    if (started) return;
    started = true;
    idle(drain);
  };

  return Object.freeze({
    ...original,
    prefetch(path: string) {
      if (win.event && INTENT_EVENTS.has(win.event.type)) return original.prefetch(path);
      queue.add(path);
      if (win.document.readyState === 'complete') start();
      else win.addEventListener('load', start, {once: true});
      return false;
    },
  });
}

if (ExecutionEnvironment.canUseDOM) {
  // Docusaurus assigns window.docusaurus after loading the client modules: wrap it as it arrives.
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => current,
    set: (value: DocusaurusGlobal) => {
      current = value && deferVisibilityPrefetch(value);
    },
  });
}
