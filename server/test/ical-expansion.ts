import ICAL from 'ical.js';

/**
 * The series' sessions as a calendar program expands the document: ical.js (Mozilla's, as
 * Thunderbird uses it), with the document's own VTIMEZONE, RRULE or RDATE, EXDATE and the changed
 * sessions that RECURRENCE-ID relates to the series.
 */
export function expandedByIcalJs(text: string, uid?: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // Of a feed, the one series `uid` names (its entries share it).
  const components = calendar
    .getAllSubcomponents('vevent')
    .filter((component) => uid === undefined || component.getFirstPropertyValue('uid') === uid);
  const master = components.find((component) => !component.hasProperty('recurrence-id'));
  if (!master) throw new Error('no recurring VEVENT');
  const event = new ICAL.Event(master, {
    exceptions: components.filter((component) => component.hasProperty('recurrence-id')),
  });
  const iterator = event.iterator();
  const sessions: { start: string; end: string; location: string }[] = [];
  for (let next = iterator.next(); next; next = iterator.next()) {
    const details = event.getOccurrenceDetails(next);
    sessions.push({
      start: details.startDate.toJSDate().toISOString(),
      end: details.endDate.toJSDate().toISOString(),
      location: details.item.location,
    });
    if (sessions.length > 500) throw new Error('the series does not end');
  }
  return sessions.sort((a, b) => a.start.localeCompare(b.start));
}
