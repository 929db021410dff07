/** The theme's code block, with the extra Prism languages registered first (see src/plugins/prism). */
import '@site/src/lib/prismLanguages';

export {default} from '@theme-original/CodeBlock';
