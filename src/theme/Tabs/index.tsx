import React, {type KeyboardEvent, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TabsType>;

/**
 * Selection follows focus. The theme's ArrowLeft/ArrowRight only move focus to the next tab and
 * wait for Enter; here the tab that receives focus is also selected, so the arrows switch the
 * panel (WAI-ARIA tabs with automatic activation: every panel is already on the page or is one
 * small code sample). The theme's own handler runs first, on the tab; this one sees the result.
 */
export default function TabsWrapper(props: Props): ReactNode {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const tab = document.activeElement;
    if (tab instanceof HTMLElement && tab.getAttribute('role') === 'tab' && tab.getAttribute('aria-selected') !== 'true' && event.currentTarget.contains(tab)) {
      tab.click();
    }
  };
  return (
    // The keys reach the tabs (role="tab", focusable); this element only listens to them bubbling up.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={onKeyDown}>
      <Tabs {...props} />
    </div>
  );
}
