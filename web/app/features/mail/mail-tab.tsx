import type { OutboxAttachment, OutboxMail } from '@chapterhouse/shared';
import { useId, useState } from 'react';
import { humanize } from '../../components/console/humanize';
import { ListRefused, StatusFilter } from '../../components/console/list-filter';
import { ListPager } from '../../components/console/list-pager';
import {
  MAIL_STATUS_LABELS,
  MailText,
  MAIL_STATUS_TONES as tones,
} from '../../components/console/mail-status';
import { Details, EmptyList, ItemButton, Panel } from '../../components/console/panel';
import { Badge } from '../../components/console/table';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { formatLocalDateTime } from '../../lib/format';
import { downloadAttachment, type MailFilter, type MailList, retryMail } from './api';

const KIND_LABELS: Record<string, string> = {
  invitation: 'Invitation',
  'team-membership': 'Added to a team',
  'team-invitation': 'Invited to a team',
  'term-ending': 'Term ending',
  'password-reset': 'Password reset',
  'student-sign-in': 'Student sign-in',
  'contact-copy': 'Copy of a contact message',
  'newsletter-confirmation': 'Newsletter confirmation',
  'newsletter-issue': 'Newsletter',
  'newsletter-test': 'Newsletter test copy',
  'newsletter-digest': 'Weekly digest',
};

export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? humanize(kind.replace(/-/g, '_'));

export const MAIL_NOT_CONFIGURED =
  'Mail is not set up for this site (no SMTP server is configured), so nothing is sent: every mail is only recorded here. Open a mail to read it, and pass an invitation or password reset link on to its person yourself.';

const FILE_KINDS: Record<string, string> = {
  'text/calendar': 'calendar',
  'image/png': 'PNG image',
};

/** `calendar, 1 KB`: what a file is, in words. */
function describeFile(file: OutboxAttachment): string {
  const type = file.contentType.split(';')[0]?.trim() ?? file.contentType;
  const size = file.size < 1024 ? `${file.size} bytes` : `${Math.ceil(file.size / 1024)} KB`;
  return `${FILE_KINDS[type] ?? type}, ${size}`;
}

/**
 * A mail's files (an event's `.ics`, a ticket's QR code), each saved on a click. Buttons rather
 * than plain links: the download needs the session's token, which a link cannot carry.
 */
function MailAttachments(props: { mail: OutboxMail }) {
  const change = useDashboardChange();
  const { mail } = props;
  return (
    <ul aria-label={`Files sent with ${mail.subject}`} className="space-y-1">
      {mail.attachments.map((file, index) => (
        <li key={file.filename}>
          <button
            type="button"
            onClick={() =>
              void change(() => downloadAttachment(mail, index), `Saved ${file.filename}.`, {
                quiet: true,
              })
            }
            className="cursor-pointer font-semibold text-brand-700 underline [overflow-wrap:anywhere] hover:no-underline"
          >
            <span className="sr-only">Download </span>
            {file.filename}
          </button>{' '}
          <span className="text-slate-600">({describeFile(file)})</span>
        </li>
      ))}
    </ul>
  );
}

function MailItem(props: {
  mail: OutboxMail;
  /** The origin the site's links start with: they are clickable. */
  siteOrigin: string | undefined;
  canRetry: boolean;
  busy: boolean;
  onRetry: () => void;
}) {
  const { mail } = props;
  const [open, setOpen] = useState(false);
  const textId = useId();
  const at = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatLocalDateTime(iso)}</time> : null;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {mail.subject}
            <Badge tone={tones[mail.status]}>{MAIL_STATUS_LABELS[mail.status]}</Badge>
          </h3>
          <Details
            items={[
              ['To', mail.to],
              ['Kind', kindLabel(mail.kind)],
              ['Created', at(mail.createdAt)],
              ['Sent', at(mail.sentAt)],
              ['Attempts', mail.status === 'not-sent' ? null : String(mail.attempts)],
              ['Next attempt', at(mail.nextAttemptAt)],
              ['Last error', mail.lastError],
              [
                'Files',
                mail.attachments.length > 0 ? <MailAttachments key="files" mail={mail} /> : null,
              ],
            ]}
          />
        </div>
        {props.canRetry && mail.status === 'failed' && (
          <ItemButton
            label="Retry"
            itemName={`${mail.subject} to ${mail.to}`}
            disabled={props.busy}
            onClick={props.onRetry}
          />
        )}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? textId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        className="mt-2 cursor-pointer text-sm font-semibold text-brand-700 underline hover:no-underline"
      >
        {open ? 'Hide mail' : 'Read mail'}
        <span className="sr-only">: {mail.subject}</span>
      </button>
      {open && <MailText id={textId} text={mail.text} siteOrigin={props.siteOrigin} />}
    </li>
  );
}

/**
 * Mail: every mail the site wrote (invitations, password resets, copies of contact messages,
 * newsletter confirmations, registrants' mails and their files), newest first, with its status. Without a mail server they are only
 * recorded, and this is where their links are read; failed ones can be sent again.
 */
export function MailTab(props: { list: MailList }) {
  const { list } = props;
  const page = list.page;
  const change = useDashboardChange();
  const [busy, setBusy] = useState<number | null>(null);
  const configured = page?.mailConfigured ?? true;

  const retry = async (mail: OutboxMail) => {
    setBusy(mail.id);
    await change(() => retryMail(mail.id), `The mail to ${mail.to} will be sent again.`);
    setBusy(null);
  };

  const filters: readonly { value: MailFilter; label: string }[] = [
    { value: 'all', label: 'All mail' },
    { value: 'not-sent', label: MAIL_STATUS_LABELS['not-sent'] },
    { value: 'pending', label: MAIL_STATUS_LABELS.pending },
    { value: 'sent', label: MAIL_STATUS_LABELS.sent },
    { value: 'failed', label: MAIL_STATUS_LABELS.failed },
  ];

  return (
    <Panel
      title="Mail"
      description="Every mail the site has written, newest first: invitations, password resets, copies of contact messages, newsletter confirmations, and registrants' mails with their calendar files and tickets."
      actions={<StatusFilter label="Show" value={list.status} options={filters} />}
    >
      {page && !configured && (
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {MAIL_NOT_CONFIGURED}
        </p>
      )}
      {list.error ? (
        <ListRefused message={list.error} />
      ) : !page || page.items.length === 0 ? (
        <EmptyList>
          {list.status === 'all' ? 'No mail yet.' : 'No mail with this status.'}
        </EmptyList>
      ) : (
        <ol aria-label="Mail" className="space-y-3">
          {page.items.map((mail) => (
            <MailItem
              key={mail.id}
              mail={mail}
              siteOrigin={page.siteOrigin}
              canRetry={configured}
              busy={busy === mail.id}
              onRetry={() => void retry(mail)}
            />
          ))}
        </ol>
      )}
      {page && <ListPager page={page.page} pageCount={page.pageCount} label="Mail pages" />}
    </Panel>
  );
}
