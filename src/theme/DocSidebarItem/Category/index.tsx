import React, {type KeyboardEvent, type ReactNode} from 'react';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CategoryType>;

/**
 * A category without a page of its own is a link with role="button" that toggles it. Links
 * answer Enter but not Space, which a button must (and Space would scroll the page instead):
 * Space toggles it here. The theme passes extra props on to that link.
 */
function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>): void {
  if (event.key !== ' ' || event.currentTarget.getAttribute('role') !== 'button') return;
  event.preventDefault();
  event.currentTarget.click();
}

export default function CategoryWrapper(props: Props): ReactNode {
  return <Category {...props} {...({onKeyDown} as object)} />;
}
