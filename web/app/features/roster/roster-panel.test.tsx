import {
  ROSTER_DELETED,
  ROSTER_MAX_BYTES,
  type RosterMembersPage,
  type RosterPerson,
  type RosterPreview,
  type RosterSummary,
} from '@chapterhouse/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest } from '../../../test/fetch-stub';
import { fakeUploads, type SentUpload } from '../../../test/upload-stub';
import {
  answerConfirmation,
  noConfirmationAsked,
  renderInRouter,
} from '../../components/console/test-render';
import { confirmDeleteRoster, RosterPanel } from './roster-panel';
import { ROSTER_FILE_MISSING, ROSTER_FILE_TOO_LARGE } from './roster-upload-form';

// The roster panel on a fake server: its reads (the summary, the members) go through `fetch`,
// its uploads (preview, apply) through XMLHttpRequest, as `uploadFile` sends them.

const ROSTER = '/api/admin/roster';

const fetchMock = stubFetchPerTest();

const applied = (overrides: Partial<NonNullable<RosterSummary['roster']>> = {}): RosterSummary => ({
  roster: {
    fileName: 'roster-june.csv',
    exportedOn: '2026-06-10',
    appliedAt: '2026-06-11T09:30:00.000Z',
    members: 1234,
    active: 1100,
    version: 3,
    ...overrides,
  },
});

const person = (memberNumber: string, name: string): RosterPerson => ({
  memberNumber,
  name,
  grade: 'Student Member',
  active: true,
  renewYear: 2026,
});

/** Twelve new members of whom the preview lists ten, two renewed, one refused row of three. */
const sampleRosterPreview = (overrides: Partial<RosterPreview> = {}): RosterPreview => ({
  fileName: 'roster-july.csv',
  exportedOn: '2026-07-01',
  members: 1240,
  active: 1105,
  new: {
    total: 12,
    people: Array.from({ length: 10 }, (_, index) =>
      person(`9753186${index}`, `New Member ${index + 1}`),
    ),
  },
  renewed: { total: 2, people: [person('11112222', 'Meera Raghunathan'), person('3', 'Ravi K')] },
  lapsed: { total: 0, people: [] },
  unchanged: 1226,
  refused: {
    total: 3,
    rows: [
      { row: 7, column: 'Member/Customer Number', reason: 'No member number' },
      { row: 9, column: 'Renew Year', reason: 'Not a year: "next"' },
    ],
  },
  replaces: 3,
  ...overrides,
});

const membersPage = (items: RosterMembersPage['items'], total = items.length) => ({
  items,
  total,
  page: 1,
  pageCount: Math.max(1, Math.ceil(total / 50)),
});

/** The server's roster, as the test holds it: reads answer what it holds now. */
function serveRoster(
  initial: RosterSummary,
  deleted: () => RosterSummary = () => ({ roster: null }),
) {
  let summary = initial;
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    if (path === ROSTER && method === 'GET') return json(200, summary);
    if (path === ROSTER && method === 'DELETE') {
      summary = deleted();
      return json(200, { message: ROSTER_DELETED });
    }
    if (path.startsWith(`${ROSTER}/members?`)) {
      return json(
        200,
        membersPage([{ ...person('11112222', 'Meera Raghunathan'), email: 'meera.r@ieee.org' }]),
      );
    }
    return json(404, { error: 'No API route' });
  });
  return {
    set: (next: RosterSummary) => {
      summary = next;
    },
  };
}

const renderPanel = () =>
  renderInRouter(() => (
    <RosterPanel roster={ROSTER} owner="the branch" seenBy="the branch admins" />
  ));

const summaryReads = () =>
  fetchMock.mock.calls.filter(
    ([path, init]) => String(path) === ROSTER && (init?.method ?? 'GET') === 'GET',
  ).length;

const memberReads = () =>
  fetchMock.mock.calls.filter(([path]) => String(path).startsWith(`${ROSTER}/members?`)).length;

