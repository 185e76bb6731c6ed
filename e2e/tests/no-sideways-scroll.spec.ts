import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { accounts, logIn, sampleEventIds } from './accounts';
import { branchWallClock } from './branch-clock';
import { endedEventWithAttendees } from './ended-events';
import { asAnotherVisitor, expect, test, waitForHydration } from './fixtures';
import { rosterCsv } from './rosters';
import { addSocietyEvent } from './society-events';
import { signInAsStudent } from './students';

// No page scrolls sideways (issue 45): every URL of the sitemap as the server sends it, the states
// a journey reaches once the page's script runs (the phone menu open, the carousels moved on, a
// signed-in header) on the landing page, a society's page and an event's page, and every tab of
// an officer's dashboard and of the branch console, at a small phone, a large phone, a tablet and
// a laptop. Each page loads once and is measured at every width in turn. A failure names the
// outermost elements that stick out, as the axe sweep names what it blames.

const WIDTHS = [320, 390, 768, 1280] as const;
/** Where the header swaps its phone menu for the desktop navigation (Tailwind's `xl`). */
const DESKTOP_NAVIGATION = 1280;
const HEIGHT = 800;

/** What the browser measured at one width: the document's width and what reaches past it. */
interface Measure {
  documentWidth: number;
  viewportWidth: number;
  sticking: string[];
}

/**
 * Runs in the page. An element sticks out when its right edge passes the viewport and no ancestor
 * clips it: a scroll container (a carousel's row) or an `overflow: hidden` box clips what it
 * contains, but an absolutely positioned element escapes every such box between it and its
 * containing block (the visually-hidden label of a card in a row that is not positioned). The
 * document's own `html` and `body` are never taken as clipping, so hiding overflow there would
 * not make this pass. Only the outermost of the elements sticking out are named.
 */
function measureSideways(): Measure {
  const root = document.documentElement;
  const width = root.clientWidth;
  // While neither `html` nor `body` hides overflow, whatever sticks out widens the document: a
  // page whose document fits needs no walk through its elements.
  const hidesOverflow = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
  if (root.scrollWidth <= width && !hidesOverflow(root) && !hidesOverflow(document.body)) {
    return { documentWidth: root.scrollWidth, viewportWidth: width, sticking: [] };
  }
  const isContainingBlock = (style: CSSStyleDeclaration) =>
    style.position !== 'static' ||
    style.transform !== 'none' ||
    style.filter !== 'none' ||
    style.contain.includes('paint');
  const isClipped = (element: Element): boolean => {
    let style = getComputedStyle(element);
    if (style.position === 'fixed') return true;
    let awaitingContainingBlock = style.position === 'absolute';
    for (
      let node = element.parentElement;
      node && node !== document.body;
      node = node.parentElement
    ) {
      style = getComputedStyle(node);
      if (awaitingContainingBlock) {
        if (!isContainingBlock(style)) continue;
        awaitingContainingBlock = false;
      }
      if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      if (style.position === 'absolute') awaitingContainingBlock = true;
    }
    return false;
  };
  const name = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = (element.getAttribute('class') ?? '').trim().split(/\s+/).filter(Boolean);
    const shown = classes
      .slice(0, 5)
      .map((item) => `.${item}`)
      .join('');
    return `${element.tagName.toLowerCase()}${id}${shown}${classes.length > 5 ? '…' : ''}`;
  };
  const rightOf = (element: Element) => element.getBoundingClientRect().right + window.scrollX;

  const sticking = new Set<Element>();
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    if (rightOf(element) <= width + 0.5 || isClipped(element)) continue;
    sticking.add(element);
  }
  const outermost = [...sticking].filter((element) => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      if (sticking.has(node)) return false;
    }
    return true;
  });
  // Alike elements (the same label in every card) read as one line: the farthest and how many.
  const alike = new Map<string, { count: number; right: number }>();
  for (const element of outermost) {
    const parent = element.parentElement;
    const key = `${parent && parent !== document.body ? `${name(parent)} > ` : ''}${name(element)}`;
    const seen = alike.get(key) ?? { count: 0, right: 0 };
    alike.set(key, { count: seen.count + 1, right: Math.max(seen.right, rightOf(element)) });
  }
  return {
    documentWidth: root.scrollWidth,
    viewportWidth: width,
    sticking: [...alike].map(
      ([key, { count, right }]) =>
        `${key} reaches ${Math.round(right)} px${count > 1 ? ` (${count} such)` : ''}`,
    ),
  };
}

