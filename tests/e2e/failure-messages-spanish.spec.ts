import {describe, expect, it} from 'vitest';
import {openPage, useBrowser} from './setup/browser';

/** Words of a stack trace or a build tool that a reader should never be shown. */
const TECHNICAL = /chunk|http|Error|Docusaurus|baseUrl|did not load|failed/;

describe('failure states speak Spanish to the reader', () => {
  const browser = useBrowser();

  it('the home page banner when the site code does not load is Spanish, with the detail in the console', async () => {
    const {page, context, consoleMessages} = await openPage(browser());
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/');
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect.poll(() => banner.textContent()).toContain('El sitio no se cargó correctamente.');
    const text = (await banner.textContent()) ?? '';
    expect(text).not.toMatch(TECHNICAL);
    expect(text).toContain('Vuelve a cargar la página');
    await expect.poll(() => consoleMessages.some((m) => m.type === 'error' && m.text.includes('baseUrl'))).toBe(true);
    await context.close();
  });

  it('the box shown when the page code cannot load explains it without the raw error, which goes to the console', async () => {
    const {page, context, consoleMessages} = await openPage(browser());
    await page.route('**/assets/js/*.js', (route) => {
      const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      return /^(runtime~main|main)\./.test(name) ? route.continue() : route.abort('internetdisconnected');
    });
    await page.goto('/docs/api/intro');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent(), {timeout: 15_000}).toContain('No se pudo cargar esta página.');
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain('Revisa tu conexión y vuelve a intentarlo.');
    expect(text).not.toMatch(TECHNICAL);
    expect(consoleMessages.some((m) => m.type === 'error' && /chunk/i.test(m.text))).toBe(true);
    await context.close();
  });
});
