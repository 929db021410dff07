import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';
import {MODAL, modalResultPages, openModalWithKeyboard, proposedCorrection, searchInModal} from './setup/search';

const DESKTOP = {viewport: {width: 1280, height: 900}};

/** The three reader cases of the search-quality issue, through the site's own UI. */
describe('search and «Preguntar» answer right', () => {
  const browser = useBrowser();

  /** A desktop page of the docs, hydrated, with the search modal opened from the keyboard. */
  async function docsWithSearchOpen() {
    const opened = await openPage(browser(), DESKTOP);
    await opened.page.goto('/docs');
    await waitForHydration(opened.page);
    await openModalWithKeyboard(opened.page);
    return opened;
  }

  it('a word no page contains says «Sin resultados para …» with other searches, never unrelated pages', async () => {
    const {page, context, pageErrors} = await openPage(browser(), DESKTOP);
    await page.goto('/search?q=xyzzyplughfrobnitz');
    await waitForHydration(page);
    await page.waitForSelector('[data-search-status="done"][data-search-query="xyzzyplughfrobnitz"]', {
      timeout: 15_000,
    });
    await expect(page.locator('[data-search-empty]').textContent()).resolves.toMatch(
      /Sin resultados para «xyzzyplughfrobnitz»/,
    );
    expect(await page.locator('[data-search-result]').count()).toBe(0);
    expect(await page.locator('[data-search-suggestions] button').count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a word no page contains beside words pages do: their results, and the word named above them', async () => {
    const {page, context, pageErrors} = await openPage(browser(), DESKTOP);
    await page.goto('/search?q=webhooks%20zqxjvkwq');
    await waitForHydration(page);
    await page.waitForSelector('[data-search-status="done"][data-search-query="webhooks zqxjvkwq"]', {
      timeout: 15_000,
    });
    await expect(page.locator('[data-search-left-out]').textContent()).resolves.toMatch(
      /Ninguna página contiene «zqxjvkwq»: resultados para «webhooks?»/,
    );
    expect(await page.locator('[data-search-empty]').count()).toBe(0);
    expect(await page.locator('[data-search-result]').count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a method and a path with several segments open their operation first', async () => {
    const {page, context} = await docsWithSearchOpen();
    expect(await searchInModal(page, 'GET /agreements/{agreement_id}/versions')).toBe('done');
    expect((await modalResultPages(page))[0]).toBe('/docs/api/resources/get-agreement-versions');
    await context.close();
  });

  it('a typo is corrected: «¿Quisiste decir …?» and the page is still found', async () => {
    const {page, context} = await docsWithSearchOpen();
    expect(await searchInModal(page, 'consentimeinto')).toBe('done');
    expect(await proposedCorrection(page)).toBe('consentimiento');
    expect((await modalResultPages(page)).slice(0, 3)).toContain('/docs/integration-guide/consent/introduction');
    await context.close();
  });

  it('an error code with a typo is corrected, proposed back and opens its entry on the errors page', async () => {
    const {page, context} = await docsWithSearchOpen();
    expect(await searchInModal(page, 'invalid_state_transtion')).toBe('done');
    expect(await proposedCorrection(page)).toBe('invalid_state_transition');
    expect((await modalResultPages(page))[0]).toBe('/docs/api/errors#invalid_state_transition');
    await context.close();
  });

  it('«crear una API key» brings the operation that creates one into the top 3', async () => {
    const {page, context} = await docsWithSearchOpen();
    expect(await searchInModal(page, 'crear una API key')).toBe('done');
    expect((await modalResultPages(page)).slice(0, 3)).toContain('/docs/api/resources/create-api-key');
    await context.close();
  });

  it('the revoke question is answered first with the section on revoking (a revoke action and its commit)', async () => {
    const {page, context, pageErrors} = await docsWithSearchOpen();
    await page.click(`${MODAL} [data-search-tab="ask"]`);
    await page.fill('[data-ask-input]', '¿Cómo revoco un consentimiento que la persona dio en mi app?');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-ask-status="answered"]', {timeout: 15_000});
    // The first source is the section that says how: a `revoke` action confirmed with a commit.
    const first = await page.locator('[data-ask-answer="offline"] li a').first().getAttribute('href');
    expect(decodeURI(first ?? '')).toBe('/docs/integration-guide/consent/how-it-works#revocación');
    const quoted = (await page.locator('[data-ask-answer="offline"] blockquote').allTextContents()).join(' ');
    expect(quoted).toMatch(/revoca/);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("a task question leads with its operation, in the reader's code language, retrieved in a worker", async () => {
    const {page, context, pageErrors} = await openPage(browser(), DESKTOP);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/docs');
    await waitForHydration(page);
    await page.evaluate(() => window.localStorage.setItem('docusaurus.tab.code-language', 'python'));
    await openModalWithKeyboard(page);
    await page.click(`${MODAL} [data-search-tab="ask"]`);
    await page.fill('[data-ask-input]', '¿Cómo creo una API key?');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-ask-status="answered"]', {timeout: 15_000});
    const operation = page.locator('[data-ask-operation="create-api-key"]');
    await expect(operation.textContent()).resolves.toMatch(/POST \/api-keys/);
    await expect(operation.textContent()).resolves.toMatch(/keys:manage/);
    await expect(operation.textContent()).resolves.toMatch(/scopes/);
    await expect(operation.locator('[data-ask-sample]').getAttribute('data-ask-sample')).resolves.toBe('python');
    await expect(operation.locator('a').getAttribute('href')).resolves.toBe('/docs/api/resources/create-api-key');
    // The operation comes before the guide passages.
    expect(await page.locator('[data-ask-operation] ~ ol blockquote').count()).toBeGreaterThan(0);
    expect(workers.length).toBe(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  /** Asks a question the docs do not answer, in the «Preguntar» tab, and waits for the «no answer» state. */
  async function askUnanswered(question: string) {
    const opened = await docsWithSearchOpen();
    await opened.page.click(`${MODAL} [data-search-tab="ask"]`);
    await opened.page.fill('[data-ask-input]', question);
    await opened.page.keyboard.press('Enter');
    await opened.page.waitForSelector('[data-ask-status="empty"]', {timeout: 15_000});
    return opened;
  }

  it('a question the docs do not answer says so and offers the closest pages', async () => {
    const {page, context} = await askUnanswered('¿Cuál es la capital de Australia?');
    await expect(page.locator('[data-ask-empty]').textContent()).resolves.toMatch(/La documentación no responde/);
    expect(await page.locator('[data-ask-answer]').count()).toBe(0);
    await context.close();
  });

  it('a question about a tool the docs never name is declined: Kubernetes', async () => {
    const {page, context} = await askUnanswered('¿Cómo configuro Kubernetes para mi clúster?');
    expect(await page.locator('[data-ask-answer]').count()).toBe(0);
    await context.close();
  });

  it('a question outside the platform is declined, not answered by one shared word: the paella recipe («recetas» is a data category)', async () => {
    const {page, context} = await askUnanswered('¿Cuál es la receta de la paella valenciana?');
    expect(await page.locator('[data-ask-answer]').count()).toBe(0);
    await context.close();
  });

  it('a price question is not answered with the one page that says «sin costo»: no passages, the closest pages', async () => {
    const {page, context} = await askUnanswered(
      '¿Cuánto cobran por cada firma electrónica o autenticación en producción?',
    );
    expect(await page.locator('[data-ask-answer]').count()).toBe(0);
    expect(await page.locator('[data-ask-closest] a').count()).toBeGreaterThan(0);
    await context.close();
  });
});
