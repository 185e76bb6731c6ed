import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, json, sampleData } from '../../../test/dashboard-fixtures';
import { stubFetchPerTest } from '../../../test/fetch-stub';
import { sampleProposal } from '../../../test/newsletter-fixtures';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
  vi.restoreAllMocks();
});

const BASE = '/api/society-dashboard/society/3/newsletter-proposals';

const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([path, init]) => ({
      path: String(path),
      method: init?.method,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

describe("Overview: proposing an item for the branch's newsletter", () => {
  it('lists the organisation’s proposals with their status; only open ones can be withdrawn', async () => {
    localStorage.setItem('authToken', 't');
    const data = sampleData({
      newsletterProposals: [
        sampleProposal(),
        sampleProposal({ id: 902, title: 'Robotics day', status: 'included', issueId: 801 }),
        sampleProposal({ id: 903, title: 'Old news', status: 'dismissed' }),
      ],
    });
    fetchMock.mockImplementation(
      dashboardApi(data, (path, init) => {
        if (init?.method !== 'DELETE') return undefined;
        data.newsletterProposals = data.newsletterProposals?.filter(
          (proposal) => !path.endsWith(`/${proposal.id}`),
        );
        return new Response(null, { status: 204 });
      }),
    );
    renderDashboard('/societies/computer-society/dashboard');
    const list = await screen.findByRole('list', { name: 'Your proposals' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Hackathon resultsOpen', 'Robotics dayIncluded in an issue', 'Old newsDismissed']);
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(
      fetchMock.mock.calls.some(([path]) =>
        String(path).startsWith(
          `/api/society-dashboard/society/computer-society/newsletter-proposals?page=1&limit=10`,
        ),
      ),
    ).toBe(true);

    fireEvent.click(within(list).getByRole('button', { name: /^Withdraw ?: Hackathon results$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('"Hackathon results" withdrawn.')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(writes()).toEqual([{ path: `${BASE}/901`, method: 'DELETE', body: undefined }]);
  });

  it('refuses a proposal without title or text, then proposes one and empties the form', async () => {
    localStorage.setItem('authToken', 't');
    const data = sampleData();
    fetchMock.mockImplementation(
      dashboardApi(data, (_path, init) => {
        if (init?.method !== 'POST') return undefined;
        const created = sampleProposal({ id: 950, ...JSON.parse(String(init.body)) });
        data.newsletterProposals = [created];
        return json(201, created);
      }),
    );
    renderDashboard('/societies/computer-society/dashboard');
    const panel = await screen.findByRole('region', { name: 'Newsletter: propose an item' });
    expect(within(panel).getByText('Nothing proposed yet.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Propose' }));
    expect(await within(panel).findByText('Title is required')).toBeTruthy();
    expect(within(panel).getByText('Say what it is about')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Link'), { target: { value: 'not a link' } });
    fireEvent.change(within(panel).getByLabelText('Title'), {
      target: { value: 'Open lab night' },
    });
    fireEvent.change(within(panel).getByLabelText('Text'), {
      target: { value: 'Everyone welcome on Friday.' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Propose' }));
    await waitFor(() =>
      expect(within(panel).getByLabelText('Link').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(writes()).toEqual([]);

    fireEvent.change(within(panel).getByLabelText('Link'), { target: { value: '' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Propose' }));
    expect(await screen.findByText('Proposed for the next newsletter.')).toBeTruthy();
    expect(writes()).toEqual([
      {
        path: BASE,
        method: 'POST',
        body: { title: 'Open lab night', text: 'Everyone welcome on Friday.', link: null },
      },
    ]);
    expect(await within(panel).findByText('Open lab night')).toBeTruthy();
    expect((within(panel).getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });
});
