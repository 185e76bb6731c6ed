import type { APIRequestContext } from '@playwright/test';

/**
 * `ms` as a wall clock on the branch's clock, `YYYY-MM-DDTHH:MM:SS`, as an officer types an
 * opening: the server reads wall clocks in the time zone of the branch's locale (the sample's is
 * Asia/Kolkata), not in this machine's.
 */
export async function branchWallClock(request: APIRequestContext, ms: number): Promise<string> {
  const { timeZone } = (await (await request.get('/api/site/locale')).json()) as {
    timeZone: string;
  };
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}
