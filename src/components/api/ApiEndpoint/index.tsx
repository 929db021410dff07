import React, {type ReactNode} from 'react';
import type {ChangeBadge, ServerView} from '../types';
import ChangeBadges from '../ChangeBadges';
import MethodBadge from '../MethodBadge';
import {apiStrings} from '../strings';
import styles from './styles.module.css';

/** `{param}` segments of a path, highlighted. */
function Params({text}: {text: string}): ReactNode {
  return text.split(/(\{[^}]+\})/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className={styles.param}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * A path that a narrow screen breaks only before a `/`: each segment is unbreakable (not at its hyphens or
 * underscores either) and a <wbr> before each slash is the only place a line may end.
 */
function PathText({path}: {path: string}): ReactNode {
  return path.split('/').map((segment, i) => (
    <React.Fragment key={i}>
      {i > 0 && (
        <>
          <wbr />/
        </>
      )}
      {segment && (
        <span className={styles.segment}>
          <Params text={segment} />
        </span>
      )}
    </React.Fragment>
  ));
}

/** A server URL: its origin in one piece (never at the `//` of the scheme), then its path, like PathText. */
function ServerText({url}: {url: string}): ReactNode {
  const origin = /^[a-z]+:\/\/[^/]*/i.exec(url)?.[0] ?? '';
  return (
    <>
      {origin && <span className={styles.segment}>{origin}</span>}
      <PathText path={url.slice(origin.length)} />
    </>
  );
}

interface Props {
  method: string;
  /** The path of an operation, or the `type` of an event. */
  path: string;
  servers?: ServerView[];
  deprecated?: boolean;
  /** Changelog entries after the first version that name this operation or event. */
  changes?: ChangeBadge[];
}

/**
 * Method badge, path and server URLs at the top of an operation or event page. «Pruébalo» and the event
 * generator are in the page's pane (src/plugins/openapi/pages.ts), beside the samples.
 */
export default function ApiEndpoint({method, path, servers = [], deprecated, changes}: Props): ReactNode {
  const isEvent = method === 'event';
  // A deprecation with its changelog entry says since when; the bare label is for one without.
  const dated = changes?.some((change) => change.kind === 'deprecated');
  return (
    <div className={styles.endpoint}>
      <p className={styles.line}>
        <MethodBadge method={method} />
        <code className={styles.path}>
          <PathText path={path} />
        </code>
        {deprecated && !dated && <span className={styles.deprecated}>{apiStrings.deprecated()}</span>}
        <ChangeBadges changes={changes} />
      </p>
      {isEvent && <p className={styles.note}>{apiStrings.eventDelivery()}</p>}
      {servers.length > 0 && (
        <dl className={styles.servers} aria-label={apiStrings.servers()}>
          {servers.map((server) => (
            <div key={server.url} className={styles.server}>
              <dt>{server.description ?? server.url}</dt>
              <dd>
                <code>
                  <ServerText url={server.url} />
                  <PathText path={path} />
                </code>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
