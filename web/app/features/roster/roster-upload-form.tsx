import { ROSTER_MAX_BYTES, rosterUploadFieldsSchema } from '@chapterhouse/shared';
import type { ChangeHandler } from 'react-hook-form';
import { z } from 'zod';
import {
  DashboardForm,
  Field,
  FORM_CARD,
  TextField,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { branchToday } from '../../lib/branch-clock';

/** What OU Analytics exports: its "CSV" (tab-separated UTF-16 text) or its Excel workbook. */
export const ROSTER_ACCEPT = '.csv,.tsv,.txt,.xlsx';

export const ROSTER_FILE_MISSING = 'Choose the roster file you exported from OU Analytics.';
export const ROSTER_FILE_EMPTY = 'The file is empty: export the roster from OU Analytics again.';
/** As the server words it: a file this large is most likely some other export. */
export const ROSTER_FILE_TOO_LARGE = `The file is larger than ${ROSTER_MAX_BYTES / 1024 / 1024} MB: is it OU Analytics' roster export?`;

/** Refused here already, before the upload: the server would refuse it too. */
export function rosterFileProblem(file: File | undefined): string | null {
  if (!file) return ROSTER_FILE_MISSING;
  if (file.size === 0) return ROSTER_FILE_EMPTY;
  if (file.size > ROSTER_MAX_BYTES) return ROSTER_FILE_TOO_LARGE;
  return null;
}

/** The form: the file input's files, and the export's day as the server reads it. */
const rosterFileFormSchema = rosterUploadFieldsSchema.pick({ exportedOn: true }).extend({
  file: z.custom<FileList | undefined>().transform((files, context) => {
    const file = files?.[0];
    const problem = rosterFileProblem(file);
    if (problem || !file) {
      context.addIssue({ code: 'custom', message: problem ?? ROSTER_FILE_MISSING });
      return z.NEVER;
    }
    return file;
  }),
});

/**
 * The roster file and the day OU Analytics exported it (today unless said otherwise), sent for
 * a preview. `onEdit` is told when either changes: a preview of the file before is no longer
 * what would be applied.
 */
export function RosterUploadForm(props: {
  onPreview: (file: File, exportedOn: string) => Promise<unknown>;
  onEdit: () => void;
}) {
  const { form, field } = useSchemaForm(rosterFileFormSchema, {
    exportedOn: branchToday(),
    file: undefined,
  });
  const editing = (name: 'file' | 'exportedOn') => {
    const { registration, error } = field(name);
    return {
      error,
      registration: {
        ...registration,
        onChange: ((event) => {
          props.onEdit();
          return registration.onChange(event);
        }) satisfies ChangeHandler,
      },
    };
  };
  const file = editing('file');

  return (
    <DashboardForm
      form={form}
      onSubmit={(payload) => props.onPreview(payload.file, payload.exportedOn)}
      submitLabel="Preview"
      pendingLabel="Reading the file..."
      className={FORM_CARD}
    >
      <h3 className="text-base font-semibold text-slate-900">Upload a roster</h3>
      <p className="text-sm text-slate-600">
        The preview shows what the file changes; nothing is applied until you say so.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Roster file"
          required
          error={file.error}
          hint={`CSV or Excel, as OU Analytics exports it; up to ${ROSTER_MAX_BYTES / 1024 / 1024} MB.`}
        >
          {(control) => (
            <input
              {...control}
              {...file.registration}
              type="file"
              accept={ROSTER_ACCEPT}
              className={`${control.className} min-w-0 text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-700`}
            />
          )}
        </Field>
        <TextField
          label="Exported on"
          type="date"
          required
          hint="The day OU Analytics made the file: members are verified as of that day."
          {...editing('exportedOn')}
        />
      </div>
    </DashboardForm>
  );
}
