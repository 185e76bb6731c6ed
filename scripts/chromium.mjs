// Debian's Chromium, the one browser on this machine (Playwright and Lighthouse cannot download
// their own): where it is and the flags it runs with, for the browser tests and the bench alike.

/** `CHROME_PATH` overrides it (Lighthouse's own variable). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** No sandbox (root in a container), no GPU, nothing fetched in the background. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
