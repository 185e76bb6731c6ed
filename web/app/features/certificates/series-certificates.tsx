import {
  attendedSessionsWords,
  type IssuedCertificate,
  type SeriesCertificates,
  type SeriesCertificatesIssued,
  sessionsForShare,
} from '@chapterhouse/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyList } from '../../components/console/panel';
import { cellClass, TableHead, tableClass } from '../../components/console/table';
import { isStale } from '../../components/console/use-dashboard-change';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { formatDate, formatNumber } from '../../lib/format';
import {
  downloadSeriesCertificatePdf,
  issueSeriesCertificates,
  revokeSeriesCertificate,
} from './api';
import { RevokeDialog, Section, VerificationAddress } from './event-certificates';
import {
  IssuedCertificatesTable,
  nameOf,
  useCertificateActions,
} from './issued-certificates-table';

// A series' certificates (issue 48, item 4; docs/certificates.md, "Series"): who attended how
// many of its sessions held and who reaches the share its settings set, issuing to them in one
// action once the series is over, and what was issued, each with its page, PDF and revocation.

export const SERIES_NOT_OVER_YET =
  'Certificates are issued once the series is over: come back after its last session.';
export const SERIES_NO_SHARE =
  'Set the share of sessions in the series’ settings to give a certificate.';

/** What issuing says: how many were issued, or that everyone due one holds it already. */
export function seriesIssuedMessage(answer: Pick<SeriesCertificatesIssued, 'issued'>): string {
  if (answer.issued === 0) return 'Everyone who reaches the share already has a certificate';
  return `Issued ${formatNumber(answer.issued)} ${answer.issued === 1 ? 'certificate' : 'certificates'}`;
}

/** '75% of the sessions held: 3 of 4': how much of the series the share asks for. */
function shareWords(share: number, held: number) {
  const needed = sessionsForShare(share, held) ?? 1;
  return `${share}% of the sessions held: ${formatNumber(needed)} of ${formatNumber(held)}`;
}

const linkClass = 'text-sm font-medium text-brand-700 underline hover:text-brand-800';

type Person = SeriesCertificates['people'][number];

/** A person's certificate, in words: none yet, or its standing. */
function certificateWords(person: Person, byId: ReadonlyMap<number, IssuedCertificate>) {
  if (person.certificateId === null) return 'None yet';
  const held = byId.get(person.certificateId);
  if (held?.status === 'revoked') return 'Revoked';
  if (held?.status === 'withdrawn') return 'Withdrawn';
  return 'Issued';
}

/**
 * A series' certificates: its share and sessions held, everyone who attended a session held
 * ("attended 3 of 4") and whether they reach the share, the Issue button (disabled, saying why,
 * while the series is not over or has no share), then the certificates issued.
 */