/** What one sweep found, grouped so that a fault shared by many pages reads as one line. */
class Findings {
  private readonly lines = new Map<string, string[]>();

  /** Measures the page as it is now at `width`; `where` names the page and its state. */
  async measure(page: Page, where: string, width: number): Promise<void> {
    const result = await page.evaluate(measureSideways);
    if (result.documentWidth <= result.viewportWidth && result.sticking.length === 0) return;
    const what =
      result.sticking.length > 0
        ? result.sticking.join('; ')
        : `the document is ${result.documentWidth} px wide (no element found)`;
    const key = `at ${width} px: ${what}`;
    this.lines.set(key, [...(this.lines.get(key) ?? []), where]);
  }

  /** Each fault once, where it shows: `at 390 px / : li.x > span.sr-only reaches 415 px`. */
  list(): string[] {
    return [...this.lines].map(([key, places]) => {
      const shown = places.slice(0, 3).join(', ');
      const more = places.length > 3 ? ` and ${places.length - 3} more pages alike` : '';
      return key.replace(': ', ` ${shown}${more}: `);
    });
  }
}

async function setWidth(page: Page, width: number): Promise<void> {
  if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: HEIGHT });
}

/**
 * The widths in the order that saves a resize: from the page's current width, then on.
 * A page loads at whichever end of WIDTHS the one before it ended at.
 */
function widthsFrom(page: Page): readonly number[] {
  return page.viewportSize()?.width === WIDTHS[0] ? WIDTHS : [...WIDTHS].reverse();
}

/** Measures the page as it is now at every width, from the one it is at. */
async function measureAtEveryWidth(page: Page, findings: Findings, where: string): Promise<void> {
  for (const width of widthsFrom(page)) {
    await setWidth(page, width);
    await findings.measure(page, where, width);
  }
}

/** Loads `path` once, hydrated, and measures it at every width (once `ready`, if it needs more). */
async function sweep(
  page: Page,
  findings: Findings,
  path: string,
  ready?: () => Promise<void>,
): Promise<void> {
  // The hydration mark is set by a script that runs after the document is parsed; pictures may
  // still be loading, but they reserve their space (width and height) from the start.
  await page.goto(path, { waitUntil: 'commit' });
  await waitForHydration(page);
  await ready?.();
  await measureAtEveryWidth(page, findings, path);
}

/**
 * Loads `path` once as the server sends it, in a page without script, and measures it at every
 * width once its stylesheets have arrived (pictures reserve their space before they load).
 */
async function sweepAsSent(page: Page, findings: Findings, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].every(
          (link) => (link as HTMLLinkElement).sheet !== null,
        ),
      ),
    )
    .toBe(true);
  await measureAtEveryWidth(page, findings, path);
}

const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);

