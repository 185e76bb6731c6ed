import {
  type DashboardEvent,
  EVENTS_BETWEEN_MAX,
  type EventsBetween,
  type OrganisationSummary,
} from '@chapterhouse/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type TestAccount } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { TEST_ORIGIN, TEST_TIMEZONE } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import { rowsOf } from '../../db/client.js';
import { fixedClock } from '../../lib/clock.js';
import { createServiceContext } from '../../lib/service-context.js';
import { listEventsBetween } from './events-between.service.js';

// 15:30 on 15 June 2026 in Asia/Kolkata, the tests' zone, throughout.
// `GET /api/events/between`: the events of a span of days, as the month view of the events lists
// shows them (past days too), each once, through the visibility every public read of events uses.

let t: DashboardApp;
/** A society that neither hosts nor co-hosts the joint event. */
let bystander: OrganisationSummary;
let bystanderOfficer: TestAccount;

beforeAll(async () => {
  t = await openDashboardApp({ clock: fixedClock('2026-06-15T10:00:00Z') });
  const societies = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
  const other = societies.find((society) => society.id !== t.society.id);
  if (!other) throw new Error('the sample content has one society');
  bystander = other;
  bystanderOfficer = await signedInAs(t, 'SOCIETY_ADMIN', bystander.slug);
});
afterAll(() => t.close());

/** A title no sample event has. */
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

