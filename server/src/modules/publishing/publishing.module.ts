import type { AppModule } from '../app-module.js';
import { ScheduledPublishing } from './scheduled-publishing.js';

export const publishingModule = {
  name: 'publishing',
  setUp: ({ context, invalidatePublicCaches }) => ({
    jobs: {
      'scheduled-publishing': new ScheduledPublishing({
        context,
        onPublished: invalidatePublicCaches,
      }),
    },
  }),
} satisfies AppModule;
