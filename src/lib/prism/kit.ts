/**
 * Prism with the extra languages of config/prism.ts registered, and prism-react-renderer's Highlight.
 * Registering the languages walks every grammar once per language (about 200 ms of main thread on a
 * phone), so the browser loads this module only when a code block has to be highlighted there (see
 * ./client.ts); the server build imports it directly (see ./server.ts).
 */
import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export {Highlight, Prism};
export type PrismKit = {Highlight: typeof Highlight; Prism: typeof Prism};
