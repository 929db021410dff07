/**
 * The theme's Tabs, copied rather than wrapped for two changes:
 *
 * 1. No remount after hydration. The original keys its provider on useIsBrowser(), so every tab
 *    panel, and every code block in it, renders a second time as soon as the page is interactive
 *    (facebook/docusaurus#5653, a fix from when the stored tab was read during the first render).
 *    useTabsContextValue now starts from the default tab, as the server did, and switches to the
 *    stored or query-string tab in a layout effect, so hydration matches without the remount and
 *    code blocks keep their server markup (src/theme/CodeBlock/Content).
 * 2. Selection follows focus: ArrowLeft/ArrowRight (and Home/End) select the tab they move to,
 *    WAI-ARIA tabs with automatic activation, since every panel is already on the page or is one
 *    small code sample. The original only moves focus and waits for Enter.
 *
 * Neither change can be made from a wrapper: both are inside the original's render.
 * Copied from Docusaurus 3.10.2, @docusaurus/theme-classic/src/theme/Tabs/index.tsx (Copyright (c) Facebook, Inc. and its affiliates, MIT licence).
 * What to check when upgrading: UPGRADING.md.
 */
import React, {type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

function TabList({className}: {className?: string}) {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const select = (tab: HTMLLIElement) => {
    const value = tabValues[tabRefs.indexOf(tab)]?.value;
    if (value !== undefined && value !== selectedValue) {
      blockElementScrollPositionUntilNextRender(tab);
      selectValue(value);
    }
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = tabRefs.indexOf(event.currentTarget);
    const last = tabRefs.length - 1;
    const target = {
      Enter: index,
      ' ': index,
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabRefs[target];
    if (!tab) return;
    tab.focus();
    select(tab);
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={(event: MouseEvent<HTMLLIElement>) => select(event.currentTarget)}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        {/* As in the theme, className goes to the tab list, not to the container. */}
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