async function addEvent(fields: object, publication: object = { action: 'publish' }) {
  const response = await t.api('POST', `${t.base}/events/upcoming`, {
    title: unique('Month view'),
    time: '14:00',
    description: 'On the calendar.',
    ...fields,
    publication,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DashboardEvent>();
}

async function between(query: string) {
  const response = await t.app.inject(`/api/events/between${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EventsBetween>();
}

const idsOf = (answer: EventsBetween) => answer.events.map((event) => event.id);

describe('the events between two days', () => {
  it('are those taking place on any day of the span, those running into it included', async () => {
    const before = await addEvent({ date: '2026-08-20', endDate: '2026-08-31' });
    const runningIn = await addEvent({ date: '2026-08-25', endDate: '2026-09-02' });
    const onFirst = await addEvent({ date: '2026-09-01', time: '' });
    const onLast = await addEvent({ date: '2026-09-30', time: '18:00' });
    const after = await addEvent({ date: '2026-10-01' });

    const september = await between('?from=2026-09-01&to=2026-09-30');
    expect(september).toMatchObject({ from: '2026-09-01', to: '2026-09-30', truncated: false });
    expect(idsOf(september)).toEqual(expect.arrayContaining([runningIn.id, onFirst.id, onLast.id]));
    expect(idsOf(september)).not.toContain(before.id);
    expect(idsOf(september)).not.toContain(after.id);
    // By start: the one that began in August first.
    const ours = idsOf(september).filter((id) =>
      [runningIn.id, onFirst.id, onLast.id].includes(id),
    );
    expect(ours).toEqual([runningIn.id, onFirst.id, onLast.id]);
    expect(september.events.find((event) => event.id === runningIn.id)).toMatchObject({
      date: '2026-08-25',
      endDate: '2026-09-02',
      time: '14:00',
      timeZoneName: 'IST',
      status: 'upcoming',
      state: 'scheduled',
      organisation: { id: t.society.id, slug: t.society.slug },
    });
    // A single day is a span too.
    expect(idsOf(await between('?from=2026-09-30&to=2026-09-30'))).toContain(onLast.id);
  });

  it('default to the current month on the branch’s calendar, its past days included', async () => {
    const earlier = await addEvent({ date: '2026-06-02' });
    const later = await addEvent({ date: '2026-06-28' });
    const june = await between('');
    expect(june).toMatchObject({ from: '2026-06-01', to: '2026-06-30', today: '2026-06-15' });
    expect(june.events.find((event) => event.id === earlier.id)?.status).toBe('past');
    expect(june.events.find((event) => event.id === later.id)?.status).toBe('upcoming');

    // 23:59 on 30 June in Kolkata is still June there; a minute later it is July. Read through
    // the service, on clocks of its own: the public cache keeps answers for a minute.
    const at = (instant: string) =>
      listEventsBetween(
        createServiceContext(
          t.database.db,
          fixedClock(instant),
          TEST_TIMEZONE,
          serviceOf(t.app, 'mailer'),
          TEST_ORIGIN,
        ),
        {},
      );
    expect(await at('2026-06-30T18:29:00Z')).toMatchObject({
      from: '2026-06-01',
      today: '2026-06-30',
    });
    expect(await at('2026-06-30T18:30:00Z')).toMatchObject({
      from: '2026-07-01',
      to: '2026-07-31',
      today: '2026-07-01',
    });
    // February's last day, in a leap year too.
    expect(await at('2028-02-10T10:00:00Z')).toMatchObject({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('list a joint event once for the branch and for each host, never for anyone else', async () => {
    const joint = await addEvent({
      date: '2026-11-10',
      coHosts: [{ organisationId: t.council.id, canEdit: false }],
    });
    const span = '?from=2026-11-01&to=2026-11-30';
    const branch = idsOf(await between(span));
    expect(branch.filter((id) => id === joint.id)).toHaveLength(1);
    for (const host of [t.society.slug, t.council.slug, String(t.council.id)]) {
      expect(idsOf(await between(`${span}&org=${host}`)), host).toContain(joint.id);
    }
    expect(idsOf(await between(`${span}&org=${bystander.slug}`))).not.toContain(joint.id);
    const shown = (await between(`${span}&org=${t.council.slug}`)).events.find(
      (event) => event.id === joint.id,
    );
    expect(shown?.organisation.id).toBe(t.society.id);
    expect(shown?.coHosts.map((coHost) => coHost.id)).toEqual([t.council.id]);
  });

  it('never list a draft, and say when an event is cancelled or postponed', async () => {
    const draft = await addEvent({ date: '2026-12-03' }, { action: 'draft' });
    const cancelled = await addEvent({ date: '2026-12-04', state: 'cancelled' });
    const postponed = await addEvent({ date: '2026-12-05', state: 'postponed' });
    const december = await between('?from=2026-12-01&to=2026-12-31');
    expect(idsOf(december)).not.toContain(draft.id);
    const stateOf = (id: number) => december.events.find((event) => event.id === id)?.state;
    expect(stateOf(cancelled.id)).toBe('cancelled');
    expect(stateOf(postponed.id)).toBe('postponed');
    // Nor does the organisation's own calendar show its draft.
    expect(
      idsOf(await between(`?from=2026-12-01&to=2026-12-31&org=${t.society.slug}`)),
    ).not.toContain(draft.id);
  });

  it(`carry at most ${EVENTS_BETWEEN_MAX} events, and say when more were left out`, async () => {
    // The bystander's own day, filled by copying one event many times over (every column but the
    // generated and identity ones), as a branch importing its history might.
    const response = await t.api(
      'POST',
      `/api/society-dashboard/society/${bystander.id}/events/upcoming`,
      {
        title: unique('Crowded day'),
        date: '2027-02-10',
        time: '09:00',
        description: 'One of many.',
        publication: { action: 'publish' },
      },
      bystanderOfficer,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<DashboardEvent>();
    const columns = await rowsOf<{ column_name: string }>(
      t.database.db,
      sql`
      select column_name from information_schema.columns
      where table_name = 'events' and table_schema = current_schema()
        and is_generated = 'NEVER' and is_identity = 'NO'
        and coalesce(column_default, '') not like 'nextval%'`,
    );
    const list = sql.raw(columns.map((row) => `"${row.column_name}"`).join(', '));
    await t.database.db.execute(sql`
      insert into events (${list})
      select ${list} from events, generate_series(1, ${EVENTS_BETWEEN_MAX}) where id = ${id}`);

    const february = await between(`?from=2027-02-01&to=2027-02-28&org=${bystander.slug}`);
    expect(february.events).toHaveLength(EVENTS_BETWEEN_MAX);
    expect(february.truncated).toBe(true);
    // Bounded in bytes too: a few hundred bytes an event.
    const bytes = (await t.app.inject(`/api/events/between?from=2027-02-01&to=2027-02-28`)).body
      .length;
    expect(bytes).toBeLessThan(EVENTS_BETWEEN_MAX * 600);
  });

  it('are refused with a sentence for a malformed or too long span, and 404 for an unknown organisation', async () => {
    const cases: [string, RegExp][] = [
      ['?from=2026-09-01&to=2026-13-01', /^To must be a date as YYYY-MM-DD\.$/],
      ['?from=yesterday&to=2026-09-30', /^From must be a date as YYYY-MM-DD\.$/],
      ['?from=2026-09-01', /Give both dates, from and to, or neither/],
      ['?from=2026-09-30&to=2026-09-01', /The start date must not be after the end date/],
      ['?from=2026-09-01&to=2026-10-13', /Ask for at most 42 days at a time/],
      ['?from=0001-01-01&to=9999-12-31', /Ask for at most 42 days at a time/],
    ];
    for (const [query, message] of cases) {
      const response = await t.app.inject(`/api/events/between${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: string }>().error, query).toMatch(message);
    }
    // Six weeks exactly is allowed: a month's calendar with its edges.
    expect(
      (await t.app.inject('/api/events/between?from=2026-09-01&to=2026-10-12')).statusCode,
    ).toBe(200);
    const unknown = await t.app.inject('/api/events/between?org=no-such-society');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Organisation not found.' });
  });
});
