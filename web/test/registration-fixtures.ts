/**
 * A registration as its registrant's page reads it (`GET /api/registrations/{token}`), for the
 * component tests (never imported by the app): Grace Hopper's confirmed place at the Analogue
 * Circuits Clinic, changed by `overrides`.
 */
import type { Registration } from '@chapterhouse/shared';

export const sampleRegistration = (overrides: Partial<Registration> = {}): Registration => ({
  status: 'confirmed',
  name: 'Grace Hopper',
  email: 'grace@example.edu',
  memberNumber: null,
  waitlistPosition: null,
  ticketCode: 'K7QX-9M2P-4TRW',
  confirmBy: null,
  expired: false,
  holdFor: null,
  lapsed: false,
  payment: null,
  event: {
    id: 42,
    title: 'Analogue Circuits Clinic',
    date: '2026-07-01',
    time: '14:00',
    location: 'Faraday Hall',
    attendanceMode: 'in-person',
    startDate: '2026-07-01T14:00:00+05:30',
    path: '/events/42/analogue-circuits-clinic',
  },
  answers: {},
  certificate: null,
  joinPath: null,
  wholeSeries: null,
  attendance: null,
  attendanceSwitch: null,
  ...overrides,
});
