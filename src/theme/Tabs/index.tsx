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
 * 3. One row that scrolls sideways, at every width, with a fade at each edge that has more tabs behind it, and
 *    the selected tab scrolled into view. The language tabs (groupId "code-language") are a code group: the tab
 *    bar is the code block's header (the block puts its copy button at the bar's right end, see
 *    src/theme/CodeBlock/Layout), and cURL comes first, so every guide and operation page opens on it.
 *
 * None of these changes can be made from a wrapper: they are inside the original's render.
 * Copied from Docusaurus 3.10.2, @docusaurus/theme-classic/src/theme/Tabs/index.tsx (Copyright (c) Facebook, Inc. and its affiliates, MIT licence).
 * What to check when upgrading: UPGRADING.md.
 */
import React, {
  Children,
  isValidElement,
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
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
import {CodeGroupContext} from '@site/src/components/CodeGroup/context';
import {CODE_LANGUAGE_GROUP, FIRST_LANGUAGE} from '@site/src/components/CodeGroup/labels';
import styles from './styles.module.css';

/** The tab items with cURL first, the others in their order: the same first tab on every page. */
function curlFirst(children: ReactNode): ReactNode[] {
  const items = Children.toArray(children);
  const isCurl = (child: ReactNode) =>
    isValidElement(child) && (child as ReactElement<{value?: string}>).props.value === FIRST_LANGUAGE;
  return [...items.filter(isCurl), ...items.filter((child) => !isCurl(child))];
}

/**
 * Marks the edges of the scrolling tab row that hide tabs (data-more-before / data-more-after, drawn as fades)
 * and keeps the selected tab in view, moving the row only, never the page.
 */
function useScrollingRow(selectedValue: string | null | undefined) {
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = row.current;
    if (!el) return undefined;
    const update = () => {
      const max = el.scrollWidth - el.clientWidth;
      el.toggleAttribute('data-more-before', el.scrollLeft > 1);
      el.toggleAttribute('data-more-after', el.scrollLeft < max - 1);
    };
    update();
    el.addEventListener('scroll', update, {passive: true});
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  useEffect(() => {
    const el = row.current;
    const tab = el?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!el || !tab) return;
    const start = tab.getBoundingClientRect().left - el.getBoundingClientRect().left + el.scrollLeft;
    const end = start + tab.offsetWidth;
    if (start < el.scrollLeft) el.scrollLeft = start;
    else if (end > el.scrollLeft + el.clientWidth) el.scrollLeft = end - el.clientWidth;
  }, [selectedValue]);
  return row;
}

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

  const row = useScrollingRow(selectedValue);

  return (
    <div ref={row} className={clsx(styles.row, 'thin-scrollbar')} data-tab-row="">
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
    </div>
  );
}

export default function Tabs(rawProps: Props): ReactNode {
  const codeGroup = rawProps.groupId === CODE_LANGUAGE_GROUP;
  const props = codeGroup ? {...rawProps, children: curlFirst(rawProps.children)} : rawProps;
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div
        className={clsx(
          ThemeClassNames.tabs.container,
          'tabs-container',
          styles.tabList,
          codeGroup && styles.codeGroup,
        )}
        data-code-group={codeGroup || undefined}>
        {/* As in the theme, className goes to the tab list, not to the container. */}
        <TabList className={props.className} />
        <CodeGroupContext.Provider value={codeGroup}>
          <div className={codeGroup ? styles.panels : 'margin-top--md'}>{sanitizeTabsChildren(props.children)}</div>
        </CodeGroupContext.Provider>
      </div>
    </TabsProvider>
  );
}
