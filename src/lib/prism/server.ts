/** Prism during server rendering: loaded with the bundle, so every code block is highlighted in the HTML. */
import {Highlight, Prism, type PrismKit} from './kit';

const kit: PrismKit = {Highlight, Prism};

export function loadPrism(): Promise<PrismKit> {
  return Promise.resolve(kit);
}

export function usePrism(_needed = true): PrismKit | null {
  return kit;
}

export function preloadPrismOnIntent(): void {}
