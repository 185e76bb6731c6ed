import type { AuditEntry } from '@chapterhouse/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { humanize } from '../../components/console/humanize';
import { AuditEntries, auditSummary } from './audit-entries';
import { fieldLabel, itemTypeLabel, valueText } from './audit-labels';

afterEach(cleanup);

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  at: '2025-03-07T14:05:00.000Z',
  actor: { id: 7, name: 'Asha Rao', email: 'asha@example.org' },
  organisation: { id: 3, slug: 'computer-society', name: 'Computer Society', kind: 'society' },
  action: 'updated',
  itemType: 'organisations',
  itemId: 3,
  itemLabel: 'Computer Society',
  changes: [
    { field: 'student_member_count', before: 120, after: 135 },
    { field: 'is_archived', before: false, after: true },
    { field: 'linkedin_url', before: null, after: 'https://linkedin.com/company/cs' },
  ],
  ...overrides,
});

/** Each row of a change list: field name, then what a screen reader reads of the value. */
const rowsOf = (item: HTMLElement) =>
  within(item)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('audit labels', () => {
  it('names tables and columns as people do', () => {
    expect(itemTypeLabel('slate_members')).toBe('Slate member');
    expect(itemTypeLabel('faq_entries')).toBe('FAQ entry');
    expect(itemTypeLabel('media')).toBe('Media file');
    expect(itemTypeLabel('reading_lists')).toBe('Reading list');
    expect(fieldLabel('student_member_count')).toBe('Student member count');
    expect(fieldLabel('linkedin_url')).toBe('LinkedIn URL');
    expect(fieldLabel('is_archived')).toBe('Archived');
    expect(humanize('img')).toBe('Image');
  });

  it('writes values readably', () => {
    expect(valueText(null)).toBe('(empty)');
    expect(valueText('')).toBe('(empty)');
    expect(valueText(true)).toBe('yes');
    expect(valueText(42)).toBe('42');
    expect(valueText({ a: [1, 2] })).toBe('{"a":[1,2]}');
  });
});

describe('audit entries', () => {
  it('says who changed what, when and where, and each field before and after', () => {
    render(<AuditEntries entries={[entry()]} label="Activity" showOrganisation />);
    const item = within(screen.getByRole('list', { name: 'Activity' })).getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe(
      'Asha Rao changed Organisation “Computer Society”',
    );
    expect(within(item).getByText('Computer Society')).toBeTruthy();
    expect(within(item).getByText('asha@example.org')).toBeTruthy();
    expect(item.querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-07T14:05:00.000Z');
    expect(rowsOf(item)).toEqual([
      ['Student member count', 'from 120→ to 135'],
      ['Archived', 'from no→ to yes'],
      ['LinkedIn URL', 'from (empty)→ to https://linkedin.com/company/cs'],
    ]);
  });

  it('lists the fields of a record added or deleted, and leaves out the organisation in its own history', () => {
    render(
      <AuditEntries
        label="History"
        entries={[
          entry({
            id: 2,
            action: 'created',
            itemType: 'events',
            itemLabel: 'Robotics Workshop',
            changes: [
              { field: 'title', before: null, after: 'Robotics Workshop' },
              { field: 'location', before: null, after: 'Lab 3' },
            ],
          }),
          entry({
            id: 3,
            action: 'deleted',
            itemType: 'slate_members',
            itemLabel: 'Old Member',
            changes: [{ field: 'name', before: 'Old Member', after: null }],
          }),
        ]}
      />,
    );
    const [created, deleted] = within(screen.getByRole('list', { name: 'History' })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement];
    expect(auditSummary(entry({ action: 'created', itemType: 'events', itemLabel: 'X' }))).toBe(
      'Asha Rao added Event “X”',
    );
    expect(within(created).getByRole('heading').textContent).toBe(
      'Asha Rao added Event “Robotics Workshop”',
    );
    expect(rowsOf(created)).toEqual([
      ['Title', 'Robotics Workshop'],
      ['Location', 'Lab 3'],
    ]);
    expect(within(deleted).getByRole('heading').textContent).toBe(
      'Asha Rao deleted Slate member “Old Member”',
    );
    expect(rowsOf(deleted)).toEqual([['Name', 'Old Member']]);
    expect(within(created).queryByText('Computer Society')).toBeNull();
  });

  it('cuts a long value short, with a button to read all of it', () => {
    const long = `${'A long description of the society and its many activities. '.repeat(4)}The end.`;
    render(
      <AuditEntries
        label="Activity"
        entries={[entry({ changes: [{ field: 'description', before: 'Short.', after: long }] })]}
      />,
    );
    expect(screen.queryByText(long)).toBeNull();
    const more = screen.getByRole('button', { name: 'Show all' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByText(long)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});
