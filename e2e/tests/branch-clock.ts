import { wallClockAt } from '@chapterhouse/shared/date-wording';
import type { APIRequestContext } from '@playwright/test';

/**
 * `ms` as a wall clock on the branch's clock, to the second, as an officer types an opening: the
 * server reads wall clocks in the time zone of the branch's locale (the sample's is
 * Asia/Kolkata), not in this machine's.
 */
export async function branchWallClock(request: APIRequestContext, ms: number): Promise<string> {
  const { timeZone } = (await (await request.get('/api/site/locale')).json()) as {
    timeZone: string;
  };
  return wallClockAt(new Date(ms), timeZone, 'second');
}
