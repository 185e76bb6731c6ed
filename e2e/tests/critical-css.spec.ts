import { createHash } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// A public page carries the CSS its own markup needs in a <style> of its <head> and links the
// full stylesheet at the end of its body, so its first paint waits for no stylesheet (issue 46,
// decisions 021 and 022).

/** Pages of islands that inline their critical CSS: the landing page, a society's, a list. */
const INLINING = ['/', '/societies/computer-society', '/upcoming-events'];
const STYLESHEET = /\/assets\/[^/]+\.css$/;

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const styleSrc = (policy: string) => /(?:^|;)style-src ([^;]*)/.exec(policy)?.[1] ?? '';
const stylesheetLink = /<link\b[^>]*rel="stylesheet"[^>]*>/;
const inlineStyle = /<style( nonce="[^"]+")?>([\s\S]*?)<\/style>/;

for (const path of INLINING) {
  test(`${path} carries its critical CSS in its head, allowed by the policy, and links the stylesheet last`, async ({
    request,
  }) => {
    // As everyone gets it from the page cache: the style allowed by its hash.
    const shared = await request.get(path);
    const html = await shared.text();
    const head = headOf(html);
    const [, nonce, css] = inlineStyle.exec(head) ?? [];
    expect(nonce, 'no nonce in a page kept for everyone').toBeUndefined();
    expect(css?.length).toBeGreaterThan(1000);
    expect(head).not.toMatch(stylesheetLink);
    expect(html).toMatch(/<link nonce="" rel="stylesheet" href="\/assets\/[^"]+\.css"\/><\/body>/);
    const hash = createHash('sha256')
      .update(css ?? '')
      .digest('base64');
    const policy = shared.headers()['content-security-policy'] ?? '';
    expect(styleSrc(policy)).toBe(`'self' 'sha256-${hash}'`);

    // Rendered for one visitor alone (a cookie): the style carries the response's nonce.
    const own = await request.get(path, { headers: { cookie: 'critical-css=1' } });
    const [, ownNonce] = inlineStyle.exec(headOf(await own.text())) ?? [];
    const value = /nonce="([^"]+)"/.exec(ownNonce ?? '')?.[1];
    expect(value).toBeDefined();
    expect(styleSrc(own.headers()['content-security-policy'] ?? '')).toBe(
      `'self' 'nonce-${value}'`,
    );
  });
}

test('a page React Router hydrates links its stylesheet in the head', async ({ request }) => {
  const head = headOf(await (await request.get('/login')).text());
  expect(head).toMatch(stylesheetLink);
  expect(head).not.toMatch(/<style/);
});

/** Holds the full stylesheet back until `release()`, as a slow network would. */
async function holdStylesheet(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(STYLESHEET, async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

for (const path of INLINING) {
  test(`${path} is painted, styled and without layout shift, before its stylesheet arrives`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const release = await holdStylesheet(page);
    await page.goto(path, { waitUntil: 'commit' });
    // The first contentful paint happens while the stylesheet is held back, with the utilities'
    // styles already applied (the header's `sticky`, its translucent white).
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
      )
      .toBe(1);
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => {
      const shifts = window as unknown as { layoutShift: number };
      shifts.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          shifts.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The islands' code arrives meanwhile (it starts after the first paint, decision 023), but
    // waits for the stylesheet before it renders anything.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/entry\.client-[^/]+\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);
    await page.waitForTimeout(1000);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    release();
    await waitForHydration(page);
    // The full stylesheet moves nothing the first paint showed.
    const shift = await page.evaluate(
      () => (window as unknown as { layoutShift: number }).layoutShift,
    );
    expect(shift).toBe(0);
    // The fixtures fail the test on any console error: a style the policy refused logs one.
  });
}

for (const path of INLINING) {
  test(`${path} starts its islands' scripts after its first paint`, async ({ page }) => {
    // The time of the page's first frame: no script may be asked for before it (decision 023).
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: number }).firstFrame = performance.now();
      });
    });
    await page.goto(path);
    await waitForHydration(page);
    const { firstFrame, scripts } = await page.evaluate(() => ({
      firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(firstFrame).toBeGreaterThan(0);
    // The entry, its imports and the islands' own chunks.
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of scripts) {
      expect(script.startTime, `${script.name} starts after the first frame`).toBeGreaterThan(
        firstFrame,
      );
    }
  });
}

test('a page whose stylesheet fails to load still hydrates its islands', async ({
  page,
  request,
  expectedFailures,
}) => {
  // A file lost to a deploy: the stylesheet fails long before the islands' code has arrived.
  // (Chromium then keeps an empty sheet on the link; a browser that leaves it none, as the HTML
  // standard says, is covered by the window's load in `whenDocumentStyled`.)
  const html = await (await request.get('/upcoming-events')).text();
  const stylesheet = /<link nonce="" rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  expect(stylesheet).toBeDefined();
  expectedFailures.push({ status: 404, path: stylesheet as string });
  await page.route(STYLESHEET, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/upcoming-events');
  await waitForHydration(page);
});

/**
 * A picture of the page as the server sent it, at `width`: its scripts answered empty (the
 * islands' own markup is the server's until they hydrate), its lazy pictures all loaded, its
 * animations stopped. `stylesheet: false` answers the full stylesheet empty too, leaving the
 * critical CSS alone.
 */
async function pictureOf(page: Page, path: string, width: number, stylesheet: boolean) {
  await page.unrouteAll();
  await page.route(/\/assets\/.*\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  if (!stylesheet) {
    await page.route(STYLESHEET, (route) => route.fulfill({ contentType: 'text/css', body: '' }));
  }
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await page.evaluate(async () => {
    const pictures = [...document.images];
    for (const picture of pictures) picture.loading = 'eager';
    await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  });
  return page.screenshot({ fullPage: true, animations: 'disabled' });
}

for (const path of INLINING) {
  for (const width of [320, 390, 768, 1280]) {
    test(`${path} at ${width} px looks the same with its critical CSS alone as with the stylesheet`, async ({
      page,
    }, testInfo) => {
      const full = await pictureOf(page, path, width, true);
      const critical = await pictureOf(page, path, width, false);
      const same = full.equals(critical);
      if (!same) {
        await testInfo.attach('with the stylesheet', { body: full, contentType: 'image/png' });
        await testInfo.attach('critical CSS alone', { body: critical, contentType: 'image/png' });
      }
      expect(same, 'the two pictures are identical').toBe(true);
    });
  }
}
