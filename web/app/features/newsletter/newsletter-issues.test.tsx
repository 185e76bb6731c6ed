import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/console-fixtures';
import { stubFetchPerTest } from '../../../test/fetch-stub';
import {
  type NewsletterState,
  newsletterApi,
  STALE_ISSUE,
  sampleIssue,
  sampleNewsletter,
  sampleProposal,
} from '../../../test/newsletter-fixtures';
import { itemNamed, renderAdmin, writesOf } from '../../routes/admin/test-render';
import { PROGRESS_POLL_MS } from './issue-progress';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Signs in and answers as the server would; writes go to `onWrite`. */
function serve(state: NewsletterState, onWrite?: Parameters<typeof newsletterApi>[1]) {
  localStorage.setItem('authToken', 't');
  fetchMock.mockImplementation(newsletterApi(state, onWrite));
}

const readsOf = (path: RegExp) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === 'GET' && path.test(String(input)),
  );

describe('Newsletter tab: issues, proposals and the digest', () => {
  it('lists drafts and sent issues with their progress, beside proposals and the digest', async () => {
    serve(
      sampleNewsletter({
        issues: [
          sampleIssue(),
          sampleIssue({
            id: 802,
            subject: 'February news',
            status: 'sent',
            sentAt: '2025-02-10T09:00:00.000Z',
            progress: { total: 120, sent: 40, waiting: 78, failed: 2, notSent: 0 },
          }),
        ],
      }),
    );
    renderAdmin('/admin/newsletter');
    const table = await screen.findByRole('table', { name: 'Newsletter issues' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'March at the branch',
      'February news',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Sent 40 of 120, 78 waiting, 2 failed'));
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'March at the branch' })
        .getAttribute('href'),
    ).toBe('/admin/newsletter?issue=801');
    expect(screen.getByRole('link', { name: 'New issue' }).getAttribute('href')).toBe(
      '/admin/newsletter?issue=new',
    );

    const proposals = screen.getByRole('list', { name: 'Open proposals' });
    expect(within(proposals).getByRole('heading', { name: 'Hackathon results' })).toBeTruthy();
    expect(within(proposals).getByText('Our team won the regional hackathon.')).toBeTruthy();
    expect(within(proposals).getByText('Computer Society')).toBeTruthy();
    expect(
      within(proposals)
        .getByRole('link', { name: 'https://example.org/hackathon' })
        .getAttribute('href'),
    ).toBe('https://example.org/hackathon');
    expect(readsOf(/\/api\/admin\/newsletter\/proposals\?status=open/)).toHaveLength(1);

    const digest = screen.getByRole('region', { name: 'Weekly digest' });
    expect(within(digest).getByText('Asia/Kolkata')).toBeTruthy();
    expect(within(digest).getByText(/^Monday 10 Mar 2025, 08:00$/)).toBeTruthy();
    expect(within(digest).getByText('Monday 3 Mar 2025, 08:00, to 12 subscribers')).toBeTruthy();
    // The subscribers are still listed below.
    expect(screen.getByRole('table', { name: 'Newsletter subscribers' })).toBeTruthy();
  });

  it('keeps the subscribers when the newsletter routes fail, each panel saying why', async () => {
    localStorage.setItem('authToken', 't');
    const api = newsletterApi(sampleNewsletter());
    fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/admin/newsletter/')
        ? json(500, { error: 'The newsletter could not be read.' })
        : api(input, init),
    );
    renderAdmin('/admin/newsletter');
    expect(await screen.findByRole('table', { name: 'Newsletter subscribers' })).toBeTruthy();
    expect(screen.getAllByText('The newsletter could not be read.')).toHaveLength(3);
  });

  it('dismisses a proposal after confirming', async () => {
    const state = sampleNewsletter();
    serve(state, () => {
      const [proposal] = state.proposals;
      if (!proposal) return json(404, { error: 'gone' });
      state.proposals = [];
      return json(200, { ...proposal, status: 'dismissed' });
    });
    renderAdmin('/admin/newsletter');
    fireEvent.click(
      await screen.findByRole('button', { name: itemNamed('Dismiss', 'Hackathon results') }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('"Hackathon results" dismissed.')).toBeTruthy();
    expect(await screen.findByText('No open proposals.')).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([
      { path: '/api/admin/newsletter/proposals/901/dismiss', method: 'POST', body: undefined },
    ]);
  });

  it('saves the digest schedule with its version, and shows a conflict in the server’s words', async () => {
    const state = sampleNewsletter();
    let conflict = false;
    serve(state, (_path, init) => {
      if (conflict) return json(409, { error: STALE_ISSUE });
      const body = JSON.parse(String(init.body));
      state.digest = { ...state.digest, ...body, version: body.version + 1 };
      return json(200, state.digest);
    });
    renderAdmin('/admin/newsletter');
    const digest = await screen.findByRole('region', { name: 'Weekly digest' });
    fireEvent.change(within(digest).getByLabelText('Weekday'), { target: { value: '5' } });
    fireEvent.change(within(digest).getByLabelText('Hour'), { target: { value: '18' } });
    fireEvent.click(within(digest).getByRole('checkbox', { name: 'Send the weekly digest' }));
    fireEvent.click(within(digest).getByRole('button', { name: 'Save digest' }));
    expect(await screen.findByText('Weekly digest saved.')).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([
      {
        path: '/api/admin/newsletter/digest',
        method: 'PUT',
        body: { enabled: false, weekday: 5, hour: 18, version: 2 },
      },
    ]);
    await waitFor(() => expect(within(digest).getByText('None: the digest is off')).toBeTruthy());

    conflict = true;
    // The first save is over only once its reload is: until then the button reads 'Saving...',
    // disabled, and a click does nothing.
    fireEvent.click(await within(digest).findByRole('button', { name: 'Save digest' }));
    await waitFor(() => expect(writesOf(fetchMock)).toHaveLength(2));
    expect(writesOf(fetchMock).at(-1)?.body).toMatchObject({ version: 3 });
    expect(await screen.findByText(STALE_ISSUE)).toBeTruthy();
  });
});

