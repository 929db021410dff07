import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import type {ChangelogEntryView, ChangelogView} from '../types';
import Html from '../Html';
import {apiStrings} from '../strings';
import styles from './styles.module.css';

/** Lists longer than this open on demand: the first version names every operation. */
const OPEN_UP_TO = 8;

function Entry({entry}: {entry: ChangelogEntryView}): ReactNode {
  return (
    <section className={styles.entry} aria-labelledby={entry.id}>
      <Heading as="h2" id={entry.id} className={styles.title}>
        <time dateTime={entry.date}>{entry.date}</time>
        <span className={styles[entry.kind]}>{apiStrings.changeKind(entry.kind)}</span>
        <span className={styles.version}>{apiStrings.changelogVersion(entry.version)}</span>
      </Heading>
      <Html html={entry.summary} />
      {entry.groups.map((group) => {
        const items = (
          <ul className={styles.items}>
            {group.items.map((item) => (
              <li key={item.name}>
                {item.href ? (
                  <Link to={item.href}>
                    <code>{item.name}</code>
                  </Link>
                ) : (
                  <code>{item.name}</code>
                )}
              </li>
            ))}
          </ul>
        );
        const label = apiStrings.changeGroup(group.kind, group.items.length);
        return group.items.length > OPEN_UP_TO ? (
          <details key={group.kind} className={styles.group}>
            <summary>{label}</summary>
            {items}
          </details>
        ) : (
          <div key={group.kind} className={styles.group}>
            <p className={styles.groupLabel}>{label}</p>
            {items}
          </div>
        );
      })}
    </section>
  );
}

/**
 * The API's changelog, newest entry first, from the data the generator writes (openapi/changelog.yaml through
 * src/plugins/openapi/changelog.ts), and the <link> that announces its Atom feed.
 */
export default function Changelog({data}: {data: ChangelogView}): ReactNode {
  const feed = useBaseUrl(data.feed);
  return (
    <>
      <Head>
        <link rel="alternate" type="application/atom+xml" title={apiStrings.changelogFeed()} href={feed} />
      </Head>
      {data.entries.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </>
  );
}
