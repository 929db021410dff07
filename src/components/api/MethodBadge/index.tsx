import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {apiStrings} from '../strings';
import styles from './styles.module.css';

const KNOWN = new Set(['get', 'post', 'put', 'patch', 'delete', 'event']);

/** The coloured HTTP method (or EVENTO) badge; colours come from src/css/api.css. */
export default function MethodBadge({method, className}: {method: string; className?: string}): ReactNode {
  const key = method.toLowerCase();
  const label = key === 'event' ? apiStrings.event() : key.toUpperCase();
  return <span className={clsx(styles.badge, styles[KNOWN.has(key) ? key : 'other'], className)}>{label}</span>;
}
