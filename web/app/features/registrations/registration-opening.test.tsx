import type { RegistrationWindow } from '@chapterhouse/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, stubFetchPerTest } from '../../../test/fetch-stub';
import { RegistrationOpening } from './registration-opening';

// The form it turns into asks who is signed in with a request of its own: nobody, here (the
// mock every web test file meets, test/setup.ts).

const fetchMock = stubFetchPerTest();

const OPENS_AT = '2026-12-01T04:30:00.000Z';
const opens = Date.parse(OPENS_AT);
/** The visitor's clock is ten minutes slow: only the server's may decide. */
const BROWSER_SLOW_MS = 10 * 60_000;

beforeEach(() => {
  // Timers and Date only: promises and the lazy form's import run as usual.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // The random spread before asking at zero: half of it.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The window as the server answers it at `serverNow` (ms). */
const windowAt = (serverNow: number, open = serverNow >= opens): RegistrationWindow => ({
  now: new Date(serverNow).toISOString(),
  opensAt: OPENS_AT,
  closesAt: '2026-12-02T04:30:00.000Z',
  open,
});

/** Answers each GET of the window as the server would at the browser's time + the slowness. */
function serverAnswers(open?: (serverNow: number) => boolean) {
  fetchMock.mockImplementation(async () => {
    const serverNow = Date.now() + BROWSER_SLOW_MS;
    return json(200, windowAt(serverNow, open ? open(serverNow) : undefined));
  });
}

const FORM = {
  eventId: 42,
  questions: [],
  full: false,
  attendance: null,
  approval: false,
  updates: {
    confirmed: [],
    confirmedOnline: null,
    actionElementId: 'register-action',
    checkMail: null,
  },
};

function renderOpening() {
  return render(
    <RegistrationOpening
      eventId={42}
      opensAt={OPENS_AT}
      opensText="1 Dec 2026, 10:00 GMT+5:30"
      form={FORM}
    />,
  );
}

/** Lets `ms` pass on the browser's clock, running timers and the answers they wait for. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The four numbers shown: days, hours, minutes, seconds. */
const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('ol li span:first-child')].map((cell) => cell.textContent);

describe('the registration countdown', () => {
  it('counts down on the server’s clock, from the server’s now, not the browser’s', async () => {
    // 1 day, 2 hours, 3 minutes and 4 seconds before the opening, on the server's clock.
    vi.setSystemTime(opens - BROWSER_SLOW_MS - (26 * 3600 + 3 * 60 + 4) * 1000);
    serverAnswers();
    const { container } = renderOpening();
    // The server's HTML, and the browser's first render: dashes in a box of its own size.
    expect(shown(container)).toEqual(['--', '--', '--', '--']);
    expect(screen.getByText('1 Dec 2026, 10:00 GMT+5:30')).toBeTruthy();
    await pass(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/events/42/registration-window');
    expect(shown(container)).toEqual(['01', '02', '03', '04']);
    await pass(1000);
    expect(shown(container)).toEqual(['01', '02', '03', '03']);
    await pass(61_000);
    expect(shown(container)).toEqual(['01', '02', '02', '02']);
    // Ticking asks the server nothing more.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not announce each second: the numbers are hidden, the one status says the opening', async () => {
    vi.setSystemTime(opens - BROWSER_SLOW_MS - 5000);
    serverAnswers();
    const { container } = renderOpening();
    await pass(0);
    const numbers = container.querySelector('ol');
    expect(numbers?.getAttribute('aria-hidden')).toBe('true');
    expect(numbers?.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    const status = screen.getByRole('status');
    for (let second = 0; second < 4; second += 1) {
      await pass(1000);
      expect(status.textContent).toBe('');
    }
    expect(container.querySelectorAll('[aria-live], [role="status"]')).toHaveLength(1);
  });

  it('turns into the form when the server says it is open, asking once after a small spread', async () => {
    vi.setSystemTime(opens - BROWSER_SLOW_MS - 3000);
    serverAnswers();
    renderOpening();
    await pass(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Zero on the server's clock; the question waits for its share of the spread (500 ms here).
    await pass(3000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('form')).toBeNull();
    await pass(500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
    expect(await screen.findByRole('form', { name: 'Register for this event' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Registration is open');
    expect(screen.queryByText(/Registration opens/)).toBeNull();
  });

  it('keeps waiting when the server says not yet, however far the browser’s clock runs', async () => {
    vi.setSystemTime(opens - BROWSER_SLOW_MS - 10_000);
    // The server's own clock, whatever the browser's does.
    let browserAhead = 0;
    fetchMock.mockImplementation(async () =>
      json(200, windowAt(Date.now() + BROWSER_SLOW_MS - browserAhead)),
    );
    const { container } = renderOpening();
    await pass(0);
    expect(shown(container)).toEqual(['00', '00', '00', '10']);
    await pass(2000);
    expect(shown(container)).toEqual(['00', '00', '00', '08']);
    // Someone sets the browser's clock an hour ahead: its countdown thinks it is over and asks,
    // but the server says not yet, and the countdown goes on from the server's answer.
    browserAhead = 3_600_000;
    vi.setSystemTime(Date.now() + browserAhead);
    await pass(1000 + 500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('form')).toBeNull();
    expect(shown(container)).toEqual(['00', '00', '00', '07']);
    // It counts the time the server gave, then asks once more: no request in between.
    await pass(6000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('form')).toBeNull();
    await pass(1000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
    expect(await screen.findByRole('form', { name: 'Register for this event' })).toBeTruthy();
  });

  it('asks again after a pause when the server cannot be reached', async () => {
    vi.setSystemTime(opens - BROWSER_SLOW_MS - 60_000);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    serverAnswers();
    const { container } = renderOpening();
    await pass(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(shown(container)).toEqual(['--', '--', '--', '--']);
    await pass(5000 + 500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(shown(container)).toEqual(['00', '00', '00', '55']);
  });

  it('stops counting when the server says it will not open', async () => {
    vi.setSystemTime(opens - BROWSER_SLOW_MS + 60_000);
    fetchMock.mockResolvedValue(
      json(200, { ...windowAt(opens + 60_000, false), closesAt: OPENS_AT }),
    );
    renderOpening();
    await pass(0);
    expect(screen.getByText(/Registration is not open/)).toBeTruthy();
    await pass(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
