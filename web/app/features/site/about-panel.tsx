import { type BranchAbout, branchAboutUpdateSchema } from '@chapterhouse/shared';
import { useEffect } from 'react';
import type { z } from 'zod';
import { Panel } from '../../components/console/panel';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import {
  DashboardForm,
  FORM_CARD,
  TextAreaField,
  TextField,
  textsOf,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { updateAbout } from './console-api';

export const ABOUT_SAVED = 'About text saved.';

type AboutPayload = z.output<typeof branchAboutUpdateSchema>;

interface AboutValues {
  /** Not a field: sent back as loaded (409 when someone else saved meanwhile). */
  version: number;
  name: string;
  description: string;
  vision: string;
  mission: string;
  objectives: string;
  email: string;
  phone: string;
  location: string;
}

const valuesOf = (about: BranchAbout): AboutValues => ({
  version: about.version,
  ...textsOf(about, [
    'name',
    'description',
    'vision',
    'mission',
    'objectives',
    'email',
    'phone',
    'location',
  ]),
});

/**
 * About: the branch's own record, as the landing page's About section and contact details show
 * it. Saved as a whole with the version it was loaded with, like an organisation's Basic Info.
 */
export function AboutPanel(props: { about: BranchAbout }) {
  const { about } = props;
  const change = useDashboardChange();
  const { form, field } = useSchemaForm(branchAboutUpdateSchema, valuesOf(about));
  const { reset } = form;

  // Fresh data from the server (after a save, or a conflict) replaces what the form holds.
  useEffect(() => {
    reset(valuesOf(about));
  }, [about, reset]);

  const onValid = async (payload: AboutPayload) => {
    await change(() => updateAbout(payload), ABOUT_SAVED);
  };

  return (
    <Panel
      title="About"
      description="The landing page's About section (vision, mission, objectives) and the branch's contact details."
    >
      <DashboardForm
        form={form}
        onSubmit={onValid}
        submitLabel="Save Changes"
        className={FORM_CARD}
      >
        <TextField label="Branch name" required {...field('name')} />
        <TextAreaField label="Description" rows={3} {...field('description')} />
        <TextAreaField label="Vision" rows={3} {...field('vision')} />
        <TextAreaField label="Mission" rows={3} {...field('mission')} />
        <TextAreaField
          label="Objectives"
          rows={5}
          hint="Simple HTML such as <p>, <br>, <ul> and <li> is kept; anything else is removed."
          {...field('objectives')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Email" type="email" {...field('email')} />
          <TextField label="Phone" type="tel" {...field('phone')} />
          <TextField label="Location" {...field('location')} />
        </div>
      </DashboardForm>
    </Panel>
  );
}
