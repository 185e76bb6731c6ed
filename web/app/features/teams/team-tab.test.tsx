import type { AuthUser, PendingTeamInvitation, TeamMember } from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardApi, sampleData } from '../../../test/dashboard-fixtures';
import {
  jsonResponse as json,
  sampleSocietyAdmin,
  stubFetchPerTest,
} from '../../../test/fetch-stub';
import { answerConfirmation } from '../../components/console/test-render';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
});

const TEAM = '/api/society-dashboard/society/computer-society/team';
/** Changes go to the organisation's id, whatever the URL named it by. */
const TEAM_BY_ID = '/api/society-dashboard/society/3/team';

const member = (overrides: Partial<TeamMember>): TeamMember => ({
  id: 1,
  userId: sampleSocietyAdmin.id,
  name: 'Chair',
  email: 'chair@example.org',
  role: 'owner',
  endsOn: null,
  ended: false,
  pending: false,
  version: 1,
  ...overrides,
});

const chair = member({});
const webmaster = member({
  id: 2,
  userId: 7,
  name: 'Webmaster',
  email: 'web@example.org',
  role: 'editor',
  endsOn: '2027-06-30',
});

const invited: PendingTeamInvitation = {
  id: 5,
  userId: 9,
  name: 'Sensors Chair',
  email: 'sensors@example.org',
  role: 'owner',
  endsOn: null,
  invitedBy: 'Chair',
  expiresAt: '2027-01-08T10:00:00.000Z',
  expired: false,
};

/** The API, with the team and who is signed in (the chair, an owner, unless `as` says). */
function serve(
  options: {
    as?: AuthUser;
    invitations?: PendingTeamInvitation[];
    onWrite?: (path: string, init: RequestInit) => Response;
  } = {},
) {
  localStorage.setItem('authToken', 't');
  fetchMock.mockImplementation(
    dashboardApi(sampleData(), (path, init) => {
      if (path === '/api/auth/profile' && options.as) return json(200, options.as);
      if (path === TEAM && (init?.method ?? 'GET') === 'GET') {
        return json(200, { members: [chair, webmaster], invitations: options.invitations ?? [] });
      }
      if (path.startsWith(TEAM_BY_ID) && init?.method && init.method !== 'GET') {
        return options.onWrite?.(path, init) ?? json(500, { error: 'unexpected' });
      }
      return undefined;
    }),
  );
}

