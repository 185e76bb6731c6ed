import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newsFeedLink, SubscribeLinks } from './subscribe-links';

afterEach(cleanup);

/** The three links of the "Subscribe to calendar" section, by their text. */
function linksOf(section: HTMLElement) {
  const href = (name: string) => within(section).getByRole('link', { name }).getAttribute('href');
  return {
    calendarApp: href('Add to your calendar app'),
    calendarFeed: href('Calendar feed (.ics)'),
    newsFeed: href('News feed (Atom)'),
  };
}

describe('Subscribe to calendar', () => {
  it("offers the branch's calendar as a subscription, as an address to paste, and its news feed", () => {
    render(<SubscribeLinks origin="https://ieee.example.edu" />);
    const section = screen.getByRole('region', { name: 'Subscribe to calendar' });
    expect(linksOf(section)).toEqual({
      // Calendar programs subscribe to webcal:// and need the whole address; a feed reader takes
      // the site's own path.
      calendarApp: 'webcal://ieee.example.edu/calendar.ics',
      calendarFeed: 'https://ieee.example.edu/calendar.ics',
      newsFeed: '/feed.xml',
    });
  });

  it("gives a society's or council's page its own feeds, on whatever origin serves the site", () => {
    render(
      <SubscribeLinks
        owner={{ collection: 'councils', org: 'sensors-council' }}
        origin="http://localhost:3000"
      />,
    );
    expect(linksOf(screen.getByRole('region', { name: 'Subscribe to calendar' }))).toEqual({
      calendarApp: 'webcal://localhost:3000/councils/sensors-council/calendar.ics',
      calendarFeed: 'http://localhost:3000/councils/sensors-council/calendar.ics',
      newsFeed: '/councils/sensors-council/feed.xml',
    });
  });
});

describe("the page's news feed link", () => {
  it('points feed readers at the Atom feed of the branch or of one organisation', () => {
    expect(newsFeedLink('IEEE Student Branch')).toEqual({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: 'IEEE Student Branch',
      href: '/feed.xml',
    });
    expect(
      newsFeedLink('Computer Society', { collection: 'societies', org: 'computer-society' }).href,
    ).toBe('/societies/computer-society/feed.xml');
  });
});
