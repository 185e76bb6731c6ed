import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, vi } from 'vitest';
import { forgetAccess } from '../app/lib/dashboard-api';

// `npm test` runs these tests beside the browser journeys and the server's own processes, all
// on a machine of two cores: a render that takes 50 ms alone can take over a second then.
// Testing Library's `findBy…` and `waitFor` give up after 1 s by default, which failed a test
// that passes alone; waiting longer costs nothing when the answer comes sooner. 5 s was still
// too short on a machine of this kind that ran the whole suite at a third of its usual speed.
configure({ asyncUtilTimeout: 15_000 });

// The registration form asks who is signed in on this browser with a request of its own. Every
// file meets one mock of it, nobody unless a test says otherwise: mocked in one file only, a file
// loading the form first (the islands, an event page) would leave the real module in the shared
// module cache for the next. One `vi.fn` for every file (this runs again before each file, and
// the form keeps the module it loaded first). Its own test imports the real one (`importActual`).
const shared = globalThis as { studentOnThisBrowserMock?: ReturnType<typeof vi.fn> };
shared.studentOnThisBrowserMock ??= vi.fn(() => null);
vi.mock('../app/features/registrations/student-on-this-browser', () => ({
  useStudentOnThisBrowser: (globalThis as typeof shared).studentOnThisBrowserMock,
}));

// The web project runs without isolation (vitest.config.ts): one worker keeps its modules and
// its happy-dom document from one file to the next, so every test ends what it began, whichever
// file comes after it. Files may do the same themselves; doing it twice costs nothing.
afterEach(() => {
  // What Testing Library rendered, unmounted and taken out of the document.
  cleanup();
  // The toaster's queue lives in react-hot-toast's module, not in the component showing it.
  toast.remove();
  // Access checks passed are remembered for the page's life, per session token; tests sign in
  // with the same few tokens, so a check one passed would let another's loader skip its own.
  forgetAccess();
  shared.studentOnThisBrowserMock?.mockImplementation(() => null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  // Signed out again (node-environment files have no storage).
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
