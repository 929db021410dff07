import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ChangeBadge} from '../types';
import {apiStrings} from '../strings';
import styles from './styles.module.css';

/**
 * The changelog entries that name an operation, event, parameter or field, after the API's first release:
 * «Obsoleto desde 2026-03-02», «Nuevo desde 2026-03-02», «Cambió el 2026-03-02», each linked to its entry.
 * The first release's entries get none (see changeIndex in src/plugins/openapi/changelog.ts).
 */
export default function ChangeBadges({changes}: {changes?: ChangeBadge[]}): ReactNode {
  if (!changes?.length) return null;
  return changes.map((change) => (
    <Link key={change.href} to={change.href} className={styles[change.kind]}>
      {apiStrings.change(change)}
    </Link>
  ));
}
