// Debian's Chromium, the one browser on this machine (Playwright and Lighthouse cannot download
// their own): where it is and the flags it runs with, for the browser tests and the bench alike.

/** The full browser, for the bench and Lighthouse; `CHROME_PATH` overrides it (Lighthouse's own variable). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser journeys' Chromium: Debian's headless shell of the same version (package
 * chromium-headless-shell), the engine without the full browser's windowing, as Playwright runs
 * by default elsewhere. On two cores it runs the journeys in about three quarters of the time
 * (decision 012). `E2E_CHROME_PATH` overrides it.
 */
export const JOURNEY_CHROMIUM_PATH =
  process.env.E2E_CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/** No sandbox (root in a container), no GPU, nothing fetched in the background. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
