import { test as base, expect, type Page } from '@playwright/test';

/** Waits until React has hydrated the server-rendered page (root.tsx marks the document). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

let visitors = 0;

/**
 * Headers of a request as a visitor of its own address would send it (through the proxy the
 * journeys' server trusts, `TRUST_PROXY`): journeys that register people through the API would
 * otherwise share one address's registration limit (10 in 10 minutes) between them.
 */
export function asAnotherVisitor(): Record<string, string> {
  visitors += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  return { 'x-forwarded-for': `198.51.${100 + (worker % 100)}.${visitors % 250}` };
}

/** A failed response a journey provokes on purpose, e.g. a wrong password's 401. */
export interface ExpectedFailure {
  status: number;
  /** The path of the request, e.g. '/api/auth/login'. */
  path: string;
}

function pathOf(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/**
 * Every journey fails on a console error or an uncaught exception in the page. A journey that
 * provokes a failed response on purpose lists it in `expectedFailures`; the browser's own
 * 'Failed to load resource' line for exactly that status and path is then tolerated.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedFailures: ExpectedFailure[] }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // biome-ignore lint/correctness/noEmptyPattern: this fixture depends on no other
  expectedFailures: async ({}, use) => {
    await use([]);
  },
  consoleErrors: [
    async ({ page, expectedFailures }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const url = message.location().url;
        // A page that answers 404 on purpose makes the browser log its own status; any other
        // failed resource (an image, a script) is still an error.
        const isDocumentStatus = text.includes('status of 404') && url === page.url();
        const isExpected = expectedFailures.some(
          (failure) => text.includes(`status of ${failure.status}`) && pathOf(url) === failure.path,
        );
        if (!isDocumentStatus && !isExpected) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
