import { SLATE_ROLES } from '@chapterhouse/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleMember } from '../../../test/dashboard-fixtures';
import { MemberForm } from './member-form';

afterEach(cleanup);

describe('member form', () => {
  it('offers the slate roles, after an empty first choice', () => {
    render(<MemberForm onSubmit={vi.fn()} onCancel={() => {}} />);
    const role = screen.getByLabelText('Role') as HTMLSelectElement;
    const options = within(role)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Select a role', ...SLATE_ROLES]);
    expect(role.value).toBe('');
  });

  it('asks for a name and a role and sends nothing without them', async () => {
    const onSubmit = vi.fn();
    render(<MemberForm onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Please choose a role')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits a member, sending empty optional fields as null', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<MemberForm member={sampleMember()} onSubmit={onSubmit} onCancel={() => {}} />);
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('Chair');
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'Treasurer' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Asha Rao',
      role: 'Treasurer',
      email: null,
      phone: null,
      photo: null,
      linkedin: null,
      bio: 'Leads the society.',
    });
  });
});
