import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {sections} from '@site/src/data/products';
import styles from './styles.module.css';

/** The three documentation sections as entry cards (home page and /docs). */
export default function SectionCards({headingLevel = 'h3'}: {headingLevel?: 'h2' | 'h3'}): ReactNode {
  return (
    <ul className={styles.grid}>
      {sections.map((section) => (
        <li key={section.id} className={styles.card}>
          <Heading as={headingLevel} className={styles.title}>
            {section.title}
          </Heading>
          <p>{section.description}</p>
          <Link className={styles.cta} to={section.to}>
            {section.cta} <span aria-hidden="true">→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
