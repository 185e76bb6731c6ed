import type {
  SavedStatementColumns,
  StatementApplied,
  StatementPreview,
  StatementRegistration,
} from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardApi, sampleData } from '../../../test/dashboard-fixtures';
import { jsonResponse as json, stubFetchPerTest } from '../../../test/fetch-stub';
import { fakeUploads, type SentUpload } from '../../../test/upload-stub';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';
import { STATEMENT_INTRO } from './statement-panel';
import { LAPSED_PLACE } from './statement-preview';
import { STATEMENT_ACCEPT, STATEMENT_FILE_MISSING } from './statement-upload-form';

// The Payments tab on a fake server, as the dashboard nests it: its loader reads the saved
// columns through `fetch`, the upload goes through XMLHttpRequest (as `uploadFile` sends it), and
// applying through `fetch` again.

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
});

const PAYMENTS_TAB = '/societies/computer-society/dashboard/payments';
/** The loader reads by the URL's slug; changes go to the organisation's id. */
const COLUMNS = '/api/society-dashboard/society/computer-society/payments/statement-columns';
const STATEMENTS = '/api/society-dashboard/society/3/payments/statements';
const APPLY = `${STATEMENTS}/41/apply`;

const registration = (
  overrides: Partial<StatementRegistration> & Pick<StatementRegistration, 'id' | 'name'>,
): StatementRegistration => ({
  eventId: 12,
  eventTitle: 'PCB Design Workshop',
  reference: 'CH7K2M9Q',
  amountDue: '1250.00',
  paid: false,
  lapsed: false,
  ...overrides,
});

const meera = registration({ id: 7, name: 'Meera' });
const asha = registration({
  id: 9,
  name: 'Asha Rao',
  eventId: 13,
  eventTitle: 'Robotics Hackathon',
  reference: 'CH9T2W4K',
  amountDue: '500.00',
  lapsed: true,
});
const ravi = registration({ id: 8, name: 'Ravi Kumar', reference: 'CH3P4X7R' });
const priya = registration({ id: 10, name: 'Priya Sharma', reference: 'CH5N8B2D' });

/** A long run without spaces, as UPI narrations are: it must wrap, never widen the page. */
const LONG_NARRATION =
  'UPI/CR/634512345678/MEERA/SBIN/meera.raghunathan.pcb.workshop@oksbi/CH7K2M9Q';

/** Four credits of 15 and 16 June: two matched, one to choose between two, one unknown. */
const samplePreview = (overrides: Partial<StatementPreview> = {}): StatementPreview => ({
  id: 41,
  fileName: 'statement.csv',
  preset: 'hdfc',
  firstDate: '2026-06-15',
  lastDate: '2026-06-16',
  uploadedAt: '2026-06-17T09:00:00.000Z',
  appliedAt: null,
  credits: 4,
  debitsIgnored: 1,
  matched: [
    {
      line: 12,
      date: '2026-06-15',
      amount: '1250.00',
      narration: LONG_NARRATION,
      registration: meera,
      how: 'reference',
    },
    {
      line: 13,
      date: '2026-06-15',
      amount: '500.00',
      narration: 'UPI/CR/634599998888/ASHA RAO/ICIC/asha@okicici/hackathon',
      registration: asha,
      how: 'utr',
    },
  ],
  ambiguous: [
    {
      line: 14,
      date: '2026-06-16',
      amount: '1250.00',
      narration: 'UPI/CR/634500001111/KUMAR/HDFC/rk@okhdfcbank/IEEE',
      reason: 'two registrations of this amount were held that day',
      registrations: [ravi, priya],
    },
  ],
  unknown: [{ line: 15, date: '2026-06-16', amount: '75.00', narration: 'NEFT/CANTEEN' }],
  alreadyApplied: [],
  ...overrides,
});

/** The API: the account's saved columns, and what applying answers (`apply`). */
function serve(
  options: { mapping?: SavedStatementColumns['mapping']; apply?: (body: unknown) => Response } = {},
) {
  localStorage.setItem('authToken', 't');
  fetchMock.mockImplementation(
    dashboardApi(sampleData(), (path, init) => {
      if (path === COLUMNS) return json(200, { mapping: options.mapping ?? null });
      if (path === APPLY && init?.method === 'POST') {
        return options.apply?.(JSON.parse(String(init.body))) ?? json(500, { error: 'unexpected' });
      }
      return undefined;
    }),
  );
}

