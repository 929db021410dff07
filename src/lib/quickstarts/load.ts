/** Loads a page's steps in the browser, on demand (the quickstartSteps plugin writes them at build time). */
import type {QuickstartSlug} from './pages';
import type {QuickstartPage} from './types';

export async function loadQuickstartSteps(slug: QuickstartSlug): Promise<QuickstartPage> {
  // The alias resolves to the plugin's output folder; webpack makes one chunk per page.
  const module = (await import(`@quickstart-steps/${slug}.json`)) as {default: QuickstartPage};
  return module.default;
}
