import type { ApiAnswer, FeedbackRequest, PageApi } from '@chapterhouse/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWERED_ALREADY, type FeedbackResult } from '../features/reports/feedback-form';
import FeedbackPage, { action, ErrorBoundary, headers, loader, meta } from './feedback';

// `/feedback/:token`: read and answered on the server through the load context's `api` (faked
// here), so its form works without script; the page shows each state of the link.

const ORIGIN = 'https://ieee.example.edu';
const TOKEN = 'Zm9yIHRoZSBmZWVkYmFjayB0ZXN0cyBvbmx5XzAxMjM';
const API_PATH = `/api/feedback/${TOKEN}`;

let answers: ApiAnswer[];
const api = vi.fn<PageApi>(async () => answers.shift() ?? { status: 500, body: null });
const context = { api, origin: ORIGIN, cspNonce: '', reads: {} };
beforeEach(() => {
  api.mockClear();
  answers = [];
});
afterEach(cleanup);

const answer = (status: number, body: unknown) => answers.push({ status, body });

const feedbackRequest = (overrides: Partial<FeedbackRequest> = {}): FeedbackRequest => ({
  event: {
    title: 'Analogue Circuits Clinic',
    date: '2026-07-01',
    organisation: 'Computer Society',
  },
  state: 'open',
  expiresAt: '2026-07-31T10:00:00.000Z',
  ...overrides,
});

