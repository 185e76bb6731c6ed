import type { EventReport } from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, json, sampleData, sampleEvent } from '../../../test/dashboard-fixtures';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';
import { COPIED, COPY_REFUSED } from './event-report';

const fetchMock = vi.fn<typeof fetch>();
const writeText = vi.fn<(text: string) => Promise<void>>();
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  localStorage.setItem('authToken', 't');
  fetchMock.mockReset();
  writeText.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  localStorage.clear();
});

const REPORT_API = '/api/society-dashboard/society/computer-society/events/12/report';
const PAGE = '/societies/computer-society/dashboard/events/12/report';

const sampleReport = (): EventReport => ({
  event: {
    id: 12,
    title: 'Intro Talk',
    date: '2024-01-05',
    when: 'Friday 5 January 2024, 14:00 to 16:00 GMT+5:30',
    place: 'Faraday Hall, 1 Campus Road, Pune',
    category: 'Professional',
    subCategory: 'Industry Relations',
    status: 'past',
    state: 'scheduled',
    organisation: { id: 3, slug: 'computer-society', name: 'Computer Society', kind: 'society' },
    coHosts: [
      { id: 4, slug: 'robotics-society', name: 'Robotics Society', kind: 'society' },
      { id: 9, slug: 'sensors-council', name: 'Sensors Council', kind: 'council' },
    ],
    speakers: [
      { name: 'Grace Hopper', affiliation: 'US Navy' },
      { name: 'Alan Kay', affiliation: null },
    ],
  },
  attendance: {
    registered: 48,
    checkedIn: 41,
    inPerson: 41,
    online: 0,
    members: 30,
    verifiedMembers: 24,
    declaredMembers: 6,
    verifiedAsOf: '2024-01-02',
    guests: 11,
    countedBy: 'check-ins',
  },
  feedback: {
    asked: 41,
    answers: 12,
    average: 4.3,
    distribution: [0, 1, 1, 3, 7],
    comments: [
      { rating: 5, comment: 'Loved the demos.', answeredAt: '2024-01-06T09:00:00.000Z' },
      { rating: 2, comment: 'Too short.', answeredAt: '2024-01-05T18:00:00.000Z' },
    ],
  },
  photos: 3,
  vTools: [
    { label: 'Title', value: 'Intro Talk' },
    { label: 'Start date', value: '2024-01-05' },
    { label: 'Primary host', value: 'Computer Society' },
    { label: 'Description', value: 'First line.\nSecond line.' },
    { label: 'IEEE members attended', value: '30' },
    { label: 'Guests attended', value: '11' },
  ],
});

const VTOOLS_TEXT = [
  'Title: Intro Talk',
  'Start date: 2024-01-05',
  'Primary host: Computer Society',
  'Description: First line. Second line.',
  'IEEE members attended: 30',
  'Guests attended: 11',
].join('\n');

/** The dashboard's API, with the report (or its refusal) at REPORT_API. */
function serve(report: () => Response = () => json(200, sampleReport())) {
  fetchMock.mockImplementation(
    dashboardApi(sampleData(), (path) => (path === REPORT_API ? report() : undefined)),
  );
}

