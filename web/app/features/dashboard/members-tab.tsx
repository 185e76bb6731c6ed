import type { DashboardMember } from '@chapterhouse/shared';
import { useState } from 'react';
import { paths } from '../../config/paths';
import { initialsOf } from '../../lib/format';
import { createItem, type DashboardTarget, deleteItem, updateItem } from './api';
import { ActionButton } from './form-fields';
import { MemberForm, type MemberPayload } from './member-form';
import { Modal } from './modal';
import { EmptyList, ItemButton, Panel } from './panel';
import { isStale, useDashboardChange } from './use-dashboard-change';

export const CONFIRM_REMOVE_MEMBER = 'Are you sure you want to remove this member?';

type Editor = { mode: 'add' } | { mode: 'edit'; member: DashboardMember } | null;

function MemberCard(props: {
  member: DashboardMember;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
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
      <div className="mt-auto flex gap-2 pt-4">
        <ItemButton label="Edit" itemName={name} onClick={props.onEdit} />
        <ItemButton
          label="Remove"
          itemName={name}
          onClick={props.onRemove}
          danger
          disabled={props.busy}
        />
      </div>
    </li>
  );
}

/** Slate Members (societies) or Members (councils): cards, add, edit and remove. */
export function MembersTab(props: {
  title: string;
  target: DashboardTarget;
  members: DashboardMember[];
}) {
  const { target } = props;
  const change = useDashboardChange();
  const [editor, setEditor] = useState<Editor>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const submit = async (payload: MemberPayload) => {
    const result =
      editor?.mode === 'edit'
        ? await change(
            () =>
              updateItem<DashboardMember>(
                target,
                'members',
                editor.member.id,
                payload,
                editor.member.version,
              ),
            'Member updated.',
          )
        : await change(
            () => createItem<DashboardMember>(target, 'members', payload),
            'Member added.',
          );
    if (result.ok || isStale(result)) setEditor(null);
  };

  const remove = async (member: DashboardMember) => {
    if (!window.confirm(CONFIRM_REMOVE_MEMBER)) return;
    setBusy(member.id);
    await change(() => deleteItem(target, 'members', member.id), 'Member removed.');
    setBusy(null);
  };

  return (
    <Panel
      title={props.title}
      actions={
        <ActionButton variant="primary" onClick={() => setEditor({ mode: 'add' })}>
          Add Member
        </ActionButton>
      }
    >
      {props.members.length === 0 ? (
        <EmptyList>No members yet.</EmptyList>
      ) : (
        <ul aria-label={props.title} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {props.members.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              busy={busy === member.id}
              onEdit={() => setEditor({ mode: 'edit', member })}
              onRemove={() => void remove(member)}
            />
          ))}
        </ul>
      )}
      {editor && (
        <Modal
          title={editor.mode === 'edit' ? 'Edit Member' : 'Add Member'}
          onClose={() => setEditor(null)}
        >
          <MemberForm
            member={editor.mode === 'edit' ? editor.member : undefined}
            onSubmit={submit}
            onCancel={() => setEditor(null)}
          />
        </Modal>
      )}
    </Panel>
  );
}