describe('issue composer', () => {
  it('refuses an issue without subject or introduction, then saves a new draft and opens it', async () => {
    const state = sampleNewsletter({
      issues: [],
      proposals: [sampleProposal(), sampleProposal({ id: 902, title: 'New lab hours' })],
    });
    serve(state, (_path, init) => {
      const created = sampleIssue({ id: 805, ...JSON.parse(String(init.body)), version: 1 });
      state.issues = [created];
      return json(201, created);
    });
    renderAdmin('/admin/newsletter?issue=new');
    const save = await screen.findByRole('button', { name: 'Save draft' });
    fireEvent.click(save);
    expect(await screen.findByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Write an introduction')).toBeTruthy();
    expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Subject'), {
      target: { value: 'April at the branch' },
    });
    fireEvent.change(screen.getByLabelText('Introduction'), { target: { value: 'Hello all.' } });
    fireEvent.change(screen.getByLabelText('Coming events'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /New lab hours/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Hackathon results/ }));
    fireEvent.click(save);
    expect(await screen.findByText(/^Draft saved\./)).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([
      {
        path: '/api/admin/newsletter/issues',
        method: 'POST',
        body: {
          subject: 'April at the branch',
          intro: 'Hello all.',
          eventWeeks: 6,
          proposalIds: [902, 901],
        },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/newsletter?issue=805'),
    );
    expect(await screen.findByRole('heading', { name: 'Draft: April at the branch' })).toBeTruthy();
  });

  it('saves a draft with its version; a stale one says so and shows what the server holds', async () => {
    const state = sampleNewsletter();
    serve(state, () => {
      // Someone else saved meanwhile.
      state.issues = [sampleIssue({ subject: 'Their subject', version: 4 })];
      return json(409, { error: STALE_ISSUE });
    });
    renderAdmin('/admin/newsletter?issue=801');
    const subject = (await screen.findByLabelText('Subject')) as HTMLInputElement;
    expect(subject.value).toBe('March at the branch');
    fireEvent.change(subject, { target: { value: 'My subject' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save issue' }));
    expect(await screen.findByText(STALE_ISSUE)).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([
      {
        path: '/api/admin/newsletter/issues/801',
        method: 'PUT',
        body: {
          subject: 'My subject',
          intro: 'Spring is here.\n\nSo are the workshops.',
          eventWeeks: 4,
          proposalIds: [],
          version: 3,
        },
      },
    ]);
    await waitFor(() =>
      expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Their subject'),
    );
  });
});

describe('issue preview and sending', () => {
  it('previews the whole branch, then as a chosen subscriber, with the mail text and sections', async () => {
    serve(sampleNewsletter());
    renderAdmin('/admin/newsletter?issue=801');
    const preview = await screen.findByRole('region', { name: 'Preview and send' });
    expect(await within(preview).findByText('Every subscriber (the whole branch)')).toBeTruthy();
    const mail = preview.querySelector('pre');
    expect(mail?.textContent).toContain('Coming events\n- Cloud Day');
    const events = within(preview).getByRole('region', { name: 'Coming events' });
    expect(within(events).getByRole('link', { name: 'Cloud Day' }).getAttribute('href')).toBe(
      'http://localhost/events/12/cloud-day',
    );
    expect(readsOf(/\/preview$/)).toHaveLength(1);

    const select = within(preview).getByLabelText('Preview as') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'The whole branch',
      'reader@example.edu (follows the whole branch)',
      'society@example.edu (follows Computer Society)',
    ]);
    fireEvent.change(select, { target: { value: '402' } });
    expect(await within(preview).findByText('society@example.edu')).toBeTruthy();
    expect(
      readsOf(/\/api\/admin\/newsletter\/issues\/801\/preview\?subscriberId=402$/),
    ).toHaveLength(1);
    expect(
      readsOf(/\/api\/admin\/subscribers\?status=subscribed&page=1&limit=100$/).length,
    ).toBeGreaterThan(0);
  });

  it('finds a subscriber beyond the newest by part of their address, and keeps the one chosen offered', async () => {
    serve(sampleNewsletter());
    renderAdmin('/admin/newsletter?issue=801');
    const preview = await screen.findByRole('region', { name: 'Preview and send' });
    const select = within(preview).getByLabelText('Preview as') as HTMLSelectElement;
    const offered = () => Array.from(select.options).map((option) => option.textContent);
    fireEvent.change(select, { target: { value: '402' } });
    fireEvent.change(within(preview).getByLabelText('Find a subscriber'), {
      target: { value: ' READER ' },
    });
    await waitFor(() =>
      expect(offered()).toEqual([
        'The whole branch',
        'society@example.edu (follows Computer Society)',
        'reader@example.edu (follows the whole branch)',
      ]),
    );
    expect(
      readsOf(/\/api\/admin\/subscribers\?status=subscribed&q=READER&page=1&limit=100$/),
    ).toHaveLength(1);

    fireEvent.change(within(preview).getByLabelText('Find a subscriber'), {
      target: { value: 'nobody' },
    });
    expect(
      await within(preview).findByText('No subscribed address contains "nobody".'),
    ).toBeTruthy();
  });

  it('sends a test copy, toasting the server’s message', async () => {
    serve(sampleNewsletter(), () =>
      json(200, { message: 'A test copy is on its way to branch@example.org.' }),
    );
    renderAdmin('/admin/newsletter?issue=801');
    fireEvent.click(await screen.findByRole('button', { name: 'Send me a test' }));
    expect(
      await screen.findByText('A test copy is on its way to branch@example.org.'),
    ).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([
      { path: '/api/admin/newsletter/issues/801/test', method: 'POST', body: undefined },
    ]);
  });

  it('holds the test and the sending back while the composer has unsaved changes', async () => {
    serve(sampleNewsletter());
    renderAdmin('/admin/newsletter?issue=801');
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Changed' } });
    expect(await screen.findByText(/^Save your changes first/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Send me a test' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Send to 2 subscribers' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('sends to every subscriber after confirming, then follows the progress', async () => {
    const state = sampleNewsletter();
    serve(state, () => {
      const sent = sampleIssue({
        status: 'sent',
        sentAt: '2025-03-05T09:00:00.000Z',
        version: 4,
        progress: { total: 2, sent: 2, waiting: 0, failed: 0, notSent: 0 },
      });
      state.issues = [sent];
      state.recipients = [
        { email: 'reader@example.edu', status: 'sent', sentAt: sent.sentAt, lastError: null },
        { email: 'society@example.edu', status: 'sent', sentAt: sent.sentAt, lastError: null },
      ];
      return json(200, sent);
    });
    renderAdmin('/admin/newsletter?issue=801');
    fireEvent.click(await screen.findByRole('button', { name: 'Send to 2 subscribers' }));
    const dialog = screen.getByRole('dialog', { name: 'Send "March at the branch"?' });
    expect(within(dialog).getByText(/goes to 2 subscribers/)).toBeTruthy();
    // Cancel is focused first: Enter never sends by accident.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to 2 subscribers' }));
    expect(await screen.findByText('"March at the branch" is being sent.')).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([
      { path: '/api/admin/newsletter/issues/801/send', method: 'POST', body: { version: 3 } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Sent: March at the branch' })).toBeTruthy();
    expect(screen.getByText('Sent 2 of 2').getAttribute('role')).toBe('status');
    const table = screen.getByRole('table', { name: 'Recipients of March at the branch' });
    expect(within(table).getAllByText('Sent', { selector: 'td span' })).toHaveLength(2);
  });
});

describe('sending progress', () => {
  const sending = (waiting: number) =>
    sampleIssue({
      status: 'sent',
      sentAt: '2025-03-05T09:00:00.000Z',
      progress: { total: 120, sent: 120 - waiting - 2, waiting, failed: 2, notSent: 0 },
    });

  it('reads the issue again every few seconds while mails wait, and stops once none do', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const state = sampleNewsletter({
      issues: [sending(78)],
      recipients: [
        { email: 'a@example.edu', status: 'failed', sentAt: null, lastError: 'Mailbox full' },
        { email: 'b@example.edu', status: 'pending', sentAt: null, lastError: null },
      ],
    });
    serve(state);
    renderAdmin('/admin/newsletter?issue=801');
    expect(await screen.findByText(/^Sent 40 of 120, 78 waiting, 2 failed/)).toBeTruthy();
    const issueReads = () => readsOf(/\/api\/admin\/newsletter\/issues\/801$/).length;
    expect(issueReads()).toBe(1);
    const table = screen.getByRole('table', { name: 'Recipients of March at the branch' });
    expect(within(table).getByText('Waiting to send')).toBeTruthy();
    expect(within(table).getByText('Mailbox full')).toBeTruthy();

    state.issues = [sending(0)];
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS));
    expect(await screen.findByText(/^Sent 118 of 120, 2 failed$/)).toBeTruthy();
    expect(issueReads()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS * 3));
    expect(issueReads()).toBe(2);
  });

  it('stops reading when the page is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(sampleNewsletter({ issues: [sending(78)] }));
    const { unmount } = renderAdmin('/admin/newsletter?issue=801');
    expect(await screen.findByText(/^Sent 40 of 120/)).toBeTruthy();
    const before = fetchMock.mock.calls.length;
    unmount();
    await vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS * 3);
    expect(fetchMock.mock.calls.length).toBe(before);
  });

  it('filters the recipients by status, kept in the URL', async () => {
    serve(
      sampleNewsletter({
        issues: [sending(0)],
        recipients: [
          { email: 'a@example.edu', status: 'failed', sentAt: null, lastError: 'Mailbox full' },
          { email: 'b@example.edu', status: 'sent', sentAt: null, lastError: null },
        ],
      }),
    );
    renderAdmin('/admin/newsletter?issue=801');
    const table = await screen.findByRole('table', { name: 'Recipients of March at the branch' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'failed' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: /^Recipients/ })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(screen.getByTestId('location').textContent).toBe(
      '/admin/newsletter?issue=801&status=failed',
    );
    expect(readsOf(/\/recipients\?page=1&limit=20&status=failed$/)).toHaveLength(1);
  });
});
