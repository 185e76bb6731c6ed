import type { DashboardEvent, DashboardGalleryItem, Page } from '@chapterhouse/shared';
import { useState } from 'react';
import { CardImage } from '../../components/card-image';
import { ListPager } from '../../components/console/list-pager';
import { Modal } from '../../components/console/modal';
import { EditDeleteButtons, EmptyList, ItemButton, Panel } from '../../components/console/panel';
import { PublicationBadge, PublishDialog } from '../../components/console/publication';
import { useItemEditor } from '../../components/console/use-item-editor';
import { ActionButton } from '../../components/forms/form-fields';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { formatDate, initialsOf } from '../../lib/format';
import { GalleryBulkUpload } from './gallery-bulk-upload';
import { GalleryForm } from './gallery-form';

export const CONFIRM_DELETE_PHOTO = 'Are you sure you want to delete this photo?';

/** The Gallery tab (societies): photo cards, add, edit and delete. */
export function GalleryTab(props: {
  target: DashboardTarget;
  page: Page<DashboardGalleryItem>;
  /** For the bulk upload's choice of event: past ones first (photos are taken at them). */
  events: DashboardEvent[];
}) {
  const [bulk, setBulk] = useState(false);
  const editor = useItemEditor<DashboardGalleryItem>({
    target: props.target,
    collection: 'gallery',
    confirmDelete: CONFIRM_DELETE_PHOTO,
    added: 'Photo added.',
    updated: 'Photo updated.',
    deleted: 'Photo deleted.',
  });

  return (
    <Panel
      title="Gallery"
      actions={
        <>
          <ActionButton variant="primary" onClick={() => setBulk(true)}>
            Upload Photos
          </ActionButton>
          <ActionButton variant="primary" onClick={() => editor.openAdd()}>
            Add Photo
          </ActionButton>
        </>
      }
    >
      {props.page.items.length === 0 ? (
        <EmptyList>No photos yet.</EmptyList>
      ) : (
        <ul aria-label="Photos" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {props.page.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <CardImage
                src={item.img}
                alt={item.caption}
                width={640}
                height={360}
                initials={initialsOf(item.caption)}
                className="aspect-video"
              />
              <div className="flex flex-1 flex-col p-4">
                <h3 className="font-semibold text-slate-900">{item.caption}</h3>
                <p className="mt-1 empty:hidden">
                  <PublicationBadge item={item} />
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  {[item.event, item.date ? formatDate(item.date) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {item.description && (
                  <p className="mt-2 line-clamp-2 text-sm text-slate-700">{item.description}</p>
                )}
                <div className="mt-auto flex flex-wrap gap-2 pt-4">
                  <ItemButton
                    label="Publish…"
                    itemName={item.caption}
                    onClick={() => editor.openPublish(item)}
                  />
                  <EditDeleteButtons
                    itemName={item.caption}
                    onEdit={() => editor.openEdit(item)}
                    onDelete={() => void editor.remove(item)}
                    busy={editor.isBusy(item)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ListPager page={props.page.page} pageCount={props.page.pageCount} label={'Gallery pages'} />
      {bulk && (
        <Modal title="Upload photos of an event" onClose={() => setBulk(false)}>
          <GalleryBulkUpload
            target={props.target}
            events={props.events}
            onDone={() => setBulk(false)}
          />
        </Modal>
      )}
      {editor.state && (
        <Modal title={editor.editing ? 'Edit Photo' : 'Add Photo'} onClose={editor.close}>
          <GalleryForm
            item={editor.editing}
            chooseVisibility={!editor.editing}
            onSubmit={editor.submit}
            onCancel={editor.close}
          />
        </Modal>
      )}
      {editor.publishing && (
        <PublishDialog
          item={editor.publishing}
          itemName={editor.publishing.caption}
          onSubmit={editor.publish}
          onClose={editor.closePublish}
        />
      )}
    </Panel>
  );
}