/** Chooses `file` in the form's file input, as the browser's picker would. */
function choose(file: File) {
  const input = screen.getByLabelText('Roster file');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

const csv = (name = 'roster-july.csv') =>
  new File(['"Member/Customer Number","First Name"\n"97531865","Meera"\n'], name, {
    type: 'text/csv',
  });

/** Chooses a file and previews it; returns the preview's section once shown. */
async function previewed(file: File) {
  choose(file);
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  return screen.findByRole('region', { name: `Preview of ${file.name}` });
}

beforeEach(() => {
  localStorage.setItem('authToken', 't');
});

describe('the roster panel', () => {
  it('says there is no roster yet and where to get one; shows an applied one with its members', async () => {
    const server = serveRoster({ roster: null });
    const first = renderPanel();
    expect(await screen.findByText('No roster yet')).toBeTruthy();
    expect(
      screen.getByText(
        'Download it from OU Analytics: open the branch’s roster report, choose Export as CSV or Excel, and upload the file here.',
      ),
    ).toBeTruthy();
    // No members list, and nothing to delete, before there is a roster.
    expect(screen.queryByRole('heading', { name: 'Members' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete roster' })).toBeNull();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toEqual([ROSTER]);
    first.unmount();

    server.set(applied());
    renderPanel();
    expect(
      await screen.findByText(
        /^OU Analytics roster exported 10 Jun 2026, applied 11 Jun 2026, .+: 1,234 members, 1,100 active$/,
      ),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Members of the roster' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Meera Raghunathan11112222Student MemberActive2026meera.r@ieee.org']);
    expect(screen.getByText('1 member.')).toBeTruthy();

    // A search asks for the first page of those it finds, by name or member number.
    fireEvent.change(screen.getByLabelText('Search the roster by name or member number'), {
      target: { value: ' meera ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 member matches “meera”.')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toContain(
      `${ROSTER}/members?q=meera&page=1`,
    );
  });

  it('refuses a missing or oversized file before uploading anything', async () => {
    serveRoster({ roster: null });
    const sent = fakeUploads(() => ({ status: 500, body: { error: 'unexpected' } }));
    renderPanel();
    const date = (await screen.findByLabelText('Exported on')) as HTMLInputElement;
    expect(date.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(ROSTER_FILE_MISSING)).toBeTruthy();
    expect(screen.getByLabelText('Roster file').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Roster file').getAttribute('accept')).toBe(
      '.csv,.tsv,.txt,.xlsx',
    );

    const huge = csv('everyone.csv');
    Object.defineProperty(huge, 'size', { value: ROSTER_MAX_BYTES + 1 });
    choose(huge);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(ROSTER_FILE_TOO_LARGE)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('previews a file: its figures, the members of each change and the refused rows', async () => {
    serveRoster(applied());
    const sent = fakeUploads(() => ({ status: 200, body: sampleRosterPreview() }));
    renderPanel();
    await screen.findByLabelText('Exported on');
    fireEvent.change(screen.getByLabelText('Exported on'), { target: { value: '2026-07-01' } });
    const preview = within(await previewed(csv()));

    expect(sent).toHaveLength(1);
    const previewing = sent[0] as SentUpload;
    expect(previewing.method).toBe('POST');
    expect(previewing.url).toBe(`${ROSTER}/preview`);
    expect(previewing.authorization).toBe('Bearer t');
    expect(previewing.form.get('exportedOn')).toBe('2026-07-01');
    expect((previewing.form.get('file') as File).name).toBe('roster-july.csv');

    const figures = preview
      .getAllByRole('term')
      .map((term) => [term.textContent, term.parentElement?.querySelector('dd')?.textContent]);
    expect(figures).toEqual([
      ['Members', '1,240'],
      ['Active', '1,105'],
      ['New', '12'],
      ['Renewed', '2'],
      ['Lapsed', '0'],
      ['Unchanged', '1,226'],
      ['Refused', '3'],
    ]);
    const added = preview.getByRole('list', { name: 'New members' });
    expect(within(added).getAllByRole('listitem')).toHaveLength(10);
    expect(within(added).getAllByRole('listitem')[0]?.textContent).toBe('New Member 1 (97531860)');
    expect(preview.getByText('and 2 more')).toBeTruthy();
    expect(
      within(preview.getByRole('list', { name: 'Renewed' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Meera Raghunathan (11112222)', 'Ravi K (3)']);
    // Nobody lapsed: no list of them.
    expect(preview.queryByRole('list', { name: 'Lapsed' })).toBeNull();

    const refused = preview.getByRole('table', { name: 'Refused rows' });
    expect(
      within(refused)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Row', 'Column', 'Reason'],
      ['7', 'Member/Customer Number', 'No member number'],
      ['9', 'Renew Year', 'Not a year: "next"'],
    ]);
    expect(preview.getByText('and 1 more')).toBeTruthy();

    // Another export date (or file) is not what was previewed: the preview goes.
    fireEvent.change(screen.getByLabelText('Exported on'), { target: { value: '2026-06-30' } });
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Preview of/ })).toBeNull());
  });

  it('applies the previewed file with its version, only once its refused rows are accepted', async () => {
    const server = serveRoster(applied());
    const sent = fakeUploads((request) => {
      if (request.method === 'POST') return { status: 200, body: sampleRosterPreview() };
      server.set(applied({ members: 1237, version: 4, exportedOn: '2026-07-01' }));
      return { status: 200, body: applied({ members: 1237, version: 4 }) };
    });
    renderPanel();
    await screen.findByLabelText('Exported on');
    fireEvent.change(screen.getByLabelText('Exported on'), { target: { value: '2026-07-01' } });
    const file = csv();
    const preview = within(await previewed(file));

    const apply = preview.getByRole('button', { name: 'Apply this roster' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.click(apply);
    expect(sent).toHaveLength(1);

    fireEvent.click(preview.getByRole('checkbox', { name: 'Apply without the 3 refused rows' }));
    expect(apply.disabled).toBe(false);
    const readsBefore = summaryReads();
    const memberReadsBefore = memberReads();
    fireEvent.click(apply);

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Roster applied: 1,237 members'));
    expect(sent).toHaveLength(2);
    const applying = sent[1] as SentUpload;
    expect(applying.method).toBe('PUT');
    expect(applying.url).toBe(ROSTER);
    // The very file the preview read, with what the preview was shown over.
    expect(applying.form.get('file')).toStrictEqual(sent[0]?.form.get('file'));
    expect(await (applying.form.get('file') as File).text()).toBe(await file.text());
    expect(applying.form.get('exportedOn')).toBe('2026-07-01');
    expect(applying.form.get('replaces')).toBe('3');
    expect(applying.form.get('acceptRefusals')).toBe('true');

    // The preview is done with; the roster is read again and shows the one applied.
    expect(screen.queryByRole('region', { name: /^Preview of/ })).toBeNull();
    await waitFor(() => expect(summaryReads()).toBe(readsBefore + 1));
    expect(
      await screen.findByText(/^OU Analytics roster exported 1 Jul 2026, .+: 1,237 members/),
    ).toBeTruthy();
    // Its members too, as they are now.
    await waitFor(() => expect(memberReads()).toBe(memberReadsBefore + 1));
    expect((screen.getByLabelText('Roster file') as HTMLInputElement).files ?? []).toHaveLength(0);
  });

  it('sends a file without refusals as it is, and says so when someone changed the roster since (409)', async () => {
    serveRoster(applied());
    const changedSince =
      'Someone applied or deleted a roster since this preview. Preview the file again to see what it changes now.';
    const sent = fakeUploads((request) =>
      request.method === 'POST'
        ? { status: 200, body: sampleRosterPreview({ refused: { total: 0, rows: [] } }) }
        : { status: 409, body: { error: changedSince } },
    );
    renderPanel();
    await screen.findByLabelText('Exported on');
    const preview = within(await previewed(csv()));
    expect(preview.queryByRole('checkbox')).toBeNull();
    expect(preview.queryByRole('table', { name: 'Refused rows' })).toBeNull();
    const readsBefore = summaryReads();
    const memberReadsBefore = memberReads();
    fireEvent.click(preview.getByRole('button', { name: 'Apply this roster' }));

    expect((await screen.findByRole('alert')).textContent).toBe(changedSince);
    expect(sent[1]?.form.get('acceptRefusals')).toBe('false');
    expect(sent[1]?.form.get('replaces')).toBe('3');
    // That preview is stale: it goes, the roster is read again, and the file waits to be
    // previewed anew.
    expect(screen.queryByRole('region', { name: /^Preview of/ })).toBeNull();
    await waitFor(() => expect(summaryReads()).toBe(readsBefore + 1));
    await waitFor(() => expect(memberReads()).toBe(memberReadsBefore + 1));
    expect((screen.getByLabelText('Roster file') as HTMLInputElement).files).toHaveLength(1);
  });

  it('shows why the server refused a file to preview', async () => {
    serveRoster({ roster: null });
    const refusal = 'The file has no "Member/Customer Number" column: is it the roster export?';
    fakeUploads(() => ({ status: 400, body: { error: refusal } }));
    renderPanel();
    await screen.findByLabelText('Exported on');
    choose(csv('photo.csv'));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.queryByRole('region', { name: /^Preview of/ })).toBeNull();
  });

  it('deletes the roster once confirmed, and says nobody is verified by it any more', async () => {
    serveRoster(applied());
    renderPanel();
    const remove = await screen.findByRole('button', { name: 'Delete roster' });

    fireEvent.click(remove);
    await answerConfirmation(confirmDeleteRoster('the branch'), false);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(remove);
    await answerConfirmation(confirmDeleteRoster('the branch'), true);
    noConfirmationAsked();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(ROSTER_DELETED));
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([path]) => path),
    ).toEqual([ROSTER]);
    expect(await screen.findByText('No roster yet')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Members' })).toBeNull();
  });
});
