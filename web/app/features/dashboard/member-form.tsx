import { type DashboardMember, memberInputSchema, SLATE_ROLES } from '@chapterhouse/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  asText,
  FormActions,
  SelectField,
  schemaResolver,
  TextAreaField,
  TextField,
} from './form-fields';

export type MemberPayload = z.output<typeof memberInputSchema>;

interface MemberFormValues {
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
  onSubmit: (payload: MemberPayload) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { member } = props;
  const role = knownRole(member?.role);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MemberFormValues, unknown, MemberPayload>({
    resolver: schemaResolver<MemberFormValues, typeof memberInputSchema>(memberInputSchema),
    defaultValues: {
      name: asText(member?.name),
      role,
      email: asText(member?.email),
      phone: asText(member?.phone),
      photo: asText(member?.photo),
      linkedin: asText(member?.linkedin),
      bio: asText(member?.bio),
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (payload) => {
        await props.onSubmit(payload);
      })}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full Name"
          required
          registration={register('name')}
          error={errors.name?.message}
        />
        <SelectField
          label="Role"
          required
          placeholder="Select a role"
          options={SLATE_ROLES}
          defaultValue={role}
          registration={register('role')}
          error={errors.role?.message}
        />
        <TextField
          label="Email"
          type="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <TextField
          label="Phone"
          type="tel"
          registration={register('phone')}
          error={errors.phone?.message}
        />
        <TextField
          label="Photo URL"
          type="url"
          registration={register('photo')}
          error={errors.photo?.message}
        />
        <TextField
          label="LinkedIn URL"
          type="url"
          registration={register('linkedin')}
          error={errors.linkedin?.message}
        />
      </div>
      <TextAreaField
        label="Bio"
        rows={4}
        registration={register('bio')}
        error={errors.bio?.message}
      />
      <FormActions
        submitLabel={member ? 'Save Changes' : 'Add Member'}
        pending={isSubmitting}
        onCancel={props.onCancel}
      />
    </form>
  );
}
