import {
  ACTIVITY_POINTS_NOTE,
  ACTIVITY_RECORD_NOT_SHARED,
  ACTIVITY_RECORD_UNKNOWN,
  type ApiAnswer,
  type PageApi,
  type SharedActivityRecord,
} from '@chapterhouse/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RecordPage, { loader } from './record';

// A student's shared activity record (`/records/:token`), read on the server through the load
// context's `api` (faked here).

const TOKEN = 'R2VuZXJhdGVkIHRva2VuIGZvciB0ZXN0cyBvbmx5IQx';
let answers: ApiAnswer[];
const api = vi.fn<PageApi>(async () => answers.shift() ?? { status: 500, body: null });
const context = { api, origin: 'https://ieee.example.edu', cspNonce: '', reads: {} };
beforeEach(() => {
  api.mockClear();
  answers = [];
});
afterEach(cleanup);

const RECORD: SharedActivityRecord = {
  name: 'Meera Nair',
  lines: [
    {
      eventTitle: 'Antenna Clinic',
      eventDate: '2026-05-02',
      organisation: 'IEEE Antennas and Propagation Society',
      ieeeCategory: 'Technical',
      activity: 'Technical and professional activities',
      points: null,
      role: 'Participant',
      hours: 3,
      sessions: null,
      attended: true,
      attendedOnline: true,
      certificate: { code: 'Q2VydA', verifyPath: '/certificates/Q2VydA', valid: false },
    },
    {
      eventTitle: 'Robotics Contest',
      eventDate: '2026-05-09',
      organisation: 'IEEE Robotics Society',
      ieeeCategory: null,
      activity: null,
      points: null,
      role: 'Winner',
      hours: null,
      sessions: null,
      attended: false,
      attendedOnline: false,
      certificate: { code: 'V2lu', verifyPath: '/certificates/V2lu', valid: true },
    },
  ],
  totals: { events: 2, hours: 3, points: null, byActivity: [] },
  pointsNote: ACTIVITY_POINTS_NOTE,
  branchName: 'IEEE Student Branch',
  readAt: '2026-06-15T10:00:00.000Z',
};

/** What a thrown `data()` carries. */
async function thrown(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    const { data, init } = error as { data: unknown; init: ResponseInit | null };
    return { data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
  }
  throw new Error('nothing was thrown');
}

describe('/records/:token', () => {
  it('lists each line with its certificate’s standing, kept by no cache', async () => {
    answers.push({ status: 200, body: RECORD });
    const loaded = (await loader({ context, params: { token: TOKEN } } as never)) as unknown as {
      data: unknown;
      init: ResponseInit;
    };
    expect(api).toHaveBeenCalledWith({ method: 'GET', path: `/api/records/${TOKEN}` });
    expect(new Headers(loaded.init.headers).get('cache-control')).toBe('private, no-store');
    const Stub = createRoutesStub([
      { path: '/records/:token', Component: RecordPage, loader: () => loaded.data },
    ]);
    render(<Stub initialEntries={[`/records/${TOKEN}`]} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Nair' })).toBeTruthy();
    const lines = screen.getAllByRole('listitem');
    expect(
      within(lines[0] as HTMLElement).getByText('Certificate Q2VydA was revoked'),
    ).toBeTruthy();
    expect(
      within(lines[1] as HTMLElement)
        .getByRole('link', { name: /Certificate V2lu/ })
        .getAttribute('href'),
    ).toBe('/certificates/V2lu');
    expect(lines[1]?.textContent).toContain(
      'Winner · Certificate · Hours not given · Event no longer listed',
    );
    // Joined online through the personal join link (issue 48): attended, and said so.
    expect(lines[0]?.textContent).toContain('Participant · Attended online · 3 h');
    expect(screen.getByText(ACTIVITY_POINTS_NOTE)).toBeTruthy();
  });

  it('lists a series once, with how many of its sessions were attended', async () => {
    const withSeries: SharedActivityRecord = {
      ...RECORD,
      lines: [
        {
          ...(RECORD.lines[0] as SharedActivityRecord['lines'][number]),
          eventTitle: 'Weekly Coding Club',
          attendedOnline: false,
          hours: 12,
          sessions: 8,
          certificate: { code: 'U2VyaWVz', verifyPath: '/certificates/U2VyaWVz', valid: true },
        },
      ],
      totals: { events: 1, hours: 12, points: null, byActivity: [] },
    };
    const Stub = createRoutesStub([
      { path: '/records/:token', Component: RecordPage, loader: () => ({ record: withSeries }) },
    ]);
    render(<Stub initialEntries={[`/records/${TOKEN}`]} />);
    await screen.findByRole('heading', { level: 1, name: 'Meera Nair' });
    const [line] = screen.getAllByRole('listitem');
    expect(within(line as HTMLElement).getByText('Weekly Coding Club')).toBeTruthy();
    expect(line?.textContent).toContain('Participant · Checked in · 8 sessions · 12 h');
    expect(
      within(line as HTMLElement)
        .getByRole('link', { name: /Certificate U2VyaWVz/ })
        .getAttribute('href'),
    ).toBe('/certificates/U2VyaWVz');
    // Counted as one event.
    expect(screen.getByText('1 event, 12 h')).toBeTruthy();
    // A single event's line says nothing of sessions.
    expect(document.body.textContent).not.toContain('1 session');
  });

  it('says no hours, rather than 0 h, when no event gave its times', async () => {
    const timeless: SharedActivityRecord = {
      ...RECORD,
      lines: RECORD.lines.map((line) => ({ ...line, hours: null })),
      totals: { ...RECORD.totals, hours: 0 },
    };
    const Stub = createRoutesStub([
      { path: '/records/:token', Component: RecordPage, loader: () => ({ record: timeless }) },
    ]);
    render(<Stub initialEntries={[`/records/${TOKEN}`]} />);
    await screen.findByRole('heading', { level: 1, name: 'Meera Nair' });
    expect(screen.getByText('2 events')).toBeTruthy();
    expect(document.body.textContent).not.toContain('0 h');
  });

  it('says when a link is unknown without asking, and passes on that sharing is off', async () => {
    const malformed = await thrown(() => loader({ context, params: { token: 'x' } } as never));
    expect(malformed.status).toBe(404);
    expect(malformed.data).toEqual({ message: ACTIVITY_RECORD_UNKNOWN });
    expect(api).not.toHaveBeenCalled();

    answers.push({ status: 404, body: { error: ACTIVITY_RECORD_NOT_SHARED } });
    const off = await thrown(() => loader({ context, params: { token: TOKEN } } as never));
    expect(off.status).toBe(404);
    expect(off.data).toEqual({ message: ACTIVITY_RECORD_NOT_SHARED });
    expect(off.headers.get('x-robots-tag')).toBe('noindex');
  });
});
