import { type DashboardGalleryItem, galleryItemInputSchema } from '@chapterhouse/shared';
import type { z } from 'zod';
import {
  NEW_ITEM_VISIBILITY,
  VisibilityFields,
  type VisibilityValues,
  withPublication,
} from '../../components/console/publication';
import {
  DashboardForm,
  TextAreaField,
  TextField,
  textsOf,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { ImageField } from '../../components/forms/image-field';

export type GalleryPayload = z.output<typeof galleryItemInputSchema>;

interface GalleryFormValues extends VisibilityValues {
  img: string;
  caption: string;
  date: string;
  event: string;
  photographer: string;
  tags: string;
  description: string;
}

/** Adds or edits a gallery photo: Image URL and Caption required, the rest optional. */
export function GalleryForm(props: {
  item?: DashboardGalleryItem;
  /** A new photo is published now, saved as a draft or scheduled (the Visibility choice). */
  chooseVisibility?: boolean;
  onSubmit: (payload: GalleryPayload) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { item } = props;
  const visibility = props.chooseVisibility && !item;
  const { form, field } = useSchemaForm(withPublication(galleryItemInputSchema), {
    ...textsOf(item, ['img', 'caption', 'date', 'event', 'photographer', 'description']),
    tags: item?.tags.join(', ') ?? '',
    ...(visibility ? NEW_ITEM_VISIBILITY : {}),
  } satisfies GalleryFormValues);
  // A picture from the library brings its caption (or description) when none is typed yet.
  const captionFrom = (item: { caption: string | null; alt: string }) => {
    if (!form.getValues('caption').trim() && (item.caption || item.alt)) {
      form.setValue('caption', item.caption || item.alt, { shouldValidate: true });
    }
  };

  return (
    <DashboardForm
      form={form}
      onSubmit={props.onSubmit}
      submitLabel={item ? 'Update Photo' : 'Add Photo'}
      pendingLabel={item ? 'Updating...' : 'Adding...'}
      onCancel={props.onCancel}
    >
      <ImageField
        control={form.control}
        name="img"
        label="Image URL"
        required
        onChosen={captionFrom}
        onDescribed={captionFrom}
      />
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
      {visibility && <VisibilityFields form={form} />}
    </DashboardForm>
  );
}
