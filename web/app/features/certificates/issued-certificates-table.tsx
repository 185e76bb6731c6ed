import type { IssuedCertificate } from '@chapterhouse/shared';
import { type ReactNode, useState } from 'react';
import { ItemButton } from '../../components/console/panel';
import { Badge, cellClass, TableHead, tableClass } from '../../components/console/table';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { formatLocalDateTime } from '../../lib/format';

// The certificates issued, as an event's Certificates area and a series' list them: who, what
// the certificate says of them (a role, or the sessions attended), where it stands, its mail,
// its page and PDF, and what an officer may still do with it.

/**
 * A certificates page's actions, one at a time: `run` marks which is running (`busy`, its key:
 * its button says so, the others wait) while the dashboard's change reports it.
 */
export function useCertificateActions() {
  const change = useDashboardChange();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async <T,>(
    key: string,
    call: () => Promise<T>,
    success: string | ((value: T) => string),
    options: { reload?: boolean } = {},
  ) => {
    setBusy(key);
    const result = await change(call, success, options);
    setBusy(null);
    return result;
  };
  return { busy, run };
}

/** Who a certificate names, for buttons and dialogs (a withdrawn one may name nobody now). */
export const nameOf = (certificate: IssuedCertificate) =>
  certificate.recipientName || `certificate ${certificate.code}`;

/** A certificate's standing in words, as its public page says it. */
export function StatusCell(props: { certificate: IssuedCertificate }) {
  const { certificate } = props;
  if (certificate.status === 'valid') return <Badge tone="good">Valid</Badge>;
  if (certificate.status === 'withdrawn') return <Badge tone="muted">Withdrawn</Badge>;
  return (
    <>
      <Badge tone="danger">Revoked</Badge>
      <p className="mt-1 text-xs text-slate-700 [overflow-wrap:anywhere]">
        Revoked: {certificate.revokeReason ?? 'no reason given'}
      </p>
    </>
  );
}

export function IssuedCertificatesTable<T extends IssuedCertificate>(props: {
  /** What the table lists, for screen readers: "Certificates issued for …". */
  caption: string;
  certificates: readonly T[];
  /** The second column: what the certificate says of its recipient (their role, sessions). */
  detail: { label: string; of: (certificate: T) => ReactNode };
  /** While one action runs, the others wait. */
  busy: boolean;
  onPdf: (certificate: T) => void;
  /** Corrects a name or role; left out where a certificate cannot be corrected. */
  onCorrect?: (certificate: T) => void;
  onRevoke: (certificate: T) => void;
}) {
  const { busy } = props;
  return (
    <div className="relative overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">{props.caption}</caption>
        <TableHead
          columns={['Name', props.detail.label, 'Status', 'Mail', 'Certificate', 'Actions']}
        />
        <tbody className="divide-y divide-slate-100">
          {props.certificates.map((certificate) => {
            const name = nameOf(certificate);
            return (
              <tr key={certificate.id} className="align-top">
                <th
                  scope="row"
                  className={`${cellClass} text-left font-normal [overflow-wrap:anywhere]`}
                >
                  <span className="block font-medium text-slate-900">
                    {certificate.recipientName || '—'}
                  </span>
                  {certificate.email && (
                    <span className="block text-slate-600">{certificate.email}</span>
                  )}
                </th>
                <td className={cellClass}>{props.detail.of(certificate)}</td>
                <td className={cellClass}>
                  <StatusCell certificate={certificate} />
                </td>
                <td className={cellClass}>
                  {certificate.mailedAt ? (
                    <>
                      Mailed{' '}
                      <time dateTime={certificate.mailedAt}>
                        {formatLocalDateTime(certificate.mailedAt)}
                      </time>
                    </>
                  ) : certificate.status === 'valid' ? (
                    'Preparing mail'
                  ) : (
                    '—'
                  )}
                </td>
                <td className={cellClass}>
                  <div className="flex flex-wrap gap-2">
                    <a
                      href={certificate.verifyPath}
                      className="rounded-lg border border-brand-700 px-3 py-1.5 text-xs font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      Verify page<span className="sr-only">: certificate of {name}</span>
                    </a>
                    {certificate.status === 'valid' && (
                      <ItemButton
                        label="PDF"
                        itemName={`certificate of ${name}`}
                        disabled={busy}
                        onClick={() => props.onPdf(certificate)}
                      />
                    )}
                  </div>
                </td>
                <td className={cellClass}>
                  {certificate.status === 'valid' ? (
                    <div className="flex flex-wrap gap-2">
                      {props.onCorrect && (
                        <ItemButton
                          label="Correct"
                          itemName={`certificate of ${name}`}
                          disabled={busy}
                          onClick={() => props.onCorrect?.(certificate)}
                        />
                      )}
                      <ItemButton
                        label="Revoke"
                        itemName={`certificate of ${name}`}
                        danger
                        disabled={busy}
                        onClick={() => props.onRevoke(certificate)}
                      />
                    </div>
                  ) : (
                    <span className="text-slate-500">—</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
