import type { ContactMessage } from '@chapterhouse/shared';
import { useId, useState } from 'react';
import {
  ConfirmDialog,
  useConfirm,
  useFocusAfterRemoval,
} from '../../components/console/confirm-dialog';
import { ListRefused, StatusFilter } from '../../components/console/list-filter';
import { ListPager } from '../../components/console/list-pager';
import { EmptyList, ItemButton, Panel } from '../../components/console/panel';
import { Badge } from '../../components/console/table';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { paths } from '../../config/paths';
import { formatLocalDateTime } from '../../lib/format';
import { deleteMessage, type MessageFilter, type MessagesList, setMessageHandled } from './api';

/** How much of a message its row shows before it is opened. */
const PREVIEW = 160;

export const REPLY_SUBJECT = 'Re: your message to the IEEE Student Branch';

export const confirmDeleteMessage = (message: ContactMessage) =>
  `The message from ${message.name} (${message.email}) is deleted for good. Reply first if it still needs an answer.`;

const previewOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW ? `${flat.slice(0, PREVIEW).trimEnd()}…` : flat;
};

function MessageItem(props: {
  message: ContactMessage;
  busy: boolean;
  onHandled: (handled: boolean) => void;
  onDelete: () => void;
}) {
  const { message } = props;
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const who = `message from ${message.name}`;
  const handled = message.handledAt !== null;
  return (
    <li
      className={`rounded-xl border bg-white p-4 shadow-sm ${handled ? 'border-slate-200' : 'border-brand-300'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {message.name}
            {handled ? (
              <Badge tone="muted">Handled</Badge>
            ) : (
              <Badge tone="warning">Unhandled</Badge>
            )}
          </h3>
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
            <a
              href={paths.mailto(message.email)}
              className="text-brand-700 underline underline-offset-2"
            >
              {message.email}
            </a>
            {' · '}
            <time dateTime={message.createdAt}>{formatLocalDateTime(message.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={paths.mailto(message.email, REPLY_SUBJECT)}
            className="rounded-lg border border-brand-700 px-3 py-1.5 text-xs font-semibold text-brand-700 hover:bg-brand-50"
          >
            Reply
            <span className="sr-only">: {who} (opens your e-mail program)</span>
          </a>
          <ItemButton
            label={handled ? 'Mark unhandled' : 'Mark handled'}
            itemName={who}
            disabled={props.busy}
            onClick={() => props.onHandled(!handled)}
          />
          <ItemButton
            label="Delete"
            itemName={who}
            danger
            disabled={props.busy}
            onClick={props.onDelete}
          />
        </div>
      </div>
      {open ? (
        <p
          id={bodyId}
          className="mt-3 text-sm whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]"
        >
          {message.message}
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-700 [overflow-wrap:anywhere]">
          {previewOf(message.message)}
        </p>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? bodyId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        className="mt-2 cursor-pointer text-sm font-semibold text-brand-700 underline hover:no-underline"
      >
        {open ? 'Show less' : 'Read message'}
        <span className="sr-only">: {who}</span>
      </button>
    </li>
  );
}

/**
 * Messages: what visitors sent through the contact form, newest first, with how many nobody has
 * handled yet. Each can be read in full, answered by e-mail, marked handled (or back) and deleted.
 */
export function MessagesTab(props: { list: MessagesList }) {
  const { list } = props;
  const page = list.page;
  const change = useDashboardChange();
  const confirm = useConfirm<ContactMessage>();
  const afterRemoval = useFocusAfterRemoval<HTMLDivElement>(page);
  const [busy, setBusy] = useState<number | null>(null);

  const markHandled = async (message: ContactMessage, handled: boolean) => {
    setBusy(message.id);
    const result = await change(
      () => setMessageHandled(message, handled),
      handled
        ? `Message from ${message.name} marked handled.`
        : `Message from ${message.name} marked unhandled.`,
    );
    // Shown unhandled only, it leaves the list.
    if (result.ok && handled && list.status === 'unhandled') afterRemoval.expect();
    setBusy(null);
  };

  const unhandled = page?.unhandled ?? 0;
  const filters: readonly { value: MessageFilter; label: string }[] = [
    { value: 'all', label: 'All messages' },
    { value: 'unhandled', label: `Unhandled (${unhandled})` },
  ];

  return (
    <Panel
      title="Messages"
      description="What visitors sent through the contact form, newest first. Mark a message handled once it is answered."
      actions={<StatusFilter label="Show" value={list.status} options={filters} />}
    >
      {page && (
        <p className="text-sm text-slate-700" aria-live="polite">
          {unhandled === 0
            ? 'Every message is handled.'
            : `${unhandled} ${unhandled === 1 ? 'message' : 'messages'} not handled yet.`}
        </p>
      )}
      <div ref={afterRemoval.ref} tabIndex={-1} className="focus:outline-none">
        {list.error ? (
          <ListRefused message={list.error} />
        ) : !page || page.items.length === 0 ? (
          <EmptyList>
            {list.status === 'unhandled' ? 'No unhandled messages.' : 'No messages yet.'}
          </EmptyList>
        ) : (
          <ol aria-label="Messages" className="space-y-3">
            {page.items.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                busy={busy === message.id}
                onHandled={(handled) => void markHandled(message, handled)}
                onDelete={() => confirm.ask(message)}
              />
            ))}
          </ol>
        )}
      </div>
      {page && <ListPager page={page.page} pageCount={page.pageCount} label="Messages pages" />}
      {confirm.subject && (
        <ConfirmDialog
          title={`Delete the message from ${confirm.subject.name}?`}
          confirmLabel="Delete message"
          onCancel={confirm.close}
          onConfirm={async () => {
            const message = confirm.subject as ContactMessage;
            const result = await change(
              () => deleteMessage(message.id),
              `Message from ${message.name} deleted.`,
            );
            if (result.ok) afterRemoval.expect();
            confirm.close();
          }}
        >
          <p>{confirmDeleteMessage(confirm.subject)}</p>
        </ConfirmDialog>
      )}
    </Panel>
  );
}
