import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

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
  return near ? <Mermaid {...props} /> : <div ref={placeholder} data-mermaid-pending="" />;
}