export function SeriesCertificatesView(props: {
  target: DashboardTarget;
  data: SeriesCertificates;
  /** The series' own page, whose settings hold its share. */
  seriesHref: string;
  templateHref: string;
}) {
  const { target, data } = props;
  const { series, people, certificates } = data;
  const { busy, run } = useCertificateActions();
  const [revoking, setRevoking] = useState<IssuedCertificate | null>(null);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const reasonId = `${baseId}-reason`;

  const byId = new Map(certificates.map((certificate) => [certificate.id, certificate]));
  const due = people.filter((person) => person.reachesShare && person.certificateId === null);
  const refusal = !series.over
    ? SERIES_NOT_OVER_YET
    : series.certificateShare === null
      ? SERIES_NO_SHARE
      : null;

  const revoke = async (certificate: IssuedCertificate, reason: string) => {
    const result = await run(
      `revoke-${certificate.id}`,
      () => revokeSeriesCertificate(target, series.id, certificate, { reason }),
      `The certificate of ${nameOf(certificate)} is revoked.`,
    );
    return result.ok || isStale(result);
  };

  return (
    <article aria-labelledby={titleId} className="space-y-6">
      <Link to={props.seriesHref} className={linkClass}>
        <span aria-hidden="true">← </span>The series
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]">
            Certificates: {series.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {formatNumber(series.sessionsHeld)} {series.sessionsHeld === 1 ? 'session' : 'sessions'}{' '}
            held
            {series.lastHeldDate && (
              <>
                , the last on{' '}
                <time dateTime={series.lastHeldDate}>{formatDate(series.lastHeldDate)}</time>
              </>
            )}
            , {series.organisation.name}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {series.certificateShare === null
              ? 'No share of sessions is set, so the series gives no certificate yet.'
              : `A certificate goes to everyone who attended at least ${shareWords(series.certificateShare, series.sessionsHeld)}.`}
          </p>
        </div>
        <Link to={props.templateHref} className={linkClass}>
          Edit the certificate template
        </Link>
      </div>

      <Section title="Issue certificates">
        <p className="text-sm text-slate-700">
          Everyone who reaches the share and holds no certificate of the series gets one, with one
          mail carrying it as a PDF and the link to its page. A check-in at the door and a join
          online both count as attending.
        </p>
        <VerificationAddress verification={data.verification} />
        {people.length === 0 ? (
          <EmptyList>Nobody attended a session of this series yet.</EmptyList>
        ) : (
          <div className="relative overflow-x-auto">
            <table className={tableClass}>
              <caption className="sr-only">Who attended the sessions of {series.title}</caption>
              <TableHead
                columns={['Name', 'E-mail', 'Attended', 'Reaches the share', 'Certificate']}
              />
              <tbody className="divide-y divide-slate-100">
                {people.map((person) => (
                  <tr key={person.email} className="align-top">
                    <th
                      scope="row"
                      className={`${cellClass} text-left font-medium text-slate-900 [overflow-wrap:anywhere]`}
                    >
                      {person.name}
                    </th>
                    <td className={`${cellClass} [overflow-wrap:anywhere]`}>{person.email}</td>
                    <td className={cellClass}>
                      attended {formatNumber(person.sessionsAttended)} of{' '}
                      {formatNumber(series.sessionsHeld)}
                    </td>
                    <td className={cellClass}>{person.reachesShare ? 'Yes' : 'No'}</td>
                    <td className={cellClass}>{certificateWords(person, byId)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <button
            type="button"
            disabled={refusal !== null || busy !== null}
            aria-describedby={refusal ? reasonId : undefined}
            onClick={() =>
              void run(
                'issue',
                () => issueSeriesCertificates(target, series.id),
                seriesIssuedMessage,
              )
            }
            className="cursor-pointer rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy === 'issue' ? 'Issuing...' : 'Issue certificates'}
          </button>
          {refusal ? (
            <p id={reasonId} className="text-sm font-medium text-slate-800">
              {refusal}
              {series.certificateShare === null && series.over && (
                <>
                  {' '}
                  <Link to={props.seriesHref} className={linkClass}>
                    Open the series’ settings
                  </Link>
                </>
              )}
            </p>
          ) : (
            <p className="text-sm text-slate-700">
              {formatNumber(due.length)} {due.length === 1 ? 'reaches' : 'reach'} the share and
              {due.length === 1 ? ' holds' : ' hold'} none yet
            </p>
          )}
        </div>
      </Section>

      <Section title="Issued certificates">
        {certificates.length === 0 ? (
          <EmptyList>No certificates issued yet.</EmptyList>
        ) : (
          <IssuedCertificatesTable
            caption={`Certificates issued for ${series.title}`}
            certificates={certificates}
            detail={{
              label: 'Sessions',
              of: (certificate) => attendedSessionsWords(certificate.sessions),
            }}
            busy={busy !== null}
            onPdf={(certificate) =>
              void run(
                `pdf-${certificate.id}`,
                () => downloadSeriesCertificatePdf(target, series.id, certificate),
                (file) => `The certificate is saved as ${file}.`,
                { reload: false },
              )
            }
            onRevoke={setRevoking}
          />
        )}
      </Section>

      {revoking && (
        <RevokeDialog
          certificate={revoking}
          onRevoke={(reason) => revoke(revoking, reason)}
          onClose={() => setRevoking(null)}
        />
      )}
    </article>
  );
}
