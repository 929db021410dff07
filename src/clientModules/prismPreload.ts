/** Starts loading the code highlighter when the reader points at a link or a tab (src/lib/prism/client.ts). */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {preloadPrismOnIntent} from '@site/src/lib/prism/client';

if (ExecutionEnvironment.canUseDOM) preloadPrismOnIntent();