/** Sends the form to the action as the browser would, without script. */
async function send(fields: Record<string, string>, token = TOKEN) {
  const request = new Request(new URL(`/feedback/${token}`, ORIGIN), {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return (await action({ request, context, params: { token } } as never)) as unknown;
}

/** Finds the paragraph whose whole text is `text` (a date in it is an element of its own). */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

/** A `data()` answer's data, status and headers. */
function result(value: unknown) {
  const { data, init } = value as { data: unknown; init: ResponseInit | null };
  return { data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
}

/** What a thrown `data()` carries, or the error itself. */
async function thrown(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return result(error);
  }
  throw new Error('nothing was thrown');
}

describe('the answer sent to the action', () => {
  it('posts the rating and the comment to the API and thanks', async () => {
    answer(200, feedbackRequest({ state: 'answered' }));
    const sent = result(await send({ rating: '4', comment: '  Great demos.  ' }));
    expect(api).toHaveBeenCalledWith({
      method: 'POST',
      path: API_PATH,
      body: { rating: 4, comment: 'Great demos.' },
    });
    expect(sent.data).toEqual({ answered: true });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends no comment when none was written', async () => {
    answer(200, feedbackRequest({ state: 'answered' }));
    await send({ rating: '5', comment: '' });
    expect(api).toHaveBeenCalledWith({
      method: 'POST',
      path: API_PATH,
      body: { rating: 5, comment: null },
    });
  });

  it("shows the server's refusal with its status, keeping what was typed", async () => {
    const refusal = 'You have answered already: thank you. Each link answers once.';
    answer(409, { error: refusal });
    const refused = result(await send({ rating: '2', comment: 'Too short.' }));
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual({
      answered: false,
      error: refusal,
      rating: 2,
      comment: 'Too short.',
    });
  });

  it('asks for a rating without calling the API', async () => {
    const refused = result(await send({ comment: 'No stars from me.' }));
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({
      answered: false,
      error: 'Choose a rating from 1 to 5',
      rating: null,
      comment: 'No stars from me.',
    });
    expect(result(await send({ rating: '9' })).data).toMatchObject({
      error: 'Choose a rating from 1 to 5',
      rating: 9,
    });
    expect(api).not.toHaveBeenCalled();
  });

  it('answers a malformed link with a 404, never asking the API', async () => {
    const refused = await thrown(() => send({ rating: '3' }, 'short'));
    expect(refused.status).toBe(404);
    expect(refused.data).toEqual({
      message: 'This feedback link is not complete: copy it whole from the mail.',
    });
    expect(api).not.toHaveBeenCalled();
  });
});

describe('the page', () => {
  const load = (token = TOKEN) =>
    loader({
      params: { token },
      context,
      request: new Request(`${ORIGIN}/feedback/${token}`),
    } as never);

  it('reads the link through the API, never kept by a cache, and is not indexed', async () => {
    answer(200, feedbackRequest());
    const read = result(await load());
    expect(api).toHaveBeenCalledWith({ method: 'GET', path: API_PATH, body: undefined });
    expect(read.data).toEqual({ request: feedbackRequest() });
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(headers()).toEqual({ 'cache-control': 'private, no-store' });
    expect(meta()).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  /** The page as the server renders it, with the action's result when a form was sent. */
  const renderPage = (request: FeedbackRequest, actionData?: FeedbackResult) =>
    render(
      <FeedbackPage
        {...({ loaderData: { request }, actionData } as unknown as Parameters<
          typeof FeedbackPage
        >[0])}
      />,
    );

  it('asks for a rating of 1 to 5 and a comment, in a form the browser sends itself', () => {
    renderPage(feedbackRequest());
    expect(
      screen.getByRole('heading', { level: 1, name: 'How was Analogue Circuits Clinic?' }),
    ).toBeTruthy();
    expect(screen.getByText(paragraph('Computer Society, 1 Jul 2026'))).toBeTruthy();
    const form = document.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    const group = screen.getByRole('group', { name: 'How would you rate it?' });
    const ratings = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(ratings.map((radio) => [radio.value, radio.labels?.[0]?.textContent])).toEqual([
      ['1', '1 — poor'],
      ['2', '2 — fair'],
      ['3', '3 — good'],
      ['4', '4 — very good'],
      ['5', '5 — excellent'],
    ]);
    expect(ratings.every((radio) => radio.name === 'rating' && radio.required)).toBe(true);
    const comment = screen.getByLabelText(/Anything to tell the organisers/) as HTMLTextAreaElement;
    expect(comment.name).toBe('comment');
    expect(comment.maxLength).toBe(2000);
    expect(screen.getByRole('button', { name: 'Send feedback' }).getAttribute('type')).toBe(
      'submit',
    );
  });

  it("shows the server's refusal above the form, with the rating and comment kept", () => {
    renderPage(feedbackRequest(), {
      answered: false,
      error: 'Too many answers from this address. Try again in a minute.',
      rating: 3,
      comment: 'It was fine.',
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many answers from this address. Try again in a minute.',
    );
    expect((screen.getByRole('radio', { name: '3 — good' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByLabelText(/Anything to tell/) as HTMLTextAreaElement).value).toBe(
      'It was fine.',
    );
  });

  it('thanks the attendee once the answer is saved', () => {
    renderPage(feedbackRequest({ state: 'answered' }), { answered: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/Thank you for your feedback/);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says a link answered before was answered', () => {
    renderPage(feedbackRequest({ state: 'answered' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you' })).toBeTruthy();
    expect(screen.getByText(ANSWERED_ALREADY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it('says when an expired link stopped working', () => {
    renderPage(feedbackRequest({ state: 'expired' }));
    expect(
      screen.getByText(
        paragraph('This link expired on 31 Jul 2026: feedback links work for 30 days.'),
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it("says an unknown link is not one the server sent, in the server's words", async () => {
    const unknown =
      'This feedback link is not one we sent: copy it whole from the mail, or it may have been removed.';
    answer(404, { error: unknown });
    const Stub = createRoutesStub([
      {
        path: '/feedback/:token',
        Component: () => null,
        // biome-ignore lint/suspicious/noExplicitAny: the stub's loose component props
        ErrorBoundary: ErrorBoundary as any,
        loader: () => load(),
      },
    ]);
    render(<Stub initialEntries={[`/feedback/${TOKEN}`]} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Feedback link not found' }),
    ).toBeTruthy();
    expect(screen.getByText(unknown)).toBeTruthy();
  });
});
