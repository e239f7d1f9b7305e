import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Opens a browser context of the test's own (the config's options, then `options`). */
export type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;
/** Opens a page on a browser context of its own. */
export type OpenPage = (options?: BrowserContextOptions) => Promise<Page>;

/**
 * `test` with `newContext` and `newPage`: the one way a test opens a browser context beside its
 * `page` (a second person signed in, a signed-out visitor). Every context opened through them is
 * closed when the test ends, whatever its outcome: a failed test must not leave a signed-in page
 * running until the worker ends (38 renderers were seen alive in one run on a 2-core machine).
 * A test may still close one early; closing it again here does nothing.
 */
export const test = base.extend<{ newContext: OpenContext; newPage: OpenPage }>({
  newContext: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  newPage: async ({ newContext }, use) => {
    await use(async (options) => (await newContext(options)).newPage());
  },
});
