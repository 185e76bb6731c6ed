import { MEDIA_ACCEPT, type MediaItem, parseUploadUrl, renditionUrl } from '@chapterhouse/shared';
import { type DragEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { notifyError, notifySuccess } from '../toaster';
import { messageOf } from './change-failed';
import { Field } from './form-fields';
import { type MediaLibrary, useMediaLibrary } from './media-library';
import { checkFile } from './upload';

/** The small picture beside the address: an upload's narrowest rendition, else the address. */
function previewOf(url: string): string | null {
  const upload = parseUploadUrl(url);
  if (upload) return renditionUrl(upload.key, Math.min(320, upload.width));
  return /^(https?:\/\/|\/)/.test(url) ? url : null;
}

function Preview({ url }: { url: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = previewOf(url.trim());
  if (!src || failed === src) return null;
  return (
    <img
      src={src}
      alt="Preview"
      width={80}
      height={80}
      onError={() => setFailed(src)}
      className="mt-1 size-20 shrink-0 rounded-lg bg-slate-100 object-cover"
    />
  );
}

/**
 * Asks for the alt text of an upload just chosen that has none: the server refuses to show an
 * undescribed picture on a public page, so the form would not save without it.
 */
function AltTextPrompt(props: {
  item: MediaItem;
  library: MediaLibrary;
  onSaved: (item: MediaItem) => void;
}) {
  const id = useId();
  const [alt, setAlt] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (!alt.trim()) {
      setError('Describe the picture first.');
      return;
    }
    setSaving(true);
    try {
      props.onSaved(await props.library.describe(props.item, { alt, caption: props.item.caption }));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSaving(false);
    }
  };
  // Enter saves the description; it must not submit the form around the field.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    }
  };

  return (
    <div className="mt-3 rounded-lg bg-amber-50 p-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Alt text for {props.item.name}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        What the picture shows, for people who cannot see it. Required before it appears on a public
        page.
      </p>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={Boolean(error)}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm"
        />
        <button
          type="button"
          onClick={() => void save()}
          disabled={saving}
          className="cursor-pointer rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {saving ? 'Saving...' : 'Save alt text'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The organisation's uploads to choose from, inline under the field (no dialog in a dialog). */
function LibraryPicker(props: {
  id: string;
  library: MediaLibrary;
  onChoose: (item: MediaItem) => void;
}) {
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { library } = props;

  useEffect(() => {
    const controller = new AbortController();
    library.list(controller.signal).then(setItems, (failure) => {
      if (!controller.signal.aborted) setError(messageOf(failure));
    });
    return () => controller.abort();
  }, [library]);

  return (
    <section id={props.id} aria-label="Media library" className="mt-3">
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : !items ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the media library...
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">No uploads yet: upload a picture instead.</p>
      ) : (
        <ul className="grid max-h-72 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => props.onChoose(item)}
                className="block w-full cursor-pointer overflow-hidden rounded-lg border border-slate-200 text-left hover:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <img
                  src={previewOf(item.url) ?? item.url}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  style={{ backgroundColor: item.placeholderColor }}
                  className="aspect-[4/3] w-full object-cover"
                />
                <span className="block truncate px-2 py-1 text-xs text-slate-700">
                  <span className="sr-only">Choose </span>
                  {item.alt || item.name}
                  {!item.alt && <span className="sr-only"> (no alt text yet)</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What an image input shows and reports; the form's field, or a carousel's next picture. */
interface ImageInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  /** An upload or a library pick was chosen (after the value changed to its address). */
  onChosen?: (item: MediaItem) => void;
  /** The chosen picture got its alt text here. */
  onDescribed?: (item: MediaItem) => void;
}

/**
 * An image field: paste an address, upload a picture (pick or drop a file; progress shown), or
 * choose one from the media library. Either way the value is an address. Without a library
 * (none provided on the page) it is a plain address field.
 */
export function ImageInput(props: ImageInputProps) {
  const library = useMediaLibrary();
  const fileId = useId();
  const pickerId = useId();
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [undescribed, setUndescribed] = useState<MediaItem | null>(null);
  const [picking, setPicking] = useState(false);
  const [dragging, setDragging] = useState(false);

  const choose = (item: MediaItem) => {
    props.onChange(item.url);
    setPicking(false);
    setError(null);
    setUndescribed(item.alt ? null : item);
    props.onChosen?.(item);
  };

  const send = async (file: File) => {
    if (!library || upload) return;
    const refused = checkFile(file);
    setError(refused);
    if (refused) {
      notifyError(refused);
      return;
    }
    setUpload({ name: file.name, percent: 0 });
    try {
      const item = await library.upload(file, (fraction) =>
        setUpload({ name: file.name, percent: Math.round(fraction * 100) }),
      );
      choose(item);
      notifySuccess(`Uploaded ${file.name}.`);
    } catch (failure) {
      const message = messageOf(failure, 'The upload failed. Please try again.');
      setError(message);
      notifyError(message);
    } finally {
      setUpload(null);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  };

  return (
    <div className={props.className}>
      <Field label={props.label} required={props.required} error={props.error} hint={props.hint}>
        {(control) => (
          <div className="flex items-start gap-3">
            <input
              {...control}
              ref={props.inputRef}
              name={props.name}
              type="url"
              value={props.value}
              onChange={(event) => {
                props.onChange(event.target.value);
                setUndescribed(null);
              }}
              onBlur={props.onBlur}
            />
            {props.value && <Preview url={props.value} />}
          </div>
        )}
      </Field>
      {library && (
        // Dropping is a shortcut; the file input and the library button do everything it does.
        // biome-ignore lint/a11y/noStaticElementInteractions: a drop zone around real controls.
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`mt-2 rounded-lg border border-dashed p-3 text-sm ${
            dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300'
          }`}
        >
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={fileId}
              type="file"
              accept={MEDIA_ACCEPT}
              disabled={Boolean(upload)}
              className="peer sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void send(file);
              }}
            />
            <label
              htmlFor={fileId}
              className="cursor-pointer rounded-lg border border-brand-700 px-3 py-1.5 font-semibold text-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 hover:bg-brand-50"
            >
              Upload a picture<span className="sr-only"> for {props.label}</span>
            </label>
            <button
              type="button"
              aria-expanded={picking}
              aria-controls={picking ? pickerId : undefined}
              onClick={() => setPicking(!picking)}
              className="cursor-pointer rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-700 hover:bg-slate-50"
            >
              Choose from library<span className="sr-only"> for {props.label}</span>
            </button>
            <span className="text-slate-600">or drop a picture here</span>
          </div>
          {upload && (
            <div role="status" className="mt-2 flex items-center gap-2">
              <progress
                value={upload.percent}
                max={100}
                aria-label={`Uploading ${upload.name}`}
                className="h-2 flex-1"
              />
              <span className="text-slate-700">
                Uploading {upload.name}: {upload.percent}%
              </span>
            </div>
          )}
          {error && (
            <p role="alert" className="mt-2 font-medium text-red-700">
              {error}
            </p>
          )}
          {undescribed && (
            <AltTextPrompt
              item={undescribed}
              library={library}
              onSaved={(item) => {
                setUndescribed(null);
                notifySuccess('Alt text saved.');
                props.onDescribed?.(item);
              }}
            />
          )}
          {picking && <LibraryPicker id={pickerId} library={library} onChoose={choose} />}
        </div>
      )}
    </div>
  );
}

/** An image field of a form (react-hook-form): `<ImageField control={form.control} name="image" label="Image URL" />`. */
export function ImageField<Values extends FieldValues, Payload>(props: {
  control: Control<Values, unknown, Payload>;
  name: Path<Values>;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  onChosen?: (item: MediaItem) => void;
  onDescribed?: (item: MediaItem) => void;
}) {
  const { control, name, ...shown } = props;
  const { field, fieldState } = useController({ control, name });
  return (
    <ImageInput
      {...shown}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}

/**
 * The pictures of an organisation's banner carousel, in order: remove or move each; add one by
 * upload, library or address. At most `max`.
 */
export function CarouselField<Values extends FieldValues, Payload>(props: {
  control: Control<Values, unknown, Payload>;
  name: Path<Values>;
  max: number;
}) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const images: string[] = Array.isArray(field.value) ? field.value : [];
  const [draft, setDraft] = useState('');
  const set = (next: string[]) => field.onChange(next);
  const add = (url: string) => {
    // Each picture once: the list is keyed by address.
    if (!url.trim() || images.length >= props.max || images.includes(url.trim())) return;
    set([...images, url.trim()]);
    setDraft('');
  };
  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    if (moved !== undefined) next.splice(to, 0, moved);
    set(next);
  };
  const itemErrors = Array.isArray(fieldState.error)
    ? (fieldState.error as Array<{ message?: string } | undefined>)
    : [];
  const error =
    fieldState.error?.message ?? itemErrors.find((entry) => entry?.message)?.message ?? undefined;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">Carousel images</legend>
      <p className="text-xs text-slate-600">
        The banner pictures of your public page, in this order (at most {props.max}).
      </p>
      {images.length > 0 && (
        <ol className="space-y-2">
          {images.map((url, index) => (
            <li
              key={url}
              // On a phone the buttons go under the picture and its address, not past the edge.
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 p-2"
            >
              <Preview url={url} />
              <span className="min-w-0 flex-1 basis-32 truncate text-sm text-slate-700">{url}</span>
              <button
                type="button"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                className="cursor-pointer rounded px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-40"
              >
                Up<span className="sr-only">: carousel image {index + 1}</span>
              </button>
              <button
                type="button"
                disabled={index === images.length - 1}
                onClick={() => move(index, index + 1)}
                className="cursor-pointer rounded px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-40"
              >
                Down<span className="sr-only">: carousel image {index + 1}</span>
              </button>
              <button
                type="button"
                onClick={() => set(images.filter((_, position) => position !== index))}
                className="cursor-pointer rounded border border-red-300 px-2 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
              >
                Remove<span className="sr-only">: carousel image {index + 1}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {images.length < props.max && (
        <div className="flex flex-wrap items-end gap-2">
          <ImageInput
            label="Add a carousel image"
            value={draft}
            onChange={setDraft}
            onChosen={(item) => add(item.url)}
            className="min-w-0 flex-1"
          />
          <button
            type="button"
            onClick={() => add(draft)}
            disabled={!draft.trim()}
            className="mb-0.5 cursor-pointer rounded-lg border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
          >
            Add address
          </button>
        </div>
      )}
    </fieldset>
  );
}