/** Every page the sitemap index lists through its child sitemaps, as paths of this server. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const paths: string[] = [];
  for (const sitemap of locsOf(await index.text())) {
    const child = await request.get(new URL(sitemap).pathname);
    expect(child.status(), sitemap).toBe(200);
    for (const loc of locsOf(await child.text())) {
      const url = new URL(loc);
      paths.push(`${url.pathname}${url.search}`);
    }
  }
  return paths;
}

// The sitemap's pages are shared out among a few tests, so the two workers sweep them side by side.
const SITEMAP_SHARES = 8;

test.describe('as the server sends them', () => {
  // What every visitor sees first, and a visitor without script keeps (decision 014): the pages'
  // islands render the same markup once hydrated, and without script each of the sitemap's pages
  // costs about half as much. What only script shows is swept below, on pages of each kind.
  test.use({ javaScriptEnabled: false });

  for (let share = 0; share < SITEMAP_SHARES; share += 1) {
    test(`the sitemap's pages, share ${share + 1} of ${SITEMAP_SHARES}, do not scroll sideways`, async ({
      page,
      request,
    }) => {
      const paths = await sitemapPaths(request);
      expect(paths.length).toBeGreaterThan(SITEMAP_SHARES);
      const findings = new Findings();
      for (const path of paths.filter((_, index) => index % SITEMAP_SHARES === share)) {
        await sweepAsSent(page, findings, path);
      }
      expect(findings.list(), `sideways scrolling in ${paths.length} sitemap pages`).toEqual([]);
    });
  }
});

test.describe('the month views, as the server sends them', () => {
  test.use({ javaScriptEnabled: false });

  test('the events lists seen as a month do not scroll sideways', async ({ page, request }) => {
    // Not in the sitemap (they are `noindex`): this month and the next, with an event of a long
    // title on a day of its own in each week's narrow column.
    const { today } = (await (await request.get('/api/events/between')).json()) as {
      today: string;
    };
    const [year, month] = today.split('-').map(Number) as [number, number];
    const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    const { society } = accounts();
    const session = await request.post('/api/auth/login', {
      data: { email: society.email, password: society.password },
    });
    const { token } = (await session.json()) as { token: string };
    const organisation = (await (await request.get(`/api/societies/${society.org}`)).json()) as {
      id: number;
    };
    const created = await request.post(
      `/api/society-dashboard/society/${organisation.id}/events/upcoming`,
      {
        headers: { authorization: `Bearer ${token}` },
        data: {
          title:
            'Workshop on Electromagnetic Compatibility and Signal Integrity for Microcontrollers',
          date: `${next}-14`,
          time: '09:30',
          description: 'Long titles wrap in the calendar.',
          state: 'postponed',
        },
      },
    );
    expect(created.status(), await created.text()).toBe(201);

    const findings = new Findings();
    for (const list of [
      '/upcoming-events',
      `/societies/${society.org}/upcoming-events`,
      '/councils/sensors-council/upcoming-events',
    ]) {
      await sweepAsSent(page, findings, `${list}?view=month`);
      await sweepAsSent(page, findings, `${list}?view=month&month=${next}`);
    }
    expect(findings.list()).toEqual([]);
  });
});

/** Clicks every visible Next button of the page's carousels once (its row moves on). */
async function moveCarouselsOn(page: Page): Promise<void> {
  const nexts = page.getByRole('button', { name: /^Next / });
  for (const next of await nexts.all()) {
    if ((await next.isVisible()) && (await next.isEnabled())) await next.click();
  }
}

/** Opens a menu's summary unless it is open already (a dropdown keeps its state). */
async function open(summary: Locator): Promise<void> {
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
}

/**
 * Opens the phone menu with both of its dropdowns (below 1280 px), or the desktop's Societies
 * dropdown, and returns what closes it again.
 */
async function openMenus(page: Page, width: number): Promise<Locator> {
  if (width >= DESKTOP_NAVIGATION) {
    const societies = page
      .getByRole('navigation', { name: 'Main' })
      .getByText('Societies', { exact: true });
    await open(societies);
    return societies;
  }
  const menu = page.getByLabel('Menu', { exact: true });
  await open(menu);
  const nav = page.getByRole('navigation', { name: 'Mobile' });
  await open(nav.getByText('Societies', { exact: true }));
  await open(nav.getByText('Councils', { exact: true }));
  return menu;
}

/** Opens the footer's newsletter choice on its list of societies and councils to tick. */
async function openNewsletterChoice(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await footer.getByText('Choose what to follow', { exact: true }).click();
  await footer.getByLabel('Only the ones I pick').check();
  await expect(footer.getByRole('checkbox').first()).toBeVisible();
}

test('the landing, a society and an event page do not scroll sideways with menus open and carousels moved', async ({
  page,
}) => {
  // Carousels then step at once, without a smooth scroll to wait for.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const findings = new Findings();
  const event = `/events/${await eventOf(page, 'upcoming')}`;
  for (const path of ['/', '/societies/computer-society', event]) {
    await setWidth(page, WIDTHS[0]);
    await page.goto(path);
    await waitForHydration(page);
    await openNewsletterChoice(page);
    for (const width of WIDTHS) {
      await setWidth(page, width);
      await moveCarouselsOn(page);
      await findings.measure(page, `${path} (carousels moved on, newsletter choice open)`, width);
      const opener = await openMenus(page, width);
      await findings.measure(page, `${path} (menu open)`, width);
      await opener.click();
    }
  }
  expect(findings.list()).toEqual([]);
});

/** Opens every closed disclosure of the page (a chart's table, a form's more fields). */
const openEveryDetails = (page: Page) =>
  page.evaluate(() => {
    const closed = [...document.querySelectorAll('details:not([open])')] as HTMLDetailsElement[];
    for (const details of closed) details.open = true;
    return closed.length;
  });

/**
 * Opens every tab of a tab list in turn and measures each at every width, then again with each
 * of its disclosures open.
 */
