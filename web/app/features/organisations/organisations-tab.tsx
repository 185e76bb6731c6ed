import { type AdminOrganisation, MANAGED_KINDS, type ManagedKind } from '@chapterhouse/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../components/console/modal';
import { EmptyList, ItemButton, Panel } from '../../components/console/panel';
import { MoveButtons, useReorder } from '../../components/console/reorder';
import { Badge, cellClass, TableHead, tableClass } from '../../components/console/table';
import { useItemEditor } from '../../components/console/use-item-editor';
import { ActionButton } from '../../components/forms/form-fields';
import { collectionOf, paths } from '../../config/paths';
import { formatLocalDateTime } from '../../lib/format';
import {
  archiveOrganisation,
  createOrganisation,
  orderOrganisations,
  restoreOrganisation,
  updateOrganisation,
} from './console-api';
import { KIND_LABELS, OrganisationCreateForm, OrganisationEditForm } from './organisation-form';

export const confirmArchive = (name: string) =>
  `Archive ${name}? It disappears from the public site (its pages, the menus and the landing page). Nothing is deleted, and you can restore it at any time.`;
export const confirmRestore = (name: string) =>
  `Restore ${name}? It shows on the public site again.`;

const PLURAL: Record<ManagedKind, string> = { society: 'Societies', council: 'Councils' };

type Editor = ReturnType<typeof useOrganisationEditor>;

function useOrganisationEditor() {
  return useItemEditor<AdminOrganisation, ManagedKind>({
    calls: {
      create: (payload, kind) => createOrganisation({ ...payload, kind }),
      update: updateOrganisation,
    },
    added: (created) => `${created.name} added.`,
    updated: (saved) => `${saved.name} saved.`,
  });
}

