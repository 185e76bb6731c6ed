import { type DashboardMember, memberInputSchema, SLATE_ROLES } from '@chapterhouse/shared';
import type { z } from 'zod';
import {
  NEW_ITEM_VISIBILITY,
  VisibilityFields,
  type VisibilityValues,
  withPublication,
} from '../../components/console/publication';
import {
  DashboardForm,
  SelectField,
  TextAreaField,
  TextField,
  textsOf,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { ImageField } from '../../components/forms/image-field';

export type MemberPayload = z.output<typeof memberInputSchema>;

interface MemberFormValues extends VisibilityValues {
  name: string;
  role: string;
  email: string;
  phone: string;
  photo: string;
  linkedin: string;
  bio: string;
}

/** A stored role the schema accepts, else none chosen: the form then asks for one. */
const knownRole = (role: string | undefined) =>
  (SLATE_ROLES as readonly string[]).includes(role ?? '') ? (role ?? '') : '';

/** Adds or edits a slate member: full name and role required, the rest optional. */
export function MemberForm(props: {
  member?: DashboardMember;
  /** A new member is published now, saved as a draft or scheduled (the Visibility choice). */
  chooseVisibility?: boolean;
  onSubmit: (payload: MemberPayload) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { member } = props;
  const role = knownRole(member?.role);
  const visibility = props.chooseVisibility && !member;
  const { form, field } = useSchemaForm(withPublication(memberInputSchema), {
    ...textsOf(member, ['name', 'email', 'phone', 'photo', 'linkedin', 'bio']),
    role,
    ...(visibility ? NEW_ITEM_VISIBILITY : {}),
  } satisfies MemberFormValues);

  return (
    <DashboardForm
      form={form}
      onSubmit={props.onSubmit}
      submitLabel={member ? 'Save Changes' : 'Add Member'}
      onCancel={props.onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full Name" required {...field('name')} />
        <SelectField
          label="Role"
          required
          placeholder="Select a role"
          options={SLATE_ROLES}
          defaultValue={role}
          {...field('role')}
        />
        <TextField label="Email" type="email" {...field('email')} />
        <TextField label="Phone" type="tel" {...field('phone')} />
        <TextField label="LinkedIn URL" type="url" {...field('linkedin')} />
      </div>
      <ImageField control={form.control} name="photo" label="Photo URL" />
      <TextAreaField label="Bio" rows={4} {...field('bio')} />
      {visibility && <VisibilityFields form={form} />}
    </DashboardForm>
  );
}
