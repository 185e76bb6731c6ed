import {
  type AdminNotification,
  NOTIFICATION_TYPES,
  notificationInputSchema,
} from '@chapterhouse/shared';
import {
  ConfirmDialog,
  useConfirm,
  useFocusAfterRemoval,
} from '../../components/console/confirm-dialog';
import { ListRefused } from '../../components/console/list-filter';
import { ListPager } from '../../components/console/list-pager';
import { Modal } from '../../components/console/modal';
import { EmptyList, ItemButton, Panel } from '../../components/console/panel';
import { Badge } from '../../components/console/table';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { useItemEditor } from '../../components/console/use-item-editor';
import {
  ActionButton,
  DashboardForm,
  SelectField,
  TextAreaField,
  TextField,
  textsOf,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { formatLocalDateTime } from '../../lib/format';
import { type NotificationsList, notificationCalls } from './console-api';
import { NOTIFICATION_TYPE_LABELS } from './notification-types';

const TYPE_OPTIONS = NOTIFICATION_TYPES.map((type) => ({
  value: type,
  label: NOTIFICATION_TYPE_LABELS[type],
}));

export const NOTIFICATION_PUBLISHED = 'Notification published.';
export const NOTIFICATION_SAVED = 'Notification saved.';
export const NOTIFICATION_DELETED = 'Notification deleted.';

/** A notification's kind, title, message and the page it leads to. */
export function NotificationForm(props: {
  item?: AdminNotification;
  onSubmit: (payload: object) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { item } = props;
  const defaults = { ...textsOf(item, ['title', 'message', 'link']), type: item?.type ?? 'other' };
  const { form, field } = useSchemaForm(notificationInputSchema, defaults);
  return (
    <DashboardForm
      form={form}
      onSubmit={props.onSubmit}
      submitLabel={item ? 'Save Changes' : 'Publish'}
      pendingLabel={item ? 'Saving...' : 'Publishing...'}
      onCancel={props.onCancel}
    >
      <SelectField
        label="Type"
        required
        options={TYPE_OPTIONS}
        defaultValue={defaults.type}
        {...field('type')}
      />
      <TextField label="Title" required {...field('title')} />
      <TextAreaField label="Message" required rows={4} {...field('message')} />
      <TextField
        label="Link"
        type="url"
        hint="Optional: a page it is about, e.g. /upcoming-events or a full https:// address."
        {...field('link')}
      />
    </DashboardForm>
  );
}

function NotificationItem(props: {
  notification: AdminNotification;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { notification } = props;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {notification.title}
          <Badge tone="muted">{NOTIFICATION_TYPE_LABELS[notification.type]}</Badge>
        </h3>
        <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">
          {notification.message}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
          <span>
            Published{' '}
            <time dateTime={notification.publishedAt}>
              {formatLocalDateTime(notification.publishedAt)}
            </time>
          </span>
          <span>
            {notification.organisation
              ? `From ${notification.organisation.name}'s publishing`
              : 'Published by the branch'}
          </span>
          {notification.link && (
            <span className="[overflow-wrap:anywhere]">Links to {notification.link}</span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <ItemButton label="Edit" itemName={notification.title} onClick={props.onEdit} />
        <ItemButton label="Delete" itemName={notification.title} danger onClick={props.onDelete} />
      </div>
    </li>
  );
}

/**
 * Notifications: what the header's bell and /notifications show visitors, newest first. The
 * branch publishes its own; organisations' new upcoming events and achievements add theirs.
 * Edits carry the version they were opened with: someone else's change meanwhile is a 409.
 */
export function NotificationsTab(props: { list: NotificationsList }) {
  const { list } = props;
  const page = list.page;
  const change = useDashboardChange();
  const confirm = useConfirm<AdminNotification>();
  const afterRemoval = useFocusAfterRemoval<HTMLDivElement>(page);
  const editor = useItemEditor<AdminNotification>({
    calls: notificationCalls,
    added: NOTIFICATION_PUBLISHED,
    updated: NOTIFICATION_SAVED,
  });

  return (
    <Panel
      title="Notifications for visitors"
      description="Shown by the bell in the site's header and on the Notifications page, newest first. Visitors see the last two weeks' as new."
      actions={
        <ActionButton variant="primary" onClick={() => editor.openAdd()}>
          Publish notification
        </ActionButton>
      }
    >
      <div ref={afterRemoval.ref} tabIndex={-1} className="focus:outline-none">
        {list.error ? (
          <ListRefused message={list.error} />
        ) : !page || page.items.length === 0 ? (
          <EmptyList>No notifications yet.</EmptyList>
        ) : (
          <ol aria-label="Published notifications" className="space-y-3">
            {page.items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onEdit={() => editor.openEdit(notification)}
                onDelete={() => confirm.ask(notification)}
              />
            ))}
          </ol>
        )}
      </div>
      {page && <ListPager page={page.page} pageCount={page.pageCount} label="Notification pages" />}
      {editor.state && (
        <Modal
          title={editor.editing ? 'Edit notification' : 'Publish notification'}
          onClose={editor.close}
        >
          <NotificationForm
            item={editor.editing}
            onSubmit={editor.submit}
            onCancel={editor.close}
          />
        </Modal>
      )}
      {confirm.subject && (
        <ConfirmDialog
          title={`Delete “${confirm.subject.title}”?`}
          confirmLabel="Delete notification"
          onCancel={confirm.close}
          onConfirm={async () => {
            const notification = confirm.subject as AdminNotification;
            const result = await change(
              () => notificationCalls.remove(notification),
              NOTIFICATION_DELETED,
            );
            if (result.ok) afterRemoval.expect();
            confirm.close();
          }}
        >
          <p>Visitors no longer see it in the bell or on the Notifications page.</p>
        </ConfirmDialog>
      )}
    </Panel>
  );
}
