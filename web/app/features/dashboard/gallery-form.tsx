import {
  type DashboardGalleryItem,
  galleryItemInputSchema,
  linkSchema,
} from '@chapterhouse/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { asText, FormActions, schemaResolver, TextAreaField, TextField } from './form-fields';

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
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<GalleryFormValues, unknown, GalleryPayload>({
    resolver: schemaResolver<GalleryFormValues, typeof galleryItemInputSchema>(
      galleryItemInputSchema,
    ),
    defaultValues: {
      img: asText(item?.img),
      caption: asText(item?.caption),
      date: asText(item?.date),
      event: asText(item?.event),
      photographer: asText(item?.photographer),
      tags: item?.tags.join(', ') ?? '',
      description: asText(item?.description),
    },
  });
  const img = watch('img').trim();

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (payload) => {
        await props.onSubmit(payload);
      })}
      className="space-y-4"
    >
      <TextField
        label="Image URL"
        type="url"
        required
        registration={register('img')}
        error={errors.img?.message}
      />
      <ImagePreview src={img} />
      <TextField
        label="Caption"
        required
        registration={register('caption')}
        error={errors.caption?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Date"
          type="date"
          registration={register('date')}
          error={errors.date?.message}
        />
        <TextField
          label="Associated Event"
          registration={register('event')}
          error={errors.event?.message}
        />
        <TextField
          label="Photographer"
          registration={register('photographer')}
          error={errors.photographer?.message}
        />
        <TextField
          label="Tags"
          hint="Comma-separated, e.g. workshop, robotics"
          registration={register('tags')}
          error={errors.tags?.message}
        />
      </div>
      <TextAreaField
        label="Description"
        rows={3}
        registration={register('description')}
        error={errors.description?.message}
      />
      <FormActions
        submitLabel={item ? 'Update Photo' : 'Add Photo'}
        pendingLabel={item ? 'Updating...' : 'Adding...'}
        pending={isSubmitting}
        onCancel={props.onCancel}
      />
    </form>
  );
}
