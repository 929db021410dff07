import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** Components every page can use without importing them, and Markdown tables that scroll with the keyboard. */
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  table: ScrollableTable,
};
