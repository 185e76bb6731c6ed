import type { AttendanceChoice } from '@chapterhouse/shared';

// What an event's page hands its registration form of a hybrid event's ways to attend: the page
// (features/events) counts the places, the form (features/registrations) offers the choice.

/** One way to attend a hybrid event, as its registration form offers it. */
export interface AttendanceOption {
  value: AttendanceChoice;
  label: string;
  /** Its places are all taken: choosing it joins its waiting list. */
  full: boolean;
}
