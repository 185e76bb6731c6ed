import {
  type SavedStatementColumns,
  STATEMENT_MAX_BYTES,
  type StatementPreset,
  type StatementUploadFields,
  statementColumnMappingSchema,
  statementPresetSchema,
} from '@chapterhouse/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  asText,
  DashboardForm,
  Field,
  FORM_CARD,
  SelectField,
  TextField,
  useSchemaForm,
} from '../../components/forms/form-fields';

/** What net banking exports: CSV (SBI's "XLS" is tab-separated text) or an Excel workbook. */
export const STATEMENT_ACCEPT = '.csv,.xls,.xlsx,.txt';

export const STATEMENT_FILE_MISSING = 'Choose the statement file you downloaded from net banking.';
export const STATEMENT_FILE_EMPTY = 'The file is empty: download the statement again.';
/** As the server words it: a statement for a shorter period is smaller. */
export const STATEMENT_FILE_TOO_LARGE = `The file is larger than ${STATEMENT_MAX_BYTES / 1024 / 1024} MB: download the statement for a shorter period.`;

/** Refused here already, before the upload: the server would refuse it too. */
export function statementFileProblem(file: File | undefined): string | null {
  if (!file) return STATEMENT_FILE_MISSING;
  if (file.size === 0) return STATEMENT_FILE_EMPTY;
  if (file.size > STATEMENT_MAX_BYTES) return STATEMENT_FILE_TOO_LARGE;
  return null;
}

/** The Bank select's choices: '' leaves the bank to be found from the file's header row. */
export const BANK_CHOICES: readonly { value: '' | StatementPreset; label: string }[] = [
  { value: '', label: 'Find it from the file' },
  { value: 'sbi', label: 'SBI' },
  { value: 'hdfc', label: 'HDFC Bank' },
  { value: 'icici', label: 'ICICI Bank' },
  { value: 'axis', label: 'Axis Bank' },
  { value: 'generic', label: 'Another bank: name the columns' },
];

/** The columns a bank without a preset is read by, as `statementColumnMappingSchema` names them. */
const COLUMNS = [
  'date',
  'narration',
  'reference',
  'credit',
  'debit',
  'amount',
  'indicator',
  'balance',
] as const;
type Column = (typeof COLUMNS)[number];

type ColumnTexts = Record<Column, string>;

interface StatementFormValues extends ColumnTexts {
  file: FileList | undefined;
  bank: '' | StatementPreset;
}

/** What the form hands on: the file, and the fields sent beside it. */
export interface StatementUpload {
  file: File;
  fields: StatementUploadFields;
}

/**
 * The form's text as an upload: the file checked, and for another bank its columns checked by
 * the shared schema the server reads them with (so its messages show beside the fields). Every
 * problem is reported at once, the file's and the columns'.
 */
const statementFormSchema = z
  .object({
    file: z.custom<FileList | undefined>(),
    bank: z.union([z.literal(''), statementPresetSchema]),
    ...(Object.fromEntries(COLUMNS.map((column) => [column, z.string()])) as Record<
      Column,
      z.ZodString
    >),
  })
  .transform((values, context): StatementUpload => {
    const file = values.file?.[0];
    const problem = statementFileProblem(file);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['file'] });
    let fields: StatementUploadFields = values.bank ? { preset: values.bank } : {};
    let columnsNamed = true;
    if (values.bank === 'generic') {
      const mapping = statementColumnMappingSchema.safeParse(values);
      if (mapping.success) fields = { preset: 'generic', ...mapping.data };
      else {
        columnsNamed = false;
        for (const issue of mapping.error.issues) {
          context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
        }
      }
    }
    if (!file || problem || !columnsNamed) return z.NEVER;
    return { file, fields };
  });

/** The column inputs of a bank without a preset, filled with the columns kept from last time. */
function ColumnFields(props: {
  field: (name: Column) => { registration: UseFormRegisterReturn; error?: string };
}) {
  const { field } = props;
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Your bank’s columns</legend>
      <p className="text-sm text-slate-600">
        Type each column’s name as the statement’s header row says it (such as Txn Date or Deposit
        Amt.). Amounts are either in a Credit column (with a Debit column), or in a single Amount
        column (with a Cr/Dr column, unless the amounts carry their sign).
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Date" required autoComplete="off" {...field('date')} />
        <TextField label="Narration" required autoComplete="off" {...field('narration')} />
        <TextField label="Reference (optional)" autoComplete="off" {...field('reference')} />
        <TextField label="Balance (optional)" autoComplete="off" {...field('balance')} />
        <TextField label="Credit" autoComplete="off" {...field('credit')} />
        <TextField label="Debit (optional)" autoComplete="off" {...field('debit')} />
        <TextField
          label="Amount"
          autoComplete="off"
          hint="Instead of Credit and Debit."
          {...field('amount')}
        />
        <TextField label="Cr/Dr column (optional)" autoComplete="off" {...field('indicator')} />
      </div>
    </fieldset>
  );
}

/**
 * The statement file and its bank, sent for a preview. A bank without a preset has its columns
 * named, starting from those kept for the account (`saved`): the form then opens on "Another
 * bank", as the account's statements come from it.
 */
export function StatementUploadForm(props: {
  saved: SavedStatementColumns['mapping'];
  onPreview: (upload: StatementUpload) => Promise<unknown>;
}) {
  const { saved } = props;
  const { form, field } = useSchemaForm<typeof statementFormSchema, StatementFormValues>(
    statementFormSchema,
    {
      file: undefined,
      bank: saved ? 'generic' : '',
      ...(Object.fromEntries(
        COLUMNS.map((column) => [column, asText(saved?.[column])]),
      ) as ColumnTexts),
    },
  );
  const bank = form.watch('bank');
  const file = field('file');

  return (
    <DashboardForm
      form={form}
      onSubmit={props.onPreview}
      submitLabel="Preview"
      pendingLabel="Reading the statement..."
      className={FORM_CARD}
    >
      <h3 className="text-base font-semibold text-slate-900">Upload a statement</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Statement file"
          required
          error={file.error}
          hint={`CSV or Excel (.xlsx), as net banking exports it; up to ${STATEMENT_MAX_BYTES / 1024 / 1024} MB.`}
        >
          {(control) => (
            <input
              {...control}
              {...file.registration}
              type="file"
              accept={STATEMENT_ACCEPT}
              className={`${control.className} min-w-0 text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-700`}
            />
          )}
        </Field>
        <SelectField
          label="Bank"
          options={BANK_CHOICES}
          defaultValue={saved ? 'generic' : ''}
          {...field('bank')}
        />
      </div>
      {bank === 'generic' && <ColumnFields field={field} />}
    </DashboardForm>
  );
}