async function sweepTabs(page: Page, findings: Findings, tablist: string): Promise<void> {
  const tabs = page.getByRole('tablist', { name: tablist }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    const where = `${new URL(page.url()).pathname} (${tablist}: ${await tab.innerText()})`;
    await measureAtEveryWidth(page, findings, where);
    if ((await openEveryDetails(page)) === 0) continue;
    await measureAtEveryWidth(page, findings, `${where} with its disclosures open`);
  }
}

/** The first event of the society's list (`when`), among the sample's if it is upcoming. */
async function eventOf(page: Page, when: 'upcoming' | 'past'): Promise<number> {
  const list = await page.request.get(`/api/events?org=computer-society&when=${when}&limit=20`);
  const { items } = (await list.json()) as { items: { id: number }[] };
  const sample = sampleEventIds();
  const event = when === 'upcoming' ? items.find((item) => sample.has(item.id)) : items[0];
  if (!event) throw new Error(`no ${when} event of computer-society`);
  return event.id;
}

/**
 * The pages under the Events tab: an upcoming event's registration desk, check-in (made for the
 * phone at the door) and preview, a past event's report and certificates.
 */
async function sweepEventPages(page: Page, findings: Findings): Promise<void> {
  const dashboard = '/societies/computer-society/dashboard/events';
  const upcoming = await eventOf(page, 'upcoming');
  const past = await eventOf(page, 'past');
  for (const path of [
    `${dashboard}/${upcoming}/registrations`,
    `${dashboard}/${upcoming}/check-in`,
    `${dashboard}/${upcoming}/preview`,
    `${dashboard}/${past}/report`,
    `${dashboard}/${past}/certificates`,
  ]) {
    // The dashboard's tabs show once its loaders, the page's own included, have answered.
    await sweep(page, findings, path, () =>
      expect(page.getByRole('tablist', { name: 'Dashboard sections' })).toBeVisible(),
    );
  }
}

test("an officer's dashboard tabs and the public header signed in do not scroll sideways", async ({
  page,
}) => {
  const findings = new Findings();
  await logIn(page, accounts().society);
  await sweepTabs(page, findings, 'Dashboard sections');
  await sweepEventPages(page, findings);
  // Signed in, the public header carries 'Dashboard' where visitors see 'Login'.
  await sweep(page, findings, '/', () =>
    expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible(),
  );
  expect(findings.list()).toEqual([]);
});

test("the branch console's tabs do not scroll sideways", async ({ page }) => {
  const findings = new Findings();
  await logIn(page, accounts().branch);
  await sweepTabs(page, findings, 'Console sections');
  expect(findings.list()).toEqual([]);
});

/** A roster as OU Analytics exports it, of people with long names and addresses. */
const longRoster = (run: string): Buffer =>
  rosterCsv([
    [
      '90817263',
      'Venkataraghavan Subramaniam',
      'Ramanathan-Krishnamurthy',
      `venkataraghavan.subramaniam.ramanathan.${run}@students.example.invalid`,
      'Graduate Student Member',
      'Active',
    ],
    [
      'not-a-number-at-all-but-quite-long',
      'Refused',
      'Row',
      `refused.${run}@example.invalid`,
      'Member',
      'Active',
    ],
  ]);

test("an organisation's IEEE roster, applied and with a file previewed, does not scroll sideways", async ({
  page,
  request,
}) => {
  const findings = new Findings();
  // A society no other journey keeps a roster for: its owner's Team tab holds it.
  const owner = accounts().otherSociety;
  const run = Math.random().toString(36).slice(2, 8);
  const session = await request.post('/api/auth/login', {
    data: { email: owner.email, password: owner.password },
  });
  const { token } = (await session.json()) as { token: string };
  const organisation = (await (await request.get(`/api/societies/${owner.org}`)).json()) as {
    id: number;
  };
  const applied = await request.put(`/api/society-dashboard/society/${organisation.id}/roster`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      exportedOn: (await branchWallClock(request, Date.now())).slice(0, 10),
      acceptRefusals: 'true',
      file: { name: `roster-${run}.csv`, mimeType: 'text/csv', buffer: longRoster(run) },
    },
  });
  expect(applied.status(), await applied.text()).toBe(200);

  await logIn(page, owner);
  await page.goto(`/societies/${owner.org}/dashboard/team`);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'IEEE roster' });
  await expect(panel.getByRole('table', { name: 'Members of the roster' })).toBeVisible();
  const fileName = `a-roster-file-with-a-rather-long-name-as-downloads-get-${run}.csv`;
  await panel.getByLabel('Roster file').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: longRoster(`${run}b`),
  });
  await panel.getByRole('button', { name: 'Preview' }).click();
  await expect(panel.getByRole('region', { name: `Preview of ${fileName}` })).toBeVisible();
  await measureAtEveryWidth(page, findings, `${new URL(page.url()).pathname} (roster previewed)`);
  expect(findings.list()).toEqual([]);
});

