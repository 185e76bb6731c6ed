import { ACHIEVEMENT_CATEGORIES } from '@chapterhouse/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleAchievement } from '../../../test/dashboard-fixtures';
import { AchievementForm } from './achievement-form';

afterEach(cleanup);

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('achievement form', () => {
  it('offers the last 20 years, newest first, and the eight categories', () => {
    render(
      <AchievementForm
        organisationName="Computer Society"
        currentYear={2026}
        onSubmit={vi.fn()}
        onCancel={() => {}}
      />,
    );
    const years = optionsOf('Year');
    expect(years).toHaveLength(20);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('2007');
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('2026');
    expect(optionsOf('Category')).toEqual(['Select a category', ...ACHIEVEMENT_CATEGORIES]);
  });

  it("names the organisation as a new achievement's recipient", () => {
    render(
      <AchievementForm
        organisationName="Computer Society"
        currentYear={2026}
        onSubmit={vi.fn()}
        onCancel={() => {}}
      />,
    );
    expect((screen.getByLabelText('Recipient') as HTMLInputElement).value).toBe('Computer Society');
  });

  it("keeps an existing achievement's own recipient and year", () => {
    render(
      <AchievementForm
        achievement={sampleAchievement({ recipient: null, year: 2001 })}
        organisationName="Computer Society"
        currentYear={2026}
        onSubmit={vi.fn()}
        onCancel={() => {}}
      />,
    );
    expect((screen.getByLabelText('Recipient') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('2001');
  });

  it('requires a title and a description, then sends the year as a number', async () => {
    const onSubmit = vi.fn(async () => true);
    render(
      <AchievementForm
        organisationName="Computer Society"
        currentYear={2026}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Achievement' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'Hackathon win' } });
    fireEvent.input(screen.getByLabelText('Description'), { target: { value: 'First place' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Achievement' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ year: 2024, recipient: 'Computer Society', category: null }),
    );
  });
});
