import { type AppModule, routes } from '../app-module.js';
import { alignEventEnds } from './event-ends.js';
import { eventRoutes } from './events.routes.js';
import { SeriesSessions } from './series-sessions.job.js';

export const eventsModule = {
  name: 'events',
  setUp: async ({ reads, context, log }, { emit }) => {
    // Events' ends follow the site's time zone, which may have changed since the last start.
    const realigned = await alignEventEnds(context);
    if (realigned > 0) log.info(`Set the end of ${realigned} events in ${context.timeZone}`);
    return {
      jobs: {
        'series-sessions': new SeriesSessions({
          context,
          onError: (error, seriesId) =>
            log.warn({ err: error, seriesId }, 'The sessions of a series could not be made'),
          onMade: (seriesId) => emit.seriesSessionsMade(context, seriesId),
        }),
      },
      api: [
        routes(eventRoutes, {
          reads,
          context,
          afterEventEdit: emit.eventEdited,
          seriesSessionsMade: emit.seriesSessionsMade,
        }),
      ],
    };
  },
} satisfies AppModule;
