import type { Event, EventDetail } from '@chapterhouse/shared';
import { accounts } from './accounts';
import { expectNoAxeViolations } from './axe';
import { branchWallClock } from './branch-clock';
import { expect, test, waitForHydration } from './fixtures';

// Issue 27: registration that opens at a set time. Before it, the event page shows when and a
// countdown (axe clean, nothing shifting); the browser's own clock running ahead does not open
// the form, since the server decides; at the opening the page turns into the form without a
// reload, and a registration goes through.

/** How far ahead the opening is set: time to create the event and look at the countdown. */
const OPENS_IN_MS = 25_000;

test('the event page counts down to the opening, on the server’s clock, then turns into the form', async ({
  page,
  request,
}) => {
  // The opening is real time away (the server's clock is not ours to move): about 40 s in all.
  test.setTimeout(150_000);
  // Tall enough for the Register section to be on screen from the first paint: the browser
  // counts a shift only where it can be seen.
  await page.setViewportSize({ width: 1280, height: 2400 });
  const { society } = accounts();
  const session = await request.post('/api/auth/login', {
    data: { email: society.email, password: society.password },
  });
  const { token } = (await session.json()) as { token: string };
  const organisation = (await (await request.get(`/api/societies/${society.org}`)).json()) as {
    id: number;
  };

  // The server runs on this machine's clock, in the branch's time zone (its locale setting: the
  // sample's is India's): the opening is set as a wall clock there, to the second (checked
  // against the instant the API gives).
  const opensAt = Math.ceil((Date.now() + OPENS_IN_MS) / 1000) * 1000;
  const title = `Hackathon Opening ${Math.random().toString(36).slice(2, 7)}`;
  const created = await request.post(
    `/api/society-dashboard/society/${organisation.id}/events/upcoming`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title,
        date: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
        time: '09:00',
        location: 'Main Hall',
        description: 'Sixty seats, the whole campus at the door.',
        capacity: 60,
        registrationMode: 'site',
        registrationConfirmEmail: false,
        registrationOpens: await branchWallClock(request, opensAt),
      },
    },
  );
  expect(created.status()).toBe(201);
  const event = (await created.json()) as Event;
  const detail = (await (await request.get(`/api/events/${event.id}`)).json()) as EventDetail;
  expect(detail.registrationOpensAt, 'the opening instant the server took').toBe(
    new Date(opensAt).toISOString(),
  );

  // Layout shifts that move the Register section or anything in it, from the first paint:
  // hydration, the island's first answer replacing the dashes, every tick, anything above
  // pushing it down. Elsewhere a page still being parsed on a busy machine is drawn as far as it
  // goes and its next lines move what was drawn (the header's menu, squeezed until the rest of
  // the header arrives): that is the parser, not this page's layout, and is left out. Each shift
  // says what moved, so a failure names the element.
  await page.addInitScript(() => {
    interface Shift extends PerformanceEntry {
      value: number;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    const describe = (node: Node | null) => {
      // A text node says whose text it is; a node since removed has none.
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return '(a node since removed)';
      const text = node?.textContent?.trim().slice(0, 40) ?? '';
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${text}`;
    };
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
    new PerformanceObserver((list) => {
      const register = document.querySelector('[aria-labelledby="event-register"]');
      for (const entry of list.getEntries() as Shift[]) {
        const moved = entry.sources.filter(
          ({ node }) => !node || (register && (register.contains(node) || node.contains(register))),
        );
        if (moved.length === 0) continue;
        const what = moved.map(
          (source) =>
            `${describe(source.node)} from ${box(source.previousRect)} to ${box(source.currentRect)}`,
        );
        shifts.push(
          `${entry.value.toPrecision(2)} at ${Math.round(entry.startTime)} ms: ${what.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The browser's clock is Playwright's to move; the server's stays real.
  await page.clock.install();
  await page.goto(`/events/${event.id}`);
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Register' });
  await expect(section.getByText(/^Registration opens \d+ \w+ \d{4}, \d\d:\d\d/)).toBeVisible();
  const countdown = section.locator('ol[aria-hidden="true"]');
  await expect(countdown).toBeVisible();
  await countdown.scrollIntoViewIfNeeded();
  // The island asked the server and counts: seconds, not the dashes of the server's HTML.
  await expect(countdown.locator('li').nth(3)).not.toContainText('--');
  await expect(section.getByRole('form')).toHaveCount(0);
  await expect(section.getByRole('status')).toHaveText('');
  await expectNoAxeViolations(page, 'the event page counting down to the opening');

  // The browser's clock jumps an hour ahead: its countdown reaches zero and asks the server,
  // which says not yet. The form stays away and the countdown goes on.
  const asked = page.waitForResponse(
    (response) => response.url().endsWith(`/api/events/${event.id}/registration-window`),
    { timeout: 10_000 },
  );
  await page.clock.fastForward('01:00:00');
  const answer = await (await asked).json();
  expect(answer.open).toBe(false);
  await expect(countdown.locator('li').nth(3)).not.toHaveText(/^00/);
  await expect(section.getByRole('form')).toHaveCount(0);
  expect(Date.now()).toBeLessThan(opensAt);
  expect(
    await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts),
    'layout shift while counting down',
  ).toEqual([]);

  // The server's opening: the countdown turns into the form, on the same page.
  const form = section.getByRole('form', { name: 'Register for this event' });
  await expect(form).toBeVisible({ timeout: OPENS_IN_MS + 10_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(opensAt);
  await expect(section.getByRole('status')).toHaveText('Registration is open');
  await expectNoAxeViolations(page, 'the event page once registration opened');

  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill(`grace-${Date.now()}@example.edu`);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(section.getByRole('heading', { name: 'You are registered' })).toBeVisible();
});
