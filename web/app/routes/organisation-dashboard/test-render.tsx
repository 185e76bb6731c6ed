/** Renders the dashboards' routes as the app nests them, in a data router (tests only). */
import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { elsewhere, type RouteModule, stubRoute } from '../../components/console/test-render';
import { AuthProvider } from '../../lib/auth';
import * as achievements from './achievements';
import * as basicInfo from './basic-info';
import * as certificateTemplate from './certificate-template';
import * as checkIn from './check-in';
import * as eventCertificates from './event-certificates';
import * as eventPreview from './event-preview';
import * as eventReport from './event-report';
import * as eventSeries from './event-series';
import * as eventSeriesCertificates from './event-series-certificates';
import * as eventSeriesReport from './event-series-report';
import * as events from './events';
import * as gallery from './gallery';
import * as history from './history';
import * as dashboardLayout from './layout';
import * as dashboardMedia from './media';
import * as members from './members';
import * as overview from './overview';
import * as payments from './payments';
import * as registrations from './registrations';
import * as reports from './reports';
import * as search from './search';
import * as settings from './settings';
import * as team from './team';

/**
 * An event's registration desk, preview, report and certificates, and a series' page, under the
 * Events tab of either kind.
 */
const DESK: [string, RouteModule][] = [
  ['events/:eventId/registrations', registrations],
  ['events/:eventId/check-in', checkIn],
  ['events/:eventId/preview', eventPreview],
  ['events/:eventId/report', eventReport],
  ['events/:eventId/certificates', eventCertificates],
  ['events/series/:seriesId', eventSeries],
  ['events/series/:seriesId/certificates', eventSeriesCertificates],
  ['events/series/:seriesId/report', eventSeriesReport],
];

const DASHBOARD_TABS: Record<'society' | 'council', [string, RouteModule][]> = {
  society: [
    ['events', events],
    ['members', members],
    ['gallery', gallery],
    ['achievements', achievements],
    ['reports', reports],
    ['payments', payments],
    ['basic-info', basicInfo],
    ['basic-info/certificate-template', certificateTemplate],
    ['media', dashboardMedia],
    ['team', team],
    ['history', history],
    ['search', search],
    ...DESK,
  ],
  council: [
    ['events', events],
    ['members', members],
    ['achievements', achievements],
    ['reports', reports],
    ['payments', payments],
    ['settings', settings],
    ['settings/certificate-template', certificateTemplate],
    ['media', dashboardMedia],
    ['team', team],
    ['history', history],
    ['search', search],
    ...DESK,
  ],
};

const dashboardRoute = (kind: 'society' | 'council') =>
  stubRoute(
    { path: `/${kind === 'society' ? 'societies' : 'councils'}/:org/dashboard` },
    dashboardLayout,
    [
      stubRoute({ index: true }, overview),
      ...DASHBOARD_TABS[kind].map(([path, module]) => stubRoute({ path }, module)),
    ],
  );

/** An organisation dashboard at `path` (`/societies/computer-society/dashboard/events`...). */
export function renderDashboard(path: string) {
  const Stub = createRoutesStub([
    dashboardRoute('society'),
    dashboardRoute('council'),
    ...elsewhere,
  ]);
  return render(
    <AuthProvider>
      <Stub initialEntries={[path]} />
    </AuthProvider>,
  );
}
