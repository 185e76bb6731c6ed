import {
  NEWSLETTER_EVENT_WEEKS_MAX,
  type NewsletterIssue,
  type NewsletterProposal,
  newsletterIssueInputSchema,
  newsletterIssueUpdateSchema,
} from '@chapterhouse/shared';
import { useEffect, useId } from 'react';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import {
  DashboardForm,
  FORM_CARD,
  SelectField,
  TextAreaField,
  TextField,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { paths } from '../../config/paths';
import { createIssue, updateIssue } from './issues-api';

export const ISSUE_CREATED = 'Draft saved. Preview it below, then send it.';
export const ISSUE_SAVED = 'Issue saved.';

/** The form's text as the shared schema reads it: the weeks (a select's text) as a number. */
const asInput = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return value;
  const { eventWeeks } = value as { eventWeeks?: unknown };
  return { ...value, eventWeeks: Number(eventWeeks) };
};
const newIssueFormSchema = z.preprocess(asInput, newsletterIssueInputSchema);
const issueUpdateFormSchema = z.preprocess(asInput, newsletterIssueUpdateSchema);

interface IssueValues {
  /** Not a field: sent back as loaded (409 when someone else saved meanwhile). */
  version: number;
  subject: string;
  intro: string;
  eventWeeks: string;
  /** Kept by the checkboxes themselves, in the order they were ticked. */
  proposalIds: number[];
}

const valuesOf = (issue: NewsletterIssue | undefined): IssueValues => ({
  version: issue?.version ?? 0,
  subject: issue?.subject ?? '',
  intro: issue?.intro ?? '',
  eventWeeks: String(issue?.eventWeeks ?? 4),
  proposalIds: issue?.proposalIds ?? [],
});

const WEEKS = Array.from({ length: NEWSLETTER_EVENT_WEEKS_MAX }, (_, index) => ({
  value: index + 1,
  label: index === 0 ? '1 week' : `${index + 1} weeks`,
}));

/**
 * The composer of an issue: its subject, the branch's introduction, how many weeks of coming
 * events it lists, and which open proposals it carries. A new issue is saved as a draft and
 * opened; a draft is saved with the version it was loaded with.
 */
export function IssueComposer(props: {
  /** The draft edited; none for a new issue. */
  issue?: NewsletterIssue;
  /** The open proposals it may take. */
  proposals: NewsletterProposal[];
  /** Told whether the form holds changes not saved yet (the preview shows the saved issue). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { issue, onDirtyChange } = props;
  const change = useDashboardChange();
  const navigate = useNavigate();
  const legendId = useId();
  const { form, field } = useSchemaForm(
    issue ? issueUpdateFormSchema : newIssueFormSchema,
    valuesOf(issue),
  );
  const { reset } = form;
  const { isDirty, errors } = useFormState({ control: form.control });

  // Fresh data from the server (after a save, or a conflict) replaces what the form holds.
  useEffect(() => {
    reset(valuesOf(issue));
  }, [issue, reset]);
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  const chosen = form.watch('proposalIds');
  const toggle = (id: number) =>
    form.setValue(
      'proposalIds',
      chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id],
      { shouldDirty: true },
    );
  const choices = props.proposals;

  const onValid = async (payload: unknown) => {
    if (issue) {
      await change(() => updateIssue(issue.id, payload as never), ISSUE_SAVED);
      return;
    }
    const result = await change(() => createIssue(payload), ISSUE_CREATED, { reload: false });
    if (result.ok) navigate(paths.newsletterIssueConsole(result.value.id));
  };

  return (
    <DashboardForm
      form={form}
      onSubmit={onValid}
      submitLabel={issue ? 'Save issue' : 'Save draft'}
      className={FORM_CARD}
    >
      <TextField label="Subject" required {...field('subject')} />
      <TextAreaField
        label="Introduction"
        required
        rows={8}
        hint="Plain text; a blank line starts a new paragraph."
        {...field('intro')}
      />
      <SelectField
        label="Coming events"
        hint="How far ahead the issue lists events."
        options={WEEKS}
        defaultValue={valuesOf(issue).eventWeeks}
        {...field('eventWeeks')}
      />
      <fieldset aria-describedby={errors.proposalIds ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="text-sm font-medium text-slate-700">
          Proposals to include
        </legend>
        {choices.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No organisation has proposed anything yet.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {choices.map((proposal) => (
              <li key={proposal.id}>
                <label className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-brand-700"
                    checked={chosen.includes(proposal.id)}
                    onChange={() => toggle(proposal.id)}
                  />
                  <span>
                    {proposal.title}
                    <span className="block text-xs text-slate-500">
                      {proposal.organisation.name}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.proposalIds?.message && (
          <p id={`${legendId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.proposalIds.message}
          </p>
        )}
      </fieldset>
    </DashboardForm>
  );
}
