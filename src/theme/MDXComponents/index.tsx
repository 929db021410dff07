import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {Step, Steps} from '@site/src/components/Steps';

/**
 * Components every page can use without importing them (Steps and Step are what src/plugins/steps writes for
 * numbered sections), and Markdown tables that scroll with the keyboard.
 */
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  Steps,
  Step,
  table: ScrollableTable,
};
