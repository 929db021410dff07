/**
 * Prism in the browser, on demand. Pages are highlighted at build time and their code blocks keep
 * that markup through hydration (src/theme/CodeBlock/Content), so Prism only runs for a code block
 * that mounts later: after a client-side navigation or when a lazy tab opens. The server build
 * replaces this module with ./server.ts (src/plugins/prism).
 */
import {useEffect, useState} from 'react';
import {onFirstIntent} from '../intent';
import type {PrismKit} from './kit';

let kit: PrismKit | null = null;
let loading: Promise<PrismKit> | null = null;

/** Loads Prism once; later calls share the same promise. */
export function loadPrism(): Promise<PrismKit> {
  loading ??= import(/* webpackChunkName: "prism" */ './kit').then((module) => {
    kit = {Highlight: module.Highlight, Prism: module.Prism};
    return kit;
  });
  return loading;
}

/** Prism when it is loaded, else null (and, when `needed`, it starts loading). */
export function usePrism(needed = true): PrismKit | null {
  const [current, setCurrent] = useState(kit);
  useEffect(() => {
    if (current || !needed) return;
    let active = true;
    loadPrism().then(
      (loaded) => active && setCurrent(loaded),
      // A failed chunk leaves the code readable, just not coloured.
      (error: unknown) => console.error('No se pudo cargar el resaltado de código:', error),
    );
    return () => {
      active = false;
    };
  }, [current, needed]);
  return current;
}

/** What a reader points at before a code block can mount: a link to another page, or a tab. */
const INTENT_TARGET = 'a[href^="/"], [role="tab"]';

let listening = false;

/**
 * Loads Prism as soon as the reader shows an intent that may mount a new code block: pointing at
 * or focusing an internal link or a tab. Not on idle: evaluating Prism is a long task (its language
 * registration), and a page that is only read never needs it.
 */
export function preloadPrismOnIntent(): void {
  if (kit || loading || listening) return;
  listening = true;
  onFirstIntent(INTENT_TARGET, () => void loadPrism().catch(() => undefined));
}
