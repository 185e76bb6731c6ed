import { PeriodicJob } from '../../lib/periodic-job.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { extendSeriesWindows } from './series.service.js';

/** How often the series' look-ahead windows move on: hourly, so a new day's session is soon made. */
export const SERIES_SESSIONS_EVERY_MS = 3_600_000;

/**
 * Makes the sessions of every series that come into its look-ahead window (`SERIES_WINDOW_DAYS`
 * from today), on every server: each series is locked while its sessions are made, so a session
 * is made once however many servers run this.
 */
export class SeriesSessions extends PeriodicJob<{ made: number }> {
  constructor(options: {
    context: ServiceContext;
    everyMs?: number;
    onError?: (error: unknown, seriesId: number) => void;
    onMade?: (seriesId: number) => Promise<void>;
  }) {
    super(async () => ({ made: await extendSeriesWindows(options.context, options) }), {
      everyMs: options.everyMs ?? SERIES_SESSIONS_EVERY_MS,
    });
  }
}
