import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

afterEach(cleanup);

describe('BarChart', () => {
  it('names its picture, draws a bar per value and gives the figures as a table', () => {
    render(
      <BarChart
        title="Events per month"
        summary="More events this year."
        series={['2025–26', '2024–25']}
        unit="events"
        groups={[
          { label: 'Jul', values: [3, 1] },
          { label: 'Aug', values: [0, 2] },
        ]}
      />,
    );
    const picture = screen.getByRole('img', { name: 'Events per month' });
    expect(picture.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(picture.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('More events this year.');
    expect(picture.querySelectorAll('rect')).toHaveLength(4);
    expect(picture.querySelector('rect title')?.textContent).toBe('Jul, 2025–26: 3 events');
    fireEvent.click(screen.getByText('Events per month: the figures as a table'));
    const table = screen.getByRole('table');
    const july = within(table).getByRole('row', { name: /Jul/ });
    expect(
      within(july)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1']);
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '3']);
  });

  it('says so when there is nothing to draw', () => {
    render(<BarChart title="Attendance" series={['Members']} unit="people" groups={[]} />);
    expect(screen.getByText('Nothing to show yet.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
