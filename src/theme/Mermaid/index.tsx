import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/** Smallest text, in CSS pixels, a diagram may be shrunk to; below it the diagram scrolls sideways instead. */
export const MIN_DIAGRAM_TEXT_PX = 12;

/**
 * Mermaid draws at 100% of the column, shrinking a wide diagram's text to ~8 px on a phone. This keeps the
 * drawing at least wide enough for its smallest text to measure MIN_DIAGRAM_TEXT_PX; a wider diagram
 * scrolls sideways in its frame, which then joins the Tab order so the keyboard can scroll it too.
 */
function keepLegible(frame: HTMLElement): void {
  const svg = frame.querySelector('svg');
  const viewBoxWidth = svg?.viewBox.baseVal?.width;
  if (!svg || !viewBoxWidth) return;
  const sizes = [...svg.querySelectorAll('text, foreignObject div, foreignObject span')]
    .map((node) => parseFloat(getComputedStyle(node).fontSize))
    .filter((size) => size > 0);
  if (!sizes.length) return;
  const minWidth = Math.ceil((viewBoxWidth * MIN_DIAGRAM_TEXT_PX) / Math.min(...sizes));
  svg.style.minWidth = `${minWidth}px`;
  const scrolls = frame.scrollWidth > frame.clientWidth + 1;
  if (scrolls) frame.setAttribute('tabindex', '0');
  else frame.removeAttribute('tabindex');
}

/**
 * Draws a diagram when it comes within a screen of the viewport, not when the page loads. Mermaid is
 * ~190 KB of gzipped JavaScript and each diagram takes hundreds of milliseconds of main-thread work on
 * a phone: a reader who never scrolls to the diagram pays nothing, and the page is interactive sooner.
 * Drawn a screen ahead, the diagram is ready before it is seen, and what it pushes down is not on screen.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: '100% 0px'},
    );
    observer.observe(element);
    // Printing shows every diagram.
    const draw = () => setNear(true);
    window.addEventListener('beforeprint', draw);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', draw);
    };
  }, []);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!near || !element) return undefined;
    keepLegible(element);
    // Mermaid draws asynchronously, and again when the colour mode changes.
    const observer = new MutationObserver(() => keepLegible(element));
    observer.observe(element, {childList: true, subtree: true});
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => keepLegible(element));
    resize?.observe(element);
    return () => {
      observer.disconnect();
      resize?.disconnect();
    };
  }, [near]);
  return near ? (
    <div
      ref={frame}
      role="group"
      aria-label={translate({
        id: 'custodia.mermaid.frame',
        message: 'Diagrama',
        description: 'Accessible name of a diagram frame',
      })}
      className={styles.frame}>
      <Mermaid {...props} />
    </div>
  ) : (
    <div ref={placeholder} data-mermaid-pending="" />
  );
}
