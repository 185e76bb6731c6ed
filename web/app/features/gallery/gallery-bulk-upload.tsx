import { type DashboardEvent, MEDIA_ACCEPT } from '@chapterhouse/shared';
import { type DragEvent, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { UploadList, useUploadQueue } from '../../components/forms/upload-queue';
import { notifyError, notifySuccess } from '../../components/toaster';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { formatDate } from '../../lib/format';
import { uploadGalleryPhoto } from './api';

/** How a batch is sent; tests replace it. */
export type SendGalleryPhoto = typeof uploadGalleryPhoto;

/**
 * Many photos of one event at once (a phone's 30 pictures of an evening): they upload a few at a
 * time, each with its own progress, and each becomes a gallery photo of the chosen event,
 * captioned with the caption given here, else the event's title, else the file's name (the
 * caption is also the photo's alt text; both can be edited afterwards).
 */
export function GalleryBulkUpload(props: {
  target: DashboardTarget;
  /** The organisation's events, newest first. */
  events: DashboardEvent[];
  onDone: () => void;
  send?: SendGalleryPhoto;
}) {
  const send = props.send ?? uploadGalleryPhoto;
  const revalidator = useRevalidator();
  const ids = { event: useId(), caption: useId(), files: useId() };
  const [eventId, setEventId] = useState(props.events[0]?.id.toString() ?? '');
  const [caption, setCaption] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [finished, setFinished] = useState(false);
  const queue = useUploadQueue((file, onProgress) =>
    send(
      props.target,
      file,
      { eventId: eventId ? Number(eventId) : undefined, caption: caption.trim() || undefined },
      onProgress,
    ),
  );
  const chosenEvent = props.events.find((event) => String(event.id) === eventId);

  const start = async () => {
    if (files.length === 0) return;
    const uploaded = await queue.start(files);
    setFinished(true);
    if (uploaded > 0) notifySuccess(`${uploaded} of ${files.length} photos added to the gallery.`);
    if (uploaded < files.length) notifyError('Some photos could not be added: see the list.');
    void revalidator.revalidate();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!queue.running) setFiles([...event.dataTransfer.files]);
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.event} className="text-sm font-medium text-slate-700">
            Event
          </label>
          <select
            id={ids.event}
            value={eventId}
            disabled={queue.running}
            onChange={(event) => setEventId(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">No event</option>
            {props.events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title} ({formatDate(event.date)})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.caption} className="text-sm font-medium text-slate-700">
            Caption
          </label>
          <input
            id={ids.caption}
            value={caption}
            disabled={queue.running}
            placeholder={chosenEvent?.title ?? "Each file's name"}
            aria-describedby={`${ids.caption}-hint`}
            onChange={(event) => setCaption(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          />
          <p id={`${ids.caption}-hint`} className="mt-1 text-xs text-slate-600">
            For every photo of this upload, and its alt text. Left empty: the event's title.
          </p>
        </div>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop zone around a real file input. */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-xl border-2 border-dashed p-6 text-center ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300'
        }`}
      >
        <input
          id={ids.files}
          type="file"
          accept={MEDIA_ACCEPT}
          multiple
          disabled={queue.running}
          className="peer sr-only"
          onChange={(event) => {
            setFiles([...(event.target.files ?? [])]);
            setFinished(false);
          }}
        />
        <label
          htmlFor={ids.files}
          className="inline-block cursor-pointer rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 hover:bg-brand-50"
        >
          Choose photos
        </label>
        <p className="mt-2 text-sm text-slate-600">
          {files.length > 0
            ? `${files.length} photo${files.length === 1 ? '' : 's'} chosen`
            : 'or drop them here'}
        </p>
      </div>
      <UploadList files={queue.files} />
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={props.onDone}
          disabled={queue.running}
          className="cursor-pointer rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          {finished ? 'Done' : 'Cancel'}
        </button>
        <button
          type="button"
          onClick={() => void start()}
          disabled={queue.running || files.length === 0 || finished}
          className="cursor-pointer rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-default disabled:opacity-60"
        >
          {queue.running
            ? 'Uploading...'
            : files.length > 0
              ? `Upload ${files.length} photo${files.length === 1 ? '' : 's'}`
              : 'Upload photos'}
        </button>
      </div>
    </div>
  );
}
