import {
  ALT_TEXT_MAX,
  MEDIA_ACCEPT,
  type MediaItem,
  type MediaPage,
  parseUploadUrl,
  renditionUrl,
  renditionWidths,
} from '@chapterhouse/shared';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useConfirmation } from '../../components/console/confirm-dialog';
import { StatusFilter } from '../../components/console/list-filter';
import { ListPager } from '../../components/console/list-pager';
import { EmptyList, Panel } from '../../components/console/panel';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { type MediaLibrary, useMediaLibrary } from '../../components/forms/media-library';
import { UploadList, useUploadQueue } from '../../components/forms/upload-queue';
import { notifyError, notifySuccess } from '../../components/toaster';
import { formatDate } from '../../lib/format';

export const CONFIRM_DELETE_MEDIA =
  'Delete this picture and all its sizes? Pages can no longer show it.';

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** One upload: its picture, sizes, where it is used, its alt text and caption, and Delete. */
function MediaCard(props: { item: MediaItem; library: MediaLibrary; showOrganisation: boolean }) {
  const { item, library } = props;
  const change = useDashboardChange();
  const ask = useConfirmation();
  const id = useId();
  const [alt, setAlt] = useState(item.alt);
  const [caption, setCaption] = useState(item.caption ?? '');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const label = item.alt || item.name;
  const key = parseUploadUrl(item.url)?.key ?? '';

  const save = async () => {
    setBusy(true);
    const result = await change(
      () => library.describe(item, { alt, caption: caption || null }),
      'Description saved.',
    );
    setRefusal(result.ok ? null : result.message);
    setBusy(false);
  };
  const remove = async () => {
    if (!(await ask({ question: CONFIRM_DELETE_MEDIA, confirmLabel: 'Delete' }))) return;
    setBusy(true);
    const result = await change(() => library.remove(item), 'Picture deleted.');
    setRefusal(result.ok ? null : result.message);
    setBusy(false);
  };

  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <img
        // The 640 px rendition (or the largest below it) fills a card at any width.
        src={renditionUrl(
          key,
          renditionWidths(key, item.width)
            .filter((w) => w <= 640)
            .pop() ?? item.width,
        )}
        style={{ backgroundColor: item.placeholderColor }}
        alt={item.alt}
        width={item.width}
        height={item.height}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4 text-sm">
        <div>
          <h3 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{item.name}</h3>
          <p className="text-slate-600">
            {item.width} × {item.height} · {megabytes(item.bytes)} uploaded,{' '}
            {megabytes(item.storedBytes)} in {item.widths.length} sizes
          </p>
          <p className="text-slate-600">
            {props.showOrganisation && <>{item.organisation.name} · </>}
            {formatDate(item.createdAt.slice(0, 10))}
            {item.createdBy && <> by {item.createdBy}</>}
          </p>
        </div>
        {!item.alt && (
          <p className="rounded-md bg-amber-50 px-2 py-1 font-medium text-amber-900">
            Needs alt text before it can appear on a public page.
          </p>
        )}
        <div>
          <p className="font-medium text-slate-700">Where it is used</p>
          {item.usages.length === 0 ? (
            <p className="text-slate-600">Not used on any page yet.</p>
          ) : (
            <ul className="list-disc pl-5 text-slate-700">
              {item.usages.map((usage) => (
                <li key={`${usage.kind}-${usage.id}-${usage.description}`}>{usage.description}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="space-y-2">
          <div>
            <label htmlFor={`${id}-alt`} className="font-medium text-slate-700">
              Alt text
            </label>
            <input
              id={`${id}-alt`}
              value={alt}
              maxLength={ALT_TEXT_MAX}
              onChange={(event) => setAlt(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-1.5"
            />
          </div>
          <div>
            <label htmlFor={`${id}-caption`} className="font-medium text-slate-700">
              Caption
            </label>
            <input
              id={`${id}-caption`}
              value={caption}
              onChange={(event) => setCaption(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-1.5"
            />
          </div>
        </div>
        {refusal && (
          <p role="alert" className="font-medium text-red-700">
            {refusal}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => void save()}
            disabled={busy || (alt === item.alt && caption === (item.caption ?? ''))}
            className="cursor-pointer rounded-lg bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-800 disabled:cursor-default disabled:opacity-50"
          >
            Save<span className="sr-only">: {label}</span>
          </button>
          <button
            type="button"
            onClick={() => void remove()}
            disabled={busy}
            className="cursor-pointer rounded-lg border border-red-300 px-3 py-1.5 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
          >
            Delete<span className="sr-only">: {label}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * The media library: everything uploaded, where each picture is used, its alt text (needed
 * before it may appear on a public page) and caption; upload more; delete what is unused (a
 * picture in use cannot be deleted: the server names where it is used). A page at a time, newest
 * first. In the branch console it lists every organisation's uploads, which can be narrowed to
 * one (`?organisation=`, read by the server).
 */
export function MediaTab(props: {
  page: MediaPage;
  /** The console: whose upload each is, and a choice of organisation. */
  showOrganisation?: boolean;
  /** The console's choice of organisation: its id ('' for all) and the choices. */
  organisationFilter?: { value: string; choices: readonly { value: string; label: string }[] };
  description?: string;
}) {
  const library = useMediaLibrary();
  const revalidator = useRevalidator();
  const inputId = useId();
  const queue = useUploadQueue((file, onProgress) => {
    if (!library) throw new Error('No media library here.');
    return library.upload(file, onProgress);
  });

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    const uploaded = await queue.start(files);
    if (uploaded > 0) notifySuccess(`${uploaded} of ${files.length} uploaded.`);
    if (uploaded < files.length) notifyError('Some pictures could not be uploaded: see the list.');
    void revalidator.revalidate();
  };

  const shown = props.page.items;
  const filter = props.organisationFilter;

  return (
    <Panel
      title="Media library"
      description={
        props.description ??
        'Pictures uploaded for your pages. Describe each one (alt text) before using it on a public page.'
      }
      actions={
        library && (
          <>
            <input
              id={inputId}
              type="file"
              accept={MEDIA_ACCEPT}
              multiple
              disabled={queue.running}
              className="peer sr-only"
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                void upload(files);
              }}
            />
            <label
              htmlFor={inputId}
              className="cursor-pointer rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 hover:bg-brand-800"
            >
              Upload pictures
            </label>
          </>
        )
      }
    >
      <UploadList files={queue.files} />
      {filter && (
        <StatusFilter
          label="Show"
          param="organisation"
          value={filter.value}
          options={[{ value: '', label: 'Every organisation' }, ...filter.choices]}
        />
      )}
      {shown.length === 0 ? (
        <EmptyList>No pictures uploaded yet.</EmptyList>
      ) : (
        library && (
          <ul aria-label="Uploaded pictures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((item) => (
              // A new version (after a save) starts the card's fields from what is stored.
              <MediaCard
                key={`${item.id}-${item.version}`}
                item={item}
                library={library}
                showOrganisation={props.showOrganisation === true}
              />
            ))}
          </ul>
        )
      )}
      <ListPager page={props.page.page} pageCount={props.page.pageCount} label="Media pages" />
    </Panel>
  );
}
