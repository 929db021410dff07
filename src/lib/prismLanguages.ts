/**
 * Registers the extra Prism languages of config/prism.ts on prism-react-renderer's Prism, as the
 * theme's client module would. Imported by src/theme/CodeBlock, so it runs before any code block
 * renders and Prism travels with the code blocks (see src/plugins/prism).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
