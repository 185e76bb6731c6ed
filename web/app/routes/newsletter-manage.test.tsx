import type { NewsletterSubscription } from '@chapterhouse/shared';
import { NEWSLETTER_UNSUBSCRIBED } from '@chapterhouse/shared/messages-text';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest } from '../../test/fetch-stub';
import { Toaster } from '../components/toaster';
import { SUBSCRIPTION_SAVED } from '../features/newsletter/manage-subscription';
import NewsletterManagePage, { clientLoader, ErrorBoundary } from './newsletter-manage';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
});

const TOKEN = 'abcdefghijklmnopqrstuvwx';
const API = `/api/newsletter/subscription/${TOKEN}`;

const subscription = (overrides: Partial<NewsletterSubscription> = {}): NewsletterSubscription => ({
  email: 'reader@example.edu',
  confirmed: true,
  branch: false,
  organisationIds: [3],
  digest: false,
  choices: [
    { id: 3, slug: 'computer-society', name: 'Computer Society', kind: 'society' },
    { id: 4, slug: 'robotics-society', name: 'Robotics Society', kind: 'society' },
    { id: 9, slug: 'wie', name: 'Women in Engineering', kind: 'council' },
  ],
  ...overrides,
});

type LoaderArgs = Parameters<typeof clientLoader>[0];

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      path: '/newsletter/manage/:token',
      // biome-ignore lint/suspicious/noExplicitAny: the stub's loose component props
      Component: NewsletterManagePage as any,
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
    },
  ]);
  return render(
    <>
      <Stub initialEntries={[path]} />
      <Toaster />
    </>,
  );
}

const calls = () =>
  fetchMock.mock.calls.map(([path, init]) => [
    String(path),
    init?.method ?? 'GET',
    init?.body ? JSON.parse(String(init.body)) : undefined,
  ]);

describe('the newsletter manage page', () => {
  it('shows the address and what it follows, and saves a new choice', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PUT'
        ? json(200, subscription({ organisationIds: [4, 9], digest: true }))
        : json(200, subscription()),
    );
    renderAt(`/newsletter/manage/${TOKEN}`);
    expect(await screen.findByText('reader@example.edu')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'What you follow' });
    expect(within(form).getByRole('radio', { name: 'Only the ones I pick' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(form).getByRole('checkbox', { name: 'Computer Society' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Computer Society' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Robotics Society' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Women in Engineering' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Also send me the weekly digest' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SUBSCRIPTION_SAVED)).toBeTruthy();
    expect(calls()).toEqual([
      [API, 'GET', undefined],
      [API, 'PUT', { branch: false, organisationIds: [4, 9], digest: true }],
    ]);
  });

  it("says why a save failed in the server's words, in a toast that interrupts", async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PUT'
        ? json(400, { error: 'Choose the whole branch or at least one society or council.' })
        : json(200, subscription({ confirmed: false })),
    );
    renderAt(`/newsletter/manage/${TOKEN}`);
    expect(await screen.findByText(/Not confirmed yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Choose the whole branch or at least one society or council.',
    );
  });

  it('unsubscribes only after confirming, then says so plainly', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/unsubscribe/')
        ? json(200, { message: NEWSLETTER_UNSUBSCRIBED })
        : json(200, subscription({ branch: true, organisationIds: [] })),
    );
    renderAt(`/newsletter/manage/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsubscribe?' });
    expect(calls()).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_UNSUBSCRIBED);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls().at(-1)).toEqual([`/api/newsletter/unsubscribe/${TOKEN}`, 'POST', undefined]);
  });

  it('shows an unknown link readably, and refuses a malformed one without asking the server', async () => {
    fetchMock.mockImplementation(async () =>
      json(404, {
        error: 'This link is not valid any more: the address may have been unsubscribed.',
      }),
    );
    renderAt(`/newsletter/manage/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Subscription not found' })).toBeTruthy();
    expect(screen.getByText(/may have been unsubscribed/)).toBeTruthy();
    cleanup();
    fetchMock.mockClear();
    renderAt('/newsletter/manage/short');
    expect(await screen.findByText('This link is not valid.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