/** A term and its value in a description list. */
const termValue = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('an event’s report', () => {
  it('shows the event, who came, what they said and the vTools fields, and copies those', async () => {
    serve();
    renderDashboard(PAGE);
    const article = await screen.findByRole('article', { name: 'Report: Intro Talk' });
    // Under the Events tab.
    expect(screen.getByRole('tab', { name: 'Events' }).getAttribute('aria-selected')).toBe('true');

    const event = within(article).getByRole('region', { name: 'The event' });
    expect(termValue(event, 'When')).toBe('Friday 5 January 2024, 14:00 to 16:00 GMT+5:30');
    expect(termValue(event, 'Place')).toBe('Faraday Hall, 1 Campus Road, Pune');
    expect(termValue(event, 'Category')).toBe('Professional');
    expect(termValue(event, 'Sub-category')).toBe('Industry Relations');
    expect(termValue(event, 'Hosts')).toBe(
      'Computer Society with Robotics Society and Sensors Council',
    );
    expect(
      within(event)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Grace Hopper, US Navy', 'Alan Kay']);
    expect(termValue(event, 'Photos')).toBe('3 photos in the gallery');

    const attendance = within(article).getByRole('region', { name: 'Attendance' });
    expect(termValue(attendance, 'Registered')).toBe('48');
    expect(termValue(attendance, 'Checked in')).toBe('41');
    expect(termValue(attendance, 'IEEE members')).toBe('30');
    expect(termValue(attendance, 'Verified members')).toBe('24');
    expect(termValue(attendance, 'Declared members')).toBe('6');
    expect(termValue(attendance, 'Guests')).toBe('11');
    expect(within(attendance).getByText(/counted at the door/)).toBeTruthy();

    const feedback = within(article).getByRole('region', { name: 'Feedback' });
    expect(termValue(feedback, 'Asked')).toBe('41');
    expect(termValue(feedback, 'Answers')).toBe('12');
    expect(termValue(feedback, 'Average rating')).toBe('4.3 of 5');
    const chart = within(feedback).getByRole('figure', { name: 'Ratings' });
    expect(within(chart).getByText('Average 4.3 of 5 from 12 answers.')).toBeTruthy();
    const rows = within(chart)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['1 star0', '2 stars1', '3 stars1', '4 stars3', '5 stars7', 'Total12']);
    const comments = within(feedback).getByRole('list', { name: 'Comments' });
    expect(
      within(comments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Loved the demos.Rated 5 of 5, 6 Jan 2024', 'Too short.Rated 2 of 5, 5 Jan 2024']);

    const vTools = within(article).getByRole('region', { name: 'Copy for vTools' });
    const box = within(vTools).getByLabelText('vTools fields') as HTMLTextAreaElement;
    expect(box.readOnly).toBe(true);
    expect(box.value).toBe(VTOOLS_TEXT);
    // vTools takes the members in all; the block says how many of them a roster verified.
    expect(
      within(vTools).getByText(
        /of the 30 here, 24 are verified by the OU Analytics roster of 2 Jan 2024 and 6 only declared a member number/,
      ),
    ).toBeTruthy();

    writeText.mockResolvedValue(undefined);
    fireEvent.click(within(vTools).getByRole('button', { name: 'Copy for vTools' }));
    expect(await screen.findByText(COPIED)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(VTOOLS_TEXT);
  });

  it('selects the fields to copy by hand when the browser refuses the clipboard', async () => {
    serve();
    renderDashboard(PAGE);
    const box = (await screen.findByLabelText('vTools fields')) as HTMLTextAreaElement;
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy for vTools' }));
    const refused = await screen.findByText(COPY_REFUSED);
    expect(refused.closest('[role="alert"]')).toBeTruthy();
    expect(document.activeElement).toBe(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, VTOOLS_TEXT.length]);
  });

  it('downloads the CSV with the session, under the name the server gives it', async () => {
    serve();
    const csvPath = '/api/society-dashboard/society/3/events/12/report.csv';
    const api = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === csvPath
        ? new Response('Field,Value\nTitle,Intro Talk\n', {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="event-report-intro-talk.csv"',
            },
          })
        : (api as typeof fetch)(input, init),
    );
    const objectUrl = vi.fn((_blob: Blob) => 'blob:report');
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });

    renderDashboard(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('The report is saved as event-report-intro-talk.csv.'),
    ).toBeTruthy();
    expect(downloads).toEqual(['event-report-intro-talk.csv']);
    const call = fetchMock.mock.calls.find(([path]) => String(path) === csvPath);
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe('Bearer t');
  });

  it('prints the page', async () => {
    serve();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderDashboard(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says why an event still to come has no report', async () => {
    serve(() =>
      json(409, { error: 'Intro Talk has not happened yet: its report is ready once it is over.' }),
    );
    renderDashboard(PAGE);
    expect(await screen.findByRole('heading', { name: 'No report yet' })).toBeTruthy();
    expect(
      screen.getByText('Intro Talk has not happened yet: its report is ready once it is over.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy for vTools' })).toBeNull();
  });

  it('says so when the organisation has no such event', async () => {
    serve(() => json(404, { error: 'Event not found.' }));
    renderDashboard(PAGE);
    expect(await screen.findByRole('heading', { name: 'Event not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All events' }).getAttribute('href')).toBe(
      '/societies/computer-society/dashboard/events',
    );
  });
});

describe('the Events tab', () => {
  it('offers the report of each past event, joint ones it only views included', async () => {
    const joint = sampleEvent({
      id: 13,
      status: 'past',
      title: 'Power Summit',
      access: 'viewer',
      organisation: { id: 5, slug: 'power-society', name: 'Power Society', kind: 'society' },
    });
    const data = sampleData();
    fetchMock.mockImplementation(
      dashboardApi({ ...data, pastEvents: [...data.pastEvents, joint] }),
    );
    renderDashboard('/societies/computer-society/dashboard/events');
    const past = await screen.findByRole('list', { name: 'Past Events' });
    expect(
      within(past)
        .getAllByRole('link', { name: /^Report/ })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Report: Intro Talk', '/societies/computer-society/dashboard/events/12/report'],
      ['Report: Power Summit', '/societies/computer-society/dashboard/events/13/report'],
    ]);
    const upcoming = screen.getByRole('list', { name: 'Upcoming Events' });
    expect(within(upcoming).queryByRole('link', { name: /^Report/ })).toBeNull();

    fireEvent.click(within(past).getByRole('link', { name: /^Report ?: Intro Talk/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/societies/computer-society/dashboard/events/12/report',
      ),
    );
  });
});