test("a student's sign-in and own pages do not scroll sideways", async ({ page, request }) => {
  const findings = new Findings();
  await sweep(page, findings, '/me/sign-in');
  const email = `wide.${Math.random().toString(36).slice(2, 8)}@example.edu`;
  // An event they went to, with a long title, so their page lists something.
  await endedEventWithAttendees(
    request,
    {
      title: `Workshop on Electromagnetic Compatibility and Signal Integrity ${email.slice(5, 11)}`,
      time: '10:00',
      endTime: '12:00',
      description: 'Long names wrap.',
    },
    [{ name: 'Venkataraghavan Subramaniam Ramanathan', email }],
  );
  await signInAsStudent(page, request, email);
  await sweep(page, findings, '/me');
  // Their activity record, shared, and its page as a visitor sees it.
  await page.goto('/me/record');
  await page.getByRole('button', { name: 'Share my record' }).click();
  const shared = await page.getByRole('link', { name: 'this link' }).getAttribute('href');
  await sweep(page, findings, '/me/record');
  await sweep(page, findings, shared as string);
  expect(findings.list()).toEqual([]);
});

test("a hybrid event's join link and a registrant's page with it do not scroll sideways", async ({
  page,
  request,
}) => {
  const findings = new Findings();
  // Starting in ten minutes on the branch's clock: its join link is open.
  const [date, clock] = (await branchWallClock(request, Date.now() + 10 * 60_000)).split('T');
  const {
    dashboard,
    auth,
    event: { id },
  } = await addSocietyEvent(request, {
    title: `Interdisciplinary Colloquium on Reconfigurable Computing Architectures ${Date.now()}`,
    date,
    time: clock?.slice(0, 5),
    description: 'Long titles wrap.',
    // Hybrid, with places in the room and online: the page counts both, the registrant's page
    // offers the other way.
    attendanceMode: 'hybrid',
    location: 'Auditorium of the Department of Electronics and Communication Engineering',
    capacity: 120,
    onlineCapacity: 500,
    meetingUrl: 'https://meet.example.com/wide',
    registrationMode: 'site',
    registrationConfirmEmail: false,
  });
  await sweep(page, findings, `/events/${id}`);
  const registered = await request.post(`/api/events/${id}/registrations`, {
    headers: asAnotherVisitor(),
    data: {
      name: 'Venkataraghavan Subramaniam Ramanathan',
      email: `wide.${id}@example.edu`,
      attendance: 'online',
    },
  });
  const { token } = (await registered.json()) as { token: string };
  const mine = (await (await request.get(`/api/registrations/${token}`)).json()) as {
    joinPath: string;
  };
  await sweep(page, findings, `/registrations/${token}`);
  await sweep(page, findings, mine.joinPath);
  expect(findings.list()).toEqual([]);
  // Off the upcoming lists again, where the landing page's journeys look for their own events.
  const moved = await request.post(`${dashboard}/events/upcoming/${id}/move-to-past`, {
    headers: auth,
  });
  expect(moved.status()).toBe(200);
});

