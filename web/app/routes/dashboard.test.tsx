import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, sampleSocietyAdmin, stubFetchPerTest } from '../../test/fetch-stub';
import DashboardChooser, { clientLoader } from './dashboard';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
});

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderDashboard(profile: unknown) {
  localStorage.setItem('authToken', 't');
  fetchMock.mockImplementation(async () => jsonResponse(200, profile));
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
  return render(<Stub initialEntries={['/dashboard']} />);
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
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Computer SocietyOwner', '/societies/computer-society/dashboard'],
      ['Sensors CouncilEditor, until 30 Jun 2027', '/councils/sensors-council/dashboard'],
    ]);
  });
});