const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([path, init]) => ({
      path: String(path),
      method: init?.method,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

describe('Team tab', () => {
  it('lists the team with parts and terms; an owner invites a newcomer, whose link goes to them alone', async () => {
    serve({
      onWrite: () =>
        json(201, {
          member: member({
            id: 3,
            userId: 8,
            name: 'Successor',
            email: 'next@example.org',
            pending: true,
          }),
          invitation: null,
          mailConfigured: true,
        }),
    });
    renderDashboard('/societies/computer-society/dashboard/team');
    const table = await screen.findByRole('table', { name: 'Team of Computer Society' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['chair@example.org', 'Owner', 'No end', expect.stringContaining('Leave the team')],
      ['web@example.org', 'Editor', 'Until 30 Jun 2027', expect.stringContaining('Remove')],
    ]);
    expect(within(rows[0] as HTMLElement).getByText('You')).toBeTruthy();
    // An owner manages the team: the organisation's IEEE roster is theirs to keep, below it.
    expect(await screen.findByRole('heading', { name: 'IEEE roster' })).toBeTruthy();
    expect(await screen.findByText('No roster yet')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toContain(
      '/api/society-dashboard/society/3/roster',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Invite to the team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the team' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('Enter a name')).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.input(within(dialog).getByLabelText('Name', { exact: false }), {
      target: { value: 'Successor' },
    });
    fireEvent.input(within(dialog).getByLabelText('Email', { exact: false }), {
      target: { value: 'next@example.org' },
    });
    fireEvent.change(within(dialog).getByLabelText('Term ends on'), {
      target: { value: '2027-06-30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    const said =
      'Invitation sent to next@example.org: they set their own password from the link in that mail.';
    expect(
      (await screen.findAllByText(said)).some((node) => node.getAttribute('role') === 'status'),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.textContent).not.toContain('/invite/');
    expect(writes()).toEqual([
      {
        path: TEAM_BY_ID,
        method: 'POST',
        body: {
          name: 'Successor',
          email: 'next@example.org',
          role: 'editor',
          endsOn: '2027-06-30',
        },
      },
    ]);
  });

  it('changes a part with the version loaded, and shows the server’s refusal to leave no owner', async () => {
    serve({
      onWrite: () =>
        json(409, {
          error:
            'A team needs an owner: hand ownership to another member before this one steps down.',
        }),
    });
    renderDashboard('/societies/computer-society/dashboard/team');
    fireEvent.click(await screen.findByRole('button', { name: /^Change ?: Chair$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Chair: part and term' });
    fireEvent.change(within(dialog).getByLabelText('Part', { exact: false }), {
      target: { value: 'editor' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'A team needs an owner: hand ownership to another member before this one steps down.',
      ),
    ).toBeTruthy();
    expect(writes()).toEqual([
      {
        path: `${TEAM_BY_ID}/1`,
        method: 'PUT',
        body: { role: 'editor', endsOn: null, version: 1 },
      },
    ]);
  });

  it('shows an editor the team without the owners’ controls, and lets them leave', async () => {
    const editor: AuthUser = {
      ...sampleSocietyAdmin,
      id: 7,
      teams: sampleSocietyAdmin.teams.map((team) => ({ ...team, role: 'editor' })),
    };
    serve({ as: editor, onWrite: () => new Response(null, { status: 204 }) });
    renderDashboard('/societies/computer-society/dashboard/team');
    await screen.findByRole('table', { name: 'Team of Computer Society' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Invite to the team' })).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: /^Change/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    // Who the organisation's IEEE members are is not an editor's to see, nor to ask for.
    expect(screen.queryByRole('heading', { name: 'IEEE roster' })).toBeNull();
    expect(fetchMock.mock.calls.some(([path]) => String(path).endsWith('/roster'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^Leave the team/ }));
    await answerConfirmation(
      'You leave the team of Computer Society and lose access to its dashboard at once.',
      true,
    );
    // Nothing of this dashboard is theirs now: /dashboard finds where they belong.
    expect(await screen.findByText('Dashboard chooser')).toBeTruthy();
    await waitFor(() =>
      expect(writes()).toEqual([{ path: `${TEAM_BY_ID}/2`, method: 'DELETE', body: undefined }]),
    );
  });

  it('says where a newcomer’s link went when the site sends no mail', async () => {
    serve({
      onWrite: () =>
        json(201, {
          member: member({ id: 3, userId: 8, name: 'Successor', pending: true }),
          invitation: null,
          mailConfigured: false,
        }),
    });
    renderDashboard('/societies/computer-society/dashboard/team');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite to the team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the team' });
    fireEvent.input(within(dialog).getByLabelText('Name', { exact: false }), {
      target: { value: 'Successor' },
    });
    fireEvent.input(within(dialog).getByLabelText('Email', { exact: false }), {
      target: { value: 'next@example.org' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(
      (
        await screen.findAllByText(
          'Invitation made for next@example.org. This site sends no mail, so the branch admin hands them the link from the console (Mail tab); they set their own password there.',
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it('lists invitations waiting for an answer, which an owner may withdraw', async () => {
    serve({
      invitations: [invited, { ...invited, id: 6, name: 'Slow Reader', expired: true }],
      onWrite: () => new Response(null, { status: 204 }),
    });
    renderDashboard('/societies/computer-society/dashboard/team');
    const table = await screen.findByRole('table', { name: 'Invited, waiting for their answer' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Sensors ChairNot yet accepted',
      'Slow ReaderExpired',
    ]);
    fireEvent.click(within(table).getByRole('button', { name: /^Withdraw ?: Sensors Chair$/ }));
    await answerConfirmation(
      'Withdraw the invitation of Sensors Chair? They can no longer accept it.',
      true,
    );
    await waitFor(() =>
      expect(writes()).toEqual([
        { path: `${TEAM_BY_ID}/invitations/5`, method: 'DELETE', body: undefined },
      ]),
    );
  });
});
