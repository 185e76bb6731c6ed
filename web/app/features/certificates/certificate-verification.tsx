import {
  attendedSessionsWords,
  CERTIFICATE_TITLE_LABELS,
  type CertificateTitle,
  type CertificateVerification,
} from '@chapterhouse/shared';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format';

export const VERIFIED = 'Certificate verified';
export const REVOKED = 'This certificate has been revoked';
export const WITHDRAWN = 'This certificate has been withdrawn';

const HEADINGS: Record<CertificateVerification['status'], string> = {
  valid: VERIFIED,
  revoked: REVOKED,
  withdrawn: WITHDRAWN,
};

const TONES: Record<CertificateVerification['status'], string> = {
  valid: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  revoked: 'border-red-200 bg-red-50 text-red-900',
  withdrawn: 'border-slate-200 bg-slate-100 text-slate-800',
};

const STANDING: Record<CertificateVerification['status'], string> = {
  valid: 'Genuine and valid: issued by the organisation named below, and not revoked.',
  revoked: 'It was issued, then revoked by the organisation that issued it: it no longer stands.',
  withdrawn: 'It was issued, then withdrawn: it no longer stands, and no longer names anyone.',
};

/** `Certificate of Participation` (the server may send the title's word or its whole line). */
const titleOf = (title: string) => CERTIFICATE_TITLE_LABELS[title as CertificateTitle] ?? title;

/**
 * A certificate's public page, for anyone holding its code (an employer, a university): whether
 * it stands, and what it certifies. A withdrawn one names nobody: only that it existed, for which
 * event and organisation.
 */
export function CertificateVerificationPanel(props: { certificate: CertificateVerification }) {
  const { certificate } = props;
  const { event, organisation } = certificate;
  const organisationLink = (
    <a
      href={paths.organisationOf(organisation)}
      className="font-semibold text-brand-700 underline underline-offset-2"
    >
      {organisation.name}
    </a>
  );
  const eventDay = <time dateTime={event.date}>{formatDate(event.date)}</time>;
  // The branch's calendar day, as the certificate prints it (UTC's would be a day early at night).
  const issued = <time dateTime={certificate.issuedAt}>{formatDate(certificate.issuedOn)}</time>;

  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Certificate verification
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900">
          {HEADINGS[certificate.status]}
        </h1>
      </div>
      <p className={`rounded-lg border px-4 py-3 text-sm font-medium ${TONES[certificate.status]}`}>
        {STANDING[certificate.status]}
      </p>
      {certificate.status === 'withdrawn' || !certificate.recipientName ? (
        <p className="text-lg text-slate-800">
          A certificate for <strong>{event.title}</strong> on {eventDay}, from {organisationLink}
          {'; issued '}
          {issued}.
        </p>
      ) : (
        <p className="text-lg text-slate-800">
          <strong>{certificate.recipientName}</strong> received a {titleOf(certificate.title)}
          {certificate.role && ` (${certificate.role})`} for <strong>{event.title}</strong> on{' '}
          {eventDay}, from {organisationLink}; issued {issued}.
        </p>
      )}
      {certificate.sessions && (
        // A series' certificate: "Series: attended 8 of 10 sessions" (the last on the date above).
        <p className="text-slate-800">
          <strong>Series:</strong> {attendedSessionsWords(certificate.sessions).toLowerCase()}
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">Code</dt>
        <dd className="font-mono break-all text-slate-900">{certificate.code}</dd>
        {certificate.revokedAt && (
          <>
            <dt className="font-medium text-slate-600">Revoked</dt>
            <dd className="text-slate-900">
              <time dateTime={certificate.revokedAt}>{formatDate(certificate.revokedAt)}</time>
            </dd>
          </>
        )}
      </dl>
      {certificate.pdfPath && (
        <div className="border-t border-slate-200 pt-6">
          <a
            href={certificate.pdfPath}
            download
            className="inline-block rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Download PDF
          </a>
        </div>
      )}
    </div>
  );
}
