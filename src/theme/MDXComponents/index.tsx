import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

/** Components every page can use without importing them. */
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
};
