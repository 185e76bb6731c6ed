import type {
  CertificateCorrection,
  CertificateRevocation,
  CertificatesIssued,
  CertificateTemplate,
  CertificateTemplateFields,
  CertificateTemplateUpdate,
  EventCertificates,
  IssueCertificatesInput,
  IssuedCertificate,
  SeriesCertificates,
  SeriesCertificatesIssued,
} from '@chapterhouse/shared';
import { dashboardApiPaths } from '../../config/dashboard-paths';
import { apiRequest } from '../../lib/api-client';
import { apiDownloadNamed, saveFile } from '../../lib/api-download';
import type { DashboardTarget } from '../../lib/dashboard-api';

// The certificates' dashboard API (docs/certificates.md): the organisation's template, a past
// event's registrants and certificates, and a series' (who attended its share of the sessions). The public verification page reads on the server and
// needs none of this.

/** The organisation's template: the default (version 0) until one is saved. */
export const loadCertificateTemplate = (target: DashboardTarget, signal?: AbortSignal) =>
  apiRequest<CertificateTemplate>(dashboardApiPaths.certificateTemplate(target.kind, target.org), {
    signal,
  });

/** Saves the template over the version it was loaded as (409 when someone saved meanwhile). */
export const saveCertificateTemplate = (target: DashboardTarget, body: CertificateTemplateUpdate) =>
  apiRequest<CertificateTemplate>(dashboardApiPaths.certificateTemplate(target.kind, target.org), {
    method: 'PUT',
    body,
  });

/**
 * A sample certificate made by the server from the fields as they are in the form (saved or not),
 * saved by the browser under the server's name for it; returns the name.
 */
export async function downloadSampleCertificate(
  target: DashboardTarget,
  fields: CertificateTemplateFields,
): Promise<string> {
  const { blob, name } = await apiDownloadNamed(
    dashboardApiPaths.certificateTemplatePreview(target.kind, target.org),
    'sample-certificate.pdf',
    { method: 'POST', body: fields },
  );
  saveFile(blob, name);
  return name;
}

/** A past event's registrants and certificates (`event.over` false: none may be issued yet). */
export async function loadEventCertificates(
  target: DashboardTarget,
  eventId: number,
  signal?: AbortSignal,
): Promise<{ eventId: number; certificates: EventCertificates }> {
  const certificates = await apiRequest<EventCertificates>(
    dashboardApiPaths.eventCertificates(target.kind, target.org, eventId),
    { signal },
  );
  return { eventId, certificates };
}

/** Issues the event's certificates; those who hold one already are skipped (`issued` counts). */
export const issueCertificates = (
  target: DashboardTarget,
  eventId: number,
  body: IssueCertificatesInput,
) =>
  apiRequest<CertificatesIssued>(
    dashboardApiPaths.eventCertificates(target.kind, target.org, eventId),
    { method: 'POST', body },
  );

export const correctCertificate = (
  target: DashboardTarget,
  eventId: number,
  certificate: IssuedCertificate,
  body: Omit<CertificateCorrection, 'version'>,
) =>
  apiRequest<IssuedCertificate>(
    dashboardApiPaths.eventCertificate(target.kind, target.org, eventId, certificate.id),
    { method: 'PUT', body: { ...body, version: certificate.version } },
  );

export const revokeCertificate = (
  target: DashboardTarget,
  eventId: number,
  certificate: IssuedCertificate,
  body: Omit<CertificateRevocation, 'version'>,
) =>
  apiRequest<IssuedCertificate>(
    dashboardApiPaths.eventCertificateRevoke(target.kind, target.org, eventId, certificate.id),
    { method: 'POST', body: { ...body, version: certificate.version } },
  );

/** One certificate's PDF, saved under the server's name for it; returns the name. */
export async function downloadCertificatePdf(
  target: DashboardTarget,
  eventId: number,
  certificate: IssuedCertificate,
): Promise<string> {
  const { blob, name } = await apiDownloadNamed(
    dashboardApiPaths.eventCertificatePdf(target.kind, target.org, eventId, certificate.id),
    `certificate-${certificate.code}.pdf`,
  );
  saveFile(blob, name);
  return name;
}

/** Every certificate of the event in one ZIP file; returns the name it is saved under. */
export async function downloadEventCertificates(
  target: DashboardTarget,
  eventId: number,
): Promise<string> {
  const { blob, name } = await apiDownloadNamed(
    dashboardApiPaths.eventCertificatesZip(target.kind, target.org, eventId),
    'certificates.zip',
  );
  saveFile(blob, name);
  return name;
}

/** A series' people and certificates (`series.over` false: none may be issued yet). */
export async function loadSeriesCertificates(
  target: DashboardTarget,
  seriesId: number,
  signal?: AbortSignal,
): Promise<{ seriesId: number; certificates: SeriesCertificates }> {
  const certificates = await apiRequest<SeriesCertificates>(
    dashboardApiPaths.seriesCertificates(target.kind, target.org, seriesId),
    { signal },
  );
  return { seriesId, certificates };
}

/** Issues the series' certificates to everyone who reaches its share and holds none yet. */
export const issueSeriesCertificates = (target: DashboardTarget, seriesId: number) =>
  apiRequest<SeriesCertificatesIssued>(
    dashboardApiPaths.seriesCertificates(target.kind, target.org, seriesId),
    { method: 'POST' },
  );

export const revokeSeriesCertificate = (
  target: DashboardTarget,
  seriesId: number,
  certificate: IssuedCertificate,
  body: Omit<CertificateRevocation, 'version'>,
) =>
  apiRequest<IssuedCertificate>(
    dashboardApiPaths.seriesCertificateRevoke(target.kind, target.org, seriesId, certificate.id),
    { method: 'POST', body: { ...body, version: certificate.version } },
  );

/** One of the series' certificates as PDF, saved under the server's name for it; returns the name. */
export async function downloadSeriesCertificatePdf(
  target: DashboardTarget,
  seriesId: number,
  certificate: IssuedCertificate,
): Promise<string> {
  const { blob, name } = await apiDownloadNamed(
    dashboardApiPaths.seriesCertificatePdf(target.kind, target.org, seriesId, certificate.id),
    `certificate-${certificate.code}.pdf`,
  );
  saveFile(blob, name);
  return name;
}
