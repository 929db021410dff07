/** How the e2e project launches Debian's Chromium (scripts/chromium.mjs: path and flags shared with the scripts). */
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../../../scripts/chromium.mjs';

export {CHROMIUM_PATH};
export const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, '--no-first-run'];
