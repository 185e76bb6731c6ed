import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminApi,
  json,
  sampleAdminData,
  sampleInbox,
  sampleSubscriber,
} from '../../../test/console-fixtures';
import { stubFetchPerTest } from '../../../test/fetch-stub';
import { itemNamed, renderAdmin, writesOf } from '../../routes/admin/test-render';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
  vi.restoreAllMocks();
});

const CSV = 'email,status,subscribed_at\nreader@example.edu,subscribed,2025-02-01\n';

function subscribers() {
  return sampleInbox({
    subscribers: [
      sampleSubscriber(),
      sampleSubscriber({
        id: 402,
        email: 'new@example.edu',
        status: 'pending',
        createdAt: '2025-03-07T09:00:00.000Z',
        confirmedAt: null,
        branch: false,
        organisations: [
          { id: 3, slug: 'computer-society', name: 'Computer Society', kind: 'society' },
          { id: 7, slug: 'women-in-engineering', name: 'Women in Engineering', kind: 'council' },
        ],
        digest: true,
      }),
      sampleSubscriber({
        id: 403,
        email: 'gone@example.edu',
        createdAt: '2025-01-02T09:00:00.000Z',
      }),
    ],
  });
}

/** Signs in, answers reads from the inbox, the export with CSV, and removals as the server. */
function serve(inbox = subscribers()) {
  localStorage.setItem('authToken', 't');
  const api = adminApi(sampleAdminData(), undefined, inbox);
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === '/api/admin/subscribers/export') {
      return new Response(CSV, {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="newsletter-subscribers.csv"',
        },
      });
    }
    if (init?.method === 'DELETE') {
      const id = Number(path.split('/').at(-1));
      inbox.subscribers = inbox.subscribers.filter((subscriber) => subscriber.id !== id);
      return new Response(null, { status: 204 });
    }
    return api(input, init);
  });
  return inbox;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Newsletter subscribers' }))
    .getAllByRole('row')
    .slice(1);

describe('Newsletter tab', () => {
  it('lists every address with its status, what it follows, its date, and the counts by status', async () => {
    serve();
    renderAdmin('/admin/newsletter');
    await screen.findByRole('table', { name: 'Newsletter subscribers' });
    expect(
      rows().map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getAllByRole('cell')[0]?.textContent,
        within(row).getAllByRole('cell')[1]?.textContent,
      ]),
    ).toEqual([
      ['reader@example.edu', 'Subscribed', 'Whole branch'],
      [
        'new@example.edu',
        'Waiting for confirmation',
        'Computer Society, Women in Engineeringand the weekly digest',
      ],
      ['gone@example.edu', 'Subscribed', 'Whole branch'],
    ]);
    expect(within(rows()[0] as HTMLElement).getAllByRole('cell')[2]?.textContent).toMatch(/2025/);
    expect(screen.getByText(/^2 subscribed, 1 waiting for confirmation\./)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'pending' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByTestId('location').textContent).toBe('/admin/newsletter?status=pending');
  });

  it('exports the list as a CSV download, fetched with the session', async () => {
    serve();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:subscribers');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ href: this.href, download: this.download });
    });

    renderAdmin('/admin/newsletter');
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('The list is saved as newsletter-subscribers.csv.'),
    ).toBeTruthy();
    expect(downloads).toEqual([
      { href: 'blob:subscribers', download: 'newsletter-subscribers.csv' },
    ]);
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe(CSV);
    const exportCall = fetchMock.mock.calls.find(
      ([path]) => String(path) === '/api/admin/subscribers/export',
    );
    expect(new Headers(exportCall?.[1]?.headers).get('authorization')).toBe('Bearer t');
  });

  it("says why an export failed in the server's words", async () => {
    localStorage.setItem('authToken', 't');
    const api = adminApi(sampleAdminData(), undefined, subscribers());
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/admin/subscribers/export'
        ? json(500, { error: 'The list could not be read.' })
        : api(input, init),
    );
    renderAdmin('/admin/newsletter');
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const message = await screen.findByText('The list could not be read.');
    expect(message.closest('[role="alert"]')).toBeTruthy();
  });

  it('removes an address entirely after confirming', async () => {
    const inbox = serve();
    renderAdmin('/admin/newsletter');
    fireEvent.click(
      await screen.findByRole('button', { name: itemNamed('Remove', 'gone@example.edu') }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove gone@example.edu?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove address' }));
    expect(
      await screen.findByText('gone@example.edu removed from the newsletter list.'),
    ).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(inbox.subscribers.map((subscriber) => subscriber.email)).not.toContain(
      'gone@example.edu',
    );
    expect(writesOf(fetchMock)).toEqual([
      { path: '/api/admin/subscribers/403', method: 'DELETE', body: undefined },
    ]);
  });
});
