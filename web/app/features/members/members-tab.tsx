import type { DashboardMember, Page } from '@chapterhouse/shared';
import { ListPager } from '../../components/console/list-pager';
import { Modal } from '../../components/console/modal';
import { EditDeleteButtons, EmptyList, ItemButton, Panel } from '../../components/console/panel';
import { PublicationBadge, PublishDialog } from '../../components/console/publication';
import { type ItemCalls, useItemEditor } from '../../components/console/use-item-editor';
import { ActionButton } from '../../components/forms/form-fields';
import { paths } from '../../config/paths';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { initialsOf } from '../../lib/format';
import { MemberForm } from './member-form';

export const CONFIRM_REMOVE_MEMBER = 'Are you sure you want to remove this member?';

function MemberCard(props: {
  member: DashboardMember;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
  /** Its "Publish…" dialog; none where the slate has no drafts (the branch console's). */
  onPublish?: () => void;
}) {
  const { member } = props;
  const name = member.name.trim() || 'TBA';
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-4">
        {member.photo ? (
          <img
            src={member.photo}
            alt={`Portrait of ${name}`}
            width={64}
            height={64}
            loading="lazy"
            className="size-16 shrink-0 rounded-full bg-slate-100 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
          >
            {initialsOf(name).charAt(0) || '?'}
          </span>
        )}
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{name}</h3>
          <p className="text-sm font-medium text-brand-700">{member.role}</p>
          {props.onPublish && (
            <p className="mt-1 empty:hidden">
              <PublicationBadge item={member} />
            </p>
          )}
          {member.email && (
            <a
              href={paths.mailto(member.email)}
              className="block truncate text-sm text-slate-600 hover:underline"
            >
              {member.email}
            </a>
          )}
        </div>
      </div>
      {member.bio && <p className="mt-3 line-clamp-3 text-sm text-slate-700">{member.bio}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {props.onPublish && (
          <ItemButton label="Publish…" itemName={name} onClick={props.onPublish} />
        )}
        <EditDeleteButtons
          itemName={name}
          onEdit={props.onEdit}
          onDelete={props.onRemove}
          deleteLabel="Remove"
          busy={props.busy}
        />
      </div>
    </li>
  );
}

/**
 * Slate Members (societies), Members (councils) or the branch's slate (the branch console, with
 * calls of its own): cards, add, edit and remove.
 */
export function MembersTab(
  props: { title: string; page: Page<DashboardMember> } & (
    | { target: DashboardTarget }
    | { calls: ItemCalls<DashboardMember> }
  ),
) {
  const editor = useItemEditor<DashboardMember>({
    ...('calls' in props
      ? { calls: props.calls }
      : { target: props.target, collection: 'members' as const }),
    confirmDelete: CONFIRM_REMOVE_MEMBER,
    deleteLabel: 'Remove',
    added: 'Member added.',
    updated: 'Member updated.',
    deleted: 'Member removed.',
  });

  return (
    <Panel
      title={props.title}
      actions={
        <ActionButton variant="primary" onClick={() => editor.openAdd()}>
          Add Member
        </ActionButton>
      }
    >
      {props.page.items.length === 0 ? (
        <EmptyList>No members yet.</EmptyList>
      ) : (
        <ul
          aria-label={props.title}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {props.page.items.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              busy={editor.isBusy(member)}
              onEdit={() => editor.openEdit(member)}
              onRemove={() => void editor.remove(member)}
              onPublish={editor.publishes ? () => editor.openPublish(member) : undefined}
            />
          ))}
        </ul>
      )}
      <ListPager
        page={props.page.page}
        pageCount={props.page.pageCount}
        label={`${props.title} pages`}
      />
      {editor.state && (
        <Modal title={editor.editing ? 'Edit Member' : 'Add Member'} onClose={editor.close}>
          <MemberForm
            member={editor.editing}
            chooseVisibility={editor.publishes && !editor.editing}
            onSubmit={editor.submit}
            onCancel={editor.close}
          />
        </Modal>
      )}
      {editor.publishing && (
        <PublishDialog
          item={editor.publishing}
          itemName={editor.publishing.name.trim() || 'TBA'}
          onSubmit={editor.publish}
          onClose={editor.closePublish}
        />
      )}
    </Panel>
  );
}
