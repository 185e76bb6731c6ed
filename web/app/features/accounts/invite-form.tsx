import {
  type AdminOrganisation,
  INVITATION_VALID_DAYS,
  invitationRequestSchema,
  type Role,
} from '@chapterhouse/shared';
import { z } from 'zod';
import {
  DashboardForm,
  SelectField,
  TextField,
  useSchemaForm,
} from '../../components/forms/form-fields';

export type InvitationPayload = z.output<typeof invitationRequestSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  SOCIETY_ADMIN: 'Society admin',
  COUNCIL_ADMIN: 'Council admin',
  BRANCH_ADMIN: 'Branch admin',
};

/** The kind of organisation a role runs; branch admins run none. */
export const kindOfRole = (role: string) =>
  role === 'SOCIETY_ADMIN' ? 'society' : role === 'COUNCIL_ADMIN' ? 'council' : null;

/**
 * The shared schema, reading the organisation as the select gives it (text): blank is none, any
 * other value the number the API expects.
 */
const invitationFormSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null) return value;
  const { organisationId } = value as { organisationId?: unknown };
  return {
    ...value,
    organisationId:
      organisationId === '' || organisationId === undefined || organisationId === null
        ? null
        : Number(organisationId),
  };
}, invitationRequestSchema);

interface InviteValues {
  name: string;
  email: string;
  role: Role;
  organisationId: string;
}

/**
 * Invites an admin: name, e-mail, role and, for society and council admins, the organisation they
 * will run (only live organisations of the role's kind are offered). No password: the invitee
 * sets their own through the link this creates.
 */
export function InviteForm(props: {
  organisations: AdminOrganisation[];
  /** Opened from an organisation's row: its kind's role and it are chosen already. */
  organisation?: AdminOrganisation;
  onSubmit: (payload: InvitationPayload) => Promise<unknown>;
  onCancel: () => void;
}) {
  const preset = props.organisation;
  const initialRole: Role = preset?.kind === 'council' ? 'COUNCIL_ADMIN' : 'SOCIETY_ADMIN';
  const { form, field } = useSchemaForm(invitationFormSchema, {
    name: '',
    email: '',
    role: initialRole,
    organisationId: preset ? String(preset.id) : '',
  } satisfies InviteValues);
  const role = field('role');
  const selectedRole = form.watch('role');
  const kind = kindOfRole(selectedRole);
  const choices = props.organisations
    .filter((organisation) => organisation.kind === kind && !organisation.archived)
    .map((organisation) => ({ value: organisation.id, label: organisation.name }));

  const roleRegistration = {
    ...role.registration,
    onChange: async (event: { target: { value: string } }) => {
      await role.registration.onChange(event);
      // Another kind of organisation, or none: the earlier choice no longer applies.
      form.setValue('organisationId', '', { shouldValidate: form.formState.isSubmitted });
    },
  };

  return (
    <DashboardForm
      form={form}
      onSubmit={props.onSubmit}
      submitLabel="Create invitation"
      pendingLabel="Creating..."
      onCancel={props.onCancel}
    >
      <p className="text-sm text-slate-600">
        This creates the account and a one-time link, valid for {INVITATION_VALID_DAYS} days, where
        the new admin sets their own password. You send them the link.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required {...field('name')} />
        <TextField label="Email" type="email" required {...field('email')} />
        <SelectField
          label="Role"
          required
          options={Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }))}
          defaultValue={initialRole}
          error={role.error}
          registration={roleRegistration}
        />
        {kind ? (
          <SelectField
            // A new element for each kind, so the choice shown is never one of the other kind.
            key={kind}
            label="Organisation"
            required
            placeholder={`Choose a ${kind}`}
            options={choices}
            defaultValue={form.getValues('organisationId')}
            {...field('organisationId')}
          />
        ) : (
          <p className="self-end text-sm text-slate-600">
            Branch admins run the whole site: no organisation.
          </p>
        )}
      </div>
    </DashboardForm>
  );
}