function OrganisationRow(props: {
  organisation: AdminOrganisation;
  editor: Editor;
  move: Parameters<typeof MoveButtons>[0];
  onInvite: () => void;
}) {
  const { organisation, editor } = props;
  const { name } = organisation;
  const link = { kind: organisation.kind, slug: organisation.slug };
  return (
    <tr className="align-top">
      <td className={cellClass}>
        <div className="flex gap-1.5">
          <MoveButtons {...props.move} />
        </div>
      </td>
      <th scope="row" className={`${cellClass} text-left font-medium`}>
        <span className="text-slate-900">{name}</span>
        {organisation.archived && <Badge tone="muted">Archived</Badge>}
        <span className="block font-mono text-xs font-normal text-slate-500">
          {organisation.slug}
        </span>
      </th>
      <td className={cellClass}>{KIND_LABELS[organisation.kind]}</td>
      <td className={cellClass}>
        {organisation.admins.length === 0 ? (
          <span className="text-slate-500">None</span>
        ) : (
          <ul className="space-y-1">
            {organisation.admins.map((admin) => (
              <li key={admin.id}>
                {admin.name}
                <span className="block text-xs text-slate-500 [overflow-wrap:anywhere]">
                  {admin.email}
                </span>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <time dateTime={organisation.updatedAt}>{formatLocalDateTime(organisation.updatedAt)}</time>
      </td>
      <td className={cellClass}>
        <div className="flex flex-wrap gap-2">
          <ItemButton label="Edit" itemName={name} onClick={() => editor.openEdit(organisation)} />
          {!organisation.archived && (
            <ItemButton label="Invite admin" itemName={name} onClick={props.onInvite} />
          )}
          {organisation.archived ? (
            <ItemButton
              label="Restore"
              itemName={name}
              disabled={editor.isBusy(organisation)}
              onClick={() =>
                void editor.confirmed(
                  organisation,
                  { question: confirmRestore(name), confirmLabel: 'Restore' },
                  () => restoreOrganisation(organisation.id),
                  `${name} restored: it shows on the public site again.`,
                )
              }
            />
          ) : (
            <ItemButton
              label="Archive"
              itemName={name}
              danger
              disabled={editor.isBusy(organisation)}
              onClick={() =>
                void editor.confirmed(
                  organisation,
                  { question: confirmArchive(name), confirmLabel: 'Archive' },
                  () => archiveOrganisation(organisation.id),
                  `${name} archived: it no longer shows on the public site.`,
                )
              }
            />
          )}
          <Link
            to={paths.dashboardOf(link)}
            className="rounded-lg border border-brand-700 px-3 py-1.5 text-xs font-semibold text-brand-700 hover:bg-brand-50"
          >
            Open dashboard<span className="sr-only">: {name}</span>
          </Link>
          {!organisation.archived && (
            <Link
              to={paths.organisation(collectionOf(organisation.kind), organisation.slug)}
              className="rounded-lg px-3 py-1.5 text-xs font-semibold text-brand-700 underline hover:no-underline"
            >
              Public page<span className="sr-only">: {name}</span>
            </Link>
          )}
        </div>
      </td>
    </tr>
  );
}

/** The societies or the councils, in the order of the menus and the landing page. */
function OrganisationList(props: {
  kind: ManagedKind;
  organisations: AdminOrganisation[];
  editor: Editor;
  onInvite: (organisation: AdminOrganisation) => void;
}) {
  const { kind, organisations, editor } = props;
  const reorder = useReorder({
    items: organisations,
    save: (ids) => orderOrganisations(kind, ids),
    nameOf: (organisation) => organisation.name,
  });
  const title = PLURAL[kind];
  return (
    <Panel
      title={title}
      description="In the order of the header's menus and the landing page. Archived ones stay here, hidden from the public site."
      actions={
        <ActionButton variant="primary" onClick={() => editor.openAdd(kind)}>
          Add {KIND_LABELS[kind]}
        </ActionButton>
      }
    >
      {organisations.length === 0 ? (
        <EmptyList>No {title.toLowerCase()} yet.</EmptyList>
      ) : (
        <div ref={reorder.containerRef} className="relative overflow-x-auto">
          <table className={tableClass}>
            <caption className="sr-only">{title}, in menu order</caption>
            <TableHead columns={['Order', 'Name', 'Kind', 'Admins', 'Last update', 'Actions']} />
            <tbody className="divide-y divide-slate-100">
              {organisations.map((organisation, index) => (
                <OrganisationRow
                  key={organisation.id}
                  organisation={organisation}
                  editor={editor}
                  move={reorder.buttonsFor(organisation, index)}
                  onInvite={() => props.onInvite(organisation)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

/**
 * Organisations: the societies and the councils, each in its order; add, edit, archive and
 * restore, reorder, invite an admin for one, and a way into each one's dashboard.
 */
export function OrganisationsTab(props: {
  organisations: AdminOrganisation[];
  /** Inviting an admin for one organisation (the accounts' dialogs, which the route brings). */
  invitation: { open: (organisation: AdminOrganisation) => void; dialogs: ReactNode };
}) {
  const editor = useOrganisationEditor();
  const { invitation } = props;
  const { state, editing } = editor;
  return (
    <div className="space-y-12">
      {MANAGED_KINDS.map((kind) => (
        <OrganisationList
          key={kind}
          kind={kind}
          organisations={props.organisations.filter((organisation) => organisation.kind === kind)}
          editor={editor}
          onInvite={invitation.open}
        />
      ))}
      {invitation.dialogs}
      {state && (
        <Modal
          title={
            editing
              ? `Edit ${editing.name}`
              : `Add ${state.mode === 'add' ? KIND_LABELS[state.where] : ''}`
          }
          onClose={editor.close}
        >
          {editing ? (
            <OrganisationEditForm
              organisation={editing}
              onSubmit={editor.submit}
              onCancel={editor.close}
            />
          ) : (
            state.mode === 'add' && (
              <OrganisationCreateForm
                kind={state.where}
                onSubmit={editor.submit}
                onCancel={editor.close}
              />
            )
          )}
        </Modal>
      )}
    </div>
  );
}
