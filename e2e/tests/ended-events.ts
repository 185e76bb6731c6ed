import type { DashboardEvent, RegistrationCreated } from '@chapterhouse/shared';
import type { APIRequestContext } from '@playwright/test';
import { asAnotherVisitor, expect } from './fixtures';
import { addSocietyEvent } from './society-events';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (offset: number) =>
  new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * An event of the officer's society that has ended, with `attendees` registered on the site and
 * checked in at its door: registered and checked in while it was still to come (tomorrow), then
 * moved to yesterday, as the API allows no registration for a past event. Returns the society's
 * dashboard API and the officer's authorisation for the journey's further calls.
 */
export async function endedEventWithAttendees(
  request: APIRequestContext,
  event: { title: string; time: string; endTime: string; description: string },
  attendees: ReadonlyArray<{ name: string; email: string }>,
) {
  const fields = {
    ...event,
    capacity: 30,
    registrationMode: 'site',
    registrationConfirmEmail: false,
  };
  const {
    society,
    dashboard,
    auth,
    event: upcoming,
  } = await addSocietyEvent(request, { ...fields, date: dayFromToday(1) });

  for (const attendee of attendees) {
    const registered = await request.post(`/api/events/${upcoming.id}/registrations`, {
      headers: asAnotherVisitor(),
      data: attendee,
    });
    expect(registered.status()).toBe(201);
    const { registration } = (await registered.json()) as RegistrationCreated;
    const checkedIn = await request.post(`${dashboard}/events/${upcoming.id}/check-in`, {
      headers: auth,
      data: { ticketCode: registration.ticketCode },
    });
    expect(checkedIn.status()).toBe(200);
  }

  const moved = await request.put(`${dashboard}/events/upcoming/${upcoming.id}`, {
    headers: auth,
    data: { ...fields, date: dayFromToday(-1), version: upcoming.version },
  });
  expect(moved.status()).toBe(200);
  const ended = (await moved.json()) as DashboardEvent;
  expect(ended.status).toBe('past');
  return { society, event: ended, dashboard, auth };
}
