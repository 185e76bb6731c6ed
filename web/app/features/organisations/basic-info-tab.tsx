import {
  CAROUSEL_IMAGES_MAX,
  type OrganisationDetail,
  societyUpdateSchema,
} from '@chapterhouse/shared';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import {
  DashboardForm,
  TextAreaField,
  TextField,
  textsOf,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { CarouselField, ImageField } from '../../components/forms/image-field';
import { type DashboardTarget, updateOrganisation } from '../../lib/dashboard-api';

export const BASIC_INFO_SAVED = 'Basic information saved successfully!';
export const BASIC_INFO_FAILED = 'Error saving basic information. Please try again.';
/** How long the saved or failed message stays (spec section 9). */
export const STATUS_MESSAGE_MS = 3000;

type SocietyUpdatePayload = z.output<typeof societyUpdateSchema>;

interface BasicInfoValues {
  /** Not a field: sent back as loaded, so a save never undoes another's. */
  version: number;
  carouselImages: string[];
  name: string;
  image: string;
  description: string;
  studentMemberCount: string;
  vision: string;
  mission: string;
  objectives: string;
}

const valuesOf = (organisation: OrganisationDetail): BasicInfoValues => ({
  version: organisation.version,
  carouselImages: organisation.carouselImages,
  ...textsOf(organisation, [
    'name',
    'image',
    'description',
    'studentMemberCount',
    'vision',
    'mission',
    'objectives',
  ]),
});

/** A message of the server's that explains itself; anything else gets the spec's sentence. */
const isReadable = (status: number) => status === 400 || status === 404 || status === 409;

/**
 * Basic Info (societies): the society's own fields, saved as a whole with the version they were
 * loaded with. 'Basic information saved successfully!' or the failure shows for 3000 ms.
 */
export function BasicInfoTab(props: { target: DashboardTarget; organisation: OrganisationDetail }) {
  const { organisation } = props;
  const change = useDashboardChange();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const { form, field } = useSchemaForm(societyUpdateSchema, valuesOf(organisation));
  const { reset } = form;

  // Fresh data from the server (after a save, or a conflict) replaces what the form holds.
  useEffect(() => {
    reset(valuesOf(organisation));
  }, [organisation, reset]);

  const show = (next: { ok: boolean; text: string }) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(null), STATUS_MESSAGE_MS);
  };

  const onValid = async (payload: SocietyUpdatePayload) => {
    const result = await change(() => updateOrganisation(props.target, payload), '', {
      quiet: true,
    });
    if (result.ok) show({ ok: true, text: BASIC_INFO_SAVED });
    else if (result.status !== 401 && result.status !== 403) {
      show({ ok: false, text: isReadable(result.status) ? result.message : BASIC_INFO_FAILED });
    }
  };

  return (
    <section aria-labelledby="basic-info-title" className="max-w-3xl">
      <h2 id="basic-info-title" className="text-lg font-semibold text-slate-900">
        Basic Information
      </h2>
      <DashboardForm
        form={form}
        onSubmit={onValid}
        submitLabel="Save Changes"
        className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <TextField label="Name" required {...field('name')} />
        <ImageField control={form.control} name="image" label="Image URL" />
        <TextAreaField label="Description" rows={3} {...field('description')} />
        <TextField
          label="Student Member Count"
          type="number"
          min={0}
          inputMode="numeric"
          className="sm:max-w-xs"
          {...field('studentMemberCount')}
        />
        <TextAreaField label="Vision" rows={3} {...field('vision')} />
        <TextAreaField label="Mission" rows={3} {...field('mission')} />
        <TextAreaField
          label="Objectives"
          rows={4}
          hint="Simple HTML such as <p>, <br>, <ul> and <li> is kept; anything else is removed."
          {...field('objectives')}
        />
        <CarouselField control={form.control} name="carouselImages" max={CAROUSEL_IMAGES_MAX} />
        {message && (
          <p
            role={message.ok ? 'status' : 'alert'}
            className={`rounded-lg px-4 py-3 text-sm font-medium ${
              message.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-700'
            }`}
          >
            {message.text}
          </p>
        )}
      </DashboardForm>
    </section>
  );
}
