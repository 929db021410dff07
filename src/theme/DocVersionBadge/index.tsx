import React, {type ReactNode, useEffect} from 'react';
import DocVersionBadge from '@theme-original/DocVersionBadge';
import type DocVersionBadgeType from '@theme/DocVersionBadge';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsPreferredVersion, useDocsVersion} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocVersionBadgeType>;

/**
 * Shows the version badge ('Next') and remembers the version being read as the
 * preferred docs version (local storage), so version-aware links keep it.
 */
export default function DocVersionBadgeWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const {savePreferredVersionName} = useDocsPreferredVersion(version.pluginId);
  useEffect(() => {
    savePreferredVersionName(version.version);
  }, [savePreferredVersionName, version.version]);
  return <DocVersionBadge {...props} />;
}