test("a series' pages and a registrant's sessions of it do not scroll sideways", async ({
  page,
  request,
}) => {
  const findings = new Findings();
  const today = (await branchWallClock(request, Date.now())).slice(0, 10);
  const later = new Date(`${today}T00:00:00Z`);
  later.setUTCDate(later.getUTCDate() + 10);
  const { society } = accounts();
  const { dashboard, auth, event } = await addSocietyEvent(request, {
    title: `Interdisciplinary Colloquium on Reconfigurable Computing Architectures ${Date.now()}`,
    date: later.toISOString().slice(0, 10),
    time: '18:00',
    endTime: '19:30',
    description: 'Long titles wrap.',
    location: 'Auditorium of the Department of Electronics and Communication Engineering',
    registrationMode: 'site',
    registrationConfirmEmail: false,
    repeat: { frequency: 'monthly-by-weekday', count: 6, registrationScope: 'series' },
  });
  const seriesId = event.series?.id;
  const registered = await request.post(`/api/events/${event.id}/registrations`, {
    headers: asAnotherVisitor(),
    data: {
      name: 'Venkataraghavan Subramaniam Ramanathan',
      email: `wide.series.${event.id}@example.edu`,
    },
  });
  const { token } = (await registered.json()) as { token: string };
  await sweep(page, findings, `/series/${seriesId}`);
  await sweep(page, findings, `/registrations/${token}`);
  await logIn(page, society);
  const seriesPage = `/societies/${society.org}/dashboard/events/series/${seriesId}`;
  const titled = (heading: RegExp) => () =>
    expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await sweep(page, findings, seriesPage, titled(/^Interdisciplinary Colloquium/));
  await sweep(page, findings, `${seriesPage}/report`, titled(/^Summary report:/));
  await sweep(page, findings, `${seriesPage}/certificates`, titled(/^Certificates:/));
  expect(findings.list()).toEqual([]);
  // Off the upcoming lists again, where the landing page's journeys look for their own events.
  expect((await request.post(`/api/registrations/${token}/cancel-series`)).status()).toBe(200);
  const deleted = await request.delete(`${dashboard}/series/${seriesId}`, { headers: auth });
  expect(deleted.status(), await deleted.text()).toBe(204);
});

test("a paid workshop's registrant, its desk and the treasurer's statement do not scroll sideways", async ({
  page,
  request,
}) => {
  const findings = new Findings();
  const run = Math.random().toString(36).slice(2, 8);
  const date = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const { society, event } = await addSocietyEvent(request, {
    title: `Printed Circuit Board Design and Fabrication Masterclass ${run}`,
    date,
    time: '10:00',
    description: 'Long titles wrap.',
    registrationMode: 'site',
    registrationConfirmEmail: false,
    capacity: 50,
    price: '12500',
    priceCurrency: 'INR',
    paymentHoldHours: 336,
  });
  await sweep(page, findings, `/events/${event.id}`);
  const registered = await request.post(`/api/events/${event.id}/registrations`, {
    headers: asAnotherVisitor(),
    data: {
      name: 'Venkataraghavan Subramaniam Ramanathan',
      email: `venkataraghavan.subramaniam.${run}@students.example.edu`,
    },
  });
  const { token, registration } = (await registered.json()) as {
    token: string;
    registration: { payment: { reference: string } };
  };
  await sweep(page, findings, `/registrations/${token}`, () =>
    expect(page.getByRole('region', { name: 'Pay to keep your place' })).toBeVisible(),
  );

  await logIn(page, society);
  const dashboard = `/societies/${society.org}/dashboard`;
  await sweep(page, findings, `${dashboard}/events/${event.id}/registrations`, () =>
    expect(page.getByText(/^Payment due: INR 12,500\.00/)).toBeVisible(),
  );
  // A statement of long narrations, previewed: matched, to choose and unknown lines.
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: '2-digit',
  })
    .format(new Date())
    .replaceAll(' ', '-');
  const statement = Buffer.from(
    [
      'Txn Date,Value Date,Description,Ref No./Cheque No.,        Debit,Credit,Balance',
      `${day},${day},BY TRANSFER-UPI/CR/630712345601/VENKATARAGHAVAN SUBRAMANIAM RAMANATHAN/SBIN/venkataraghavan.subramaniam@oksbi/${registration.payment.reference}--,TRANSFER FROM 3199412345678,,"12,500.00","1,46,460.50"`,
      `${day},${day},BY TRANSFER-NEFT*HDFC0000001*N310261234567890*TECHNOVA SOLUTIONS PRIVATE LIMITED BANGALORE*SPONSORSHIP FOR THE ANNUAL TECHNICAL FEST--,TRANSFER FROM 99909876543,,"25,000.00","1,71,460.50"`,
    ].join('\r\n'),
  );
  await page.goto(`${dashboard}/payments`);
  await waitForHydration(page);
  await page.getByLabel('Statement file').setInputFiles({
    name: `statement-of-account-for-the-period-ending-today-${run}.csv`,
    mimeType: 'text/csv',
    buffer: statement,
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('table', { name: /Matched/ })).toBeVisible();
  await measureAtEveryWidth(page, findings, `${dashboard}/payments (statement previewed)`);
  expect(findings.list()).toEqual([]);
});
