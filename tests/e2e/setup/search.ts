/** Helpers for the search specs: open the modal, wait for the results of a query. */
import type {Page} from 'playwright-core';

export const MODAL = '[data-search-modal]';
export const MODAL_INPUT = `${MODAL} input[role="combobox"]`;

/** Waits until the modal shows the outcome (results, no results or error) of exactly `query`. */
export async function waitForOutcome(page: Page, query: string, scope = MODAL): Promise<string> {
  const handle = await page.waitForFunction(
    ({scope, query}) => {
      const el =
        document.querySelector(`${scope} [data-search-status]`) ?? document.querySelector('[data-search-status]');
      const status = el?.getAttribute('data-search-status');
      return (status === 'done' || status === 'error') && el?.getAttribute('data-search-query') === query
        ? status
        : false;
    },
    {scope, query},
    {timeout: 15_000},
  );
  return (await handle.jsonValue()) as string;
}

export async function openModalWithKeyboard(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.waitForSelector(MODAL_INPUT, {state: 'visible'});
}

export async function searchInModal(page: Page, query: string): Promise<string> {
  await page.fill(MODAL_INPUT, query);
  return waitForOutcome(page, query);
}

/** Page URLs of the result groups in the modal, best first. */
export async function modalResultPages(page: Page): Promise<string[]> {
  return page.$$eval(`${MODAL} [data-search-page]`, (els) =>
    els.map((el) => el.getAttribute('data-search-page') ?? ''),
  );
}

/** The corrected query proposed back («¿Quisiste decir …?») in the modal, or in `scope` (the /search page). */
export async function proposedCorrection(page: Page, scope = MODAL): Promise<string | null> {
  return page.locator(`${scope} [data-search-correction]`).getAttribute('data-search-correction');
}
