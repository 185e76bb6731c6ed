import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleAnnualReport, samplePreviousReport } from '../../../test/annual-fixtures';
import { sampleEvent } from '../../../test/dashboard-fixtures';
import { attendanceOf, OverviewCharts, RECENT_EVENTS_CHARTED } from './annual-overview';

afterEach(cleanup);

/** A chart's figures table, row by row (its header row first, then a row per group). */
const figuresOf = (title: string) =>
  within(screen.getByRole('figure', { name: title }))
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
    );

const pastEvents = [
  // Counted at the door: 3 of the 5 checked in gave a member number.
  sampleEvent({
    id: 21,
    status: 'past',
    title: 'Circuits Clinic',
    registrations: 8,
    checkedIn: 5,
    checkedInMembers: 3,
  }),
  // Counted by hand: the officers' counts, whatever the door saw.
  sampleEvent({
    id: 22,
    status: 'past',
    title: 'Career Fair',
    registrations: 0,
    checkedIn: 0,
    membersAttended: 40,
    guestsAttended: null,
  }),
  sampleEvent({ id: 23, status: 'past', title: 'Circuits Clinic', registrations: 2 }),
];

describe('OverviewCharts', () => {
  it("compares this year's events each month with last year's", () => {
    render(
      <OverviewCharts
        figures={{ current: sampleAnnualReport(), previous: samplePreviousReport() }}
        pastEvents={[]}
      />,
    );
    const title = 'Events per month, 2025–26 against 2024–25';
    expect(
      within(screen.getByRole('figure', { name: title })).getByText(
        '6 events so far in 2025–26; 3 events in all of 2024–25.',
      ),
    ).toBeTruthy();
    expect(figuresOf(title)).toEqual([
      ['events of', '2025–26', '2024–25'],
      ['Jul', '0', '1'],
      ['Aug', '1', '0'],
      ['Sep', '2', '0'],
      ['Oct', '0', '1'],
      ['Nov', '1', '0'],
      ['Dec', '0', '0'],
      ['Jan', '0', '0'],
      ['Feb', '2', '0'],
      ['Mar', '0', '1'],
      ['Apr', '0', '0'],
      ['May', '0', '0'],
      ['Jun', '0', '0'],
      ['Total', '6', '3'],
    ]);
  });

  it("shows this year's average rating, or that there is none yet", () => {
    const { rerender } = render(
      <OverviewCharts
        figures={{ current: sampleAnnualReport(), previous: samplePreviousReport() }}
        pastEvents={[]}
      />,
    );
    const figure = screen.getByText('Average rating this year').closest('dl') as HTMLElement;
    expect(within(figure).getByText('4.3')).toBeTruthy();
    expect(within(figure).getByText('From 27 answers to the feedback link.')).toBeTruthy();

    const unrated = sampleAnnualReport();
    unrated.totals.feedback = { answers: 0, average: null };
    rerender(
      <OverviewCharts
        figures={{ current: unrated, previous: samplePreviousReport() }}
        pastEvents={[]}
      />,
    );
    expect(screen.getByText('No ratings yet')).toBeTruthy();
  });

  it("shows this year's income from paid events, or how it comes to count", () => {
    const { rerender } = render(
      <OverviewCharts
        figures={{ current: sampleAnnualReport(), previous: samplePreviousReport() }}
        pastEvents={[]}
      />,
    );
    const figure = screen.getByText('Income this year').closest('dl') as HTMLElement;
    expect(within(figure).getByText('INR 12,500.00')).toBeTruthy();
    expect(within(figure).getByText('INR 13,000.00 collected, INR 500.00 refunded.')).toBeTruthy();

    const unpaid = sampleAnnualReport();
    unpaid.totals.income = { collected: '0.00', refunded: '0.00', net: '0.00' };
    rerender(
      <OverviewCharts
        figures={{ current: unpaid, previous: samplePreviousReport() }}
        pastEvents={[]}
      />,
    );
    expect(within(figure).getByText('INR 0.00')).toBeTruthy();
    expect(
      within(figure).getByText('Payments for paid events count here once recorded.'),
    ).toBeTruthy();
  });

  it('charts who registered for and attended the latest past events', () => {
    render(
      <OverviewCharts
        figures={{ current: sampleAnnualReport(), previous: samplePreviousReport() }}
        pastEvents={pastEvents}
      />,
    );
    const title = 'Registrations and attendance, latest past events';
    expect(figuresOf(title)).toEqual([
      ['people of', 'Registered', 'IEEE members attended', 'Guests attended'],
      ['Circuits Clinic', '8', '3', '2'],
      ['Career Fair', '0', '40', '0'],
      ['Circuits Clinic (2)', '2', '0', '0'],
      ['Total', '10', '43', '2'],
    ]);
    expect(
      screen.getByText(
        'The latest 3 events: 10 registered, 45 attended (counted at the door, or by the officers when they gave their own counts).',
      ),
    ).toBeTruthy();
  });

  it('charts no more than the latest few events', () => {
    const many = Array.from({ length: RECENT_EVENTS_CHARTED + 3 }, (_, index) =>
      sampleEvent({ id: 100 + index, status: 'past', title: `Talk ${index + 1}` }),
    );
    render(<OverviewCharts figures={{ error: 'Server error' }} pastEvents={many} />);
    expect(figuresOf('Registrations and attendance, latest past events')).toHaveLength(
      RECENT_EVENTS_CHARTED + 2,
    );
  });

  it("says when the year's figures could not be read, and still charts the events", () => {
    render(<OverviewCharts figures={{ error: 'Server error' }} pastEvents={pastEvents} />);
    expect(
      screen.getByText(
        'This year’s figures could not be read (Server error). Reload the page to try again.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Average rating this year')).toBeNull();
    expect(screen.queryByText('Income this year')).toBeNull();
    expect(
      screen.getByRole('figure', { name: 'Registrations and attendance, latest past events' }),
    ).toBeTruthy();
  });

  it('counts attendance as the event report does', () => {
    expect(attendanceOf(sampleEvent({ checkedIn: 7, checkedInMembers: 4 }))).toEqual({
      members: 4,
      guests: 3,
    });
    expect(
      attendanceOf(sampleEvent({ checkedIn: 7, checkedInMembers: 4, guestsAttended: 10 })),
    ).toEqual({ members: 0, guests: 10 });
  });
});
