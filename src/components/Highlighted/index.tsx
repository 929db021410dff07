import React, {Fragment, type ReactNode} from 'react';
import type {TextSegment} from '@site/src/lib/search/excerpt';
import styles from './styles.module.css';

/** Text with the matched words marked; every segment is rendered as text, never as HTML. */
export default function Highlighted({segments}: {segments: TextSegment[]}): ReactNode {
  return segments.map((segment, i) =>
    segment.highlighted ? (
      <mark key={i} className={styles.mark}>
        {segment.text}
      </mark>
    ) : (
      <Fragment key={i}>{segment.text}</Fragment>
    ),
  );
}
