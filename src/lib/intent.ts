/** The reader is about to use something: the pointer is on it, it has focus, or a finger is on it. */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Calls `run` once, the first time one of `events` reaches an element inside `selector`, so work
 * can start just before the reader needs it. Returns a function that stops listening.
 */
export function onFirstIntent(
  selector: string,
  run: () => void,
  events: readonly string[] = INTENT_EVENTS,
): () => void {
  const stop = () => events.forEach((type) => document.removeEventListener(type, listener, true));
  function listener(event: Event) {
    if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
    stop();
    run();
  }
  events.forEach((type) => document.addEventListener(type, listener, {capture: true, passive: true}));
  return stop;
}
