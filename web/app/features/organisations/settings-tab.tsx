import {
  CAROUSEL_IMAGES_MAX,
  councilUpdateSchema,
  type OrganisationDetail,
} from '@chapterhouse/shared';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { isStale, useDashboardChange } from '../../components/console/use-dashboard-change';
import {
  ActionButton,
  DashboardForm,
  TextAreaField,
  TextField,
  textsOf,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { CarouselField, ImageField } from '../../components/forms/image-field';
import { type DashboardTarget, updateOrganisation } from '../../lib/dashboard-api';
import { formatNumber } from '../../lib/format';

export const NOT_SPECIFIED = 'Not specified';
export const NO_VISION = 'No vision statement available';
export const NO_MISSION = 'No mission statement available';

type CouncilUpdatePayload = z.output<typeof councilUpdateSchema>;

interface SettingsValues {
  /** Sent back as loaded: the version, and the fields Settings does not edit (description, objectives, student count). */
  version: number;
  carouselImages: string[];
  image: string;
  description: string;
  objectives: string;
  studentMemberCount: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  location: string;
  founded: string;
  vision: string;
  mission: string;
  logo: string;
}

const valuesOf = (organisation: OrganisationDetail): SettingsValues => ({
  version: organisation.version,
  carouselImages: organisation.carouselImages,
  ...textsOf(organisation, [
    'image',
    'description',
    'objectives',
    'studentMemberCount',
    'name',
    'email',
    'phone',
    'website',
    'location',
    'founded',
    'vision',
    'mission',
    'logo',
  ]),
});

function ReadView({ organisation }: { organisation: OrganisationDetail }) {
  const or = (value: string | null, fallback = NOT_SPECIFIED) => value?.trim() || fallback;
  const rows: [string, string][] = [
    ['Name', or(organisation.name)],
    ['Email', or(organisation.email)],
    ['Phone', or(organisation.phone)],
    ['Website', or(organisation.website)],
    ['Location', or(organisation.location)],
    ['Founded Year', or(organisation.founded)],
    ['Vision', or(organisation.vision, NO_VISION)],
    ['Mission', or(organisation.mission, NO_MISSION)],
    ['Logo URL', or(organisation.logo)],
  ];
  const { counts } = organisation;
  const figures: [string, number][] = [
    ['Members', counts.slate],
    ['Events', counts.pastEvents + counts.upcomingEvents],
    ['Achievements', counts.achievements],
    ['Gallery Items', counts.gallery],
  ];
  return (
    <>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-5 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="text-sm whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-8 text-base font-semibold text-slate-900">Content</h3>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map(([label, value]) => (
          <div
            key={label}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="order-first text-2xl font-bold text-brand-900">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * Settings (councils): a read view of the council's details; 'Edit Information' turns it into a
 * form, where Cancel discards the edits and Save Changes stores them with the version loaded.
 */
export function SettingsTab(props: { target: DashboardTarget; organisation: OrganisationDetail }) {
  const { organisation } = props;
  const change = useDashboardChange();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  const { form, field } = useSchemaForm(councilUpdateSchema, valuesOf(organisation));
  const { reset, setFocus } = form;

  useEffect(() => {
    reset(valuesOf(organisation));
  }, [organisation, reset]);

  // The form takes focus when it opens; leaving it returns focus to 'Edit Information'.
  useEffect(() => {
    if (editing) setFocus('name');
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, setFocus]);

  const cancel = () => {
    reset(valuesOf(organisation));
    setEditing(false);
  };

  const onValid = async (payload: CouncilUpdatePayload) => {
    const result = await change(
      () => updateOrganisation(props.target, payload),
      'Council information saved successfully!',
    );
    if (result.ok || isStale(result)) setEditing(false);
  };

  return (
    <section aria-labelledby="settings-title" className="max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="settings-title" className="text-lg font-semibold text-slate-900">
          Council Information
        </h2>
        {!editing && (
          <ActionButton ref={editButton} variant="primary" onClick={() => setEditing(true)}>
            Edit Information
          </ActionButton>
        )}
      </div>
      <div className="mt-4">
        {editing ? (
          <DashboardForm
            form={form}
            onSubmit={onValid}
            submitLabel="Save Changes"
            onCancel={cancel}
            className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Name" required {...field('name')} />
              <TextField label="Email" type="email" {...field('email')} />
              <TextField label="Phone" type="tel" {...field('phone')} />
              <TextField label="Website" type="url" {...field('website')} />
              <TextField label="Location" {...field('location')} />
              <TextField label="Founded Year" inputMode="numeric" {...field('founded')} />
            </div>
            <TextAreaField label="Vision" rows={3} {...field('vision')} />
            <TextAreaField label="Mission" rows={3} {...field('mission')} />
            <ImageField control={form.control} name="logo" label="Logo URL" />
            <ImageField control={form.control} name="image" label="Image URL" />
            <CarouselField control={form.control} name="carouselImages" max={CAROUSEL_IMAGES_MAX} />
          </DashboardForm>
        ) : (
          <ReadView organisation={organisation} />
        )}
      </div>
    </section>
  );
}
