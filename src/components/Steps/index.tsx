/**
 * Numbered steps: a list whose items show their number in a badge, joined by a line, with each step's text and
 * code in one column beside it (under the heading at every width). The remark plugin src/plugins/steps wraps a
 * page's numbered sections («## 1. Publica…») in these components and moves the number from the heading's text
 * to the badge, so the number shows once.
 */
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export function Steps({children}: {children: ReactNode}): ReactNode {
  return (
    <ol className={styles.steps} data-steps="">
      {children}
    </ol>
  );
}

export function Step({number, children}: {number: number; children: ReactNode}): ReactNode {
  return (
    <li className={styles.step} value={number} data-step={number}>
      <span className={styles.badge} aria-hidden="true">
        {number}
      </span>
      <div className={styles.body}>{children}</div>
    </li>
  );
}
