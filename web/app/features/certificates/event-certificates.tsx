import {
  CERTIFICATE_ROLE_DEFAULT,
  type CertificatesIssued,
  certificateCorrectionSchema,
  certificateRevocationSchema,
  type EventCertificates,
  type IssuedCertificate,
  issueCertificatesSchema,
  PARTICIPATION_ROLE_LABELS,
} from '@chapterhouse/shared';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../components/console/modal';
import { EmptyList, ItemButton } from '../../components/console/panel';
import { cellClass, TableHead, tableClass } from '../../components/console/table';
import { isStale, useDashboardChange } from '../../components/console/use-dashboard-change';
import {
  ActionButton,
  DashboardForm,
  TextAreaField,
  TextField,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { notifyError } from '../../components/toaster';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { formatDate, formatNumber } from '../../lib/format';
import {
  correctCertificate,
  downloadCertificatePdf,
  downloadEventCertificates,
  issueCertificates,
  revokeCertificate,
} from './api';
import {
  IssuedCertificatesTable,
  nameOf,
  useCertificateActions,
} from './issued-certificates-table';

/** What issuing says: how many were issued, or that nobody listed was missing one. */
export function issuedMessage(answer: Pick<CertificatesIssued, 'issued'>): string {
  if (answer.issued === 0) return 'Everyone listed already has a certificate';
  return `Issued ${formatNumber(answer.issued)} ${answer.issued === 1 ? 'certificate' : 'certificates'}`;
}

export const NOBODY_CHOSEN = 'Tick someone to issue a certificate to, or add someone below.';

/** A registrant's choice: whether they get a certificate now, and as what. */
interface Choice {
  ticked: boolean;
  role: string;
}

/** Someone who did not register (a speaker, a volunteer), added by hand. */
interface Other {
  key: number;
  name: string;
  email: string;
  role: string;
}

type Registrant = EventCertificates['registrants'][number];

/** Checked in and without a certificate: whom issuing is for, unless the officer says otherwise. */
const ticksByDefault = (registrant: Registrant) =>
  registrant.checkedIn && registrant.certificateId === null;

/**
 * The choices for the registrants listed now: the ones already made stay (a correction elsewhere
 * on the page reloads the list); anyone new starts as `ticksByDefault` says; whoever holds a
 * certificate now is no longer ticked.
 */
function choicesFor(
  registrants: readonly Registrant[],
  before: ReadonlyMap<number, Choice>,
): Map<number, Choice> {
  const choices = new Map<number, Choice>();
  for (const registrant of registrants) {
    const earlier = before.get(registrant.registrationId);
    // The role the desk marked (Participant unless an officer said otherwise).
    const role = earlier?.role ?? PARTICIPATION_ROLE_LABELS[registrant.role];
    const ticked =
      registrant.certificateId === null && (earlier ? earlier.ticked : ticksByDefault(registrant));
    choices.set(registrant.registrationId, { ticked, role });
  }
  return choices;
}

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-500';

/** The message under an input that the last check refused, wired to it. */
function InputError(props: { id: string; message?: string }) {
  if (!props.message) return null;
  return (
    <p id={props.id} className="mt-1 text-xs font-medium text-red-700">
      {props.message}
    </p>
  );
}

function CorrectDialog(props: {
  certificate: IssuedCertificate;
  onSave: (fields: { recipientName: string; role: string }) => Promise<boolean>;
  onClose: () => void;
}) {
  const { certificate } = props;
  const { form, field } = useSchemaForm(certificateCorrectionSchema, {
    recipientName: certificate.recipientName,
    role: certificate.role,
    version: certificate.version,
  });
  return (
    <Modal title={`Correct the certificate of ${nameOf(certificate)}`} onClose={props.onClose}>
      <p className="mb-4 text-sm text-slate-700">
        It keeps its code, so its page and QR code stay the same; the corrected certificate is
        mailed to {certificate.email} again.
      </p>
      <DashboardForm
        form={form}
        onSubmit={async (payload) => {
          if (await props.onSave(payload)) props.onClose();
        }}
        onCancel={props.onClose}
        submitLabel="Save correction"
      >
        <TextField label="Name on the certificate" required {...field('recipientName')} />
        <TextField label="Role" required {...field('role')} />
      </DashboardForm>
    </Modal>
  );
}

export function RevokeDialog(props: {
  certificate: IssuedCertificate;
  onRevoke: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { certificate } = props;
  const { form, field } = useSchemaForm(certificateRevocationSchema, {
    reason: '',
    version: certificate.version,
  });
  return (
    <Modal title={`Revoke the certificate of ${nameOf(certificate)}?`} onClose={props.onClose}>
      <p className="mb-4 text-sm text-slate-700">
        Its page says at once that it is revoked, to anyone who checks it. This cannot be undone.
      </p>
      <DashboardForm
        form={form}
        onSubmit={async (payload) => {
          if (await props.onRevoke(payload.reason)) props.onClose();
        }}
        onCancel={props.onClose}
        submitLabel="Revoke certificate"
        pendingLabel="Revoking..."
      >
        <TextAreaField
          label="Reason"
          required
          rows={3}
          hint="Kept with the certificate for the officers (e.g. issued by mistake)."
          {...field('reason')}
        />
      </DashboardForm>
    </Modal>
  );
}

/**
 * Where the certificates about to be issued lead: their QR codes and printed addresses. While the
 * server has no PUBLIC_URL that is the address it listens on, which only its own machine opens
 * and which a certificate keeps for good: a warning, before anyone issues one.
 */
export function VerificationAddress(props: { verification: EventCertificates['verification'] }) {
  const address = `${props.verification.origin}/certificates/…`;
  if (props.verification.configured) {
    return (
      <p className="text-sm text-slate-700">
        Each certificate’s QR code and printed address lead to its page at{' '}
        <span className="font-mono [overflow-wrap:anywhere]">{address}</span>
      </p>
    );
  }
  return (
    <div className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">
        Certificates issued now would print an address that only this server’s own machine can open
      </p>
      <p>
        Their QR codes and printed addresses would lead to{' '}
        <span className="font-mono [overflow-wrap:anywhere]">{address}</span>, and a certificate
        keeps its address for good. Ask whoever runs the site to set PUBLIC_URL to its public
        address (such as https://ieee.example.edu) and restart it before issuing.
      </p>
    </div>
  );
}

/** A section of the page: its heading (h3, under the page's h2) and what it holds. */
export function Section(props: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={id} className="text-base font-semibold text-slate-900">
          {props.title}
        </h3>
        {props.actions && <div className="flex flex-wrap gap-2">{props.actions}</div>}
      </div>
      {props.children}
    </section>
  );
}

/**
 * A past event's certificates: whom to issue them to (the registrants, ticked when checked in and
 * without one yet, each with a role; and people added by hand who did not register), then what
 * was issued, each with its page, its PDF, a correction (the same code, mailed again) and its
 * revocation (with a reason). An event not over yet says so and issues nothing.
 */
export function EventCertificatesView(props: {
  target: DashboardTarget;
  eventId: number;
  data: EventCertificates;
  eventsHref: string;
  templateHref: string;
}) {
  const { target, eventId, data } = props;
  const { event, registrants, certificates } = data;
  const _change = useDashboardChange();
  const [choices, setChoices] = useState(() => choicesFor(registrants, new Map()));
  const [others, setOthers] = useState<Other[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The request in flight, by what started it: one at a time. */
  const { busy, run } = useCertificateActions();
  const [correcting, setCorrecting] = useState<IssuedCertificate | null>(null);
  const [revoking, setRevoking] = useState<IssuedCertificate | null>(null);
  const nextKey = useRef(1);
  const focusOther = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const baseId = useId();

  // The list reloaded (after issuing, a correction, a revocation): keep what was chosen.
  useEffect(() => {
    setChoices((before) => choicesFor(registrants, before));
  }, [registrants]);

  const byId = new Map(certificates.map((certificate) => [certificate.id, certificate]));
  const choose = (registrationId: number, next: Partial<Choice>) =>
    setChoices((before) => {
      const copy = new Map(before);
      const current = copy.get(registrationId) ?? { ticked: false, role: CERTIFICATE_ROLE_DEFAULT };
      copy.set(registrationId, { ...current, ...next });
      return copy;
    });
  const changeOther = (key: number, next: Partial<Other>) =>
    setOthers((before) =>
      before.map((other) => (other.key === key ? { ...other, ...next } : other)),
    );
  const addOther = () => {
    const key = nextKey.current++;
    focusOther.current = key;
    setOthers((before) => [
      ...before,
      { key, name: '', email: '', role: CERTIFICATE_ROLE_DEFAULT },
    ]);
  };
  const removeOther = (key: number) => {
    setOthers((before) => before.filter((other) => other.key !== key));
    addButton.current?.focus();
  };

  // A row just added takes the focus, at its first field, once it is drawn.
  useEffect(() => {
    if (focusOther.current === null) return;
    document.getElementById(`${baseId}-other-${focusOther.current}-name`)?.focus();
    focusOther.current = null;
  });

  // Whoever holds a certificate is never ticked, even in the render before the choices catch up.
  const isTicked = (registrant: Registrant) =>
    registrant.certificateId === null && (choices.get(registrant.registrationId)?.ticked ?? false);
  const ticked = registrants.filter(isTicked);

  const issue = async () => {
    const recipients = ticked.map((registrant) => ({
      registrationId: registrant.registrationId,
      role: choices.get(registrant.registrationId)?.role.trim() ?? CERTIFICATE_ROLE_DEFAULT,
    }));
    const added = others.map(({ name, email, role }) => ({ name, email, role }));
    if (recipients.length === 0 && added.length === 0) {
      notifyError(NOBODY_CHOSEN);
      return;
    }
    const body = { recipients, others: added };
    // The API's own schema: its messages, beside the inputs they are about.
    const checked = issueCertificatesSchema.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const [list, index, name] = issue.path;
        const at = typeof index === 'number' ? index : -1;
        const key =
          list === 'recipients' && recipients[at]
            ? `role-${recipients[at].registrationId}`
            : list === 'others' && others[at] && typeof name === 'string'
              ? `other-${others[at].key}-${name}`
              : 'form';
        found[key] ??= issue.message;
      }
      setErrors(found);
      notifyError(Object.values(found)[0] ?? 'Check the list and try again.');
      return;
    }
    setErrors({});
    const result = await run(
      'issue',
      () => issueCertificates(target, eventId, body),
      issuedMessage,
    );
    if (result.ok) setOthers([]);
  };

  const correct = async (
    certificate: IssuedCertificate,
    fields: { recipientName: string; role: string },
  ) => {
    const result = await run(
      `correct-${certificate.id}`,
      () => correctCertificate(target, eventId, certificate, fields),
      (saved) => `The certificate of ${saved.recipientName} is corrected and mailed again.`,
    );
    // Stale or gone: the dialog closes on the certificate as it is now, reloaded.
    return result.ok || isStale(result);
  };

  const revoke = async (certificate: IssuedCertificate, reason: string) => {
    const result = await run(
      `revoke-${certificate.id}`,
      () => revokeCertificate(target, eventId, certificate, { reason }),
      `The certificate of ${nameOf(certificate)} is revoked.`,
    );
    return result.ok || isStale(result);
  };

  const valid = certificates.filter((certificate) => certificate.status === 'valid');
  const titleId = `${baseId}-title`;

  return (
    <article aria-labelledby={titleId} className="space-y-6">
      <Link
        to={props.eventsHref}
        className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
      >
        <span aria-hidden="true">← </span>All events
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            Certificates: {event.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            <time dateTime={event.date}>{formatDate(event.date)}</time>, {event.organisation.name}
          </p>
        </div>
        <Link
          to={props.templateHref}
          className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
        >
          Edit the certificate template
        </Link>
      </div>

      {!event.over ? (
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-base font-semibold text-slate-900">Not over yet</h3>
          <p className="mt-2 text-slate-700">
            Certificates are issued once the event is over: come back after it has ended.
          </p>
        </div>
      ) : (
        <Section title="Issue certificates">
          <p className="text-sm text-slate-700">
            Everyone checked in at the door and without a certificate is ticked. Each gets one mail
            with their certificate as a PDF and the link to its page; those who hold one already are
            skipped.
          </p>
          <VerificationAddress verification={data.verification} />
          {registrants.length === 0 ? (
            <EmptyList>Nobody registered for this event on this site.</EmptyList>
          ) : (
            <div className="relative overflow-x-auto">
              <table className={tableClass}>
                <caption className="sr-only">Registrants of {event.title}</caption>
                <TableHead
                  columns={['Issue', 'Name', 'E-mail', 'Checked in', 'Certificate', 'Role']}
                />
                <tbody className="divide-y divide-slate-100">
                  {registrants.map((registrant) => {
                    const choice = choices.get(registrant.registrationId);
                    const held =
                      registrant.certificateId === null
                        ? null
                        : (byId.get(registrant.certificateId) ?? null);
                    const roleError = errors[`role-${registrant.registrationId}`];
                    const errorId = `${baseId}-role-${registrant.registrationId}-error`;
                    return (
                      <tr key={registrant.registrationId} className="align-top">
                        <td className={cellClass}>
                          <input
                            type="checkbox"
                            aria-label={`Issue a certificate to ${registrant.name}`}
                            checked={isTicked(registrant)}
                            disabled={registrant.certificateId !== null}
                            onChange={(change) =>
                              choose(registrant.registrationId, { ticked: change.target.checked })
                            }
                            className="size-4 cursor-pointer accent-brand-700"
                          />
                        </td>
                        <th
                          scope="row"
                          className={`${cellClass} text-left font-medium text-slate-900 [overflow-wrap:anywhere]`}
                        >
                          {registrant.name}
                        </th>
                        <td className={`${cellClass} [overflow-wrap:anywhere]`}>
                          {registrant.email}
                        </td>
                        <td className={cellClass}>{registrant.checkedIn ? 'Yes' : 'No'}</td>
                        <td className={cellClass}>
                          {registrant.certificateId === null
                            ? 'None yet'
                            : held
                              ? held.status === 'valid'
                                ? 'Issued'
                                : held.status === 'revoked'
                                  ? 'Revoked'
                                  : 'Withdrawn'
                              : 'Issued'}
                        </td>
                        <td className={`${cellClass} min-w-40`}>
                          <input
                            type="text"
                            aria-label={`Role of ${registrant.name}`}
                            // One who holds a certificate shows the role it names.
                            value={held?.role ?? choice?.role ?? CERTIFICATE_ROLE_DEFAULT}
                            disabled={registrant.certificateId !== null}
                            aria-invalid={Boolean(roleError)}
                            aria-describedby={roleError ? errorId : undefined}
                            onChange={(change) =>
                              choose(registrant.registrationId, { role: change.target.value })
                            }
                            className={inputClass}
                          />
                          <InputError id={errorId} message={roleError} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}

          <div className="space-y-3">
            <h4 className="text-sm font-semibold text-slate-900">People who did not register</h4>
            <p className="text-sm text-slate-700">
              A speaker, a volunteer, anyone who took part without registering here.
            </p>
            {others.map((other, index) => (
              <fieldset
                key={other.key}
                className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start"
              >
                <legend className="sr-only">Added person {index + 1}</legend>
                {(['name', 'email', 'role'] as const).map((name) => {
                  const id = `${baseId}-other-${other.key}-${name}`;
                  const error = errors[`other-${other.key}-${name}`];
                  return (
                    <div key={name}>
                      <label htmlFor={id} className="text-xs font-medium text-slate-700">
                        {name === 'name' ? 'Name' : name === 'email' ? 'E-mail' : 'Role'}
                      </label>
                      <input
                        id={id}
                        type={name === 'email' ? 'email' : 'text'}
                        value={other[name]}
                        autoComplete="off"
                        aria-invalid={Boolean(error)}
                        aria-describedby={error ? `${id}-error` : undefined}
                        onChange={(change) =>
                          changeOther(other.key, { [name]: change.target.value })
                        }
                        className={`mt-1 ${inputClass}`}
                      />
                      <InputError id={`${id}-error`} message={error} />
                    </div>
                  );
                })}
                <div className="sm:pt-5">
                  <ItemButton
                    label="Remove"
                    itemName={`added person ${index + 1}`}
                    danger
                    onClick={() => removeOther(other.key)}
                  />
                </div>
              </fieldset>
            ))}
            {errors.form && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {errors.form}
              </p>
            )}
            <ActionButton ref={addButton} size="sm" onClick={addOther}>
              Add someone who did not register
            </ActionButton>
          </div>

          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
            <ActionButton variant="primary" disabled={busy !== null} onClick={() => void issue()}>
              {busy === 'issue' ? 'Issuing...' : 'Issue certificates'}
            </ActionButton>
            <p className="text-sm text-slate-700">
              {formatNumber(ticked.length)} ticked
              {others.length > 0 && `, ${formatNumber(others.length)} added`}
            </p>
          </div>
        </Section>
      )}

      <Section
        title="Issued certificates"
        actions={
          valid.length > 0 && (
            <ActionButton
              disabled={busy !== null}
              onClick={() =>
                void run(
                  'zip',
                  () => downloadEventCertificates(target, eventId),
                  (file) => `The certificates are saved as ${file}.`,
                  { reload: false },
                )
              }
            >
              {busy === 'zip' ? 'Downloading...' : 'Download all (ZIP)'}
            </ActionButton>
          )
        }
      >
        {certificates.length === 0 ? (
          <EmptyList>No certificates issued yet.</EmptyList>
        ) : (
          <IssuedCertificatesTable
            caption={`Certificates issued for ${event.title}`}
            certificates={certificates}
            detail={{ label: 'Role', of: (certificate) => certificate.role || '—' }}
            busy={busy !== null}
            onPdf={(certificate) =>
              void run(
                `pdf-${certificate.id}`,
                () => downloadCertificatePdf(target, eventId, certificate),
                (file) => `The certificate is saved as ${file}.`,
                { reload: false },
              )
            }
            onCorrect={setCorrecting}
            onRevoke={setRevoking}
          />
        )}
      </Section>

      {correcting && (
        <CorrectDialog
          certificate={correcting}
          onSave={(fields) => correct(correcting, fields)}
          onClose={() => setCorrecting(null)}
        />
      )}
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
