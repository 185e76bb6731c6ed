import type { DashboardGalleryItem } from '@chapterhouse/shared';
import { useState } from 'react';
import { CardImage } from '../../components/card-image';
import { formatDate } from '../../lib/format';
import { createItem, type DashboardTarget, deleteItem, updateItem } from './api';
import { ActionButton } from './form-fields';
import { GalleryForm, type GalleryPayload } from './gallery-form';
import { Modal } from './modal';
import { EmptyList, ItemButton, Panel } from './panel';
import { isStale, useDashboardChange } from './use-dashboard-change';

export const CONFIRM_DELETE_PHOTO = 'Are you sure you want to delete this photo?';

type Editor = { mode: 'add' } | { mode: 'edit'; item: DashboardGalleryItem } | null;

/** The Gallery tab (societies): photo cards, add, edit and delete. */
export function GalleryTab(props: { target: DashboardTarget; items: DashboardGalleryItem[] }) {
  const { target } = props;
  const change = useDashboardChange();
  const [editor, setEditor] = useState<Editor>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const submit = async (payload: GalleryPayload) => {
    const result =
      editor?.mode === 'edit'
        ? await change(
            () =>
              updateItem<DashboardGalleryItem>(
                target,
                'gallery',
                editor.item.id,
                payload,
                editor.item.version,
              ),
            'Photo updated.',
          )
        : await change(
            () => createItem<DashboardGalleryItem>(target, 'gallery', payload),
            'Photo added.',
          );
    if (result.ok || isStale(result)) setEditor(null);
  };

  const remove = async (item: DashboardGalleryItem) => {
    if (!window.confirm(CONFIRM_DELETE_PHOTO)) return;
    setBusy(item.id);
    await change(() => deleteItem(target, 'gallery', item.id), 'Photo deleted.');
    setBusy(null);
  };

  return (
    <Panel
      title="Gallery"
      actions={
        <ActionButton variant="primary" onClick={() => setEditor({ mode: 'add' })}>
          Add Photo
        </ActionButton>
      }
    >
      {props.items.length === 0 ? (
        <EmptyList>No photos yet.</EmptyList>
      ) : (
        <ul aria-label="Photos" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {props.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <CardImage
                src={item.img}
                alt={item.caption}
                width={640}
                height={360}
                label={item.caption}
                className="aspect-video"
              />
              <div className="flex flex-1 flex-col p-4">
                <h3 className="font-semibold text-slate-900">{item.caption}</h3>
                <p className="mt-1 text-sm text-slate-600">
                  {[item.event, item.date ? formatDate(item.date) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {item.description && (
                  <p className="mt-2 line-clamp-2 text-sm text-slate-700">{item.description}</p>
                )}
                <div className="mt-auto flex gap-2 pt-4">
                  <ItemButton
                    label="Edit"
                    itemName={item.caption}
                    onClick={() => setEditor({ mode: 'edit', item })}
                  />
                  <ItemButton
                    label="Delete"
                    itemName={item.caption}
                    onClick={() => void remove(item)}
                    danger
                    disabled={busy === item.id}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editor && (
        <Modal
          title={editor.mode === 'edit' ? 'Edit Photo' : 'Add Photo'}
          onClose={() => setEditor(null)}
        >
          <GalleryForm
            item={editor.mode === 'edit' ? editor.item : undefined}
            onSubmit={submit}
            onCancel={() => setEditor(null)}
          />
        </Modal>
      )}
    </Panel>
  );
}
