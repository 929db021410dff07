import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {UsageView} from '../types';
import MethodBadge from '../MethodBadge';
import styles from './styles.module.css';

/** The operations and events that use a schema, on the schema's page. */
export default function UsageList({items}: {items: UsageView[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.href} className={styles.item}>
          <MethodBadge method={item.method} />
          <Link to={item.href}>{item.label}</Link>
          <code className={styles.detail}>{item.detail}</code>
        </li>
      ))}
    </ul>
  );
}
