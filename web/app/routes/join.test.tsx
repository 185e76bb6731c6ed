import type { ApiAnswer, JoinView, PageApi } from '@chapterhouse/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import JoinPage, { action, headers, loader, meta } from './join';

// `/join/:token`, a registrant's join link of an online event: read on the server; its button
// (a plain form) joins through the API, then the browser is sent to the meeting.

const ORIGIN = 'https://ieee.example.edu';
const TOKEN = 'am9pbiB0ZXN0IHRva2VuIGZvciB0aGUgd2ViIHRlc3Rz';
const API_PATH = `/api/join/${TOKEN}`;
const MEETING = 'https://meet.example.com/abc-defg-hij';

let answers: ApiAnswer[];
const api = vi.fn<PageApi>(async () => answers.shift() ?? { status: 500, body: null });
const context = { api, origin: ORIGIN, cspNonce: '', reads: {} };
beforeEach(() => {
  api.mockClear();
  answers = [];
});
afterEach(cleanup);

const answer = (status: number, body: unknown) => answers.push({ status, body });

const joinView = (overrides: Partial<JoinView> = {}): JoinView => ({
  state: 'open',
  message: 'The meeting is open: join it now.',
  name: 'Ada',
  opensAt: '2026-07-01T08:00:00.000Z',
  endsAt: '2026-07-01T10:30:00.000Z',
  event: {
    id: 42,
    title: 'Analogue Circuits Clinic',
    path: '/events/42',
    when: 'Wednesday 1 July 2026, 14:00–16:00 GMT+5:30',
  },
  attended: false,
  ...overrides,
});

/** A `data()` answer's data, status and headers. */
function result(value: unknown) {
  const { data, init } = value as { data: unknown; init: ResponseInit | null };
  return { data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
}

const post = () =>
  action({
    request: new Request(new URL(`/join/${TOKEN}`, ORIGIN), { method: 'POST' }),
    context,
    params: { token: TOKEN },
  } as never);

const renderPage = (join: JoinView, refused?: string) =>
  render(
    <JoinPage
      {...({
        loaderData: { join },
        actionData: refused ? { join, refused } : undefined,
      } as unknown as Parameters<typeof JoinPage>[0])}
    />,
  );

describe('the join link', () => {
  it('is read on the server, kept by nobody and indexed by no one', async () => {
    answer(200, joinView());
    const read = result(await loader({ params: { token: TOKEN }, context } as never));
    expect(api).toHaveBeenCalledWith({ method: 'GET', path: API_PATH, body: undefined });
    expect(read.data).toEqual({ join: joinView() });
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(headers()).toEqual({ 'cache-control': 'private, no-store' });
    expect(meta()).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(meta()).toContainEqual({ name: 'referrer', content: 'same-origin' });
  });

  it('opens the meeting once the API counted the join', async () => {
    answer(200, { meetingUrl: MEETING });
    answer(200, joinView({ attended: true }));
    const sent = result(await post());
    expect(api).toHaveBeenCalledWith({ method: 'POST', path: API_PATH, body: undefined });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('cache-control')).toBe('private, no-store');
    expect(sent.data).toMatchObject({ meetingUrl: MEETING, join: { attended: true } });
    render(
      <JoinPage
        {...({
          loaderData: { join: joinView() },
          actionData: sent.data,
        } as unknown as Parameters<typeof JoinPage>[0])}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Opening the meeting');
    expect(screen.getByRole('link', { name: 'Open the meeting' }).getAttribute('href')).toBe(
      MEETING,
    );
    expect(document.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(
      `0;url=${MEETING}`,
    );
  });

  it('says why when joining is refused, with the link read afresh', async () => {
    answer(409, { error: 'This event has ended.' });
    answer(200, joinView({ state: 'ended', message: 'This event has ended.' }));
    const sent = result(await post());
    expect(sent.status).toBe(409);
    expect(sent.data).toMatchObject({ refused: 'This event has ended.', join: { state: 'ended' } });
  });

  it('shows a button, in a form the browser sends itself, only while the meeting is open', () => {
    renderPage(joinView());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Analogue Circuits Clinic' }),
    ).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Join the meeting' });
    expect(button.closest('form')?.getAttribute('method')).toBe('post');
    expect(screen.getByText(/counts you as attending online/)).toBeTruthy();
    // The page never holds the meeting's address: the action's redirect does.
    expect(document.body.innerHTML).not.toContain('meet.example.com');
    cleanup();

    const message = 'The meeting opens 30 minutes before the start, at 1 Jul 2026, 13:30 IST.';
    renderPage(joinView({ state: 'early', message }));
    expect(screen.getByRole('status').textContent).toBe(message);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a refusal as an alert', () => {
    renderPage(
      joinView({ state: 'ended', message: 'This event has ended.' }),
      'This event has ended.',
    );
    expect(screen.getByRole('alert').textContent).toBe('This event has ended.');
  });
});