const applies = () =>
  fetchMock.mock.calls
    .filter(([path]) => String(path) === APPLY)
    .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) }));

/** Chooses `file` in the form's file input, as the browser's picker would. */
function choose(file: File) {
  const input = screen.getByLabelText('Statement file');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

const csv = (name = 'statement.csv') =>
  new File(['Date,Narration,Deposit Amt.\n15/06/26,UPI/CH7K2M9Q,1250.00\n'], name, {
    type: 'text/csv',
  });

/** Opens the tab, chooses the statement and its bank, and previews it; returns the preview. */
async function previewed(bank = 'hdfc') {
  renderDashboard(PAYMENTS_TAB);
  await screen.findByLabelText('Statement file');
  choose(csv());
  fireEvent.change(screen.getByLabelText('Bank'), { target: { value: bank } });
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  return screen.findByRole('region', { name: 'Preview of statement.csv' });
}

/** The panel's own live region (the dashboard's location, an `<output>`, is a status too). */
const panelStatus = () =>
  within(screen.getByRole('region', { name: 'Bank statement' })).getByRole('status');

/** A table's rows as their cells' text, header first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the bank statement panel', () => {
  it('uploads the statement with its bank, and previews it: matched, to choose, unknown', async () => {
    serve();
    const sent = fakeUploads(() => ({ status: 201, body: samplePreview() }));
    renderDashboard(PAYMENTS_TAB);
    expect(await screen.findByRole('heading', { name: 'Bank statement' })).toBeTruthy();
    expect(screen.getByText(STATEMENT_INTRO)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Payments' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByLabelText('Statement file').getAttribute('accept')).toBe(STATEMENT_ACCEPT);
    expect(STATEMENT_ACCEPT).toBe('.csv,.xls,.xlsx,.txt');
    const bank = screen.getByLabelText('Bank') as HTMLSelectElement;
    expect([...bank.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Find it from the file'],
      ['sbi', 'SBI'],
      ['hdfc', 'HDFC Bank'],
      ['icici', 'ICICI Bank'],
      ['axis', 'Axis Bank'],
      ['generic', 'Another bank: name the columns'],
    ]);
    expect(bank.value).toBe('');
    // No columns to name for a bank with a preset.
    expect(screen.queryByLabelText('Narration')).toBeNull();

    choose(csv());
    fireEvent.change(bank, { target: { value: 'hdfc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = within(await screen.findByRole('region', { name: 'Preview of statement.csv' }));

    expect(sent).toHaveLength(1);
    const upload = sent[0] as SentUpload;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe(STATEMENTS);
    expect(upload.authorization).toBe('Bearer t');
    expect((upload.form.get('file') as File).name).toBe('statement.csv');
    expect([...upload.form.keys()]).toEqual(['preset', 'file']);
    expect(upload.form.get('preset')).toBe('hdfc');

    expect(
      preview.getByText(
        'statement.csv, 15 Jun 2026 to 16 Jun 2026: 4 credits; 2 matched, 1 to choose, 1 unknown, 0 applied before; 1 debit ignored.',
      ),
    ).toBeTruthy();
    expect(preview.getByText('Nothing changes until you apply.')).toBeTruthy();

    expect(rowsOf(preview.getByRole('table', { name: 'Matched' }))).toEqual([
      ['Line', 'Date', 'Amount', 'Narration', 'Registrant', 'Event', 'Reference', 'How'],
      [
        '12',
        '15 Jun 2026',
        'INR 1,250.00',
        LONG_NARRATION,
        'Meera',
        'PCB Design Workshop',
        'CH7K2M9Q',
        'by reference',
      ],
      [
        '13',
        '15 Jun 2026',
        'INR 500.00',
        'UPI/CR/634599998888/ASHA RAO/ICIC/asha@okicici/hackathon',
        `Asha Rao${LAPSED_PLACE}`,
        'Robotics Hackathon',
        'CH9T2W4K',
        'by UTR',
      ],
    ]);
    expect(LAPSED_PLACE).toBe('place lapsed: refund or reinstate');
    // The long narration wraps inside its cell.
    const narration = preview.getByText(LONG_NARRATION);
    expect(narration.className).toMatch(/break-words/);
    expect(narration.className).toContain('[overflow-wrap:anywhere]');

    const toChoose = within(preview.getByRole('list', { name: 'To choose' }));
    const [card] = toChoose.getAllByRole('listitem');
    const doubtful = within(card as HTMLElement);
    expect(doubtful.getByText('Line 14: INR 1,250.00 on 16 Jun 2026')).toBeTruthy();
    expect(doubtful.getByText('Two registrations of this amount were held that day')).toBeTruthy();
    const pays = doubtful.getByLabelText('Pays…') as HTMLSelectElement;
    expect([...pays.options].map((option) => option.textContent)).toEqual([
      'None of these',
      'Ravi Kumar — PCB Design Workshop — CH3P4X7R — INR 1,250.00',
      'Priya Sharma — PCB Design Workshop — CH5N8B2D — INR 1,250.00',
    ]);
    expect(pays.value).toBe('');

    // The unknown lines are folded away, with their count; nothing was applied before.
    const unknown = preview.getByText('Unknown (1)').closest('details') as HTMLDetailsElement;
    expect(unknown.open).toBe(false);
    expect(rowsOf(within(unknown).getByRole('table', { hidden: true }))).toEqual([
      ['Line', 'Date', 'Amount', 'Narration'],
      ['15', '16 Jun 2026', 'INR 75.00', 'NEFT/CANTEEN'],
    ]);
    expect(preview.queryByText(/^Applied before/)).toBeNull();
    expect((preview.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('sends no preset when the bank is to be found from the file, and refuses no file', async () => {
    serve();
    const sent = fakeUploads(() => ({ status: 201, body: samplePreview() }));
    renderDashboard(PAYMENTS_TAB);
    await screen.findByLabelText('Statement file');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(STATEMENT_FILE_MISSING)).toBeTruthy();
    expect(sent).toEqual([]);

    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Preview of statement.csv' });
    expect([...(sent[0] as SentUpload).form.keys()]).toEqual(['file']);
  });

  it('applies the matched lines with the registration chosen, and says what was applied', async () => {
    const after = samplePreview({
      appliedAt: '2026-06-17T09:05:00.000Z',
      matched: [],
      ambiguous: [],
      alreadyApplied: [
        { line: 12, date: '2026-06-15', amount: '1250.00', narration: LONG_NARRATION },
        { line: 13, date: '2026-06-15', amount: '500.00', narration: 'UPI/CR/634599998888' },
        { line: 14, date: '2026-06-16', amount: '1250.00', narration: 'UPI/CR/634500001111' },
      ],
    });
    const applied: StatementApplied = {
      applied: 3,
      alreadyApplied: 0,
      notApplied: [{ line: 20, reason: 'This line is not one awaiting a choice.' }],
      preview: after,
    };
    serve({ apply: () => json(200, applied) });
    fakeUploads(() => ({ status: 201, body: samplePreview() }));
    const preview = within(await previewed());

    fireEvent.change(preview.getByLabelText('Pays…'), { target: { value: '10' } });
    fireEvent.click(preview.getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(panelStatus().textContent).toBe('Applied 3 payments. 0 were applied before.'),
    );
    expect(applies()).toEqual([
      { method: 'POST', body: { choices: [{ line: 14, registrationId: 10 }] } },
    ]);
    expect(screen.getByRole('alert').textContent).toBe(
      'Not applied: 1 lineLine 20: This line is not one awaiting a choice.',
    );
    // The preview the answer carries: the lines applied now are "applied before", folded.
    const shown = within(screen.getByRole('region', { name: 'Preview of statement.csv' }));
    expect(
      shown.getByText(
        'statement.csv, 15 Jun 2026 to 16 Jun 2026: 4 credits; 0 matched, 0 to choose, 1 unknown, 3 applied before; 1 debit ignored.',
      ),
    ).toBeTruthy();
    expect(shown.queryByRole('table', { name: 'Matched' })).toBeNull();
    expect(shown.getByText('Applied before (3)').closest('details')?.open).toBe(false);
    expect((shown.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers Apply only once there is something to apply, and shows a refused apply', async () => {
    serve({ apply: () => json(404, { error: 'Statement not found.' }) });
    fakeUploads(() => ({ status: 201, body: samplePreview({ matched: [] }) }));
    const preview = within(await previewed());
    const apply = preview.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    expect(
      preview.getByText('Nothing to apply: no line is matched, and no registration is chosen.'),
    ).toBeTruthy();

    const pays = preview.getByLabelText('Pays…');
    fireEvent.change(pays, { target: { value: '8' } });
    expect(apply.disabled).toBe(false);
    fireEvent.change(pays, { target: { value: '' } });
    expect(apply.disabled).toBe(true);

    fireEvent.change(pays, { target: { value: '8' } });
    fireEvent.click(apply);
    expect((await screen.findByRole('alert')).textContent).toBe('Statement not found.');
    expect(applies()).toEqual([
      { method: 'POST', body: { choices: [{ line: 14, registrationId: 8 }] } },
    ]);
    expect(panelStatus().textContent).toBe('');
  });

  it('shows why the server refused the file (400), naming the line', async () => {
    serve();
    const refusal = 'Line 14: the date "31/02/2026" is not a date.';
    fakeUploads(() => ({ status: 400, body: { error: refusal } }));
    renderDashboard(PAYMENTS_TAB);
    await screen.findByLabelText('Statement file');
    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.queryByRole('region', { name: /^Preview of/ })).toBeNull();
  });

  it("fills another bank's columns with those saved for the account, checks them and sends them", async () => {
    serve({
      mapping: {
        date: 'Txn Date',
        narration: 'Description',
        reference: null,
        credit: null,
        debit: null,
        amount: 'Amount',
        indicator: 'Dr / Cr',
        balance: 'Balance',
      },
    });
    const sent = fakeUploads(() => ({ status: 201, body: samplePreview({ preset: 'generic' }) }));
    renderDashboard(PAYMENTS_TAB);
    const bank = (await screen.findByLabelText('Bank')) as HTMLSelectElement;
    expect(bank.value).toBe('generic');
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(
      [
        'Date',
        'Narration',
        'Reference (optional)',
        'Credit',
        'Debit (optional)',
        'Amount',
        'Cr/Dr column (optional)',
        'Balance (optional)',
      ].map((label) => [label, value(label)]),
    ).toEqual([
      ['Date', 'Txn Date'],
      ['Narration', 'Description'],
      ['Reference (optional)', ''],
      ['Credit', ''],
      ['Debit (optional)', ''],
      ['Amount', 'Amount'],
      ['Cr/Dr column (optional)', 'Dr / Cr'],
      ['Balance (optional)', 'Balance'],
    ]);

    // The shared schema's checks, beside the fields, before anything is sent.
    choose(csv());
    fireEvent.change(screen.getByLabelText('Narration'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Credit'), { target: { value: 'Deposits' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText('Choose the column of the narration (description, particulars)'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Narration').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('Narration'), { target: { value: 'Particulars' } });
    fireEvent.change(screen.getByLabelText('Credit'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Preview of statement.csv' });
    const form = (sent[0] as SentUpload).form;
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'file'))).toEqual({
      preset: 'generic',
      date: 'Txn Date',
      narration: 'Particulars',
      amount: 'Amount',
      indicator: 'Dr / Cr',
      balance: 'Balance',
    });
  });

  it('asks for the columns of another bank when none are saved', async () => {
    serve();
    const sent = fakeUploads(() => ({ status: 201, body: samplePreview() }));
    renderDashboard(PAYMENTS_TAB);
    const bank = (await screen.findByLabelText('Bank')) as HTMLSelectElement;
    fireEvent.change(bank, { target: { value: 'generic' } });
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('');
    choose(csv());
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: 'Value Date' } });
    fireEvent.change(screen.getByLabelText('Narration'), { target: { value: 'Remarks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    // Neither a credit column nor an amount column: the schema says which to name.
    expect(
      await screen.findByText('Choose either a credit column or a single amount column'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
