import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * A description rendered from Markdown at build time (src/plugins/openapi/markdown.ts
 * escapes everything but its own tags), so the page needs no Markdown parser at runtime.
 */
export default function Html({
  html,
  inline = false,
  className,
}: {
  html?: string;
  inline?: boolean;
  className?: string;
}): ReactNode {
  if (!html) return null;
  if (inline) {
    // A single paragraph shown inline (a response summary): drop its <p>.
    const content = /^<p>(?:(?!<p>).)*<\/p>$/s.test(html) ? html.slice(3, -4) : html;
    return <span className={className} dangerouslySetInnerHTML={{__html: content}} />;
  }
  return <div className={clsx(styles.html, className)} dangerouslySetInnerHTML={{__html: html}} />;
}
