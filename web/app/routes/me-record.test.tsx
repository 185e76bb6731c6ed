import {
  ACTIVITY_POINTS_NOTE,
  type ActivityRecord,
  type ApiAnswer,
  type PageApi,
} from '@chapterhouse/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_SHARED } from '../features/activity-record/activity-record';
import StudentRecordPage, { action, loader } from './me-record';

// The student's activity record (`/me/record`), read and changed on the server through the load
// context's `api` (faked here), which carries their session cookie; its form works without script.

const ORIGIN = 'https://ieee.example.edu';
let answers: ApiAnswer[];
const api = vi.fn<PageApi>(async () => answers.shift() ?? { status: 500, body: null });
const context = { api, origin: ORIGIN, cspNonce: '', reads: {} };
beforeEach(() => {
  api.mockClear();
  answers = [];
});
afterEach(cleanup);

const RECORD: ActivityRecord = {
  name: 'Meera Nair',
  lines: [
    {
      eventTitle: 'Antenna Clinic',
      eventDate: '2026-05-02',
      organisation: 'IEEE Antennas and Propagation Society',
      ieeeCategory: 'Technical',
      activity: 'Technical and professional activities',
      points: 5,
      role: 'Speaker',
      hours: 2.5,
      sessions: null,
      attended: true,
      attendedOnline: false,
      certificate: {
        code: 'Q2VydGlmaWNhdGUgY29kZQ',
        verifyPath: '/certificates/Q2VydGlmaWNhdGUgY29kZQ',
        valid: true,
      },
    },
  ],
  totals: {
    events: 1,
    hours: 2.5,
    points: 5,
    byActivity: [
      { activity: 'Technical and professional activities', events: 1, hours: 2.5, points: 5 },
    ],
  },
  pointsNote: ACTIVITY_POINTS_NOTE,
  branchName: 'IEEE Student Branch',
  readAt: '2026-06-15T10:00:00.000Z',
  sharing: { shared: false, path: null },
};

function post(fields: Record<string, string>) {
  return new Request(new URL('/me/record', ORIGIN), {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
}

function result(value: unknown) {
  const { data, init } = value as { data: unknown; init: ResponseInit | null };
  return { data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
}

async function renderPage(record: ActivityRecord, actionData?: unknown) {
  answers.push({ status: 200, body: record });
  const loaded = result(await loader({ context, params: {} } as never));
  expect(loaded.headers.get('cache-control')).toBe('private, no-store');
  const Stub = createRoutesStub([
    {
      path: '/me/record',
      Component: StudentRecordPage,
      loader: () => loaded.data,
      action: () => null,
    },
  ]);
  render(
    <Stub
      initialEntries={['/me/record']}
      hydrationData={
        actionData ? { loaderData: { 0: loaded.data }, actionData: { 0: actionData } } : undefined
      }
    />,
  );
  await screen.findByRole('heading', { level: 1 });
}

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('/me/record', () => {
  it('sends a visitor without a session to the sign-in page', async () => {
    answers.push({ status: 401, body: { error: 'Please sign in.' } });
    const away = await loader({ context, params: {} } as never).catch((error) => error);
    expect((away as Response).headers.get('location')).toBe('/me/sign-in');
  });

  it('shows the totals, each line with its certificate, the PDF and whether it is shared', async () => {
    await renderPage(RECORD);
    expect(api).toHaveBeenCalledWith({ method: 'GET', path: '/api/me/record' });
    expect(
      screen.getByRole('heading', { level: 1, name: "Meera Nair's activity record" }),
    ).toBeTruthy();
    const page = document.body;
    expect(page.textContent).toContain('1 event, 2.50 h, 5 points');
    expect(page.textContent).toContain('Speaker · Checked in · 2.50 h');
    expect(page.textContent).toContain(ACTIVITY_POINTS_NOTE);
    expect(hrefOf(screen.getByRole('link', { name: /Certificate Q2VydGlmaWNhdGUgY29kZQ/ }))).toBe(
      '/certificates/Q2VydGlmaWNhdGUgY29kZQ',
    );
    expect(hrefOf(screen.getByRole('link', { name: 'Download the record (PDF)' }))).toBe(
      '/api/me/record/pdf',
    );
    expect(page.textContent).toContain('Not shared');
    expect(screen.getByRole('button', { name: 'Share my record' })).toBeTruthy();
  });

  it('turns sharing on through the API and says so, or shows why not', async () => {
    answers.push({ status: 200, body: { shared: true, path: '/records/abc' } });
    const shared = result(
      await action({
        request: post({ intent: 'record-sharing', shared: 'on' }),
        context,
        params: {},
      } as never),
    );
    expect(api).toHaveBeenCalledWith({
      method: 'PUT',
      path: '/api/me/record/sharing',
      body: { shared: true },
    });
    expect(shared.data).toEqual({ sharing: { message: RECORD_SHARED } });

    await renderPage({ ...RECORD, sharing: { shared: true, path: '/records/abc' } }, shared.data);
    expect(screen.getByRole('status').textContent).toBe(RECORD_SHARED);
    expect(hrefOf(screen.getByRole('link', { name: 'this link' }))).toBe('/records/abc');
    expect(screen.getByRole('button', { name: 'Stop sharing' })).toBeTruthy();

    answers.push({ status: 400, body: { error: 'Say whether to share the record' } });
    const refused = result(
      await action({
        request: post({ intent: 'record-sharing', shared: 'off' }),
        context,
        params: {},
      } as never),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({ sharing: { error: 'Say whether to share the record' } });
  });
});
