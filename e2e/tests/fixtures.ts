import { test as base, expect, type Page } from '@playwright/test';

/** Waits until React has hydrated the server-rendered page (root.tsx marks the document). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Every journey fails on a console error or an uncaught exception in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A page that answers 404 on purpose makes the browser log its own status; any other
        // failed resource (an image, a script) is still an error.
        const isDocumentStatus =
          message.text().includes('status of 404') && message.location().url === page.url();
        if (!isDocumentStatus) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
