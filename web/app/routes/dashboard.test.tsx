import type { MyTeamInvitation } from '@chapterhouse/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, sampleSocietyAdmin, stubFetchPerTest } from '../../test/fetch-stub';
import { AuthProvider } from '../lib/auth';
import DashboardChooser, { clientLoader } from './dashboard';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
});

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderDashboard(
  profile: unknown,
  invitations: MyTeamInvitation[] = [],
  onAnswer?: (path: string) => Response,
) {
  localStorage.setItem('authToken', 't');
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === '/api/team-invitations') return jsonResponse(200, { invitations });
    if (path.startsWith('/api/team-invitations/') && init?.method === 'POST') {
      return onAnswer?.(path) ?? jsonResponse(500, { error: 'unexpected' });
    }
    return jsonResponse(200, profile);
  });
  const Stub = createRoutesStub([
    {
      path: '/dashboard',
      // biome-ignore lint/suspicious/noExplicitAny: the stub's loose component props
      Component: DashboardChooser as any,
      loader: ({ request }: { request: Request }) =>
        clientLoader({ request } as Parameters<typeof clientLoader>[0]),
    },
    { path: '/societies/:org/dashboard', Component: Where },
    { path: '/councils/:org/dashboard', Component: Where },
  ]);
  return render(
    <AuthProvider>
      <Stub initialEntries={['/dashboard']} />
    </AuthProvider>,
  );
}

const sensors = { id: 9, slug: 'sensors-council', name: 'Sensors Council', kind: 'council' };

describe('/dashboard', () => {
  it("sends the member of one team straight to its organisation's dashboard", async () => {
    renderDashboard(sampleSocietyAdmin);
    expect(await screen.findByText('Now at /societies/computer-society/dashboard')).toBeTruthy();
  });

  it('lets the member of several teams choose, with their part and term on each', async () => {
    renderDashboard({
      ...sampleSocietyAdmin,
      teams: [
        ...sampleSocietyAdmin.teams,
        { organisation: sensors, role: 'editor', endsAt: '2027-06-30T18:29:59.000Z' },
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a dashboard' }),
    ).toBeTruthy();
    const links = within(screen.getByRole('list', { name: 'Your dashboards' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Computer SocietyOwner', '/societies/computer-society/dashboard'],
      ['Sensors CouncilEditor, until 30 Jun 2027', '/councils/sensors-council/dashboard'],
    ]);
  });

  it('stops a member of one team here while an invitation waits: accepting opens that dashboard', async () => {
    const invitation: MyTeamInvitation = {
      id: 41,
      organisation: sensors as MyTeamInvitation['organisation'],
      role: 'editor',
      endsOn: '2027-06-30',
      invitedBy: 'Sensors Chair',
      expiresAt: '2027-01-08T10:00:00.000Z',
    };
    renderDashboard(sampleSocietyAdmin, [invitation], () =>
      jsonResponse(200, {
        organisation: sensors,
        role: 'editor',
        redirectTo: '/councils/sensors-council/dashboard',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Your invitations' })).toBeTruthy();
    expect(screen.getByText('Sensors Council')).toBeTruthy();
    expect(
      screen.getByText(/^Sensors Chair invited you as editor\. Until 30 Jun 2027\. Open until /),
    ).toBeTruthy();
    // Their own dashboard stays a link away.
    expect(
      within(screen.getByRole('list', { name: 'Your dashboards' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/societies/computer-society/dashboard']);
    fireEvent.click(screen.getByRole('button', { name: 'Accept: Sensors Council' }));
    expect(await screen.findByText('Now at /councils/sensors-council/dashboard')).toBeTruthy();
    const posts = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([path]) => String(path));
    expect(posts).toEqual(['/api/team-invitations/41/accept']);
  });

  it('declines an invitation, and with none left goes on as before', async () => {
    let answered = false;
    const invitation: MyTeamInvitation = {
      id: 42,
      organisation: sensors as MyTeamInvitation['organisation'],
      role: 'owner',
      endsOn: null,
      invitedBy: null,
      expiresAt: '2027-01-08T10:00:00.000Z',
    };
    localStorage.setItem('authToken', 't');
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input);
      if (path === '/api/team-invitations') {
        return jsonResponse(200, { invitations: answered ? [] : [invitation] });
      }
      if (path === '/api/team-invitations/42/decline' && init?.method === 'POST') {
        answered = true;
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, sampleSocietyAdmin);
    });
    const Stub = createRoutesStub([
      {
        path: '/dashboard',
        // biome-ignore lint/suspicious/noExplicitAny: the stub's loose component props
        Component: DashboardChooser as any,
        loader: ({ request }: { request: Request }) =>
          clientLoader({ request } as Parameters<typeof clientLoader>[0]),
      },
      { path: '/societies/:org/dashboard', Component: Where },
    ]);
    render(
      <AuthProvider>
        <Stub initialEntries={['/dashboard']} />
      </AuthProvider>,
    );
    expect(await screen.findByText(/^An owner invited you as owner\. No end\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline: Sensors Council' }));
    expect(await screen.findByText('Now at /societies/computer-society/dashboard')).toBeTruthy();
  });
});
