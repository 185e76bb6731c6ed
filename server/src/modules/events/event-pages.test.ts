import type { DashboardEvent, Event, Page } from '@chapterhouse/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';

/**
 * Events as the server renders their cards and pages: what an event created through the API
 * offers visitors, and what its page tells search engines and readers in other time zones.
 */
let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp({ web: 'site' });
});
afterAll(() => t.close());

async function html(url: string): Promise<string> {
  const response = await t.app.inject(url);
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

/** The card (an `<article>`) of the list whose title links to `path`. */
function cardOf(page: string, path: string): string {
  const cards = page.split('<article').slice(1);
  const card = cards.find((text) => text.includes(`href="${path}"`));
  if (!card) throw new Error(`no card links ${path}`);
  return card.slice(0, card.indexOf('</article>'));
}

/** The page's schema.org Event. */
function eventData(page: string): Record<string, unknown> {
  const blocks = [
    ...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
  const event = blocks.find((block) => block['@type'] === 'Event');
  if (!event) throw new Error('the page has no Event');
  return event;
}

describe('an upcoming event created through the API with the spec’s fields only', () => {
  it('says Register Now on its card and its page, as one added through the form does', async () => {
    const response = await t.api('POST', `${t.base}/events/upcoming`, {
      title: 'Spec Fields Evening',
      // Years ahead: the page decides whether registration has closed by the real clock
      // (its loader's Date.now()), not by the tests' moment.
      date: '2030-06-16',
      time: '18:00',
      location: 'Faraday Hall',
      description: 'Only the fields the spec lists.',
      organizer: 'Ada',
      capacity: 40,
      tags: [],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<DashboardEvent>();
    const path = `/events/${created.id}/spec-fields-evening`;

    const list = await html(`/societies/${t.society.slug}/upcoming-events`);
    const card = cardOf(list, path);
    expect(card).toContain('Register Now');
    expect(card).not.toContain('Registration opens soon');
    // Its time says whose clock it is on, as the branch's Indian readers name it.
    expect(card).toContain('18:00 IST');

    const page = await html(path);
    expect(page).toContain('Register Now');
    expect(page).not.toContain('Registration opens soon');
    expect(page).toContain('id="register"');
  });

  it('gives it, without an end time, the same two hours on its page, calendar links and data', async () => {
    // Created by the test above: 18:00 on 16 June 2030 in India (12:30 UTC), no end.
    const listed = (await t.app.inject('/api/events?when=upcoming&limit=100')).json<Page<Event>>();
    const event = listed.items.find((item) => item.title === 'Spec Fields Evening');
    if (!event) throw new Error('the event of the test above is missing');
    const page = await html(`/events/${event.id}/spec-fields-evening`);
    const text = page.replace(/<[^>]+>/g, '');
    expect(text).toContain('16 Jun 2030, 18:00 – 20:00 IST');
    expect(eventData(page)).toMatchObject({
      startDate: '2030-06-16T18:00:00+05:30',
      endDate: '2030-06-16T20:00:00+05:30',
      // Free: 0 in the branch's currency (its locale's).
      offers: { price: '0', priceCurrency: 'INR' },
    });
    const links = [...page.matchAll(/href="(https:\/\/[^"]*(?:google|outlook)[^"]*)"/g)].map(
      (match) => new URL((match[1] ?? '').replaceAll('&amp;', '&')).searchParams,
    );
    expect(links).toHaveLength(3);
    expect(links[0]?.get('dates')).toBe('20300616T123000Z/20300616T143000Z');
    for (const outlook of links.slice(1)) {
      expect(outlook.get('startdt')).toBe('2030-06-16T12:30:00.000Z');
      expect(outlook.get('enddt')).toBe('2030-06-16T14:30:00.000Z');
    }
    const calendar = await t.app.inject(`/events/${event.id}/calendar.ics`);
    expect(calendar.body).toContain('DTSTART;TZID=Asia/Kolkata:20300616T180000');
    expect(calendar.body).toContain('DTEND;TZID=Asia/Kolkata:20300616T200000');
  });
});

describe('a sample event’s page', () => {
  it('gives search engines its venue’s address and its price, and readers its time zone', async () => {
    const upcoming = (await t.app.inject('/api/events?when=upcoming&limit=100')).json<Page<Event>>()
      .items;
    const priced = upcoming.find((event) => event.price !== null && event.time !== null);
    if (!priced) throw new Error('the sample has no priced upcoming event');
    const page = await html(String((await t.app.inject(`/events/${priced.id}`)).headers.location));
    const data = eventData(page);
    expect(data.location).toMatchObject({
      '@type': 'Place',
      name: priced.location,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 University Road',
        addressCountry: 'IN',
      },
    });
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: priced.price,
      priceCurrency: 'INR',
      validFrom: expect.any(String),
    });
    // As read: the page's text without its markup (no end given: the two hours it is given).
    expect(page.replace(/<[^>]+>/g, '')).toMatch(new RegExp(`${priced.time} – \\d\\d:\\d\\d IST`));
    expect(page).toContain('View on a map');
  });
});

describe('a paid event’s prices (issue 49)', () => {
  const priced = {
    title: 'Paid PCB Workshop',
    // Years ahead, as above: the page reads the real clock; the early bird lasts until the eve.
    date: '2030-06-16',
    time: '10:00',
    location: 'Faraday Hall',
    description: 'Design and order a board.',
    price: '500',
    priceCurrency: 'INR',
    memberPrice: '300',
    earlyBirdPrice: '400',
    earlyBirdUntil: '2030-06-15',
  };

  it('refuses an early-bird price without a price or a last day on time, writing nothing', async () => {
    const before = (await t.app.inject('/api/events?when=upcoming&limit=100')).json<Page<Event>>();
    const cases: Array<[object, string]> = [
      [{ price: '' }, 'Give the price for everyone too, or leave the early-bird price blank'],
      [{ earlyBirdUntil: '' }, 'Give the early-bird price’s last day'],
      [{ earlyBirdUntil: '2030-06-17' }, 'Give the early-bird price’s last day'],
      [
        { earlyBirdPrice: '', earlyBirdUntil: '2030-06-10' },
        'Give the early-bird price’s last day',
      ],
      [{ earlyBirdPrice: '4,00' }, 'Enter an early-bird price such as 200'],
    ];
    for (const [change, message] of cases) {
      const refused = await t.api('POST', `${t.base}/events/upcoming`, { ...priced, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().error).toContain(message);
    }
    const after = (await t.app.inject('/api/events?when=upcoming&limit=100')).json<Page<Event>>();
    expect(after.total).toBe(before.total);
  });

  it('shows each price on the card and the page, and offers each to search engines', async () => {
    const response = await t.api('POST', `${t.base}/events/upcoming`, priced);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<DashboardEvent>();
    expect(created).toMatchObject({ earlyBirdPrice: '400.00', earlyBirdUntil: '2030-06-15' });
    const path = `/events/${created.id}/paid-pcb-workshop`;

    const card = cardOf(await html(`/societies/${t.society.slug}/upcoming-events`), path);
    expect(card).toContain('From INR 300');
    const page = await html(path);
    expect(page.replace(/<[^>]+>/g, '')).toContain(
      'INR 400 if you register by 15 Jun 2030 · INR 300 for IEEE members · INR 500 for others',
    );
    const offers = eventData(page).offers as Array<Record<string, unknown>>;
    expect(offers.map((offer) => [offer.name, offer.price, offer.validThrough])).toEqual([
      ['Everyone', '500.00', undefined],
      ['Early bird', '400.00', '2030-06-15'],
      ['IEEE members', '300.00', undefined],
    ]);
    for (const offer of offers) expect(offer).toMatchObject({ priceCurrency: 'INR' });
  });
});
