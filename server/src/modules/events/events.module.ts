import { type AppModule, routes } from '../app-module.js';
import { alignEventEnds } from './event-ends.js';
import { eventRoutes } from './events.routes.js';

export const eventsModule = {
  name: 'events',
  setUp: async ({ reads, context, log }, { emit }) => {
    // Events' ends follow the site's time zone, which may have changed since the last start.
    const realigned = await alignEventEnds(context);
    if (realigned > 0) log.info(`Set the end of ${realigned} events in ${context.timeZone}`);
    return {
      api: [routes(eventRoutes, { reads, context, afterEventEdit: emit.eventEdited })],
    };
  },
} satisfies AppModule;
