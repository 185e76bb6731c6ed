import { NEWSLETTER_CONFIRMED, NEWSLETTER_UNSUBSCRIBED } from '@chapterhouse/shared/messages-text';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetchPerTest } from '../../test/fetch-stub';
import NewsletterLinkPage, { clientLoader, ErrorBoundary } from './newsletter-link';

const fetchMock = stubFetchPerTest();
afterEach(cleanup);

const TOKEN = 'abcdefghijklmnopqrstuvwx';

type LoaderArgs = Parameters<typeof clientLoader>[0];

function renderAt(path: string) {
  const route = (pattern: string) => ({
    path: pattern,
    // biome-ignore lint/suspicious/noExplicitAny: the stub's loose component props
    Component: NewsletterLinkPage as any,
    // biome-ignore lint/suspicious/noExplicitAny: the stub's loose component props
    ErrorBoundary: ErrorBoundary as any,
    loader: ({
      request,
      params,
    }: {
      request: Request;
      params: Record<string, string | undefined>;
    }) => clientLoader({ request, params } as unknown as LoaderArgs),
    HydrateFallback: () => <p>One moment</p>,
  });
  const Stub = createRoutesStub([
    route('/unsubscribe/:token'),
    route('/newsletter/confirm/:token'),
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('newsletter link pages', () => {
  it('unsubscribes by POSTing the token from the browser, and offers to subscribe again', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { message: NEWSLETTER_UNSUBSCRIBED }),
    );
    renderAt(`/unsubscribe/${TOKEN}`);
    expect((await screen.findByRole('status')).textContent).toBe(NEWSLETTER_UNSUBSCRIBED);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You are unsubscribed');
    expect(screen.getByRole('button', { name: 'Subscribe again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(fetchMock.mock.calls.map(([path, init]) => [path, init?.method])).toEqual([
      [`/api/newsletter/unsubscribe/${TOKEN}`, 'POST'],
    ]);
  });

  it('confirms a subscription', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { message: NEWSLETTER_CONFIRMED }));
    renderAt(`/newsletter/confirm/${TOKEN}`);
    expect((await screen.findByRole('status')).textContent).toBe(NEWSLETTER_CONFIRMED);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Subscription confirmed');
    expect(screen.queryByRole('button', { name: 'Subscribe again' })).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/newsletter/confirm/${TOKEN}`);
  });

  it("says why a used or unknown link does not work, in the server's words", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(404, { error: 'This link is not valid or was already used.' }),
    );
    renderAt(`/unsubscribe/${TOKEN}`);
    expect(await screen.findByText('This link is not valid or was already used.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link cannot be used');
  });

  it('refuses a malformed token without asking the server', async () => {
    renderAt('/unsubscribe/short');
    expect(await screen.findByText('This link is not valid.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
