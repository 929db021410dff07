import React, {type ComponentProps, type ReactNode, useEffect, useRef, useState} from 'react';

/**
 * A Markdown table. The theme lets a table wider than the text column scroll sideways; such a
 * table also becomes focusable, so it can be scrolled with the arrow keys (WCAG 2.1.1, axe
 * `scrollable-region-focusable`). Tables that fit stay out of the Tab order.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const check = () => setScrolls(table.scrollWidth > table.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(check);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  // A focusable table is the documented pattern for a scrollable region that holds no control.
  return <table ref={ref} {...props} {...(scrolls ? {tabIndex: 0} : {})} />;
}
