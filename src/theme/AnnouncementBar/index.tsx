import React, {type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {canonicalPath} from '@site/src/lib/url';
import {isEndUserPath} from '@site/src/lib/audience';

type Props = WrapperProps<typeof AnnouncementBarType>;

/** The sandbox announcement is for developers: the user guide's readers never see it (src/lib/audience.ts). */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return isEndUserPath(canonicalPath(pathname)) ? null : <AnnouncementBar {...props} />;
}
