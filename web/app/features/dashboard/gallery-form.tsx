import {
  type DashboardGalleryItem,
  galleryItemInputSchema,
  linkSchema,
} from '@chapterhouse/shared';
import { useState } from 'react';
import type { z } from 'zod';
import { DashboardForm, TextAreaField, TextField, textsOf, useSchemaForm } from './form-fields';

export type GalleryPayload = z.output<typeof galleryItemInputSchema>;

interface GalleryFormValues {
  img: string;
  caption: string;
  date: string;
  event: string;
  photographer: string;
  tags: string;
  description: string;
}

/** The picture being entered, once its address is a valid one; hidden if it fails to load. */
function ImagePreview({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const valid = linkSchema.safeParse(src).success;
  if (!valid) return null;
  if (failed === src) {
    return <p className="text-sm text-slate-500">The image could not be loaded from this URL.</p>;
  }
  return (
    <figure>
      <img
        src={src}
        alt="Preview"
        width={640}
        height={360}
        className="max-h-56 w-full rounded-lg bg-slate-100 object-contain"
        onError={() => setFailed(src)}
      />
      <figcaption className="sr-only">Preview</figcaption>
    </figure>
  );
}

/** Adds or edits a gallery photo: Image URL and Caption required, the rest optional. */
export function GalleryForm(props: {
  item?: DashboardGalleryItem;
  onSubmit: (payload: GalleryPayload) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { item } = props;
  const { form, field } = useSchemaForm(galleryItemInputSchema, {
    ...textsOf(item, ['img', 'caption', 'date', 'event', 'photographer', 'description']),
    tags: item?.tags.join(', ') ?? '',
  } satisfies GalleryFormValues);
  const img = form.watch('img').trim();

  return (
    <DashboardForm
      form={form}
      onSubmit={props.onSubmit}
      submitLabel={item ? 'Update Photo' : 'Add Photo'}
      pendingLabel={item ? 'Updating...' : 'Adding...'}
      onCancel={props.onCancel}
    >
      <TextField label="Image URL" type="url" required {...field('img')} />
      <ImagePreview src={img} />
      <TextField label="Caption" required {...field('caption')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Date" type="date" {...field('date')} />
        <TextField label="Associated Event" {...field('event')} />
        <TextField label="Photographer" {...field('photographer')} />
        <TextField
          label="Tags"
          hint="Comma-separated, e.g. workshop, robotics"
          {...field('tags')}
        />
      </div>
      <TextAreaField label="Description" rows={3} {...field('description')} />
    </DashboardForm>
  );
}
