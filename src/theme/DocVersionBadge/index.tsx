import React, {type ReactNode, useEffect} from 'react';
import DocVersionBadge from '@theme-original/DocVersionBadge';
import type DocVersionBadgeType from '@theme/DocVersionBadge';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsPreferredVersion, useDocsVersion, useVersions} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocVersionBadgeType>;

/**
 * Remembers the version being read as the preferred docs version (local storage), so version-aware links keep
 * it, and shows the version badge only when there is another version to tell this one from: with one version
 * ('Next', docusaurus.config.ts) a «Versión: Next» pill above every title says nothing.
 */
export default function DocVersionBadgeWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const versions = useVersions(version.pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(version.pluginId);
  useEffect(() => {
    savePreferredVersionName(version.version);
  }, [savePreferredVersionName, version.version]);
  return versions.length > 1 ? <DocVersionBadge {...props} /> : null;
}
