import {
  type AdminOrganisation,
  type ManagedKind,
  organisationCreateSchema,
  organisationEditSchema,
  organisationSlug,
} from '@chapterhouse/shared';
import { useRef } from 'react';
import type { z } from 'zod';
import {
  DashboardForm,
  TextField,
  textsOf,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { collectionOf, paths } from '../../config/paths';

export type OrganisationCreatePayload = z.output<typeof organisationCreateSchema>;
export type OrganisationEditPayload = z.output<typeof organisationEditSchema>;

export const KIND_LABELS: Record<ManagedKind, string> = { society: 'Society', council: 'Council' };

/** What the slug field says about the address it makes. */
function slugHint(kind: ManagedKind, slug: string, extra?: string) {
  const address = paths.organisation(collectionOf(kind), slug.trim() || '…');
  return (
    <>
      Its address: <span className="font-mono">{address}</span>. Lower-case letters, digits and
      single dashes.{extra ? ` ${extra}` : ''}
    </>
  );
}

interface CreateValues {
  /** Not a field: the list the form was opened from decides it. */
  kind: ManagedKind;
  name: string;
  slug: string;
  image: string;
}

/**
 * A new society or council: name, slug and image. The slug follows the name as the server would
 * make it (`organisationSlug`) until the person edits it; emptying it makes it follow the name
 * again.
 */
export function OrganisationCreateForm(props: {
  kind: ManagedKind;
  onSubmit: (payload: OrganisationCreatePayload) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { form, field } = useSchemaForm(organisationCreateSchema, {
    kind: props.kind,
    name: '',
    slug: '',
    image: '',
  } satisfies CreateValues);
  const slugEdited = useRef(false);
  const name = field('name');
  const slug = field('slug');
  const slugValue = form.watch('slug') ?? '';

  const nameRegistration = {
    ...name.registration,
    onChange: async (event: { target: { value: string } }) => {
      await name.registration.onChange(event);
      if (!slugEdited.current) {
        form.setValue('slug', organisationSlug(event.target.value), {
          shouldValidate: form.formState.isSubmitted,
        });
      }
    },
  };
  const slugRegistration = {
    ...slug.registration,
    onChange: async (event: { target: { value: string } }) => {
      slugEdited.current = event.target.value.trim() !== '';
      await slug.registration.onChange(event);
    },
  };

  return (
    <DashboardForm
      form={form}
      onSubmit={props.onSubmit}
      submitLabel={`Add ${KIND_LABELS[props.kind]}`}
      pendingLabel="Adding..."
      onCancel={props.onCancel}
    >
      <TextField label="Name" required error={name.error} registration={nameRegistration} />
      <TextField
        label="Slug"
        required
        error={slug.error}
        registration={slugRegistration}
        hint={slugHint(props.kind, slugValue, 'Made from the name until you change it.')}
      />
      <TextField label="Image URL" type="url" {...field('image')} />
    </DashboardForm>
  );
}

interface EditValues {
  /** Not a field: sent back as loaded (409 when someone else saved meanwhile). */
  version: number;
  name: string;
  slug: string;
  image: string;
}

/** An organisation's name, slug and image, saved with the version it was loaded with. */
export function OrganisationEditForm(props: {
  organisation: AdminOrganisation;
  onSubmit: (payload: OrganisationEditPayload) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { organisation } = props;
  const { form, field } = useSchemaForm(organisationEditSchema, {
    version: organisation.version,
    ...textsOf(organisation, ['name', 'slug', 'image']),
  } satisfies EditValues);
  const slugValue = form.watch('slug') ?? '';

  return (
    <DashboardForm
      form={form}
      onSubmit={props.onSubmit}
      submitLabel="Save Changes"
      onCancel={props.onCancel}
    >
      <TextField label="Name" required {...field('name')} />
      <TextField
        label="Slug"
        required
        hint={slugHint(
          organisation.kind,
          slugValue,
          'Changing it changes every address of its pages.',
        )}
        {...field('slug')}
      />
      <TextField label="Image URL" type="url" {...field('image')} />
    </DashboardForm>
  );
}
