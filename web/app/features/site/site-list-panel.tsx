import type { ReactNode } from 'react';
import { Modal } from '../../components/console/modal';
import { EditDeleteButtons, EmptyList, Panel } from '../../components/console/panel';
import { MoveButtons, useReorder } from '../../components/console/reorder';
import { useItemEditor } from '../../components/console/use-item-editor';
import { ActionButton } from '../../components/forms/form-fields';
import type { SiteContentList } from '../../config/paths';
import { orderSiteList, siteListCalls } from './console-api';

interface SiteItem {
  id: number;
  version: number;
}

/** What an item's form receives: the item when editing, and the editor's submit and cancel. */
export interface SiteItemFormProps<T> {
  item?: T;
  onSubmit: (payload: object) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * One ordered list of the landing page's content (hero slides, partners, FAQ): its items in the
 * order the landing page shows them, each with Move up / Move down, Edit and Delete, and an Add
 * button. Changes go through the dashboards' item editor, so they toast and reload alike.
 */
export function SiteListPanel<T extends SiteItem>(props: {
  list: SiteContentList;
  title: string;
  description: string;
  /** The item's noun, as in 'Add Slide', 'Edit Slide', 'Slide added.' */
  noun: string;
  emptyText: string;
  confirmDelete: string;
  items: T[];
  nameOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  renderForm: (props: SiteItemFormProps<T>) => ReactNode;
}) {
  const { list, noun, items, nameOf } = props;
  const editor = useItemEditor<T>({
    calls: siteListCalls<T>(list),
    confirmDelete: props.confirmDelete,
    added: `${noun} added.`,
    updated: `${noun} saved.`,
    deleted: `${noun} deleted.`,
  });
  const reorder = useReorder({
    items,
    save: (ids) => orderSiteList<T>(list, ids),
    nameOf,
  });

  return (
    <Panel
      title={props.title}
      description={props.description}
      actions={
        <ActionButton variant="primary" onClick={() => editor.openAdd()}>
          Add {noun}
        </ActionButton>
      }
    >
      {items.length === 0 ? (
        <EmptyList>{props.emptyText}</EmptyList>
      ) : (
        <ol ref={reorder.containerRef} aria-label={props.title} className="space-y-3">
          {items.map((item, index) => (
            <li
              key={item.id}
              className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start"
            >
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">{props.renderItem(item)}</div>
              <div className="flex flex-wrap gap-2 sm:justify-end">
                <MoveButtons {...reorder.buttonsFor(item, index)} />
                <EditDeleteButtons
                  itemName={nameOf(item)}
                  onEdit={() => editor.openEdit(item)}
                  onDelete={() => void editor.remove(item)}
                  busy={editor.isBusy(item)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      {editor.state && (
        <Modal title={editor.editing ? `Edit ${noun}` : `Add ${noun}`} onClose={editor.close}>
          {props.renderForm({
            item: editor.editing,
            onSubmit: editor.submit,
            onCancel: editor.close,
          })}
        </Modal>
      )}
    </Panel>
  );
}
