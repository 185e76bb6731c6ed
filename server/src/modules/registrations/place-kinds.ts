import type { AttendanceMode } from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import { eventRegistrations } from '../../db/schema/index.js';

// A hybrid event's two kinds of place (issue 48, item 7): what registering, the waiting list, the
// desk and switching read of them, apart so that each of those applies the same rules.

/**
 * Which of an event's places a registration holds or waits for (issue 48, item 7): a hybrid
 * event's are two kinds, in the room and online, each with its own capacity and waiting list;
 * any other event's are one.
 */
export type PlaceKind = 'all' | 'room' | 'online';

/** The kind of place a registration of the event holds, by whether it attends online. */
export const placeKindOf = (
  event: { attendanceMode: AttendanceMode },
  attendsOnline: boolean,
): PlaceKind => (event.attendanceMode !== 'hybrid' ? 'all' : attendsOnline ? 'online' : 'room');

/**
 * Whether a registration holds (or waits for) a place online, and so joins the meeting: every one
 * of an online event; of a hybrid event, those whose place is online (the room's may switch).
 */
export const holdsOnlinePlace = (
  event: { attendanceMode: AttendanceMode },
  attendsOnline: boolean,
): boolean =>
  event.attendanceMode === 'online' || (event.attendanceMode === 'hybrid' && attendsOnline);

/** The kinds of place the event has: one, or a hybrid event's two. */
export const placeKindsOf = (event: { attendanceMode: AttendanceMode }): PlaceKind[] =>
  event.attendanceMode === 'hybrid' ? ['room', 'online'] : ['all'];

/** The places of a kind the event has (null: unlimited). */
export const capacityOf = (
  event: { capacity: number | null; onlineCapacity: number | null },
  kind: PlaceKind,
): number | null => (kind === 'online' ? event.onlineCapacity : event.capacity);

/** The registrations of a kind of place (all of them for `all`). */
export const ofKind = (kind: PlaceKind) =>
  kind === 'all' ? undefined : eq(eventRegistrations.attendsOnline, kind === 'online');

/**
 * The confirmed places of a kind as the event's counters say (exact under its row lock): a
 * hybrid event's room places are those not online.
 */
export const takenOf = (event: PlaceCounters, kind: PlaceKind): number =>
  kind === 'all'
    ? event.registrations
    : kind === 'online'
      ? event.registrationsOnline
      : event.registrations - event.registrationsOnline;

/**
 * Registrations counted as the event's row counts them: all, and of those the online ones (the
 * room's are the rest). Confirmed places (`events.registrations`), or a waiting list's length.
 */
export interface PlaceCounters {
  registrations: number;
  registrationsOnline: number;
}

/** Counts of all and online registrations (`confirmedCounts`), as the event's counters name them. */
export const countersOf = (
  counts: { all: number; online: number } | PlaceCounters,
): PlaceCounters =>
  'all' in counts
    ? { registrations: counts.all, registrationsOnline: counts.online }
    : { registrations: counts.registrations, registrationsOnline: counts.registrationsOnline };

/** No one waiting: where a batch cannot reach the waiting lists, they are not counted. */
export const NONE_WAITING: PlaceCounters = { registrations: 0, registrationsOnline: 0 };
